import AnimationMath
import Foundation

/// Reading an input file as UTF-8 text, with the tool's exit codes: a file that cannot be read
/// is an I/O error (74) saying why; bytes that are not UTF-8 are bad data (65) naming the line.
enum InputFile {
  /// The text of the file at `path`.
  static func text(_ path: String) throws(CLIError) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .io("Cannot read '\(path)': no such file.")
    }
    if isDirectory.boolValue { throw .io("Cannot read '\(path)': it is a directory.") }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io("Cannot read '\(path)': permission denied or not a regular file.")
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

  /// Throws a usage error when `output` is the same file as one of `inputs` (same device and
  /// inode, so links and `./` spellings count): writing the result over its own input destroys
  /// the input (`report sweep.csv --out sweep.csv` replaced the sweep with HTML).
  static func checkDistinct(output: String, from inputs: [String], option: String = "--out")
    throws(CLIError)
  {
    var out = stat()
    guard output != "-", stat(output, &out) == 0, out.st_mode & S_IFMT == S_IFREG else { return }
    for input in inputs {
      var info = stat()
      if stat(input, &info) == 0 && info.st_dev == out.st_dev && info.st_ino == out.st_ino {
        throw .usage(
          "Invalid value '\(output)' for '\(option)': it is the input file '\(input)'; "
            + "writing there would destroy it.")
      }
    }
  }
}
