import AnimationMath
import SweepFiles
import SwipeTuning
import TuningReport

/// `spring-tune report`: a self-contained HTML page from a sweep CSV.
enum ReportCommand: Subcommand {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Write a self-contained HTML report (heatmaps, best settings) from a sweep CSV.",
    discussion: """
      Reads the CSV written by 'spring-tune sweep' or 'merge' and writes one HTML file with
      inline SVG (no scripts, no downloads): the best settings by the objective the sweep
      recorded, the best value per policy and estimator when several were swept, heatmaps of the
      main metrics over the two most-swept parameters, and the chosen spring's hand-off of the
      median flick, drag and hesitant swipe of the synthetic swipe model. Width, seed, gate and
      tolerances come from the report's settings columns.
      """,
    positionals: [PositionalSpec(name: "sweep-csv", help: "A sweep report CSV.")],
    options: [
      OptionSpec(
        name: "--out", short: "-o", valueName: "file",
        help: "Where to write the HTML ('-' for stdout).",
        defaultValue: "-"),
      OptionSpec(
        name: "--top", valueName: "n", help: "How many settings the best-settings table lists.",
        defaultValue: String(SweepReport.defaultTopCount), range: .integers(1, 1_000_000)),
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let path = arguments.positionals[0]
    let out = try arguments.text("--out")
    let top = try arguments.integer("--top")
    let outputs = try OutputFiles([("--out", out)], inputs: [("sweep-csv", path)], io: io)
    // Two streaming passes keep memory bounded by the grid's axes and --top, not by the rows.
    var digest = SweepTableDigest(topCount: top)
    try InputFile.forEachRecord(path) { record throws(SweepTableError) in try digest.read(record) }
    do { try digest.endFirstPass() } catch { throw .badFile(InputFileError(file: path, error)) }
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
    try outputs.write(["--out": report.html()])
  }
}
