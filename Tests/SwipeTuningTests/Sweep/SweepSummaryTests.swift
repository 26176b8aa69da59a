import SweepTestSupport
import Testing

@testable import SwipeTuning

@Suite("SweepSummary")
struct SweepSummaryTests {
  /// The hand-worked population of ``SweepResultsTests`` on a 3 × 2 grid.
  func report(intent: Bool = true, objective: SweepMetric = .defaultObjective) throws
    -> SweepResults
  {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity], estimators: ["e"], dampingRatios: [1],
      responses: [0.5], progressThresholds: [0.25, 0.5, 0.65], velocityThresholds: [500, 900],
      projectionRates: [0.998])
    var swipes = [
      ReleaseRecord(travel: 60, velocity: 100, width: 100, intent: .complete),
      ReleaseRecord(travel: 30, velocity: 800, width: 100, intent: .complete),
      ReleaseRecord(travel: 40, velocity: -200, width: 100, intent: .cancel),
      ReleaseRecord(travel: 10, velocity: 0, width: 100, intent: nil),
      ReleaseRecord(travel: 5, velocity: 0, width: 100, intent: .cancel, gatedOut: true),
    ]
    if !intent { for i in swipes.indices { swipes[i].intent = nil } }
    let engine = SweepEngine(grid: grid, releases: [swipes], evaluator: HandWorkedFeel())
    return SweepResults(
      grid: grid, rows: 0..<grid.rowCount, statistics: engine.run(),
      settings: .test(objective))
  }

  @Test func ranksByTheObjectiveThenFeelsCompleteThenFeelScoreThenGridOrder() throws {
    // Agreement per row (θ, V): (0.25, 500) 3/4, (0.25, 900) 3/4, (0.5, 500) 4/4, (0.5, 900) 3/4
    // (B, meant to complete, is cancelled once 800 < V), (0.65, 500) 3/4 (A cancels),
    // (0.65, 900) 2/4. Of the rows at 3/4, (0.65, 500) feels complete less often; the other three
    // alike (0.2), so the feel score orders them: (0.5, 900) first, then (0.25, 500) and
    // (0.25, 900), which tie on it too and keep the grid order.
    let s = SweepSummary(report: try report())
    let score = { (row: Int) in s.report.value(.feelScore, row) ?? -1 }
    let feels = { (row: Int) in s.report.value(.feelsCompleteRate, row) ?? -1 }
    #expect(feels(4) < feels(0) && feels(0) == feels(1) && feels(1) == feels(3))
    #expect(score(3) > score(0) && score(0) == score(1))
    #expect(s.best == [2, 3, 0, 1, 4])
    #expect(s.ranking.order(s.report) == [2, 3, 0, 1, 4, 5])
    let byFalseComplete = SweepSummary(report: try report(objective: .falseCompleteRate))
    #expect(byFalseComplete.best.first == 2)
    #expect(byFalseComplete.objective == .falseCompleteRate)
  }

  @Test func bestTableListsTheVaryingParameters() throws {
    let s = SweepSummary(report: try report(), count: 2)
    #expect(
      s.bestTable == """
             progress   velocity   intent     feels_complete  false_complete
          #  threshold  threshold  agreement  rate            rate
          1  0.5        500        1          0.2             0
          2  0.5        900        0.75       0.2             0
          (not shown at 80 columns: false_cancel_rate, hijack_rate, reversal_rate; all
           in the report)

        """)
    // A wider terminal shows every column.
    #expect(
      s.bestTable(width: 132) == """
             progress   velocity   intent     feels_complete  false_complete  false_cancel  hijack  reversal
          #  threshold  threshold  agreement  rate            rate            rate          rate    rate
          1  0.5        500        1          0.2             0               0             0       0
          2  0.5        900        0.75       0.2             0               0.25          0       0.2

        """)
  }

  @Test func asciiSliceThroughTheBestRow() throws {
    // Agreement 0.5 … 1 maps to the ramp " .:-=+*#%@"; 0.75 is halfway: index round(4.5) = 5, '+'.
    let s = SweepSummary(report: try report())
    #expect(
      s.slice == """
        intent_agreement by velocity_threshold (rows) and progress_threshold (columns)
          (policy progress-or-velocity, estimator e, damping_ratio 1, response 0.5):
               progress_threshold 0.25 ... 0.65, 3 columns
          900  ++++  
          500  ++@@++
          scale: ' ' = 0.5 (worst) ... '@' = 1 (best)

        """)
  }

  /// Every line of the whole summary fits the width it is given (80 unless the terminal is
  /// wider), however long the policy names, the held text and the grid are.
  @Test func everyLineFitsTheWidth() throws {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity], estimators: ["e"], dampingRatios: [1],
      responses: [0.5], progressThresholds: (1...99).map { Double($0) / 100 },
      velocityThresholds: [500, 900], projectionRates: [0.998])
    let swipes = [
      ReleaseRecord(travel: 60, velocity: 100, width: 100, intent: .complete),
      ReleaseRecord(travel: 30, velocity: 800, width: 100, intent: .complete),
      ReleaseRecord(travel: 40, velocity: -200, width: 100, intent: .cancel),
    ]
    let engine = SweepEngine(grid: grid, releases: [swipes], evaluator: HandWorkedFeel())
    let r = SweepResults(
      grid: grid, rows: 0..<grid.rowCount, statistics: engine.run(), settings: .test())
    let summary = SweepSummary(report: r)
    for width in [40, 60, 80, 132] {
      let text = summary.text(
        destination: "/a/rather/long/path/to/some/directory/of/sweeps/report.csv", shard: nil,
        width: width)
      for line in text.split(separator: "\n") {
        #expect(line.count <= width, "\(line.count) > \(width): \(line)")
      }
    }
    // 99 columns do not fit 80 at one character each: every 2nd is drawn, and said so.
    #expect(summary.slice(width: 80).contains("every 2nd of 99 columns"))
    #expect(summary.slice(width: 132).contains(", 99 columns"))
    // Rates that do not fit are named, not cut.
    let narrow = summary.bestTable(width: 60)
    #expect(narrow.contains("not shown at 60 columns"))
  }

  @Test func withoutIntentTheObjectiveFallsBack() throws {
    let r = try report(intent: false)
    #expect(SweepRanking(r, requested: .intentAgreement).fellBack)
    // Never the most permissive rule's feels-complete rate: the observable cost.
    #expect(SweepSummary(report: r).objective == .cost)
    #expect(SweepRanking(r, requested: .intentAgreement).description.contains("hijacks"))
    #expect(!SweepRanking(r, requested: .reversalRate).fellBack)
  }

  @Test func oneSweptParameterIsABarChart() throws {
    let grid = try SweepGrid(
      policies: [TestPolicies.fixed], estimators: ["e"], dampingRatios: [0.5, 1],
      responses: [0.5], progressThresholds: [0.5], velocityThresholds: [0],
      projectionRates: [0.998])
    let engine = SweepEngine(
      grid: grid, releases: [[ReleaseRecord(travel: 95, velocity: 0, width: 100)]],
      evaluator: HandWorkedFeel())
    let r = SweepResults(grid: grid, rows: 0..<2, statistics: engine.run(), settings: .test())
    let text = SweepSummary(
      report: SweepResults(
        grid: r.grid, rows: r.rows, statistics: r.statistics, settings: .test(.completeRate))
    ).slice
    #expect(
      text.hasPrefix("complete_rate by damping_ratio (policy fixed, estimator e, response 0.5):\n"))
    #expect(text.contains("  0.5  ##############################  1\n"))
  }
}
