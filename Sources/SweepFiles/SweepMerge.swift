import AnimationMath
import SwipeTuning
import TextFormats

/// Joins shard files (written with ``SweepResults/csv(shard:)``) into the report one
/// machine would have written for the whole grid, byte for byte, streaming: memory is bounded by
/// the number of files and the longest row, never by the number of rows.
///
/// It works in two passes. The first reads each file's header and first row: every file has the
/// shard header, all carry the same `sweep_id` (the identity of the sweep, tool version
/// included), the same `grid_rows` and the same shard count N, every shard `K/N` that holds rows
/// is given exactly once (the missing and repeated ones are named), and files without rows are
/// skipped. The second streams the files in shard order, one record at a time, and checks every
/// row: the header's number of fields; the file's `sweep_id` and `shard`; `grid_row` is the next
/// row of the shard (so swapped, repeated, missing or concatenated rows are refused); the
/// `row_check` (``SweepRowCheck``) matches the row, so an edited metric, parameter or setting
/// is refused; the policy and estimator are named and every parameter and metric is empty or a
/// finite number in the shortest form the sweep writes (`1e999`, `nan`, `0.50` are refused, and
/// `inf` outside the time columns, where an undamped spring's settle time is infinite);
/// the settings columns (``SweepSettings``) are valid and the same in every row; and the shard
/// ends at its last row. Each failure names the file and line.
///
/// Population shards (`sweep --population-shard K/N`, ``PopulationShardSchema``, of any grid
/// shards) are recognised by their header and merged grid row by grid row, streaming too, into
/// the report of the whole population (``PopulationShardSchema/mergedHeader``; see
/// `Docs/PopulationShards.md`).
public enum SweepMerge {
  /// A shard file that cannot be merged.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file and line where there is one.
    public var description: String

    /// A failure of the whole set of shards.
    init(description: String) { self.description = description }

