import AnimationMath
import Plotting
import SwipeTuning

/// `spring-tune report`: a self-contained HTML page from a sweep CSV.
enum ReportCommand: Subcommand {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write a self-contained HTML report (heatmaps, best settings) from a sweep CSV.",
    discussion: """
      Reads the CSV written by 'spring-tune sweep' and writes one HTML file with inline SVG (no
      scripts, no downloads): the best settings by intent agreement (ties broken by
      feels-complete rate), the best value per policy and estimator when several were swept,
      heatmaps of the main metrics over the two most-swept parameters, and the chosen spring's
      hand-off of the median flick, drag and hesitant swipe of the synthetic swipe model
      (--width and --seed as given to the sweep).
      """,
    positionals: [PositionalSpec(name: "sweep-csv", help: "A sweep report CSV.")],
    options: [
      OptionSpec(
        name: "--out", short: "-o", valueName: "file",
        help: "Where to write the HTML ('-' for stdout).",
        defaultValue: "-"),
      OptionSpec(
        name: "--top", valueName: "n", help: "How many settings the best-settings table lists.",
        defaultValue: "10"),
      OptionSpec(
        name: "--width", valueName: "pt",
        help: "Transition width of the hand-off's swipes (the sweep's --width).",
        defaultValue: NumberText.shortest(SwipeGeometry.defaultWidth)),
      OptionSpec(
        name: "--seed", valueName: "s",
        help: "Seed of the hand-off's synthetic swipes (the sweep's --seed).", defaultValue: "1"),
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let path = arguments.positionals[0]
    try InputFile.checkDistinct(output: arguments.value("--out") ?? "-", from: [path])
    let top = try arguments.int("--top", default: 10)
    guard top >= 1 else {
      throw .usage("Invalid value '\(top)' for '--top': expected an integer ≥ 1.")
    }
    let width = try arguments.double("--width", default: SwipeGeometry.defaultWidth)
    guard width.isFinite, width > 0, width <= 100_000 else {
      throw .usage(
        "Invalid value '\(arguments.value("--width") ?? "")' for '--width': expected points in "
          + "(0, 100000].")
    }
    let seedText = arguments.value("--seed") ?? "1"
    guard let seed = UInt64(seedText) else {
      throw .usage(
        "Invalid value '\(seedText)' for '--seed': expected an integer in 0...\(UInt64.max).")
    }
    let text = try PlotOutput.read(path)
    let table: SweepTable
    do {
      table = try SweepTable(parsing: text)
    } catch {
      throw .data("\(path): \(error.description).")
    }
    var report = SweepReport(table: table, source: path)
    report.topCount = top
    let best = report.best
    if let zeta = best.value("damping_ratio"), let response = best.value("response") {
      let spring = Spring(dampingRatio: zeta, response: response)
      var motions: [(name: String, motion: SpringMotion, tag: String?)] =
        SweepReport.handoffMotions(dampingRatio: zeta, response: response).map {
          ($0.name, $0.motion, nil)
        }
      if let releases = ReportHandoffs.releases(for: best, width: width, seed: seed) {
        motions = releases.map { ($0.name, $0.motion(spring), $0.kind.rawValue) }
        report.handoffDescription = ReportHandoffs.description(width: width, seed: seed)
      }
      let entries = motions.map {
        SpringPlotting.entry(
          name: $0.name, motion: $0.motion, tolerance: .absolute(SpringPlotting.handoffTolerance),
          tag: $0.tag)
      }
      var plot = SpringPlot(
        entries: entries, tolerance: SpringPlotting.handoffTolerance,
        title: "chosen spring: damping ratio \(NumberText.rounded(zeta, decimals: 6)), response "
          + "\(NumberText.rounded(response, decimals: 6)) s")
      plot.width = 680
      report.handoff = plot
    }
    try PlotOutput.write(report.html(), to: arguments.value("--out"), io: io)
  }
}
