import AnimationMath
import Foundation
import SwipeTuning
import TextFormats

/// `spring-tune velocity TRACE.csv [--strategy NAME | --all]`: the release velocity of a trace.
enum VelocityCommand: Subcommand {
  /// The tracker defaults (Android's and Flutter's), shown in help and used when not given.
  static let standard = VelocityTracker.Configuration.standard

  /// The range of `--horizon` and `--pause`: 1 µs to 1000 s, in milliseconds. Below it the
  /// tracker's arithmetic on sample times loses its meaning (a 1e-321 ms window underflows).
  static let millisecondRange = OptionRange.closed(0.001, 1e6)

  static let strategyNames = VelocityStrategy.allCases.map(\.name).joined(separator: ", ")

  static var spec: CommandSpec {
    CommandSpec(
      name: "velocity",
      abstract: "Estimate the release velocity of a recorded touch trace.",
      discussion: """
        Reads a trace CSV with header t_ms,x,y,phase (or t in seconds) and prints the velocity at
        lift-off as CSV 'vx,vy' in trace units per second. --all prints one row per strategy with
        a leading 'strategy' column.
        """,
      positionals: [
        PositionalSpec(name: "trace", help: "Trace CSV file (t_ms or t, x, y, phase).")
      ],
      options: [
        OptionSpec(
          name: "--strategy", valueName: "name", help: "One of \(strategyNames).",
          defaultValue: VelocityStrategy.lsq2.rawValue),
        OptionSpec(name: "--all", valueName: nil, help: "Print every strategy, one row each."),
        OptionSpec(
          name: "--horizon", valueName: "ms", help: "Ignore samples older than this.",
          defaultValue: NumberText.shortest(standard.horizon * 1000), range: millisecondRange),
        OptionSpec(
          name: "--max-samples", valueName: "n", help: "Keep at most this many samples (2-32).",
          defaultValue: String(standard.maximumSampleCount),
          range: .integers(2, VelocityTracker.Configuration.sampleCapacity)),
        OptionSpec(
          name: "--pause", valueName: "ms", help: "A longer gap means the finger stopped.",
          defaultValue: NumberText.shortest(standard.pauseThreshold * 1000), range: millisecondRange
        ),
      ],
      usage:
        "<trace> [--strategy <name> | --all] [--horizon <ms>] [--max-samples <n>] [--pause <ms>]")
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let all = arguments.flag("--all")
    if all, arguments.has("--strategy") {
      throw .usage("'--all' and '--strategy' cannot be combined.")
    }
    let strategyText = try arguments.text("--strategy")
    let strategy: VelocityStrategy
    do { strategy = try VelocityStrategy(parsing: strategyText) } catch {
      throw .invalid(error.renamingField("--strategy"))
    }
    let configuration = try configuration(arguments)
    let path = arguments.positionals[0]
    try OutputFiles.checkStandardOutput(inputs: [("trace", path)], io: io)
    let trace = try readTrace(path)
    if let last = trace.samples.last, last.phase == .cancelled {
      io.err(
        "Note: the touch was cancelled at t = \(NumberText.shortest(last.time)) s; the velocity is "
          + "the estimate at the cancel (an app does not decide a cancelled touch).\n")
    }
    /// The velocity of one strategy, or a data error when it overflows binary64.
    func velocity(_ s: VelocityStrategy) throws(CLIError) -> SIMD2<Double> {
      let v = releaseVelocity(of: trace.samples, strategy: s, configuration: configuration)
      guard v.x.isFinite && v.y.isFinite else {
        throw .badFile(
          InputFileError(
            file: path, line: nil,
            message: "the \(s.name) velocity overflows (positions too large or times too close "
              + "together for binary64)"))
      }
      return v
    }
    if all {
      var csv = CSVWriter(header: ["strategy", "vx", "vy"])
      for s in VelocityStrategy.allCases {
        let v = try velocity(s)
        csv.appendRow([s.name, NumberText.shortest(v.x), NumberText.shortest(v.y)])
      }
      io.out(csv.text)
    } else {
      var csv = CSVWriter(header: ["vx", "vy"])
      let v = try velocity(strategy)
      csv.appendRow([v.x, v.y])
      io.out(csv.text)
    }
  }

  /// The tracker configuration from `--horizon`, `--max-samples` and `--pause` (milliseconds).
  static func configuration(_ arguments: ParsedArguments) throws(CLIError)
    -> VelocityTracker.Configuration
  {
    let horizon = try arguments.number("--horizon")
    let pause = try arguments.number("--pause")
    let samples = try arguments.integer("--max-samples")
    return VelocityTracker.Configuration(
      horizon: horizon / 1000, maximumSampleCount: samples, pauseThreshold: pause / 1000)
  }

  /// Reads and validates a trace file: unreadable → I/O error (74), bad content (not UTF-8
  /// included) → data error (65) as `path:line: message`.
  static func readTrace(_ path: String) throws(CLIError) -> TouchTrace {
    let text = try InputFile.text(path)
    do {
      return try TouchTrace(parsing: text)
    } catch {
      throw .badFile(InputFileError(file: path, error))
    }
  }
}
