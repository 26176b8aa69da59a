import AnimationMath

/// A sweep report CSV (the output of `spring-tune sweep` or `merge`) read back: its rows and the
/// settings that produced them.
///
/// The columns are ``SweepSchema/header``; they may come in any order and extra columns are
/// ignored. The damping ratio and the response must be present and finite, in 0…1e6 and
/// 1e-6…1e6 s (so the chosen spring can be built and plotted); the policy parameters may be
/// empty, as the sweep leaves them where the row's policy does not use them, and are finite
/// otherwise. Metrics may be empty (rates that need intent are empty when the population has
/// none); `nan`/`inf` metrics count as missing. Rates must lie in 0…1, counts and durations must
/// be ≥ 0. Every row must carry the same settings (``SweepSettings``), `sweep_id` included: a
/// file that mixes sweeps (two reports concatenated, with or without the second header) is
/// refused naming the first line of the second. A report without a `sweep_id` column (written
/// before it existed) reads as one whose identity is unknown.
public struct SweepTable: Hashable, Sendable {
  /// One grid point.
  public struct Row: Hashable, Sendable {
    /// 1-based line of the record in the file.
    public var line: Int
    /// Completion policy preset name.
    public var policy: String
    /// Velocity estimator name.
    public var estimator: String
    /// Values of ``SweepSchema/parameterColumns``, in that order; nil where the policy does not
    /// use the parameter (empty in the file). The damping ratio and response are never nil.
    public var parameters: [Double?]
    /// Values of ``SweepSchema/metricColumns``, in that order; nil where empty or not finite.
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

  /// The rows in file order (at least one).
  public var rows: [Row]
  /// The settings every row was produced with.
  public var settings: SweepSettings

  /// Parses and validates sweep CSV text.
  ///
  /// - Throws: ``SweepTableError`` naming the line, and the column and value where there is one:
  ///   malformed CSV, an empty file, a missing or repeated column, a record with the wrong number
  ///   of fields, an empty or non-finite parameter, a metric that is not a number or is out of
  ///   range, a settings field that is invalid or differs from the first row's, or no data rows.
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
    let index: [String: Int]
    switch header.columnIndex() {
    case .success(let i): index = i
    case .failure(let repeated):
      throw SweepTableError(
        line: header.line, column: repeated.name, reason: "column appears twice")
    }
    // `sweep_id` came after the other settings columns; a report without it reads as one whose
    // identity is unknown.
    for column in SweepSchema.header where index[column] == nil && column != "sweep_id" {
      let old = SweepSchema.settingsColumns.contains(column)
      throw SweepTableError(
        line: header.line, column: column,
        reason: old
          ? "missing column (a report written before spring-tune 0.2 records no settings; "
            + "run the sweep again)"
          : "missing column")
    }
    var rows: [Row] = []
    var settings = SweepSettingsReader()
    for record in records.dropFirst() {
      guard record.fields != header.fields else {
        throw SweepTableError(
          line: record.line, reason: "a second header row (two reports concatenated?)")
      }
      guard record.fields.count == header.fields.count else {
        throw SweepTableError(
          line: record.line,
          reason: "expected \(header.fields.count) fields like the header, found "
            + "\(record.fields.count)")
      }
      func field(_ column: String) -> String {
        index[column].map { record.fields[$0].trimmingSpaces() } ?? ""
      }
      rows.append(try Self.row(record.line, field))
      do {
        try settings.read(SweepSchema.settingsColumns.map(field), origin: "line \(record.line)")
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
    }
    guard let first = settings.first else {
      throw SweepTableError(line: header.line, reason: "no data rows after the header")
    }
    self.rows = rows
    self.settings = first.settings
  }

  /// Creates a table from rows already in memory (no validation).
  public init(rows: [Row], settings: SweepSettings) {
    self.rows = rows
    self.settings = settings
  }

  private static func row(_ line: Int, _ field: (String) -> String) throws(SweepTableError) -> Row {
    let policy = field("policy")
    let estimator = field("estimator")
    for (column, value) in [("policy", policy), ("estimator", estimator)] where value.isEmpty {
      throw SweepTableError(line: line, column: column, value: value, reason: "must not be empty")
    }
    var parameters: [Double?] = []
    for parameter in SweepParameter.allCases {
      let column = parameter.column
      let text = field(column)
      let required = parameter == .dampingRatio || parameter == .response
      if text.isEmpty, !required {
        parameters.append(nil)
        continue
      }
      guard let v = Double(text), v.isFinite else {
        throw SweepTableError(
          line: line, column: column, value: text, reason: "expected a finite number")
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
    for metric in SweepMetric.allCases {
      let column = metric.column
      let text = field(column)
      if text.isEmpty {
        metrics.append(nil)
        continue
      }
      guard let v = Double(text) else {
        throw SweepTableError(
          line: line, column: column, value: text, reason: "expected a number or empty")
      }
      guard v.isFinite else {
        metrics.append(nil)
        continue
      }
      if metric.isRate, !(0...1).contains(v) {
        throw SweepTableError(
          line: line, column: column, value: text, reason: "a rate must lie in 0…1")
      }
      if v < 0 {
        throw SweepTableError(
          line: line, column: column, value: text, reason: "must not be negative")
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
    return Row(
      line: line, policy: policy, estimator: estimator, parameters: parameters, metrics: metrics)
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
