import AnimationMath
import TextFormats

/// A sweep report CSV (the output of `spring-tune sweep` or `merge`) read back: its rows and the
/// settings that produced them.
///
/// The columns are ``SweepSchema/header``; they may come in any order and extra columns are
/// ignored. The damping ratio and the response must be present and finite, in 0…1e6 and
/// 1e-6…1e6 s (so the chosen spring can be built and plotted), except in rows whose hand-off
/// style carries its own motion (`uikit-spring`, `curve`, `timeline`: empty there); a report
/// without a `handoff` column (written before hand-off styles) reads as `spring-velocity`
/// everywhere; the policy parameters may be
/// empty, as the sweep leaves them where the row's policy does not use them, and are finite
/// otherwise. Metrics may be empty (rates that need intent are empty when the population has
/// none); `nan`/`inf` metrics count as missing. Rates must lie in 0…1, counts and durations must
/// be ≥ 0. Every row must carry the same settings (``SweepSettings``), `sweep_id` included: a
/// file that mixes sweeps (two reports concatenated, with or without the second header) is
/// refused naming the first line of the second. A report without a `sweep_id` column (written
/// before it existed) reads as one whose identity is unknown. A report with a `group` column
/// (`sweep --by`, ``SweepBreakdown``) keeps its overall rows (group `all` or empty) in ``rows``
/// and its groups' rows, checked the same way, in ``groupRows``.
public struct SweepTable: Hashable, Sendable {
  /// One grid point.
  public struct Row: Hashable, Sendable {
    /// 1-based line of the record in the file.
    public var line: Int
    /// Completion policy preset name.
    public var policy: String
    /// Velocity estimator name.
    public var estimator: String
    /// Hand-off style (the `handoff` column, ``HandoffStyle/description``).
    public var handoff: String
    /// Values of ``SweepSchema/parameterColumns``, in that order; nil where the policy does not
    /// use the parameter (empty in the file). The damping ratio and response are nil only where
    /// the hand-off style does not use the swept spring.
    public var parameters: [Double?]
    /// Values of ``SweepSchema/metricColumns``, in that order; nil where empty or not finite.
    public var metrics: [Double?]
    /// Values of ``SweepSchema/intervalColumns``, in that order; nil where empty, not finite or
    /// absent (a report written before the interval columns existed); empty when not read.
    public var intervals: [Double?]
    /// The `group` field of a `sweep --by` report (`task=peek`), or empty for an overall row.
    public var group: String

    /// Creates a row from its fields (no validation).
    public init(
      line: Int, policy: String, estimator: String, parameters: [Double?], metrics: [Double?],
      intervals: [Double?] = [],
      group: String = "", handoff: String = "spring-velocity"
    ) {
      self.handoff = handoff
      self.group = group
      self.line = line
      self.policy = policy
      self.estimator = estimator
      self.parameters = parameters
      self.metrics = metrics
      self.intervals = intervals
    }

    /// The `plateau` column: true or false, nil where empty or absent.
    public var plateau: Bool?
    /// The `spring_plateau` column: true on stage 2's spring plateau, nil where empty or absent.
    public var springPlateau: Bool?
    /// The `recommended` column: true on the one recommended row, nil where empty or absent.
    public var recommended: Bool?

    /// The 95 % interval of `metric` (its `_lo`/`_hi` columns); nil for a metric without
    /// interval columns or a row without them.
    public func interval(_ metric: SweepMetric) -> SweepInterval? {
      guard let j = SweepSchema.intervalMetrics.firstIndex(of: metric),
        2 * j + 1 < intervals.count
      else { return nil }
      return SweepInterval(lower: intervals[2 * j], upper: intervals[2 * j + 1])
    }

    /// Whether the row is one of the overall rows (not a ``SweepBreakdown`` group's).
    public var isOverall: Bool { group.isEmpty || group == SweepBreakdown.overall }

