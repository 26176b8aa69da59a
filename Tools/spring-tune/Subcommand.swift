/// One `spring-tune` subcommand: a spec for parsing and help, and a body that parses values,
/// calls the libraries and writes results. The aim is that a body does only that; where a
/// command still holds more (the sweep's flag precedence in `SweepCommand+Request.swift`, the
/// recorder page in `Recorder/`), it is named there and is the next thing to move into a
/// library.
protocol Subcommand {
  /// Name, options and help text.
  static var spec: CommandSpec { get }
  /// Checks the rules between flags (one excludes another, one needs another) before any value
  /// is parsed or file read; a usage error (64) names both flags. Default: no rules.
  static func validate(_ arguments: ParsedArguments) throws(CLIError)
  /// Runs the command. Throw ``CLIError`` for anything the user can fix.
  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError)
}

extension Subcommand {
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {}
}
