import Foundation
import SwipeTuning
import TestSupport
import Testing

@testable import spring_tune

@Suite("spring-tune sweep")
struct SweepCommandTests {
  func scratch() throws -> String { try scratchDirectory("sweep-cli") }

  func read(_ path: String) -> String? { readText(path) }

  /// A small grid so the tests stay fast.
  let small = [
    "--swipes", "60", "--progress-threshold", "0.2,0.5", "--velocity-threshold", "0,300",
  ]

  @Test func theReadmeCommandRuns() throws {
    let out = try scratch() + "/sweep.csv"
    let run = runCLI(["sweep", "--damping", "0.8", "--swipes", "40", "--out", out])
    #expect(run.code == 0, "\(run.err)")
    let lines = read(out)?.split(separator: "\n") ?? []
    #expect(lines.count == 1 + 19 * 21)  // default grid: 19 progress × 21 velocity thresholds
    #expect(lines.first?.hasPrefix("policy,estimator,handoff,damping_ratio,response,") == true)
    #expect(
      lines.dropFirst().allSatisfy {
        $0.hasPrefix("seed-progress-velocity,lsq2,spring-velocity,0.8,0.3,")
      })
    #expect(run.err.hasPrefix("Wrote 399 rows to \(out).\nPopulation: 40 synthetic swipes"))
    #expect(
      run.err.contains("Best 5 by intent_agreement (ties: feels_complete_rate, then feel_score):\n")
    )
    #expect(
      run.err.contains("intent_agreement by progress_threshold (rows) and velocity_threshold"))
    #expect(run.out.isEmpty)
  }

  @Test func stdoutAndFileHoldTheSameBytes() throws {
    let out = try scratch() + "/r.csv"
    let file = runCLI(["sweep", "--out", out, "--quiet"] + small)
    let stdout = runCLI(["sweep", "--out", "-", "--quiet"] + small)
    #expect(file.code == 0 && stdout.code == 0)
    #expect(file.err.isEmpty && stdout.err.isEmpty)
    #expect(read(out) == stdout.out)
    #expect(stdout.out.split(separator: "\n").count == 5)
  }

  @Test func sameBytesWhateverTheThreadCount() {
    let one = runCLI(["sweep", "-o", "-", "-q", "--threads", "1", "--damping", "0.5,1"] + small)
    let three = runCLI(["sweep", "-o", "-", "-q", "--threads", "3", "--damping", "0.5,1"] + small)
    #expect(one.code == 0)
    #expect(one.out == three.out)
  }

  @Test func populationShardsMergeIntoTheSameCountsAndExactPercentiles() throws {
    let dir = try scratch()
    let args = ["--damping", "0.6,1", "--policy", "seed-progress-velocity,half-width"] + small
    #expect(runCLI(["sweep", "-o", dir + "/whole.csv", "-q"] + args).code == 0)
    var files: [String] = []
    for g in 1...2 {
      for k in 1...4 {
        let file = dir + "/p\(g)-\(k).csv"
        let run = runCLI(
          ["sweep", "--shard", "\(g)/2", "--population-shard", "\(k)/4", "-o", file] + args)
        #expect(run.code == 0, "\(run.err)")
        #expect(run.err.hasPrefix("Population shard \(k)/4 (swipes "))
        files.append(file)
      }
    }
    let merged = runCLI(["merge"] + files.reversed() + ["-o", dir + "/merged.csv"])
    #expect(merged.code == 0, "\(merged.err)")
    // Every part holds ≤ 1000 swipes, so the percentiles are exact: only the bound column
    // (all 0) is added.
    let lines = try #require(read(dir + "/merged.csv")).split(separator: "\n")
    #expect(lines.first?.hasSuffix(",tool_version,sweep_id,percentile_rank_error") == true)
    let stripped = lines.map { $0.dropLast(2) + "\n" }.joined()
    #expect(lines.dropFirst().allSatisfy { $0.hasSuffix(",0") })
    // The merge has no plateau (the paired test needs the swipes) and leaves the hand-off feel
    // columns the parts do not sample empty: the single run's bytes with those emptied.
    let unsampled =
      SweepSchema.verdictColumns
      + [
        "handoff_jump_p50", "handoff_jump_p95", "overshoot_complete_p95_pt",
        "overshoot_cancel_p95_pt",
      ].flatMap { [$0, $0 + "_lo", $0 + "_hi"] }
    let whole = Self.blanking(unsampled, in: read(dir + "/whole.csv")!)
    #expect(
      String(
        stripped.dropFirst(stripped.firstIndex(of: "\n")!.utf16Offset(in: stripped)).dropFirst())
        == whole.drop { $0 != "\n" }.dropFirst())
  }

  /// `csv` (a report) with every `plateau` and `recommended` field emptied.
  static func withoutPlateau(_ csv: String) -> String {
    blanking(SweepSchema.verdictColumns, in: csv)
  }

  /// `csv` (a report) with every field of the named columns emptied (absent columns ignored).
  static func blanking(_ columns: [String], in csv: String) -> String {
    let lines = csv.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false)
    else { return csv }
    let blank = Set(header.indices.filter { columns.contains(String(header[$0])) })
    return lines.enumerated().map { i, line in
      guard i > 0, !line.isEmpty, !blank.isEmpty else { return String(line) }
      let f = line.split(separator: ",", omittingEmptySubsequences: false)
      return f.indices.map { blank.contains($0) ? "" : String(f[$0]) }.joined(separator: ",")
    }.joined(separator: "\n")
  }

  @Test func populationShardsAreTheSameBytesForAnyThreadCount() throws {
    let args =
      ["sweep", "-o", "-", "-q", "--population-shard", "2/3", "--quantile-samples", "7"] + small
    let one = runCLI(args + ["--threads", "1"])
    let three = runCLI(args + ["--threads", "3"])
    #expect(one.code == 0 && three.code == 0)
    #expect(one.out == three.out && !one.out.isEmpty)
  }

  @Test func populationShardFlagsAreChecked() throws {
    let dir = try scratch()
    let trace = dir + "/t.csv"
    try "t,x,y\n0,0,0\n".write(toFile: trace, atomically: true, encoding: .utf8)
    let cases: [([String], Int32, String)] = [
      (["--population-shard", "5/4"], 64, "--population-shard"),
      (["--population-shard", "1/2", "--traces", trace], 64, "cannot be used with '--traces'"),
      (["--population-shard", "1/2", "--svg", dir + "/a.svg"], 64, "'--svg' needs the whole"),
      (["--quantile-samples", "10"], 64, "'--quantile-samples' is for population shards"),
      (["--population-shard", "1/2", "--quantile-samples", "0"], 64, "--quantile-samples"),
      (["--population-shard", "61/100"], 64, "at most as many parts as swipes"),
    ]
    for (flags, code, message) in cases {
      let run = runCLI(["sweep", "-o", dir + "/o.csv", "-q"] + small + flags)
      #expect(run.code == code, "\(flags): \(run.err)")
      #expect(run.err.contains(message), "\(flags): \(run.err)")
    }
  }

  @Test func shardsMergeIntoTheSameBytes() throws {
    let dir = try scratch()
    let args = ["--damping", "0.6,1", "--policy", "seed-progress-velocity,half-width"] + small
    #expect(runCLI(["sweep", "-o", dir + "/whole.csv", "-q"] + args).code == 0)
    for k in 1...3 {
      let run = runCLI(["sweep", "--shard", "\(k)/3", "-o", dir + "/s\(k).csv"] + args)
      #expect(run.code == 0)
      #expect(run.err.contains("(shard \(k)/3: grid rows "))
    }
    let merged = runCLI(
      ["merge", dir + "/s3.csv", dir + "/s1.csv", dir + "/s2.csv", "-o", dir + "/merged.csv"])
    #expect(merged.code == 0, "\(merged.err)")
    #expect(merged.err.hasPrefix("Merged 3 shard files (3 shards, 12 rows, sweep_id "))
    #expect(read(dir + "/merged.csv") == Self.withoutPlateau(read(dir + "/whole.csv")!))
    #expect(try #require(read(dir + "/whole.csv")).contains(",1,intent_agreement,"))

    let missing = runCLI(["merge", dir + "/s1.csv", dir + "/s3.csv", "-o", dir + "/m2.csv"])
    #expect(missing.code == 65)
    #expect(
      missing.err
        == "Error: 1 of 3 shards is missing: 2/3 (grid rows 4–7); is a shard file left out?\n")
    #expect(read(dir + "/m2.csv") == nil)

    let other = runCLI(
      ["sweep", "--shard", "2/3", "--seed", "2", "-o", dir + "/x2.csv", "-q"] + args)
    #expect(other.code == 0)
    let foreign = runCLI(["merge", dir + "/s1.csv", dir + "/x2.csv", dir + "/s3.csv", "-o", "-"])
    #expect(foreign.code == 65)
    #expect(foreign.err.contains("(shards of different sweeps)"))
  }

  @Test func badInputExitsBeforeAnyWorkAndKeepsTheOldReport() throws {
    let dir = try scratch()
    let out = dir + "/sweep.csv"
    try "previous report\n".write(toFile: out, atomically: false, encoding: .utf8)
    let usage =
      "Usage: spring-tune sweep [<options>]\n"
      + "  See 'spring-tune sweep --help' for more information.\n"
    let cases: [([String], String)] = [
      (
        ["--damping", "-0.5"],
        "Invalid value '-0.5' for '--damping': a damping ratio must be in [0, 10000] (got -0.5)."
      ),
      (["--damping", "nan"], "Invalid value 'nan' for '--damping': expected a finite number."),
      (
        ["--response", "0"],
        "Invalid value '0' for '--response': a response must be in [0.0001, 10000] seconds (got 0)."
      ),
      (
        ["--progress-threshold", "0.9...0.1:0.1"],
        "Invalid value '0.9...0.1:0.1' for '--progress-threshold': empty range (0.9 is greater than 0.1)."
      ),
      (
        ["--velocity-threshold", "0...100:0"],
        "Invalid value '0...100:0' for '--velocity-threshold': the step must be > 0."
      ),
      (
        ["--velocity-threshold", "0...100:-5"],
        "Invalid value '0...100:-5' for '--velocity-threshold': the step must be > 0."
      ),
      (
        ["--projection-rate", "1.5"],
        "Invalid value '1.5' for '--projection-rate': a projection rate must be in (0, 1) (got 1.5)."
      ),
      (["--dampin", "0.8"], "Unknown option '--dampin'. Did you mean '--damping'?"),
      (
        ["--policy", "nope"],
        "Invalid value 'nope' for '--policy': unknown policy; one of: seed-progress-velocity, half-width, min-travel, projected-midpoint, flutter-dismissible, flutter-cupertino-back, compose-swipe-to-dismiss, android-item-touch-helper, android-predictive-back, react-navigation-stack, compose-anchored-draggable."
      ),
      (
        ["--policy", "half-width,"],
        "Invalid value 'half-width,' for '--policy': empty name in the list."
      ),
      (
        ["--shard", "3/2"],
        "Invalid value '3/2' for '--shard': the shard number K must be in 1...2."
      ),
      (
        ["--swipes", "0"], "Invalid value '0' for '--swipes': expected an integer in 1...100000000."
      ),
      (
        ["--seed", "-1"],
        "Invalid value '-1' for '--seed': expected an integer in 0...18446744073709551615."
      ),
      (["--threads", "0"], "Invalid value '0' for '--threads': expected an integer in 1...1024."),
      (
        ["--objective", "speed"],
        "Invalid value 'speed' for '--objective': unknown metric; one of: swipes, completed, complete_rate, feels_complete_rate, feels_cancelled_rate, intent_agreement, false_complete_rate, false_cancel_rate, reversal_rate, arrival_p50_s, arrival_p95_s, settle_p50_s, settle_p95_s, overshoot_p95_pt, hijack_rate, cost, handoff_jump_p50, handoff_jump_p95, overshoot_complete_p95_pt, overshoot_cancel_p95_pt, feel_score, feels_complete_v2_rate, late_arrival_rate, visible_overshoot_rate, ringing_rate, late_settle_rate, visible_jump_rate, abrupt_rate."
      ),
    ]
    for (args, message) in cases {
      let run = runCLI(["sweep", "-o", out] + args)
      #expect(run.code == 64, "\(args)")
      #expect(run.err == "Error: \(message)\n" + usage, "\(args)")
      #expect(run.out.isEmpty)
    }
    let unwritable = runCLI(["sweep", "-o", dir + "/missing/r.csv"] + small)
    #expect(unwritable.code == 73)
    #expect(
      unwritable.err
        == "Error: Cannot write '\(dir)/missing/r.csv': the directory '\(dir)/missing' does not exist.\n"
    )
    #expect(read(out) == "previous report\n")
  }

  /// A new user in a decimal-comma locale types `--damping 0,8`: refused (64) with both
  /// spellings, no report written; `0, 8` still sweeps the two values.
  @Test func aDecimalCommaIsRefusedWithBothSpellings() throws {
    let dir = try scratch()
    let run = runCLI(["sweep", "--damping", "0,8", "-o", dir + "/r.csv"])
    #expect(run.code == 64)
    #expect(
      run.err.hasPrefix(
        "Error: Invalid value '0,8' for '--damping': a decimal comma is not read: write '0.8' "
          + "for one value, or '0, 8' (with a space) for the two values 0 and 8."))
    #expect(!FileManager.default.fileExists(atPath: dir + "/r.csv"))
    let list = runCLI(
      ["sweep", "--damping", "0.5, 1", "--swipes", "200", "-q", "-o", dir + "/r.csv"])
    #expect(list.code == 0)
  }

  @Test func aGridTooBigForOneRunMustBeSharded() {
    // 50 001 damping ratios × 399 default threshold pairs = 19 950 399 rows.
    let run = runCLI(["sweep", "--damping", "0...50:0.001", "-o", "-"])
    #expect(run.code == 64)
    #expect(
      run.err.hasPrefix(
        "Error: The grid has 19950399 rows; one run computes at most 10000000. "
          + "Split it with '--shard K/N' and join with 'merge'.\n"))
    #expect(run.out.isEmpty)
  }

  @Test func helpListsEveryFlagWithItsDefault() {
    let run = runCLI(["sweep", "--help"])
    #expect(run.code == 0)
    for line in [
      "USAGE: spring-tune sweep [--damping <values>]",
      "(default: 0.05...0.95:0.05)", "(default: 0...1000:50)", "(default: sweep.csv)",
      "--shard <K/N|auto|auto/N>", "-q, --quiet",
    ] {
      #expect(run.out.contains(line), "\(line)")
    }
  }

  @Test func svgHeatmapOfTheSlice() throws {
    let dir = try scratch()
    let run = runCLI(
      [
        "sweep", "-o", dir + "/r.csv", "--svg", dir + "/h.svg", "-q", "--svg-metric",
        "feels_complete_rate",
      ]
        + small)
    #expect(run.code == 0, "\(run.err)")
    let svg = read(dir + "/h.svg") ?? ""
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    for text in ["progress threshold", "velocity threshold (pt/s)", "feels-complete rate"] {
      #expect(svg.contains(text), "\(text)")
    }
    let one = runCLI(
      [
        "sweep", "-o", dir + "/r.csv", "--svg", dir + "/g.svg", "--swipes", "20",
        "--velocity-threshold", "100",
      ])
    #expect(one.code == 64)
    #expect(one.err.hasPrefix("Error: '--svg' needs two swept parameters"))
    #expect(read(dir + "/g.svg") == nil)
  }

  /// Two trace files: one with two swipes (`swipe` and `intent` columns), one single swipe.
  func writeTraces(_ dir: String) throws {
    let flick = (0...8).map { i in
      "\(Double(i) * 8),\(20 + Double(i * i) * 4),300,\(i == 0 ? "down" : (i == 8 ? "up" : "move"))"
    }
    var many = "t_ms,x,y,phase,swipe,intent\n"
    for (id, intent) in [("a", "complete"), ("b", "cancel")] {
      for row in flick { many += row + ",\(id),\(intent)\n" }
    }
    try many.write(toFile: dir + "/many.csv", atomically: false, encoding: .utf8)
    try ("t_ms,x,y,phase\n" + flick.joined(separator: "\n") + "\n").write(
      toFile: dir + "/one.csv", atomically: false, encoding: .utf8)
  }

  @Test func recordedTraces() throws {
    let dir = try scratch()
    try FileManager.default.createDirectory(
      atPath: dir + "/traces", withIntermediateDirectories: true)
    try writeTraces(dir + "/traces")
    let run = runCLI(
      [
        "sweep", "--traces", dir + "/traces", "-o", "-", "--progress-threshold", "0.5",
        "--velocity-threshold", "0,1000",
      ])
    #expect(run.code == 0, "\(run.err)")
    let lines = run.out.split(separator: "\n")
    #expect(lines.count == 3)
    // 3 swipes, 2 of them labelled (the single-swipe file has no intent column).
    #expect(lines.dropFirst().allSatisfy { $0.contains(",0.998,3,") || $0.contains(",,3,") })
    // The summary wraps at 80 columns, so the path may start a line of its own.
    #expect(run.err.contains("Population: 3 recorded swipes from"))
    #expect(run.err.contains("\(dir)/traces"))
    #expect(run.err.contains("intent known for 2"))
  }

  /// A cancelled touch is counted in `swipes` as a cancel with no hand-off: of two identical
  /// strokes, the lifted one completes under a permissive rule and the cancelled one does not.
  @Test func cancelledTouchesAreCountedNotDecided() throws {
    let dir = try scratch()
    let stroke = (0...8).map { i in "\(Double(i) * 8),\(20 + Double(i * i) * 4),300" }
    var text = "swipe,t_ms,x,y,phase\n"
    for (id, last) in [("lifted", "up"), ("cancelled", "cancelled")] {
      for (i, row) in stroke.enumerated() {
        text += "\(id),\(row),\(i == 0 ? "down" : (i == 8 ? last : "move"))\n"
      }
    }
    try text.write(toFile: dir + "/c.csv", atomically: false, encoding: .utf8)
    let run = runCLI(
      [
        "sweep", "--traces", dir + "/c.csv", "-o", "-", "--progress-threshold", "0",
        "--velocity-threshold", "0",
      ])
    #expect(run.code == 0, "\(run.err)")
    let table = try SweepTable(parsing: run.out)
    #expect(table.rows.count == 1)
    #expect(table.rows[0].value(.swipes) == 2)
    #expect(table.rows[0].value(.completed) == 1)
    #expect(
      run.err.contains(
        "Note: 1 of 2 recorded swipes end with a 'cancelled' row: they count as cancels with no "
          + "hand-off and no policy decides them."))
  }

  @Test func badTracesNameTheFileAndLine() throws {
    let dir = try scratch()
    try "t_ms,x,y,phase\n0,1,2,down\n8,x,2,move\n16,3,2,up\n".write(
      toFile: dir + "/bad.csv", atomically: false, encoding: .utf8)
    let bad = runCLI(["sweep", "--traces", dir + "/bad.csv", "-o", dir + "/r.csv"])
    #expect(bad.code == 65)
    #expect(bad.err.hasPrefix("Error: \(dir)/bad.csv:3: "))
    #expect(read(dir + "/r.csv") == nil)
    let missing = runCLI(["sweep", "--traces", dir + "/nope", "-o", dir + "/r.csv"])
    #expect(missing.code == 74)
    #expect(
      missing.err
        == "Error: Cannot read '\(dir)/nope': no such file or directory, or not readable.\n")
    let mixed = runCLI(["sweep", "--traces", dir + "/bad.csv", "--swipes", "10"])
    #expect(mixed.code == 64)
    #expect(
      mixed.err.hasPrefix(
        "Error: '--swipes' describes the synthetic population; it cannot be used with '--traces'."))
  }

  /// Regression: an output naming an input was accepted, and the result replaced the input:
  /// `sweep --traces t.csv --out t.csv` overwrote the recording with the report, `report s.csv
  /// --out s.csv` the sweep with HTML, `merge` a shard with the whole report, and `--svg` equal
  /// to `--out` the report with the heatmap. Each is now a usage error and the input survives.
  @Test func outputsNeverReplaceInputs() throws {
    let dir = try scratch()
    let trace = dir + "/t.csv"
    let recording = "t_ms,x,y,phase\n0,0,0,down\n10,40,0,move\n20,90,0,up\n"
    try Data(recording.utf8).write(to: URL(fileURLWithPath: trace))
    let sweep = runCLI(["sweep", "--traces", trace, "--out", dir + "/./t.csv"])
    #expect(sweep.code == 64)
    #expect(
      sweep.err.hasPrefix(
        "Error: Invalid value '\(dir)/./t.csv' for '--out': it is the input file '\(trace)'; "
          + "writing there would destroy it.\n"))
    #expect(read(trace) == recording)

    let report = dir + "/r.csv"
    #expect(runCLI(["sweep", "--out", report, "-q", "--damping", "0.5,1"] + small).code == 0)
    let before = read(report)
    let svg = runCLI(
      ["sweep", "--out", report, "--svg", report, "-q", "--damping", "0.5,1"] + small)
    #expect(svg.code == 64)
    #expect(
      svg.err.hasPrefix(
        "Error: Options '--out' and '--svg' name the same file '\(report)'; one would overwrite "
          + "the other.\n"))
    let html = runCLI(["report", report, "--out", report])
    #expect(html.code == 64)
    #expect(html.err.contains("for '--out': it is the input file"))
    #expect(read(report) == before)

    #expect(runCLI(["sweep", "--shard", "1/1", "-o", dir + "/s1.csv", "-q"] + small).code == 0)
    let merge = runCLI(["merge", dir + "/s1.csv", "-o", dir + "/s1.csv"])
    #expect(merge.code == 64)
    #expect(merge.err.contains("for '--out': it is the input file"))
    #expect(read(dir + "/s1.csv")?.hasPrefix("shard,grid_row,") == true)
  }
}
