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
    // 24 MB + 48 rows · 3500 B + 1000 swipes · (80 + 2·95 + 4·8) B, exact in binary.
    let bytes: Double = 24e6 + 48 * 3500 + 1000 * 302
    #expect(e.bytes == bytes)
    // Keys: one per swipe and family of each estimator (4 families kept, 2 estimators).
    #expect(e.keyUnits == 2 * 4 * 1000)
    #expect(
      abs(e.cpuSeconds - (1000 * 2.92e-6 + 152e-9 * e.keyUnits + 45e-9 * e.work + 48 * 50e-6))
        < 1e-12)
    #expect(e.seconds(threads: 8, cores: 2) == e.cpuSeconds / 2)
    // A shard of the rows needs only its families.
    #expect(SweepEstimate(grid: g, rows: 0..<2, swipes: 1000).families == 2)
  }

  /// The model against runs measured with release builds of `spring-tune sweep --threads 1` on
  /// the shared 2-core development machine (user CPU seconds and peak RSS from `/usr/bin/time`,
  /// load average about 5): many velocity thresholds (buckets rebuilt per spring at 201 ×
  /// 200 000), many damping ratios, both. Memory and time within ±30 %.
  @Test func estimateIsWithinThirtyPercentOfMeasuredRuns() throws {
    let measured:
      [(name: String, damping: [Double], velocity: [Double], swipes: Int, cpu: Double, kb: Double)] =
        [
          (
            "default grid", [0.8], stride(from: 0.0, through: 1000, by: 50).map { $0 }, 200_000,
            1.57, 97_328
          ),
          (
            "21 velocity thresholds", [0.8], stride(from: 0.0, through: 2000, by: 100).map { $0 },
            200_000, 1.72, 97_756
          ),
          (
            "201 velocity thresholds", [0.8], stride(from: 0.0, through: 2000, by: 10).map { $0 },
            200_000, 8.48, 84_388
          ),
          (
            "201 velocity thresholds, 20 000 swipes", [0.8],
            stride(from: 0.0, through: 2000, by: 10).map { $0 }, 20_000, 1.33, 67_912
          ),
          (
            "61 damping ratios", (0...60).map { 0.3 + 0.02 * Double($0) },
            stride(from: 0.0, through: 1000, by: 50).map { $0 }, 50_000, 7.92, 136_336
          ),
          (
            "13 damping ratios × 101 velocity thresholds", (0...12).map { 0.3 + 0.1 * Double($0) },
            stride(from: 0.0, through: 2000, by: 20).map { $0 }, 50_000, 7.30, 159_760
          ),
        ]
    for run in measured {
      let g = try SweepJob.grid(
        SweepRequest(
          policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: run.damping,
          responses: [0.3], progressThresholds: (1...19).map { 0.05 * Double($0) },
          velocityThresholds: run.velocity, projectionRates: [0.998],
          population: .synthetic(count: 1, seed: 1)))
      let e = SweepEstimate(grid: g, rows: 0..<g.rowCount, swipes: run.swipes)
      let memory = e.bytes / (run.kb * 1024)
      let time = e.cpuSeconds / run.cpu
      #expect((0.7...1.3).contains(memory), "\(run.name): memory \(memory)× the measured")
      #expect((0.7...1.3).contains(time), "\(run.name): time \(time)× the measured")
    }
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
