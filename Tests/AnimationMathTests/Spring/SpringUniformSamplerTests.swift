import TestSupport
import Testing

@testable import AnimationMath

@Suite("SpringUniformSampler")
struct SpringUniformSamplerTests {
  static let springs = [
    Spring(mass: 1, stiffness: 100, damping: 0), Spring(stiffness: 170, dampingRatio: 0.5),
    Spring(mass: 0.5, stiffness: 1e5, damping: 1), Spring(mass: 1, stiffness: 100, damping: 20),
    Spring(dampingRatio: 1 + 1e-9, response: 0.3), Spring(dampingRatio: 30, response: 0.2),
  ]

  /// The recurrence against the closed form at every sample: |err| ≤ 1e-12·scale (×ω₀ for
  /// velocity), the same bound springs.csv uses. 1024 steps between restarts, each adding a few
  /// ulp, stay near 1e-13.
  @Test("evenly spaced samples match the closed form", arguments: springs)
  func uniform(spring: Spring) {
    let motion = SpringMotion(spring: spring, from: 2, to: -1, initialVelocity: 15)
    let n = 5000
    let scale = motion.amplitudeScale + 15 / spring.naturalFrequency
    let w0 = spring.naturalFrequency
    for (start, step) in [(0.0, 2.0 / Double(n)), (0.37, 1e-5), (0.0, 0.25), (0.0, 0.0)] {
      var positions = [Double](repeating: .nan, count: n)
      var velocities = [Double](repeating: .nan, count: n)
      positions.withUnsafeMutableBufferPointer { p in
        velocities.withUnsafeMutableBufferPointer { v in
          motion.evaluate(start: start, deltaTime: step, positions: p, velocities: v)
        }
      }
      var worst = 0.0
      for i in 0..<n {
        let t = start + Double(i) * step
        let x = motion.position(at: t)
        let v = motion.velocity(at: t)
        worst = max(worst, abs(positions[i] - x) / scale, abs(velocities[i] - v) / (scale * w0))
      }
      #expect(worst <= 1e-12, "start=\(start) step=\(step) worst=\(worst)")
      print("sampler ζ=\(spring.dampingRatio) step=\(step): worst error/scale \(worst)")
    }
  }

  @Test("t = 0 is exact; short and odd-sized buffers; offsets compose")
  func shapes() {
    let motion = SpringMotion(spring: Spring(dampingRatio: 0.3, response: 0.5), from: 0.1, to: 0.7)
    let sampler = SpringUniformSampler(motion: motion, start: 0, deltaTime: 0.001)
    for n in [1, 7, 63, 64, 65, 1023, 1025, 3001] {
      var whole = [Double](repeating: 0, count: n)
      var wholeV = [Double](repeating: 0, count: n)
      whole.withUnsafeMutableBufferPointer { p in
        wholeV.withUnsafeMutableBufferPointer { v in sampler.evaluate(positions: p, velocities: v) }
      }
      #expect(whole[0] == 0.1 && wholeV[0] == 0)  // exact at t = 0, as position(at: 0) promises
      // The tail evaluated from an offset equals the same samples (up to restart rounding).
      if n > 10 {
        var tail = [Double](repeating: 0, count: n - 10)
        var tailV = [Double](repeating: 0, count: n - 10)
        tail.withUnsafeMutableBufferPointer { p in
          tailV.withUnsafeMutableBufferPointer { v in
            sampler.evaluate(firstIndex: 10, positions: p, velocities: v)
          }
        }
        for i in 0..<(n - 10) {
          expectClose(tail[i], whole[i + 10], absolute: 1e-13, "n=\(n) i=\(i): restart rounding")
        }
      }
    }
  }
}
