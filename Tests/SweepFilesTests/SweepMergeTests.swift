import AnimationMath
import Foundation
import SweepTestSupport
import Testing

@testable import SweepFiles
@testable import SwipeTuning

@Suite("SweepMerge")
struct SweepMergeTests {
  /// 2 policies × 2 estimators × 2 damping ratios × 3 progress thresholds (× 2 velocity
  /// thresholds for the first policy, which alone uses them): 2 × 2 × 2 × (6 + 1) = 28 rows.
  let engine: SweepEngine<TiedEvaluator>
  let id: String
  let whole: String

  init() throws {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity, TestPolicies.fixed], estimators: ["a", "b"],
      dampingRatios: [0.5, 1], responses: [0.4], progressThresholds: [0.1, 0.5, 0.9],
      velocityThresholds: [0, 300], projectionRates: [0.998])
    let releases = grid.estimators.indices.map { randomReleases(count: 60, seed: UInt64($0 + 1)) }
    engine = SweepEngine(grid: grid, releases: releases, evaluator: TiedEvaluator())
    id = engine.fingerprint(model: "m")
    var settings = SweepSettings.test()
    settings.sweepID = id
    whole = SweepResults(
      grid: grid, rows: 0..<grid.rowCount, statistics: engine.run(), settings: settings
    ).csv()
  }

  /// Shard `k` of `n` as a shard file.
  func shard(_ k: Int, _ n: Int, settings: SweepSettings = .test(), id: String? = nil) -> String {
    let s = SweepShard(index: k, count: n)
    let rows = s.rows(of: engine.grid.rowCount)
    var settings = settings
    settings.sweepID = id ?? self.id
    return SweepResults(
      grid: engine.grid, rows: rows, statistics: engine.run(rows: rows), settings: settings
    ).csv(shard: s)
  }

  func failure(_ files: [(String, String)]) -> String? {
    do {
      _ = try SweepMerge.merge(files.map { (name: $0.0, text: $0.1) })
      return nil
    } catch { return error.description }
  }

  /// `text` with field `column` of data row `row` (0-based) replaced by `value`.
  func edited(_ text: String, row: Int = 0, _ column: String, _ value: String) -> String {
    var lines = text.split(separator: "\n").map(String.init)
    let header = lines[0].split(separator: ",").map(String.init)
    var fields = lines[row + 1].split(separator: ",", omittingEmptySubsequences: false).map(
      String.init)
    guard let i = header.firstIndex(of: column) else { return text }  // the tests then fail
    fields[i] = value
    lines[row + 1] = fields.joined(separator: ",")
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func anyOrderAnyCountGivesTheWholeReport() throws {
    #expect(engine.grid.rowCount == 28)
    for n in [1, 2, 7, 28, 50] {
      let files = (1...n).map { ("s\($0).csv", shard($0, n)) }
      #expect(try SweepMerge.merge(files.reversed().map { ($0.0, $0.1) }).csv == whole, "\(n)")
    }
  }

  @Test func filesOnDiskStreamLineByLine() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "merge-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    var inputs: [SweepMerge.Input] = []
    for k in [3, 1, 2] {
      try shard(k, 3).write(toFile: "\(dir)/s\(k).csv", atomically: true, encoding: .utf8)
      inputs.append(.file(path: "\(dir)/s\(k).csv"))
    }
    var lines: [String] = []
    let summary = try SweepMerge.merge(inputs) { lines.append($0) }
    #expect(lines.joined() == whole)
    // Whole lines per call: the header, the first row (checked in full, its settings then
    // known) and each file's other rows in one block (under 1 MiB).
    #expect(lines.allSatisfy { $0.hasSuffix("\n") })
    #expect(lines.count == 5)
    #expect(summary.rows == 28 && summary.shards == 3 && summary.files == 3)
    #expect(summary.sweepID == id)
    let missing = try? SweepMerge.merge([.file(path: dir + "/none.csv")]) { _ in }
    #expect(missing == nil)
  }

  /// The byte check of a number accepts only what the full check accepts (a finite `Double`),
  /// and the plain decimals the sweep writes.
  @Test func theByteCheckOfANumberIsNoLooserThanTheFullCheck() {
    let accepted = ["0", "1", "-0", "0.5", "12.25", "1e-05", "1.5e+20", "-3.25e-07", "5e-99"]
    let deferred = [
      "", "-", "1.", ".5", "1e", "1e999", "1e-324", "1E5", "+1", "inf", "nan", "0x10", "1e+",
      " 1", "1 ", "1,2", String(repeating: "9", count: 41),
    ]
    func plain(_ text: String) -> Bool {
      let bytes = Array(text.utf8)
      return bytes.withUnsafeBufferPointer {
        SweepMerge.FastRowCheck.isPlainFinite($0, 0..<bytes.count)
      }
    }
    for text in accepted { #expect(plain(text) && Double(text)?.isFinite == true, "\(text)") }
    for text in deferred { #expect(!plain(text), "\(text)") }
    var rng = SplitMix64(seed: 5)
    for _ in 0..<2000 {
      let v = Double(bitPattern: rng.next())
      guard v.isFinite, abs(v) < 1e99, abs(v) > 1e-99 || v == 0 else { continue }
      #expect(plain(NumberText.shortest(v)), "\(v)")
    }
  }

  @Test func theSetOfShardsMustBeCompleteAndOfOneSweep() {
    let (a, b, c) = (shard(1, 3), shard(2, 3), shard(3, 3))
    #expect(
      failure([("a.csv", a)])
        == "2 of 3 shards are missing: 2/3 (grid rows 9–17), 3/3 (grid rows 18–27); "
        + "is a shard file left out?")
    let many = (1...40).filter { $0 != 3 && $0 < 30 }.map { ("s\($0).csv", shard($0, 40)) }
    #expect(
      failure(many)
        == "9 of 40 shards are missing: 3/40 (grid row 1), 30/40 (grid row 20), "
        + "32/40 (grid row 21), 33/40 (grid row 22), 35/40 (grid row 23), and 4 more; "
        + "is a shard file left out?")
    #expect(
      failure([("a.csv", a), ("b.csv", b), ("c.csv", c), ("a2.csv", a)])
        == "a2.csv:2: shard 1/3 is also given as a.csv:2; give each shard once")
    #expect(
      failure([("a.csv", a), ("x.csv", shard(2, 3, id: "0123456789abcdef")), ("c.csv", c)])
        == "x.csv:2: sweep_id 0123456789abcdef differs from \(id) at a.csv:2 "
        + "(shards of different sweeps)")
    #expect(
      failure([("a.csv", a), ("h.csv", shard(2, 4))])
        == "h.csv:2: shard 2/4 is one of 4, but a.csv:2 is one of 3 (shards of different splits)")
    #expect(
      failure([("w.csv", whole)])
        == "w.csv:1: is a whole report, not a shard (write shards with sweep's grid shard K/N)")
    #expect(failure([("e.csv", "")]) == "e.csv: empty file (expected a shard header)")
    #expect(failure([]) == "no shard files given")
    let header = String(a.prefix { $0 != "\n" }) + "\n"
    #expect(
      failure([("h.csv", header)])
        == "the shard files hold no rows, so the grid size is unknown")
    // Shards without rows (N > rows) are written as a header alone and skipped.
    let sparse = (1...50).map { ("s\($0).csv", shard($0, 50)) }
    #expect(sparse.filter { $0.1 == header }.count == 22)
    #expect(failure(sparse.filter { $0.1 != header }) == nil)
    #expect(failure([("a.csv", a), ("b.csv", b), ("c.csv", c), ("h.csv", header)]) == nil)
  }

  /// Regression (issue 11): hand-edited shards were merged — swapped `grid_row`, edited metrics,
  /// `1e999`, `inf` — and two sweeps concatenated in one file were accepted.
  @Test func editedDamagedOrMixedRowsAreRefusedNamingTheLine() {
    let (a, b, c) = (shard(1, 3), shard(2, 3), shard(3, 3))
    func merged(_ b2: String) -> String? { failure([("a.csv", a), ("b.csv", b2), ("c.csv", c)]) }
    #expect(merged(b) == nil)
    let rowCheck = "row_check"
    // An edited metric in the sweep's own number form: only the row check sees it.
    let metric = edited(b, row: 2, "complete_rate", "0.123456")
    #expect(merged(metric)?.hasPrefix("b.csv:4: row_check ") == true)
    #expect(merged(metric)?.hasSuffix(": the row was edited or damaged") == true)
    for value in ["1e999", "inf", "-inf", "nan", "0.50", "banana", "1E2"] {
      #expect(
        merged(edited(b, row: 1, "overshoot_p95_pt", value))
          == "b.csv:3: column 'overshoot_p95_pt' value '\(value)': expected a finite number in "
          + "the shortest form the sweep writes, or empty")
    }
    // `inf` is a time the sweep writes (a spring that never settles), so in a time column only
    // the row check sees it.
    #expect(
      merged(edited(b, row: 1, "arrival_p50_s", "inf"))?.hasSuffix("the row was edited or damaged")
        == true)
    #expect(
      merged(edited(b, row: 1, "arrival_p50_s", "1e999"))
        == "b.csv:3: column 'arrival_p50_s' value '1e999': expected a finite number in the "
        + "shortest form the sweep writes, or empty")
    #expect(
      merged(edited(b, "policy", "")) == "b.csv:2: column 'policy' value '': expected a name")
    // Swapped grid_row values: the order check sees the first, whatever the row check says.
    let swapped = edited(edited(b, row: 0, "grid_row", "10"), row: 1, "grid_row", "9")
    #expect(
      merged(swapped)
        == "b.csv:2: grid_row '10' where grid row 9 comes next (rows swapped, repeated, "
        + "missing or from another file)")
    // Rows swapped with their grid_row: the row check sees it (it covers grid_row).
    var lines = b.split(separator: "\n").map(String.init)
    lines.swapAt(1, 2)
    let moved = edited(
      edited(lines.joined(separator: "\n") + "\n", row: 0, "grid_row", "9"), row: 1,
      "grid_row", "10")
    #expect(merged(moved)?.hasPrefix("b.csv:2: row_check ") == true)
    #expect(merged(edited(b, row: 3, rowCheck, "0000000000000000"))?.hasPrefix("b.csv:5:") == true)
    // Two files concatenated, with or without the second header.
    let body = c.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
    #expect(
      failure([("a.csv", a), ("bc.csv", b + c), ("c.csv", c)])
        == "bc.csv:11: a second header row (two files concatenated?)")
    #expect(
      failure([("a.csv", a), ("bc.csv", b + body), ("c.csv", c)])
        == "bc.csv:11: shard 3/3 differs from 2/3 in the file's first row")
    let again = b.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
    #expect(
      merged(b + again)
        == "b.csv:11: grid_row '9' where grid row 18 comes next (rows swapped, repeated, "
        + "missing or from another file)")
    // A truncated file.
    let truncated = b.split(separator: "\n").dropLast(2).joined(separator: "\n") + "\n"
    #expect(
      merged(truncated)
        == "b.csv:8: the file ends at grid row 15 but shard 2/3 holds grid rows 9–17 "
        + "(a truncated file?)")
    #expect(merged(b + "\"open\n") == "b.csv:11: unterminated quoted field")
    let short = b.replacingOccurrences(of: "," + id + "\n", with: "\n")
    let width = SweepSchema.shardColumns.count + SweepSchema.header.count
    #expect(merged(short) == "b.csv:2: \(width - 1) fields, expected \(width)")
  }

  /// An undamped spring never settles: its settle times are `inf`, and its shards merge.
  @Test func infiniteSettleTimesMerge() throws {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity], estimators: ["a"], dampingRatios: [0, 1],
      responses: [0.4], progressThresholds: [0.1, 0.5], velocityThresholds: [0, 300],
      projectionRates: [0.998])
    let e = SweepEngine(
      grid: grid, releases: [randomReleases(count: 40, seed: 3)], evaluator: TiedEvaluator())
    var settings = SweepSettings.test()
    settings.sweepID = e.fingerprint(model: "z")
    let whole = SweepResults(
      grid: grid, rows: 0..<grid.rowCount, statistics: e.run(), settings: settings
    ).csv()
    #expect(whole.contains(",inf,"))
    let files = (1...3).map { k in
      let s = SweepShard(index: k, count: 3)
      let rows = s.rows(of: grid.rowCount)
      return (
        name: "s\(k).csv",
        text: SweepResults(
          grid: grid, rows: rows, statistics: e.run(rows: rows), settings: settings
        ).csv(shard: s)
      )
    }
    #expect(try SweepMerge.merge(files).csv == whole)
  }

  @Test func shardsRunWithOtherSettingsAreRefused() {
    let a = shard(1, 2)
    let other = shard(2, 2, settings: .test(.falseCancelRate))
    #expect(
      failure([("a.csv", a), ("o.csv", other)])
        == "o.csv:2: column 'objective' value 'false_cancel_rate' differs from "
        + "'intent_agreement' at a.csv:2 (shards run with different settings)")
    let badWidth = a.replacingOccurrences(of: ",390,x,+,", with: ",-4,x,+,")
    #expect(failure([("w.csv", badWidth), ("b.csv", shard(2, 2))])?.hasPrefix("w.csv:2: ") == true)
  }

  @Test func theRowCheckCoversEveryField() {
    let fields = ["p", "e", "1", "0.5", id]
    let base = SweepRowCheck.hex(shard: "1/2", gridRow: "0", gridRows: "4", fields: fields)
    #expect(base.count == 16)
    #expect(SweepRowCheck.hex(shard: "1/2", gridRow: "0", gridRows: "4", fields: fields) == base)
    let variants = [
      SweepRowCheck.hex(
        shard: "1/2", gridRow: "0", gridRows: "4", fields: ["p", "e", "1", "0.5", "x"]),
      SweepRowCheck.hex(shard: "2/2", gridRow: "0", gridRows: "4", fields: fields),
      SweepRowCheck.hex(shard: "1/2", gridRow: "1", gridRows: "4", fields: fields),
      SweepRowCheck.hex(shard: "1/2", gridRow: "0", gridRows: "5", fields: fields),
      SweepRowCheck.hex(
        shard: "1/2", gridRow: "0", gridRows: "4", fields: ["p", "e", "1", "0.6", id]),
      // Field boundaries count: moving a character between fields changes the check.
      SweepRowCheck.hex(
        shard: "1/2", gridRow: "0", gridRows: "4", fields: ["p", "e1", "", "0.5", id]),
    ]
    #expect(Set(variants + [base]).count == 7)
  }
}
