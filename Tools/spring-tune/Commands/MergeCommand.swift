import AnimationMath
import SweepFiles
import SwipeTuning
import TextFormats

/// `spring-tune merge`: joins the shard files of a sweep into the whole report, streaming.
enum MergeCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "merge",
      abstract:
        "Join the shard reports of 'sweep --shard K/N' into one report, and fill its plateau.",
      discussion: """
        The result is the report one 'sweep' without --shard writes, with an empty plateau
        column. Give files, quoted glob patterns ('shards/sweep-*.csv', expanded here, so the
        shell's argument limit does not apply) or directories (their *.csv files), in any order.
        Every shard with rows must be there exactly once, all of one sweep; each row's grid_row
        and row_check are verified, so an edited, damaged or mixed file is refused naming its
        line.
        Memory stays bounded whatever the number of rows (Docs/ScaleOut.md).

        The plateau column needs a second pass: run the shards again with '--plateau-of
        MERGED' and give the merged report with those files ('merge sweep.csv plateau/ -o
        final.csv'); the result is then the single run's report, plateau included.
        """,
      positionals: [
        PositionalSpec(
          name: "shards", help: "Shard reports, glob patterns or directories.", variadic: true)
      ],
      options: [
        OptionSpec(
          name: "--out", short: "-o", valueName: "file", help: "Merged report; '-' for stdout.",
          defaultValue: "sweep.csv"),
        OptionSpec(name: "--quiet", short: "-q", valueName: nil, help: "No summary on stderr."),
        OptionSpec(
          name: "--check", valueName: nil,
          help: "Only verify each grid shard file on its own (rows, row_check); write nothing."),
      ])
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    if arguments.flag("--check") { return try check(arguments, io: io) }
    let out = try arguments.text("--out")
    var paths: [String] = []
    for argument in arguments.positionals {
      paths += try expand(argument, excluding: out)
    }
    // One output path: the same-file rule against every shard, the output created before any
    // shard is read, replaced at the end or not at all.
    let outputs: OutputFiles?
    if out == "-" {
      try OutputFiles.checkStandardOutput(inputs: paths.map { ("shard.csv", $0) }, io: io)
      outputs = nil
    } else {
      outputs = try OutputFiles([("--out", out)], inputs: paths.map { ("shard.csv", $0) }, io: io)
    }
    // Lines are gathered into blocks of about 1 MiB: one write per block, not per row.
    var writeFailure: CLIError?
    var block = ""
    func flush() {
      guard writeFailure == nil, !block.isEmpty else { return }
      if let outputs {
        do throws(CLIError) {
          try outputs.append(block, to: "--out")
        } catch { writeFailure = error }
      } else {
        io.out(block)
      }
      block = ""
    }
    let summary: SweepMerge.Summary
    do throws(SweepMerge.Failure) {
      summary = try SweepMerge.merge(paths.map { .file(path: $0) }) { text in
        block += text
        if block.utf8.count >= 1 << 20 { flush() }
      }
    } catch {
      throw .data(error.description)
    }
    flush()
    if let writeFailure { throw writeFailure }
    try outputs?.commit()
    if !arguments.flag("--quiet") {
      let destination = outputs?.destination("--out") ?? "stdout"
      if summary.filledPlateau {
        io.err(
          "Merged the plateau of \(paths.count - 1) plateau pass files (\(summary.shards) grid "
            + "shards, \(summary.rows) rows, sweep_id \(summary.sweepID)) into \(destination): "
            + "the report one machine writes.\n")
      } else {
        io.err(
          "Merged \(paths.count) shard files (\(summary.shards) shards, \(summary.rows) rows, "
            + "sweep_id \(summary.sweepID)) into \(destination).\n"
            + "Its plateau column is empty: run the shards again with '--plateau-of "
            + "\(out == "-" ? "MERGED" : out)' (their other flags unchanged) and merge this "
            + "report with those files (Docs/ScaleOut.md).\n")
      }
    }
  }

  /// The files `argument` names (``InputPolicy/expand(_:suffix:excluding:)``): a pipe or device
  /// among a pattern's matches or a directory's files is refused (65, as every input problem of
  /// `merge`) before anything is opened; a pattern or directory without matches is 74.
  static func expand(_ argument: String, excluding output: String) throws(CLIError) -> [String] {
    do { return try InputPolicy.expand(argument, suffix: ".csv", excluding: output) } catch {
      switch error {
      case .entry(let problem):
        throw .badFile(InputFileError(file: problem.path, line: nil, message: problem.message))
      case .nothing(let message): throw .io(message)
      }
    }
  }

  /// `--check`: each shard file verified on its own; 0 when every one passes, 65 naming the
  /// first file and line that does not.
  static func check(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    guard !arguments.has("--out") else {
      throw .usage("'--check' writes nothing; it cannot be used with '--out'.")
    }
    var paths: [String] = []
    for argument in arguments.positionals { paths += try expand(argument, excluding: "-") }
    let summary: SweepMerge.Summary
    do { summary = try SweepMerge.check(paths.map { .file(path: $0) }) } catch {
      throw .data(error.description)
    }
    if !arguments.flag("--quiet") {
      io.err(
        "Checked \(paths.count) file\(paths.count == 1 ? "" : "s"): \(summary.rows) rows of sweep "
          + "\(summary.sweepID), shards of \(summary.shards), every row_check right.\n")
    }
  }
}
