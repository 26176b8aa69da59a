import AnimationMath

/// The smooth feel score of one hand-off: 1 for an instant, direct, jump-free finish, falling
/// smoothly as the finish gets slower, kicks back, overshoots or jumps in velocity.
///
/// score = 1 / (1 + (t_a/T)² + (b/B)² + (o/O)² + (g/G)² + (l/L)² + (j/J)²) with t_a the arrival
/// time, b the backward travel, o the overshoot, g the ringing (the swing back after the
/// overshoot), l the linger — settling time minus arrival time, how long the view keeps moving
/// after it first arrives — and j the velocity jump at lift-off (``SweepHandoff``), and the
/// reference values T = 0.5 s, B = 2 pt, O = 4 pt, G = 1 pt, L = 0.6 s, J = 1000 pt/s: each alone
/// at its reference value halves the score. T, B, O, G and L are the default bounds of feel v3
/// (``FeelTolerances``), so the score is the smooth companion of the feels-complete rule: a
/// hand-off at one default bound and well inside the others scores about ½. An undamped spring,
/// which never settles, scores 0. Every term is a smooth function of the motion, so
/// springs with nearly equal motion score nearly equally — unlike the binary "feels complete",
/// which flips where the arrival time crosses the window. The report's `feel_score` is its mean
/// over the engaged swipes, each with the outcome the policy chose. `Docs/SwipeModel.md` gives
/// the reasons for the reference values.
///
/// The sweep sums scores in fixed point (``units(_:)``: multiples of 2⁻³²), so the mean is the
/// same for every thread count and evaluation order; the score itself is one correctly rounded
/// division, so it is the same on every platform too (and costs a few nanoseconds, not an
/// exponential). Beside the sum it keeps the sum of squares (``squareUnits(_:)``), also in
/// integers, for the mean's 95 % interval (``interval(units:squareUnits:count:)``).
public enum FeelScore {
  /// The arrival-time reference T, seconds (the default arrival window).
  public static let arrivalReference = 0.5
  /// The backward-travel (kick-back) reference B, points (the default reversal tolerance).
  public static let backwardReference = 2.0
  /// The overshoot reference O, points.
  public static let overshootReference = 4.0
  /// The velocity-jump reference J, points per second.
  public static let jumpReference = 1000.0
  /// The ringing reference G, points.
  public static let ringingReference = 1.0
  /// The linger reference L (settling time after the first arrival), seconds.
  public static let lingerReference = 0.6
  /// The fixed-point scale of ``units(_:)``: 2³².
  public static let unitsPerScore = 4_294_967_296.0

  /// The score of `h`, in [0, 1] (0 for an undamped spring's infinite times).
  @inlinable
  public static func score(_ h: SweepHandoff) -> Double {
    let a = h.metrics.arrivalTime / arrivalReference
    let b = h.metrics.backwardTravel / backwardReference
    let o = h.metrics.overshoot / overshootReference
    let j = h.jump / jumpReference
    let g = h.metrics.ringing / ringingReference
    let m = h.metrics
    // ∞ − ∞ (never arrives, never settles) would be NaN: the arrival term already scores it 0.
    let l = m.settlingTime > m.arrivalTime ? (m.settlingTime - m.arrivalTime) / lingerReference : 0
    return 1 / (1 + (a * a + b * b + o * o + g * g + l * l + j * j))
  }

  /// `score(h)` in fixed point: `round(score · 2³²)` clamped to `UInt32.max`.
  @inlinable
  public static func units(_ h: SweepHandoff) -> UInt32 {
    // Rounded half away from zero, as `rounded()`, without its library call: x ∈ [0, 2³²], so
    // its fraction x − ⌊x⌋ is exact.
    let x = score(h) * unitsPerScore
    let whole = Int64(x)
    let u = x - Double(whole) >= 0.5 ? whole + 1 : whole
    return u >= 0xFFFF_FFFF ? .max : UInt32(truncatingIfNeeded: u)
  }

  /// The mean score of `count` hand-offs whose ``units(_:)`` sum to `total`; `nil` when
  /// `count` is 0.
  public static func mean(units total: UInt64, count: Int) -> Double? {
    count > 0 ? Double(total) / unitsPerScore / Double(count) : nil
  }

  /// The square of a score given in ``units(_:)``, in the same units: w² with
  /// w = round(units / 2¹⁶) ≤ 2¹⁶, so score² ≈ w² / 2³² to within 2⁻¹⁶, and 2³² swipes' squares
  /// sum without overflow. Integer, so the sum is exact and independent of the order.
  @inlinable
  public static func squareUnits(_ units: UInt32) -> UInt64 {
    let w = (UInt64(units) + 0x8000) >> 16
    return w * w
  }

  /// The 95 % interval of the mean score of `count` hand-offs whose ``units(_:)`` sum to
  /// `total` and whose ``squareUnits(_:)`` sum to `squares`: mean ± 1.96·s/√n, with s² the
  /// sample variance of the scores, clamped to [0, 1]
  /// (``SweepInterval/ofMean(_:squaredDeviations:count:within:)``, as for the cost). `nil` below
  /// 2 hand-offs.
  public static func interval(units total: UInt64, squareUnits squares: UInt64, count: Int)
    -> SweepInterval?
  {
    guard let mean = mean(units: total, count: count) else { return nil }
    // Σ(x − x̄)² = Σx² − n·x̄² (below 0 by rounding only: the squares are rounded to 2⁻¹⁶).
    let deviations = Double(squares) / unitsPerScore - Double(count) * mean * mean
    return SweepInterval.ofMean(mean, squaredDeviations: deviations, count: count, within: 0...1)
  }
}
