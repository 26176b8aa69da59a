import AnimationMath
import Plotting
import SwipeTuning

/// The one way a sweep becomes a heatmap, shared by `sweep --svg` and the HTML report so both
/// draw the same data on the same axes with the same colours: the slice of a metric through a
/// row (``SweepRows/slice(of:through:axes:)``, axes from ``SweepRows/sweptParameters(through:)``
/// unless given), brighter where the metric is better (``SweepMetric/higherIsBetter``), the
/// row's own cell outlined, every axis titled with its unit — a progress threshold as a fraction
/// of the distance the row's policy measures progress over (200 pt for the seed rule, the
/// transition's width for most others) — and each cell's interval in its hover title when the
/// report has `<metric>_lo` and `<metric>_hi` columns.
public enum SweepHeatmap {
  /// The heatmap of `metric` through row `row` of `rows` (a report made with `settings`), or nil
  /// when no parameter is swept or the metric has no value in the slice. `title` defaults to the
  /// metric's label; `heldInTitle` appends the held parameters (`policy …, estimator …`).
  public static func make(
    _ rows: some SweepRows, metric: SweepMetric, through row: Int, settings: SweepSettings,
    axes: [SweepParameter]? = nil, title: String? = nil, heldInTitle: Bool = false
  ) -> Heatmap? {
    guard let slice = rows.slice(of: metric, through: row, axes: axes),
      slice.values.joined().contains(where: { $0 != nil })
    else { return nil }
    let policy = rows.policy(row)
    let label = { (p: SweepParameter) in axisLabel(p, policy: policy, settings: settings) }
    var map = Heatmap(
      xLabel: label(slice.x), yLabel: slice.y.map(label) ?? "",
      xValues: slice.xValues, yValues: slice.y == nil ? [0] : slice.yValues,
      values: slice.values, metricName: metric.label,
      better: metric.higherIsBetter ? .higher : .lower)
    var text = title ?? metric.label
    if heldInTitle { text += " — " + slice.heldText.joined(separator: ", ") }
    map.title = text
    if slice.y == nil { map.yValueLabels = [""] }
    if let held = slice.held { map.highlighted = [.init(column: held.x, row: held.y)] }
    map.intervals = intervals(rows, metric: metric, slice: slice)
    return map
  }

  /// The axis title of `parameter` with its unit: ``SweepParameter/label``, and for the progress
  /// threshold what it is a fraction of under `policy` (a preset name) on the report's geometry,
  /// e.g. `progress threshold (fraction of 200 pt)` or `progress threshold (fraction of the
  /// 390 pt width)`; `(fraction of the policy's progress distance)` for a policy the swipe model
  /// does not know.
  public static func axisLabel(
    _ parameter: SweepParameter, policy: String, settings: SweepSettings
  ) -> String {
    guard parameter == .progressThreshold else { return parameter.label }
    let width = settings.geometry.width
    guard let preset = try? CompletionPreset(parsing: policy),
      let distance = preset.rule(preset.defaultParameters(width: width))
        .progressDistance(width: width)
    else { return "progress threshold (fraction of the policy's progress distance)" }
    let points = NumberText.rounded(distance, decimals: 3)
    return distance == width
      ? "progress threshold (fraction of the \(points) pt width)"
      : "progress threshold (fraction of \(points) pt)"
  }

  /// The `<metric>_lo`…`<metric>_hi` interval of every cell of `slice`, or nil when the report
  /// has no such columns.
  static func intervals(
    _ rows: some SweepRows, metric: SweepMetric, slice: SweepSlice
  ) -> [[ClosedRange<Double>?]]? {
    guard let lo = SweepMetric(rawValue: metric.column + "_lo"),
      let hi = SweepMetric(rawValue: metric.column + "_hi"),
      let los = rows.slice(
        of: lo, through: slice.through, axes: [slice.x] + (slice.y.map { [$0] } ?? [])),
      let his = rows.slice(
        of: hi, through: slice.through, axes: [slice.x] + (slice.y.map { [$0] } ?? []))
    else { return nil }
    return zip(los.values, his.values).map { l, h in
      zip(l, h).map { a, b in
        guard let a, let b, a <= b else { return nil }
        return a...b
      }
    }
  }
}
