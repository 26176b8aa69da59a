import AnimationMath
import TestSupport
import Testing

@testable import SwipeTuning

/// The psychometric fit of feel ratings (`FeelFit`): edge cases first (too few, one answer, no
/// variation), then recovery of a simulated participant's hidden bound inside its interval, a
/// random answerer reported as having no learnable bound, and the model mapping onto
/// `FeelBounds`. Coverage over many seeds is `spring-bench --feel-coverage`, not a test.
@Suite("FeelFit")
struct FeelFitTests {
  let overshooter = FeelFit.SimulatedParticipant(
    name: "A", feature: .overshoot, bound: 4, slope: 1.5)

  @Test func tooFewOrOneSidedRatingsAreSaidToBeSo() {
    let few = FeelFit.simulatedRatings(overshooter, count: 9, seed: 1)
    #expect(FeelFit.fit(few, feature: .overshoot).problem?.hasPrefix("too few ratings") == true)
    var allYes = FeelFit.simulatedRatings(overshooter, count: 30, seed: 1)
    for i in allYes.indices { allYes[i].finished = true }
    let fit = FeelFit.fit(allYes, feature: .overshoot)
    #expect(fit.bound == nil && fit.problem?.hasPrefix("too few of one answer") == true)
    // The feel test's springs start at the finger's velocity: the jump never varies.
    let ratings = FeelFit.simulatedRatings(overshooter, count: 60, seed: 2)
    let jump = FeelFit.fit(ratings, feature: .jump)
    #expect(jump.bound == nil && jump.problem?.contains("do not vary") == true)
  }

  @Test func aHiddenBoundIsRecoveredInsideItsInterval() throws {
    let ratings = FeelFit.simulatedRatings(overshooter, count: 60, seed: 3)
    let fit = FeelFit.fit(ratings, feature: .overshoot)
    let interval = try #require(fit.interval, "\(fit.problem ?? "")")
    let bound = try #require(fit.bound)
    #expect(interval.contains(4), "interval \(interval)")
    #expect(interval.contains(bound) && fit.likelihoodRatio > FeelFit.chiSquare95)
    #expect(fit.count == 60 && fit.slope > 0)
  }

  @Test func aRandomAnswererHasNoLearnableBound() {
    let random = FeelFit.SimulatedParticipant(name: "R", feature: nil)
    let ratings = FeelFit.simulatedRatings(random, count: 60, seed: 4)
    for feature in FeelFeature.allCases {
      let fit = FeelFit.fit(ratings, feature: feature)
      #expect(fit.bound == nil, "\(feature): \(fit)")
    }
    #expect(
      FeelFit.fit(ratings, feature: .overshoot).problem?.hasPrefix("no learnable bound") == true)
  }

  @Test func theModelReplacesOnlyLearnedBounds() throws {
    let ratings =
      FeelFit.simulatedRatings(overshooter, count: 60, seed: 3)
      + FeelFit.simulatedRatings(.init(name: "R", feature: nil), count: 30, seed: 5)
    let model = FeelModel(name: "study", ratings: ratings, skipped: 2)
    #expect(model.participants.map(\.name) == ["A", "R"])
    #expect(model.excluded == ["R"])
    let pooled = try #require(model.pooled.first { $0.feature == .overshoot }?.bound)
    let t = model.bounds(replacing: FeelBounds())
    #expect(t.overshoot == pooled)
    #expect(t.jump == FeelBounds().jump && t.arrival == FeelBounds().arrival)
    let parsed = try FeelModel.pooledBounds(parsing: model.json())
    #expect(parsed.name == "study")
    #expect(parsed.bounds.first { $0.feature == .overshoot }?.value == pooled)
    #expect(throws: InputError.self) { try FeelModel.pooledBounds(parsing: "{\"format\": 1}") }
  }

  /// Feel v4: the feel test learns abruptness too. A participant who calls a hand-off finished
  /// unless it runs ahead of the finger (hidden abrupt-ratio bound 2, slope 3) rates 60
  /// hand-offs of critically damped springs from 0.04 to 0.4 s; feel-fit recovers the bound, and
  /// the model sets the abrupt ratio and its coupled duration (0.1 s / bound).
  @Test func abruptnessIsLearned() throws {
    let judge = FeelFit.SimulatedParticipant(
      name: "J", feature: .abruptRatio, bound: 2, slope: 3)
    var rng = SplitMix64(seed: 11)
    var ratings: [FeelRating] = []
    for k in 0..<60 {
      let response = [0.04, 0.06, 0.08, 0.12, 0.2, 0.4][k % 6]
      let from = rng.nextUniform(150, 340)
      let velocity = rng.nextUniform(-200, 1200)
      let features = FeelRating.features(
        spring: Spring(dampingRatio: 1, response: response), from: from, to: 390,
        velocity: velocity)
      ratings.append(
        FeelRating(
          participant: "J", handoff: "dampingRatio=1,response=\(response)", features: features,
          finished: rng.nextUnit() < judge.probability(features)))
    }
    let fit = FeelFit.fit(ratings, feature: .abruptRatio)
    let interval = try #require(fit.interval, "\(fit.problem ?? "")")
    #expect(interval.contains(2), "interval \(interval)")
    let model = FeelModel(name: "abrupt", ratings: ratings, skipped: 0)
    let bound = try #require(model.pooled.first { $0.feature == .abruptRatio }?.bound)
    let t = model.bounds(replacing: FeelBounds())
    #expect(t.abruptRatio == bound)
    expectClose(t.abruptDuration, 0.1 / bound, relative: 1e-15)
    // The feature and the bounds agree: abrupt exactly when the ratio exceeds the bound.
    let motion = SpringMotion(
      spring: Spring(dampingRatio: 1, response: 0.05), from: 230, to: 390, initialVelocity: 800)
    let ratio = FeelFeature.abruptRatio(
      peakSpeed: motion.peakSpeed.speed, speed: 800, remaining: 160)
    let q = t.abruptness(peakSpeed: motion.peakSpeed.speed, speed: 800, remaining: 160)
    expectClose(q, ratio / bound, relative: 1e-12)
  }
}
