import AnimationMath

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
    ]
  }

  static func workloadMotion() -> SpringMotion {
    let spring = Spring(stiffness: 170, dampingRatio: 0.5)
    return SpringMotion(spring: spring, from: 1, to: 0)
  }
}
