import AnimationMath

/// Joins shard files (written with ``SweepResults/csv(sweepID:)``) into the report one machine
/// would have written for the whole grid, byte for byte.
///
/// Checks, each failure naming the file (and line): every file parses as CSV and has the shard
/// header; every row has the header's number of fields; all rows carry the same `sweep_id` and
/// `grid_rows`; `grid_row` is an integer in range; no row appears twice; no row is missing.
/// The files may be given in any order.
public enum SweepMerge {
  /// A shard file that cannot be merged.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file and line where there is one.
    public var description: String
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
    let header = SweepResults.shardColumns + SweepResults.header
    var sweepID: String?
    var total: Int?
    var slots: [[String]?] = []
    var origin: [String] = []
    for file in files {
      let records: [CSVRecords.Record]
      do {
        records = try CSVRecords(parsing: file.text).records
      } catch {
        throw Failure(description: "\(file.name):\(error.line): \(error.reason)")
      }
      guard let first = records.first else {
        throw Failure(description: "\(file.name): empty file (expected a shard header)")
      }
      guard first.fields == header else {
        let reason =
          first.fields == SweepResults.header
          ? "is a whole report, not a shard (write shards with --shard K/N)"
          : "does not have the shard header 'sweep_id,grid_row,grid_rows,policy,…'"
        throw Failure(description: "\(file.name):\(first.line): \(reason)")
      }
      for record in records.dropFirst() {
        let at = "\(file.name):\(record.line)"
        guard record.fields.count == header.count else {
          throw Failure(
            description: "\(at): \(record.fields.count) fields, expected \(header.count)")
        }
        let id = record.fields[0]
        guard let row = Int(record.fields[1]), let rows = Int(record.fields[2]), rows >= 0,
          row >= 0, row < rows
        else {
          throw Failure(
            description:
              "\(at): grid_row '\(record.fields[1])' of grid_rows '\(record.fields[2])' is not a row number"
          )
        }
        if sweepID == nil {
          sweepID = id
          total = rows
          slots = Array(repeating: nil, count: rows)
          origin = Array(repeating: "", count: rows)
        }
        guard id == sweepID else {
          throw Failure(
            description:
              "\(at): sweep_id \(id) differs from \(sweepID ?? "") (shards of different sweeps)")
        }
        guard rows == total else {
          throw Failure(
            description: "\(at): grid_rows \(rows) differs from \(total ?? 0) in earlier shards")
        }
        guard slots[row] == nil else {
          throw Failure(description: "\(at): grid row \(row) also appears at \(origin[row])")
        }
        slots[row] = Array(record.fields.dropFirst(3))
        origin[row] = at
      }
    }
    guard let sweepID else {
      throw Failure(description: "the shard files hold no rows, so the grid size is unknown")
    }
    if let missing = slots.firstIndex(where: { $0 == nil }) {
      var end = missing
      while end + 1 < slots.count && slots[end + 1] == nil { end += 1 }
      let count = slots.count { $0 == nil }
      let span = end == missing ? "row \(missing)" : "rows \(missing)–\(end)"
      throw Failure(
        description:
          "\(count) of \(slots.count) grid rows are missing (first: \(span)); is a shard file left out?"
      )
    }
    var w = CSVWriter(header: SweepResults.header)
    for fields in slots { w.appendRow(fields ?? []) }
    return Result(csv: w.text, rows: slots.count, sweepID: sweepID)
  }
}
