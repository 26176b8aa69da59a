import Foundation

/// Process entry point: streams output and exits with the code from ``SpringTuneCLI``.
@main
enum SpringTuneMain {
  static func main() {
    let io = CommandIO(mode: .stream, stderrIsTerminal: isatty(2) != 0)
    let code = SpringTuneCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), io: io)
    io.flush()
    exit(code)
  }
}
