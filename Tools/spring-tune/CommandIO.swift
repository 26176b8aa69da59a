import Foundation

/// Where a command writes: captured in memory (tests) or streamed to the process's stdout and
/// stderr (the real tool).
final class CommandIO {
  /// How output is delivered.
  enum Mode {
    /// Keep everything in ``capturedOut`` / ``capturedErr``.
    case capture
    /// Write to file descriptors 1 and 2 (stdout is buffered and flushed by ``flush()``).
    case stream
  }

  let mode: Mode
  /// Whether stderr is an interactive terminal (progress output is shown only then).
  let stderrIsTerminal: Bool
  /// Whether stdout is an interactive terminal (`report` then refuses to print a page).
  let stdoutIsTerminal: Bool
  private(set) var capturedOut = ""
  private(set) var capturedErr = ""
  private var pending = ""
  /// Set when standard output could not be written (e.g. a closed pipe while SIGPIPE is
  /// ignored); later output is dropped and the process exits 74 instead of trapping.
  private(set) var outputFailed = false

  /// The environment variables commands read (`sweep --shard auto`): the process's unless a
  /// test says otherwise.
  let environment: [String: String]

  /// The column counts of the terminals on stdout and stderr; nil where the stream is not a
  /// terminal (always in tests).
  let terminalColumns: (out: Int?, err: Int?)

  /// How wide text for stdout (`stderr: false`) or stderr may be: ``TerminalWidth``'s rule,
  /// 80 columns unless `COLUMNS` or the terminal says more.
  func textWidth(stderr: Bool) -> Int {
    TerminalWidth.textWidth(
      environment: environment, terminalColumns: stderr ? terminalColumns.err : terminalColumns.out)
  }

  /// Where streamed output goes (the process's stdout and stderr unless a test says otherwise).
  private let standardOutput: FileHandle
  private let standardError: FileHandle

  init(
    mode: Mode, stderrIsTerminal: Bool = false, stdoutIsTerminal: Bool = false,
    standardOutput: FileHandle = .standardOutput,
    standardError: FileHandle = .standardError,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    terminalColumns: (out: Int?, err: Int?) = (nil, nil)
  ) {
    self.environment = environment
    self.terminalColumns = terminalColumns
    self.mode = mode
    self.stderrIsTerminal = stderrIsTerminal
    self.stdoutIsTerminal = stdoutIsTerminal
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// Appends text to standard output.
  func out(_ text: String) {
    switch mode {
    case .capture: capturedOut += text
    case .stream:
      pending += text
      if pending.utf8.count >= 1 << 16 { flush() }
    }
  }

  /// Appends text to standard error (unbuffered when streaming).
  func err(_ text: String) {
    switch mode {
    case .capture: capturedErr += text
    case .stream:
      flush()
      // The throwing API: `write(_: Data)` traps on EPIPE.
      try? standardError.write(contentsOf: Data(text.utf8))
    }
  }

  /// Writes any buffered standard output.
  func flush() {
    guard mode == .stream, !pending.isEmpty else { return }
    if !outputFailed {
      do {
        try standardOutput.write(contentsOf: Data(pending.utf8))
      } catch {
        outputFailed = true
      }
    }
    pending = ""
  }
}
