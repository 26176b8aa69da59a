import AnimationMath

extension HandoffKernel {
  /// Under- and undamped hand-offs (ζ < 1): everything in terms of ω_d and atan2.
  func underdampedMetrics(r0: Double, w0: Double) -> HandoffMetrics {
    let w = omegaD
    let b = w0 + a * r0
    // First zero crossing (t ≥ 0): r0·cos(ωt) + (b/ω)·sin(ωt) = 0, in a form that stays
    // accurate as ω → 0 (it tends to the critical −r0/b).
    let tZero = Elementary.atan2(r0 * w, -b) / w
    // Amplitude times ω, √((r0·ω)² + b²): |r′| at a zero is that times e^(−a t), and a turning
    // point, which follows each zero by β/ω, has |r| = that / ω0 · e^(−a t).
    let amplitudeOmega = (r0 * w * r0 * w + b * b).squareRoot()
    let decayAtZero = a == 0 ? 1 : Elementary.exp(-a * tZero)
    let zeroSlope = amplitudeOmega * decayAtZero
    let tOvershoot = tZero + turnDelay
    let overshoot = amplitudeOmega / omega0 * decayAtZero * turnDecay
    var backward = 0.0
    var peak = r0  // largest r before the first crossing
    var tStart = 0.0  // start of the decreasing segment that ends at tZero
    if w0 > 0 {
      // Moving away: the turning point half a period before the overshoot is the far end.
      tStart = Swift.max(0, tOvershoot - halfPeriod)
      peak = Swift.max(r0, overshoot / extremumRatio)
      backward = peak - r0
    }

    func descend(_ level: Double) -> Double {
      if r0 <= level && w0 <= 0 { return 0 }
      return tZero
        - timeBeforeZero(
          level: level, slope: zeroSlope, span: tZero - tStart, turningValue: w0 > 0 ? peak : nil)
    }
    let arrivalLevel = tolerances.arrival
    let arrival = r0 <= arrivalLevel ? 0 : descend(arrivalLevel)

    // Settling: the last extremum above the band, then the way down from it.
    let band = tolerances.settle
    var settling: Double
    if overshoot > band {
      if a == 0 {
        settling = .infinity
      } else {
        // Extremum k after the first overshoot has magnitude overshoot·q^k, q = e^(−a·π/ω):
        // estimate the last k above the band from the logarithm, then correct by factors of q.
        var k = 0
        var mk = overshoot
        if overshoot * extremumRatioToThe8 > band {
          // Many turning points: jump close with the logarithm first.
          let estimate = Elementary.log(overshoot / band) / (a * halfPeriod)
          k = estimate < 1e15 ? Swift.max(0, Int(estimate)) : 1_000_000_000_000_000
          mk = overshoot * Elementary.exp(-a * halfPeriod * Double(k))
        }
        while k > 0 && mk <= band {
          k -= 1
          mk /= extremumRatio
        }
        while mk * extremumRatio > band {
          k += 1
          mk *= extremumRatio
        }
        let tNextZero = tZero + Double(k + 1) * halfPeriod
        // |r′| at that zero: the slope at the first zero times the decay over k + 1 half-periods.
        let slope = zeroSlope * (mk / overshoot) * extremumRatio
        settling =
          tNextZero
          - timeBeforeZero(
            level: band, slope: slope, span: halfPeriod - turnDelay, turningValue: mk)
      }
    } else if peak > band {
      settling = band == arrivalLevel && r0 > arrivalLevel ? arrival : descend(band)
    } else {
      settling = 0
    }
    return HandoffMetrics(
      backwardTravel: backward, overshoot: overshoot, arrivalTime: arrival, settlingTime: settling)
  }

  /// Critically and overdamped hand-offs (ζ ≥ 1): at most one stationary point and one crossing.
  func overdampedMetrics(_ motion: SpringMotion, r0: Double, w0: Double) -> HandoffMetrics {
    let b = w0 + a * r0
    let dd = omega0Squared * r0 + a * w0
    var backward = 0.0
    var overshoot = 0.0
    var tStart = 0.0
    var peak = r0
    var tZero = Double.infinity
    var tMin = 0.0
    if w0 > 0 {
      tStart = firstRoot(p: w0, q: -dd) ?? 0
      peak = Swift.max(r0, motion.state(at: tStart).displacement)
      backward = peak - r0
    } else if let tz = firstRoot(p: r0, q: b) {
      tZero = tz
      tMin = firstRoot(p: w0, q: -dd) ?? tz
      overshoot = Swift.max(0, -motion.state(at: tMin).displacement)
    } else if r0 == 0 {
      tZero = 0
      tMin = firstRoot(p: w0, q: -dd) ?? 0
      overshoot = Swift.max(0, -motion.state(at: tMin).displacement)
    }
    // Slowest rate, for a first guess on the exponential tail.
    let slow = s == 0 ? a : omega0Squared / (a + s)

    var zeroSlope = 0.0
    if tZero.isFinite && tZero > 0 { zeroSlope = -motion.state(at: tZero).velocity }
    func descend(_ level: Double) -> Double {
      if tZero.isFinite {
        return solve(
          motion, sign: 1, level: level, lo: tStart, hi: tZero,
          guess: tZero - beforeZero(level, slope: zeroSlope))
      }
      return solve(
        motion, sign: 1, level: level, lo: tStart, hi: .infinity,
        guess: tStart + Elementary.log(Swift.max(peak / level, 1)) / slow, logarithmic: true)
    }
    let arrivalLevel = tolerances.arrival
    let arrival = r0 <= arrivalLevel ? 0 : descend(arrivalLevel)
    let band = tolerances.settle
    let settling: Double
    if overshoot > band {
      let guess = tMin + Elementary.log(overshoot / band) / slow
      settling = solve(
        motion, sign: -1, level: band, lo: tMin, hi: .infinity, guess: guess, logarithmic: true)
    } else if peak > band {
      settling = band == arrivalLevel && r0 > arrivalLevel ? arrival : descend(band)
    } else {
      settling = 0
    }
    return HandoffMetrics(
      backwardTravel: backward, overshoot: overshoot, arrivalTime: arrival, settlingTime: settling)
  }

  /// How long before a zero crossing, where |r′| = `slope`, the motion is `level` away:
  /// third-order inversion of r(t_z − δ) = S·(δ + a·δ² + (4a² − ω0²)·δ³/6), the Taylor series at
  /// a zero (r″ = −2a·r′ and r‴ = (ω0² − 4a²)·r′ there).
  func beforeZero(_ level: Double, slope: Double) -> Double {
    guard slope > 0 else { return 0 }
    let u = level / slope
    return u * (1 + u * (-a + u * (2 * a * a - (4 * a * a - omega0Squared) / 6)))
  }

  /// The first t > 0 with `p·C(t) + q·S(t) = 0`, where C = (1 + e^(−2st))/2 and
  /// S = (1 − e^(−2st))/(2s) (C = 1, S = t when s = 0): `t = −p·g(x)/(q − p·s)`,
  /// g(x) = log1p(x)/x, x = 2ps/(q − ps). Exists iff p·(q + p·s) < 0.
  func firstRoot(p: Double, q: Double) -> Double? {
    guard p * (q + p * s) < 0 else { return nil }
    let denominator = q - p * s
    let x = 2 * p * s / denominator
    let g = abs(x) < 1e-300 ? 1 : Elementary.log1p(x) / x
    let t = -p * g / denominator
    return t > 0 ? t : nil
  }
}
