import AnimationMath
import SweepTestSupport
import Testing

@testable import SwipeTuning

@Suite("SweepEngine")
struct SweepEngineTests {
  func grid(
    policies: [CompletionPolicy] = TestPolicies.handBuilt + TestPolicies.presets,
    estimators: [String] = ["a", "b"], damping: [Double] = [0.8, 0],
    response: [Double] = [0.4],
    progress: [Double] = [0.5, 0.1, 0.9, 0.3, 1, 0],
    velocity: [Double] = [100, 0, 400], projection: [Double] = [0.998, 0.99]
  ) throws -> SweepGrid {
    try SweepGrid(
      policies: policies, estimators: estimators, dampingRatios: damping, responses: response,
      progressThresholds: progress, velocityThresholds: velocity, projectionRates: projection)
  }

  func engine(_ grid: SweepGrid, count: Int, seed: UInt64) -> SweepEngine<TiedEvaluator> {
    let releases = grid.estimators.indices.map { e in
      randomReleases(count: count, seed: seed, velocityScale: 1 + 0.3 * Double(e))
    }
    return SweepEngine(grid: grid, releases: releases, evaluator: TiedEvaluator())
  }

  @Test func fastPathEqualsReferenceColumnForColumn() throws {
    let g = try grid()
    let small = try grid(damping: [1.4], progress: [0.3, 0.9, 0.5], velocity: [0, 400])
    for (count, seed) in [(0, 1), (1, 2), (7, 3), (300, 4), (600, 5)] as [(Int, UInt64)] {
      let g = count > 100 ? small : g
      let e = engine(g, count: count, seed: seed)
      let fast = e.run(threads: 2)
      let reference = e.reference()
      #expect(fast.count == g.rowCount)
      for row in 0..<g.rowCount where fast[row] != reference[row] {
        Issue.record(
          "N=\(count) row \(row) \(g.point(at: row)):\nfast \(fast[row])\nref  \(reference[row])")
        break
      }
    }
  }

  /// Families whose buckets are rebuilt for every spring, a few at a time (a grid with more
  /// families than the engine keeps), give the rows, joint tables and samples of the kept path.
  @Test func rebuiltBucketsEqualKeptBuckets() throws {
    let g = try grid(damping: [0.8, 0, 1.3])
    var e = engine(g, count: 120, seed: 9)
    let kept = e.run(threads: 2)
    let sampled = e.sampledRun(samples: 7, threads: 2)
    let codes = SweepPlateau.outcomeCodes(e, row: 5)
    let tables = e.outcomeTables(partition: codes, classes: 64, threads: 2)
    for limit in [1, 5] {
      e.bucketBudget = (limit, 0)
      #expect(e.run(threads: 2) == kept, "keep \(limit)")
      #expect(e.run(threads: 1) == kept, "keep \(limit), one thread")
      let s = e.sampledRun(samples: 7, threads: 2)
      #expect(s.statistics == sampled.statistics && s.samples == sampled.samples)
      #expect(e.outcomeTables(partition: codes, classes: 64, threads: 2) == tables)
    }
  }

  @Test func handoffFeelFastPathEqualsReference() throws {
    // The engine's pre-specialised model (the one the CLI runs) against the reference.
    let g = try grid(
      policies: TestPolicies.handBuilt + TestPolicies.presets, damping: [0.5, 1], response: [0.3],
      progress: [0.5, 0.1, 0.9], velocity: [100, 400], projection: [0.998])
    let releases = g.estimators.indices.map { randomReleases(count: 250, seed: UInt64(40 + $0)) }
    let e = SweepEngine(grid: g, releases: releases, evaluator: HandoffFeel())
    let fast = e.run(threads: 2)
    let reference = e.reference()
    for row in 0..<g.rowCount where fast[row] != reference[row] {
      Issue.record("row \(row) \(g.point(at: row)):\nfast \(fast[row])\nref  \(reference[row])")
      break
    }
    // The overshoot split by outcome has its order-statistic interval, around its value.
    var bounded = 0
    for row in fast {
      for metric in [SweepMetric.overshootCompleteP95, .overshootCancelP95] {
        guard let value = metric.value(row) else {
          #expect(row.percentileIntervals[metric] == nil)
          continue
        }
        let interval = try #require(row.percentileIntervals[metric])
        #expect(interval.lower.map { $0 <= value } ?? true)
        #expect(interval.upper.map { $0 >= value } ?? true)
        if interval.lower != nil && interval.upper != nil { bounded += 1 }
      }
    }
    #expect(bounded > g.rowCount / 2)
  }

