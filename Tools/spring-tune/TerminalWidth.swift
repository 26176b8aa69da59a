#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How wide the text the tool prints may be: 80 columns, wider only when the terminal is.
///
/// `COLUMNS` (a positive integer, as shells set it for the terminal) wins; otherwise the width
/// the terminal on the file descriptor reports (`ioctl` `TIOCGWINSZ`); otherwise — a pipe, a
/// file, a test — 80. The result is clamped to 40…400 so that a bogus value cannot squeeze a
/// plot to nothing or make it absurdly wide.
enum TerminalWidth {
  /// The fallback and the width of everything written to files and pipes.
  static let standard = 80

  /// The width for text going to a stream whose terminal is `terminalColumns` wide (nil when
  /// it is not a terminal), given the process environment.
  static func textWidth(environment: [String: String], terminalColumns: Int?) -> Int {
    let columns =
      environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
      ?? terminalColumns ?? standard
    return Swift.min(Swift.max(columns, 40), 400)
  }

  /// The column count of the terminal on `fd`, or nil when `fd` is not a terminal.
  static func columns(fd: Int32) -> Int? {
    guard isatty(fd) != 0 else { return nil }
    var size = winsize()
    #if canImport(Glibc)
    let result = ioctl(fd, UInt(TIOCGWINSZ), &size)
    #else
    let result = ioctl(fd, TIOCGWINSZ, &size)
    #endif
    guard result == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
