import AnimationMath
import SweepFiles
import Testing
import TextFormats

@testable import SwipeTuning

/// The plateau of a sharded sweep: shards, `merge`, the plateau pass against the merged report,
/// `merge` again — the report one machine writes, byte for byte, `plateau` and `recommended`
/// included, for grid shards and population shards (Docs/ScaleOut.md).
@Suite("plateau of sharded sweeps")
struct PlateauShardTests {
  /// A small real sweep: two policies, two springs, four progress and two velocity thresholds.
  func request(swipes: Int, objective: SweepMetric = .defaultObjective) -> SweepRequest {
    var r = SweepRequest(
      policies: ["half-width", "seed-progress-velocity"], estimators: ["lsq2"],
      dampingRatios: [0.6, 1], responses: [0.4], progressThresholds: [0.2, 0.4, 0.5, 0.7],
      velocityThresholds: [0, 300], projectionRates: [0.998],
      population: .synthetic(count: swipes, seed: 7))
    r.objective = objective
    return r
  }

  func records(_ csv: String) throws -> [[String]] {
    try CSVRecords(parsing: csv).records.map(\.fields)
  }

  /// The merged report's target, read a record at a time as the CLI reads it.
  func target(_ merged: String) throws -> SweepPlateauTarget {
    var finder = SweepPlateauTarget.Finder()
    for record in try CSVRecords(parsing: merged).records { try finder.read(record) }
    return try finder.target()
  }

  /// Shards (grid `gridShards` ways, population `parts` ways; nil: no population shards),
  /// merged, the plateau pass of every shard, merged with the report.
  func sharded(_ request: SweepRequest, gridShards: Int, parts: Int?) throws -> String {
    var files: [(name: String, text: String)] = []
    func each(_ body: (SweepRequest, String) throws -> Void) throws {
      for g in 1...gridShards {
        for k in 1...(parts ?? 1) {
          var r = request
          r.gridShard = SweepShard(index: g, count: gridShards)
          if let parts { r.populationShard = SweepShard(index: k, count: parts) }
          try body(r, "g\(g)-p\(k).csv")
        }
      }
    }
    try each { r, name in files.append((name, try Sweep.run(r, threads: 2).csv)) }
    var order = SplitMix64(seed: 42)
    let merged = try SweepMerge.merge(files.shuffled(using: &order)).csv
    // Without the plateau pass the column is empty.
    let plateau = try #require(SweepSchema.header.firstIndex(of: "plateau"))
    #expect(try records(merged).dropFirst().allSatisfy { $0[plateau].isEmpty })
    let target = try target(merged)
    var plateauFiles: [(name: String, text: String)] = []
    try each { r, name in
      plateauFiles.append(
        ("plateau-" + name, try Sweep.plateauShard(r, target: target, threads: 2)))
    }
    return try SweepMerge.merge([("merged.csv", merged)] + plateauFiles.shuffled(using: &order)).csv
  }

  /// The single run's report, with the columns a population-sharded merge leaves empty
  /// emptied (`PopulationShardTests.unsampledColumns`) when `blank`.
  func single(_ request: SweepRequest, blank: Bool = false) throws -> String {
    let csv = try Sweep.run(request, threads: 2).csv
    guard blank else { return csv }
    let rows = try records(csv)
    let empty = Set(
      rows[0].indices.filter { PopulationShardTests.unsampledColumns.contains(rows[0][$0]) })
    return rows.enumerated().map { r, row in
      row.indices.map { r > 0 && empty.contains($0) ? "" : CSVWriter.quoted(row[$0]) }
        .joined(separator: ",") + "\n"
    }.joined()
  }

  /// Both verdicts occur, so a byte comparison of the column can fail.
  func expectMixedPlateau(_ csv: String) throws {
    let plateau = try #require(SweepSchema.header.firstIndex(of: "plateau"))
    let values = Set(try records(csv).dropFirst().map { $0[plateau] })
    #expect(values == ["0", "1"], "\(values)")
    // And one row is recommended, so the column's bytes are compared too.
    let recommended = try #require(SweepSchema.header.firstIndex(of: "recommended"))
    #expect(try records(csv).dropFirst().filter { $0[recommended] == "1" }.count == 1)
  }

  @Test(arguments: [1, 3, 7, 40])
  func gridShardsMergeToTheSingleRunWithItsPlateau(shards: Int) throws {
    let request = request(swipes: 600)
    let whole = try single(request)
    try expectMixedPlateau(whole)
    #expect(try sharded(request, gridShards: shards, parts: nil) == whole)
  }

