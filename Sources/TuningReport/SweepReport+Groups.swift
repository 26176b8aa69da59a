import Plotting
import SwipeTuning

extension SweepReport {
  /// The objective's column, e.g. `intent_agreement`.
  public var objectiveColumn: String { objective.column }

  /// The best row of each (policy, estimator) pair that occurs, by the report's ranking.
  public func bestPerGroup() -> [String: [String: SweepTable.Row]] {
    var result: [String: [String: SweepTable.Row]] = [:]
    // The ranked order visits each pair's best row first.
    for i in ranking.order(table) {
      let row = table.rows[i]
      if result[row.policy]?[row.estimator] == nil {
        result[row.policy, default: [:]][row.estimator] = row
      }
    }
    return result
  }

  /// The objective's best value for each policy (rows, in file order) and estimator (columns, in
  /// file order), over all other parameters, with the recommended row's pair (``recommended``)
  /// outlined; nil when the sweep has a single policy and a single estimator.
  public func groupHeatmap() -> Heatmap? {
    let policies = table.policies
    let estimators = table.estimators
    guard policies.count > 1 || estimators.count > 1 else { return nil }
    let groups = bestPerGroup()
    // Row 0 is drawn at the bottom: reverse so the first policy in the file is on top.
    let rows = Array(policies.reversed())
    let values = rows.map { p in estimators.map { e in groups[p]?[e]?.value(objective) } }
    var map = Heatmap(
      xLabel: "estimator", yLabel: "policy", xValues: estimators.indices.map(Double.init),
      yValues: rows.indices.map(Double.init), values: values,
      metricName: Self.label(objectiveColumn), better: objective.higherIsBetter ? .higher : .lower,
      title: "best \(Self.label(objectiveColumn)) per policy and estimator")
    map.xValueLabels = estimators
    map.yValueLabels = rows
    let b = recommended
    if let r = rows.firstIndex(of: b.policy), let c = estimators.firstIndex(of: b.estimator) {
      map.highlighted = [.init(column: c, row: r)]
    }
    return map
  }

  /// Parameters with a single value in the whole table (nil when every row leaves it empty):
  /// what the sweep held fixed.
  public func constantParameters() -> [(parameter: SweepParameter, value: Double?)] {
    SweepParameter.allCases.compactMap { parameter in
      let values = table.distinctValues(parameter)
      guard values.count <= 1 else { return nil }
      return (parameter, values.first)
    }
  }
}
