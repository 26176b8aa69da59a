import AnimationMath
import Testing

@testable import SwipeTuning

@Suite("FeelTolerances")
struct FeelTolerancesTests {
  @Test func feelRules() {
    let t = FeelTolerances()
    func m(_ b: Double, _ a: Double) -> HandoffMetrics {
      HandoffMetrics(backwardTravel: b, overshoot: 0, arrivalTime: a, settlingTime: a)
    }
    #expect(m(2, 0.5).feelsContinuous(t))  // both limits inclusive
    #expect(!m(2.01, 0.1).feelsContinuous(t))
    #expect(!m(0, 0.51).feelsContinuous(t))
    #expect(throws: InputError.self) {
      try FeelTolerances.validated(reversal: 2, arrival: 0, arrivalWindow: 0.5, settle: 1)
    }
    do {
      _ = try FeelTolerances.validated(reversal: -1, arrival: 1, arrivalWindow: 0.5, settle: 1)
    } catch {
      #expect(
        error.description
          == "invalid value '-1' for 'reversal-tolerance': must be a number ≥ 0 (points)")
    }
  }

  /// The tolerances map onto ``SpringHandoff``'s bands: arrival and settle, nothing else.
  @Test func mapOntoSpringHandoffBands() {
    let spring = Spring(dampingRatio: 0.7, response: 0.4)
    let t = FeelTolerances(reversal: 5, arrival: 0.5, arrivalWindow: 0.3, settle: 2)
    let handoff = SpringHandoff(spring: spring, tolerances: t)
    #expect(handoff.arrivalBand == 0.5 && handoff.settleBand == 2)
    let direct = SpringHandoff(spring: spring, arrivalBand: 0.5, settleBand: 2)
    #expect(
      handoff.metrics(from: 100, to: 390, velocity: -300)
        == direct.metrics(from: 100, to: 390, velocity: -300))
    let defaults = SpringHandoff(spring: spring)
    #expect(defaults.arrivalBand == FeelTolerances().arrival)
    #expect(defaults.settleBand == FeelTolerances().settle)
  }
}
