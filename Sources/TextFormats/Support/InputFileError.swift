import AnimationMath

/// An input file that was read but cannot be used: the file, the 1-based line (and column) where
/// the problem is, and what was wrong.
///
/// The one file-level error. The parsers of this package work on text and throw line-located
/// errors without a file name (``CSVSyntaxError``, ``TouchTraceError``, ``TimelineFileError``);
/// whoever read the file wraps them here with its name, so every bad file is reported in one
/// compiler-style form, `file:line: message` (`file:line:column: message`, `file: message`),
/// which editors and terminals turn into links.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given, or the name a caller passed for in-memory text.
  public var file: String
  /// 1-based line (the first line is 1), or `nil` for a problem with the whole file.
  public var line: Int?
  /// 1-based column (Unicode scalars) within ``line``, when the format locates that finely.
  public var column: Int?
  /// What was wrong, without the location: a fragment naming the column or field and the value.
  public var message: String

  /// Creates an error.
  public init(file: String, line: Int?, column: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  /// Malformed CSV in `file`.
  public init(file: String, _ error: CSVSyntaxError) {
    self.init(file: file, line: error.line, message: error.reason)
  }

  /// A trace that breaks the trace format in `file`.
  public init(file: String, _ error: TouchTraceError) {
    self.init(file: file, line: error.line, message: error.message)
  }

  /// A timeline that breaks the timeline format in `file`.
  public init(file: String, _ error: TimelineFileError) {
    self.init(file: file, line: error.line, column: error.column, message: error.reasonText)
  }

  /// `file:line:column: message`, leaving out the parts that are `nil`.
  public var description: String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    return location + ": " + message
  }
}
