import Testing

@testable import AnimationMath

@Suite("CubicBezier batch evaluation")
struct CubicBezierBatchTests {
  /// The SIMD path performs the scalar path's operations in the same order, so the results are
  /// identical (exact `==` is the promise), including groups that fall back (outside [0, 1],
  /// slow intervals next to vertical tangents) and the tail.
  @Test("values(at:) equals value(at:) bit for bit")
  func matchesScalar() {
    var rng = SplitMix64(state: 7)
    let inputs = (0..<1003).map { i in i % 97 == 0 ? rng.unit() * 3 - 1 : rng.unit() }
    for c in [
      CubicBezier(0.42, 0, 0.58, 1), CubicBezier(0.68, -0.55, 0.265, 1.55),
      CubicBezier(0, 0, 0.58, 1),
      CubicBezier(1, 0, 0, 1),
    ] {
      let batch = c.values(at: inputs)
      #expect(batch.count == inputs.count)
      for (x, y) in zip(inputs, batch) {
        #expect(y == c.value(at: x), "\(c) at \(x)")
      }
    }
    #expect(CubicBezier(0.25, 0.1, 0.25, 1).values(at: []).isEmpty)
  }
}
