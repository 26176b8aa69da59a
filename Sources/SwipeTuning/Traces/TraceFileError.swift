/// Why a trace file was rejected: the file, the 1-based line (the header is line 1) when the
/// problem is on one line, and what was wrong, naming the column and the value.
public struct TraceFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given (or the name passed to ``SwipeTraceFiles/parse(_:file:)``).
  public var file: String
  /// 1-based line, or `nil` for a problem with the whole file (unreadable, empty directory).
  public var line: Int?
  /// What was wrong.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int?, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message` (or `file: message`).
  public var description: String {
    if let line { return "\(file):\(line): \(message)" }
    return "\(file): \(message)"
  }
}
