import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning

/// Reading an input file as UTF-8 text, with the tool's exit codes: a file that cannot be read
/// is an I/O error (74) saying why; bytes that are not UTF-8 are bad data (65) naming the line.
enum InputFile {
  /// The text of the file at `path` (its exact bytes: see ``AtomicFile/pathBytes(_:)``).
  static func text(_ path: String) throws(CLIError) -> String {
    let shown = AtomicFile.displayPath(path)
    let name = AtomicFile.pathBytes(path).map { CChar(bitPattern: $0) } + [0]
    var info = stat()
    guard stat(name, &info) == 0 else { throw .io("Cannot read '\(shown)': no such file.") }
    if info.st_mode & S_IFMT == S_IFDIR {
      throw .io("Cannot read '\(shown)': it is a directory.")
    }
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
