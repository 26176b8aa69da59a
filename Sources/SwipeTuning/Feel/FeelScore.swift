/// The smooth feel score of one hand-off: 1 for an instant, direct, jump-free finish, falling
/// smoothly as the finish gets slower, kicks back, overshoots or jumps in velocity.
///
/// score = 1 / (1 + (t_a/T)² + (b/B)² + (o/O)² + (j/J)²) with t_a the arrival time, b the
/// backward travel, o the overshoot and j the velocity jump at lift-off (``SweepHandOff``), and
/// the reference values T = 0.5 s, B = 2 pt, O = 20 pt, J = 1000 pt/s: each alone at its
/// reference value halves the score. Every term is a smooth function of the motion, so
/// springs with nearly equal motion score nearly equally — unlike the binary "feels complete",
/// which flips where the arrival time crosses the window. The report's `feel_score` is its mean
/// over the engaged swipes, each with the outcome the policy chose. `Docs/SwipeModel.md` gives
/// the reasons for the reference values.
///
/// The sweep sums scores in fixed point (``units(_:)``: multiples of 2⁻³²), so the mean is the
/// same for every thread count and evaluation order; the score itself is one correctly rounded
/// division, so it is the same on every platform too (and costs a few nanoseconds, not an
/// exponential).
public enum FeelScore {
  /// The arrival-time reference T, seconds (the default arrival window).
  public static let arrivalReference = 0.5
  /// The backward-travel (kick-back) reference B, points (the default reversal tolerance).
  public static let backwardReference = 2.0
  /// The overshoot reference O, points.
  public static let overshootReference = 20.0
  /// The velocity-jump reference J, points per second.
  public static let jumpReference = 1000.0
  /// The fixed-point scale of ``units(_:)``: 2³².
  public static let unitsPerScore = 4_294_967_296.0

  /// The score of `h`, in [0, 1] (0 for an undamped spring's infinite times).
  @inlinable
  public static func score(_ h: SweepHandOff) -> Double {
    let a = h.arrivalTime / arrivalReference
    let b = h.backwardTravel / backwardReference
    let o = h.overshoot / overshootReference
    let j = h.jump / jumpReference
    return 1 / (1 + (a * a + b * b + o * o + j * j))
  }

  /// `score(h)` in fixed point: `round(score · 2³²)` clamped to `UInt32.max`.
  @inlinable
  public static func units(_ h: SweepHandOff) -> UInt32 {
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
}
