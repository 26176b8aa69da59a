extension HandoffModel {
  /// Critically and overdamped hand-offs, and underdamped ones with a/ω > 8: at most one turning
  /// point before the first zero crossing and, in practice, at most one after it. Roots are solved
  /// forward in time (``AperiodicShape/descend(_:_:level:logLevel:lo:hi:guess:)``) from the start
  /// or from a turning point.
  func aperiodicMetrics(r0: Double, w0: Double) -> HandoffMetrics {
    let shape = self.shape
    let b = w0 + a * r0
    let dd = omega0Squared * r0 + a * w0
    let tZero = firstZero(r0: r0, b: b)

    var backward = 0.0
    var peak = r0  // the largest distance before the first zero crossing
    var tPeak = 0.0  // where the descending piece that ends at the zero begins
    if w0 > 0 {
      tPeak = firstTurn(w0: w0, dd: dd)
      peak = Swift.max(r0, shape.value(r0, b, at: tPeak))
      backward = peak - r0
    }
    var overshoot = 0.0
    var tTurn = Double.infinity  // the turning point after the zero crossing
    if tZero.isFinite {
      tTurn = shape.kind == .oscillating ? tZero + turnDelay : firstTurn(w0: w0, dd: dd)
      overshoot = Swift.max(0, -shape.value(r0, b, at: tTurn))
    }

    // The descent from the start, or from the backward peak, to `level`.
    func descend(_ level: Double, logLevel: Double) -> Double {
      if w0 > 0 {
        let hi = tZero.isFinite ? tZero - tPeak : halfPeriod
        return tPeak
          + shape.descend(
            peak, a * peak, level: level, logLevel: logLevel, lo: 0, hi: hi,
            guess: fromTurningPoint(peak: peak, level: level))
      }
      var guess: Double
      if tZero.isFinite {
        let (_, dp) = shape.combination(r0, b, at: tZero)
        guess = tZero - beforeZero(level, slope: -dp * FeelMath.exp(-shape.slow * tZero))
      } else {
        guess = fromStart(r0: r0, b: b, level: level)
      }
      let hi = tZero.isFinite ? tZero : halfPeriod
      return shape.descend(r0, b, level: level, logLevel: logLevel, lo: 0, hi: hi, guess: guess)
    }
    let arrivalLevel = tolerances.arrival
    let arrival = r0 <= arrivalLevel ? 0 : descend(arrivalLevel, logLevel: logArrival)

    let band = tolerances.settle
    var settling = 0.0
    if overshoot >= band {
      // Further turning points shrink by q = e^(−aπ/ω) < e^(−8π) each (0 when aperiodic).
      var k = 0
      var value = overshoot
      while value * extremumRatio >= band {
        k += 1
        value *= extremumRatio
      }
      let tk = k == 0 ? tTurn : tTurn + Double(k) * halfPeriod
      let hi = shape.kind == .oscillating ? halfPeriod - turnDelay : .infinity
      settling =
        tk
        + shape.descend(
          value, a * value, level: band, logLevel: logSettle, lo: 0, hi: hi,
          guess: fromTurningPoint(peak: value, level: band))
    } else if peak >= band {
      settling =
        band == arrivalLevel && r0 > arrivalLevel ? arrival : descend(band, logLevel: logSettle)
    }
    return HandoffMetrics(
      backwardTravel: backward, overshoot: overshoot, arrivalTime: arrival, settlingTime: settling)
  }

  /// The first zero crossing t > 0 (0 when r0 = 0), or `.infinity`; an underdamped crossing so
  /// late that e^(−a·t) underflows counts as none.
  func firstZero(r0: Double, b: Double) -> Double {
    if r0 == 0 { return 0 }
    switch shape.kind {
    case .oscillating:
      let t = FeelMath.atan2(r0 * omegaD, -b) / omegaD
      return a * t < 700 ? t : .infinity
    case .critical:
      return b < 0 ? r0 / -b : .infinity
    case .overdamped:
      return firstRoot(p: r0, q: b) ?? .infinity
    }
  }

  /// The first turning point t > 0 when it exists: r′ = e^(−at)(w0·C − dd·S) = 0.
  func firstTurn(w0: Double, dd: Double) -> Double {
    switch shape.kind {
    case .oscillating:
      var phase = FeelMath.atan2(omegaD * abs(w0), abs(dd))
      if (w0 < 0) != (dd < 0) { phase = Double.pi - phase }
      return phase / omegaD
    case .critical:
      return w0 / dd
    case .overdamped:
      return firstRoot(p: w0, q: -dd) ?? .infinity
    }
  }

  /// The first t > 0 with `p·C(t) + q·S(t) = 0` for an overdamped spring (C = (1 + e^(−2st))/2,
  /// S = (1 − e^(−2st))/(2s) after removing e^(st)): `t = −p·g(x)/(q − p·s)`,
  /// g(x) = log1p(x)/x, x = 2ps/(q − ps). Exists iff p·(q + p·s) < 0.
  func firstRoot(p: Double, q: Double) -> Double? {
    let s = shape.rate
    guard p * (q + p * s) < 0 else { return nil }
    let denominator = q - p * s
    let x = 2 * p * s / denominator
    let t = -p * FeelMath.log1pOverX(x) / denominator
    return t > 0 ? t : nil
  }

  /// A first guess for the descent from a turning value `peak` to `level`: the parabola and
  /// cubic of the turning point when the level is near the peak, else the exponential tail
  /// (critical-like: x − ln x = 1 + ln(peak/level) for x = 1 + aσ, by its asymptotic series).
  func fromTurningPoint(peak: Double, level: Double) -> Double {
    let w = FeelMath.log(peak / level)
    if w < 0.5 {
      let sigma = (2 * w).squareRoot() / omega0
      return sigma * (1 + a * sigma / 3)
    }
    if shape.kind == .overdamped {
      let tail = (w + logTailFromPeak) / shape.slow
      if 2 * shape.rate * tail > 2 { return tail }
    }
    let big = 1 + w
    let logBig = FeelMath.log(big)
    return (big + logBig + logBig / big - 1) / a
  }

  /// A first guess for the descent from the start (r0, r′ = b − a·r0) to `level` when there is
  /// no zero crossing: the slow exponential (overdamped), or r0·e^(−aσ)(1 + bσ/r0) ≈ level by
  /// one fixed-point step.
  func fromStart(r0: Double, b: Double, level: Double) -> Double {
    if shape.kind == .overdamped {
      let s = shape.rate
      let amplitude = (b + s * r0) / (2 * s)
      if amplitude > 0 {
        let tail = FeelMath.log(amplitude / level) / shape.slow
        if 2 * s * tail > 2 { return tail }
      }
    }
    let w = FeelMath.log(r0 / level)
    let sigma = w / a
    return (w + FeelMath.log(Swift.max(1 + b * sigma / r0, 1e-300))) / a
  }
}