    /// The value of a swept parameter; nil where the row's policy does not use it.
    public func value(_ parameter: SweepParameter) -> Double? {
      SweepParameter.allCases.firstIndex(of: parameter).flatMap { parameters[$0] }
    }

    /// The value of a metric; nil where it is undefined.
    public func value(_ metric: SweepMetric) -> Double? {
      SweepMetric.allCases.firstIndex(of: metric).flatMap { metrics[$0] }
    }

    /// The value of a numeric column by name (parameter or metric); nil if empty or unknown.
    public func value(_ column: String) -> Double? {
      if let p = SweepParameter(rawValue: column) { return value(p) }
      if let m = SweepMetric(rawValue: column) { return value(m) }
      return nil
    }
  }

  /// The overall rows in file order (at least one).
  public var rows: [Row]
  /// The rows of a `sweep --by` breakdown's groups, in file order (empty without one).
  public var groupRows: [Row] = []
  /// The settings every row was produced with.
  public var settings: SweepSettings

  /// Parses and validates sweep CSV text.
  ///
  /// - Throws: ``SweepTableError`` naming the line, and the column and value where there is one:
  ///   malformed CSV, an empty file, a missing or repeated column, a record with the wrong number
  ///   of fields, an empty or non-finite parameter, a metric that is not a number or is out of
  ///   range, a settings field that is invalid or differs from the first row's, or no data rows.
  public init(parsing text: String) throws(SweepTableError) {
    var stream = CSVParser()
    var reader: Reader?
    var rows: [Row] = []
    var groupRows: [Row] = []
    func take(_ record: CSVRecords.Record) throws(SweepTableError) {
      guard var r = reader else {
        reader = try Reader(header: record)
        return
      }
      let row = try r.row(record)
      if row.isOverall { rows.append(row) } else { groupRows.append(row) }
      reader = r
    }
    do {
      for b in text.utf8 {
        if let record = try stream.push(b) { try take(record) }
      }
      if let record = try stream.finish() { try take(record) }
    } catch let error as CSVSyntaxError {
      throw SweepTableError(line: error.line, reason: error.reason)
    } catch let error as SweepTableError {
      throw error
    } catch {
      preconditionFailure("unexpected error \(error)")
    }
    guard let reader else {
      throw SweepTableError(line: 1, reason: "empty file, expected a header row")
    }
    self.rows = rows
    self.groupRows = groupRows
    settings = try reader.settings()
    guard !rows.isEmpty else {
      throw SweepTableError(
        line: groupRows.first?.line ?? 1,
        reason: "no overall rows (group 'all'), only the rows of a breakdown's groups")
    }
  }

  /// Reads a sweep report one record at a time, with the checks of ``SweepTable/init(parsing:)``:
  /// the header first, then each row as it comes, so a caller can read a file of any size in
  /// bounded memory (``SweepTableDigest``).
  public struct Reader: Sendable {
    /// Reads `record` of a report read record by record: the first creates `reader` from the
    /// header and gives nil, each later one is a data row. The one loop step of the streaming
    /// readers (``SweepTableDigest``, the plateau pass's best-row finder).
    ///
    /// - Throws: ``SweepTableError`` as ``SweepTable/init(parsing:)`` would for the record.
    public static func next(_ record: CSVRecords.Record, reader: inout Reader?)
      throws(SweepTableError) -> Row?
    {
      guard var r = reader else {
        reader = try Reader(header: record)
        return nil
      }
      let row = try r.row(record)
      reader = r
      return row
    }

    private let headerLine: Int
    /// The header's fields, to refuse a second header (two reports concatenated).
    private let headerFields: [String]
    private let fieldCount: Int
    /// The position of each ``SweepSchema/header`` column in the file; nil for a `sweep_id`
    /// column the file lacks (a report of spring-tune 0.2.0 before the column existed reads as
    /// one whose identity is unknown) or interval columns it lacks (read as unknown).
    private let positions: [Int?]
    /// The position of the `group` column (``SweepBreakdown``), if the file has one.
    private let groupPosition: Int?
    private var settingsReader = SweepSettingsReader()

