import Testing

@testable import Plotting

@Suite struct PolylineSimplifierTests {
  @Test func shortInputsUnchanged() {
    #expect(PolylineSimplifier.simplify([]) == [])
    let two = [SIMD2(0.0, 0), SIMD2(1.0, 1)]
    #expect(PolylineSimplifier.simplify(two) == two)
  }

  @Test func collinearPointsAreDropped() {
    let line = (0...100).map { SIMD2(Double($0), 2 * Double($0)) }
    #expect(PolylineSimplifier.simplify(line) == [line[0], line[100]])
  }

  @Test func cornersAreKept() {
    let steps = [SIMD2(0.0, 0), SIMD2(1.0, 0), SIMD2(2.0, 0), SIMD2(2.0, 5), SIMD2(4.0, 5)]
    #expect(
      PolylineSimplifier.simplify(steps) == [SIMD2(0, 0), SIMD2(2, 0), SIMD2(2, 5), SIMD2(4, 5)])
  }

  @Test func everyDroppedPointIsWithinTolerance() {
    // Invariant: each original point lies within the tolerance of the simplified polyline.
    let curve = (0...400).map { i -> SIMD2<Double> in
      let t = Double(i) / 400
      return SIMD2(600 * t, 200 * (1 - t * t * (3 - 2 * t)) + 3 * Double(i % 7) / 7)
    }
    let simple = PolylineSimplifier.simplify(curve, tolerance: 0.5)
    #expect(simple.count < curve.count)
    for p in curve {
      var best = Double.infinity
      for (a, b) in zip(simple, simple.dropFirst()) {
        let d = b - a
        let t = Swift.min(Swift.max(((p - a) * d).sum() / (d * d).sum(), 0), 1)
        let q = a + d * t - p
        best = Swift.min(best, (q * q).sum().squareRoot())
      }
      #expect(best <= 0.5 + 1e-9)
    }
  }
}
