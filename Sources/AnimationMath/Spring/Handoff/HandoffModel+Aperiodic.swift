extension HandoffModel {
  /// Critically and overdamped hand-offs, and underdamped ones with a/ω > 8: at most one turning
  /// point before the first zero crossing and, in practice, at most one after it. Roots are solved
  /// forward in time (``AperiodicShape/descend(_:_:level:logLevel:lo:hi:guess:)``) from the start
  /// or from a turning point.
  func aperiodicMetrics(r0: Double, w0: Double, _ shape: AperiodicShape) -> HandoffMetrics {
    let a = shape.a
    let b = w0 + a * r0
    let dd = shape.omega0Squared * r0 + a * w0
    let zero = shape.firstZero(r0: r0, b: b)
    let tZero = zero.time

    var backward = 0.0
    var peak = r0  // the largest distance before the first zero crossing
    var tPeak = 0.0  // where the descending piece that ends at the zero begins
    if w0 > 0 {
      let turn = shape.firstTurn(w0: w0, dd: dd)
      tPeak = turn.time
      peak = Swift.max(r0, shape.value(r0, b, at: turn))
      backward = peak - r0
    }
    var overshoot = 0.0
    var tTurn = Double.infinity  // the turning point after the zero crossing
    if tZero.isFinite {
      var turn: AperiodicShape.Instant
      if case .oscillating(let o) = shape.kind {
        turn = shape.instant(tZero + o.turnDelay)
      } else {
        turn = shape.firstTurn(w0: w0, dd: dd)
      }
      tTurn = turn.time
      overshoot = Swift.max(0, -shape.value(r0, b, at: turn))
    }

    // The descent from the start, or from the backward peak, to `level`.
    func descend(_ level: Double, logLevel: Double) -> Double {
      if w0 > 0 {
        let hi = tZero.isFinite ? tZero - tPeak : shape.halfPeriod
        if case .overdamped(let t) = shape.kind {
          let tail = shape.tail(t, peak, a * peak, level: level, logLevel: logLevel)
          if tail.exact { return tPeak + tail.sigma }
        }
        let guess = shape.fromTurningPoint(peak: peak, level: level)
        return tPeak
          + shape.descend(
            peak, a * peak, level: level, logLevel: logLevel, lo: 0, hi: hi, guess: guess)
      }
      var guess: Double
      if case .overdamped(let t) = shape.kind, !tZero.isFinite {
        let tail = shape.tail(t, r0, b, level: level, logLevel: logLevel)
        if tail.exact { return tail.sigma }
        guess = shape.fromStart(r0: r0, b: b, level: level)
      } else if tZero.isFinite {
        // |r′| at the zero, where r0·C + b·S = 0: e^(−a·t)·|b·C + (a² − ω0²)·r0·S|.
        let slope =
          -(b * zero.c + shape.detuning * r0 * zero.s) * Elementary.Fast.exp(-shape.slow * tZero)
        guess = tZero - shape.beforeZero(level, slope: slope)
      } else {
        guess = shape.fromStart(r0: r0, b: b, level: level)
      }
      let hi = tZero.isFinite ? tZero : shape.halfPeriod
      return shape.descend(r0, b, level: level, logLevel: logLevel, lo: 0, hi: hi, guess: guess)
    }
    let arrivalLevel = arrivalBand
    let arrival = r0 <= arrivalLevel ? 0 : descend(arrivalLevel, logLevel: logArrival)

    let band = settleBand
    var settling = 0.0
    if overshoot >= band {
      // Further turning points shrink by q = e^(−aπ/ω) < e^(−8π) each (0 when aperiodic).
      var k = 0
      var value = overshoot
      let ratio = shape.extremumRatio
      while value * ratio >= band {
        k += 1
        value *= ratio
      }
      let tk = k == 0 ? tTurn : tTurn + Double(k) * shape.halfPeriod
      var hi = Double.infinity
      var tail = (sigma: Double.nan, exact: false)
      switch shape.kind {
      // π/ω − β/ω, not o.swingSpan = (π − β)/ω: the two can round apart, and this bracket
      // has always been the former (changing it could move output bits).
      case .oscillating(let o): hi = o.halfPeriod - o.turnDelay
      case .critical: break
      case .overdamped(let t):
        tail = shape.tail(t, value, a * value, level: band, logLevel: logSettle)
      }
      if tail.exact {
        settling = tk + tail.sigma
      } else {
        let guess = shape.fromTurningPoint(peak: value, level: band)
        settling =
          tk
          + shape.descend(
            value, a * value, level: band, logLevel: logSettle, lo: 0, hi: hi, guess: guess)
      }
    } else if peak >= band {
      settling =
        band == arrivalLevel && r0 > arrivalLevel ? arrival : descend(band, logLevel: logSettle)
    }
    // The next turning value, back on the release side: overshoot·q (0 when aperiodic).
    return HandoffMetrics(
      backwardTravel: backward, overshoot: overshoot, arrivalTime: arrival, settlingTime: settling,
      ringing: overshoot * shape.extremumRatio)
  }
}

