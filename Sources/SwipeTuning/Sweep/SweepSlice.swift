import AnimationMath

/// One metric over one or two swept parameters, with every other parameter held at the best
/// row's values: the data behind the summary's ASCII view and the `--svg` heatmap.
public struct SweepSlice: Sendable {
  /// The report column of the row axis (e.g. `progress_threshold`).
  public let rowAxis: String
  /// The report column of the column axis, `nil` for a one-parameter slice.
  public let columnAxis: String?
  /// Values of the row parameter, in grid order.
  public let rowValues: [Double]
  /// Values of the column parameter, in grid order (`[]` without a column axis).
  public let columnValues: [Double]
  /// The metric, `values[row][column]` (one column without a column axis); `nil` where the row
  /// is not in the report (another shard) or the metric is undefined.
  public let values: [[Double?]]
  /// The best row's cell, (row, column).
  public let best: (row: Int, column: Int)
  /// The parameters held fixed, as `name value` pairs (`policy seed-progress-velocity`, …).
  public let held: [String]
}

extension SweepSummary {
  /// The numeric axes a slice may run along, in preference order, with their values.
  private func axes(of point: SweepPoint) -> [(name: String, values: [Double])] {
    let grid = report.grid
    let uses = grid.uses[point.policy]
    var axes: [(String, [Double])] = []
    if uses.progress { axes.append(("progress_threshold", grid.progressThresholds)) }
    if uses.velocity { axes.append(("velocity_threshold", grid.velocityThresholds)) }
    axes.append(("damping_ratio", grid.dampingRatios))
    axes.append(("response", grid.responses))
    if uses.projection { axes.append(("projection_rate", grid.projectionRates)) }
    return axes.filter { $0.1.count > 1 }
  }

  /// `metric` over the first two swept numeric parameters (progress threshold × velocity
  /// threshold by default), through the best row by ``objective``; `nil` when no row ranks or
  /// nothing numeric is swept.
  public func slice(of metric: SweepMetric) -> SweepSlice? {
    guard let bestRow = ranking.first else { return nil }
    let grid = report.grid
    let best = grid.point(at: report.rows.lowerBound + bestRow)
    let axes = Array(axes(of: best).prefix(2))
    guard let rowAxis = axes.first else { return nil }
    let columnAxis = axes.count > 1 ? axes[1] : nil
    func point(_ assignments: [(String, Int)]) -> SweepPoint {
      var p = best
      for (name, index) in assignments {
        switch name {
        case "progress_threshold": p.progressThreshold = index
        case "velocity_threshold": p.velocityThreshold = index
        case "damping_ratio": p.dampingRatio = index
        case "response": p.response = index
        default: p.projectionRate = index
        }
      }
      return p
    }
    func index(_ name: String) -> Int {
      switch name {
      case "progress_threshold": best.progressThreshold ?? 0
      case "velocity_threshold": best.velocityThreshold ?? 0
      case "damping_ratio": best.dampingRatio
      case "response": best.response
      default: best.projectionRate ?? 0
      }
    }
    var values: [[Double?]] = []
    for i in rowAxis.values.indices {
      var row: [Double?] = []
      for j in 0..<(columnAxis?.values.count ?? 1) {
        var assignment = [(rowAxis.name, i)]
        if let c = columnAxis { assignment.append((c.name, j)) }
        let r = grid.row(of: point(assignment))
        row.append(
          report.rows.contains(r)
            ? metric.value(report.statistics[r - report.rows.lowerBound]) : nil)
      }
      values.append(row)
    }
    var held = [
      "policy \(grid.policies[best.policy].name)", "estimator \(grid.estimators[best.estimator])",
    ]
    let free = axes.map(\.name)
    for (name, axis) in [
      ("damping_ratio", grid.dampingRatios), ("response", grid.responses),
      ("progress_threshold", grid.progressThresholds),
      ("velocity_threshold", grid.velocityThresholds), ("projection_rate", grid.projectionRates),
    ] where !free.contains(name) {
      let uses = grid.uses[best.policy]
      if name == "progress_threshold" && !uses.progress { continue }
      if name == "velocity_threshold" && !uses.velocity { continue }
      if name == "projection_rate" && !uses.projection { continue }
      held.append("\(name) \(CSVWriter.format(axis[index(name)]))")
    }
    return SweepSlice(
      rowAxis: rowAxis.name, columnAxis: columnAxis?.name, rowValues: rowAxis.values,
      columnValues: columnAxis?.values ?? [], values: values,
      best: (index(rowAxis.name), columnAxis.map { index($0.name) } ?? 0), held: held)
  }
}
