import AnimationMath
import SweepFiles
import SweepTestSupport
import TestSupport
import Testing

@testable import SwipeTuning

/// A feel model whose numbers can be worked by hand (width 100 pt):
/// completion — arrival (100 − travel)/100 s, settle (110 − travel)/100 s, overshoot travel/10 pt,
/// backward travel −v/100 pt when v < 0; cancel — arrival travel/100 s, settle (travel + 20)/100 s,
/// no overshoot, backward travel v/100 pt when v > 0. Reversed when backward > 1.5 pt; feels
/// decided when not reversed and arrival ≤ 0.5 s.
struct HandWorkedFeel: SweepFeelEvaluator {
  struct Kernel: SweepFeelKernel {
    func handoff(_ r: ReleaseRecord, completes: Bool) -> SweepHandoff {
      let arrival = completes ? (100 - r.travel) / 100 : r.travel / 100
      let settle = completes ? (110 - r.travel) / 100 : (r.travel + 20) / 100
      let overshoot = completes ? r.travel / 10 : 0
      let backward = completes ? max(0, -r.velocity / 100) : max(0, r.velocity / 100)
      return SweepHandoff(
        backwardTravel: backward, arrivalTime: arrival, settlingTime: settle, overshoot: overshoot,
        breaks: (backward > 1.5 ? FeelBreaks.reversal : []).union(arrival > 0.5 ? .lateArrival : [])
      )
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
  /// Costs (standard weights): row 1 has 1 false completion (3) and 2 hand-offs that do not feel
  /// decided (0.5 each): 4 / 5 swipes = 0.8; row 2 one unfelt hand-off: 0.5 / 5 = 0.1.
  ///
  /// The jump is 0 (the model keeps the velocity). Overshoot by outcome: θ = 0.25 completes A, B,
  /// C {6, 3, 4} → p95 (rank 3) 6 and cancels D {0} → 0; θ = 0.5 completes A, B {6, 3} → 6 and
  /// cancels C, D {0, 0} → 0. The feel score is the mean of
  /// 1/(1 + (a/0.5)² + (b/2)² + (o/4)² + ((s − a)/0.6)²) over the (arrival, backward, overshoot,
  /// settle) of A, B, C, D as decided. Feel v3's bounds: this model breaks only the reversal and
  /// the arrival window, so feels-complete v2 equals v3; late arrivals B, C (θ = 0.25) and B.
  static let expected = """
    policy,estimator,handoff,damping_ratio,response,progress_threshold,velocity_threshold,\
    projection_rate,swipes,completed,complete_rate,feels_complete_rate,feels_cancelled_rate,\
    intent_agreement,false_complete_rate,false_cancel_rate,reversal_rate,arrival_p50_s,\
    arrival_p95_s,settle_p50_s,settle_p95_s,overshoot_p95_pt,hijack_rate,cost,handoff_jump_p50,\
    handoff_jump_p95,overshoot_complete_p95_pt,overshoot_cancel_p95_pt,feel_score,\
    feels_complete_v2_rate,late_arrival_rate,visible_overshoot_rate,ringing_rate,late_settle_rate,\
    visible_jump_rate,abrupt_rate,objective,platform,population,seed,traces,width_pt,axis,\
    direction,angle_gate_deg,gate_slop_pt,gate_edge_pt,gate_max_start_pt,gate_single_touch,\
    travel_origin,reversal_tolerance_pt,arrival_tolerance_pt,arrival_window_s,settle_tolerance_pt,\
    overshoot_bound_pt,ringing_bound_pt,settle_window_s,jump_bound_pt_s,jump_fraction,abrupt_ratio,\
    abrupt_duration_s,feel_model,costs,tool_version,sweep_id
    progress-or-velocity,e,spring-velocity,1,0.5,0.25,500,,5,3,0.6,0.2,0.4,0.75,0.25,0,0.2,0.4,\
    0.7,0.5,0.8,6,0,0.8,0,0,6,0,\(score([(0.4, 0, 6, 0.5), (0.7, 0, 3, 0.8), (0.6, 2, 4, 0.7), (0.1, 0, 0, 0.3)])),\
    0.2,0.4,0,0,0,0,0,\
    intent_agreement,,synthetic,1,,390,x,+,30,10,,,no,down,2,1,0.5,1,4,1,0.6,50,0.1,2,0.05,,\(costs),\
    \(SweepSettings.currentToolVersion),
    progress-or-velocity,e,spring-velocity,1,0.5,0.5,500,,5,2,0.4,0.2,0.6,1,0,0,0,0.4,0.7,0.5,\
    0.8,6,0,0.1,0,0,6,0,\(score([(0.4, 0, 6, 0.5), (0.7, 0, 3, 0.8), (0.4, 0, 0, 0.6), (0.1, 0, 0, 0.3)])),\
    0.2,0.2,0,0,0,0,0,\
    intent_agreement,,synthetic,1,,390,x,+,30,10,,,no,down,2,1,0.5,1,4,1,0.6,50,0.1,2,0.05,,\(costs),\
    \(SweepSettings.currentToolVersion),

    """
  static let costs = "false_complete=3;false_cancel=1;hijack=2;unfelt=0.5"

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
    #expect(Self.withoutIntervals(fast.csv()) == Self.expected)
    #expect(Self.withoutIntervals(reference.csv()) == Self.expected)
    #expect(fast.csv() == reference.csv())
    // Rates of 4 or 5 swipes get exact (Clopper–Pearson) bounds; SciPy's beta quantiles, to
    // the bisection's and the portable exp/log's accuracy (1e-9 relative).
    let table = try SweepTable(parsing: fast.csv())
    let exact: [(Int, SweepMetric, Double, Double)] = [
      (0, .completeRate, 0.14663279963467313, 0.9472550494736831),  // 3/5
      (0, .feelsCompleteRate, 0.0050507633794680575, 0.7164179361180895),  // 1/5
      (0, .intentAgreement, 0.19412044968324338, 0.9936905367902902),  // 3/4
      (0, .falseCancelRate, 0, 0.6023646356164746),  // 0/4
      (1, .intentAgreement, 0.3976353643835253, 1),  // 4/4
      (1, .reversalRate, 0, 0.5218237501049814),  // 0/5
    ]
    for (row, metric, lo, hi) in exact {
      let i = try #require(table.interval(metric, row))
      expectClose(i.lower!, lo, relative: 1e-9, "row \(row) \(metric.column) lower")
      expectClose(i.upper!, hi, relative: 1e-9, "row \(row) \(metric.column) upper")
    }
    // 4 engaged swipes: a median cannot be bounded (ranks need n ≥ 6); a 95th percentile is
    // bounded below by the 3rd value (P(B ≤ 2) = 0.014 for B ~ Bin(4, 0.95)), not above.
    let p50 = try #require(table.interval(.settleP50, 0))
    #expect(p50.lower == nil && p50.upper == nil)
    let p95 = try #require(table.interval(.settleP95, 0))
    #expect(p95.upper == nil && p95.lower! <= table.value(.settleP95, 0)!)
  }

