import AnimationMath
import Testing

@testable import SwipeTuning

@Suite("HandOffColumns")
struct HandOffColumnsTests {
  let thresholds = [0.2, 0.5, 0.8]

  /// Columns that hand off every engaged swipe to both outcomes.
  func columns(_ population: [ReleaseRecord]) -> HandOffColumns {
    HandOffColumns(
      population: population,
      needs: population.map { $0.gatedOut ? [] : [.completion, .cancel] })
  }

  /// Buckets by plain progress (travel / width); gated-out swipes never complete.
  func buckets(_ population: [ReleaseRecord]) -> ThresholdBuckets {
    ThresholdBuckets(
      keys: population.map { $0.gatedOut ? -.infinity : $0.travel / $0.width },
      sortedThresholds: thresholds)
  }

  func parts(_ filled: borrowing HandOffColumns.Filled, _ buckets: ThresholdBuckets)
    -> [PartialAggregation]
  {
    var parts: [PartialAggregation] = []
    for part in AggregationPart.all { parts.append(filled.aggregate(part, buckets: buckets)) }
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

  @Test func gatedOutSwipesFeelCancelledWithoutAHandOff() {
    struct NeverCalled: SweepFeelKernel {
      func handOff(_ record: ReleaseRecord, completes: Bool) -> SweepHandOff {
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

  @Test func thresholdPercentilesAreAddressedByName() {
    let both = ThresholdPercentiles(percentiles: [.median, .p95], values: [1, 2, 3, 4])
    #expect(both[0, .median] == 1 && both[0, .p95] == 2)
    #expect(both[1, .median] == 3 && both[1, .p95] == 4)
    let p95Only = ThresholdPercentiles(percentiles: [.p95], values: [5, 6])
    #expect(p95Only[1, .p95] == 6 && p95Only[1, .median] == nil)
    #expect(ThresholdPercentiles(percentiles: [.p95], values: [])[0, .p95] == nil)
    #expect(HandOffMetric.overshoot.reportedPercentiles == [.p95])
    #expect(HandOffMetric.settle.reportedPercentiles == [.median, .p95])
    #expect(ReportedPercentile.median.rank(of: 5) == 3 && ReportedPercentile.p95.rank(of: 5) == 5)
  }

  @Test func valueRangeSkipsZerosAndInfinity() {
    var range = ValueRange.empty
    for value in [0, .infinity, 2, 0.5, 1] { range.include(value) }
    #expect(range.lowestPositive == 0.5 && range.highestFinite == 2)
    var other = ValueRange.empty
    other.include(0.25)
    range.formUnion(other)
    #expect(range.lowestPositive == 0.25 && range.highestFinite == 2)
    #expect(ValueRange.empty.lowestPositive == .infinity && ValueRange.empty.highestFinite == 0)
  }
}
