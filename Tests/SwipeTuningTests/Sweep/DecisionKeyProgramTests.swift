import SweepTestSupport
import Testing

@testable import SwipeTuning

@Suite("DecisionKeyProgram")
struct DecisionKeyProgramTests {
  /// The key the swipe model's own API gives: from the completion cut.
  func referenceKey(_ policy: CompletionPolicy, _ record: ReleaseRecord) -> Double? {
    guard let cut = policy.decisionSteps(record, sweeping: .progressThreshold).completionCut
    else { return nil }
    if cut.value == -.infinity { return -.infinity }
    return cut.passedAtValue ? cut.value : cut.value.nextUp
  }

  @Test func keysEqualTheCompletionCutOfEveryPreset() {
    let records = randomReleases(count: 1_200, seed: 7)
    var stack = [Double](repeating: 0, count: 64)
    for base in TestPolicies.presets + TestPolicies.handBuilt
    where base.isMonotone(in: .progressThreshold) {
      for (v, rate) in [(100.0, 0.998), (0, 0.99), (700, 0.9)] {
        let policy = base.setting(
          PolicyParameters(progressThreshold: 0.5, velocityThreshold: v, projectionRate: rate))
        guard let program = DecisionKeyProgram(policy) else {
          Issue.record("\(policy.name) does not compile")
          continue
        }
        for r in records {
          let key = stack.withUnsafeMutableBufferPointer { program.key(r, stack: $0.baseAddress!) }
          #expect(key == referenceKey(policy, r), "\(policy.name) v=\(v) \(r)")
          // And the key decides like the policy at thresholds on and around it.
          for theta in [0.0, 0.4, 0.5, key.isFinite ? key : 0.3, key.isFinite ? key.nextDown : 1] {
            let direct = policy.setting(.progressThreshold, to: theta).decide(r)
            #expect((key > theta) == direct, "\(policy.name) θ=\(theta) \(r)")
          }
        }
      }
    }
  }

  @Test func rulesOutsideItsReachDoNotCompile() {
    #expect(DecisionKeyProgram(TestPolicies.belowProgress) == nil)
    let projected = CompletionPolicy(
      name: "rate-as-progress",
      rule: .above(.projectedProgress(.width, rate: .progress(0.99)), .fixed(0.5)))
    #expect(DecisionKeyProgram(projected) == nil)
  }

  @Test func emptyCombinationsAndConstants() {
    var stack = [Double](repeating: 0, count: 8)
    let r = ReleaseRecord(travel: 100, velocity: 0)
    func key(_ rule: CompletionRule) -> Double? {
      DecisionKeyProgram(CompletionPolicy(name: "t", rule: rule)).map { program in
        stack.withUnsafeMutableBufferPointer { program.key(r, stack: $0.baseAddress!) }
      }
    }
    #expect(key(.all([])) == .infinity)
    #expect(key(.any([])) == -.infinity)
    #expect(key(.not(.all([]))) == -.infinity)
    #expect(key(.constant(true)) == .infinity)
    #expect(key(.not(.above(.velocity, .fixed(5)))) == .infinity)
    #expect(key(.not(.any([.above(.velocity, .fixed(5)), .constant(false)]))) == .infinity)
  }
}
