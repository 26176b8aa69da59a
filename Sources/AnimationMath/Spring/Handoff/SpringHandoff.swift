/// The fast hand-off queries of one spring: for a view released at `from` with a velocity and
/// carried by the spring to `to`, how far it first moves backwards, how far it overshoots, when
/// it first arrives within a band around `to`, and when it settles within a band.
///
/// The same quantities as ``SpringMotion``'s general API (``SpringMotion/firstExtremum``,
/// ``SpringMotion/peakOvershoot``, ``SpringMotion/arrivalTime(within:)``,
/// ``SpringMotion/settlingTime(within:)``) for one fixed pair of bands, about ten times faster:
/// construct one value per spring and bands, then call ``metrics(from:to:velocity:)`` per
/// release. A query allocates nothing, makes no library calls and never throws.
///
/// Method (exact up to root polishing to ~1e-15 of the time scale): with r(t) the remaining
/// distance to `to` (positive on the release side) the motion is ``SpringMotion``'s closed form,
/// with the same decay rate a = c/2m, ω₀² = k/m and damped frequency. Turning points and zero
/// crossings have closed forms, so backward travel and overshoot are direct evaluations, and the
/// turning values of an underdamped motion decay by e^(−aπ/ω) per half period, which locates the
/// last exit from the settle band. Arrival and settling times are then the single root of
/// |r(t)| = band on a piece where |r| is monotone:
///
/// - underdamped with a/ω ≤ 8 (ζ ≤ 0.992): every such piece is the same curve up to scale and
///   shift, so the root is the zero crossing time minus the inverse of one swing, τ(band /
///   turning value), which starts Halley's method from a per-spring table and usually needs one
///   step;
/// - critically and overdamped, and ζ in (0.992, 1): fourth-order steps in log space forward
///   from the start or from the turning point; on an overdamped tail the root is a closed-form
///   series and needs no iteration.
///
/// Every root stops on a predicted error below 1e-15 of its time scale; tested against
/// ``SpringMotion`` on 10⁶ random hand-offs (see `Docs/SwipeModel.md` in the repository).
///
/// Conventions where |r| only touches a band: a turning value equal to the settle band counts
/// as outside it (the settling time is then that turning point, as
/// ``SpringMotion/settlingTime(within:)``, the supremum of the times where |r| ≥ band); a start
/// exactly on the arrival band has arrived (arrival time 0).
///
/// Domain: any ``Spring`` whose k/m is positive and finite and whose (c/2m)² is finite (what the
/// validating entry points accept), including undamped (ζ = 0) and ζ within any distance of 1;
/// finite `from`, `to` and velocity; band widths finite and > 0 (precondition).
public struct SpringHandoff: Sendable {
  /// The spring.
  public var spring: Spring { model.spring }
  /// The arrival band in points: the view has arrived once |position − to| ≤ this.
  public var arrivalBand: Double { model.arrivalBand }
  /// The settle band in points: the view has settled once it stays within this of `to`.
  public var settleBand: Double { model.settleBand }

  @usableFromInline let model: HandoffModel
  /// The spring's motion at rest on 0, whose coefficients ``peakSpeed(from:to:velocity:)``
  /// reuses.
  @usableFromInline let atRest: SpringMotion

  /// Creates the queries for `spring` and two band widths. Its set-up (a 64-piece table for an
  /// underdamped spring) takes about 50 µs, some 500 queries' worth; keep it for all the
  /// hand-offs of one spring.
  ///
  /// - Parameters:
  ///   - spring: the spring (see the type's domain).
  ///   - arrivalBand: distance from `to` that counts as arrived, in points; finite, > 0.
  ///   - settleBand: distance from `to` within which the view must stay to have settled, in
  ///     points; finite, > 0.
  /// - Precondition: both bands finite and > 0.
  public init(spring: Spring, arrivalBand: Double, settleBand: Double) {
    precondition(
      arrivalBand > 0 && arrivalBand.isFinite, "SpringHandoff arrivalBand must be finite and > 0")
    precondition(
      settleBand > 0 && settleBand.isFinite, "SpringHandoff settleBand must be finite and > 0")
    model = HandoffModel(spring: spring, arrivalBand: arrivalBand, settleBand: settleBand)
    atRest = SpringMotion(spring: spring, from: 0, to: 0)
  }

  /// The metrics of the spring released at `from` (points) with `velocity` (points/s) and
  /// pulled to `to` (points).
  ///
  /// "Forward" is the direction from `from` to `to`; when `from == to` it is the direction of
  /// the velocity (so any motion is overshoot, none backward travel). From rest at the end the
  /// result is all zeros.
  ///
  /// - Parameters:
  ///   - from: release position in points (finite).
  ///   - to: rest position in points (finite).
  ///   - velocity: release velocity in points per second (finite; absolute, not relative).
  /// - Returns: finite metrics, except ``HandoffMetrics/settlingTime`` of an undamped spring
  ///   that leaves the settle band (`.infinity`).
  @inlinable
  public func metrics(from: Double, to: Double, velocity: Double) -> HandoffMetrics {
    let distance = to - from
    // Direction d towards the end; remaining distance r = d·(to − position) ≥ 0 at t = 0.
    let d: Double = distance > 0 || (distance == 0 && velocity >= 0) ? 1 : -1
    let r0 = Swift.abs(distance)
    let w0 = -d * velocity
    if r0 == 0 && w0 == 0 {
      return HandoffMetrics(backwardTravel: 0, overshoot: 0, arrivalTime: 0, settlingTime: 0)
    }
    return model.metrics(r0: r0, w0: w0)
  }

  /// The largest speed (points per second) of the hand-off from `from` to `to` starting at
  /// `velocity` — ``SpringMotion/peakSpeed`` without deriving the spring's coefficients again:
  /// what makes a hand-off abrupt when it runs ahead of the finger.
  @inlinable
  public func peakSpeed(from: Double, to: Double, velocity: Double) -> Double {
    SpringMotion(sameSpringAs: atRest, from: from, to: to, initialVelocity: velocity).peakSpeed
      .speed
  }

  /// One-shot form of ``metrics(from:to:velocity:)``: builds the queries and evaluates one
  /// hand-off. Prefer a kept value in loops (its set-up costs far more than a query).
  ///
  /// - Parameters: as ``init(spring:arrivalBand:settleBand:)`` and
  ///   ``metrics(from:to:velocity:)``.
  public static func metrics(
    spring: Spring, from: Double, to: Double, velocity: Double, arrivalBand: Double,
    settleBand: Double
  ) -> HandoffMetrics {
    SpringHandoff(spring: spring, arrivalBand: arrivalBand, settleBand: settleBand).metrics(
      from: from, to: to, velocity: velocity)
  }
}
