import AnimationMath
import SweepFiles
import Testing
import TextFormats

@testable import SwipeTuning

@Suite("population shards")
struct PopulationShardTests {
  /// A small real sweep: two policies, two springs, four thresholds, the CLI's feel model.
  func request(swipes: Int) -> SweepRequest {
    SweepRequest(
      policies: ["half-width", "seed-progress-velocity"], estimators: ["lsq2"],
      dampingRatios: [0.6, 1], responses: [0.4], progressThresholds: [0.2, 0.4, 0.5, 0.7],
      velocityThresholds: [0, 300], projectionRates: [0.998],
      population: .synthetic(count: swipes, seed: 7))
  }

  /// The single run's report.
  /// The columns a population-sharded merge leaves empty (their order statistics are not
  /// sampled: Docs/PopulationShards.md).
  static let unsampledColumns: Set<String> = Set(
    [
      "handoff_jump_p50", "handoff_jump_p95", "overshoot_complete_p95_pt",
      "overshoot_cancel_p95_pt",
    ].flatMap { [$0, $0 + "_lo", $0 + "_hi"] })

  /// The single run's report, with ``unsampledColumns`` emptied as a merge leaves them.
  func single(_ request: SweepRequest) throws -> String {
    let job = try SweepJob.prepare(request, threads: 2)
    let grid = job.engine.grid
    let csv = SweepResults(
      grid: grid, rows: 0..<grid.rowCount, statistics: job.engine.run(threads: 2),
      settings: job.settings
    ).csv()
    let rows = try records(csv)
    let blank = Set(rows[0].indices.filter { Self.unsampledColumns.contains(rows[0][$0]) })
    return rows.enumerated().map { r, row in
      row.indices.map { r > 0 && blank.contains($0) ? "" : row[$0] }.joined(separator: ",")
        + "\n"
    }.joined()
  }

  /// The population shard files of `request` split `parts` ways (and the grid `gridShards`
  /// ways), with `samples` per metric and row.
  func shardFiles(_ request: SweepRequest, parts: Int, gridShards: Int = 1, samples: Int)
    throws -> [(name: String, text: String)]
  {
    var files: [(name: String, text: String)] = []
    for k in 1...parts {
      var r = request
      r.populationShard = SweepShard(index: k, count: parts)
      let job = try SweepJob.prepare(r, threads: 2)
      let part = try #require(job.populationShard)
      let grid = job.engine.grid
      for g in 1...gridShards {
        let rows = SweepShard(index: g, count: gridShards).rows(of: grid.rowCount)
        let run = job.engine.sampledRun(rows: rows, samples: samples, threads: 2)
        let results = SweepResults(
          grid: grid, rows: rows, statistics: run.statistics, settings: job.settings)
        files.append(
          (
            "p\(k)-g\(g).csv",
            PopulationShardSchema.csv(
              results, samples: run.samples, sampleCount: samples, part: part,
              gridShard: SweepShard(index: g, count: gridShards))
          ))
      }
    }
    return files
  }

  func records(_ csv: String) throws -> [[String]] {
    try CSVRecords(parsing: csv).records.map(\.fields)
  }

  @Test func partsOfTheSyntheticPopulationAreSlicesOfTheWhole() {
    let generator = SwipeGenerator(seed: 3)
    let whole = SweepPopulation.synthetic(
      generator, count: 403, estimators: [.lsq2, .impulse], gate: AngleGate(), threads: 2)
    for n in [1, 4, 7] {
      var joined: [[ReleaseRecord]] = [[], []]
      for k in 1...n {
        let part = SweepPopulation.synthetic(
          generator, indices: SweepShard(index: k, count: n).rows(of: 403),
          estimators: [.lsq2, .impulse], gate: AngleGate(), threads: 1)
        for e in 0..<2 { joined[e] += part[e] }
      }
      #expect(joined == whole, "\(n) parts")
    }
  }

  @Test func fourShardsMergeToTheSingleRunByteForByte() throws {
    let request = request(swipes: 1200)
    let whole = try single(request)
    // 1000 samples ≥ 300 swipes per shard: every engaged value is recorded, so exact.
    let files = try shardFiles(request, parts: 4, samples: QuantileSample.defaultCount)
    let merged = try SweepMerge.merge(files.reversed())
    let rows = try records(merged.csv)
    #expect(rows[0] == PopulationShardSchema.mergedHeader)
    #expect(rows.dropFirst().allSatisfy { $0.last == "0" })
    let withoutBound = rows.map { $0.dropLast().joined(separator: ",") + "\n" }.joined()
    #expect(withoutBound == whole)
    // The id (the last settings column) names the whole sweep, not the part: the single run's.
    let ids = Set(try files.map { try records($0.text)[1].last ?? "" })
    #expect(ids == [try records(whole)[1].last ?? ""])
  }

