import AnimationMath
import Foundation
import SwipeTuning

/// Reading a CSV input file record by record, 1 MiB at a time, with ``InputFile``'s checks and
/// exit codes (a file that cannot be read is an I/O error, bytes that are not UTF-8 are bad data
/// naming the line), so a command can read a file of any size in bounded memory.
enum InputRecords {
  /// Calls `body` with each CSV record of the file at `path`, in order.
  ///
  /// - Throws: ``CLIError`` for a file that cannot be read, a line that is not UTF-8, malformed
  ///   CSV, or whatever `body` throws (as bad data in `path`).
  static func forEach(
    _ path: String, _ body: (CSVRecords.Record) throws(SweepTableError) -> Void
  ) throws(CLIError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .io("Cannot read '\(path)': no such file.")
    }
    if isDirectory.boolValue { throw .io("Cannot read '\(path)': it is a directory.") }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .io("Cannot read '\(path)': permission denied or not a regular file.")
    }
    defer { try? handle.close() }
    var stream = CSVRecordStream()
    // The bytes of the current line so far (for the UTF-8 check) and its number.
    var line: [UInt8] = []
    var lineNumber = 1
    var first = true
    func badData(_ error: SweepTableError) -> CLIError {
      .badFile(InputFileError(file: path, error))
    }
    func endLine() throws(CLIError) {
      guard String(validating: line, as: UTF8.self) != nil else {
        throw .badFile(InputFileError(file: path, line: lineNumber, message: "not UTF-8 text"))
      }
      line.removeAll(keepingCapacity: true)
      lineNumber += 1
    }
    while true {
      let chunk: Data
      do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
        throw .io("Cannot read '\(path)': \(error.localizedDescription)")
      }
      if chunk.isEmpty { break }
      var bytes = [UInt8](chunk)
      if first {
        first = false
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
      }
      // Check each complete line, then parse the chunk.
      var start = 0
      for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
        line += bytes[start..<i]
        try endLine()
        start = i + 1
      }
      line += bytes[start...]
      for b in bytes {
        let record: CSVRecords.Record?
        do { record = try stream.push(b) } catch {
          throw badData(SweepTableError(line: error.line, reason: error.reason))
        }
        if let record {
          do { try body(record) } catch { throw badData(error) }
        }
      }
    }
    try endLine()
    let last: CSVRecords.Record?
    do { last = try stream.finish() } catch {
      throw badData(SweepTableError(line: error.line, reason: error.reason))
    }
    if let last {
      do { try body(last) } catch { throw badData(error) }
    }
  }
}
