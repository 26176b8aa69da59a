/// Turning points, overshoot and envelope of a ``SpringMotion``, in closed form.
///
/// The velocity is v(t) = e^(−a·t)·[v₀·C(t) − D·S(t)] with D = ω₀²·x₀ + a·v₀. Its zeros are:
///
/// - oscillating (ζ < 1): ω·t = φ + n·π, φ = atan2(v₀·ω, D) taken in (0, π], n = 0, 1, 2, …;
///   consecutive turning points alternate in sign and shrink by e^(−a·π/ω);
/// - critically damped: t* = v₀/D when positive (at most one);
/// - overdamped: tanh(s·t*) = s·v₀/D, evaluated as t* = log1p(2s·v₀/(D − s·v₀))/(2s), which tends
///   to v₀/D as s → 0, so the turning point is continuous across ζ = 1.
extension SpringMotion {
  /// The size of the motion: |x₀| = |from − to|, or |v₀|/ω₀ when the motion starts at the target
  /// (0 for a motion at rest at its target). ``SpringTolerance/relative(_:)`` scales by it.
  public var amplitudeScale: Double {
    x0 != 0 ? Swift.abs(x0) : Swift.abs(initialVelocity) / spring.naturalFrequency
  }

  /// The absolute band half-width δ of `tolerance` for this motion.
  public func threshold(_ tolerance: SpringTolerance) -> Double {
    switch tolerance {
    case .absolute(let d): d
    case .relative(let e): e * amplitudeScale
    }
  }

  /// The `index`-th turning point (index 0 is the first with t > 0), or `nil` if there is none:
  /// overdamped and critically damped motions have at most one, a motion at rest at its target
  /// none, and `index < 0` none.
  public func extremum(_ index: Int) -> SpringExtremum? {
    guard index >= 0, let t = extremumTime(Int64(index)) else { return nil }
    let x = state(at: t).displacement
    return SpringExtremum(time: t, displacement: x, position: to + x)
  }

  /// The first turning point after t = 0, or `nil` if the motion never reverses.
  ///
  /// When the initial velocity points away from the target (v₀·x₀ > 0) this is the farthest
  /// point of the backward travel; when it starts at rest it is the first overshoot peak.
  public var firstExtremum: SpringExtremum? { extremum(0) }

  /// Every turning point with time ≤ `endTime`, in order, at most `limit` of them.
  public func extrema(through endTime: Double, limit: Int = 1024) -> [SpringExtremum] {
    var result: [SpringExtremum] = []
    var n = 0
    while n < limit, let e = extremum(n), e.time <= endTime {
      result.append(e)
      n += 1
    }
    return result
  }

  /// The largest excursion past the target: the turning point on the far side of `to` from
  /// `from` with the largest |displacement| (the first such, since later ones are smaller), or
  /// `nil` if the motion never crosses the target. When `from == to` every excursion is past the
  /// target, and this is the first turning point.
  ///
  /// The overshoot as a fraction of the distance is `abs(peak.displacement / (from − to))`; from
  /// rest and 0 < ζ < 1 it is e^(−π·ζ/√(1 − ζ²)).
  public var peakOvershoot: SpringExtremum? {
    guard x0 != 0 else { return firstExtremum }
    for n in 0..<2 {
      guard let e = extremum(n) else { return nil }
      if (e.displacement < 0) != (x0 < 0), e.displacement != 0 { return e }
    }
    return nil
  }

  /// The envelope amplitude A of the oscillating regimes, |x(t)| ≤ A·e^(−a·t), with
  /// A = √(x₀² + ((v₀ + a·x₀)/ω_d)²); `nil` for critically and overdamped motion.
  public var envelopeAmplitude: Double? {
    switch regime {
    case .undamped, .underdamped: Elementary.hypot(x0, bCoefficient / frequency)
    case .criticallyDamped, .overdamped: nil
    }
  }

  /// An upper bound on |x(s)| for every s ≥ t (t ≥ 0).
  ///
  /// Oscillating regimes: A·e^(−a·t) (see ``envelopeAmplitude``). Critically and overdamped: the
  /// exact running supremum, |x(t)| after the turning point and max(|x(t)|, |x(t*)|) before it.
  public func envelope(at t: Double) -> Double {
    let t = Swift.max(t, 0)
    if let amplitude = envelopeAmplitude {
      return regime == .undamped ? amplitude : amplitude * Elementary.exp(-decay * t)
    }
    let here = Swift.abs(t == 0 ? x0 : state(at: t).displacement)
    if let e = extremum(0), e.time > t { return Swift.max(here, Swift.abs(e.displacement)) }
    return here
  }

