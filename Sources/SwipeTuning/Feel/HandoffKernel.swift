import AnimationMath

/// Computes ``HandoffMetrics`` for one spring and set of tolerances, for any number of hand-offs.
///
/// The seam the sweep uses: construct one kernel per (spring, tolerances) and call
/// ``metrics(from:to:velocity:)`` once per (swipe, spring, outcome) with the record's
/// ``ReleaseRecord/releasePosition``, ``ReleaseRecord/end(completing:)`` and
/// ``ReleaseRecord/handoffVelocity``. It allocates nothing, makes no library calls and never
/// throws.
///
/// Method (exact up to root polishing to ~1e-15 of the time scale): with r(t) the remaining
/// distance to the end (positive on the release side) the motion is the closed form of
/// ``SpringMotion``. Turning points and zero crossings have closed forms, so backward travel and
/// overshoot are direct evaluations, and the turning values of an underdamped motion decay by
/// e^(−aπ/ω) per half period, which locates the last exit from the settle band. Arrival and
/// settling times are then the single root of |r(t)| = tolerance on a piece where |r| is
/// monotone:
///
/// - underdamped (ζ ≤ 0.992): every such piece is the same curve up to scale and shift, so the
///   root is the zero crossing time minus ``SwingInverse``'s τ(tolerance / turning value),
///   which starts Halley's method from a per-spring table and usually needs one step;
/// - critically and overdamped, and ζ in (0.992, 1): fourth-order steps in log space forward
///   from the start or from the turning point (``AperiodicShape``); on an overdamped tail the
///   root is a closed-form series and needs no iteration.
///
/// Every root stops on a predicted error below 1e-15 of its time scale; tested against
/// `SpringMotion` on 10⁶ random hand-offs (see `Docs/SwipeModel.md`).
///
/// Conventions where |r| only touches a tolerance: a turning value equal to the settle
/// tolerance counts as outside the band (the settling time is then that turning point, as
/// ``SpringMotion/settlingTime(within:)``, the supremum of the times where |r| ≥ tolerance);
/// a start exactly at the arrival tolerance has arrived (arrival time 0).
public struct HandoffKernel: Sendable {
  /// The spring.
  public var spring: Spring { model.spring }
  /// The tolerances (only `arrival` and `settle` affect the metrics).
  public var tolerances: FeelTolerances { model.tolerances }

  let model: HandoffModel

  /// Creates a kernel. Its set-up (a 64-piece table for underdamped springs) takes about
  /// 50 µs, some 500 hand-offs' worth; keep it for all the hand-offs of one spring.
  public init(spring: Spring, tolerances: FeelTolerances = FeelTolerances()) {
    model = HandoffModel(spring: spring, tolerances: tolerances)
  }

  /// The metrics of the hand-off from `from` to `to` (points) starting at `velocity` (points/s).
  ///
  /// - Parameters must be finite; the result is then finite except ``HandoffMetrics/settlingTime``
  ///   of an undamped spring (`.infinity`).
  public func metrics(from: Double, to: Double, velocity: Double) -> HandoffMetrics {
    let distance = to - from
    // Direction d towards the end; remaining distance r = d·(to − position) ≥ 0 at t = 0.
    let d: Double = distance > 0 || (distance == 0 && velocity >= 0) ? 1 : -1
    let r0 = abs(distance)
    let w0 = -d * velocity
    if r0 == 0 && w0 == 0 {
      return HandoffMetrics(backwardTravel: 0, overshoot: 0, arrivalTime: 0, settlingTime: 0)
    }
    return model.metrics(r0: r0, w0: w0)
  }

  /// One-shot form of ``metrics(from:to:velocity:)``: builds a kernel and evaluates one hand-off.
  /// Prefer a kept kernel in loops (its set-up costs far more than a hand-off).
  public static func metrics(
    spring: Spring, from: Double, to: Double, velocity: Double,
    tolerances: FeelTolerances = FeelTolerances()
  ) -> HandoffMetrics {
    HandoffKernel(spring: spring, tolerances: tolerances).metrics(
      from: from, to: to, velocity: velocity)
  }

}