/// The closed-form pieces of the aperiodic hand-off: instants, zero crossings, turning points
/// and starting guesses for ``descend(_:_:level:logLevel:lo:hi:guess:)``.
extension AperiodicShape {
  /// A time σ with the motion's C(σ) and S(σ), scaled as in ``AperiodicShape`` (the
  /// remaining distance from a state (x, y) is e^(−λσ)·(x·c + y·s)); `time` is `.infinity` for
  /// "never".
  struct Instant: Sendable {
    var time: Double
    var c: Double
    var s: Double
    static let never = Instant(time: .infinity, c: 0, s: 0)
  }

  /// C and S at σ by their closed forms.
  func instant(_ sigma: Double) -> Instant {
    switch kind {
    case .oscillating(let o):
      let (sine, cosine) = Elementary.Fast.sinCos(halfTurn: o.omega * sigma)
      return Instant(time: sigma, c: cosine, s: sine / o.omega)
    case .critical:
      return Instant(time: sigma, c: 1, s: sigma)
    case .overdamped(let t):
      let z = 2 * t.rate * sigma
      let h = Elementary.Fast.exp(-z)
      return Instant(
        time: sigma, c: 0.5 * (1 + h), s: sigma * AperiodicShape.oneMinusExpOver(z, h))
    }
  }

  /// The remaining distance at `t` from the state (x, y = v + a·x) at 0: one exponential.
  @inline(__always) func value(_ x: Double, _ y: Double, at t: Instant) -> Double {
    (x * t.c + y * t.s) * Elementary.Fast.exp(-slow * t.time)
  }

  /// The first zero crossing t > 0 (0 when r0 = 0), or never; an underdamped crossing so late
  /// that e^(−a·t) underflows counts as none.
  func firstZero(r0: Double, b: Double) -> Instant {
    if r0 == 0 { return Instant(time: 0, c: 1, s: 0) }
    switch kind {
    case .oscillating(let o):
      let t = Elementary.Fast.atan2(r0 * o.omega, -b) / o.omega
      return a * t < 700 ? instant(t) : .never
    case .critical:
      return b < 0 ? Instant(time: r0 / -b, c: 1, s: r0 / -b) : .never
    case .overdamped(let t):
      return firstRoot(t, p: r0, q: b)
    }
  }

  /// The first turning point t > 0 when it exists: r′ = e^(−at)(w0·C − dd·S) = 0.
  func firstTurn(w0: Double, dd: Double) -> Instant {
    switch kind {
    case .oscillating(let o):
      var phase = Elementary.Fast.atan2(o.omega * abs(w0), abs(dd))
      if (w0 < 0) != (dd < 0) { phase = Double.pi - phase }
      return instant(phase / o.omega)
    case .critical:
      let t = w0 / dd
      return Instant(time: t, c: 1, s: t)
    case .overdamped(let t):
      return firstRoot(t, p: w0, q: -dd)
    }
  }

