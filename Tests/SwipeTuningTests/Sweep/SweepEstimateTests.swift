import Testing

@testable import SwipeTuning

@Suite("SweepEstimate")
struct SweepEstimateTests {
  func grid(velocity: [Double], estimators: [String] = ["lsq2"]) throws -> SweepGrid {
    try SweepJob.grid(
      SweepRequest(
        policies: ["seed-progress-velocity"], estimators: estimators, dampingRatios: [0.8, 1],
        responses: [0.5], progressThresholds: [0.2, 0.5, 0.8], velocityThresholds: velocity,
        projectionRates: [0.998], population: .synthetic(count: 1, seed: 1)))
  }

  /// The model's terms, by hand: one family per velocity threshold and estimator, every row's
  /// cost, and the engine's work units (2 per swipe and spring, 2 per swipe, family and spring).
  @Test func termsCountedByHand() throws {
    let g = try grid(velocity: [0, 100, 200, 300], estimators: ["lsq2", "ios"])
    let e = SweepEstimate(grid: g, rows: 0..<g.rowCount, swipes: 1000)
    #expect(g.rowCount == 2 * 2 * 3 * 4)
    #expect(e.estimators == 2 && e.families == 4 && e.rows == 48)
    let work: Double = 2 * (2 * 2 * 1000 + 4 * 2 * 2 * 1000)
    #expect(e.work == work)
    // 24 MB + 48 rows · 600 B + 1000 swipes · (80 + 2·95 + 4·8) B, exact in binary.
    let bytes: Double = 24e6 + 48 * 600 + 1000 * 302
    #expect(e.bytes == bytes)
    #expect(abs(e.cpuSeconds - (1000 * 2.92e-6 + 45e-9 * e.work)) < 1e-12)
    #expect(e.seconds(threads: 8, cores: 2) == e.cpuSeconds / 2)
    // A shard of the rows needs only its families.
    #expect(SweepEstimate(grid: g, rows: 0..<2, swipes: 1000).families == 2)
  }

  /// `maximumSwipes(fitting:)` is the inverse of the memory model: that many swipes fit, 1 % more
  /// do not; nothing fits below the fixed cost.
  @Test func maximumSwipesInvertsTheModel() throws {
    let g = try grid(velocity: [0, 100])
    let rows = 0..<g.rowCount
    for limit in [1e8, 3.3e9, 6.4e10] {
      let n = SweepEstimate(grid: g, rows: rows, swipes: 1).maximumSwipes(fitting: limit)
      #expect(SweepEstimate(grid: g, rows: rows, swipes: n).bytes <= limit)
      #expect(SweepEstimate(grid: g, rows: rows, swipes: n + n / 100 + 1).bytes > limit)
    }
    #expect(SweepEstimate(grid: g, rows: rows, swipes: 1).maximumSwipes(fitting: 1e6) == 0)
  }

  @Test func textForMessages() {
    #expect(SweepEstimate.text(bytes: 512) == "512 B")
    #expect(SweepEstimate.text(bytes: 0x1p30 * 1.66) == "1.7 GiB")
    #expect(SweepEstimate.text(bytes: 0x1p30 * 798.2) == "798 GiB")
    #expect(SweepEstimate.text(seconds: 27.4) == "27 s")
    #expect(SweepEstimate.text(seconds: 4.25) == "4.3 s")
    #expect(SweepEstimate.text(seconds: 600) == "10 min")
    #expect(SweepEstimate.text(seconds: 7200) == "2 h")
    #expect(SweepEstimate.text(seconds: 3 * 86400) == "3 days")
  }
}
