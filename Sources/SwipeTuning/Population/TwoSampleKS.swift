import AnimationMath

/// The two-sample Kolmogorov–Smirnov test: do two samples come from the same continuous
/// distribution? Used to check the synthetic population against recorded traces
/// (`Docs/SwipeModel.md` §2.3).
///
/// The statistic is D = sup over x of |F₁(x) − F₂(x)|, the largest gap between the two empirical
/// distribution functions (evaluated after each distinct value, so ties are handled). The
/// two-sided p-value P(D ≥ d) under the null hypothesis is exact for n·m ≤ ``exactLimit``: the
/// share of the C(n+m, n) orderings of the pooled sample whose path leaves the band
/// |i/n − j/m| < d, counted by dynamic programming over the (n+1)×(m+1) lattice in
/// probabilities (Hodges 1957; the method of R's `psmirnov` and SciPy's `ks_2samp(method=
/// "exact")`). Above it, the asymptotic Kolmogorov distribution with Stephens' correction:
/// Q((√nₑ + 0.12 + 0.11/√nₑ)·D), nₑ = n·m/(n+m), Q(λ) = 2 Σ (−1)^(k−1) e^(−2k²λ²).
/// With ties the exact p-value is that of untied data (conservative).
package enum TwoSampleKS {
  /// The largest n·m for which the p-value is exact.
  package static let exactLimit = 10_000_000

  /// The statistic D of samples `a` and `b` (both non-empty; values finite).
  package static func statistic(_ a: [Double], _ b: [Double]) -> Double {
    precondition(!a.isEmpty && !b.isEmpty, "KS needs two non-empty samples")
    let x = a.sorted()
    let y = b.sorted()
    let (n, m) = (Double(x.count), Double(y.count))
    var (i, j) = (0, 0)
    var d = 0.0
    while i < x.count && j < y.count {
      let v = Swift.min(x[i], y[j])
      while i < x.count && x[i] == v { i += 1 }
      while j < y.count && y[j] == v { j += 1 }
      d = Swift.max(d, abs(Double(i) / n - Double(j) / m))
    }
    return d
  }

  /// The two-sided p-value P(D ≥ `d`) for samples of sizes `n` and `m` (≥ 1).
  package static func pValue(_ d: Double, n: Int, m: Int) -> Double {
    precondition(n >= 1 && m >= 1, "KS needs two non-empty samples")
    if d <= 0 { return 1 }
    if n.multipliedReportingOverflow(by: m).overflow || n * m > exactLimit {
      return asymptotic(d, n: n, m: m)
    }
    // In integers: a lattice point (i, j) is inside the band when |i·m − j·n| < c, c = d·n·m
    // (an integer up to rounding, since d is a multiple of 1/lcm(n, m)).
    let c = (d * Double(n) * Double(m) - 1e-7 * Double(Swift.max(n, m))).rounded(.up)
    // u[j] holds the probability of reaching (i, j) inside the band, over C(i+j, i).
    var u = [Double](repeating: 0, count: m + 1)
    for j in 0...m {
      u[j] = abs(Double(j * n)) < c ? (j == 0 ? 1 : u[j - 1]) : 0
    }
    for i in 1...n {
      let inside0 = Double(i * m) < c
      u[0] = inside0 ? u[0] : 0
      for j in 1...m {
        guard abs(Double(i * m - j * n)) < c else {
          u[j] = 0
          continue
        }
        let total = Double(i + j)
        u[j] = u[j] * (Double(i) / total) + u[j - 1] * (Double(j) / total)
      }
    }
    return Swift.min(1, Swift.max(0, 1 - u[m]))
  }

  /// The statistic and its p-value for samples `a` and `b`.
  package static func test(_ a: [Double], _ b: [Double]) -> (statistic: Double, pValue: Double) {
    let d = statistic(a, b)
    return (d, pValue(d, n: a.count, m: b.count))
  }

  /// Stephens' approximation for large samples.
  static func asymptotic(_ d: Double, n: Int, m: Int) -> Double {
    let ne = Double(n) * Double(m) / (Double(n) + Double(m))
    let root = ne.squareRoot()
    return kolmogorovTail((root + 0.12 + 0.11 / root) * d)
  }

  /// Q(λ) = P(K > λ) of the Kolmogorov distribution, 2 Σ (−1)^(k−1) e^(−2k²λ²).
  static func kolmogorovTail(_ lambda: Double) -> Double {
    if lambda < 0.2 { return 1 }
    var sum = 0.0
    var sign = 1.0
    for k in 1...100 {
      let term = Elementary.exp(-2 * Double(k * k) * lambda * lambda)
      sum += sign * term
      if term < 1e-17 * sum { break }
      sign = -sign
    }
    return Swift.min(1, Swift.max(0, 2 * sum))
  }
}
