import AnimationMath
import Testing

@testable import SwipeTuning

@Suite("CompletionPolicy")
struct CompletionPolicyTests {
  /// Random records, with some travels and velocities on round values so that thresholds land
  /// exactly on them (ties are where strict and inclusive comparisons differ).
  func records(_ n: Int, seed: UInt64) -> [ReleaseRecord] {
    var rng = SplitMix64(seed: seed)
    return (0..<n).map { i in
      var travel = rng.nextUniform(-60, 450)
      var v = rng.nextUniform(-3000, 3000)
      if i % 5 == 0 { travel = (travel / 39).rounded() * 39 }
      if i % 7 == 0 { v = (v / 100).rounded() * 100 }
      return ReleaseRecord(
        travel: travel, velocity: v, crossVelocity: rng.nextUniform(-1500, 1500), width: 390)
    }
  }

  @Test func stepsAgreeWithDirectEvaluationIncludingTies() {
    for preset in CompletionPreset.allCases {
      let policy = preset.policy(width: 390)
      for parameter in [PolicyParameter.progressThreshold, .velocityThreshold] {
        for r in records(400, seed: 11) {
          let steps = policy.decisionSteps(r, sweeping: parameter)
          var thetas: [Double] = [-1e9, 0, 1e9]
          for i in 0..<steps.count {
            let c = steps[i].value
            thetas += [c, c.nextUp, c.nextDown]
          }
          // Also the values a record's quantities take, where ties happen.
          thetas += [r.progress(.width), r.progress(.distance(200)), r.velocity, abs(r.velocity)]
          for theta in thetas {
            let direct = policy.setting(parameter, to: theta).decide(r)
            #expect(
              steps.decision(at: theta) == direct,
              "\(preset) \(parameter) θ=\(theta) travel=\(r.travel) v=\(r.velocity)")
          }
        }
      }
    }
  }

  @Test func projectionRateStepsAgreeAwayFromTheCut() {
    let policy = CompletionPreset.projectedMidpoint.policy()
    #expect(!policy.isMonotone(in: .projectionRate))
    for r in records(500, seed: 12) {
      let steps = policy.decisionSteps(r, sweeping: .projectionRate)
      #expect(steps.count <= 1)
      for k in 1..<100 {
        let rate = 0.9 + 0.001 * Double(k)
        // Only a rate within rounding of the cut could disagree.
        if steps.count == 1, abs(steps[0].value - rate) < 1e-12 { continue }
        #expect(
          steps.decision(at: rate) == policy.setting(.projectionRate, to: rate).decide(r),
          "rate \(rate) travel=\(r.travel) v=\(r.velocity)")
      }
    }
  }

  @Test func monotoneParametersHaveOneCompletionCut() {
    let expectations: [(CompletionPreset, PolicyParameter, Bool)] = [
      (.seedProgressVelocity, .progressThreshold, true),
      (.seedProgressVelocity, .velocityThreshold, true),
      (.halfWidth, .progressThreshold, true), (.minTravel, .progressThreshold, true),
      (.projectedMidpoint, .progressThreshold, true),
      (.projectedMidpoint, .projectionRate, false),
      (.flutterDismissible, .progressThreshold, true),
      (.flutterDismissible, .velocityThreshold, false),
      (.flutterCupertinoBack, .progressThreshold, true),
      (.flutterCupertinoBack, .velocityThreshold, false),
      (.composeSwipeToDismiss, .progressThreshold, true),
      (.composeSwipeToDismiss, .velocityThreshold, true),
      (.androidItemTouchHelper, .progressThreshold, true),
      (.androidItemTouchHelper, .velocityThreshold, true),
    ]
    for (preset, parameter, monotone) in expectations {
      let policy = preset.policy()
      #expect(policy.isMonotone(in: parameter) == monotone, "\(preset) \(parameter)")
      guard monotone else { continue }
      for r in records(300, seed: 13) {
        let steps = policy.decisionSteps(r, sweeping: parameter)
        guard let cut = steps.completionCut else {
          Issue.record("\(preset) \(parameter): no completion cut for travel=\(r.travel)")
          continue
        }
        // Completes exactly below the cut.
        for theta in [cut.value.nextDown, cut.value, cut.value.nextUp] where theta.isFinite {
          #expect(
            policy.setting(parameter, to: theta).decide(r) == !cut.isPassed(by: theta),
            "\(preset) \(parameter) θ=\(theta)")
        }
      }
    }
  }

  @Test func aFlingOverrideFlipsBothWays() {
    // Cupertino back: dragged past half (p ≥ 0.5) but flung backwards at 300 pt/s. Below
    // θv = 300 the fling cancels; above it the position completes.
    let policy = CompletionPreset.flutterCupertinoBack.policy()
    let r = ReleaseRecord(travel: 250, velocity: -300, width: 390)
    let steps = policy.decisionSteps(r, sweeping: .velocityThreshold)
    #expect(!steps.initial)
    #expect(steps.count == 1)
    #expect(steps[0] == ThresholdCut(value: 300, passedAtValue: false))
    #expect(steps.completionCut == nil)
    #expect(!steps.decision(at: 300))
    #expect(steps.decision(at: 300.0.nextUp))
  }

  @Test func cutOrderAndPassing() {
    let excl = ThresholdCut(value: 1, passedAtValue: true)
    let incl = ThresholdCut(value: 1, passedAtValue: false)
    #expect(excl < incl)
    #expect(excl.isPassed(by: 1) && !incl.isPassed(by: 1))
    #expect(!ThresholdCut.never.isPassed(by: 1e308))
    #expect(ThresholdCut.always.isPassed(by: -1e308))
    var s = DecisionSteps(constant: true)
    #expect(s.completionCut == .never)
    s.append(excl)
    #expect(s.completionCut == excl)
    #expect(DecisionSteps(constant: false).completionCut == .always)
  }

  @Test func composedRules() {
    let r = ReleaseRecord(travel: 100, velocity: 50, width: 390)
    #expect(CompletionRule.all([]).evaluate(r))
    #expect(!CompletionRule.any([]).evaluate(r))
    #expect(CompletionRule.not(.constant(false)).evaluate(r))
    let rule = CompletionRule.when(
      .above(.velocity, .fixed(40)), then: .constant(true), otherwise: .constant(false))
    #expect(rule.evaluate(r))
    #expect(!rule.evaluate(ReleaseRecord(travel: 100, velocity: 40, width: 390)))
  }
}
