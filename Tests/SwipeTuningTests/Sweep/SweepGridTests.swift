import AnimationMath
import SweepTestSupport
import Testing

@testable import SwipeTuning

@Suite("SweepGrid")
struct SweepGridTests {
  let grid: SweepGrid

  init() throws {
    grid = try SweepGrid(
      policies: [
        TestPolicies.progressOrVelocity, TestPolicies.fixed, TestPolicies.projectedAtLeast,
      ],
      estimators: ["a", "b"], dampingRatios: [0.8, 1], responses: [0.3, 0.5, 0.7],
      progressThresholds: [0.1, 0.2, 0.3, 0.4], velocityThresholds: [0, 100],
      projectionRates: [0.998, 0.99])
  }

  @Test func unusedAxesCollapse() {
    // progressOrVelocity: 2·2·3·4·2, fixed: 2·2·3, projectedAtLeast: 2·2·3·4·2.
    #expect(grid.rowCount == 96 + 12 + 96)
    let p = grid.point(at: 96)
    #expect(p.policy == 1 && p.progressThreshold == nil && p.velocityThreshold == nil)
    #expect(grid.point(at: 108).projectionRate == 0 && grid.point(at: 108).velocityThreshold == nil)
  }

  @Test func pointAndRowAreInverse() {
    for row in 0..<grid.rowCount { #expect(grid.row(of: grid.point(at: row)) == row) }
  }

  @Test func rowsAreInColumnOrder() {
    // The last parameter varies fastest: rows 0, 1 differ in velocity threshold, rows 0, 2 in
    // progress threshold, and estimator changes only after damping·response·progress·velocity.
    #expect(grid.point(at: 1).velocityThreshold == 1)
    #expect(grid.point(at: 2).progressThreshold == 1)
    #expect(grid.point(at: 47).estimator == 0 && grid.point(at: 48).estimator == 1)
  }

  @Test func rejectsEmptyAxesAndRepeatedNames() {
    #expect(
      throws: InputError(field: SweepField.estimators.rawValue, value: "", reason: "no values")
    ) {
      try SweepGrid(
        policies: [TestPolicies.fixed], estimators: [], dampingRatios: [1], responses: [1],
        progressThresholds: [0], velocityThresholds: [0], projectionRates: [0.9])
    }
    #expect(
      throws: InputError(
        field: SweepField.policies.rawValue, value: "fixed", reason: "given more than once")
    ) {
      try SweepGrid(
        policies: [TestPolicies.fixed, TestPolicies.fixed], estimators: ["a"], dampingRatios: [1],
        responses: [1], progressThresholds: [0], velocityThresholds: [0], projectionRates: [0.9])
    }
  }

  /// Regression: four axes of 10⁵ values make 10²⁰ rows, past Int.max; naming the count in the
  /// error trapped ("Double value cannot be converted to Int") instead of reporting it.
  @Test func gridBeyondIntRangeIsAnErrorNotATrap() {
    let many = (0..<100_000).map(Double.init)
    #expect(
      throws: InputError(
        field: "grid", value: "1e+20", reason: "the grid has more than 1000000000 rows")
    ) {
      try SweepGrid(
        policies: [TestPolicies.progressOrVelocity], estimators: ["a"], dampingRatios: many,
        responses: many, progressThresholds: many, velocityThresholds: many,
        projectionRates: many)
    }
  }

  @Test func shardsCoverEveryRowOnce() {
    for total in [0, 1, 7, 100, 399] {
      for n in [1, 2, 3, 8, 500] {
        let ranges = (1...n).map { SweepShard(index: $0, count: n).rows(of: total) }
        #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == total)
        for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.upperBound == b.lowerBound) }
        let sizes = ranges.map(\.count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
      }
    }
  }

  @Test func shardParsing() throws {
    #expect(try SweepShard(parsing: "2/8", field: "--shard") == SweepShard(index: 2, count: 8))
    for (text, reason) in [
      ("0/2", "the shard number K must be in 1...2"),
      ("3/2", "the shard number K must be in 1...2"),
      ("1/0", "the shard count N must be in 1...1000000"),
      ("a/2", "expected K/N, e.g. 2/8 for the second of eight shards"),
      ("1", "expected K/N, e.g. 2/8 for the second of eight shards"),
    ] {
      #expect(throws: InputError(field: "--shard", value: text, reason: reason)) {
        try SweepShard(parsing: text, field: "--shard")
      }
    }
  }

  @Test func sweptParametersSkipWhatAPolicyDoesNotUse() throws {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity, TestPolicies.fixed], estimators: ["e"],
      dampingRatios: [0.8, 1], responses: [0.5], progressThresholds: [0.3, 0.5],
      velocityThresholds: [0, 300], projectionRates: [0.99, 0.998])
    #expect(
      grid.sweptParameters(policy: 0) == [.dampingRatio, .progressThreshold, .velocityThreshold])
    #expect(grid.sweptParameters(policy: 1) == [.dampingRatio])
  }
}
