/// The closed form of a spring motion forward in time from a known state, and a root solver on
/// its monotone pieces, for the springs ``SwingInverse`` does not tabulate: critically and
/// overdamped springs and underdamped ones with a/ω > 8 (ζ > 0.992), which swing at most once
/// within the range of a double.
///
/// From a state (x, y = v + a·x) the remaining distance σ seconds later is
/// e^(−aσ)·(x·C(σ) + y·S(σ)) with C, S = cos ωσ, sin(ωσ)/ω (underdamped), 1, σ (critical) or
/// cosh sσ, sinh(sσ)/s (overdamped, s² = a² − ω0²). ``combination(_:_:at:)`` returns it as
/// e^(−λσ)·p with λ the slow decay rate (a, or ω0²/(a + s) when overdamped, so that nothing
/// overflows), and the derivative as e^(−λσ)·dp.
struct AperiodicShape: Sendable {
  enum Kind: Sendable {
    case oscillating
    case critical
    case overdamped
  }

  let kind: Kind
  let a: Double
  let omega0Squared: Double
  /// a² − ω0².
  let detuning: Double
  /// ω (oscillating) or s (overdamped); 0 when critical.
  let rate: Double
  /// λ: a, or the slow rate ω0²/(a + s) when overdamped.
  let slow: Double
  /// a + ω or a + s: the fastest rate in the motion (≥ ω0), and its square.
  let fastest: Double
  let fastestSquared: Double

  init(a: Double, omega0Squared: Double, detuning: Double) {
    self.a = a
    self.omega0Squared = omega0Squared
    self.detuning = detuning
    if detuning < 0 {
      kind = .oscillating
      rate = (-detuning).squareRoot()
      slow = a
    } else if detuning == 0 {
      kind = .critical
      rate = 0
      slow = a
    } else {
      kind = .overdamped
      rate = detuning.squareRoot()
      slow = omega0Squared / (a + rate)
    }
    fastest = a + rate
    fastestSquared = fastest * fastest
  }

  /// (p, dp) with e^(−aσ)(x·C + y·S) = e^(−λσ)·p and its σ-derivative = e^(−λσ)·dp.
  /// Oscillating: valid for ωσ ≤ π.
  @inline(__always) func combination(_ x: Double, _ y: Double, at sigma: Double)
    -> (p: Double, dp: Double)
  {
    switch kind {
    case .oscillating:
      let (sine, cosine) = FeelMath.sinCos(halfTurn: rate * sigma)
      let s = sine / rate
      let p = x * cosine + y * s
      return (p, y * cosine + detuning * x * s - a * p)
    case .critical:
      let p = x + y * sigma
      return (p, y - a * p)
    case .overdamped:
      // C = e^(sσ)(1 + h)/2, S = e^(sσ)(1 − h)/(2s), h = e^(−2sσ).
      let z = 2 * rate * sigma
      let h = FeelMath.exp(-z)
      let c = 0.5 * (1 + h)
      let s = sigma * Self.oneMinusExpOver(z, h)
      let p = x * c + y * s
      return (p, y * c + detuning * x * s - a * p)
    }
  }

  /// The remaining distance σ seconds after the state (x, y = v + a·x).
  @inline(__always) func value(_ x: Double, _ y: Double, at sigma: Double) -> Double {
    combination(x, y, at: sigma).p * FeelMath.exp(-slow * sigma)
  }

  /// (1 − e^(−z))/z for z ≥ 0 given h = e^(−z), without cancellation for small z.
  @inline(__always) static func oneMinusExpOver(_ z: Double, _ h: Double) -> Double {
    if z > 0.25 { return (1 - h) / z }
    // Σ (−z)^k/(k+1)!, k ≤ 12 (remainder < 2e-19 for z ≤ 0.25).
    var p = 1.0 / 6_227_020_800
    p = p * -z + 1.0 / 479_001_600
    p = p * -z + 1.0 / 39_916_800
    p = p * -z + 1.0 / 3_628_800
    p = p * -z + 1.0 / 362_880
    p = p * -z + 1.0 / 40_320
    p = p * -z + 1.0 / 5_040
    p = p * -z + 1.0 / 720
    p = p * -z + 1.0 / 120
    p = p * -z + 1.0 / 24
    p = p * -z + 1.0 / 6
    p = p * -z + 0.5
    return p * -z + 1
  }

