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
///
/// A class, like ``SwingInverse``, so that ``HandoffModel/Regime`` holds one reference per
/// case and a hand-off reads the solver in place instead of copying its constants.
final class AperiodicShape: Sendable {
  /// The regime, with the constants only that regime has.
  enum Kind: Sendable {
    /// Underdamped (ζ < 1): C, S = cos ωσ, sin(ωσ)/ω.
    case oscillating(DampedOscillation)
    /// Critically damped: a and ω0 round to the same double
    /// (``SpringCoefficients/isCriticalInBinary64``), or the double-word detuning is 0.
    /// C, S = 1, σ.
    case critical
    /// Overdamped (ζ > 1): C, S = cosh sσ, sinh(sσ)/s.
    case overdamped(OverdampedTail)
  }

  let kind: Kind
  let a: Double
  let omega0Squared: Double
  /// a² − ω0² (1/s²): −ω², 0 or s².
  let detuning: Double
  /// λ: a, or the slow rate ω0²/(a + s) when overdamped.
  let slow: Double
  /// a + ω, a or a + s: the fastest rate in the motion (≥ ω0), and its square.
  let fastest: Double
  let fastestSquared: Double
  /// 1/λ, to keep divisions out of the solvers.
  let inverseSlow: Double
  /// The Taylor inversion at a zero crossing (``beforeZero(_:slope:)``).
  let zeroInverse: ZeroCrossingInverse

  /// The shape of the motions of the spring with coefficients `k` (any regime; an undamped
  /// spring is `.oscillating` with a = 0).
  ///
  /// A damped spring whose a and ω0 round to the same double
  /// (``SpringCoefficients/isCriticalInBinary64``) is `.critical` whatever the sign of the
  /// double-word detuning (which decides ``SpringMotion/regime``): there |a² − ω0²| ≤ 2⁻⁵²·a²,
  /// so the critical closed form differs from the exact one by at most 2⁻⁵²·(aσ)²/6 relative,
  /// below 1e-13 while e^(−aσ) > 1e-17, and it needs no iteration where a near-critical
  /// oscillating or overdamped form does. ζ = 1 given as (ζ, response) always lands here.
  init(_ k: SpringCoefficients) {
    a = k.decayRate
    omega0Squared = k.omega0Squared
    let criticalInBinary64 = k.isCriticalInBinary64
    detuning = criticalInBinary64 ? 0 : k.detuning.high
    let rate = criticalInBinary64 ? 0 : k.frequency.high
    switch criticalInBinary64 ? .criticallyDamped : k.regime {
    case .undamped, .underdamped:
      kind = .oscillating(DampedOscillation(a: a, omega: rate, omega0: k.omega0))
      slow = a
    case .criticallyDamped:
      kind = .critical
      slow = a
    case .overdamped:
      slow = k.slowRate
      kind = .overdamped(OverdampedTail(a: a, rate: rate, slow: slow))
    }
    fastest = a + rate
    fastestSquared = fastest * fastest
    inverseSlow = 1 / slow
    zeroInverse = ZeroCrossingInverse(a: a, omega0Squared: omega0Squared)
  }

  /// ω (oscillating) or s (overdamped), 1/s; 0 when critical (the limit of both as ζ → 1).
  var rate: Double {
    switch kind {
    case .oscillating(let o): o.omega
    case .critical: 0
    case .overdamped(let t): t.rate
    }
  }

  /// π/ω, the time between turning points, when oscillating; `.infinity` otherwise (an
  /// aperiodic motion has at most one turning point after a zero crossing).
  var halfPeriod: Double {
    if case .oscillating(let o) = kind { return o.halfPeriod }
    return .infinity
  }

  /// The ratio of successive turning values, e^(−aπ/ω), when oscillating; 0 otherwise (there
  /// is no next turning point).
  var extremumRatio: Double {
    if case .oscillating(let o) = kind { return o.extremumRatio }
    return 0
  }

  /// (p, dp) with e^(−aσ)(x·C + y·S) = e^(−λσ)·p and its σ-derivative = e^(−λσ)·dp.
  /// Oscillating: valid for ωσ ≤ π.
  @inline(__always) func combination(_ x: Double, _ y: Double, at sigma: Double)
    -> (p: Double, dp: Double)
  {
    switch kind {
    case .oscillating(let o):
      let (sine, cosine) = Elementary.Fast.sinCos(halfTurn: o.omega * sigma)
      let s = sine / o.omega
      let p = x * cosine + y * s
      return (p, y * cosine + detuning * x * s - a * p)
    case .critical:
      let p = x + y * sigma
      return (p, y - a * p)
    case .overdamped(let t):
      // C = e^(sσ)(1 + h)/2, S = e^(sσ)(1 − h)/(2s), h = e^(−2sσ).
      let z = 2 * t.rate * sigma
      let h = Elementary.Fast.exp(-z)
      let c = 0.5 * (1 + h)
      let s = sigma * Self.oneMinusExpOver(z, h)
      let p = x * c + y * s
      return (p, y * c + detuning * x * s - a * p)
    }
  }

