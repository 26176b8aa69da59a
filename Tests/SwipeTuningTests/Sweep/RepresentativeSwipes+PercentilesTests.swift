import AnimationMath
import Testing

@testable import SwipeTuning

@Suite struct RepresentativeSwipesPercentilesTests {
  /// The median and p95 swipes by overshoot and by arrival, per outcome, are the nearest-rank
  /// order statistics of the sweep's own hand-off metrics, decided by the row's policy.
  @Test func picksAreTheOrderStatisticsOfEachOutcome() throws {
    let settings = RepresentativeSwipesTests.settings(seed: 1)
    let row = RepresentativeSwipesTests.row(policy: "half-width")
    let picked = try #require(RepresentativeSwipes.handoffs(for: row, settings: settings))
    #expect(!picked.isEmpty && picked.count <= 8)
    // Completes first; every pick appears exactly once.
    #expect(picked.map(\.completes) == picked.map(\.completes).sorted { $0 && !$1 })
    let picks = picked.flatMap(\.picks)
    #expect(Set(picks).count == picks.count)
    let spring = Spring(dampingRatio: 0.8, response: 0.4)
    let handoff = SpringHandoff(spring: spring, bounds: settings.bounds)
    let policy = CompletionPreset.halfWidth.policy(
      PolicyParameters(progressThreshold: 0.5, velocityThreshold: 0))
    for h in picked {
      #expect(h.completes == policy.decide(h.record))
      #expect(h.picks.allSatisfy { $0.completes == h.completes })
      // The metrics are the sweep's own queries.
      let m = handoff.metrics(
        from: h.record.releasePosition, to: h.record.end(completing: h.completes),
        velocity: h.record.handoffVelocity)
      #expect(m == h.metrics)
      // The finger's path runs from touch-down to lift-off (time 0).
      #expect(h.fingerPath.last?.x == 0 && (h.fingerPath.first?.x ?? 0) < 0)
      #expect(abs((h.fingerPath.last?.y ?? .nan) - h.record.travel) < 1e-9)
    }
    // p95 is never below the median of the same outcome and quantity.
    for completes in [true, false] {
      for quantity in RepresentativeSwipes.Pick.Quantity.allCases {
        let value = { (rank: RepresentativeSwipes.Pick.Rank) -> Double? in
          picked.first {
            $0.picks.contains(.init(completes: completes, rank: rank, quantity: quantity))
          }.map { quantity == .overshoot ? $0.metrics.overshoot : $0.metrics.arrivalTime }
        }
        if let median = value(.median), let p95 = value(.p95) { #expect(p95 >= median) }
      }
    }
    #expect(picked[0].name.hasPrefix("completes, median overshoot"))
    #expect(
      RepresentativeSwipes.handoffs(
        for: RepresentativeSwipesTests.row(policy: "nope"), settings: settings)
        == nil)
  }
}
