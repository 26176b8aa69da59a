import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning

/// Reading an input file as UTF-8 text, with the tool's exit codes: a file that cannot be read
/// is an I/O error (74) saying why; bytes that are not UTF-8 are bad data (65) naming the line.
enum InputFile {
  /// The text of the file at `path` (its exact bytes: see ``AtomicFile/pathBytes(_:)``).
  static func text(_ path: String) throws(CLIError) -> String {
    let (name, shown) = try existingFile(path)
    let fd = open(name, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw .io("Cannot read '\(shown)': permission denied or not a regular file.")
    }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = read(fd, &buffer, buffer.count)
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else {
        throw .io("Cannot read '\(shown)': \(String(cString: strerror(errno))).")
      }
      if n == 0 { break }
      data.append(contentsOf: buffer[..<n])
    }
    return try utf8(data, path: path)
  }

  /// Calls `body` with each CSV record of the file at `path`, in order, read in blocks by
  /// SweepFiles' ``CSVRecordStream`` (the one streaming reader), so a file of any size is read in
  /// memory bounded by its longest record; the same exit codes as ``text(_:)``.
  ///
  /// - Throws: ``CLIError``: I/O (74) for a file that cannot be read, bad data (65) naming the
  ///   line for bytes that are not UTF-8, malformed CSV or whatever `body` throws.
  static func forEachRecord(
    _ path: String, _ body: (CSVRecords.Record) throws(SweepTableError) -> Void
  ) throws(CLIError) {
    let shown = try existingFile(path).shown
    func failure(_ problem: CSVRecordStream.Problem) -> CLIError {
      guard let line = problem.line else {
        return .io("Cannot read '\(shown)': \(problem.message).")
      }
      return .badFile(InputFileError(file: path, line: line, message: problem.message))
    }
    let records: CSVRecordStream
    do { records = try CSVRecordStream(path: path) } catch { throw failure(error) }
    while true {
      let next: CSVRecordStream.Record?
      do { next = try records.next() } catch { throw failure(error) }
      guard let next else { return }
      do { try body(CSVRecords.Record(line: next.line, fields: next.fields)) } catch {
        throw .badFile(InputFileError(file: path, error))
      }
    }
  }

  /// The C path of `path` (its exact bytes) and how messages show it, after checking that it
  /// names something that exists and is not a directory (I/O errors, 74, otherwise).
  private static func existingFile(_ path: String) throws(CLIError) -> (
    name: [CChar], shown: String
  ) {
    let shown = AtomicFile.displayPath(path)
    let name = AtomicFile.pathBytes(path).map { CChar(bitPattern: $0) } + [0]
    var info = stat()
    guard stat(name, &info) == 0 else { throw .io("Cannot read '\(shown)': no such file.") }
    if info.st_mode & S_IFMT == S_IFDIR {
      throw .io("Cannot read '\(shown)': it is a directory.")
    }
    return (name, shown)
  }

  /// `data` as UTF-8 text (a leading byte-order mark is dropped), or a data error naming the
  /// first line that is not UTF-8.
  static func utf8(_ data: Data, path: String) throws(CLIError) -> String {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if isUTF8(bytes) { return String(decoding: bytes, as: UTF8.self) }
    var line = 1
    for chunk in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      if !isUTF8(chunk) { break }
      line += 1
    }
    throw .badFile(InputFileError(file: path, line: line, message: "not UTF-8 text"))
  }

  /// Whether `bytes` are well-formed UTF-8. (`String(validating:as:)` does this too, but needs
  /// macOS 15; the package supports macOS 12.)
  static func isUTF8(_ bytes: some Collection<UInt8>) -> Bool {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

}
