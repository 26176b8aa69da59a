/// The columns of the sweep report, in file order: the one place that names them.
///
/// `policy, estimator, handoff`, the swept parameters (``SweepParameter``, empty where the row's
/// policy does not use one), the metrics (``SweepMetric``), the 95 % interval of every rate and
/// percentile metric (``intervalColumns``: `<column>_lo, <column>_hi`, generated from each
/// metric's ``SweepMetric/kind``), the `plateau`, `spring_plateau` and `recommended` verdicts
/// (``verdictColumns``),
/// then the settings
/// that produced the row
/// (``SweepSettings/columns``). A shard file has four more leading columns, `shard, grid_row, grid_rows,
/// row_check` (``shardColumns``). ``SweepResults`` writes this layout; ``SweepTable`` and `SweepMerge` read it.
/// `Docs/SweepReport.md` defines every column in words.
public enum SweepSchema {
  /// The text columns that name a row's policy, estimator and hand-off style
  /// (``HandoffStyle/description``).
  public static let textColumns = ["policy", "estimator", "handoff"]
  /// The swept numeric parameters, in ``SweepParameter`` declaration order.
  public static let parameterColumns = SweepParameter.allCases.map(\.column)
  /// The metrics, in ``SweepMetric`` declaration order.
  public static let metricColumns = SweepMetric.allCases.map(\.column)
  /// The metrics that have an interval (``SweepMetric/hasInterval``), in declaration order.
  public static let intervalMetrics = SweepMetric.allCases.filter(\.hasInterval)
  /// `<column>_lo, <column>_hi` of each of ``intervalMetrics``.
  public static let intervalColumns = intervalMetrics.flatMap(\.intervalColumns)
  /// `plateau`: 1 when the row is not significantly worse than the best (``SweepPlateau``), 0
  /// when it is, empty where not computed (shard files and their merge).
  /// `spring_plateau`: 1 on the rows of stage 2's spring plateau (``SweepRecommendation/springPlateau``:
  /// the springs at the recommended thresholds whose feel score is inside the best spring's
  /// interval), 0 elsewhere. `recommended`: 1 on the one row the sweep recommends
  /// (``SweepRecommendation/central``, both stages), 0 on every other row. Both empty where not
  /// computed.
  public static let verdictColumns = ["plateau", "spring_plateau", "recommended"]
  /// The settings that produced the row.
  public static let settingsColumns = SweepSettings.columns
  /// The report header.
  public static let header =
    textColumns + parameterColumns + metricColumns + intervalColumns + verdictColumns
    + settingsColumns
  /// The extra leading columns of a shard file.
  public static let shardColumns = ["shard", "grid_row", "grid_rows", "row_check"]
  /// Index of the first settings column in ``header``.
  public static let settingsStart = header.count - settingsColumns.count
}