  @Test(arguments: [SweepMetric.cost, .completeRate, .settleP95])
  func everyKindOfObjectiveMergesToTheSingleRun(objective: SweepMetric) throws {
    let request = request(swipes: 700, objective: objective)
    let whole = try single(request)
    #expect(try sharded(request, gridShards: 3, parts: nil) == whole, "\(objective)")
  }

  @Test(arguments: [(2, 1), (4, 1), (3, 3)])
  func populationShardsMergeToTheSingleRunWithItsPlateau(parts: Int, gridShards: Int) throws {
    let request = request(swipes: 800)
    let whole = try single(request, blank: true)
    try expectMixedPlateau(whole)
    let merged = try records(try sharded(request, gridShards: gridShards, parts: parts))
    // Every sample recorded (1000 ≥ the parts' swipes): exact, the rank error column all 0.
    #expect(merged[0] == PopulationShardSchema.mergedHeader)
    #expect(merged.dropFirst().allSatisfy { $0.last == "0" })
    let text = merged.map { $0.dropLast().map(CSVWriter.quoted).joined(separator: ",") + "\n" }
    #expect(text.joined() == whole)
  }

  /// The test on the table rebuilt from the cells a plateau file keeps is the test on the
  /// whole table, for random tables of every objective.
  @Test func cellsKeepTheTestExact() {
    var rng = SplitMix64(seed: 11)
    let objectives = SweepMetric.allCases.filter(SweepPlateau.isPaired)
    #expect(objectives.count > 3)
    for trial in 0..<400 {
      var table = [Int](repeating: 0, count: 64 * 64)
      for _ in 0..<(1 + trial % 40) {
        table[Int(rng.next() % 4096)] += Int(rng.next() % (trial % 2 == 0 ? 5 : 3000)) + 1
      }
      let total = table.reduce(0, +)
      let costs = SweepCosts.standard
      for objective in objectives {
        let cells = PlateauShardSchema.cells(table, objective: objective, costs: costs)
        let rebuilt = PlateauShardSchema.table(cells: cells, total: total)
        #expect(
          SweepPlateau.test(rebuilt, objective: objective, costs: costs)
            == SweepPlateau.test(table, objective: objective, costs: costs),
          "trial \(trial) \(objective)")
        let text = PlateauShardSchema.text(cells)
        let parsed = PlateauShardSchema.parseCells(text[...])
        #expect(
          parsed.map { $0.map { [$0.best, $0.row, $0.count] } }
            == cells.map { [$0.best, $0.row, $0.count] })
      }
    }
    for bad in ["1:2", "1:2:0", "64:0:1", "2:1:1 1:2:1", "1:2:1  3:4:1", "01:2:1", "a:b:c"] {
      #expect(PlateauShardSchema.parseCells(bad[...]) == nil, "\(bad)")
    }
  }

  /// A missing part, a report the pass was not run against, and an edited row are refused.
  @Test func incompleteOrForeignPlateauFilesAreRefused() throws {
    let request = request(swipes: 300)
    var shards: [(name: String, text: String)] = []
    for k in 1...2 {
      var r = request
      r.gridShard = SweepShard(index: k, count: 2)
      shards.append(("s\(k).csv", try Sweep.run(r, threads: 1).csv))
    }
    let merged = try SweepMerge.merge(shards).csv
    let target = try target(merged)
    var files: [(name: String, text: String)] = []
    for k in 1...2 {
      var r = request
      r.gridShard = SweepShard(index: k, count: 2)
      files.append(("p\(k).csv", try Sweep.plateauShard(r, target: target, threads: 1)))
    }
    #expect(throws: SweepMerge.Failure.self) {
      try SweepMerge.merge([("m.csv", merged), files[0]])
    }
    #expect(throws: SweepMerge.Failure.self) { try SweepMerge.merge(files) }
    // Another sweep's report.
    let other = try Sweep.run(self.request(swipes: 301), threads: 1).csv
    #expect(throws: SweepMerge.Failure.self) { try SweepMerge.merge([("o.csv", other)] + files) }
    // An edited count.
    var lines = files[1].text.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    var fields = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    fields[7] = String((Int(fields[7]) ?? 0) + 1)
    lines[1] = fields.joined(separator: ",")
    let edited = (files[1].name, lines.joined(separator: "\n"))
    do {
      _ = try SweepMerge.merge([("m.csv", merged), files[0], edited])
      Issue.record("an edited row was merged")
    } catch { #expect(error.description.contains("row_check"), "\(error)") }
    // The plateau pass of another sweep's request.
    #expect(throws: SweepSetupError.self) {
      try Sweep.plateauShard(self.request(swipes: 301), target: target, threads: 1)
    }
  }
}
