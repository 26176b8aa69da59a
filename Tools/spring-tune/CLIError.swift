import AnimationMath
import SweepFiles
import SwipeTuning
import TextFormats

/// An error that ends a command with a message and a sysexits-style exit code.
///
/// - `usage` (64, EX_USAGE): a bad flag, a missing argument, a value that does not parse.
/// - `data` (65, EX_DATAERR): an input file or value that parses but is invalid.
/// - `cannotCreate` (73, EX_CANTCREAT): an output file that cannot be created or replaced.
/// - `io` (74, EX_IOERR): a file that cannot be read or written.
enum CLIError: Error, Equatable {
  case usage(String)
  case data(String)
  case cannotCreate(String)
  case io(String)

  /// The process exit code for this error.
  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    case .cannotCreate: 73
    case .io: 74
    }
  }

  /// The message, without the `Error: ` prefix.
  var message: String {
    switch self {
    case .usage(let m), .data(let m), .cannotCreate(let m), .io(let m): m
    }
  }
}

/// Exit codes used by the tool.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 64
  static let data: Int32 = 65
  static let cannotCreate: Int32 = 73
  static let io: Int32 = 74
}

extension CLIError {
  /// A usage error for one bad value: the library's ``InputError`` message as a sentence on
  /// stderr, `Invalid value '0' for '--response': a response must be > 0 seconds (got 0).`
  static func invalid(_ error: InputError) -> CLIError {
    .usage(sentence(error.description))
  }

  /// `Invalid value '<value>' for '<flag>': <reason>.` as a usage error.
  static func invalid(_ flag: String, _ value: String, _ reason: String) -> CLIError {
    .invalid(InputError(field: flag, value: value, reason: reason))
  }

  /// A library value error reported for its command-line flag (`width` → `--width`).
  static func invalidFlag(_ error: InputError) -> CLIError {
    .invalid(error.renamingField("--" + error.field))
  }

  /// A sweep that cannot be set up: a bad value is a usage error, a bad trace file bad data.
  static func setup(_ error: SweepSetupError) -> CLIError {
    switch error {
    case .input(let e): .invalid(flagged(e))
    case .traces(let e), .variant(let e): .badFile(e)
    }
  }

  /// Bad data in an input file, in the one form `file:line: message`, the file's name shown
  /// with raw bytes as `\xNN` (``AtomicFile/displayPath(_:)``).
  static func badFile(_ error: InputFileError) -> CLIError {
    var shown = error
    shown.file = AtomicFile.displayPath(error.file)
    return .data(shown.description)
  }

  /// A library message fragment (`invalid value …`) as a stderr sentence: capitalised, with a
  /// full stop.
  static func sentence(_ fragment: String) -> String {
    fragment.prefix(1).uppercased() + fragment.dropFirst() + "."
  }

  /// The flag of each request field (``SweepField``) a library error may name.
  static let requestFlags: [SweepField: String] = [
    .policies: "--policy", .estimators: "--estimator", .handoffs: "--handoff",
    .dampingRatios: "--damping", .responses: "--response",
    .progressThresholds: "--progress-threshold", .velocityThresholds: "--velocity-threshold",
    .projectionRates: "--projection-rate", .breakdown: "--by",
    .populationShard: "--population-shard", .populationConfiguration: "--population",
    .plateauTarget: "--plateau-of",
  ]

  /// `error` with its request field named by its flag (`dampingRatios` → `--damping`,
  /// `populationConfiguration: key` → `--population: key`); other fields unchanged.
  static func flagged(_ error: InputError) -> InputError {
    if let field = SweepField(rawValue: error.field), let flag = requestFlags[field] {
      return error.renamingField(flag)
    }
    let prefix = SweepField.populationConfiguration.rawValue + ": "
    if error.field.hasPrefix(prefix), let flag = requestFlags[.populationConfiguration] {
      return error.renamingField(flag + ": " + error.field.dropFirst(prefix.count))
    }
    return error
  }
}
