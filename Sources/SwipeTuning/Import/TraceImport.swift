/// What an importer read from a platform's touch log: one swipe per touch, from touch-down to
/// lift-off (or to a cancel), plus lines for people about the units and conversion used and
/// what was left out.
///
/// Each swipe's times start at 0 (its touch-down) in seconds, positions are in points; the
/// swipes come in touch-down order. `spring-tune import` writes each with
/// ``SwipeTraceFiles/csv(_:)``, so `velocity` and `sweep --traces` read them back.
public struct TraceImport: Hashable, Sendable {
  /// The touches, in touch-down order.
  public var swipes: [Swipe]
  /// Human-readable lines: the units and the conversion used, touches left out and why.
  public var notes: [String]

  /// Creates an import result.
  public init(swipes: [Swipe], notes: [String]) {
    self.swipes = swipes
    self.notes = notes
  }
}
