/// What a view does after lift-off, when a spring carries it from the release position to its
/// rest position starting at the release velocity: the answers of ``SpringHandoff``. Exact
/// (closed form plus root polishing), not sampled at a frame rate.
///
/// "Forward" is the direction from the release position towards the rest position. When the
/// view is released exactly at rest position, forward is the direction of the release velocity,
/// so any motion counts as overshoot and none as backward travel.
public struct HandoffMetrics: Hashable, Sendable {
  /// How far the view first moves away from the rest position before turning towards it, in
  /// points (≥ 0): the first turning value minus the release distance. 0 when the release
  /// velocity points towards the rest position (or is 0).
  public var backwardTravel: Double
  /// The largest distance past the rest position, in points (≥ 0): the first turning value after
  /// the first zero crossing. 0 when the motion never crosses the rest position.
  public var overshoot: Double
  /// The first time, in seconds after lift-off, at which the view is within the arrival band
  /// of the rest position (0 if it starts there).
  public var arrivalTime: Double
  /// The time, in seconds, after which the view stays within the settle band of the rest
  /// position (0 if it always does; `.infinity` for an undamped spring that leaves the band).
  public var settlingTime: Double
  /// The second excursion, in points (≥ 0): how far the view swings back towards the release
  /// side after the overshoot — the turning value after the overshoot's turning point, on the
  /// release side of the rest position. A spring's turning values shrink by e^(−ζπ/√(1 − ζ²))
  /// per half period, so this is `overshoot · e^(−ζπ/√(1 − ζ²))`: 0 for a critically or
  /// overdamped spring and for any motion without overshoot, `overshoot` for an undamped one. A
  /// hand-off *rings* when this is visible.
  public var ringing: Double

  /// Creates metrics from their fields (points and seconds, as the properties); `ringing`
  /// defaults to 0 (a motion that does not swing back after overshooting).
  public init(
    backwardTravel: Double, overshoot: Double, arrivalTime: Double, settlingTime: Double,
    ringing: Double = 0
  ) {
    self.backwardTravel = backwardTravel
    self.overshoot = overshoot
    self.arrivalTime = arrivalTime
    self.settlingTime = settlingTime
    self.ringing = ringing
  }
}
