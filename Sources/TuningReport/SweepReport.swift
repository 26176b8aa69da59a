import AnimationMath
import Plotting
import SwipeTuning

/// A self-contained HTML report of a sweep: the best settings by the sweep's own objective,
/// heatmaps of the main metrics over the two most-swept parameters, and a plot of the chosen
/// spring's hand-off.
///
/// A thin layer: the ranking is ``SweepRanking`` (the rule the sweep's summary uses, by the
/// objective recorded in the report's `objective` column), the recommendation is
/// ``SweepRecommendation``'s (the summary's), the heatmaps draw ``SweepSlice``s through the
/// recommended row, and the hand-off uses ``RepresentativeSwipes`` with the report's own
/// settings (seed, width, gate) and its settle band. Nothing is asked for twice.
public struct SweepReport: Sendable {
  /// The sweep.
  public var table: SweepTable
  /// How the source is named on the page (e.g. the file path as typed).
  public var source: String
  /// The ranking, by the objective the sweep recorded.
  public var ranking: SweepRanking
  /// The chosen spring's hand-off plot; nil omits the section. ``init(table:source:)`` makes it
  /// from ``RepresentativeSwipes`` when the best row's policy and estimator are known.
  public var handoff: SpringPlot?
  /// What the hand-off plot shows, as a paragraph.
  public var handoffDescription: String?
  /// How many settings the best-settings table lists unless told otherwise.
  public static let defaultTopCount = 10
  /// How many settings the best-settings table lists.
  public var topCount = SweepReport.defaultTopCount
  /// The setting the recommendation is compared with; nil for ``effectiveBaseline``'s default
  /// (the seed rule's own numbers).
  public var baseline: SweepBaseline?
  /// The command line that made the page, as shown in its footer (shell-quoted); nil shows
  /// `spring-tune report <source name>`.
  public var commandLine: String?
  /// How many rows the complete table lists: every row of a report up to this size, otherwise
  /// the best this many (the CSV holds the rest; the page says so). A digest read for the page
  /// must keep at least this many best rows.
  public var completeTableLimit = SweepReport.defaultCompleteTableLimit
  /// The baseline's row evaluated outside the sweep (`spring-tune report` runs the one setting
  /// with the sweep's model and population when the grid does not contain it); used by
  /// ``baselineRow()`` only when the table has no such row.
  public var evaluatedBaseline: SweepTable.Row?
  /// The number of rows of the whole report: `table.rows.count`, unless `table` holds only the
  /// rows a ``SweepTableDigest`` kept of a larger report.
  public var rowCount: Int

  /// Creates a report ranked by the table's recorded objective, with the hand-off of the
  /// recommended setting's (``recommended``) representative swipes.
  public init(table: SweepTable, source: String) {
    self.table = table
    self.source = source
    rowCount = table.rows.count
    ranking = SweepRanking(table, requested: table.settings.objective)
    let chosen = recommended
    if let zeta = chosen.value(.dampingRatio), let response = chosen.value(.response),
      let swipes = RepresentativeSwipes.handoffs(for: chosen, settings: table.settings)
    {
      let spring = Spring(dampingRatio: zeta, response: response)
      let band = table.settings.bounds.settle
      let entries = swipes.map {
        var entry = SpringPlot.Entry(
          name: $0.name, motion: $0.motion(spring), tolerance: .absolute(band))
        entry.lead = $0.fingerPath
        return entry
      }
      var plot = SpringPlot(
        entries: entries, tolerance: band,
        title: "chosen spring: damping ratio \(NumberText.rounded(zeta, decimals: 6)), response "
          + "\(NumberText.rounded(response, decimals: 6)) s")
      plot.width = 760
      plot.overshootInUnits = true
      plot.zoomPanel = true
      handoff = plot
      handoffDescription = RepresentativeSwipes.handoffDescription(table.settings)
    }
  }

  /// The metric rows are ranked by (after any fallback).
  public var objective: SweepMetric { ranking.objective }

  /// All rows, best first (stable: equal rows keep file order; rows without an objective
  /// value last).
  public func ranked() -> [SweepTable.Row] {
    ranking.order(table).map { table.rows[$0] }
  }

  /// The index of the best row (the first row when none has an objective value).
  public var bestIndex: Int { ranking.best(table) ?? 0 }

  /// The best row.
  public var best: SweepTable.Row { table.rows[bestIndex] }

  /// The index of the row the report recommends — what the `sweep` summary recommends: the
  /// plateau's most central setting (``SweepRecommendation/central``) when the table has a
  /// `plateau` column, otherwise (a merged shard report, an old report) ``bestIndex``.
  public var recommendedIndex: Int { recommendation()?.central ?? bestIndex }

  /// The recommended row (``recommendedIndex``): the card, the code, the preview, the hand-off
  /// and the heatmaps' slice use it.
  public var recommended: SweepTable.Row { table.rows[recommendedIndex] }

  /// Numeric parameters with at least two distinct values among the best row's (policy,
  /// estimator) group, most values first.
  public func sweptParameters() -> [SweepParameter] {
    table.sweptParameters(through: bestIndex)
  }

  /// The (x, y) parameters of the heatmaps, or nil when fewer than two are swept.
  public func heatmapAxes() -> (x: SweepParameter, y: SweepParameter)? {
    let swept = sweptParameters()
    guard swept.count >= 2 else { return nil }
    return (swept[0], swept[1])
  }

  /// A heatmap of `metric` over ``heatmapAxes()``, sliced through the recommended row
  /// (``recommendedIndex``) with its cell outlined; the heatmap stars the slice's best cells,
  /// which include the best row's when it lies in the slice. Nil when fewer than two parameters
  /// are swept or the metric is empty.
  public func heatmap(metric: SweepMetric) -> Heatmap? {
    guard let (x, y) = heatmapAxes() else { return nil }
    return SweepHeatmap.make(
      table, metric: metric, through: recommendedIndex, settings: table.settings, axes: [x, y])
  }

  /// A human column title with its unit, e.g. `velocity threshold (pt/s)`: the label of the
  /// parameter or metric (``SweepParameter/label``, ``SweepMetric/label``), or the column name.
  public static func label(_ column: String) -> String {
    SweepParameter(rawValue: column)?.label ?? SweepMetric(rawValue: column)?.label ?? column
  }
}
