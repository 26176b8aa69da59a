extension HandoffModel {
  /// Turning-point counts from which ``swingMetrics(r0:w0:_:)`` takes the closed form instead of
  /// counting exactly: 2⁵⁰, where one step is below the ulp of the settling time.
  static let exactTurningLimit = 0x1p50
  /// The most single steps that correct a turning-point count (the logarithm's estimate is within
  /// a few steps; this bounds the loops whatever the rounding does).
  static let maximumCorrections = 64

  /// Underdamped hand-offs with a/ω ≤ 8: everything relative to the first zero crossing t_z.
  ///
  /// With b = r′(0) + a·r0, t_z = atan2(r0·ω, −b)/ω and |r′(t_z)| = S = √((r0ω)² + b²)·e^(−a·t_z).
  /// The turning value after a zero is S·e^(−aβ/ω)/ω0 (the overshoot O) and the one before it
  /// O/q, q = e^(−aπ/ω); when the release velocity points away from the end that earlier turning
  /// point is the far end of the backward travel, otherwise it lies before t = 0 and only scales
  /// the first swing. Every arrival or settling time is a zero crossing minus
  /// ``SwingInverse/root(level:logInverse:below:)``; when both need a root they are solved
  /// together (``SwingInverse/roots(level:logInverse:below:)``).
  func swingMetrics(r0: Double, w0: Double, _ swing: SwingInverse) -> HandoffMetrics {
    let o = swing.oscillation
    let a = swing.a
    let w = o.omega
    let b = w0 + a * r0
    let m2 = r0 * w * r0 * w + b * b
    let tZero = Elementary.Fast.atan2(r0 * w, -b) * o.inverseOmega
    let slope = m2.squareRoot() * Elementary.Fast.exp(-a * tZero)
    let overshoot = slope * o.overshootPerSlope
    // The turning value before the first zero (the backward peak when w0 > 0).
    let peak = overshoot * o.inverseRatio
    let backward = w0 > 0 ? Swift.max(0, peak - r0) : 0
    // ln(peak) = ½·ln(M²) − a·t_z + ln(e^(−aβ/ω)/(ω0·q)) from its own logarithm, which runs
    // alongside atan2 and does not wait for the exponential: it only picks the roots' starts.
    let logPeak =
      m2 > 0 ? 0.5 * Elementary.Fast.log(m2) - a * tZero + o.logPeakPerSlope : -.infinity
    // The first swing ends at the zero and starts at t = 0 or at the peak, whichever is later.
    let firstSwing = Swift.min(tZero, swing.span)

    let arrivalLevel = arrivalBand
    let findArrival = r0 > arrivalLevel

    // Settling: a root τ before the zero at `settleZero`, unless it is 0, ∞ or the arrival.
    let band = settleBand
    var findSettling = false
    var settleLevel = 0.0
    var settleLog = 0.0
    var settleBelow = swing.span
    var settleZero = tZero
    var settling = 0.0
    var settlingIsArrival = false
    if overshoot >= band {
      if a == 0 {
        settling = .infinity
      } else {
        // The last turning value ≥ band: overshoot·q^k. k from the logarithm when it is large,
        // then exact by multiplying by q.
        let logExcess = logPeak - o.logInverseRatio - logSettle
        let estimate = logExcess * o.inverseLogInverseRatio
        // The start uses k from the logarithm (no wait for the exact k below; a wrong guess
        // near an integer only costs an iteration).
        let kGuess = estimate > 0 ? estimate.rounded(.down) : 0
        // k counts turning points after the overshoot, as a Double: it reaches 1e300 for
        // ζ → 0 (a hand-off that settles after 1e299 s is still a number, not a hang).
        var k = 0.0
        var value = overshoot
        var corrections = 0
        if estimate >= Self.exactTurningLimit {
          // Beyond 2⁵⁰ turning points one more or less moves the time by less than its ulp
          // (≥ a quarter period): the closed form k = ⌊estimate⌋ with the turning value
          // band·e^(frac·ln(1/q)) in [band, band/q) is exact to rounding. No loop.
          k = estimate.rounded(.down)
          value = band * Elementary.exp((estimate - k) * o.logInverseRatio)
          corrections = Self.maximumCorrections
        } else if estimate >= 8 {
          k = estimate.rounded(.down) - 1
          value = overshoot * Elementary.Fast.exp(-o.logInverseRatio * k)
          // The logarithm is within a few steps of the exact k (its error over ln(1/q)); each
          // step is exact, and at most `maximumCorrections` are taken either way.
          while k > 0 && value < band && corrections < Self.maximumCorrections {
            k -= 1
            value = k == 0 ? overshoot : value * o.inverseRatio
            corrections += 1
          }
          corrections = 0
        }
        // Bounded: q < 1 and the estimate is within a few steps, except when q rounds to 1
        // (ζ ≲ 1e-17), where the estimate itself is the answer.
        while value * o.extremumRatio >= band && corrections < Self.maximumCorrections {
          k += 1
          value *= o.extremumRatio
          corrections += 1
        }
        findSettling = true
        settleLevel = band / value
        settleLog = logExcess - o.logInverseRatio * kGuess
        settleZero = tZero + (k + 1) * o.halfPeriod
      }
    } else if (w0 > 0 ? peak : r0) >= band {
      if band == arrivalLevel && findArrival {
        settlingIsArrival = true
      } else {
        findSettling = true
        settleLevel = band / peak
        settleLog = logPeak - logSettle
        settleBelow = firstSwing
      }
    }

    var arrival = 0.0
    if findArrival && findSettling {
      let tau = swing.roots(
        level: SIMD2(arrivalLevel / peak, settleLevel),
        logInverse: SIMD2(logPeak - logArrival, settleLog), below: SIMD2(firstSwing, settleBelow))
      arrival = Swift.max(0, tZero - tau[0])
      settling = Swift.max(0, settleZero - tau[1])
    } else if findArrival {
      let tau = swing.root(
        level: arrivalLevel / peak, logInverse: logPeak - logArrival, below: firstSwing)
      arrival = Swift.max(0, tZero - tau)
      if settlingIsArrival { settling = arrival }
    } else if findSettling {
      let tau = swing.root(level: settleLevel, logInverse: settleLog, below: settleBelow)
      settling = Swift.max(0, settleZero - tau)
    }
    return HandoffMetrics(
      backwardTravel: backward, overshoot: overshoot, arrivalTime: arrival, settlingTime: settling,
      ringing: overshoot * o.extremumRatio)
  }
}
