/// The constants of an overdamped spring's exponential tail that the hand-off queries use,
/// computed once per spring (only this regime has them).
///
/// From a state (x, y = v + a·x) the motion is e^(−λσ)·(A + B·e^(−2sσ)) with s = √(a² − ω0²)
/// and λ = ω0²/(a + s). Where the fast term is small, the time at which it falls to a level is
/// the slow term's time plus a correction ε/λ, where ε solves (e^ε − 1)·e^(κε) = ρ, κ = 2s/λ:
/// ε(ρ) = ρ + c2ρ² + c3ρ³ + c4ρ⁴ + c5ρ⁵ + O(ρ⁶) by Lagrange inversion (see
/// `AperiodicShape.tail`).
struct OverdampedTail: Sendable {
  /// s = √(a² − ω0²) (1/s), > 0.
  let rate: Double
  /// 1/(2s).
  let halfInverseRate: Double
  /// The coefficients of ε(ρ).
  let c2: Double
  let c3: Double
  let c4: Double
  let c5: Double
  /// |c6|: bounds the truncation of ε(ρ).
  let errorCoefficient: Double
  /// ln((a + s)/(2s)): the slow exponential's share of a turning value, in log.
  let logFromPeak: Double

  /// The tail constants of a spring with decay rate `a`, overdamped rate `rate` = s > 0 and
  /// slow rate `slow` = λ.
  init(a: Double, rate: Double, slow: Double) {
    self.rate = rate
    halfInverseRate = 0.5 / rate
    logFromPeak = Elementary.log((a + rate) / (2 * rate))
    // (e^ε − 1)·e^(κε) = Σ b_n εⁿ with b_n = ((κ + 1)ⁿ − κⁿ)/n!, inverted (Lagrange).
    let kappa = 2 * rate / slow
    var b = [0.0, 1.0]
    var factorial = 1.0
    for n in 2...6 {
      factorial *= Double(n)
      var high = 1.0
      var low = 1.0
      for _ in 0..<n {
        high *= kappa + 1
        low *= kappa
      }
      b.append((high - low) / factorial)
    }
    let (b2, b3, b4, b5, b6) = (b[2], b[3], b[4], b[5], b[6])
    let b22 = b2 * b2
    c2 = -b2
    c3 = 2 * b22 - b3
    c4 = 5 * b2 * b3 - 5 * b22 * b2 - b4
    c5 = 14 * b22 * b22 - 21 * b22 * b3 + 6 * b2 * b4 + 3 * b3 * b3 - b5
    let c6 =
      -42 * b22 * b22 * b2 + 84 * b22 * b2 * b3 - 28 * b2 * b3 * b3 - 28 * b22 * b4 + 7 * b3 * b4
      + 7 * b2 * b5 - b6
    errorCoefficient = Swift.abs(c6)
  }
}
