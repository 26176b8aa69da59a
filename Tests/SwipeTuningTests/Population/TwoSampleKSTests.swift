import TestSupport
import Testing

@testable import SwipeTuning

/// Reference values from SciPy 1.17 `scipy.stats.ks_2samp(a, b, method="exact")` and
/// `scipy.stats.kstwobign.sf` (the Kolmogorov distribution), printed to 17 digits.
@Suite("Two-sample Kolmogorov–Smirnov")
struct TwoSampleKSTests {
  @Test func separatedSamples() {
    // All of a below all of b: D = 1, and only 2 of the C(6, 3) = 20 orderings are as extreme.
    let (d, p) = TwoSampleKS.test([1, 2, 3], [4, 5, 6])
    #expect(d == 1)
    expectClose(p, 0.1, relative: 1e-12)  // exactly 2/20; SciPy: 0.09999999999999999
  }

  @Test func interleavedSamples() {
    let a = [0.1, 0.4, 0.7, 1.3, 2.2]
    let b = [0.2, 0.5, 0.6, 0.9, 1.1, 1.5, 3.0]
    let (d, p) = TwoSampleKS.test(a, b)
    expectClose(d, 0.2571428571428571, relative: 1e-15)  // 9/35
    expectClose(p, 0.9595959595959594, relative: 1e-12)
    // Symmetric in its arguments.
    #expect(TwoSampleKS.test(b, a).statistic == d)
    #expect(TwoSampleKS.test(b, a).pValue == p)
  }

  @Test func shiftedSamples() {
    let a = (1...10).map(Double.init)
    let b = (0..<12).map { 3.5 + Double($0) }
    let (d, p) = TwoSampleKS.test(a, b)
    expectClose(d, 0.4166666666666667, relative: 1e-15)  // 5/12
    expectClose(p, 0.23373839782508513, relative: 1e-12)
  }

  @Test func tiesCountAtTheirValue() {
    // The gap is measured after each distinct value: {1, 1, 2} vs {1, 2, 2}: F₁(1) = 2/3,
    // F₂(1) = 1/3, D = 1/3 (not 2/3, which splitting the tie would give).
    expectClose(TwoSampleKS.statistic([1, 1, 2], [1, 2, 2]), 1.0 / 3, relative: 1e-15)
    #expect(TwoSampleKS.statistic([5, 5, 5], [5, 5]) == 0)
    #expect(TwoSampleKS.pValue(0, n: 3, m: 2) == 1)
  }

  @Test func kolmogorovTail() {
    // Q(λ) = P(K > λ): SciPy kstwobign.sf.
    expectClose(TwoSampleKS.kolmogorovTail(1.0), 0.26999967167735456, relative: 1e-12)
    expectClose(TwoSampleKS.kolmogorovTail(1.36), 0.049485876755377876, relative: 1e-12)
    expectClose(TwoSampleKS.kolmogorovTail(0.5), 0.9639452436648751, relative: 1e-12)
  }

  @Test func largeSamples() {
    // Exact at n = m = 3000 (9·10⁶ lattice cells): SciPy ks_2samp(range(3000),
    // range(60, 3060), method="exact") gives D = 0.02, p = 0.5860497259884385.
    let exact = TwoSampleKS.pValue(0.02, n: 3000, m: 3000)
    expectClose(exact, 0.5860497259884385, relative: 1e-9)
    // Stephens' asymptotic form is within 0.01 of it there …
    expectClose(TwoSampleKS.asymptotic(0.02, n: 3000, m: 3000), exact, absolute: 0.01)
    // … and is what n·m above the exact limit uses.
    #expect(
      TwoSampleKS.pValue(0.02, n: 4000, m: 4000) == TwoSampleKS.asymptotic(0.02, n: 4000, m: 4000))
  }
}
