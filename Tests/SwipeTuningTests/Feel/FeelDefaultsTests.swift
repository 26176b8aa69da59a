import AnimationMath
import Testing

@testable import SwipeTuning

@Suite("Default hand-off spring")
struct FeelDefaultsTests {
  /// feels_complete_rate and feel_score of the critically damped springs with `responses` at the
  /// default sweep's best thresholds (0.55, 250 pt/s), on 4 000 synthetic swipes.
  func rates(_ responses: [Double]) throws -> [(feels: Double, score: Double)] {
    let request = SweepRequest(
      policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [1],
      responses: responses, progressThresholds: [0.55], velocityThresholds: [250],
      projectionRates: [0.998], population: .synthetic(count: 4000, seed: 1))
    let job = try SweepJob.prepare(request, threads: 2)
    return job.engine.run(threads: 2).map {
      (SweepMetric.feelsCompleteRate.value($0) ?? -1, SweepMetric.feelScore.value($0) ?? -1)
    }
  }

  /// Issue 14: at ζ 1 and response 0.5 s the median arrival sits on the 0.5 s window, so
  /// feels-complete falls off a cliff between neighbouring responses. The default response is
  /// on the plateau: its neighbours ±0.05 s score within 0.005, while around 0.5 s they differ
  /// by more than 0.1; the smooth feel score moves by under 0.1 in both places.
  @Test func theDefaultSpringIsOffTheCliff() throws {
    #expect(SweepParameter.response.defaultValues == "0.3")
    #expect(SweepParameter.dampingRatio.defaultValues == "1")
    let plateau = try rates([0.25, 0.3, 0.35])
    let cliff = try rates([0.45, 0.5, 0.55])
    func spread(_ rows: [(feels: Double, score: Double)]) -> Double {
      (rows.map(\.feels).max() ?? 0) - (rows.map(\.feels).min() ?? 0)
    }
    let plateauSpread = spread(plateau)
    let cliffSpread = spread(cliff)
    // Feel v3 also counts the overshoot of fast flicks, which grows with the response.
    #expect(plateauSpread <= 0.02, "\(plateau)")
    #expect(cliffSpread > 0.05, "\(cliff)")
    for rows in [plateau, cliff] {
      for (a, b) in zip(rows, rows.dropFirst()) { #expect(abs(a.score - b.score) < 0.1) }
    }
  }
}
