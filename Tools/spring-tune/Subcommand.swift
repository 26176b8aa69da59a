/// One `spring-tune` subcommand: a spec for parsing and help, and a body that only parses
/// values, calls the libraries and writes results.
protocol Subcommand {
  /// Name, options and help text.
  static var spec: CommandSpec { get }
  /// Runs the command. Throw ``CLIError`` for anything the user can fix.
  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError)
}
