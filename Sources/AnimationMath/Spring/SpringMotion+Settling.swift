/// Exact settling and arrival times of a ``SpringMotion``.
///
/// Both follow the construction of the reference data (springs-settling.csv): between two
/// consecutive turning points x(t) is monotone, so once the right monotone piece is known from
/// the closed-form turning points there is exactly one crossing of x = ±δ in it, found by a
/// bracketed Newton iteration (bisection whenever a Newton step leaves the bracket). No initial
/// guess, no sampling, no frame quantisation: the result is accurate to a few ulp of t unless the
/// crossing is nearly tangent (|x| only just reaches δ at a turning point).
extension SpringMotion {
  /// The exact settling time: the last time |x(t)| = |position − to| is ≥ δ, after which it
  /// stays < δ forever, i.e. sup{ t ≥ 0 : |x(t)| ≥ δ }.
  ///
  /// - Returns: seconds; 0 when |x| never reaches δ (including a motion at rest at its target);
  ///   `.infinity` for an undamped motion whose amplitude reaches δ, and for δ = 0 with any
  ///   motion (x → 0 only asymptotically).
  ///   NaN for a non-finite state (a NaN or infinite `from`, `to` or velocity): there is no
  ///   settling time to report, and a NaN never compares as reached.
  /// - Parameter tolerance: the band; `.relative(ε)` is ε·``amplitudeScale``. Negative or NaN δ
  ///   is treated as 0.
  public func settlingTime(within tolerance: SpringTolerance) -> Double {
    guard hasFiniteState else { return .nan }
    let delta = Swift.max(threshold(tolerance), 0)
    if x0 == 0 && initialVelocity == 0 { return 0 }
    guard delta > 0 else { return .infinity }
    switch regime {
    case .undamped:
      return (envelopeAmplitude ?? 0) >= delta ? .infinity : 0
    case .underdamped:
      guard let last = lastTurning(reaching: delta) else {
        if Swift.abs(x0) < delta { return 0 }
        return crossing(after: 0, x: x0, before: extremumTime(0), band: delta)
      }
      // From 2⁵² turning points on, the crossing lies within half a period of tₙ, below the
      // ulp of tₙ: the turning time is the answer to rounding.
      if last.index >= 0x1p52 { return last.time }
      let p = last.time
      let x = state(at: p).displacement
      return crossing(after: p, x: x, before: extremumTime(Int64(last.index) + 1), band: delta)
    case .criticallyDamped, .overdamped:
      if let e = extremum(0), Swift.abs(e.displacement) >= delta {
        return crossing(after: e.time, x: e.displacement, before: nil, band: delta)
      }
      if Swift.abs(x0) < delta { return 0 }
      return crossing(after: 0, x: x0, before: extremumTime(0), band: delta)
    }
  }

  /// The first time the motion is within the band: min{ t ≥ 0 : |x(t)| ≤ δ }.
  ///
  /// 0 when it starts inside; otherwise the first crossing of x = ±δ, which may come after a
  /// backward excursion (initial velocity pointing away from the target). `.infinity` only when
  /// δ = 0 and the motion never reaches the target exactly (over- and critically damped), or an
  /// undamped motion whose amplitude stays above δ (impossible: it passes through the target).
  /// NaN for a non-finite state, like ``settlingTime(within:)``.
  public func arrivalTime(within tolerance: SpringTolerance) -> Double {
    guard hasFiniteState else { return .nan }
    let delta = Swift.max(threshold(tolerance), 0)
    if Swift.abs(x0) <= delta { return 0 }
    var start = 0.0
    var xStart = x0
    for n: Int64 in 0..<4 {
      let end = extremumTime(n)
      let xEnd = end.map { state(at: $0).displacement } ?? 0
      let sigma: Double = xStart > 0 ? 1 : -1
      if sigma * xEnd <= delta {
        if delta == 0 && end == nil { return .infinity }
        return crossing(after: start, x: xStart, before: end, band: delta)
      }
      guard let end else { return .infinity }
      start = end
      xStart = xEnd
    }
    return .infinity
  }

  // MARK: Internals

  /// Whether x₀ and v₀ are finite (the state every query starts from).
  var hasFiniteState: Bool { x0.isFinite && initialVelocity.isFinite }

