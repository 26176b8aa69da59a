import Foundation
import SwipeTuning

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
      abstract: "Join the shard reports of 'sweep --shard K/N' into one report.",
      discussion: """
        The result is byte-identical to the report one 'sweep' without --shard writes. Give
        files, quoted glob patterns ('shards/sweep-*.csv', expanded here, so the shell's
        argument limit does not apply) or directories (their *.csv files), in any order. Every
        shard with rows must be there exactly once, all of one sweep; each row's grid_row and
        row_check are verified, so an edited, damaged or mixed file is refused naming its line.
        Memory stays bounded whatever the number of rows (Docs/ScaleOut.md).
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
    if out != "-" {
      do { try AtomicFile.checkWritable(out) } catch { throw .io(error.description) }
    }
    let explicit = arguments.positionals.filter { !isPattern($0) && !isDirectory($0) }
    try InputFile.checkDistinct(output: out, from: explicit)
    var paths: [String] = []
    for argument in arguments.positionals {
      paths += try expand(argument, excluding: out)
    }
    var stream: AtomicFile.Stream?
    if out != "-" {
      do { stream = try AtomicFile.Stream(path: out) } catch { throw .io(error.description) }
    }
    let summary: SweepMerge.Summary
    do {
      summary = try SweepMerge.merge(paths.map { .file(path: $0) }) { text in
        if let stream { stream.append(text) } else { io.out(text) }
      }
    } catch {
      stream?.abort()
      throw .data(error.description)
    }
    do { try stream?.commit() } catch { throw .io(error.description) }
    if !arguments.flag("--quiet") {
      io.err(
        "Merged \(paths.count) shard files (\(summary.shards) shards, \(summary.rows) rows, "
          + "sweep_id \(summary.sweepID)) into \(out == "-" ? "stdout" : out).\n")
    }
  }

  /// Whether `argument` is a glob pattern rather than a file name: it holds `*`, `?` or `[`
  /// and no file has that name.
  static func isPattern(_ argument: String) -> Bool {
    argument.contains(where: { "*?[".contains($0) })
      && !FileManager.default.fileExists(atPath: argument)
  }

  static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// The files `argument` names: itself, the matches of a pattern (sorted), or the `*.csv`
  /// files of a directory (sorted). Matches that are the output file are left out, so merging
  /// into the shards' directory twice works; a pattern or directory without matches is an error.
  static func expand(_ argument: String, excluding output: String) throws(CLIError) -> [String] {
    let matches: [String]
    if isDirectory(argument) {
      let base = argument.hasSuffix("/") ? argument : argument + "/"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
      matches = names.filter { $0.hasSuffix(".csv") && !$0.hasPrefix(".") }.sorted().map {
        base + $0
      }
      .filter { !isDirectory($0) }
    } else if isPattern(argument) {
      matches = glob(argument)
    } else {
      return [argument]
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
  static func glob(_ pattern: String) -> [String] {
    var result = glob_t()
    defer { globfree(&result) }
    guard Glibc.glob(pattern, 0, nil, &result) == 0 else { return [] }
    return (0..<Int(result.gl_pathc)).compactMap { i in
      result.gl_pathv[i].map { String(cString: $0) }
    }
  }

  /// Whether `a` and `b` are the same existing file (device and inode).
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var x = stat()
    var y = stat()
    return b != "-" && stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev
      && x.st_ino == y.st_ino
  }
}
