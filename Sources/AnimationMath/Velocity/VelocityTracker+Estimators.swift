// The per-strategy estimates over the tracker's ring buffer. Each reads the held samples in
// place (no copies, no allocation).

extension VelocityTracker {
  /// Least-squares quadratic fit, velocity = slope at the newest sample.
  ///
  /// Android's LSQ2 (AOSP `VelocityTracker.cpp`, `solveUnweightedLeastSquaresDeg2`) and Flutter's
  /// `LeastSquaresSolver` at degree 2 with unit weights solve the same problem; this restates the
  /// closed form of the normal equations: with u = t − t_newest and y = p − p_newest,
  /// Sxx = Σu² − (Σu)²/n, Sxy = Σuy − ΣuΣy/n, Sxx2 = Σu³ − ΣuΣu²/n, Sx2y = Σu²y − Σu²Σy/n,
  /// Sx2x2 = Σu⁴ − (Σu²)²/n, v = (Sxy·Sx2x2 − Sx2y·Sxx2) / (Sxx·Sx2x2 − Sxx2²). Shifting positions
  /// to the newest sample keeps the sums well conditioned in double precision.
  ///
  /// Fewer than `minimumSamples` samples in the window give zero; exactly two give their slope.
  /// When the quadratic is degenerate (the window holds only two distinct times) the linear
  /// slope Sxy/Sxx is used; when all times are equal the result is zero.
  mutating func leastSquaresVelocity(minimumSamples: Int) -> SIMD2<Double> {
    // One backward pass from the newest sample selects the window (age ≤ horizon) and
    // accumulates the sums.
    let newest = slot(count - 1)
    let tN = timeStorage[newest]
    let pN = positionStorage[newest]
    let limit = configuration.horizon + Self.timeResolution
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    var s4 = 0.0
    var t0 = SIMD2<Double>.zero
    var t1 = SIMD2<Double>.zero
    var t2 = SIMD2<Double>.zero
    var index = count - 1
    while index >= 0 {
      let k = slot(index)
      let u = timeStorage[k] - tN
      guard -u <= limit else { break }
      let u2 = u * u
      let y = positionStorage[k] - pN
      s1 += u
      s2 += u2
      s3 += u2 * u
      s4 += u2 * u2
      t0 += y
      t1 += u * y
      t2 += u2 * y
      index -= 1
    }
    let n = count - 1 - index
    guard n >= minimumSamples, n >= 2 else { return .zero }
    if n == 2 {
      let first = slot(index + 1)
      let dt = tN - timeStorage[first]
      return dt > 0 ? (pN - positionStorage[first]) / dt : .zero
    }
    let inverseN = 1 / Double(n)
    let sxx = s2 - s1 * s1 * inverseN
    guard sxx > 0 else { return .zero }
    let sxy = t1 - s1 * inverseN * t0
    let sxx2 = s3 - s1 * s2 * inverseN
    let sx2y = t2 - s2 * inverseN * t0
    let sx2x2 = s4 - s2 * s2 * inverseN
    let denominator = sxx * sx2x2 - sxx2 * sxx2
    // 1 − denominator/(Sxx·Sx2x2) is the squared correlation of u and u²; within one window it
    // stays below ~0.94 unless only two distinct times are present (then it is 1 up to
    // rounding, and the quadratic term is not identifiable).
    guard denominator > 1e-10 * sxx * sx2x2 else { return sxy / sxx }
    return (sxy * sx2x2 - sx2y * sxx2) / denominator
  }

  /// Android's IMPULSE strategy (AOSP `VelocityTracker.cpp`, `calculateImpulseVelocity`),
  /// restated: with segment velocities vᵢ = Δpᵢ/Δtᵢ from oldest to newest, work
  /// E ← E + (vᵢ − v_prev)·|vᵢ| where v_prev = sign(E)·√(2|E|), E halved after the first segment;
  /// result sign(E)·√(2|E|). Segments with Δt = 0 are skipped. Two samples give their slope.
  mutating func impulseVelocity() -> SIMD2<Double> {
    let start = windowStart()
    let n = count - start
    guard n >= 2 else { return .zero }
    if n == 2 {
      let a = slot(start)
      let b = slot(start + 1)
      let dt = timeStorage[b] - timeStorage[a]
      return dt > 0 ? (positionStorage[b] - positionStorage[a]) / dt : .zero
    }
    var work = SIMD2<Double>.zero
    for i in (start + 1)..<count {
      let a = slot(i - 1)
      let b = slot(i)
      let dt = timeStorage[b] - timeStorage[a]
      guard dt > 0 else { continue }
      let current = (positionStorage[b] - positionStorage[a]) / dt
      for axis in 0..<2 {
        let previous = Self.energyToVelocity(work[axis])
        work[axis] += (current[axis] - previous) * abs(current[axis])
      }
      if i == start + 1 { work *= 0.5 }
    }
    return SIMD2(Self.energyToVelocity(work.x), Self.energyToVelocity(work.y))
  }

  /// sign(E)·√(2|E|): the speed whose kinetic energy per unit mass is |E|.
  @inline(__always)
  static func energyToVelocity(_ work: Double) -> Double {
    let speed = (2 * abs(work)).squareRoot()
    return work < 0 ? -speed : speed
  }

  /// Flutter's `IOSScrollViewFlingVelocityTracker` estimate, restated: 0.6·v(−2) + 0.35·v(−1) +
  /// 0.05·v(0), where v(0) is the velocity of the newest segment (between the two newest
  /// samples), v(−1) the one before, v(−2) the one before that. A missing segment or one with
  /// Δt = 0 contributes zero. Not limited by the horizon.
  mutating func weightedSegmentVelocity() -> SIMD2<Double> {
    let weights: (Double, Double, Double) = (0.05, 0.35, 0.6)
    var result = SIMD2<Double>.zero
    for age in 0..<3 {
      let end = count - 1 - age
      guard end >= 1 else { break }
      let a = slot(end - 1)
      let b = slot(end)
      let dt = timeStorage[b] - timeStorage[a]
      guard dt > 0 else { continue }
      let weight = age == 0 ? weights.0 : (age == 1 ? weights.1 : weights.2)
      result += weight * ((positionStorage[b] - positionStorage[a]) / dt)
    }
    return result
  }

  /// (p_newest − p_oldest) / (t_newest − t_oldest) over the window; zero when it spans no time.
  mutating func twoPointVelocity() -> SIMD2<Double> {
    let start = windowStart()
    let a = slot(start)
    let b = slot(count - 1)
    let dt = timeStorage[b] - timeStorage[a]
    return dt > 0 ? (positionStorage[b] - positionStorage[a]) / dt : .zero
  }
}