  /// `csv` without the interval columns and the plateau column (empty: not computed here).
  /// The report's `feel_score` of hand-offs with these (arrival, backward travel, overshoot)
  /// and no jump.
  static func score(_ handoffs: [(Double, Double, Double, Double)]) -> String {
    let units = handoffs.reduce(UInt64(0)) { sum, h in
      sum
        + UInt64(
          FeelScore.units(
            SweepHandoff(
              backwardTravel: h.1, arrivalTime: h.0, settlingTime: h.3, overshoot: h.2,
              breaks: [])))
    }
    return FeelScore.mean(units: units, count: handoffs.count).map(NumberText.shortest) ?? ""
  }

  static func withoutIntervals(_ csv: String) -> String {
    let intervals = Set(SweepSchema.intervalColumns)
    let keep = SweepSchema.header.indices.filter {
      !intervals.contains(SweepSchema.header[$0])
        && !SweepSchema.verdictColumns.contains(SweepSchema.header[$0])
    }
    return csv.split(separator: "\n").map { line in
      let f = line.split(separator: ",", omittingEmptySubsequences: false)
      return keep.map { String(f[$0]) }.joined(separator: ",") + "\n"
    }.joined()
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
    #expect(
      Self.withoutIntervals(csv).contains(
        "\nfixed,e,spring-velocity,1,0.5,,,,1,0,0,0,0,,,,0,0.8,0.8,1,1,0,0,0.5,0,0,,0,"
          + "\(Self.score([(0.8, 0, 0, 1)])),0,1,0,0,0,0,0,intent_agreement,"))
    // Intent intervals are empty too.
    let table = try SweepTable(parsing: csv)
    #expect(table.interval(.intentAgreement, 0) == .unknown)
    #expect(table.interval(.completeRate, 0)?.upper != nil)
  }

  @Test func shardFilesMergeIntoTheWholeReport() throws {
    let e = engine(
      try SweepGrid(
        policies: [TestPolicies.progressOrVelocity, TestPolicies.fixed], estimators: ["a", "b"],
        dampingRatios: [0.5, 1], responses: [0.4], progressThresholds: [0.1, 0.5, 0.9],
        velocityThresholds: [0, 300], projectionRates: [0.998]))
    var settings = SweepSettings.test()
    settings.sweepID = e.fingerprint(model: "test")
    let whole = SweepResults(
      grid: e.grid, rows: 0..<e.grid.rowCount, statistics: e.run(), settings: settings
    ).csv()
    for n in [1, 2, 5, 40] {
      var files: [(name: String, text: String)] = []
      for k in 1...n {
        let rows = SweepShard(index: k, count: n).rows(of: e.grid.rowCount)
        let report = SweepResults(
          grid: e.grid, rows: rows, statistics: e.run(rows: rows), settings: settings)
        files.append(("s\(k).csv", report.csv(shard: SweepShard(index: k, count: n))))
      }
      #expect(try SweepMerge.merge(files.reversed()).csv == whole, "\(n) shards")
    }
  }

  func engine(_ grid: SweepGrid) -> SweepEngine<TiedEvaluator> {
    let releases = grid.estimators.indices.map { randomReleases(count: 60, seed: UInt64($0 + 1)) }
    return SweepEngine(grid: grid, releases: releases, evaluator: TiedEvaluator())
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
