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
    if out != "-" {
      do { try AtomicFile.checkWritable(out) } catch { throw .io(error.description) }
    }
    try InputFile.checkDistinct(output: out, from: arguments.positionals)
    var files: [(name: String, text: String)] = []
    for path in arguments.positionals {
      files.append((path, try InputFile.text(path)))
    }
    let merged: SweepMerge.Result
    do { merged = try SweepMerge.merge(files) } catch { throw .data(error.description) }
    if out == "-" {
      io.out(merged.csv)
    } else {
      do { try AtomicFile.write(merged.csv, to: out) } catch { throw .io(error.description) }
    }
    if !arguments.flag("--quiet") {
      io.err(
        "Merged \(files.count) shard files (\(merged.rows) rows, sweep_id \(merged.sweepID)) into \(out == "-" ? "stdout" : out).\n"
      )
    }
  }
}
