import AnimationMath

/// A sweep report CSV (the output of `spring-tune sweep`) read back for plotting.
///
/// The columns are fixed by the sweep (`Docs/SweepReport.md`): the swept parameters `policy, estimator,
/// damping_ratio, response, progress_threshold, velocity_threshold, projection_rate`, then the
/// metrics `swipes, completed, complete_rate, …, overshoot_p95_pt`. They may come in any order;
/// extra columns are ignored. The damping ratio and the response must be present and finite, in
/// 0…1e6 and 1e-6…1e6 s (so the chosen spring can be built and plotted); the policy parameters
/// (progress threshold, velocity threshold, projection rate) may be empty, as the sweep leaves
/// them where the row's policy does not use them, and are finite otherwise. Metrics may be empty
/// (rates that need intent are empty when the population has none); `nan`/`inf` metrics count as
/// missing. Rates must lie in 0…1, counts and durations must be ≥ 0.
public struct SweepTable: Hashable, Sendable {
  /// The two text parameters.
  public static let textColumns = ["policy", "estimator"]
  /// The numeric swept parameters, in report order.
  public static let parameterColumns = [
    "damping_ratio", "response", "progress_threshold", "velocity_threshold", "projection_rate",
  ]
  /// The parameters that may be empty (a policy that does not use them).
  public static let optionalParameterColumns: Set = [
    "progress_threshold", "velocity_threshold", "projection_rate",
  ]
  /// The metric columns, in report order.
  public static let metricColumns = [
    "swipes", "completed", "complete_rate", "feels_complete_rate", "feels_cancelled_rate",
    "intent_agreement", "false_complete_rate", "false_cancel_rate", "reversal_rate",
    "arrival_p50_s", "arrival_p95_s", "settle_p50_s", "settle_p95_s", "overshoot_p95_pt",
  ]
  /// Every required column, in report order.
  public static var columns: [String] { textColumns + parameterColumns + metricColumns }

  /// One grid point.
  public struct Row: Hashable, Sendable {
    /// 1-based line of the record in the file.
    public var line: Int
    /// Completion policy preset name.
    public var policy: String
    /// Velocity estimator name.
    public var estimator: String
    /// Values of ``SweepTable/parameterColumns``, in that order; nil where the policy does not
    /// use the parameter (empty in the file). The damping ratio and response are never nil.
    public var parameters: [Double?]
    /// Values of ``SweepTable/metricColumns``, in that order; nil where empty or not finite.
    public var metrics: [Double?]

    /// Creates a row from its fields (no validation).
    public init(
      line: Int, policy: String, estimator: String, parameters: [Double?], metrics: [Double?]
    ) {
      self.line = line
      self.policy = policy
      self.estimator = estimator
      self.parameters = parameters
      self.metrics = metrics
    }

    /// The value of a numeric column by name (parameter or metric); nil if empty or unknown.
    public func value(_ column: String) -> Double? {
      if let i = SweepTable.parameterColumns.firstIndex(of: column) { return parameters[i] }
      if let i = SweepTable.metricColumns.firstIndex(of: column) { return metrics[i] }
      return nil
    }
  }

  /// The rows in file order (at least one).
  public var rows: [Row]

  /// Parses and validates sweep CSV text.
  ///
  /// - Throws: ``SweepTableError`` naming the line, and the column and value where there is one:
  ///   malformed CSV, an empty file, a missing or repeated column, a record with the wrong number
  ///   of fields, an empty or non-finite parameter, a metric that is not a number or is out of
  ///   range, or no data rows.
  public init(parsing text: String) throws(SweepTableError) {
    let records: [CSVRecords.Record]
    do {
      records = try CSVRecords(parsing: text).records
    } catch {
      throw SweepTableError(line: error.line, reason: error.reason)
    }
    guard let header = records.first else {
      throw SweepTableError(line: 1, reason: "empty file, expected a header row")
    }
    var index: [String: Int] = [:]
    for (i, name) in header.fields.enumerated() {
      let key = name.trimmingSpaces()
      if index[key] != nil {
        throw SweepTableError(line: header.line, column: key, reason: "column appears twice")
      }
      index[key] = i
    }
    for column in Self.columns where index[column] == nil {
      throw SweepTableError(line: header.line, column: column, reason: "missing column")
    }
    var rows: [Row] = []
    for record in records.dropFirst() {
      rows.append(try Self.row(record, index: index, width: header.fields.count))
    }
    guard !rows.isEmpty else {
      throw SweepTableError(line: header.line, reason: "no data rows after the header")
    }
    self.rows = rows
  }

  /// Creates a table from rows already in memory (no validation).
  public init(rows: [Row]) {
    self.rows = rows
  }

  private static func row(_ r: CSVRecords.Record, index: [String: Int], width: Int)
    throws(SweepTableError) -> Row
  {
    guard r.fields.count == width else {
      throw SweepTableError(
        line: r.line, reason: "expected \(width) fields like the header, found \(r.fields.count)")
    }
    func field(_ column: String) -> String {
      guard let i = index[column] else { return "" }
      return r.fields[i].trimmingSpaces()
    }
    let policy = field("policy")
    let estimator = field("estimator")
    for (column, value) in [("policy", policy), ("estimator", estimator)] where value.isEmpty {
      throw SweepTableError(line: r.line, column: column, value: value, reason: "must not be empty")
    }
    var parameters: [Double?] = []
    for column in parameterColumns {
      let text = field(column)
      if text.isEmpty, optionalParameterColumns.contains(column) {
        parameters.append(nil)
        continue
      }
      guard let v = Double(text), v.isFinite else {
        throw SweepTableError(
          line: r.line, column: column, value: text, reason: "expected a finite number")
      }
      if column == "damping_ratio", !(0...1e6).contains(v) {
        throw SweepTableError(
          line: r.line, column: column, value: text, reason: "a damping ratio must lie in 0…1e6")
      }
      if column == "response", !(1e-6...1e6).contains(v) {
        throw SweepTableError(
          line: r.line, column: column, value: text, reason: "a response must lie in 1e-6…1e6 s")
      }
      parameters.append(v)
    }
    var metrics: [Double?] = []
    for column in metricColumns {
      let text = field(column)
      if text.isEmpty {
        metrics.append(nil)
        continue
      }
      guard let v = Double(text) else {
        throw SweepTableError(
          line: r.line, column: column, value: text, reason: "expected a number or empty")
      }
      guard v.isFinite else {
        metrics.append(nil)
        continue
      }
      let isRate = column.hasSuffix("_rate") || column == "intent_agreement"
      if isRate, !(0...1).contains(v) {
        throw SweepTableError(
          line: r.line, column: column, value: text, reason: "a rate must lie in 0…1")
      }
      if v < 0 {
        throw SweepTableError(
          line: r.line, column: column, value: text, reason: "must not be negative")
      }
      metrics.append(v)
    }
    return Row(
      line: r.line, policy: policy, estimator: estimator, parameters: parameters, metrics: metrics)
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

  /// `line N: column 'c' value 'v': reason` (parts present only when known).
  public var description: String {
    var s = "line \(line): "
    if let column { s += "column '\(column)'" + (value == nil ? ": " : " ") }
    if let value { s += "value '\(value)': " }
    return s + reason
  }
}
