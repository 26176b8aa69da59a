/// An error that ends a command with a message and a sysexits-style exit code.
///
/// - `usage` (64, EX_USAGE): a bad flag, a missing argument, a value that does not parse.
/// - `data` (65, EX_DATAERR): an input file or value that parses but is invalid.
/// - `io` (74, EX_IOERR): a file that cannot be read or written.
enum CLIError: Error, Equatable {
  case usage(String)
  case data(String)
  case io(String)

  /// The process exit code for this error.
  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    case .io: 74
    }
  }

  /// The message, without the `Error: ` prefix.
  var message: String {
    switch self {
    case .usage(let m), .data(let m), .io(let m): m
    }
  }
}

/// Exit codes used by the tool.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let data: Int32 = 65
  static let io: Int32 = 74
}
