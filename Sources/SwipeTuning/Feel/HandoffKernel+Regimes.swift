import AnimationMath

extension HandoffKernel {
  /// Under- and undamped hand-offs (ζ < 1): everything in terms of ω_d and atan2.
  func underdampedMetrics(_ motion: SpringMotion, r0: Double, w0: Double) -> HandoffMetrics {
    let w = omegaD
    let b = w0 + a * r0
    let dd = omega0Squared * r0 + a * w0
    // First positive stationary point: w0·cos(ωt) = (D/ω)·sin(ωt).
    var u = Elementary.atan2(w0 * w, dd)
    if u <= 0 { u += Double.pi }
    let tStationary = u / w
    // First zero crossing (t ≥ 0): r0·cos(ωt) + (b/ω)·sin(ωt) = 0.
    let tZero = Elementary.atan2(r0 * w, -b) / w
    // Amplitude times ω: √((r0·ω)² + b²); extremum magnitudes are that / ω0 · e^(−a t).
    let amplitudeOmega = (r0 * w * r0 * w + b * b).squareRoot()
    let omega0 = omega0Squared.squareRoot()
    func extremum(at t: Double) -> Double {
      amplitudeOmega / omega0 * (a == 0 ? 1 : Elementary.exp(-a * t))
    }
    var backward = 0.0
    var peak = r0  // largest r before the first crossing
    var tOvershoot = tStationary
    var tStart = 0.0  // start of the decreasing segment that ends at tZero
    if w0 > 0 {
      peak = Swift.max(r0, extremum(at: tStationary))
      backward = peak - r0
      tOvershoot = tStationary + halfPeriod
      tStart = tStationary
    }
    let overshoot = extremum(at: tOvershoot)
    let zeroSlope = amplitudeOmega * (a == 0 ? 1 : Elementary.exp(-a * tZero))

    func descend(_ level: Double) -> Double {
      if r0 <= level && w0 <= 0 { return 0 }
      let guess = tZero - level / zeroSlope
      return solve(motion, sign: 1, level: level, lo: tStart, hi: tZero, guess: guess)
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
        // Extremum k after the first overshoot has magnitude overshoot·q^k.
        var k = Swift.max(0, Int(Elementary.log(overshoot / band) / (a * halfPeriod)))
        while k > 0 && overshoot * Elementary.exp(-a * halfPeriod * Double(k)) <= band { k -= 1 }
        while overshoot * Elementary.exp(-a * halfPeriod * Double(k + 1)) > band { k += 1 }
        let tk = tOvershoot + Double(k) * halfPeriod
        let sign: Double = k % 2 == 0 ? -1 : 1
        let tNextZero = tZero + Double(k + 1) * halfPeriod
        let slope = amplitudeOmega * Elementary.exp(-a * tNextZero)
        settling = solve(
          motion, sign: sign, level: band, lo: tk, hi: tNextZero, guess: tNextZero - band / slope)
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

    func descend(_ level: Double) -> Double {
      let guess =
        tZero.isFinite
        ? 0.5 * (tStart + tZero) : tStart + Elementary.log(Swift.max(peak / level, 1)) / slow
      return solve(motion, sign: 1, level: level, lo: tStart, hi: tZero, guess: guess)
    }
    let arrivalLevel = tolerances.arrival
    let arrival = r0 <= arrivalLevel ? 0 : descend(arrivalLevel)
    let band = tolerances.settle
    let settling: Double
    if overshoot > band {
      let guess = tMin + Elementary.log(overshoot / band) / slow
      settling = solve(motion, sign: -1, level: band, lo: tMin, hi: .infinity, guess: guess)
    } else if peak > band {
      settling = band == arrivalLevel && r0 > arrivalLevel ? arrival : descend(band)
    } else {
      settling = 0
    }
    return HandoffMetrics(
      backwardTravel: backward, overshoot: overshoot, arrivalTime: arrival, settlingTime: settling)
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
