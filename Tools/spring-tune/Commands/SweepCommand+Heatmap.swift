import Plotting
import SwipeTuning
import TuningReport

extension SweepCommand {
  /// How many numeric parameters the grid sweeps for `policy`.
  static func sweptAxes(_ grid: SweepGrid, policy: Int) -> Int {
    let p = grid.policies[policy].parameters
    return [
      p.contains(.progressThreshold) && grid.progressThresholds.count > 1,
      p.contains(.velocityThreshold) && grid.velocityThresholds.count > 1,
      grid.dampingRatios.count > 1, grid.responses.count > 1,
      p.contains(.projectionRate) && grid.projectionRates.count > 1,
    ].filter { $0 }.count
  }

  /// The SVG heatmap of `metric` over the summary's slice (axes and held values as in the ASCII
  /// view), the best setting outlined.
  static func heatmap(_ summary: SweepSummary, metric: SweepMetric) -> String {
    guard let s = summary.slice(of: metric) else {
      return Heatmap(
        xLabel: "", yLabel: "", xValues: [], yValues: [], values: [],
        metricName: SweepReport.label(metric.column)
      ).svg()
    }
    let title = "\(SweepReport.label(metric.column)) — \(s.heldText.joined(separator: ", "))"
    return Heatmap(s, metric: metric, title: title).svg()
  }
}
