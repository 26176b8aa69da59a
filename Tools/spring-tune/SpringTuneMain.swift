import Foundation

/// Process entry point: streams output and exits with the code from ``SpringTuneCLI``.
@main
enum SpringTuneMain {
  static func main() {
    let io = CommandIO(mode: .stream, stderrIsTerminal: isatty(2) != 0)
    let code = SpringTuneCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), io: io)
    io.flush()
    if io.outputFailed {
      io.err("Error: Cannot write to standard output (closed pipe or full disk).\n")
      exit(ExitCode.io)
    }
    exit(code)
  }
}
