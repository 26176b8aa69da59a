import Foundation
import SweepFiles
import SwipeTuning

/// Process entry point: streams output and exits with the code from ``SpringTuneCLI``.
@main
enum SpringTuneMain {
  static func main() {
    let io = CommandIO(
      mode: .stream, stderrIsTerminal: isatty(2) != 0, stdoutIsTerminal: isatty(1) != 0,
      terminalColumns: (TerminalWidth.columns(fd: 1), TerminalWidth.columns(fd: 2)))
    // The arguments' exact bytes: a path that is not UTF-8 must name the same file.
    let arguments = (1..<Int(CommandLine.argc)).compactMap { i in
      CommandLine.unsafeArgv[i].map { argument in
        AtomicFile.argumentText(
          UnsafeBufferPointer(start: argument, count: strlen(argument)).map {
            UInt8(bitPattern: $0)
          })
      }
    }
    let code = SpringTuneCLI.run(arguments: arguments, io: io)
    io.flush()
    if io.outputFailed {
      io.err("Error: Cannot write to standard output (closed pipe or full disk).\n")
      exit(ExitCode.io)
    }
    exit(code)
  }
}
