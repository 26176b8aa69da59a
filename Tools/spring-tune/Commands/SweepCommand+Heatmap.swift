import Plotting
import SwipeTuning
import TuningReport

extension SweepCommand {
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