  /// The σ in (`lo`, `hi`) where e^(−aσ)(x·C + y·S) falls to `level` > 0, given that it decreases
  /// there from above `level` at `lo` to below it at `hi` (`hi` may be `.infinity`).
  ///
  /// A fourth-order step (the inverted Taylor series) on f(σ) = ln(remaining) − ln(level),
  /// which is nearly linear on exponential tails; every derivative of f follows from
  /// f′ = dp/p. The bracket is kept; a step that leaves it bisects (or doubles, on an open
  /// bracket), and steps longer than a quarter of the fastest time scale are plain Newton
  /// steps. It stops when the step's predicted error (its fifth-order term, at least
  /// (a + rate)⁴·|u|⁵) is below 1e-15·(σ + 1/λ) s, or the residual is at rounding level.
  func descend(
    _ x: Double, _ y: Double, level: Double, logLevel: Double, lo: Double, hi: Double,
    guess: Double
  ) -> Double {
    let start = lo
    var lo = lo
    var hi = hi
    let scaleTime = 1 / slow
    var sigma = guess
    if !(sigma > lo && sigma < hi) { sigma = hi.isFinite ? 0.5 * (lo + hi) : lo + scaleTime }
    for _ in 0..<200 {
      let (p, dp) = combination(x, y, at: sigma)
      var next = Double.nan
      var predicted = Double.infinity
      if p > 0 {
        let f = FeelMath.log(p) - slow * sigma - logLevel
        // At rounding level the residual carries no more information: σ is a root as good as
        // any (near a turning point a step from here may be large).
        if abs(f) <= 4.5e-16 * (4 + abs(slow * sigma) + abs(logLevel)) { return sigma }
        if f > 0 { lo = sigma } else { hi = sigma }
        let f1 = dp / p
        if f1 < 0 {
          // Step by the inverse of the Taylor series of f to fourth order: with u = −f/f′ and
          // b_k = f⁽ᵏ⁾/(k!·f′), δ = u − b2u² + (2b2² − b3)u³ + (5b2b3 − 5b2³ − b4)u⁴. In log
          // space every derivative follows from g = f′ + a: g′ = f″ = Δ − g², f‴ = −2g·f″,
          // f⁗ = −2f″² − 2g·f‴, f⁽⁵⁾ = −6f″f‴ − 2g·f⁗.
          let g = f1 + a
          let f2 = detuning - g * g
          let f3 = -2 * g * f2
          let f4 = -2 * f2 * f2 - 2 * g * f3
          let f5 = -6 * f2 * f3 - 2 * g * f4
          let r1 = 1 / f1
          let u = -f * r1
          let b2 = 0.5 * f2 * r1
          let b3 = f3 * r1 / 6
          let b4 = f4 * r1 / 24
          let b5 = f5 * r1 / 120
          let b2b2 = b2 * b2
          let a3 = 2 * b2b2 - b3
          let a4 = 5 * b2 * b3 - 5 * b2b2 * b2 - b4
          let a5 = 14 * b2b2 * b2b2 - 21 * b2b2 * b3 + 6 * b2 * b4 + 3 * b3 * b3 - b5
          let uu = u * u
          let magnitude = abs(u) * fastest
          if magnitude < 0.25 {
            next = sigma + u + uu * (-b2 + u * (a3 + u * a4))
            // The truncation error: the u⁵ term, and at least (a + rate)⁴·|u|⁵ (the local
            // derivatives can vanish by accident, as f″ = 0 on a pure exponential).
            let constant = Swift.max(abs(a5), fastestSquared * fastestSquared)
            predicted = constant * uu * uu * abs(u)
          } else {
            next = sigma + u
          }
        }
      } else {
        hi = sigma  // past a zero crossing: below the level
      }
      if !(next > lo && next < hi) {
        next = hi.isFinite ? 0.5 * (lo + hi) : lo + 2 * Swift.max(lo - start, scaleTime)
        predicted = hi - lo
      }
      let tolerance = 1e-15 * (next + scaleTime)
      if predicted <= tolerance || hi - lo <= tolerance { return next }
      sigma = next
    }
    return sigma
  }
}
