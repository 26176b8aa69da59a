import AnimationMath

/// The smooth feel score of one hand-off: 1 for an instant, direct, jump-free finish, falling
/// smoothly as the finish gets slower, kicks back, overshoots, jumps in velocity or runs ahead
/// of the finger.
///
/// score = 1 / (1 + (t_a/T)² + (b/B)² + (o/O)² + (g/G)² + (l/L)² + (j/J)² + q²) with t_a the
/// arrival time, b the backward travel, o the overshoot, g the ringing (the swing back after the
/// overshoot), l the linger — settling time minus arrival time, how long the view keeps moving
/// after it first arrives —, j the velocity jump at lift-off (``SweepHandoff``) and q the
/// abruptness (``SweepHandoff/abruptness``: peak speed over the largest that is not abrupt). The
/// references are the feel bounds in use (``FeelBounds``, flags or a learned feel model
/// alike — one feel model everywhere, feel v4): T the arrival window, B the reversal tolerance,
/// O the overshoot bound, G the ringing bound, L the settle window, J the noticeable jump at the
/// hand-off's release speed (``FeelBounds/noticeableJump(atSpeed:)``); q is already
/// relative to its bound. Each term alone at its bound halves the score, so the score is the
/// smooth companion of the feels-complete rule; a bound switched off (∞) drops its term. An
/// undamped spring, which never settles, scores 0. Every term is a smooth function of the
/// motion, so springs with nearly equal motion score nearly equally — unlike the binary "feels
/// complete", which flips where a figure crosses its bound. The report's `feel_score` is its
/// mean over the engaged swipes, each with the outcome the policy chose. Feel v3 used fixed
/// references (those below, and J = 1000 pt/s) and no abruptness; `Docs/SwipeModel.md` §4.
///
/// The sweep sums scores in fixed point (``units(_:bounds:)``: multiples of 2⁻³²), so the
/// mean is the same for every thread count and evaluation order; the score itself is a few
/// correctly rounded divisions, so it is the same on every platform too. Beside the sum it keeps
/// the sum of squares (``squareUnits(_:)``), also in integers, for the mean's 95 % interval
/// (``interval(units:squareUnits:count:)``).
public enum FeelScore {
  /// The default arrival window, seconds (the arrival reference T with default bounds).
  public static let arrivalReference = 0.5
  /// The default reversal tolerance, points (B with default bounds).
  public static let backwardReference = 2.0
  /// The default overshoot bound, points (O with default bounds).
  public static let overshootReference = 4.0
  /// Feel v3's fixed velocity-jump reference, points per second; feel v4 uses the noticeable
  /// jump of the bounds in use instead.
  public static let jumpReference = 1000.0
  /// The default ringing bound, points (G with default bounds).
  public static let ringingReference = 1.0
  /// The default settle window, seconds (L with default bounds).
  public static let lingerReference = 0.6
  /// The fixed-point scale of ``units(_:)``: 2³².
  public static let unitsPerScore = 4_294_967_296.0

  /// `x / reference`, with a bound switched off (∞) giving 0 and a zero bound giving ∞ for any
  /// positive `x` (and 0 for `x` = 0).
  @inlinable
  static func relative(_ x: Double, _ reference: Double) -> Double {
    if reference == .infinity || x == 0 { return 0 }
    return reference > 0 ? x / reference : .infinity
  }

  /// The score of `h` with the default bounds, in [0, 1].
  @inlinable
  public static func score(_ h: SweepHandoff) -> Double {
    score(h, bounds: FeelBounds())
  }

  /// The score of `h` judged by `bounds`, in [0, 1] (0 for an undamped spring's infinite
  /// times).
  @inlinable
  public static func score(_ h: SweepHandoff, bounds t: FeelBounds) -> Double {
    let m = h.metrics
    let a = relative(m.arrivalTime, t.arrivalWindow)
    let b = relative(m.backwardTravel, t.reversal)
    let o = relative(m.overshoot, t.overshoot)
    let g = relative(m.ringing, t.ringing)
    let j = relative(h.jump, t.noticeableJump(atSpeed: h.speed))
    // ∞ − ∞ (never arrives, never settles) would be NaN: the arrival term already scores it 0.
    let linger = m.settlingTime > m.arrivalTime ? m.settlingTime - m.arrivalTime : 0
    let l = linger.isInfinite ? Double.infinity : relative(linger, t.settleWindow)
    let q = h.abruptness
    let sum = a * a + b * b + o * o + g * g + l * l + j * j + q * q
    return sum.isNaN ? 0 : 1 / (1 + sum)
  }

  /// `score(h)` (default bounds) in fixed point.
  @inlinable
  public static func units(_ h: SweepHandoff) -> UInt32 {
    units(h, bounds: FeelBounds())
  }

  /// `score(h, bounds:)` in fixed point: `round(score · 2³²)` clamped to `UInt32.max`.
  @inlinable
  public static func units(_ h: SweepHandoff, bounds: FeelBounds) -> UInt32 {
    // Rounded half away from zero, as `rounded()`, without its library call: x ∈ [0, 2³²], so
    // its fraction x − ⌊x⌋ is exact.
    let x = score(h, bounds: bounds) * unitsPerScore
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
