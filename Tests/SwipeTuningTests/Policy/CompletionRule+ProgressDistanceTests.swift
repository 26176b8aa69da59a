import Testing

@testable import SwipeTuning

@Suite struct CompletionRuleProgressDistanceTests {
  /// What a progress threshold of each preset is a fraction of, on a 390 pt transition.
  @Test func everyPresetNamesItsProgressDistance() {
    let width = 390.0
    for preset in CompletionPreset.allCases {
      let rule = preset.rule(preset.defaultParameters(width: width))
      let expected: Double? = preset == .seedProgressVelocity ? 200 : width
      #expect(rule.progressDistance(width: width) == expected, "\(preset.rawValue)")
    }
  }

  @Test func rulesWithoutOrWithDisagreeingProgressThresholdsHaveNone() {
    #expect(CompletionRule.above(.velocity, .velocity(100)).progressDistance(width: 390) == nil)
    #expect(CompletionRule.constant(true).progressDistance(width: 390) == nil)
    let mixed = CompletionRule.any([
      .above(.progress(.distance(200)), .progress(0.5)), .above(.progress(.width), .progress(0.5)),
    ])
    #expect(mixed.progressDistance(width: 390) == nil)
    // An untagged progress constant is not a progress threshold.
    #expect(CompletionRule.above(.progress(.width), .fixed(0)).progressDistance(width: 390) == nil)
    let negated = CompletionRule.not(.above(.travelFraction, .progress(0.2)))
    #expect(negated.progressDistance(width: 320) == 320)
  }
}
