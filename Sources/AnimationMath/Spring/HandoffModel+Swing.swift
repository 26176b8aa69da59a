extension HandoffModel {
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
        let kGuess = estimate > 0 ? (estimate < 1e15 ? Double(Int64(estimate)) : 1e15) : 0
        var k: Int64 = 0
        var value = overshoot
        if estimate >= 8 {
          k = estimate < 1e15 ? Int64(estimate) - 1 : 1_000_000_000_000_000
          value = overshoot * Elementary.Fast.exp(-o.logInverseRatio * Double(k))
          while k > 0 && value < band {
            k -= 1
            value = k == 0 ? overshoot : value * o.inverseRatio
          }
        }
        while value * o.extremumRatio >= band {
          k += 1
          value *= o.extremumRatio
        }
        findSettling = true
        settleLevel = band / value
        settleLog = logExcess - o.logInverseRatio * kGuess
        settleZero = tZero + Double(k + 1) * o.halfPeriod
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
      backwardTravel: backward, overshoot: overshoot, arrivalTime: arrival, settlingTime: settling)
  }
}