    /// Starts reading after `header`.
    ///
    /// - Throws: ``SweepTableError`` for a repeated or missing column.
    public init(header: CSVRecords.Record) throws(SweepTableError) {
      let index: [String: Int]
      switch header.columnIndex() {
      case .success(let i): index = i
      case .failure(let repeated):
        throw SweepTableError(
          line: header.line, column: repeated.name, reason: "column appears twice")
      }
      var positions: [Int?] = []
      for column in SweepSchema.header {
        guard let i = index[column] else {
          // Columns added after reports existed read as unknown when absent: the identity,
          // the costs, the platform, the plateau, the hand-off style (spring-velocity) and the feel v2
          // metrics.
          if column == "sweep_id" || column == "costs" || column == "plateau"
            || column == "platform" || column == "feel_model"
            || column == "handoff"
            || SweepSchema.intervalColumns.contains(column)
            || SweepTable.feelV2Columns.contains(column)
            || SweepTable.feelV3Columns.contains(column)
            || SweepTable.feelV4Columns.contains(column)
          {
            positions.append(nil)
            continue
          }
          let old = SweepSchema.settingsColumns.contains(column)
          throw SweepTableError(
            line: header.line, column: column,
            reason: old
              ? "missing column (a report written before spring-tune 0.2 records no settings; "
                + "run the sweep again)"
              : "missing column")
        }
        positions.append(i)
      }
      groupPosition = index[SweepBreakdown.column]
      headerLine = header.line
      headerFields = header.fields
      fieldCount = header.fields.count
      self.positions = positions
    }

    /// The settings of the rows read so far (those of the first row); nil before any row.
    public var firstSettings: SweepSettings? { settingsReader.first?.settings }

    /// Reads and checks the next data record.
    ///
    /// - Throws: ``SweepTableError`` naming the line, column and value; a second header row
    ///   (two reports concatenated) is refused.
    public mutating func row(_ record: CSVRecords.Record) throws(SweepTableError) -> Row {
      guard record.fields != headerFields else {
        throw SweepTableError(
          line: record.line, reason: "a second header row (two reports concatenated?)")
      }
      guard record.fields.count == fieldCount else {
        throw SweepTableError(
          line: record.line,
          reason: "expected \(fieldCount) fields like the header, found \(record.fields.count)")
      }
      let positions = positions
      let fields = record.fields
      func field(_ i: Int) -> String { positions[i].map { fields[$0].trimmingSpaces() } ?? "" }
      var row = try SweepTable.row(record.line, field)
      row.group = groupPosition.map { fields[$0].trimmingSpaces() } ?? ""
      do {
        try settingsReader.read(
          SweepSchema.header.indices[SweepSchema.settingsStart...].lazy.map(field),
          origin: "line \(record.line)")
      } catch {
        switch error {
        case .invalid(let e):
          throw SweepTableError(
            line: record.line, column: e.field, value: e.value, reason: e.reason)
        case .differs(let column, let value, let expected, let origin):
          throw SweepTableError(
            line: record.line, column: column, value: value,
            reason: "differs from '\(expected)' at \(origin) (rows of different sweeps)")
        }
      }
      return row
    }

    /// Whether `record` is an overall row (its `group` field is `all` or empty, or the file has
    /// no `group` column), without the other checks of ``row(_:)``.
    public func isOverall(_ record: CSVRecords.Record) -> Bool {
      guard let g = groupPosition, record.fields.count == fieldCount else { return true }
      let text = record.fields[g].trimmingSpaces()
      return text.isEmpty || text == SweepBreakdown.overall
    }

