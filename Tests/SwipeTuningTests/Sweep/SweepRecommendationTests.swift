import AnimationMath
import SweepTestSupport
import TestSupport
import Testing

@testable import SwipeTuning

/// The two-stage recommendation: thresholds by the objective, then the spring by feel at those
/// thresholds.
@Suite("SweepRecommendation")
struct SweepRecommendationTests {
  static func answer(_ request: SweepRequest) throws -> SweepAnswer {
    try Sweep.run(request, threads: 2, loadTraces: { _ in [] })
  }

  /// Several springs at several thresholds: the recommended spring's feel score is within the
  /// best spring's 95 % interval at the recommended thresholds; those thresholds are stage 1's;
  /// the `recommended` column marks exactly that row.
  @Test func theRecommendedSpringFeelsAsWellAsTheBestWithinItsInterval() throws {
    let request = SweepRequest(
      policies: ["seed-progress-velocity"], estimators: ["lsq2"],
      dampingRatios: [0, 0.5, 0.8, 0.9, 1, 1.2], responses: [0.2, 0.3, 0.5],
      progressThresholds: [0.3, 0.5, 0.7], velocityThresholds: [150, 300],
      projectionRates: [0.998], population: .synthetic(count: 3000, seed: 5))
    let a = try Self.answer(request)
    let rec = try #require(a.recommendation)
    let rows = a.results
    // The candidates share the decision settings of stage 1's choice, and every one is on the
    // plateau (the objective does not depend on the spring).
    #expect(rec.springCandidates.count == 18)
    for i in rec.springCandidates {
      for p in [SweepParameter.progressThreshold, .velocityThreshold] {
        #expect(rows.value(p, i) == rows.value(p, rec.decision))
      }
      #expect(rows.isOnPlateau(i) == true)
    }
    // The best spring by feel score, and the recommended one inside its interval.
    let best = try #require(
      rec.springCandidates.max {
        (rows.value(.feelScore, $0) ?? 0) < (rows.value(.feelScore, $1) ?? 0)
      })
    #expect(rec.springBest == best)
    let interval = try #require(rows.interval(.feelScore, best))
    let recommended = try #require(rows.value(.feelScore, rec.central))
    #expect(try #require(interval.lower) <= recommended)
    #expect(rec.springCandidates.contains(rec.central))
    // The undamped and the bouncy springs are never recommended.
    #expect(rows.value(.dampingRatio, rec.central).map { $0 >= 0.8 } == true)
    let table = try SweepTable(parsing: a.csv)
    let marked = table.rows.indices.filter { table.rows[$0].recommended == true }
    #expect(marked == [rec.central])
    let springPlateau = table.rows.indices.filter { table.rows[$0].springPlateau == true }
    #expect(springPlateau == rec.springPlateau && springPlateau.contains(rec.central))
    #expect(table.rows.allSatisfy { $0.recommended != nil })
    let text = rec.text(rows, objective: .intentAgreement)
    #expect(text.contains("Stage 1, when to complete"))
    #expect(text.contains("Stage 2, the spring, by feel_score at those thresholds"))
  }

  /// A plateau that spans two policies recommends within the best row's policy.
  @Test func aPlateauAcrossPoliciesRecommendsWithinTheBestPolicy() throws {
    let request = SweepRequest(
      policies: ["projected-midpoint", "flutter-dismissible"], estimators: ["lsq2"],
      dampingRatios: [1], responses: [0.3], progressThresholds: [0.3, 0.4, 0.5],
      velocityThresholds: [250], projectionRates: [0.998],
      population: .synthetic(count: 300, seed: 2))
    let a = try Self.answer(request)
    let rec = try #require(a.recommendation)
    #expect(a.results.policy(rec.central) == a.results.policy(rec.best))
    #expect(a.results.policy(rec.decision) == a.results.policy(rec.best))
    if rec.policies.count > 1 {
      #expect(rec.text(a.results, objective: .intentAgreement).contains("within the best policy"))
    }
  }

  /// With one spring, stage 2 says how it feels, with intervals and what breaks the feel.
  @Test func oneSpringIsDescribedNotChosen() throws {
    let request = SweepRequest(
      policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [0.6],
      responses: [0.3], progressThresholds: [0.4, 0.5], velocityThresholds: [250],
      projectionRates: [0.998], population: .synthetic(count: 2000, seed: 3))
    let a = try Self.answer(request)
    let summary = a.summaryText(destination: "memory", width: 1000)
    #expect(summary.contains("Stage 2, the spring: one was swept (damping_ratio 0.6"), "\(summary)")
    #expect(summary.contains("feels_complete_rate "))
    #expect(summary.contains("(95 % interval "))
    #expect(summary.contains("overshoot visibly"))
    #expect(summary.contains("Robustness: untested."))
  }

  /// With one spring, the check compares it at the recommended thresholds with the damping
  /// ratios of `--damping=0.6...1.0:0.1` on the same swipes, exactly as that sweep would.
  @Test func oneSpringIsComparedWithWhatASpringSweepWouldChoose() throws {
    var request = SweepRequest(
      policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [0.65],
      responses: [0.3], progressThresholds: [0.4, 0.5], velocityThresholds: [250],
      projectionRates: [0.998], population: .synthetic(count: 2000, seed: 3))
    let a = try Self.answer(request)
    let check = try #require(a.springCheck)
    let rec = try #require(a.recommendation)
    // The swept ratio joins the flag's five, in order; the default is among them.
    #expect(check.results.grid.dampingRatios == [0.6, 0.65, 0.7, 0.8, 0.9, 1.0])
    #expect(check.results.value(.dampingRatio, check.swept) == 0.65)
    #expect(check.results.value(.dampingRatio, check.standard) == 1)
    // The swept row is the sweep's own row, value for value.
    for m in [SweepMetric.feelScore, .feelsCompleteRate, .intentAgreement] {
      #expect(check.results.value(m, check.swept) == a.results.value(m, rec.central))
    }
    // The sweep the summary names, at the recommended thresholds, gives the same rows and
    // recommends the same spring.
    request.dampingRatios = [0.6, 0.65, 0.7, 0.8, 0.9, 1.0]
    request.progressThresholds = [try #require(a.results.value(.progressThreshold, rec.central))]
    let full = try Self.answer(request)
    for i in 0..<6 {
      #expect(full.results.value(.feelScore, i) == check.results.value(.feelScore, i))
    }
    let chosen = try #require(full.recommendation?.central)
    #expect(
      full.results.value(.dampingRatio, chosen)
        == check.results.value(.dampingRatio, check.recommendation.central))
    #expect(full.springCheck == nil)
    let summary = a.summaryText(destination: "memory", width: 1000)
    #expect(summary.contains("sweep with '--damping=0.6...1.0:0.1' to let it choose"))
    #expect(summary.contains("the default spring (damping_ratio 1) scores feel_score "))
    #expect(
      summary.contains("a sweep with '--damping=0.6...1.0:0.1' would recommend damping_ratio "))
  }
}