  @Test func gridShardsTimesPopulationShardsMergeToTheSingleRun() throws {
    let request = request(swipes: 600)
    let whole = try single(request)
    let files = try shardFiles(request, parts: 4, gridShards: 3, samples: 1000)
    #expect(files.count == 12)
    var order = SplitMix64(seed: 42)
    let merged = try SweepMerge.merge(files.shuffled(using: &order))
    let rows = try records(merged.csv)
    #expect(rows.map { $0.dropLast().joined(separator: ",") + "\n" }.joined() == whole)
  }

  @Test func fewSamplesKeepCountsExactAndPercentilesWithinTheRecordedBound() throws {
    let request = request(swipes: 1600)
    let whole = try records(try single(request))
    let merged = try records(
      try SweepMerge.merge(try shardFiles(request, parts: 4, samples: 9)).csv)
    // Every engaged value of every row, sorted, from the whole population.
    let job = try SweepJob.prepare(request, threads: 2)
    let all = job.engine.sampledRun(samples: 1600, threads: 2).samples
    let header = whole[0]
    let percentileColumns: [(String, KeyPath<QuantileSample, [Double]>, Bool)] = [
      ("arrival_p50_s", \.arrival, true), ("arrival_p95_s", \.arrival, false),
      ("settle_p50_s", \.settle, true), ("settle_p95_s", \.settle, false),
      ("overshoot_p95_pt", \.overshoot, false),
    ]
    // Percentiles and their interval bounds are merged within the rank bound, not exactly.
    let percentiles = Set(
      percentileColumns.flatMap { [$0.0, $0.0 + "_lo", $0.0 + "_hi"] })
    var inexact = 0
    for (i, row) in merged.dropFirst().enumerated() {
      let single = whole[i + 1]
      for (c, name) in header.enumerated() where !percentiles.contains(name) {
        #expect(row[c] == single[c], "row \(i) column \(name)")
      }
      let bound = try #require(row.last.flatMap { Int($0) })
      let engaged = all[i].arrival.count
      for (name, list, isMedian) in percentileColumns {
        let c = try #require(header.firstIndex(of: name))
        let values = all[i][keyPath: list]
        let rank = isMedian ? NearestRank.median(of: engaged) : NearestRank.p95(of: engaged)
        #expect(values[rank - 1] == Double(single[c]), "the sidecar agrees with the report")
        let v = try #require(Double(row[c]))
        // Some rank r′ within the bound has exactly this value.
        let lo = Swift.max(1, rank - bound)
        let hi = Swift.min(engaged, rank + bound)
        #expect((lo...hi).contains { values[$0 - 1] == v }, "row \(i) \(name) bound \(bound)")
        if row[c] != single[c] { inexact += 1 }
      }
      // The bound is at most the parts' sampling gaps, Σ ⌈n_i/m⌉.
      #expect(bound <= 4 * ((engaged / 4 + 2 + 8) / 9))
    }
    // Nine samples of 400 swipes cannot pin every percentile: the test exercises the bound.
    #expect(inexact > 0)
  }

  @Test func mergedQuantilesAreExactOrWithinTheirBound() {
    var rng = SplitMix64(seed: 11)
    for trial in 0..<400 {
      let partCount = 1 + rng.int(5)
      var parts: [[Double]] = []
      for _ in 0..<partCount {
        let n = rng.int(40)
        // Few distinct values, so ties are common.
        parts.append((0..<n).map { _ in Double(rng.int(trial % 2 == 0 ? 12 : 1000)) }.sorted())
      }
      let all = parts.joined().sorted()
      guard !all.isEmpty else { continue }
      let samples = 1 + rng.int(45)
      let sampled = parts.map { values in
        QuantileSample.Shard(
          count: values.count, samples: samples,
          values: QuantileSample.ranks(of: values.count, samples: samples).map { values[$0 - 1] })
      }.filter { $0.count > 0 }
      for rank in [1, NearestRank.median(of: all.count), NearestRank.p95(of: all.count), all.count]
      {
        let (value, bound) = QuantileSample.merge(rank: rank, shards: sampled)
        let lo = Swift.max(1, rank - bound)
        let hi = Swift.min(all.count, rank + bound)
        #expect((lo...hi).contains { all[$0 - 1] == value }, "trial \(trial)")
        if parts.allSatisfy({ $0.count <= samples }) {
          #expect(bound == 0 && value == all[rank - 1], "every value sampled: exact")
        }
      }
    }
  }