    /// Whether `record` names `policy` and `estimator` (compared as text, without the other
    /// checks of ``row(_:)``).
    public func isRow(_ record: CSVRecords.Record, policy: String, estimator: String) -> Bool {
      guard record.fields.count == fieldCount else { return true }
      guard let p = positions[0], let e = positions[1] else { return true }
      return record.fields[p].trimmingSpaces() == policy
        && record.fields[e].trimmingSpaces() == estimator
    }

    /// The settings every row was read with.
    ///
    /// - Throws: ``SweepTableError`` when no data row was read.
    public func settings() throws(SweepTableError) -> SweepSettings {
      guard let first = settingsReader.first else {
        throw SweepTableError(line: headerLine, reason: "no data rows after the header")
      }
      return first.settings
    }
  }

  /// The hand-off metric columns of issue 14, which a report written before them lacks.
  static let feelV2Columns: Set<String> = [
    "handoff_jump_p50", "handoff_jump_p95", "overshoot_complete_p95_pt", "overshoot_cancel_p95_pt",
    "feel_score",
  ]
  /// The columns feel v3 added (spring-tune 0.3): the feel-bound rates, the feel v2 rate, the
  /// new bounds' settings and the `recommended` verdict. A report without them was judged by
  /// arrival and reversal alone, as if the new bounds were off (their settings read as `inf`).
  static let feelV3Columns: Set<String> = Set(
    [
      SweepMetric.feelsCompleteV2Rate, .lateArrivalRate, .visibleOvershootRate, .ringingRate,
      .lateSettleRate, .visibleJumpRate,
    ].flatMap { [$0.column] + $0.intervalColumns }
      + SweepSettings.feelV3BoundColumns + ["spring_plateau", "recommended"])

  /// The columns feel v4 added: `abrupt_rate` and the abruptness bounds' settings. A report
  /// without them was judged without abruptness (feel v3: `abrupt_ratio` reads as `inf`).
  static let feelV4Columns: Set<String> = Set(
    SweepMetric.abruptRate.intervalColumns + [SweepMetric.abruptRate.column]
      + SweepSettings.feelV4BoundColumns)

  /// Creates a table from rows already in memory (no validation).
  public init(rows: [Row], settings: SweepSettings) {
    self.rows = rows
    self.settings = settings
  }

  /// A metric or interval field: nil when empty or not finite (`nan`, `inf`: no value), else a
  /// number ≥ 0, at most 1 for a rate.
  private static func measure(_ text: String, isRate: Bool, line: Int, column: String)
    throws(SweepTableError) -> Double?
  {
    if text.isEmpty { return nil }
    guard let v = Double(text) else {
      throw SweepTableError(
        line: line, column: column, value: text,
        reason: "expected a number or empty"
          + (NumberText.decimalCommaHint(text).map { " (\($0))" } ?? ""))
    }
    guard v.isFinite else { return nil }
    if isRate, !(0...1).contains(v) {
      throw SweepTableError(
        line: line, column: column, value: text, reason: "a rate must lie in 0…1")
    }
    if v < 0 {
      throw SweepTableError(
        line: line, column: column, value: text, reason: "must not be negative")
    }
    return v
  }

