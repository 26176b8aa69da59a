import Foundation
import SweepFiles
import SwipeTuning

/// `spring-tune merge`: joins the shard files of a sweep into the whole report.
enum MergeCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "merge",
      abstract: "Join the shard reports of 'sweep --shard K/N' into one report.",
      discussion: """
        The result is byte-identical to the report one 'sweep' without --shard writes. Shards
        may be given in any order; a missing, repeated or foreign shard is an error.
        """,
      positionals: [
        PositionalSpec(name: "shard.csv", help: "Shard reports (all N of them).", variadic: true)
      ],
      options: [
        OptionSpec(
          name: "--out", short: "-o", valueName: "file", help: "Merged report; '-' for stdout.",
          defaultValue: "sweep.csv"),
        OptionSpec(name: "--quiet", short: "-q", valueName: nil, help: "No summary on stderr."),
      ])
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let out = try arguments.text("--out")
    let outputs = try OutputFiles(
      [("--out", out)], inputs: arguments.positionals.map { ("shard.csv", $0) }, io: io)
    var files: [(name: String, text: String)] = []
    for path in arguments.positionals {
      files.append((path, try InputFile.text(path)))
    }
    let merged: SweepMerge.Result
    do { merged = try SweepMerge.merge(files) } catch { throw .data(error.description) }
    try outputs.write(["--out": merged.csv])
    if !arguments.flag("--quiet") {
      io.err(
        "Merged \(files.count) shard files (\(merged.rows) rows, sweep_id \(merged.sweepID)) into \(outputs.destination("--out") ?? out).\n"
      )
    }
  }
}
