import AnimationMath
import SweepFiles
import SwipeTuning
import TextFormats
import TuningReport

/// `spring-tune report`: a self-contained HTML page from a sweep CSV, or two side by side.
enum ReportCommand: Subcommand {
  static let spec = CommandSpec(
    name: "report",
    abstract:
      "Write a self-contained HTML report (recommendation, code, heatmaps) from a sweep CSV.",
    discussion: """
      Reads the CSV written by 'spring-tune sweep' or 'merge' and writes one HTML file that
      loads nothing from the network: first a recommendation card (the best setting by the
      objective the sweep recorded, in percentages with intervals when the report has them, the
      settings as good as it, and the comparison with --baseline), then copy-paste code for
      SwiftUI, UIKit, Jetpack Compose, Flutter and CSS, an animated preview of the swipe back
      with the baseline and the recommendation side by side, the best settings, heatmaps of the
      main metrics (the axes of 'sweep --svg'), the recommended spring's hand-off and the
      complete table, sortable. Width, seed, gate and bounds come from the report's
      settings columns.

      With two CSV files, writes a comparison instead: both recommendations and the difference
      of the first sweep's objective for every setting both evaluated (second - first).
      """,
    positionals: [
      PositionalSpec(name: "sweep-csv", help: "A sweep report CSV."),
      PositionalSpec(
        name: "other-csv", help: "A second sweep report CSV to compare with.", optional: true),
    ],
    options: [
      OptionSpec(
        name: "--out", short: "-o", valueName: "file",
        help: "Where to write the HTML ('-' for stdout, which must not be a terminal).",
        defaultValue: "-"),
      OptionSpec(
        name: "--top", valueName: "n", help: "How many settings the best-settings table lists.",
        defaultValue: String(SweepReport.defaultTopCount), range: .integers(1, 1_000_000)),
      OptionSpec(
        name: "--baseline", valueName: "key=value,...",
        help: "The setting to compare with, e.g. 'progress_threshold=0.1,velocity_threshold=100' "
          + "(keys: policy, estimator, handoff and the parameter columns; unnamed ones are the "
          + "recommendation's).",
        defaultText: "the seed rule when swept, else the recommended policy's constants"),
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let paths = arguments.positionals
    let out = try arguments.text("--out")
    if out == "-" && io.stdoutIsTerminal {
      throw .usage(
        "The report is an HTML page, not text for a terminal; write it to a file with "
          + "'--out report.html' (or pipe it: '| gzip > report.html.gz').")
    }
    let top = try arguments.integer("--top")
    var baseline: SweepBaseline?
    if let text = arguments.value("--baseline") {
      do { baseline = try SweepBaseline(parsing: text, field: "--baseline") } catch {
        throw .invalid(error)
      }
    }
    var inputs = [("sweep-csv", paths[0])]
    if paths.count > 1 { inputs.append(("other-csv", paths[1])) }
    let outputs = try OutputFiles([("--out", out)], inputs: inputs, io: io)
    let commandLine = (["spring-tune", "report"] + arguments.arguments).map(SweepReport.shellQuoted)
      .joined(separator: " ")
    var reports: [SweepReport] = []
    for path in paths {
      var report = try read(path, top: top, baseline: baseline)
      report.baseline = baseline
      report.commandLine = commandLine
      if paths.count == 1, report.baselineRow() == nil {
        report.evaluatedBaseline = report.effectiveBaseline.evaluate(
          in: report.table, recommended: report.recommended)
      }
      reports.append(report)
    }
    if reports.count == 2 {
      var comparison = SweepComparison(first: reports[0], second: reports[1])
      comparison.commandLine = commandLine
      try outputs.write(["--out": comparison.html()])
    } else {
      try outputs.write(["--out": reports[0].html()])
    }
  }

  /// Reads a report in two streaming passes: memory is bounded by the grid's axes and the rows
  /// the page lists (the complete table's ``SweepReport/defaultCompleteTableLimit``), not by the rows.
  static func read(_ path: String, top: Int, baseline: SweepBaseline?) throws(CLIError)
    -> SweepReport
  {
    var digest = SweepTableDigest(topCount: Swift.max(top, SweepReport.defaultCompleteTableLimit))
    try InputFile.forEachRecord(path) { record throws(SweepTableError) in try digest.read(record) }
    do { try digest.endFirstPass() } catch { throw .badFile(InputFileError(file: path, error)) }
    digest.baseline = baseline ?? defaultBaseline(digest)
    try InputFile.forEachRecord(path) { record throws(SweepTableError) in
      try digest.reread(record)
    }
    let table: SweepTable
    do { table = try digest.table() } catch {
      throw .badFile(InputFileError(file: path, error))
    }
    var report = SweepReport(table: table, source: path)
    report.rowCount = digest.rowCount
    report.topCount = top
    return report
  }

  /// The baseline the second pass keeps when none is named: the report's own default
  /// (`SweepBaseline.defaultBaseline(for:)`), decided on the first pass's rows.
  static func defaultBaseline(_ digest: SweepTableDigest) -> SweepBaseline? {
    guard let table = try? digest.firstPassTable() else { return nil }
    return SweepBaseline.defaultBaseline(for: table)
  }
}
