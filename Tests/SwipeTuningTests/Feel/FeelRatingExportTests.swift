import AnimationMath
import Testing
import TextFormats

@testable import SwipeTuning

/// The feel-test export reader: the release velocity by the page's estimator, snap-backs the
/// page did not ask about left out, bad values refused.
@Suite("Feel-test exports")
struct FeelRatingExportTests {
  /// One trial of `intent` (an accelerating stroke, so the estimators disagree) rated
  /// `rating`, with `estimator` in its column (none when nil).
  static func export(_ trials: [(intent: String, rating: String)], estimator: String?) -> String {
    var s = "swipe,t,x,y,phase,intent,handoff,rating" + (estimator == nil ? "" : ",estimator")
    s += "\n"
    for (k, trial) in trials.enumerated() {
      for i in 0...10 {
        let t = Double(i) / 120
        let x = 20 + 4000 * t * t
        let phase = i == 0 ? "down" : i == 10 ? "up" : "move"
        s += "\(k + 1),\(t),\(x),400,\(phase),\(trial.intent),\"dampingRatio=0.8,response=0.3\","
        s += trial.rating + (estimator.map { "," + $0 } ?? "") + "\n"
      }
    }
    return s
  }

  /// The samples of ``export(_:estimator:)``'s strokes.
  static var samples: [TouchSample] {
    (0...10).map { i in
      let t = Double(i) / 120
      return TouchSample(
        time: t, x: 20 + 4000 * t * t, y: 400, phase: i == 0 ? .down : i == 10 ? .up : .move)
    }
  }

  @Test func theReleaseVelocityIsThePagesEstimators() throws {
    let trials = [(intent: "complete", rating: "yes")]
    let lsq2 = try FeelRating.ratings(inExport: Self.export(trials, estimator: nil), file: "a")
    let ios = try FeelRating.ratings(inExport: Self.export(trials, estimator: "ios"), file: "b")
    let from = Self.samples[9].position.x - 20
    let spring = Spring(dampingRatio: 0.8, response: 0.3)
    for (result, strategy) in [(lsq2, VelocityStrategy.lsq2), (ios, .ios)] {
      let v = releaseVelocity(of: Self.samples, strategy: strategy).x
      let expected = FeelRating.features(spring: spring, from: from, to: 390, velocity: v)
      #expect(result.ratings.map(\.features) == [expected], "\(strategy)")
    }
    // The estimators disagree on this stroke, so the column matters.
    #expect(lsq2.ratings[0].features != ios.ratings[0].features)
  }

  @Test func snapBacksThePageDidNotAskAboutAreLeftOut() throws {
    let text = Self.export(
      [("complete", "yes"), ("cancel", "not-asked"), ("complete", "skipped"), ("complete", "no")],
      estimator: "lsq2")
    let result = try FeelRating.ratings(inExport: text, file: "x")
    #expect(result.ratings.map(\.finished) == [true, false])
    #expect(result.skipped == 1)
  }

  @Test func anUnknownEstimatorOrRatingIsRefused() {
    let badEstimator = Self.export([("complete", "yes")], estimator: "fast")
    #expect(throws: InputFileError.self) {
      try FeelRating.ratings(inExport: badEstimator, file: "x")
    }
    let badRating = Self.export([("complete", "maybe")], estimator: nil)
    #expect(throws: InputFileError.self) { try FeelRating.ratings(inExport: badRating, file: "x") }
  }
}
