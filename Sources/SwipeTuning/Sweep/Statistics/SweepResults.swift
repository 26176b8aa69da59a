import AnimationMath
import TextFormats

/// The sweep's CSV report: one row per grid point, columns as ``SweepSchema`` lays them out.
///
/// The policy, estimator and hand-off style, the swept parameters (empty where the policy does
/// not use one, and the spring's where the hand-off style carries its own motion),
/// every ``SweepMetric`` in declaration order, then the ``SweepSettings`` that produced the
/// numbers. Numbers are shortest round-trip decimals (`CSVWriter/format(_:)`); an undefined
/// value is an empty field.
///
/// A shard (a sub-range of rows) is written with four leading columns (``SweepSchema/shardColumns``),
/// so that `SweepMerge` (in SweepFiles) can check and join shards into the exact bytes of the whole
/// report.
public struct SweepResults: Sendable {

  /// The grid.
  public let grid: SweepGrid
  /// The rows reported (all, or a shard's slice).
  public let rows: Range<Int>
  /// The statistics of each row of `rows`, in order.
  public let statistics: [SweepRowStatistics]
  /// The settings that produced the numbers, written into every row.
  public let settings: SweepSettings
  /// Per reported row, whether it is on the plateau (``SweepPlateau``); nil when not computed
  /// (the `plateau` column is then empty).
  public var plateau: [Bool]?
  /// The reported row the sweep recommends (``SweepRecommendation/central``); nil when not
  /// computed (the `recommended` column is then empty).
  public var recommended: Int?
  /// The reported rows of stage 2's spring plateau (``SweepRecommendation/springPlateau``); nil
  /// when not computed (the `spring_plateau` column is then empty).
  public var springPlateau: Set<Int>?
  /// The settings columns' fields (the same for every row).
  private let settingsFields: [String]

  /// Creates a report.
  ///
  /// - Precondition: `statistics.count == rows.count`.
  public init(
    grid: SweepGrid, rows: Range<Int>, statistics: [SweepRowStatistics], settings: SweepSettings
  ) {
    precondition(statistics.count == rows.count, "one statistics per row")
    self.grid = grid
    self.rows = rows
    // The cost column is weighed with the report's costs.
    self.statistics = statistics.map {
      var s = $0
      s.costs = settings.costs
      return s
    }
    self.settings = settings
    settingsFields = settings.fields
  }

  /// The fields of the `i`-th reported row (grid row `rows.lowerBound + i`), unquoted.
  public func fields(_ i: Int) -> [String] {
    let p = grid.point(at: rows.lowerBound + i)
    func number(_ axis: [Double], _ index: Int?) -> String {
      index.map { NumberText.shortest(axis[$0]) } ?? ""
    }
    let spring = grid.handoffs[p.handoff].usesSweptSpring
    var f = [
      grid.policies[p.policy].name, grid.estimators[p.estimator],
      grid.handoffs[p.handoff].description,
      spring ? NumberText.shortest(grid.dampingRatios[p.dampingRatio]) : "",
      spring ? NumberText.shortest(grid.responses[p.response]) : "",
      number(grid.progressThresholds, p.progressThreshold),
      number(grid.velocityThresholds, p.velocityThreshold),
      number(grid.projectionRates, p.projectionRate),
    ]
    let s = statistics[i]
    for m in SweepMetric.allCases {
      f.append(m.value(s).map(NumberText.shortest) ?? "")
    }
    f += Self.intervalFields(s)
    f.append(plateau.map { $0[i] ? "1" : "0" } ?? "")
    f.append(springPlateau.map { $0.contains(i) ? "1" : "0" } ?? "")
    f.append(recommended.map { $0 == i ? "1" : "0" } ?? "")
    return f + settingsFields
  }

  /// The ``SweepSchema/intervalColumns`` fields of `s`: each bound in shortest form, empty
  /// where unbounded or undefined.
  static func intervalFields(_ s: SweepRowStatistics) -> [String] {
    var f: [String] = []
    f.reserveCapacity(SweepSchema.intervalColumns.count)
    for m in SweepSchema.intervalMetrics {
      let interval = m.interval(s) ?? .unknown
      f.append(interval.lower.map(NumberText.shortest) ?? "")
      f.append(interval.upper.map(NumberText.shortest) ?? "")
    }
    return f
  }

  /// The CSV text: the report, or with `shard` a shard file (leading
  /// ``SweepSchema/shardColumns``: `shard, grid_row, grid_rows, row_check`, the last a
  /// ``SweepRowCheck`` of the row, whose fields include the settings' `sweep_id`).
  ///
  /// - Precondition: `rows` are the shard's rows of the grid.
  public func csv(shard: SweepShard? = nil) -> String {
    precondition(shard.map { $0.rows(of: grid.rowCount) == rows } ?? true, "the shard's rows")
    var w = CSVWriter(
      header: shard == nil ? SweepSchema.header : SweepSchema.shardColumns + SweepSchema.header)
    for i in statistics.indices {
      if let shard {
        w.appendRow(
          SweepRowCheck.shardRow(
            shard: shard, gridRow: rows.lowerBound + i, gridRows: grid.rowCount,
            fields: fields(i)))
      } else {
        w.appendRow(fields(i))
      }
    }
    return w.text
  }
}
