import Testing

@testable import AnimationMath

/// `CubicBezier` once documented y1, y2 as any finite number, but its power-basis coefficients
/// (3·y1, 3·y2 − 6·y1, …) overflow for |y| near 1e308, so `cubic-bezier(0, 1e308, 1, -1e308)`
/// (exactly 0.125 at x = 0.5) evaluated to NaN. The domain is now |y| ≤ 1e300, the bound the
/// parser already used: such curves are invalid, and the largest valid ones stay finite.
@Suite("CubicBezier with huge y")
struct CubicBezierOverflowTests {
  @Test func hugeControlPointsAreInvalid() {
    #expect(!CubicBezier.isValid(0, 1e308, 1, -1e308))
    #expect(!CubicBezier.isValid(0, 0, 1, .infinity))
    #expect(CubicBezier.isValid(0, 1e300, 1, -1e300))
  }

  @Test func largestValidControlPointsEvaluateToFiniteValues() {
    let curve = CubicBezier(0, 1e300, 1, -1e300)
    // Exactly 0.125 at x = 0.5 (s = 0.5 by symmetry: 0.375e300 − 0.375e300 + 0.125), summed
    // from terms of ±3.75e299: binary64 promises a finite value within a few ulp(3.75e299)
    // ≈ 1e284 of it.
    let y = curve.value(at: 0.5)
    #expect(y.isFinite && abs(y - 0.125) <= 1e285)
    for i in 1..<100 {
      #expect(curve.value(at: Double(i) / 100).isFinite)
    }
  }
}
