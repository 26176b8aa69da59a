@testable import spring_tune

/// The result of one in-process run of the tool.
struct CLIRun {
  var code: Int32
  var out: String
  var err: String
}

/// Runs `spring-tune` in-process with captured output.
func runCLI(_ arguments: [String]) -> CLIRun {
  let io = CommandIO(mode: .capture)
  let code = SpringTuneCLI.run(arguments: arguments, io: io)
  return CLIRun(code: code, out: io.capturedOut, err: io.capturedErr)
}
