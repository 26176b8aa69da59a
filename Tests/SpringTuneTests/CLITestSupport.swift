@testable import spring_tune

/// The result of one in-process run of the tool.
struct CLIRun {
  var code: Int32
  var out: String
  var err: String
}

/// Runs `spring-tune` in-process with captured output and the given environment variables
/// (none unless given, so the tests do not depend on the scheduler they run under).
func runCLI(_ arguments: [String], environment: [String: String] = [:]) -> CLIRun {
  let io = CommandIO(mode: .capture, environment: environment)
  let code = SpringTuneCLI.run(arguments: arguments, io: io)
  return CLIRun(code: code, out: io.capturedOut, err: io.capturedErr)
}
