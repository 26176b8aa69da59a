import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning
import TextFormats

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
      ])
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
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

  /// Whether `argument` is a glob pattern rather than a file name: it holds `*`, `?` or `[`
  /// and no file has that name.
  static func isPattern(_ argument: String) -> Bool {
    argument.contains(where: { "*?[".contains($0) })
      && !FileManager.default.fileExists(atPath: argument)
  }

  /// Whether `path` names an existing directory (after following links).
  static func isDirectory(_ path: String) -> Bool {
    AtomicFile.existingIdentity(path)?.isDirectory == true
  }

  /// The files `argument` names: itself, the matches of a pattern (sorted), or the `*.csv`
  /// files of a directory (sorted, hidden ones left out). A pattern's matches and a directory's
  /// files must be regular files (``InputPolicy/files(inDirectory:suffix:)``): a pipe or device
  /// among them is refused (65, as every input problem of `merge`) before anything is opened.
  /// Matches that are the output file are left out, so merging into the shards' directory twice
  /// works; a pattern or directory without matches is an error.
  static func expand(_ argument: String, excluding output: String) throws(CLIError) -> [String] {
    let matches: [String]
    do throws(InputPolicy.EntryProblem) {
      if isDirectory(argument) {
        matches = try InputPolicy.files(inDirectory: argument, suffix: ".csv")
      } else if isPattern(argument) {
        // A pattern's matches are read as a directory's are: regular files only.
        var regular: [String] = []
        for path in paths(matching: argument) where try InputPolicy.checkEntry(path) {
          regular.append(path)
        }
        matches = regular
      } else {
        return [argument]
      }
    } catch {
      throw .badFile(InputFileError(file: error.path, line: nil, message: error.message))
    }
    let kept = matches.filter { !sameFile($0, output) }
    guard !kept.isEmpty else {
      throw .io(
        isDirectory(argument)
          ? "Cannot read '\(argument)': the directory holds no .csv shard files."
          : "Cannot read '\(argument)': no file matches the pattern.")
    }
    return kept
  }

  /// The paths matching the shell pattern `pattern`, sorted (glob(3)).
  static func paths(matching pattern: String) -> [String] {
    var result = glob_t()
    defer { globfree(&result) }
    guard glob(pattern, 0, nil, &result) == 0 else { return [] }
    return (0..<Int(result.gl_pathc)).compactMap { i in
      result.gl_pathv[i].map { String(cString: $0) }
    }
  }

  /// Whether `a` and `b` are the same existing file (device and inode, after following links).
  static func sameFile(_ a: String, _ b: String) -> Bool {
    guard b != "-", let x = AtomicFile.existingIdentity(a), let y = AtomicFile.existingIdentity(b)
    else { return false }
    return x.0 == y.0
  }
}
