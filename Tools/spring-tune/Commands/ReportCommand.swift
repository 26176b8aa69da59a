import AnimationMath
import Plotting

/// `spring-tune report`: a self-contained HTML page from a sweep CSV.
enum ReportCommand: Subcommand {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write a self-contained HTML report (heatmaps, best settings) from a sweep CSV.",
    discussion: """
      Reads the CSV written by 'spring-tune sweep' and writes one HTML file with inline SVG (no
      scripts, no downloads): the best settings by intent agreement (ties broken by
      feels-complete rate), heatmaps of the main metrics over the two most-swept parameters,
      and the chosen spring's hand-off.
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
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let path = arguments.positionals[0]
    let top = try arguments.int("--top", default: 10)
    guard top >= 1 else {
      throw .usage("Invalid value '\(top)' for '--top': expected an integer ≥ 1.")
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
      let entries = SweepReport.handoffMotions(dampingRatio: zeta, response: response).map {
        SpringPlotting.entry(
          name: $0.name, motion: $0.motion, tolerance: .absolute(SpringPlotting.handoffTolerance))
      }
      var plot = SpringPlot(
        entries: entries, tolerance: SpringPlotting.handoffTolerance,
        title: "chosen spring: damping ratio \(PlotNumber.format(zeta, decimals: 6)), response "
          + "\(PlotNumber.format(response, decimals: 6)) s")
      plot.width = 680
      report.handoff = plot
    }
    try PlotOutput.write(report.html(), to: arguments.value("--out"), io: io)
  }
}
