import Plotting
import SwipeTuning
import TuningReport

extension SweepCommand {
  /// The SVG heatmap of `metric` over the summary's slice, drawn by ``SweepHeatmap`` as the
  /// report draws it (same axes, colours and labels), the held parameters in the title.
  static func heatmap(_ summary: SweepSummary, metric: SweepMetric) -> String {
    let report = summary.report
    guard let best = summary.ranking.best(report),
      let map = SweepHeatmap.make(
        report, metric: metric, through: best, settings: report.settings, heldInTitle: true)
    else {
      return Heatmap(
        xLabel: "", yLabel: "", xValues: [], yValues: [], values: [], metricName: metric.label,
        better: metric.higherIsBetter ? .higher : .lower
      ).svg()
    }
    return map.svg()
  }
}
