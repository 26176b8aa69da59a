import AnimationMath
import SweepTestSupport
import TestSupport
import Testing

@testable import SwipeTuning

@Suite("SweepPlateau")
struct SweepPlateauTests {
  func engine(count: Int, seed: UInt64) throws -> SweepEngine<TiedEvaluator> {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity, TestPolicies.projectedAtLeast],
      estimators: ["a"], dampingRatios: [0.8, 1.1], responses: [0.4],
      progressThresholds: [0.1, 0.3, 0.5, 0.7], velocityThresholds: [100, 600],
      projectionRates: [0.998])
    return SweepEngine(
      grid: grid, releases: [randomReleases(count: count, seed: seed)], evaluator: TiedEvaluator())
  }

  /// The engine's joint tables equal counting every (row, swipe) pair decided directly.
  @Test func jointTablesEqualBruteForce() throws {
    for (count, seed) in [(0, 1), (1, 2), (40, 3), (400, 4)] as [(Int, UInt64)] {
      let e = try engine(count: count, seed: seed)
      let best = 5
      let bestCodes = SweepPlateau.outcomeCodes(e, row: best)
      for threads in [1, 3] {
        let tables = e.outcomeTables(
          partition: bestCodes, classes: SweepOutcomes.cellCount, threads: threads)
        for row in 0..<e.grid.rowCount {
          var expected = [Int](repeating: 0, count: 64 * 64)
          for (b, s) in zip(bestCodes, SweepPlateau.outcomeCodes(e, row: row)) {
            expected[Int(b) * 64 + Int(s)] += 1
          }
          #expect(tables[row] == expected, "count \(count) row \(row) threads \(threads)")
        }
      }
      // Summed over the best's classes, each table is the row's own outcome table.
      let rows = e.run()
      let tables = e.outcomeTables(partition: bestCodes, classes: 64)
      for row in 0..<e.grid.rowCount {
        let own = (0..<64).map { s in (0..<64).reduce(0) { $0 + tables[row][$1 * 64 + s] } }
        #expect(own == rows[row].outcomes.cells)
      }
    }
  }

  /// McNemar's exact test and the cost test against per-swipe pairs counted directly.
  @Test func pairedTestsEqualBruteForce() throws {
    let e = try engine(count: 600, seed: 7)
    let stats = e.run()
    let results = SweepResults(
      grid: e.grid, rows: 0..<e.grid.rowCount, statistics: stats,
      settings: SweepSettings(source: .synthetic(seed: 7)))
    let ranking = SweepRanking(results, requested: .intentAgreement)
    let best = try #require(ranking.best(results))
    let bestCodes = SweepPlateau.outcomeCodes(e, row: best)
    let tables = e.outcomeTables(partition: bestCodes, classes: 64)
    let records = e.releases[0]
    var plateau: [Bool] = []
    for row in 0..<e.grid.rowCount {
      let codes = SweepPlateau.outcomeCodes(e, row: row)
      // Agreement per swipe from the decision itself: labelled, decided as meant, no hijack.
      func agrees(_ code: UInt8, _ r: ReleaseRecord) -> Bool? {
        guard let intent = r.intent else { return nil }
        let completed = Int(code) & 1 != 0
        return (intent == .complete) == completed && !(r.isScroll && !r.gatedOut)
      }
      var (worse, better) = (0, 0)
      var diffs: [Double] = []
      for (i, r) in records.enumerated() {
        if let a = agrees(codes[i], r), let b = agrees(bestCodes[i], r), a != b {
          if a { better += 1 } else { worse += 1 }
        }
        diffs.append(
          SweepCosts.standard.cost(Int(codes[i])) - SweepCosts.standard.cost(Int(bestCodes[i])))
      }
      let test = SweepPlateau.test(tables[row], objective: .intentAgreement, costs: .standard)
      #expect(test.worse == worse && test.better == better, "row \(row)")
      let p = worse > better ? SweepPlateau.upperTail(worse, of: worse + better) : 1
      #expect(test.pValue == p)
      plateau.append(row == best || p >= 0.025)
      // The cost test's counts and mean difference.
      let cost = SweepPlateau.test(tables[row], objective: .cost, costs: .standard)
      #expect(cost.worse == diffs.count { $0 > 0 } && cost.better == diffs.count { $0 < 0 })
    }
    let computed = try #require(
      SweepPlateau.compute(e, results: results, ranking: ranking, threads: 2))
    #expect(computed.best == best && computed.members == plateau)
    #expect(plateau.contains(false) && plateau.count { $0 } >= 1)
    // The recommendation is a plateau member and the extent covers it.
    let recommendation = SweepRecommendation(
      results, members: computed.members, best: best, ranking: ranking)
    #expect(computed.members[recommendation.central])
    #expect(recommendation.plateau == plateau.indices.filter { plateau[$0] })
    for extent in recommendation.extents {
      if let v = results.value(extent.parameter, recommendation.central) {
        #expect(extent.lower <= v && v <= extent.upper)
      }
    }
  }

  /// The feel score has no per-swipe outcome in the table: its plateau is the rows whose
  /// interval holds the best score (it used to reach the rates' paired test and stop).
  @Test func theFeelScorePlateauIsByInterval() throws {
    let e = try engine(count: 600, seed: 9)
    let results = SweepResults(
      grid: e.grid, rows: 0..<e.grid.rowCount, statistics: e.run(),
      settings: SweepSettings(source: .synthetic(seed: 9)))
    let ranking = SweepRanking(results, requested: .feelScore)
    let best = try #require(ranking.best(results))
    let bestScore = try #require(results.value(.feelScore, best))
    let expected = (0..<results.rowCount).map { row in
      guard let i = results.interval(.feelScore, row), let lo = i.lower, let hi = i.upper
      else { return false }
      return row == best || (lo <= bestScore && bestScore <= hi)
    }
    let plateau = try #require(
      SweepPlateau.compute(e, results: results, ranking: ranking, threads: 2))
    #expect(plateau.best == best && plateau.members == expected)
    #expect(expected.contains(false) && expected.count { $0 } >= 2)
    // The summary says which test made it.
    let text = SweepRecommendation(
      results, members: plateau.members, best: best, ranking: ranking
    ).text(results, objective: .feelScore)
    #expect(text.contains("(each one's 95 % interval holds the best value)"))
    #expect(!text.contains("paired"))
  }

  /// Binomial tails from SciPy (`binom.sf(k − 1, n, 0.5)`); the exact sum to 1e-12 relative,
  /// the normal approximation (n > 1000) to 10 % at this tail.
  @Test func binomialTails() {
    expectClose(SweepPlateau.upperTail(30, of: 40), 0.0011107168866146822, relative: 1e-12)
    expectClose(SweepPlateau.upperTail(7, of: 10), 0.171875, relative: 1e-12)
    expectClose(SweepPlateau.upperTail(600, of: 1000), 1.3642320780329735e-10, relative: 1e-9)
    expectClose(SweepPlateau.upperTail(1100, of: 2000), 4.228544767751905e-06, relative: 0.1)
    expectClose(SweepPlateau.normalUpperTail(1.5), 0.06680720126885807, absolute: 2e-7)
    #expect(SweepPlateau.upperTail(0, of: 5) == 1 && SweepPlateau.upperTail(6, of: 5) == 0)
  }

  /// The medoid on a line of five equally spaced settings is the middle one; the extent names
  /// the range.
  @Test func theCentralMemberIsTheMedoid() throws {
    var rows: [SweepTable.Row] = []
    for (i, p) in [0.1, 0.2, 0.3, 0.4, 0.5, 0.6].enumerated() {
      var metrics = [Double?](repeating: nil, count: SweepSchema.metricColumns.count)
      metrics[SweepMetric.allCases.firstIndex(of: .intentAgreement)!] = 0.9 - 0.01 * Double(i)
      var row = SweepTable.Row(
        line: i + 2, policy: "p", estimator: "e", parameters: [0.8, 0.4, p, 100, nil],
        metrics: metrics)
      row.plateau = i < 5
      rows.append(row)
    }
    let table = SweepTable(rows: rows, settings: SweepSettings(source: .synthetic(seed: 1)))
    let ranking = SweepRanking(table, requested: .intentAgreement)
    let r = try #require(SweepRecommendation(table, ranking: ranking))
    #expect(r.best == 0 && r.central == 2 && r.plateau == [0, 1, 2, 3, 4])
    #expect(r.extentDescription == "progress_threshold 0.1–0.5")
    #expect(r.text(table, objective: .intentAgreement).contains("5 of 6 settings"))
  }
}
