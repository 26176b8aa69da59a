import AnimationMath
import Foundation

/// Spring kernels. Workload (issue 2): m = 1, k = 170, ζ = 0.5, from 1 to 0, v₀ = 0, position and
/// velocity at `ops` times evenly spaced in [0, 2 s) (10⁷ by default); checksum Σx·dt + Σv·dt.
extension SpringBenchMain {
  static var springKernels: [BenchmarkKernel] {
    [
      BenchmarkKernel(name: "spring.scalar", operations: 10_000_000, unit: "sample") { n in
        let motion = workloadMotion()
        let dt = 2.0 / Double(n)
        return {
          var sx = 0.0
          var sv = 0.0
          for i in 0..<n {
            let (x, v) = motion.state(at: Double(i) * dt)
            sx += x
            sv += v
          }
          return (sx + sv) * dt
        }
      },
      BenchmarkKernel(name: "spring.batch", operations: 10_000_000, unit: "sample") { n in
        let motion = workloadMotion()
        let dt = 2.0 / Double(n)
        let chunk = 8192
        let positions = UnsafeMutableBufferPointer<Double>.allocate(capacity: chunk)
        let velocities = UnsafeMutableBufferPointer<Double>.allocate(capacity: chunk)
        // Deliberately never freed: the buffers live as long as the benchmark process.
        return {
          let sampler = SpringUniformSampler(motion: motion, start: 0, deltaTime: dt)
          var sx = 0.0
          var sv = 0.0
          var first = 0
          while first < n {
            let count = min(chunk, n - first)
            let p = UnsafeMutableBufferPointer(rebasing: positions[0..<count])
            let v = UnsafeMutableBufferPointer(rebasing: velocities[0..<count])
            sampler.evaluate(firstIndex: first, positions: p, velocities: v)
            for i in 0..<count {
              sx += p[i]
              sv += v[i]
            }
            first += count
          }
          return (sx + sv) * dt
        }
      },
      BenchmarkKernel(name: "spring.batch.times", operations: 1_000_000, unit: "sample") { n in
        let motion = workloadMotion()
        let times = (0..<n).map { 2.0 * Double($0) / Double(n) }
        var positions = [Double](repeating: 0, count: n)
        var velocities = [Double](repeating: 0, count: n)
        return {
          motion.evaluate(at: times, positions: &positions, velocities: &velocities)
          return positions[n / 2] + velocities[n / 3]
        }
      },
      BenchmarkKernel(name: "spring.update", operations: 1_000_000, unit: "update") { n in
        let (spring, steps, targets) = updateWorkload(count: n)
        return {
          var value = 0.0
          var velocity = 0.0
          var sum = 0.0
          for i in 0..<n {
            spring.update(
              value: &value, velocity: &velocity, target: targets[i], deltaTime: steps[i])
            sum += value
          }
          return sum + velocity
        }
      },
      BenchmarkKernel(name: "spring.closed-form.update", operations: 1_000_000, unit: "update") {
        n in
        let (spring, steps, targets) = updateWorkload(count: n)
        let form = HandWrittenStep(spring)
        return {
          var value = 0.0
          var velocity = 0.0
          var sum = 0.0
          for i in 0..<n {
            form.update(value: &value, velocity: &velocity, target: targets[i], deltaTime: steps[i])
            sum += value
          }
          return sum + velocity
        }
      },
      BenchmarkKernel(name: "spring.step.init", operations: 1_000_000, unit: "step") { n in
        let (spring, steps, _) = updateWorkload(count: n)
        return {
          var sum = 0.0
          for i in 0..<n {
            let step = SpringStep(spring: spring, deltaTime: steps[i])
            sum += step.displacementFromDisplacement + step.velocityFromVelocity
          }
          return sum
        }
      },
      BenchmarkKernel(name: "spring.first-value", operations: 20_000, unit: "spring") { n in
        let specs = [
          "dampingRatio=0.8,response=0.5", "duration=0.4,bounce=0.2",
          "mass=1,stiffness=170,damping=26", "tension=40,friction=7",
        ]
        return {
          var sum = 0.0
          for i in 0..<n {
            guard let spring = try? Spring(parsing: specs[i & 3]) else { return .nan }
            let motion = SpringMotion(spring: spring, from: 0, to: 100, initialVelocity: 300)
            for frame in 1...60 { sum += motion.position(at: Double(frame) / 60) }
          }
          return sum
        }
      },
      BenchmarkKernel(name: "spring.settle", operations: 100_000, unit: "settling time") { n in
        let motions = (0..<n).map { i in
          SpringMotion(
            spring: Spring(dampingRatio: 0.2 + 1.6 * Double(i % 97) / 97, response: 0.4),
            from: 1, to: 0, initialVelocity: Double(i % 13) - 6)
        }
        return {
          var s = 0.0
          for m in motions { s += m.settlingTime(within: .relative(0.001)) }
          return s
        }
      },
    ] + springEngineKernels
  }

  static func workloadMotion() -> SpringMotion {
    let spring = Spring(stiffness: 170, dampingRatio: 0.5)
    return SpringMotion(spring: spring, from: 1, to: 0)
  }
  /// The `spring.update` workload: ζ = 0.5, response 0.4 s (ω₀ ≈ 15.7 rad/s); frame steps drawn
  /// uniformly from 8–33 ms and a target that jumps every frame (seeded, so every run and every
  /// kernel sees the same sequence).
  static func updateWorkload(count n: Int) -> (Spring, [Double], [Double]) {
    var random = SplitMix64(seed: 16)
    let steps = (0..<n).map { _ in random.nextUniform(0.008, 0.033) }
    let targets = (0..<n).map { _ in random.nextUniform(-100, 100) }
    return (Spring(dampingRatio: 0.5, response: 0.4), steps, targets)
  }
}

/// What an engine author writes by hand: the underdamped closed form with ω_d, a and ω₀²
/// precomputed, one `exp`, `sin` and `cos` per step (Foundation's libm), no double-word phase.
struct HandWrittenStep {
  let a: Double
  let omega: Double
  let omega0Squared: Double

  init(_ spring: Spring) {
    a = spring.damping / (2 * spring.mass)
    omega0Squared = spring.stiffness / spring.mass
    omega = (omega0Squared - a * a).squareRoot()
  }

  @inline(__always)
  func update(value: inout Double, velocity: inout Double, target: Double, deltaTime h: Double) {
    let e = exp(-a * h)
    let c = cos(omega * h)
    let s = sin(omega * h) / omega
    let x = value - target
    let v = velocity
    value = target + e * (x * c + (v + a * x) * s)
    velocity = e * (v * c - (omega0Squared * x + a * v) * s)
  }
}

extension HandWrittenStep {
  /// The same step applied to both coordinates of a 2-D value (one `exp`, `sin`, `cos`).
  @inline(__always)
  func update(
    value: inout SIMD2<Double>, velocity: inout SIMD2<Double>, target: SIMD2<Double>,
    deltaTime h: Double
  ) {
    let e = exp(-a * h)
    let c = cos(omega * h)
    let s = sin(omega * h) / omega
    let x = value - target
    let v = velocity
    value = target + e * (x * c + (v + a * x) * s)
    velocity = e * (v * c - (omega0Squared * x + a * v) * s)
  }
}
