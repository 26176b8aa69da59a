import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning

/// `spring-tune population`: prints the synthetic population's configuration, or writes its
/// swipes as trace files that `sweep --traces` reads back to the synthetic sweep's numbers.
enum PopulationCommand: Subcommand {
  /// The most swipes one run writes (≈ 100 MB of trace files at the default configuration).
  static let maximumSwipes = 1_000_000

  static var spec: CommandSpec {
    CommandSpec(
      name: "population",
      abstract: "Print the synthetic population's assumptions or write its swipes as traces.",
      discussion: """
        --print-config prints the configuration in effect (the defaults, or --population FILE
        with every key filled in) as a population file that loads back to the same
        configuration. --out DIR writes the first --swipes swipes of --seed as trace files
        (swipes-0001.csv, ...; columns swipe,t,x,y,phase,intent,class), 1000 swipes to a file;
        'sweep --traces DIR' with the same --width, --axis and --direction reads them back to
        the synthetic sweep's rows. Format: Docs/SwipeModel.md.
        """,
      options: [
        OptionSpec(
          name: "--out", short: "-o", valueName: "dir",
          help: "Directory for the trace files (created if missing; no other .csv files in it)."),
        OptionSpec(
          name: "--print-config", valueName: nil,
          help: "Print the configuration as JSON on stdout."),
        populationOption(help: "Population file (JSON) with the generator's assumptions."),
        swipesOption(help: "Number of swipes.", maximum: maximumSwipes),
        seedOption,
      ] + geometryOptions + [
        OptionSpec(name: "--quiet", short: "-q", valueName: nil, help: "No summary on stderr.")
      ],
      usage: "(--print-config | --out <dir>) [<options>]")
  }

  /// `--population FILE`, read by ``configuration(_:geometry:)``; `help` says what it is for
  /// the command that takes it.
  static func populationOption(help: String) -> OptionSpec {
    OptionSpec(
      name: "--population", valueName: "file", help: help, defaultText: "the documented defaults")
  }

  /// `--swipes N`: how many synthetic swipes, 1...`maximum` (default
  /// `SwipeGenerator.defaultCount`).
  static func swipesOption(help: String, maximum: Int) -> OptionSpec {
    OptionSpec(
      name: "--swipes", valueName: "n", help: help,
      defaultValue: String(SwipeGenerator.defaultCount), range: .integers(1, maximum))
  }

  /// `--seed S` of the synthetic population (default `SwipeGenerator.defaultSeed`).
  static let seedOption = OptionSpec(
    name: "--seed", valueName: "s", help: "Seed of the synthetic population.",
    defaultValue: String(SwipeGenerator.defaultSeed), range: .seed)

  /// `--width`, `--axis` and `--direction` of the swipes, defaulting to `SwipeGeometry()`.
  static let geometryOptions = [
    OptionSpec(
      name: "--width", valueName: "pt", help: "Transition width in points.",
      defaultValue: NumberText.shortest(SwipeGeometry.defaultWidth), range: .closed(1, 100_000)),
    OptionSpec(
      name: "--axis", valueName: "x|y", help: "Swipe axis.",
      defaultValue: SwipeGeometry().axis.rawValue),
    OptionSpec(
      name: "--direction", valueName: "+|-", help: "Completing direction along the axis.",
      defaultValue: SwipeGeometry().direction.rawValue),
  ]

  /// The configuration of `--population FILE` (or the defaults) on `geometry`: a missing file
  /// exits 74, a bad one 65 naming the file, line and key.
  static func configuration(_ path: String?, geometry: SwipeGeometry) throws(CLIError)
    -> SwipeGenerator.Configuration
  {
    guard let path else { return SwipeGenerator.Configuration(geometry: geometry) }
    let text = try InputFile.text(path)
    do {
      return try SwipeGenerator.Configuration(parsingJSON: text, file: path, geometry: geometry)
    } catch { throw .badFile(error) }
  }

  /// Exactly one of `--print-config` and `--out`.
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    let (printConfig, out) = (arguments.flag("--print-config"), arguments.has("--out"))
    guard printConfig || out else { throw .usage("Give '--print-config' or '--out <dir>'.") }
    if printConfig && out {
      throw .usage("'--print-config' and '--out' cannot be used together.")
    }
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let printConfig = arguments.flag("--print-config")
    let out = arguments.value("--out")
    let swipes = try arguments.integer("--swipes")
    let seed = try arguments.seed("--seed")
    let width = NumberText.shortest(try arguments.number("--width"))
    let (axis, direction) = (try arguments.text("--axis"), try arguments.text("--direction"))
    let geometry: SwipeGeometry
    do throws(InputError) {
      geometry = try SwipeGeometry(parsingWidth: width, axis: axis, direction: direction)
    } catch { throw .invalidFlag(error) }
    let file = arguments.value("--population")
    if printConfig {
      try OutputFiles.checkStandardOutput(
        inputs: file.map { [("--population", $0)] } ?? [], io: io)
      io.out(try configuration(file, geometry: geometry).jsonText)
      return
    }
    guard let out else { return }
    let config = try configuration(file, geometry: geometry)
    let generator = SwipeGenerator(configuration: config, seed: seed)
    let written: [String]
    do {
      written = try SwipeTraceFiles.writePopulation(
        generator, count: swipes, directory: out, inputs: file.map { [$0] } ?? [])
    } catch { throw CLIError(error) }
    guard !arguments.flag("--quiet") else { return }
    io.err(
      "Wrote \(swipes) synthetic swipes (seed \(seed)) to \(written.count) trace file"
        + (written.count == 1 ? "" : "s") + " in \(AtomicFile.displayPath(out)).\n")
  }
}
