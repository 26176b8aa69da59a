/// How the hand-offs of one setting break the feel bounds (``FeelBreaks``): per bound, the
/// swipes whose hand-off (to the outcome the setting chose) breaks it, and the completions that
/// feel complete under the older definition, feel v2. Counts of swipes; the report's
/// `late_arrival_rate`, `visible_overshoot_rate`, `ringing_rate`, `late_settle_rate`,
/// `visible_jump_rate`, `abrupt_rate` and `feels_complete_v2_rate` are these over all swipes.
public struct FeelCounts: Hashable, Sendable {
  /// Completions whose hand-off arrives in time without kick-back (feel v2's "feels complete").
  public var feelsCompleteV2: Int
  /// Hand-offs that first arrive after the arrival window.
  public var lateArrival: Int
  /// Hand-offs that overshoot past the end by more than the overshoot bound.
  public var overshoot: Int
  /// Hand-offs whose swing back after the overshoot exceeds the ringing bound.
  public var ringing: Int
  /// Hand-offs that settle after the settle window.
  public var lateSettle: Int
  /// Hand-offs whose velocity jump at lift-off is noticeable.
  public var jump: Int
  /// Hand-offs that run ahead of the finger after lift-off (feel v4, ``FeelBreaks/abrupt``).
  public var abrupt: Int

  /// Counts; all zero by default.
  public init(
    feelsCompleteV2: Int = 0, lateArrival: Int = 0, overshoot: Int = 0, ringing: Int = 0,
    lateSettle: Int = 0, jump: Int = 0, abrupt: Int = 0
  ) {
    self.feelsCompleteV2 = feelsCompleteV2
    self.lateArrival = lateArrival
    self.overshoot = overshoot
    self.ringing = ringing
    self.lateSettle = lateSettle
    self.jump = jump
    self.abrupt = abrupt
  }

  /// The counts in field order (the population shard's columns).
  public var values: [Int] {
    [feelsCompleteV2, lateArrival, overshoot, ringing, lateSettle, jump, abrupt]
  }

  /// Counts from ``values``' order.
  ///
  /// - Precondition: seven values.
  public init(values: [Int]) {
    precondition(values.count == 7, "seven feel counts")
    self.init(
      feelsCompleteV2: values[0], lateArrival: values[1], overshoot: values[2],
      ringing: values[3], lateSettle: values[4], jump: values[5], abrupt: values[6])
  }

  /// Adds one swipe's hand-off: `breaks`, and whether the setting completed it.
  public mutating func add(_ breaks: FeelBreaks, completed: Bool, count: Int = 1) {
    if completed && breaks.feelsLikeV2 { feelsCompleteV2 += count }
    if breaks.contains(.lateArrival) { lateArrival += count }
    if breaks.contains(.overshoot) { overshoot += count }
    if breaks.contains(.ringing) { ringing += count }
    if breaks.contains(.lateSettle) { lateSettle += count }
    if breaks.contains(.jump) { jump += count }
    if breaks.contains(.abrupt) { abrupt += count }
  }

  /// The field-wise sum.
  public static func + (a: FeelCounts, b: FeelCounts) -> FeelCounts {
    FeelCounts(values: zip(a.values, b.values).map { $0 + $1 })
  }

  /// The number of distinct sets of breaks (seven bounds: 2⁷).
  static let breakSets = 128

  /// The counts of one setting from its cells: `cells[breaks]` completions and
  /// `cells[128 + breaks]` cancels whose hand-off breaks exactly the set `breaks`.
  ///
  /// - Precondition: 256 cells.
  init(cells: [Int]) {
    precondition(cells.count == 2 * Self.breakSets, "256 cells")
    self.init()
    for c in 0..<Self.breakSets {
      let breaks = FeelBreaks(rawValue: UInt8(c))
      if cells[c] > 0 { add(breaks, completed: true, count: cells[c]) }
      if cells[Self.breakSets + c] > 0 {
        add(breaks, completed: false, count: cells[Self.breakSets + c])
      }
    }
  }
}
