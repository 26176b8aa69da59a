import AnimationMath
import Testing

@testable import SwipeTuning

/// A feel model whose numbers can be worked by hand (width 100 pt):
/// completion — arrival (100 − travel)/100 s, settle (110 − travel)/100 s, overshoot travel/10 pt,
/// backward travel −v/100 pt when v < 0; cancel — arrival travel/100 s, settle (travel + 20)/100 s,
/// no overshoot, backward travel v/100 pt when v > 0. Reversed when backward > 1.5 pt; feels
/// decided when not reversed and arrival ≤ 0.5 s.
struct HandWorkedFeel: SweepFeelModel {
  struct Kernel: SweepFeelKernel {
    func handOff(_ r: ReleaseRecord, completes: Bool) -> SweepHandOff {
      let arrival = completes ? (100 - r.travel) / 100 : r.travel / 100
      let settle = completes ? (110 - r.travel) / 100 : (r.travel + 20) / 100
      let overshoot = completes ? r.travel / 10 : 0
      let backward = completes ? max(0, -r.velocity / 100) : max(0, r.velocity / 100)
      return SweepHandOff(
        backwardTravel: backward, arrivalTime: arrival, settleTime: settle, overshoot: overshoot,
        feelsDecided: backward <= 1.5 && arrival <= 0.5, reversed: backward > 1.5)
    }
  }

  func kernel(for spring: Spring) -> Kernel { Kernel() }
}

@Suite("SweepResults")
struct SweepReportTests {
  /// Five swipes on a 100 pt transition, policy "p > θ or v > 500":
  ///
  /// | swipe | travel | v    | intent   | θ = 0.25 | θ = 0.5 |
  /// | A     | 60     | 100  | complete | complete | complete |
  /// | B     | 30     | 800  | complete | complete (v) | complete (v) |
  /// | C     | 40     | −200 | cancel   | complete | cancel |
  /// | D     | 10     | 0    | unknown  | cancel   | cancel |
  /// | E     | 5 (gated out) | 0 | cancel | cancel | cancel |
  ///
  /// θ = 0.25: feels complete A only (B arrives at 0.7 s, C reverses 2 pt); feels cancelled D, E;
  /// agreement A, B, E of 4 labelled (C is a false completion); reversed C. Engaged values:
  /// arrival {0.4, 0.7, 0.6, 0.1} → p50 (rank 2) 0.4, p95 (rank 4) 0.7; settle {0.5, 0.8, 0.7,
  /// 0.3} → 0.5, 0.8; overshoot {6, 3, 4, 0} → p95 6.
  /// θ = 0.5: C cancels (arrival 0.4, no reversal: feels cancelled); agreement 4 of 4; nothing
  /// reverses; arrival {0.4, 0.7, 0.4, 0.1} → 0.4, 0.7; settle {0.5, 0.8, 0.6, 0.3} → 0.5, 0.8;
  /// overshoot {6, 3, 0, 0} → 6.
  static let expected = """
    policy,estimator,damping_ratio,response,progress_threshold,velocity_threshold,projection_rate,\
    swipes,completed,complete_rate,feels_complete_rate,feels_cancelled_rate,intent_agreement,\
    false_complete_rate,false_cancel_rate,reversal_rate,arrival_p50_s,arrival_p95_s,settle_p50_s,\
    settle_p95_s,overshoot_p95_pt,objective,population,seed,traces,width_pt,axis,direction,\
    angle_gate_deg,gate_slop_pt,reversal_tolerance_pt,arrival_tolerance_pt,arrival_window_s,\
    settle_tolerance_pt,tool_version
    progress-or-velocity,e,1,0.5,0.25,500,,5,3,0.6,0.2,0.4,0.75,0.25,0,0.2,0.4,0.7,0.5,0.8,6,\
    intent_agreement,synthetic,1,,390,x,+,30,10,2,1,0.5,1,\(SweepSettings.currentToolVersion)
    progress-or-velocity,e,1,0.5,0.5,500,,5,2,0.4,0.2,0.6,1,0,0,0,0.4,0.7,0.5,0.8,6,\
    intent_agreement,synthetic,1,,390,x,+,30,10,2,1,0.5,1,\(SweepSettings.currentToolVersion)

    """