  /// The time the envelope reaches the band δ of `tolerance`: an upper bound on
  /// ``settlingTime(within:)`` and what envelope-based estimators (Compose's
  /// `estimateAnimationDurationMillis`, Wave) return.
  ///
  /// Underdamped: max(0, ln(A/δ)/a). Undamped: ∞ if A ≥ δ, else 0. Critically and overdamped:
  /// the exact settling time (their envelope is the motion itself once it turns). NaN for a
  /// non-finite state.
  public func envelopeSettlingTime(within tolerance: SpringTolerance) -> Double {
    guard hasFiniteState else { return .nan }
    let delta = threshold(tolerance)
    switch regime {
    case .undamped:
      return (envelopeAmplitude ?? 0) >= delta && amplitudeScale > 0 ? .infinity : 0
    case .underdamped:
      guard delta > 0 else { return .infinity }
      return Swift.max(0, Elementary.logRatio(envelopeAmplitude ?? 0, delta) / decay)
    case .criticallyDamped, .overdamped:
      return settlingTime(within: tolerance)
    }
  }

  // MARK: Internals

  /// φ in (0, π]: the first turning point of an oscillating regime is at t = φ/ω.
  @usableFromInline var firstTurningPhase: Double {
    let phi = Elementary.atan2(initialVelocity * frequency, dCoefficient)
    return phi <= 0 ? phi + Double.pi : phi
  }

  /// Time of the `n`-th turning point (n ≥ 0), if any. (`Int64`: n reaches 4·10¹⁵ for a lightly
  /// damped motion, beyond a 32-bit `Int`.)
  func extremumTime(_ n: Int64) -> Double? {
    if x0 == 0 && initialVelocity == 0 { return nil }
    let v0 = initialVelocity
    let d = dCoefficient
    switch regime {
    case .undamped, .underdamped:
      let t = (firstTurningPhase + Double(n) * Double.pi) / frequency
      return t.isFinite ? t : nil
    case .criticallyDamped:
      guard n == 0, d != 0 else { return nil }
      let t = v0 / d
      return t > 0 ? t : nil
    case .overdamped:
      let s = frequency
      guard n == 0, v0 != 0, d != 0, (v0 > 0) == (d > 0), s * Swift.abs(v0) < Swift.abs(d) else {
        return nil
      }
      let t = Elementary.log1p(2 * s * v0 / (d - s * v0)) / (2 * s)
      return t > 0 && t.isFinite ? t : nil
    }
  }
}

extension SpringMotion {
  /// The largest speed |v(t)| over t ≥ 0 and the first time it is reached, in closed form.
  ///
  /// The velocity obeys the spring's own equation (v″ + 2a·v′ + ω₀²·v = 0), so its turning
  /// points are the turning points of the motion that starts at v₀ with velocity
  /// a₀ = −ω₀²·x₀ − 2a·v₀ (the acceleration at t = 0) towards 0 — ``firstExtremum`` of that
  /// motion. Later turning points of an oscillating velocity shrink by e^(−a·π/ω), and an
  /// aperiodic one has at most one, so the peak is the larger of |v₀| (time 0) and the first
  /// turning point. A motion at rest on its target has peak speed 0 at time 0.
  ///
  /// A hand-off that reaches several times the finger's speed right after lift-off reads as a
  /// jump of the page, even though it starts at the finger's velocity; this is what measures it.
  ///
  /// - Returns: the time (s) and the speed (units per second, ≥ 0).
  public var peakSpeed: (time: Double, speed: Double) {
    let v0 = initialVelocity
    let a0 = -omega0Squared * x0 - dampingTwiceA * v0
    guard a0 != 0 else { return (0, Swift.abs(v0)) }
    let velocity = SpringMotion(sameSpringAs: self, from: v0, to: 0, initialVelocity: a0)
    if let turn = velocity.firstExtremum, Swift.abs(turn.displacement) > Swift.abs(v0) {
      return (turn.time, Swift.abs(turn.displacement))
    }
    return (0, Swift.abs(v0))
  }
}

extension SpringMotion {
  /// A motion of `motion`'s spring from a new state, reusing its coefficients instead of deriving
  /// them from the spring again (the hand-off kernels call this once per hand-off).
  @usableFromInline
  init(sameSpringAs motion: SpringMotion, from: Double, to: Double, initialVelocity v0: Double) {
    let a = motion.dampingTwiceA / 2  // exact: a power-of-two scaling
    let x0 = from - to
    self.spring = motion.spring
    self.from = from
    self.to = to
    self.initialVelocity = v0
    self.regime = motion.regime
    self.x0 = x0
    self.decay = motion.decay
    self.frequency = motion.frequency
    self.frequencyLow = motion.frequencyLow
    self.omega0Squared = motion.omega0Squared
    self.dampingTwiceA = motion.dampingTwiceA
    self.bCoefficient = v0 + a * x0
    self.dCoefficient = motion.omega0Squared * x0 + a * v0
  }
}
