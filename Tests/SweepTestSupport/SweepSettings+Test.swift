import SwipeTuning

extension SweepSettings {
  /// Settings for reports made in tests: the defaults with seed 1, ranked by `objective`.
  package static func test(_ objective: SweepMetric = .defaultObjective) -> SweepSettings {
    SweepSettings(source: .synthetic(seed: 1), objective: objective)
  }
}
