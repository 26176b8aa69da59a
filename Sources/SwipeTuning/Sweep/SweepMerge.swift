import AnimationMath

/// Joins shard files (written with ``SweepResults/csv(sweepID:)``) into the report one machine
/// would have written for the whole grid, byte for byte.
///
/// Checks, each failure naming the file (and line): every file parses as CSV and has the shard
/// header; every row has the header's number of fields; all rows carry the same `sweep_id` and
/// `grid_rows`; `grid_row` is an integer in range; the policy and estimator are named and every
/// parameter and metric field is empty or a number (not NaN); the settings columns
/// (``SweepSettings``: objective, population, width, gate, tolerances, tool version) are valid
/// and the same in every row — shards run with different flags are refused even when their
/// numbers could agree; no row appears twice; no row is missing.
/// The files may be given in any order. Memory grows with the rows given, not with
/// `grid_rows`, so a damaged `grid_rows` cannot exhaust it. Population shards
/// (``PopulationShardSchema``, from `sweep --population-shard`) are recognised by their header
/// and merged by ``PopulationShardMerge``.
public enum SweepMerge {
  /// A shard file that cannot be merged.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file and line where there is one.
    public var description: String

    /// A failure of the whole set of shards.
    init(description: String) { self.description = description }

    /// A failure at a place in one file, in the one `file:line: message` form
    /// (``InputFileError``).
    init(_ file: String, _ line: Int?, _ message: String) {
      description = InputFileError(file: file, line: line, message: message).description
    }
  }

  /// The merged report and what went into it.
  public struct Result: Sendable {
    /// The whole report's CSV text.
    public var csv: String
    /// Number of data rows.
    public var rows: Int
    /// The sweep id shared by the shards.
    public var sweepID: String
  }

  /// Merges `files` (name for messages, CSV text).
  ///
  /// - Throws: ``Failure`` describing the first problem found.
  public static func merge(_ files: [(name: String, text: String)]) throws(Failure) -> Result {
    guard !files.isEmpty else { throw Failure(description: "no shard files given") }
    let header = SweepSchema.shardColumns + SweepSchema.header
    var sweepID: String?
    var total: Int?
    var settings = SweepSettingsReader()
    // Rows by grid row, and where each came from (for the duplicate message).
    var slots: [Int: (fields: [String], origin: String)] = [:]
    for file in files {
      let records: [CSVRecords.Record]
      do {
        records = try CSVRecords(parsing: file.text).records
      } catch {
        throw Failure(description: InputFileError(file: file.name, error).description)
      }
      guard let first = records.first else {
        throw Failure(file.name, nil, "empty file (expected a shard header)")
      }
      if first.fields == PopulationShardSchema.header {
        // Population shards (`sweep --population-shard`) merge row by row with their own rules.
        return try PopulationShardMerge.merge(files)
      }
      guard first.fields == header else {
        let reason =
          first.fields == SweepSchema.header
          ? "is a whole report, not a shard (write shards with --shard K/N)"
          : "does not have the shard header 'sweep_id,grid_row,grid_rows,policy,…'"
        throw Failure(file.name, first.line, reason)
      }
      for record in records.dropFirst() {
        let at = "\(file.name):\(record.line)"
        guard record.fields.count == header.count else {
          throw Failure(
            file.name, record.line, "\(record.fields.count) fields, expected \(header.count)")
        }
        let id = record.fields[0]
        guard let row = Int(record.fields[1]), let rows = Int(record.fields[2]), rows >= 0,
          row >= 0, row < rows
        else {
          throw Failure(
            file.name, record.line,
            "grid_row '\(record.fields[1])' of grid_rows '\(record.fields[2])' is not a row number"
          )
        }
        if sweepID == nil {
          sweepID = id
          total = rows
        }
        guard id == sweepID else {
          throw Failure(
            file.name, record.line,
            "sweep_id \(id) differs from \(sweepID ?? "") (shards of different sweeps)")
        }
        guard rows == total else {
          throw Failure(
            file.name, record.line, "grid_rows \(rows) differs from \(total ?? 0) in earlier shards"
          )
        }
        if let previous = slots[row] {
          throw Failure(
            file.name, record.line, "grid row \(row) also appears at \(previous.origin)")
        }
        let fields = Array(record.fields.dropFirst(3))
        if let bad = badField(fields) {
          throw Failure(
            file.name, record.line,
            "column '\(SweepSchema.header[bad])' value '\(fields[bad])': expected "
              + (bad < 2 ? "a name" : "a number or empty"))
        }
        do { try settings.read(fields[SweepSchema.settingsStart...], origin: at) } catch {
          switch error {
          case .invalid(let e):
            throw Failure(
              file.name, record.line, "column '\(e.field)' value '\(e.value)': \(e.reason)")
          case .differs(let column, let value, let expected, let origin):
            throw Failure(
              file.name, record.line,
              "column '\(column)' value '\(value)' differs from '\(expected)' at "
                + "\(origin) (shards run with different settings)")
          }
        }
        slots[row] = (fields, at)
      }
    }
    guard let sweepID, let total else {
      throw Failure(description: "the shard files hold no rows, so the grid size is unknown")
    }
    if slots.count < total {
      // Every given row is in 0..<total, so a missing one is found within slots.count + 1 steps.
      var missing = 0
      while slots[missing] != nil { missing += 1 }
      let end = (slots.keys.filter { $0 > missing }.min() ?? total) - 1
      let span = end == missing ? "row \(missing)" : "rows \(missing)–\(end)"
      throw Failure(
        description:
          "\(total - slots.count) of \(total) grid rows are missing (first: \(span)); "
          + "is a shard file left out?")
    }
    var w = CSVWriter(header: SweepSchema.header)
    for row in 0..<total { w.appendRow(slots[row]?.fields ?? []) }
    return Result(csv: w.text, rows: total, sweepID: sweepID)
  }

  /// The index of the first field of a report row that the sweep could not have written: an
  /// empty policy or estimator, or a parameter or metric that is neither empty nor a number
  /// (NaN included). Settings fields are compared between rows instead.
  static func badField(_ fields: [String]) -> Int? {
    if let i = fields.prefix(2).firstIndex(where: \.isEmpty) { return i }
    return fields.indices[2..<SweepSchema.settingsStart].first { i in
      let text = fields[i]
      guard !text.isEmpty else { return false }
      guard let v = Double(text) else { return true }
      return v.isNaN
    }
  }
}
