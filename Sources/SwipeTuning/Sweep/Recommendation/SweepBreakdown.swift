import AnimationMath
import TextFormats

/// What `sweep --by` breaks a report down by: the report gets one row per setting and group (a
/// leading `group` column, e.g. `task=peek`) after the overall rows (group `all`), so a team sees
/// which swipes a setting fails.
///
/// Each group's rows are the sweep run on that group's swipes alone, with the same grid, feel
/// model and settings columns; ranking, the summary and `report` use the overall rows. A swipe
/// without the value is in the group `KEY=(none)`.
public enum SweepBreakdown: String, CaseIterable, Hashable, Sendable {
  /// The intent: `intent=complete`, `intent=cancel`, `intent=(none)` (recorded swipes without a
  /// label). For the synthetic population, the class's intent.
  case intent
  /// The synthetic population's class: `class=flick`, `class=drag`, … (synthetic only).
  case `class`
  /// The trace file a recorded swipe came from: `file=session1.csv` (recorded only).
  case file
  /// One group per recorded swipe, named by its file and `swipe` id:
  /// `label=session1.csv#17` (recorded only): which swipes a setting gets wrong, one by one.
  case label
  /// The recording task (`task` column): `task=peek` (recorded only).
  case task
  /// The device (`device` column): `device=Pixel 7` (recorded only).
  case device

  /// The `group` column's name.
  public static let column = "group"
  /// The `group` field of the overall rows.
  public static let overall = "all"
  /// The value of a swipe that has none.
  public static let none = "(none)"

  /// Parses a `--by` value.
  ///
  /// - Throws: `InputError` for `field` listing the keys.
  public init(parsing text: String, field: String) throws(InputError) {
    guard let key = SweepBreakdown(rawValue: text) else {
      throw InputError(
        field: field, value: text,
        reason: "expected one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    self = key
  }

  /// Whether the key applies to the synthetic population (`intent`, `class`) or to recorded
  /// traces (all but `class`).
  public func applies(synthetic: Bool) -> Bool {
    synthetic ? (self == .intent || self == .class) : self != .class
  }

  /// The group of a recorded swipe: `key=value`.
  public func group(of swipe: Swipe) -> String {
    let value: String?
    switch self {
    case .intent: value = swipe.intent?.rawValue
    case .class: value = swipe.kind?.rawValue
    case .file: value = swipe.source.map { s in String(s.split(separator: "#").first ?? "") }
    case .label: value = swipe.source
    case .task: value = swipe.task
    case .device: value = swipe.device
    }
    return rawValue + "=" + (value ?? Self.none)
  }

  /// The group of a synthetic swipe of class `kind`.
  public func group(kind: SwipeKind) -> String {
    group(of: Swipe(samples: [], intent: kind.intent, kind: kind))
  }
}

extension SweepResults {
  /// The report with a breakdown: a leading `group` column, the overall rows (group `all`,
  /// these results) in grid order, then each group's rows in the order given.
  ///
  /// - Precondition: every group's results cover the same grid rows as these.
  public func csv(groups: [(name: String, results: SweepResults)]) -> String {
    var w = CSVWriter(header: [SweepBreakdown.column] + SweepSchema.header)
    for i in statistics.indices { w.appendRow([SweepBreakdown.overall] + fields(i)) }
    for g in groups {
      precondition(g.results.rows == rows, "a group covers the same grid rows")
      for i in g.results.statistics.indices { w.appendRow([g.name] + g.results.fields(i)) }
    }
    return w.text
  }
}
