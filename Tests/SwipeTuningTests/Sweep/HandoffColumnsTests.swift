import AnimationMath
import SweepTestSupport
import Testing

@testable import SwipeTuning

@Suite("HandoffColumns")
struct HandoffColumnsTests {
  let thresholds = [0.2, 0.5, 0.8]

  /// Columns that hand off every engaged swipe to both outcomes.
  func columns(_ population: [ReleaseRecord]) -> HandoffColumns {
    HandoffColumns(
      population: population,
      needs: population.map { $0.gatedOut ? [] : [.completion, .cancel] })
  }

  /// Buckets by plain progress (travel / width); gated-out swipes never complete.
  func buckets(_ population: [ReleaseRecord]) -> ThresholdBuckets {
    ThresholdBuckets(
      keys: population.map { $0.gatedOut ? -.infinity : $0.travel / $0.width },
      sortedThresholds: thresholds)
  }

  func parts(_ filled: borrowing HandoffColumns.Filled, _ buckets: ThresholdBuckets)
    -> [PartialAggregation]
  {
    let split = OutcomeSplitRanks(buckets: buckets, needs: filled.needs, threads: 1)
    var parts: [PartialAggregation] = []
    for part in AggregationPart.all {
      parts.append(filled.aggregate(part, buckets: buckets, split: split))
    }
    return parts
  }

  @Test func reusedColumnsGiveTheSameRowsAsFreshOnes() {
    let population = randomReleases(count: 300, seed: 5)
    let b = buckets(population)
    let first = TiedEvaluator().kernel(for: Spring(dampingRatio: 0.5, response: 0.3))
    let second = TiedEvaluator().kernel(for: Spring(dampingRatio: 1, response: 0.5))

    let fresh = columns(population).startSpring()
    fresh.fill(0..<population.count, population: population, kernel: second)
    let expected = PartialAggregation.rows(joining: parts(fresh.fitBins(), b))

    // The same columns through a whole earlier spring, then filled in two ranges.
    let earlier = columns(population).startSpring()
    earlier.fill(0..<population.count, population: population, kernel: first)
    let reused = earlier.fitBins().finishSpring().startSpring()
    reused.fill(100..<population.count, population: population, kernel: second)
    reused.fill(0..<100, population: population, kernel: second)
    #expect(PartialAggregation.rows(joining: parts(reused.fitBins(), b)) == expected)
    #expect(expected.count == thresholds.count)
  }

  @Test func rowsDoNotDependOnThePartOrder() {
    let population = randomReleases(count: 200, seed: 7)
    let filling = columns(population).startSpring()
    filling.fill(
      0..<population.count, population: population,
      kernel: TiedEvaluator().kernel(for: Spring(dampingRatio: 0.7, response: 0.4)))
    let all = parts(filling.fitBins(), buckets(population))
    let rows = PartialAggregation.rows(joining: all)
    #expect(PartialAggregation.rows(joining: all.reversed()) == rows)
    #expect(rows.allSatisfy { $0.arrivalP50 != nil && $0.overshootP95 != nil })
  }

  @Test func gatedOutSwipesFeelCancelledWithoutAHandoff() {
    struct NeverCalled: SweepFeelKernel {
      func handoff(_ record: ReleaseRecord, completes: Bool) -> SweepHandoff {
        Issue.record("a gated-out swipe was handed off")
        return .still
      }
    }
    let population = (0..<3).map { _ in ReleaseRecord(travel: 300, velocity: 900, gatedOut: true) }
    let filling = columns(population).startSpring()
    filling.fill(0..<3, population: population, kernel: NeverCalled())
    let rows = PartialAggregation.rows(joining: parts(filling.fitBins(), buckets(population)))
    #expect(rows.count == thresholds.count)
    for row in rows {
      #expect(row.swipes == 3 && row.engaged == 0 && row.completed == 0)
      #expect(row.feelsCancelled == 3 && row.reversed == 0)
      #expect(row.arrivalP50 == nil && row.settleP95 == nil && row.overshootP95 == nil)
    }
  }
}