  /// The first t > 0 with `p·C(t) + q·S(t) = 0` for an overdamped spring (C = (1 + e^(−2st))/2,
  /// S = (1 − e^(−2st))/(2s) after removing e^(st)): `t = −p·g(x)/(q − p·s)`,
  /// g(x) = log1p(x)/x, x = 2ps/(q − ps). Exists iff p·(q + p·s) < 0. There e^(−2st) = 1 + x
  /// exactly, so C = 1 + x/2 and S = −p/(q − ps) cost no exponential.
  func firstRoot(_ tail: OverdampedTail, p: Double, q: Double) -> Instant {
    let s = tail.rate
    guard p * (q + p * s) < 0 else { return .never }
    let denominator = q - p * s
    let x = 2 * p * s / denominator
    let t = -p * Elementary.Fast.log1pOverX(x) / denominator
    return t > 0 ? Instant(time: t, c: 1 + 0.5 * x, s: -p / denominator) : .never
  }

  /// A first guess for the descent from a turning value `peak` to `level`. Critically damped
  /// from a turning point R the motion is R·e^(−aσ)(1 + aσ), so x = 1 + aσ solves
  /// x − ln x = 1 + ln(R/level): ``AperiodicShape/turningInverse(_:)`` with p = √(2·ln(R/level)),
  /// exact to 3e-9 there and a fair start for the other aperiodic springs. Overdamped tails far
  /// below the peak use the slow exponential instead.
  func fromTurningPoint(peak: Double, level: Double) -> Double {
    let w = Elementary.Fast.log(peak / level)
    if case .overdamped(let t) = kind {
      let tail = (w + t.logFromPeak) / slow
      if 2 * t.rate * tail > 2 { return tail }
    }
    if w <= 40 { return (AperiodicShape.turningInverse((2 * w).squareRoot()) - 1) / a }
    let big = 1 + w
    let logBig = Elementary.Fast.log(big)
    return (big + logBig + logBig / big - 1) / a
  }

  /// A first guess for the descent from the start (r0, r′ = b − a·r0) to `level` when there is
  /// no zero crossing: the slow exponential (overdamped), or the critical motion
  /// r0·e^(−aσ)(1 + bσ/r0), whose s = aσ solves s − ln(1 + βs) = ln(r0/level), β = b/(a·r0):
  /// with Y = (1 + βs)/β, Y − ln Y = ln(r0/level) + 1/β + ln β, inverted by
  /// ``AperiodicShape/turningInverse(_:)``; for small β (where s = Y − 1/β would cancel) one
  /// fixed-point step s = w + ln(1 + βw).
  func fromStart(r0: Double, b: Double, level: Double) -> Double {
    if case .overdamped(let t) = kind {
      let s = t.rate
      let amplitude = (b + s * r0) / (2 * s)
      if amplitude > 0 {
        let tail = Elementary.Fast.log(amplitude / level) / slow
        if 2 * s * tail > 2 { return tail }
      }
    }
    let w = Elementary.Fast.log(r0 / level)
    let beta = b / (a * r0)
    if beta > 1e-3 {
      let c = w + 1 / beta + Elementary.Fast.log(beta)
      if c <= 41 {
        return (AperiodicShape.turningInverse((2 * (c - 1)).squareRoot()) - 1 / beta) / a
      }
    }
    return (w + Elementary.Fast.log(Swift.max(1 + beta * w, 1e-300))) / a
  }

  /// How long before a zero crossing, where |r′| = `slope`, the motion is `level` away:
  /// ``ZeroCrossingInverse``, the third-order inversion of the Taylor series at the zero. A
  /// starting guess.
  func beforeZero(_ level: Double, slope: Double) -> Double {
    guard slope > 0 else { return 0 }
    return zeroInverse.delay(level / slope, a: a)
  }
}
