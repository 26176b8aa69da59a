import AnimationMath

extension FeelFit {
  /// A simulated participant of the feel test: a hidden psychometric function of one feature,
  /// P(yes | f) = 1 / (1 + e^(−slope·(bound − f))), or a random answerer (P = ½ whatever the
  /// hand-off). For the coverage kernel (`spring-bench --feel-coverage`) and the tests.
  package struct SimulatedParticipant: Sendable {
    /// The name written as the participant.
    package var name: String
    /// The feature the answers depend on, nil for a random answerer.
    package var feature: FeelFeature?
    /// The hidden bound (the feature's unit).
    package var bound: Double
    /// The hidden slope (per unit of the feature).
    package var slope: Double

    package init(name: String, feature: FeelFeature?, bound: Double = 0, slope: Double = 0) {
      self.name = name
      self.feature = feature
      self.bound = bound
      self.slope = slope
    }

    /// The probability of "yes, it felt finished" for a hand-off with these features.
    package func probability(_ features: [FeelFeature: Double]) -> Double {
      guard let feature, let f = features[feature] else { return 0.5 }
      return 1 / (1 + Elementary.exp(-slope * (bound - f)))
    }
  }

  /// The hand-offs of `ratings` (as a feel-test page showed them, for example read with
  /// ``FeelRating/ratings(inExport:file:)``) answered afresh by `participant`: the same
  /// features, the answer drawn from the participant's hidden function.
  package static func simulatedAnswers(
    _ participant: SimulatedParticipant, on ratings: [FeelRating], seed: UInt64
  ) -> [FeelRating] {
    var rng = SplitMix64(seed: seed)
    return ratings.map { rating in
      var answered = rating
      answered.participant = participant.name
      answered.finished = rng.nextUnit() < participant.probability(rating.features)
      return answered
    }
  }

  /// The candidate springs of the simulated study: response 0.35 s, damping ratios 0.35…1.
  package static let simulatedCandidates: [Spring] = [0.35, 0.5, 0.65, 0.8, 0.9, 1].map {
    Spring(dampingRatio: $0, response: 0.35)
  }

  /// `count` ratings by `participant`: each trial a candidate in turn and a seeded release — two
  /// in three completing (from 40…300 pt towards 390 pt at −200…1500 pt/s), the rest cancelling
  /// (from 10…150 pt back to 0 at −600…200 pt/s) — with the features the feel test measures and
  /// an answer drawn from the participant's hidden function.
  package static func simulatedRatings(
    _ participant: SimulatedParticipant, count: Int, seed: UInt64
  ) -> [FeelRating] {
    var rng = SplitMix64(seed: seed)
    var out: [FeelRating] = []
    for k in 0..<count {
      let spring = simulatedCandidates[k % simulatedCandidates.count]
      let complete = k % 3 != 2
      let from = complete ? rng.nextUniform(40, 300) : rng.nextUniform(10, 150)
      let velocity = complete ? rng.nextUniform(-200, 1500) : rng.nextUniform(-600, 200)
      let features = FeelRating.features(
        spring: spring, from: from, to: complete ? 390 : 0, velocity: velocity)
      out.append(
        FeelRating(
          participant: participant.name, handoff: "dampingRatio=\(spring.dampingRatio)",
          features: features, finished: rng.nextUnit() < participant.probability(features)))
    }
    return out
  }
}