  /// A row from its fields; `fieldAt(i)` is the field of column `SweepSchema.header[i]`.
  private static func row(_ line: Int, _ fieldAt: (Int) -> String) throws(SweepTableError) -> Row {
    let parameterStart = SweepSchema.textColumns.count
    let metricStart = parameterStart + SweepSchema.parameterColumns.count
    let policy = fieldAt(0)
    let estimator = fieldAt(1)
    // A report without the column (before hand-off styles) has the one style it had then.
    let handoffText = fieldAt(2)
    let handoff = handoffText.isEmpty ? HandoffStyle.springVelocity.description : handoffText
    for (column, value) in [("policy", policy), ("estimator", estimator)] where value.isEmpty {
      throw SweepTableError(line: line, column: column, value: value, reason: "must not be empty")
    }
    let usesSpring = handoff == "spring-velocity" || handoff == "spring-rest"
    var parameters: [Double?] = []
    for (p, parameter) in SweepParameter.allCases.enumerated() {
      let column = parameter.column
      let text = fieldAt(parameterStart + p)
      let required = usesSpring && (parameter == .dampingRatio || parameter == .response)
      if text.isEmpty, !required {
        parameters.append(nil)
        continue
      }
      guard let v = Double(text), v.isFinite else {
        throw SweepTableError(
          line: line, column: column, value: text,
          reason: "expected a finite number"
            + (NumberText.decimalCommaHint(text).map { " (\($0))" } ?? ""))
      }
      if parameter == .dampingRatio, !(0...1e6).contains(v) {
        throw SweepTableError(
          line: line, column: column, value: text, reason: "a damping ratio must lie in 0…1e6")
      }
      if parameter == .response, !(1e-6...1e6).contains(v) {
        throw SweepTableError(
          line: line, column: column, value: text, reason: "a response must lie in 1e-6…1e6 s")
      }
      parameters.append(v)
    }
    var metrics: [Double?] = []
    for (m, metric) in SweepMetric.allCases.enumerated() {
      let column = metric.column
      let text = fieldAt(metricStart + m)
      guard let v = try measure(text, isRate: metric.isRate, line: line, column: column) else {
        metrics.append(nil)
        continue
      }
      // Counts are whole numbers that Int holds exactly (a report's 1e308 swipes trapped the
      // HTML report's Int conversion).
      if metric == .swipes || metric == .completed, !(v == v.rounded() && v <= 0x1p53) {
        throw SweepTableError(
          line: line, column: column, value: text,
          reason: "a count must be a whole number up to 9007199254740992")
      }
      metrics.append(v)
    }
    let intervalStart = metricStart + SweepSchema.metricColumns.count
    var intervals: [Double?] = []
    for (j, column) in SweepSchema.intervalColumns.enumerated() {
      let text = fieldAt(intervalStart + j)
      let isRate = SweepSchema.intervalMetrics[j / 2].isRate
      intervals.append(try measure(text, isRate: isRate, line: line, column: column))
    }
    var row = Row(
      line: line, policy: policy, estimator: estimator, parameters: parameters, metrics: metrics,
      intervals: intervals, handoff: handoff)
    // The verdicts: 1, 0 or empty.
    func verdict(_ offset: Int) throws(SweepTableError) -> Bool? {
      let text = fieldAt(intervalStart + SweepSchema.intervalColumns.count + offset)
      switch text {
      case "": return nil
      case "1": return true
      case "0": return false
      default:
        throw SweepTableError(
          line: line, column: SweepSchema.verdictColumns[offset], value: text,
          reason: "expected 1, 0 or empty")
      }
    }
    row.plateau = try verdict(0)
    row.springPlateau = try verdict(1)
    row.recommended = try verdict(2)
    return row
  }
}

/// A sweep CSV that cannot be used: where, which column and value, and why.
public struct SweepTableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line in the file.
  public var line: Int
  /// The column, when the problem is in one field.
  public var column: String?
  /// The offending text, when there is one.
  public var value: String?
  /// What is wrong.
  public var reason: String

  /// Creates an error.
  public init(line: Int, column: String? = nil, value: String? = nil, reason: String) {
    self.line = line
    self.column = column
    self.value = value
    self.reason = reason
  }

  /// `column 'c' value 'v': reason` (parts present only when known), without the line.
  public var message: String {
    var s = ""
    if let column { s += "column '\(column)'" + (value == nil ? ": " : " ") }
    if let value { s += "value '\(value)': " }
    return s + reason
  }

  /// `line N: column 'c' value 'v': reason` (parts present only when known).
  public var description: String { "line \(line): " + message }
}

extension InputFileError {
  /// A sweep report in `file` that cannot be used, in the one `file:line: message` form.
  public init(file: String, _ error: SweepTableError) {
    self.init(file: file, line: error.line, message: error.message)
  }
}