  @Test func ranksAreEvenlySpacedAndEndAtN() {
    #expect(QuantileSample.ranks(of: 0, samples: 5) == [])
    #expect(QuantileSample.ranks(of: 3, samples: 5) == [1, 2, 3])
    #expect(QuantileSample.ranks(of: 10, samples: 4) == [3, 5, 8, 10])
    for n in 1...60 {
      for m in 1...20 {
        let r = QuantileSample.ranks(of: n, samples: m)
        #expect(r.last == n && zip(r, r.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip([0] + r, r).allSatisfy { $1 - $0 <= (n + m - 1) / m })
      }
    }
  }

  @Test func mergeRefusesIncompleteOrDamagedShards() throws {
    let files = try shardFiles(request(swipes: 80), parts: 3, samples: 1000)
    func failure(_ files: [(name: String, text: String)]) -> String {
      do {
        _ = try SweepMerge.merge(files)
        return "merged"
      } catch { return error.description }
    }
    #expect(
      failure(Array(files.prefix(2)))
        == "grid row 0: population shard 3/3 is missing (1 of 3 missing); is a shard file left out?"
    )
    #expect(
      failure(files + [files[0]]).hasPrefix(
        "p1-g1.csv:2: grid shard 1/1, population shard 1/3 is also given as p1-g1.csv"))
    /// `text` with the fields of its first data row edited and its `row_check` made to match
    /// again (so the check behind it is reached).
    func editFirstRow(_ text: String, resign: Bool = true, _ edit: (inout [String]) -> Void)
      -> String
    {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var fields = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      edit(&fields)
      if resign {
        fields[3] = SweepRowCheck.hex(
          shard: fields[0], gridRow: fields[1], gridRows: fields[2], fields: fields[4...])
      }
      return ([lines[0], fields.joined(separator: ",")] + lines.dropFirst(2)).joined(
        separator: "\n")
    }
    let swipesColumn = PopulationShardSchema.header.firstIndex(of: "swipes")!
    // An edited row without a matching row_check is refused as damaged.
    var damaged = files
    damaged[1].text = editFirstRow(files[1].text, resign: false) { $0[swipesColumn] = "28" }
    #expect(failure(damaged).hasPrefix("p2-g1.csv:2: row_check "))
    #expect(failure(damaged).hasSuffix("the row was edited or damaged"))
    // A part index edited so that the shard's size no longer fits.
    var edited = files
    edited[1].text = editFirstRow(files[1].text) { $0[4] = "1" }
    #expect(
      failure(edited).hasPrefix(
        "p2-g1.csv:2: column 'swipes' value '27': expected 26, the size of population shard 1/3"))
    // A grid row missing from every file, and rows out of order.
    func editRows(_ text: String, _ edit: ([String]) -> [String]) -> String {
      var lines = text.split(separator: "\n").map(String.init)
      let header = lines.removeFirst()
      return ([header] + edit(lines)).joined(separator: "\n") + "\n"
    }
    let withoutRow0 = files.map { ($0.name, editRows($0.text) { Array($0.dropFirst()) }) }
    #expect(
      failure(withoutRow0).hasPrefix("p1-g1.csv:2: grid row 1 of shard 1/1 (sweep_id "))
    #expect(failure(withoutRow0).contains("where grid row 0 of shard 1/1 comes next"))
    var swapped = files
    swapped[2].text = editRows(swapped[2].text) { [$0[1], $0[0]] + $0.dropFirst(2) }
    // Walking the files in step, row 0 of the third part is not where it belongs.
    #expect(failure(swapped).hasPrefix("p3-g1.csv:2: grid row 1 of shard 1/1 (sweep_id "))
    // A grid shard missing from every file, and a file cut short.
    let gridSplit = try shardFiles(request(swipes: 80), parts: 2, gridShards: 3, samples: 1000)
    #expect(
      failure(gridSplit.filter { !$0.name.hasSuffix("-g2.csv") })
        == "grid shard 2/3 (grid rows 8–15) is missing from every file; is a shard file left out?")
    var truncated = gridSplit
    truncated[0].text = editRows(truncated[0].text) { Array($0.dropLast()) }
    #expect(failure(truncated).hasPrefix("p1-g1.csv: the file ends before grid row 7"))
    // Mixing with a grid shard of the ordinary kind.
    let plain = "shard,grid_row,grid_rows,row_check,policy\n"
    #expect(
      failure(files + [("plain.csv", plain)]).hasPrefix(
        "plain.csv:1: does not have the population shard header"))
    // Samples out of order.
    var unsorted = files
    let arrival = PopulationShardSchema.header.firstIndex(of: "arrival_samples")!
    unsorted[0].text = editFirstRow(files[0].text) {
      $0[arrival] = $0[arrival].split(separator: " ").reversed().joined(separator: " ")
    }
    #expect(failure(unsorted).contains("column 'arrival_samples' item"))
  }
}
