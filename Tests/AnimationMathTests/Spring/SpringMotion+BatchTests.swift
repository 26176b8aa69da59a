import Testing

@testable import AnimationMath

@Suite("SpringMotion batch evaluation")
struct SpringMotionBatchTests {
  @Test("arbitrary times and many springs equal the scalar API exactly")
  func arbitrary() {
    let motion = SpringMotion(spring: Spring(dampingRatio: 0.7, response: 0.4), from: 3, to: 1)
    let times = [0, 0.01, 1e-9, 0.5, 3, 1e6, -1]
    var p = [Double](repeating: 0, count: times.count)
    var v = [Double](repeating: 0, count: times.count)
    motion.evaluate(at: times, positions: &p, velocities: &v)
    for (i, t) in times.enumerated() {
      #expect(p[i] == motion.position(at: t))  // same code path: promised identical
      #expect(v[i] == motion.velocity(at: t))
    }
    let motions = (0..<5).map { i in
      SpringMotion(
        spring: Spring(dampingRatio: 0.2 * Double(i + 1), response: 0.3), from: Double(i), to: 0)
    }
    var q = [Double](repeating: 0, count: 5)
    var w = [Double](repeating: 0, count: 5)
    motions.withUnsafeBufferPointer { m in
      q.withUnsafeMutableBufferPointer { qp in
        w.withUnsafeMutableBufferPointer { wp in
          SpringMotion.evaluate(m, at: 0.2, positions: qp, velocities: wp)
        }
      }
    }
    for i in 0..<5 {
      #expect(q[i] == motions[i].position(at: 0.2))
      #expect(w[i] == motions[i].velocity(at: 0.2))
    }
  }
}
