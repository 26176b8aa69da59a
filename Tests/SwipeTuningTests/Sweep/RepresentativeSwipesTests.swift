import AnimationMath
import Testing

@testable import SwipeTuning

@Suite struct RepresentativeSwipesTests {
  static func settings(seed: UInt64 = 1, width: Double = 390) -> SweepSettings {
    SweepSettings(source: .synthetic(seed: seed), geometry: SwipeGeometry(width: width))
  }

  static func row(policy: String, estimator: String = "lsq2", progress: Double? = 0.5)
    -> SweepTable.Row
  {
    SweepTable.Row(
      line: 2, policy: policy, estimator: estimator, parameters: [0.8, 0.4, progress, nil, nil],
      metrics: [Double?](repeating: nil, count: SweepSchema.metricColumns.count))
  }

  @Test func mediansOfEachKindDecidedByThePolicy() throws {
    let releases = try #require(
      RepresentativeSwipes.releases(
        for: Self.row(policy: "half-width"), settings: Self.settings(seed: 1)))
    #expect(releases.map(\.kind) == [.flick, .drag, .hesitant])
    let policy = CompletionPreset.halfWidth.policy(
      PolicyParameters(progressThreshold: 0.5, velocityThreshold: 0))
    for r in releases {
      #expect(!r.record.gatedOut)
      #expect(r.completes == policy.decide(r.record))
      // half-width completes exactly when more than half the width was travelled.
      #expect(r.completes == (r.record.travel / 390 > 0.5))
      let motion = r.motion(Spring(dampingRatio: 0.8, response: 0.4))
      #expect(motion.from == r.record.releasePosition)
      #expect(motion.to == (r.completes ? 390 : 0))
    }
    // A flick leaves fast; its median is well above a slow drag's release speed.
    #expect(abs(releases[0].record.handoffVelocity) > 500)
    #expect(releases[0].name.hasPrefix("median flick: "))
  }

  @Test func theRowsThresholdChangesTheDecision() throws {
    // At progress threshold 0 every forward swipe completes; at 1 none does by position.
    let all = try #require(
      RepresentativeSwipes.releases(
        for: Self.row(policy: "half-width", progress: 0), settings: Self.settings(seed: 1))
    )
    let none = try #require(
      RepresentativeSwipes.releases(
        for: Self.row(policy: "half-width", progress: 1), settings: Self.settings(seed: 1))
    )
    #expect(all.allSatisfy { $0.completes == ($0.record.travel > 0) })
    #expect(none.allSatisfy { !$0.completes })
  }

  @Test func unknownNamesGiveNil() {
    #expect(
      RepresentativeSwipes.releases(
        for: Self.row(policy: "threshold"), settings: Self.settings(seed: 1)) == nil)
    #expect(
      RepresentativeSwipes.releases(
        for: Self.row(policy: "half-width", estimator: "kalman"), settings: Self.settings(seed: 1))
        == nil)
  }

  @Test func deterministic() throws {
    let a = try #require(
      RepresentativeSwipes.releases(
        for: Self.row(policy: "seed-progress-velocity"), settings: Self.settings(seed: 1)))
    let b = try #require(
      RepresentativeSwipes.releases(
        for: Self.row(policy: "seed-progress-velocity"), settings: Self.settings(seed: 1)))
    #expect(a.map(\.record) == b.map(\.record))
    let other = try #require(
      RepresentativeSwipes.releases(
        for: Self.row(policy: "seed-progress-velocity"), settings: Self.settings(seed: 2)))
    #expect(other.map(\.record) != a.map(\.record))
  }
}
