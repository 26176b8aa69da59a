extension SweepReport {
  /// The objective's column: `intent_agreement`, or `feels_complete_rate` without intent.
  public var objectiveColumn: String {
    objective == .intentAgreement ? "intent_agreement" : "feels_complete_rate"
  }

  /// The best row of each (policy, estimator) pair that occurs, by the report's ranking.
  public func bestPerGroup() -> [String: [String: SweepTable.Row]] {
    let objective = self.objective
    var result: [String: [String: SweepTable.Row]] = [:]
    for row in table.rows {
      if let held = result[row.policy]?[row.estimator], key(held, objective) >= key(row, objective)
      {
        continue
      }
      result[row.policy, default: [:]][row.estimator] = row
    }
    return result
  }

  /// The objective's best value for each policy (rows, in file order) and estimator (columns, in
  /// file order), over all other parameters, with the overall best pair outlined; nil when the
  /// sweep has a single policy and a single estimator.
  public func groupHeatmap() -> Heatmap? {
    let policies = self.policies
    let estimators = self.estimators
    guard policies.count > 1 || estimators.count > 1 else { return nil }
    let groups = bestPerGroup()
    let column = objectiveColumn
    // Row 0 is drawn at the bottom: reverse so the first policy in the file is on top.
    let rows = Array(policies.reversed())
    let values = rows.map { p in estimators.map { e in groups[p]?[e]?.value(column) } }
    var map = Heatmap(
      xLabel: "estimator", yLabel: "policy", xValues: estimators.indices.map(Double.init),
      yValues: rows.indices.map(Double.init), values: values, metricName: Self.label(column),
      title: "best \(Self.label(column)) per policy and estimator")
    map.xValueLabels = estimators
    map.yValueLabels = rows
    let b = best
    if let r = rows.firstIndex(of: b.policy), let c = estimators.firstIndex(of: b.estimator) {
      map.highlighted = [.init(column: c, row: r)]
    }
    return map
  }

  /// Parameters with a single value in the whole table (nil when every row leaves it empty):
  /// what the sweep held fixed.
  public func constantParameters() -> [(column: String, value: Double?)] {
    SweepTable.parameterColumns.compactMap { column in
      let values = distinctValues(column)
      guard values.count <= 1 else { return nil }
      return (column, values.first)
    }
  }
}