    /// A failure at a place in one file, in the one `file:line: message` form
    /// (`InputFileError`).
    init(_ file: String, _ line: Int?, _ message: String) {
      description = InputFileError(file: file, line: line, message: message).description
    }
  }

  /// One shard file to merge.
  public enum Input: Sendable {
    /// A file on disk, read as it is merged.
    case file(path: String)
    /// Text in memory, with the name messages use.
    case text(name: String, String)

    /// The name messages use.
    public var name: String {
      switch self {
      case .file(let path): path
      case .text(let name, _): name
      }
    }

    func open(maximumRecordBytes: Int = CSVRecordStream.maximumRecordBytes) throws(Failure)
      -> CSVRecordStream
    {
      switch self {
      case .text(_, let text):
        return CSVRecordStream(text: text, maximumRecordBytes: maximumRecordBytes)
      case .file(let path):
        do { return try CSVRecordStream(path: path, maximumRecordBytes: maximumRecordBytes) } catch
        {
          throw Failure(path, nil, (error.isUnreadable ? "cannot read: " : "") + error.message)
        }
      }
    }
  }

  /// What went into a merged report.
  public struct Summary: Sendable {
    /// Number of data rows.
    public var rows: Int
    /// The sweep id shared by the shards.
    public var sweepID: String
    /// The shard count N.
    public var shards: Int
    /// The files given (those without rows included).
    public var files: Int
    /// Whether the merge filled the `plateau` column from plateau pass files
    /// (`sweep --plateau-of`); false for a merge of shards, whose plateau column is empty.
    public var filledPlateau = false
  }

  /// The merged report in memory and what went into it.
  public struct Result: Sendable {
    /// The whole report's CSV text.
    public var csv: String
    /// Number of data rows.
    public var rows: Int
    /// The sweep id shared by the shards.
    public var sweepID: String
  }

  /// Merges shard texts (name for messages, CSV text) into the report's text.
  ///
  /// - Throws: ``Failure`` describing the first problem found.
  public static func merge(_ files: [(name: String, text: String)]) throws(Failure) -> Result {
    var csv = ""
    let summary = try merge(files.map { .text(name: $0.name, $0.text) }) { csv += $0 }
    return Result(csv: csv, rows: summary.rows, sweepID: summary.sweepID)
  }

  /// Merges `inputs`, handing the report's text to `write` in order, whole lines at a time
  /// (header first; a grid shard's rows in blocks of about 1 MiB).
  /// Nothing is written before the first pass has checked the set of shards; a failure in the
  /// second pass comes after some lines were written, so write to a temporary file and keep it
  /// only when this returns.
  ///
  /// - Throws: ``Failure`` describing the first problem found.
  public static func merge(_ inputs: [Input], write: (String) -> Void) throws(Failure) -> Summary {
    for input in inputs {
      if try isPlateauShard(input) { return try mergePlateau(inputs, write: write) }
    }
    for input in inputs {
      if try isPopulationShard(input) { return try mergePopulation(inputs, write: write) }
    }
    let plan = try MergePlan(inputs)
    write(line(SweepSchema.header))
    var settings = SweepSettingsReader()
    var known: [UInt8]?
    for piece in plan.pieces {
      try stream(piece, plan: plan, settings: &settings, known: &known, write: write)
    }
    return Summary(
      rows: plan.gridRows, sweepID: plan.sweepID, shards: plan.shardCount, files: inputs.count)
  }

  /// Verifies grid shard files on their own, as ``merge(_:write:)`` verifies them, without
  /// needing the others: one sweep, each file's rows exactly its shard's, in order, every
  /// `row_check` right. A scheduler's rerun keeps a file that passes and recomputes one that
  /// does not (`spring-tune merge --check`).
  ///
  /// - Throws: ``Failure`` naming the file and line of the first problem, or a plateau pass or
  ///   population shard file (their rows are checked by the merge that joins them).
  public static func check(_ inputs: [Input]) throws(Failure) -> Summary {
    for input in inputs {
      let plateau = try isPlateauShard(input)
      guard !plateau, !(try isPopulationShard(input)) else {
        throw Failure(
          input.name, nil,
          "a plateau pass or population shard file; only grid shard files are checked alone")
      }
    }
    let plan = try MergePlan(inputs, complete: false)
    var settings = SweepSettingsReader()
    var known: [UInt8]?
    var rows = 0
    for piece in plan.pieces {
      try stream(piece, plan: plan, settings: &settings, known: &known) { _ in }
      rows += piece.shard.rows(of: plan.gridRows).count
    }
    return Summary(rows: rows, sweepID: plan.sweepID, shards: plan.shardCount, files: inputs.count)
  }

  /// Streams the rows of one shard file, checking each, and writes their report fields in
  /// blocks of about 1 MiB. A plain row (no quotes) is checked on its bytes
  /// (``FastRowCheck``); any other row, and one the byte check does not accept, by the full
  /// check (``rowProblem(_:plan:piece:next:settings:origin:)``). `known` carries the settings
  /// bytes the full check accepted from one file to the next.
  ///
  /// This is where one shard's rows become report rows (a shard split further by population
  /// combines its files' aligned rows in `mergePopulation`).
  private static func stream(
    _ piece: MergePlan.Piece, plan: MergePlan, settings: inout SweepSettingsReader,
    known: inout [UInt8]?, write: (String) -> Void
  ) throws(Failure) {
    let name = piece.input.name
    let records = try piece.input.open()
    let width = SweepSchema.shardColumns.count + SweepSchema.header.count
    let expected = piece.shard.rows(of: plan.gridRows)
    var next = expected.lowerBound
    var lastLine = 1
    var fast = FastRowCheck(shard: piece.shard, gridRows: plan.gridRows, sweepID: plan.sweepID)
    fast.settings = known
    defer { known = fast.settings }
    var out: [UInt8] = []
    out.reserveCapacity(1 << 20 + 4096)
    func flush() {
      guard !out.isEmpty else { return }
      write(String(decoding: out, as: UTF8.self))
      out.removeAll(keepingCapacity: true)
    }
    func fail(_ line: Int?, _ message: String) -> Failure { Failure(name, line, message) }
    do throws(CSVRecordStream.Problem) {
      _ = try records.next()  // the header, checked by the plan
      while let raw = try records.nextRaw() {
        let record: CSVRecordStream.Record
        switch raw {
        case .plain(let line, let bytes):
          lastLine = line
          let start = bytes.withUnsafeBufferPointer { fast.reportStart($0, next: next) }
          if let start {
            out.append(contentsOf: bytes[start...])
            out.append(UInt8(ascii: "\n"))
            if out.count >= 1 << 20 { flush() }
            next += 1
            continue
          }
          record = CSVRecordStream.record(plain: bytes, line: line)
        case .record(let r):
          record = r
        }
        flush()
        lastLine = record.line
        let f = record.fields
        guard f != SweepSchema.shardColumns + SweepSchema.header else {
          throw CSVRecordStream.Problem(
            line: record.line, message: "a second header row (two files concatenated?)")
        }
        guard f.count == width else {
          throw CSVRecordStream.Problem(
            line: record.line, message: "\(f.count) fields, expected \(width)")
        }
        if let problem = rowProblem(
          f, plan: plan, piece: piece, next: next, settings: &settings,
          origin: "\(name):\(record.line)")
        {
          throw CSVRecordStream.Problem(line: record.line, message: problem)
        }
        if fast.settings == nil, let text = record.plainText { fast.learnSettings(text) }
        write(reportLine(record))
        next += 1
      }
    } catch { throw fail(error.line, error.message) }
    flush()
    guard next == expected.upperBound else {
      throw fail(
        lastLine,
        "the file ends at grid row \(next - 1) but shard \(piece.shard.text) holds grid rows "
          + "\(expected.lowerBound)–\(expected.upperBound - 1) (a truncated file?)")
    }
  }

  /// Why the shard-file row `f` (full width) cannot be the next row of `piece`, or nil.
  private static func rowProblem(
    _ f: [String], plan: MergePlan, piece: MergePlan.Piece, next: Int,
    settings: inout SweepSettingsReader, origin: String
  ) -> String? {
    let shardWidth = SweepSchema.shardColumns.count
    let id = f[f.count - 1]
    if id != plan.sweepID {
      return "sweep_id \(id) differs from \(plan.sweepID) (shards of different sweeps)"
    }
    if f[0] != piece.shard.text {
      return "shard \(f[0]) differs from \(piece.shard.text) in the file's first row"
    }
    if f[2] != String(plan.gridRows) {
      return "grid_rows \(f[2]) differs from \(plan.gridRows) in the file's first row"
    }
    guard f[1] == String(next) else {
      return "grid_row '\(f[1])' where grid row \(next) comes next (rows swapped, repeated, "
        + "missing or from another file)"
    }
    let fields = f[shardWidth...]
    func badMessage(_ bad: Int) -> String {
      "column '\(SweepSchema.header[bad])' value '\(fields[shardWidth + bad])': expected "
        + (bad < SweepSchema.textColumns.count
          ? "a name" : "a finite number in the shortest form the sweep writes, or empty")
    }
    if let bad = badField(Array(fields), canonical: false) { return badMessage(bad) }
    let check = SweepRowCheck.hex(shard: f[0], gridRow: f[1], gridRows: f[2], fields: fields)
    if f[3] != check {
      // Formatting every number is the costly part of the check, so it is done only for a row
      // that fails the row check anyway, to name the field when a number is not the sweep's.
      if let bad = badField(Array(fields), canonical: true) { return badMessage(bad) }
      return "row_check \(f[3]) does not match the row (\(check)): the row was edited or damaged"
    }
    do {
      try settings.read(fields.dropFirst(SweepSchema.settingsStart), origin: origin)
    } catch {
      switch error {
      case .invalid(let e): return "column '\(e.field)' value '\(e.value)': \(e.reason)"
      case .differs(let column, let value, let expected, let origin):
        return "column '\(column)' value '\(value)' differs from '\(expected)' at \(origin) "
          + "(shards run with different settings)"
      }
    }
    return nil
  }

  /// The index of the first field of a report row that the sweep could not have written: an
  /// empty policy or estimator, or a parameter or metric that is neither empty nor a finite
  /// number in shortest round-trip form (`NumberText.shortest`, what the sweep writes) — except
  /// `inf` in a time column, which the sweep writes for a spring that never settles (ζ = 0).
  /// Settings fields are compared between rows instead.
  ///
  /// With `canonical` false only "a finite number" is checked, not its form (cheaper: no
  /// formatting).
  static func badField(_ fields: [String], canonical: Bool = true) -> Int? {
    let names = SweepSchema.textColumns.count
    if let i = fields.prefix(names).firstIndex(where: \.isEmpty) { return i }
    return fields.indices[names..<SweepSchema.settingsStart].first { i in
      let text = fields[i]
      guard !text.isEmpty else { return false }
      if text == "inf", timeColumns.contains(i) { return false }
      guard let v = Double(text), v.isFinite else { return true }
      guard canonical else { return false }
      return NumberText.shortest(v) != text
    }
  }

  /// The indices in ``SweepSchema/header`` of the time metrics (seconds) and their interval
  /// columns, the only columns where the sweep writes `inf`.
  static let timeColumns = Set(
    SweepSchema.header.indices.filter { i in
      SweepMetric.allCases.contains { m in
        m.column.hasSuffix("_s") && ([m.column] + m.intervalColumns).contains(SweepSchema.header[i])
      }
    })

  /// The report line of a shard record: its fields after the shard columns, as ``CSVWriter``
  /// writes them. A record without quotes is already in that form, so its text is cut instead.
  static func reportLine(_ record: CSVRecordStream.Record) -> String {
    let shardWidth = SweepSchema.shardColumns.count
    guard let text = record.plainText else { return line(record.fields[shardWidth...]) }
    let utf8 = text.utf8
    var commas = 0
    var i = utf8.startIndex
    while i != utf8.endIndex {
      if utf8[i] == UInt8(ascii: ",") {
        commas += 1
        if commas == shardWidth { return String(text[utf8.index(after: i)...]) + "\n" }
      }
      i = utf8.index(after: i)
    }
    return line(record.fields[shardWidth...])
  }

  /// A CSV line of `fields`, quoted as ``CSVWriter`` quotes.
  static func line(_ fields: some Collection<String>) -> String {
    var text = ""
    for (i, f) in fields.enumerated() {
      if i > 0 { text += "," }
      text += CSVWriter.quoted(f)
    }
    return text + "\n"
  }
}
