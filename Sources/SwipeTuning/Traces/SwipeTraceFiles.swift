import AnimationMath
import Foundation

/// Loads a population of recorded swipes from trace CSV files (`spring-tune sweep --traces`).
///
/// Format: CSV with a header naming the columns, in any order.
/// - time: `t_ms` (milliseconds) or `t` (seconds), exactly one;
/// - `x`, `y`: position in points;
/// - `phase`: `down`, `move` or `up`;
/// - optional `swipe`: an identifier; consecutive rows with the same identifier form one swipe
///   (the rows of a swipe must be contiguous). Without it the whole file is one swipe;
/// - optional `intent`: `complete`, `cancel` or empty (unknown), the same on every row of a swipe.
///
/// Other columns are ignored. Each swipe must start with `down`, have no other `down`, end with
/// `up` (nothing after it) and have non-decreasing times — the rules of AnimationMath's single
/// trace reader. Every violation is a ``TraceFileError`` naming the file, the line and the value.
public enum SwipeTraceFiles {
  /// Loads `path`: one CSV file, or a directory whose `*.csv` files (sorted by name, not
  /// recursive) are each loaded. Swipes are returned in file order, then row order.
  ///
  /// - Throws: ``TraceFileError`` for an unreadable path, a directory without CSV files, or the
  ///   first malformed file.
  public static func load(path: String) throws(TraceFileError) -> [Swipe] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw TraceFileError(file: path, line: nil, message: "no such file or directory")
    }
    if !isDirectory.boolValue { return try loadFile(path) }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw TraceFileError(file: path, line: nil, message: "cannot list the directory")
    }
    let csvs = names.filter { $0.lowercased().hasSuffix(".csv") }.sorted()
    guard !csvs.isEmpty else {
      throw TraceFileError(file: path, line: nil, message: "the directory holds no .csv files")
    }
    var out: [Swipe] = []
    for name in csvs {
      let full = path.hasSuffix("/") ? path + name : path + "/" + name
      out += try loadFile(full)
    }
    return out
  }

  private static func loadFile(_ path: String) throws(TraceFileError) -> [Swipe] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TraceFileError(file: path, line: nil, message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw TraceFileError(file: path, line: nil, message: "the file is not UTF-8 text")
    }
    return try parse(text, file: path)
  }

  /// Parses the text of one trace file; `file` names it in errors and in each swipe's
  /// ``Swipe/source`` (`file` or `file#id`).
  ///
  /// - Throws: ``TraceFileError`` for the first problem found.
  public static func parse(_ text: String, file: String) throws(TraceFileError) -> [Swipe] {
    let records: [CSVRecords.Record]
    do {
      records = try CSVRecords(parsing: text).records
    } catch {
      throw TraceFileError(file: file, line: error.line, message: error.reason)
    }
    guard let header = records.first else {
      throw TraceFileError(
        file: file, line: 1, message: "the file is empty (expected a header 't_ms,x,y,phase')")
    }
    let columns = try TraceColumns(header: header, file: file)
    guard records.count > 1 else {
      throw TraceFileError(file: file, line: header.line, message: "no samples after the header")
    }
    var swipes: [Swipe] = []
    var builder: SwipeBuilder?
    var seen: Set<String> = []
    for record in records.dropFirst() {
      let row = try columns.row(record, file: file)
      if builder == nil || builder?.id != row.id {
        if let done = builder { swipes.append(try done.finish(file: file)) }
        if seen.contains(row.id) {
          throw TraceFileError(
            file: file, line: record.line,
            message: "column 'swipe': '\(row.id)' continues after another swipe began "
              + "(the rows of a swipe must be contiguous)")
        }
        seen.insert(row.id)
        builder = SwipeBuilder(id: row.id, hasIDColumn: columns.swipe != nil)
      }
      try builder?.add(row, file: file)
    }
    if let done = builder { swipes.append(try done.finish(file: file)) }
    return swipes
  }
}