  /// The last turning point of an underdamped motion with |x(tₙ)| ≥ δ: its index n (a Double:
  /// it passes `Int` as ζ → 0) and time tₙ = (φ + n·π)/ω, or `nil` when even the first is below.
  ///
  /// The peak heights come from the closed form |x(tₙ)| = |X|·e^(−a·tₙ), |X| = |x₀·cos φ +
  /// b·sin φ/ω|, never from x sampled at the rounded tₙ: at tₙ ≈ 7e11 s (ζ = 1e-12) rounding tₙ
  /// moves the phase off the peak by ~4e-4 rad and the sampled height by ~1e-7 relatively, more
  /// than the 3e-12 between consecutive peaks, which picked a turning point 44 000 half-periods
  /// early. The index is ⌊(ln(|X|/δ)/a − φ/ω)·ω/π⌋ corrected by at most
  /// ``maximumTurningCorrections`` exact comparisons each way; from 2⁵² on, one index more or
  /// less moves tₙ by less than its ulp and the estimate is the answer (no cap: tₙ reaches 1e299 s).
  func lastTurning(reaching delta: Double) -> (index: Double, time: Double)? {
    let phi = firstTurningPhase
    let w = frequency
    let amp = Swift.abs(x0 * Elementary.cos(phi) + bCoefficient * Elementary.sin(phi) / w)
    guard amp > 0, delta > 0 else { return nil }
    let logExcess = Elementary.logRatio(amp, delta)
    func time(_ n: Double) -> Double { (phi + n * Double.pi) / w }
    // |x(tₙ)| ≥ δ  ⇔  a·tₙ ≤ ln(|X|/δ).
    func reaches(_ n: Double) -> Bool { n >= 0 && decay * time(n) <= logExcess }
    let estimate = (logExcess / decay - phi / w) * w / Double.pi
    guard !estimate.isNaN else { return nil }
    var n = estimate >= 0 ? estimate.rounded(.down) : -1
    if n >= 0x1p52 { return (n, n.isFinite ? time(n) : .infinity) }
    var steps = 0
    while n >= 0 && !reaches(n) && steps < Self.maximumTurningCorrections {
      n -= 1
      steps += 1
    }
    steps = 0
    while reaches(n + 1) && steps < Self.maximumTurningCorrections {
      n += 1
      steps += 1
    }
    return n >= 0 && reaches(n) ? (n, time(n)) : nil
  }

  /// The most single steps that correct the logarithm's estimate of a turning-point index (it is
  /// within a few; this bounds the loops whatever the rounding does).
  static var maximumTurningCorrections: Int { 64 }

  /// The unique t in (start, end) with x(t) = sign(xStart)·δ, given that x is monotone there,
  /// |x(start)| ≥ δ and x(end) (x → 0 when `end` is nil) is past the band edge.
  func crossing(after start: Double, x xStart: Double, before end: Double?, band delta: Double)
    -> Double
  {
    let sigma: Double = xStart >= 0 ? 1 : -1
    let target = sigma * delta
    if xStart == target { return start }
    // f(t) = σ·(x(t) − target) is > 0 at `lo` and ≤ 0 at `hi`.
    func f(_ t: Double) -> (Double, Double) {
      let (x, v) = state(at: t)
      return (sigma * (x - target), sigma * v)
    }
    var lo = start
    var hi: Double
    if let end {
      hi = end
    } else {
      // Expand an upper bracket along the slowest decay rate.
      var step = 1 / Swift.max(decay, Double.leastNormalMagnitude)
      if !step.isFinite { step = Double.greatestFiniteMagnitude / 4 }
      hi = start + step
      var doublings = 0
      while f(hi).0 > 0 && doublings < 2100 {
        lo = hi
        step *= 2
        hi = start + step
        doublings += 1
        if !hi.isFinite { return .infinity }
      }
    }
    // Tighten with the envelope bound where it is known and valid.
    if regime == .underdamped, let amp = envelopeAmplitude {
      let tEnv = Elementary.logRatio(amp, delta) / decay * (1 + 1e-12)
      if tEnv > lo && tEnv < hi && f(tEnv).0 <= 0 { hi = tEnv }
    }
    var t = lo + (hi - lo) / 2
    var previousStep = Double.infinity
    for _ in 0..<400 {
      let (ft, dft) = f(t)
      if ft == 0 { return t }
      if ft > 0 { lo = t } else { hi = t }
      let newtonStep = ft / dft
      // Converged: the Newton correction is a few ulp of t, or it has reached the rounding
      // noise of x(t) (corrections below 1e-12·t that stopped shrinking).
      let size = Swift.abs(newtonStep)
      if size <= 4 * t.ulp || (size <= 1e-12 * Swift.abs(t) && size >= 0.9 * previousStep) {
        return Swift.min(Swift.max(t - newtonStep, lo), hi)
      }
      var next = t - newtonStep
      if next > lo && next < hi && next.isFinite {
        previousStep = size
      } else {
        next = lo + (hi - lo) / 2
        previousStep = .infinity
      }
      if hi - lo <= 4 * lo.ulp { return next }
      t = next
    }
    return t
  }
}
