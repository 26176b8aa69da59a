import SweepFiles
import SwipeTuning

/// The `spring-tune` command line: dispatch, help and error reporting, as a testable function.
enum SpringTuneCLI {
  /// Tool version printed by `--version`.
  static let version = SweepSettings.currentToolVersion

  /// Every subcommand, in the order shown by `--help`.
  static var commands: [any Subcommand.Type] {
    [
      SweepCommand.self,
      MergeCommand.self,
      ScaleOutCommand.self,
      PopulationCommand.self,
      SpringCommand.self,
      ConvertCommand.self,
      TimelineCommand.self,
      VelocityCommand.self,
      ImportCommand.self,
      ProjectCommand.self,
      EaseCommand.self,
      PlotCommand.self,
      ReportCommand.self,
      RecordCommand.self,
      FeelFitCommand.self,
      PresetsCommand.self,
    ]
  }

  /// Top-level help.
  static var help: String {
    var text = """
      OVERVIEW: Measure and tune interactive animation: springs, easing curves, touch velocity
      and swipe-completion sweeps.

      USAGE: spring-tune <subcommand> [<options>]

      OPTIONS:

      """
    text += ArgumentParser.helpRow("--version", "Show the version.")
    text += ArgumentParser.helpRow("-h, --help", "Show help information.")
    text += "\nSUBCOMMANDS:\n"
    for c in commands {
      text += ArgumentParser.helpRow(c.spec.name, c.spec.abstract)
    }
    text += "\n  See 'spring-tune help <subcommand>' for detailed help.\n"
    return text
  }

  /// Runs the tool with `arguments` (without the program name) and returns the exit code.
  static func run(arguments: [String], io: CommandIO) -> Int32 {
    guard let first = arguments.first else {
      io.err(help)
      return ExitCode.usage
    }
    switch first {
    case "-h", "--help":
      io.out(help)
      return ExitCode.success
    case "--version":
      io.out(version + "\n")
      return ExitCode.success
    case "help":
      guard arguments.count > 1 else {
        io.out(help)
        return ExitCode.success
      }
      guard let command = command(named: arguments[1]) else {
        return topLevelError("Unknown subcommand '\(arguments[1])'.", io: io)
      }
      io.out(ArgumentParser.help(command.spec))
      return ExitCode.success
    default:
      break
    }
    guard let command = command(named: first) else {
      if first.hasPrefix("-") {
        return topLevelError("Unknown option '\(first)'.", io: io)
      }
      let close = commands.map { $0.spec.name }.filter {
        ArgumentParser.editDistance($0, first.lowercased(), limit: 2) <= 2
      }
      let hint = close.first.map { " Did you mean '\($0)'?" } ?? ""
      return topLevelError("Unknown subcommand '\(first)'.\(hint)", io: io)
    }
    let rest = Array(arguments.dropFirst())
    if ArgumentParser.wantsHelp(rest) {
      io.out(ArgumentParser.help(command.spec))
      return ExitCode.success
    }
    do {
      let parsed = try ArgumentParser.parse(rest, spec: command.spec)
      try command.validate(parsed)
      try command.run(parsed, io: io)
      io.flush()
      return ExitCode.success
    } catch {
      io.flush()
      // Raw bytes of a path that is not UTF-8 show as `\xNN` (AtomicFile.argumentText).
      io.err("Error: \(AtomicFile.displayPath(error.message))\n")
      if case .usage = error {
        io.err("Usage: \(ArgumentParser.shortUsageLine(command.spec))\n")
        io.err("  See 'spring-tune \(command.spec.name) --help' for more information.\n")
      }
      return error.exitCode
    }
  }

  /// The subcommand called `name`, if any.
  static func command(named name: String) -> (any Subcommand.Type)? {
    commands.first { $0.spec.name == name }
  }

  private static func topLevelError(_ message: String, io: CommandIO) -> Int32 {
    io.err("Error: \(message)\n")
    io.err("Usage: spring-tune <subcommand> [<options>]\n")
    io.err("  See 'spring-tune --help' for more information.\n")
    return ExitCode.usage
  }
}