  func engine() throws -> SweepEngine<HandWorkedFeel> {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity], estimators: ["e"], dampingRatios: [1],
      responses: [0.5], progressThresholds: [0.25, 0.5], velocityThresholds: [500],
      projectionRates: [0.998])
    let swipes = [
      ReleaseRecord(travel: 60, velocity: 100, width: 100, intent: .complete),
      ReleaseRecord(travel: 30, velocity: 800, width: 100, intent: .complete),
      ReleaseRecord(travel: 40, velocity: -200, width: 100, intent: .cancel),
      ReleaseRecord(travel: 10, velocity: 0, width: 100, intent: nil),
      ReleaseRecord(travel: 5, velocity: 0, width: 100, intent: .cancel, gatedOut: true),
    ]
    return SweepEngine(grid: grid, releases: [swipes], evaluator: HandWorkedFeel())
  }

  @Test func handWorkedReport() throws {
    let e = try engine()
    let fast = SweepResults(grid: e.grid, rows: 0..<2, statistics: e.run(), settings: .test())
    let reference = SweepResults(
      grid: e.grid, rows: 0..<2, statistics: e.reference(), settings: .test())
    #expect(fast.csv() == Self.expected)
    #expect(reference.csv() == Self.expected)
  }

  @Test func intentColumnsAreEmptyWithoutLabels() throws {
    let grid = try SweepGrid(
      policies: [TestPolicies.fixed], estimators: ["e"], dampingRatios: [1], responses: [0.5],
      progressThresholds: [0.5], velocityThresholds: [0], projectionRates: [0.998])
    let e = SweepEngine(
      grid: grid, releases: [[ReleaseRecord(travel: 80, velocity: 0, width: 100)]],
      evaluator: HandWorkedFeel())
    // p = 0.8 ≤ 0.9: cancel; arrival 0.8 s > 0.5 s, so it does not feel cancelled either.
    let csv = SweepResults(grid: grid, rows: 0..<1, statistics: e.run(), settings: .test()).csv()
    #expect(csv.contains("\nfixed,e,1,0.5,,,,1,0,0,0,0,,,,0,0.8,0.8,1,1,0,intent_agreement,"))
  }

  @Test func shardFilesMergeIntoTheWholeReport() throws {
    let e = engine(
      try SweepGrid(
        policies: [TestPolicies.progressOrVelocity, TestPolicies.fixed], estimators: ["a", "b"],
        dampingRatios: [0.5, 1], responses: [0.4], progressThresholds: [0.1, 0.5, 0.9],
        velocityThresholds: [0, 300], projectionRates: [0.998]))
    let whole = SweepResults(
      grid: e.grid, rows: 0..<e.grid.rowCount, statistics: e.run(), settings: .test()
    ).csv()
    let id = e.fingerprint(model: "test")
    for n in [1, 2, 5, 40] {
      var files: [(name: String, text: String)] = []
      for k in 1...n {
        let rows = SweepShard(index: k, count: n).rows(of: e.grid.rowCount)
        let report = SweepResults(
          grid: e.grid, rows: rows, statistics: e.run(rows: rows), settings: .test())
        files.append(("s\(k).csv", report.csv(sweepID: id)))
      }
      #expect(try SweepMerge.merge(files.reversed()).csv == whole, "\(n) shards")
    }
  }

  func engine(_ grid: SweepGrid) -> SweepEngine<TiedEvaluator> {
    let releases = grid.estimators.indices.map { randomReleases(count: 60, seed: UInt64($0 + 1)) }
    return SweepEngine(grid: grid, releases: releases, evaluator: TiedEvaluator())
  }

  @Test func mergeRejectsBadShards() throws {
    let e = try engine()
    let id = e.fingerprint(model: "m")
    func shard(_ k: Int, _ n: Int, id: String) -> String {
      let rows = SweepShard(index: k, count: n).rows(of: 2)
      return SweepResults(
        grid: e.grid, rows: rows, statistics: e.run(rows: rows), settings: .test()
      ).csv(sweepID: id)
    }
    func failure(_ files: [(String, String)]) -> String? {
      do {
        _ = try SweepMerge.merge(files.map { (name: $0.0, text: $0.1) })
        return nil
      } catch { return error.description }
    }
    let a = shard(1, 2, id: id)
    let b = shard(2, 2, id: id)
    #expect(
      failure([("a.csv", a)])
        == "1 of 2 grid rows are missing (first: row 1); is a shard file left out?")
    #expect(failure([("a.csv", a), ("b.csv", a)]) == "b.csv:2: grid row 0 also appears at a.csv:2")
    #expect(
      failure([("a.csv", a), ("c.csv", shard(2, 2, id: "0123456789abcdef"))])
        == "c.csv:2: sweep_id 0123456789abcdef differs from \(id) (shards of different sweeps)")
    let whole = SweepResults(grid: e.grid, rows: 0..<2, statistics: e.run(), settings: .test())
      .csv()
    #expect(
      failure([("w.csv", whole)])
        == "w.csv:1: is a whole report, not a shard (write shards with --shard K/N)")
    #expect(failure([("e.csv", "")]) == "e.csv: empty file (expected a shard header)")
    #expect(failure([("q.csv", a + "\"open")]) == "q.csv:3: unterminated quoted field")
    let short = a.replacingOccurrences(
      of: "," + SweepSettings.currentToolVersion + "\n", with: "\n")
    #expect(failure([("s.csv", short)]) == "s.csv:2: 37 fields, expected 38")
    // Shards run with different settings are refused, even with the same sweep id (the
    // objective does not change the numbers, so it is not part of the id).
    let rows2 = SweepShard(index: 2, count: 2).rows(of: 2)
    let otherObjective = SweepResults(
      grid: e.grid, rows: rows2, statistics: e.run(rows: rows2),
      settings: .test(.falseCancelRate)
    ).csv(sweepID: id)
    #expect(
      failure([("a.csv", a), ("o.csv", otherObjective)])
        == "o.csv:2: column 'objective' value 'false_cancel_rate' differs from "
        + "'intent_agreement' at a.csv:2 (shards run with different settings)")
    // The first row's settings are validated as a report's would be.
    let badWidth = a.replacingOccurrences(of: ",390,x,+,", with: ",-4,x,+,")
    #expect(
      failure([("w.csv", badWidth), ("b.csv", b)])
        == "w.csv:2: column 'width_pt' value '-4': must be a finite number > 0")
    #expect(failure([("b.csv", b), ("a.csv", a)]) == nil)
    #expect(failure([]) == "no shard files given")
  }

  /// Regressions: `grid_rows` sized the merge's tables, so a damaged value (9223372036854775807)
  /// crashed it and 10⁹ took 23 GB; a field the sweep cannot write ('banana', 'nan', an empty
  /// policy) was copied into the merged report.
  @Test func mergeRejectsDamagedRowsWithoutTrustingGridRows() throws {
    let e = try engine()
    let id = e.fingerprint(model: "m")
    let rows = SweepShard(index: 1, count: 2).rows(of: 2)
    let a = SweepResults(grid: e.grid, rows: rows, statistics: e.run(rows: rows), settings: .test())
      .csv(sweepID: id)
    let lines = a.split(separator: "\n").map(String.init)
    /// `a` with field `column` of its data row replaced.
    func damaged(_ column: String, _ value: String) -> String {
      var fields = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      fields[lines[0].split(separator: ",").firstIndex { $0 == column } ?? 0] = value
      return lines[0] + "\n" + fields.joined(separator: ",") + "\n"
    }
    func failure(_ text: String) -> String? {
      do {
        _ = try SweepMerge.merge([(name: "d.csv", text: text)])
        return nil
      } catch { return error.description }
    }
    #expect(
      failure(damaged("grid_rows", "9223372036854775807"))
        == "9223372036854775806 of 9223372036854775807 grid rows are missing "
        + "(first: rows 1–9223372036854775806); is a shard file left out?")
    #expect(
      failure(damaged("complete_rate", "banana"))
        == "d.csv:2: column 'complete_rate' value 'banana': expected a number or empty")
    #expect(
      failure(damaged("damping_ratio", "nan"))
        == "d.csv:2: column 'damping_ratio' value 'nan': expected a number or empty")
    #expect(failure(damaged("policy", "")) == "d.csv:2: column 'policy' value '': expected a name")
    #expect(failure(damaged("grid_rows", "1")) == nil)
  }

  @Test func fingerprintSeesEveryInput() throws {
    let e = try engine()
    let base = e.fingerprint(model: "m")
    #expect(base.count == 16)
    #expect(e.fingerprint(model: "m") == base)
    #expect(e.fingerprint(model: "n") != base)
    var releases = e.releases
    releases[0][2].velocity = releases[0][2].velocity.nextUp
    #expect(
      SweepEngine(grid: e.grid, releases: releases, evaluator: HandWorkedFeel()).fingerprint(
        model: "m") != base)
  }
}
