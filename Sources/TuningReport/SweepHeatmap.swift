import AnimationMath
import Plotting
import SwipeTuning

/// The one way a sweep becomes a heatmap, shared by `sweep --svg` and the HTML report so both
/// draw the same data on the same axes with the same colours: the slice of a metric through a
/// row (``SweepRows/slice(of:through:axes:)``, axes from ``SweepRows/sweptParameters(through:)``
/// unless given), brighter where the metric is better (``SweepMetric/higherIsBetter``), the
/// row's own cell outlined, every axis and the colour bar titled with its unit — a progress threshold as a fraction
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
      values: slice.values, metricName: metricLabel(metric),
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

  /// The colour bar's title: the metric's label with its unit — rates say what they are a
  /// fraction of (`intent agreement (fraction of labelled swipes)`), times and distances keep
  /// their `(s)` and `(pt)`.
  public static func metricLabel(_ metric: SweepMetric) -> String {
    guard metric.isRate else { return metric.label }
    return metric.label
      + (metric.needsIntent ? " (fraction of labelled swipes)" : " (fraction of swipes)")
  }

  /// The `<metric>_lo`…`<metric>_hi` interval of every cell of `slice` (``SweepRows/interval(_:_:)``
  /// of the first row of the cell that has one), or nil when no cell has one.
  static func intervals(
    _ rows: some SweepRows, metric: SweepMetric, slice: SweepSlice
  ) -> [[ClosedRange<Double>?]]? {
    let axes = [slice.x] + (slice.y.map { [$0] } ?? [])
    var result = slice.values.map { $0.map { _ -> ClosedRange<Double>? in nil } }
    var any = false
    for i in 0..<rows.rowCount where rows.matches(i, slice.through, free: axes) {
      guard let vx = rows.value(slice.x, i), let cx = slice.xValues.firstIndex(of: vx) else {
        continue
      }
      var cy = 0
      if let y = slice.y {
        guard let vy = rows.value(y, i), let c = slice.yValues.firstIndex(of: vy) else { continue }
        cy = c
      }
      guard result[cy][cx] == nil, let interval = rows.interval(metric, i),
        let a = interval.lower, let b = interval.upper, a <= b
      else { continue }
      result[cy][cx] = a...b
      any = true
    }
    return any ? result : nil
  }
}