  @Test func nonMonotonePoliciesAreDecidedThresholdByThreshold() throws {
    let g = try grid()
    let plan = SweepPlan(grid: g, rows: 0..<g.rowCount)
    let below = g.policies.firstIndex { $0.name == "below-progress" } ?? -1
    #expect(plan.sortedByKey[below] == false)
    #expect(plan.sortedByKey[0] == true)
    let families = plan.families[0].filter { $0.family.policy == below }
    #expect(families.count == 6 && families.allSatisfy { $0.family.progress >= 0 })
  }

  @Test func everySwipeTakesPart() throws {
    // Invariants of every row: outcomes partition the swipes; intent counts partition labelled.
    let g = try grid(damping: [0.8])
    let rows = engine(g, count: 500, seed: 9).run()
    for r in rows {
      #expect(r.swipes == 500)
      #expect(r.completed <= r.engaged)
      #expect(r.feelsComplete <= r.completed)
      #expect(r.feelsCancelled <= r.swipes - r.completed)
      // A labelled hijack that was cancelled neither agrees nor is a false decision.
      let cancelledHijacks = r.outcomes.count {
        SweepOutcomes.hijacked($0) && !SweepOutcomes.completed($0)
          && SweepOutcomes.intent($0) != nil
      }
      #expect(
        r.intentAgreement + r.falseComplete + r.falseCancel + cancelledHijacks == r.labelled)
      #expect(r.hijacked <= r.engaged)
      if let p50 = r.arrivalP50, let p95 = r.arrivalP95 { #expect(p50 <= p95) }
      if let p50 = r.settleP50, let p95 = r.settleP95 { #expect(p50 <= p95) }
    }
  }

  @Test func completionFallsAsTheProgressThresholdRises() throws {
    let g = try grid(
      policies: [TestPolicies.progressOrVelocity], estimators: ["a"], progress: [0, 0.25, 0.5, 1])
    let rows = engine(g, count: 800, seed: 11).run()
    for start in stride(from: 0, to: rows.count, by: 4 * 3) {
      for v in 0..<3 {
        let completed = (0..<4).map { rows[start + 3 * $0 + v].completed }
        #expect(completed == completed.sorted(by: >), "\(completed)")
      }
    }
  }

  @Test func sameResultForEveryThreadCount() throws {
    let g = try grid(policies: TestPolicies.handBuilt, progress: [0.5, 0.1, 0.9, 0.3])
    let e = engine(g, count: 2_000, seed: 21)
    let one = e.run(threads: 1)
    for threads in [2, 3, 8] {
      #expect(e.run(threads: threads) == one, "threads \(threads)")
    }
  }

  @Test func shardsEqualTheWhole() throws {
    let g = try grid(policies: TestPolicies.handBuilt + [TestPolicies.presets[0]])
    let e = engine(g, count: 300, seed: 31)
    let whole = e.run()
    for cut in [0, 1, 17, g.rowCount / 3, g.rowCount - 1, g.rowCount] {
      let a = e.run(rows: 0..<cut, threads: 2)
      let b = e.run(rows: cut..<g.rowCount, threads: 2)
      #expect(a + b == whole, "cut at \(cut)")
    }
  }

  @Test func progressIsReportedUpToOne() throws {
    final class Box: @unchecked Sendable { var last = 0.0 }
    let box = Box()
    let e = engine(try grid(estimators: ["a"]), count: 200, seed: 3)
    _ = e.run(threads: 1) { box.last = $0 }
    #expect(box.last == 1, "the last report (one thread) is exactly the whole")
  }
}