  /// The remaining distance σ seconds after the state (x, y = v + a·x).
  @inline(__always) func value(_ x: Double, _ y: Double, at sigma: Double) -> Double {
    combination(x, y, at: sigma).p * Elementary.Fast.exp(-slow * sigma)
  }

  /// The σ where the overdamped motion (tail constants `t`) from the state (x, y = v + a·x)
  /// falls to `level`, in closed form, when that is on its exponential tail; `exact` is false
  /// when the series below is not accurate to 1e-15 (then `sigma` means nothing and the caller
  /// iterates).
  ///
  /// The motion is e^(−λσ)·(A + B·e^(−2sσ)) with A = (s·x + y)/(2s) > 0, B = (s·x − y)/(2s).
  /// From σ0 = ln(A/level)/λ, where the slow term alone reaches the level, the correction
  /// ε = λ(σ − σ0) solves (e^ε − 1)·e^(κε) = ρ, κ = 2s/λ, ρ = (B/A)·e^(−2sσ0): a per-spring
  /// power series in ρ (Lagrange inversion), used to ρ⁵ when twice its next term, |c6|·ρ⁶, is
  /// below 1e-15·(1 + λσ). On a swipe's tails ρ is ~1e-4 or less. One logarithm, one
  /// exponential, no iteration.
  @inline(__always) func tail(
    _ t: OverdampedTail, _ x: Double, _ y: Double, level: Double, logLevel: Double
  )
    -> (sigma: Double, exact: Bool)
  {
    let sx = t.rate * x
    let amplitude2 = sx + y  // 2s·A
    guard amplitude2 > 0 else { return (.nan, false) }
    let inverseAmplitude2 = 1 / amplitude2
    let sigma0 = (Elementary.Fast.log(amplitude2 * t.halfInverseRate) - logLevel) * inverseSlow
    let rho = (sx - y) * inverseAmplitude2 * Elementary.Fast.exp(-2 * t.rate * sigma0)
    let epsilon =
      rho * (1 + rho * (t.c2 + rho * (t.c3 + rho * (t.c4 + rho * t.c5))))
    let sigma = sigma0 + epsilon * inverseSlow
    let rho2 = rho * rho
    let error = 2 * t.errorCoefficient * rho2 * rho2 * rho2
    // (|ρ| < 0.1 also rules out the infinities of a vanishing A.)
    return (sigma, abs(rho) < 0.1 && sigma > 0 && error <= 1e-15 * (1 + slow * sigma))
  }

  /// The Y ≥ 1 with Y − ln Y = 1 + p²/2 (Y = −W₋₁(−e^(−1−p²/2)), Lambert's W), for
  /// 0 ≤ p ≤ 9, to 3e-9 relative: a (5, 4) rational function of p, least-squares fitted to
  /// 30-digit values of W₋₁ (mpmath); in p the square-root branch point at Y = 1 is regular.
  /// A starting guess: critically damped descents from a turning value R to a level L solve
  /// x − ln x = 1 + ln(R/L) for x = 1 + aσ.
  @inline(__always) static func turningInverse(_ p: Double) -> Double {
    var n = 0.003_841_063_203_584_723_8
    n = n * p + 0.054_038_654_054_782_524
    n = n * p + 0.315_284_067_394_737_2
    n = n * p + 0.959_025_711_279_774_1
    n = n * p + 1.518_828_860_955_465_4
    n = n * p + 1.000_000_002_064_994_4
    var d = -2.887_170_697_865_740_3e-07
    d = d * p + 0.007_704_441_737_193_844
    d = d * p + 0.106_862_319_312_055_66
    d = d * p + 0.518_828_982_681_340_6
    d = d * p + 1
    return n / d
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
    let scaleTime = inverseSlow
    var sigma = guess
    if !(sigma > lo && sigma < hi) { sigma = hi.isFinite ? 0.5 * (lo + hi) : lo + scaleTime }
    for _ in 0..<200 {
      let (p, dp) = combination(x, y, at: sigma)
      var next = Double.nan
      var predicted = Double.infinity
      if p > 0 {
        let f = Elementary.Fast.log(p) - slow * sigma - logLevel
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
