import AnimationMath
import TextFormats

/// What the plateau of a merged sweep needs from the report: its best row under the ranking the
/// single run would use, read from the report one record at a time
/// (``SweepPlateauTarget/Finder``).
///
/// A sweep split across machines (`sweep --shard K/N`, `--population-shard K/N`) cannot compute
/// its plateau in the shards: the paired test compares every row with the best row of the whole
/// grid, swipe by swipe. So after `merge` the rows are ranked once (this type), each shard runs
/// again against that best row (`sweep --plateau-of MERGED`, ``Sweep/plateauShard(_:target:threads:loadTraces:progress:)``)
/// and writes each row's joint outcome table against it (``PlateauShardSchema``), and a second
/// `merge` adds the tables over the population parts and runs the test exactly as one machine
/// does (`Docs/ScaleOut.md`).
public struct SweepPlateauTarget: Hashable, Sendable {
  /// The best row (its index among the report's rows); nil when no row has a value of the
  /// objective (the plateau column is then empty, as one machine writes it).
  public var best: Int?
  /// The ranking the single run uses (``SweepRanking``, with its fallback decided by the rows).
  public var ranking: SweepRanking
  /// The settings every row records (`sweep_id`, costs, objective).
  public var settings: SweepSettings
  /// The number of rows.
  public var rowCount: Int
  /// The objective's value in the best row; nil without a best row.
  public var bestValue: Double?

  /// Whether the plateau needs the second pass (a paired test on the swipes,
  /// ``SweepPlateau/isPaired(_:)``); otherwise it comes from the rows' intervals alone.
  public var isPaired: Bool { SweepPlateau.isPaired(ranking.objective) }

  /// Reads a report one record at a time (header first) with the checks of
  /// ``SweepTable/init(parsing:)``, keeping only the best row under each ranking the rows can
  /// end up with: memory does not grow with the rows.
  public struct Finder: Sendable {
    private var reader: SweepTable.Reader?
    private var hasIntent = false
    private var rows = 0
    /// The best (key, index, value) under the requested objective with and without intent.
    private var best: [SweepMetric: ((Double, Double, Double), Int, Double)] = [:]
    private var rankings: [SweepRanking] = []

    /// An empty finder.
    public init() {}

    /// Reads the next record: the header, then each data row. Rows of a `sweep --by` group
    /// are refused (a breakdown is never sharded).
    ///
    /// - Throws: ``SweepTableError`` as ``SweepTable/init(parsing:)`` would for the record.
    public mutating func read(_ record: CSVRecords.Record) throws(SweepTableError) {
      guard let row = try SweepTable.Reader.next(record, reader: &reader) else { return }
      guard row.isOverall else {
        throw SweepTableError(
          line: row.line, reason: "a breakdown group's row: a sharded sweep has no groups")
      }
      if rankings.isEmpty, let settings = reader?.firstSettings {
        rankings = [true, false].map { SweepRanking(requested: settings.objective, hasIntent: $0) }
      }
      if !hasIntent, row.value(.intentAgreement) != nil { hasIntent = true }
      for ranking in rankings {
        guard let key = ranking.key(row), let value = row.value(ranking.objective) else {
          continue
        }
        if let b = best[ranking.objective], key <= b.0 { continue }
        best[ranking.objective] = (key, rows, value)
      }
      rows += 1
    }

    /// The target, once every record is read.
    ///
    /// - Throws: ``SweepTableError`` for a file without a header or data rows.
    public func target() throws(SweepTableError) -> SweepPlateauTarget {
      guard let reader else {
        throw SweepTableError(line: 1, reason: "empty file, expected a header row")
      }
      let settings = try reader.settings()
      let ranking = SweepRanking(requested: settings.objective, hasIntent: hasIntent)
      let b = best[ranking.objective]
      return SweepPlateauTarget(
        best: b?.1, ranking: ranking, settings: settings, rowCount: rows, bestValue: b?.2)
    }
  }

  /// Whether a row whose objective has the 95 % `interval` is on the plateau of an objective
  /// that is not paired (``SweepPlateau/isPaired(_:)``): the interval holds the best row's
  /// `bestValue` (the best row itself always is).
  public static func holdsBest(_ interval: SweepInterval?, bestValue: Double?) -> Bool {
    guard let v = bestValue, let interval else { return false }
    return (interval.lower ?? -.infinity) <= v && v <= (interval.upper ?? .infinity)
  }
}

/// The file of the plateau pass (`sweep --plateau-of MERGED`, any grid and population shard):
/// per grid row of the run, the cells of the row's joint outcome table against the best row
/// (``SweepEngine/outcomeTables(rows:partition:classes:threads:)``) that the paired test reads,
/// over the part's swipes. Tables of population parts add, so `merge` rebuilds the whole
/// population's table and runs ``SweepPlateau/test(_:objective:costs:)`` on it: the `plateau`
/// column one machine writes, byte for byte.
///
/// Columns: `shard, grid_row, grid_rows, row_check` (a grid shard's, ``SweepSchema/shardColumns``;
/// `1/1` without `--shard`), `population_shard, population_shards` (`1/1` without
/// `--population-shard`), `best_row` (the grid row every table is against; empty when no row
/// has a value), `swipes` (the table's total: the part's swipes), ``cellsColumn``, `sweep_id`.
/// `row_check` is ``SweepRowCheck`` of the row's `shard`, `grid_row`, `grid_rows` and every
/// field after `row_check`.
public enum PlateauShardSchema {
  /// The column of the table's cells: `b:s:k` for each cell the test reads (k swipes with
  /// outcome code b under the best row and s under this row, ``SweepOutcomes``), b-major,
  /// separated by single spaces. The other cells add nothing to the test but their count, which
  /// is `swipes` minus these cells.
  public static let cellsColumn = "plateau_cells"
  /// The header of a plateau pass file.
  public static let header =
    SweepSchema.shardColumns + [
      "population_shard", "population_shards", "best_row", "swipes", cellsColumn, "sweep_id",
    ]

  /// The cells of a joint table (`table[b * 64 + s]`, as ``SweepPlateau/test(_:objective:costs:)``
  /// reads it) that change the test of `objective` beyond their count: for a rate, swipes
  /// counted by it whose outcome differs from the best's; for the cost, swipes whose cost
  /// differs. Empty for an objective that is not paired.
  public static func cells(_ table: [Int], objective: SweepMetric, costs: SweepCosts)
    -> [(best: Int, row: Int, count: Int)]
  {
    guard SweepPlateau.isPaired(objective) else { return [] }
    let n = SweepOutcomes.cellCount
    let perSwipe = objective.perSwipe
    var cells: [(best: Int, row: Int, count: Int)] = []
    for b in 0..<n {
      for s in 0..<n where table[b * n + s] > 0 {
        let differs: Bool
        if let outcome = perSwipe {
          let (counted, yes) = outcome(s)
          differs = counted && yes != outcome(b).yes
        } else {
          differs = costs.cost(s) != costs.cost(b)
        }
        if differs { cells.append((b, s, table[b * n + s])) }
      }
    }
    return cells
  }

  /// A joint table with `cells` and the rest of `total` swipes in cell (0, 0) (outcome code 0
  /// under both, which adds nothing to either test but its count): the test on it is the test
  /// on the table the cells came from, bit for bit, since the test visits cells b-major and the
  /// rest lands first.
  ///
  /// - Precondition: the cells' counts are ≥ 0, sum to at most `total`, one per (b, s).
  public static func table(cells: [(best: Int, row: Int, count: Int)], total: Int) -> [Int] {
    let n = SweepOutcomes.cellCount
    var table = [Int](repeating: 0, count: n * n)
    var rest = total
    for c in cells {
      table[c.best * n + c.row] += c.count
      rest -= c.count
    }
    precondition(rest >= 0, "the cells count at most the swipes")
    table[0] += rest
    return table
  }

  /// The `plateau_cells` text of `cells`.
  public static func text(_ cells: [(best: Int, row: Int, count: Int)]) -> String {
    cells.map { "\($0.best):\($0.row):\($0.count)" }.joined(separator: " ")
  }

  /// Parses a `plateau_cells` field: `b:s:k` triples, b and s in 0..<64 in strictly increasing
  /// (b, s) order, k ≥ 1; nil when it is not that.
  public static func parseCells(_ text: Substring) -> [(best: Int, row: Int, count: Int)]? {
    var cells: [(best: Int, row: Int, count: Int)] = []
    guard !text.isEmpty else { return cells }
    let n = SweepOutcomes.cellCount
    var last = -1
    for item in text.split(separator: " ", omittingEmptySubsequences: false) {
      let parts = item.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count == 3, let b = Int(parts[0]), let s = Int(parts[1]),
        let k = Int(parts[2]), (0..<n).contains(b), (0..<n).contains(s), k >= 1,
        b * n + s > last, String(k) == parts[2], String(b) == parts[0], String(s) == parts[1]
      else { return nil }
      last = b * n + s
      cells.append((b, s, k))
    }
    return cells
  }

  /// The plateau pass file of grid rows `rows` (grid shard `gridShard`, `1/1` for the whole
  /// grid) of population part `part` (`1/1` for the whole population) against `target`:
  /// `tables` are the nonzero cells of the rows' joint outcome tables against the best row
  /// (``SweepEngine/outcomeCells(rows:partition:classes:threads:)``; none without a best row or
  /// for an objective that is not paired).
  public static func csv(
    rows: Range<Int>, gridRows: Int, gridShard: SweepShard, part: SweepShard,
    target: SweepPlateauTarget, swipes: Int, tables: [[Int]]
  ) -> String {
    var w = CSVWriter(header: header)
    let best = target.best.map(String.init) ?? ""
    for (i, row) in rows.enumerated() {
      let objective = target.ranking.objective
      let cells =
        tables.isEmpty
        ? ""
        : text(
          cells(
            SweepEngine<HandoffFeel>.table(tables[i], classes: SweepOutcomes.cellCount),
            objective: objective, costs: target.settings.costs))
      let fields = [
        String(part.index), String(part.count), best, String(swipes), cells,
        target.settings.sweepID,
      ]
      w.appendRow(
        SweepRowCheck.shardRow(
          shard: gridShard, gridRow: row, gridRows: gridRows, fields: fields))
    }
    return w.text
  }
}

extension Sweep {
  /// The plateau pass of a sharded sweep: `request`'s grid rows (``SweepRequest/gridShard``)
  /// over its population part (``SweepRequest/populationShard``), each row's joint outcome table
  /// against `target`'s best row, as ``PlateauShardSchema`` writes it. It costs one population,
  /// one decision and hand-off per swipe for the best row, and the engine's count pass over the
  /// rows (the hand-offs and the outcome tables, no percentiles).
  ///
  /// - Parameters:
  ///   - request: the sweep, as its shards were run (same grid, population, settings).
  ///   - target: the merged report's best row (``SweepPlateauTarget/Finder``).
  ///   - threads: worker threads (≥ 1); the file is identical for every value.
  ///   - loadTraces: reads the swipes of a recorded population.
  ///   - progress: called with the stage and its fraction done (0…1).
  /// - Returns: the plateau pass file's text.
  /// - Throws: ``SweepSetupError`` for a request that cannot be set up, or whose `sweep_id` or
  ///   grid size is not the report's (`--plateau-of`).
  public static func plateauShard(
    _ request: SweepRequest, target: SweepPlateauTarget, threads: Int = 1,
    loadTraces: (String) throws(InputFileError) -> [Swipe],
    progress: (@Sendable (Stage, Double) -> Void)? = nil
  ) throws(SweepSetupError) -> String {
    let job = try SweepJob.prepare(
      request, threads: threads, loadTraces: loadTraces, progress: { progress?(.swipes, $0) })
    let grid = job.engine.grid
    guard job.sweepID == target.settings.sweepID, grid.rowCount == target.rowCount else {
      throw .input(
        InputError(
          field: SweepField.plateauTarget.rawValue, value: target.settings.sweepID,
          reason:
            "the report's sweep_id and \(target.rowCount) rows are not this sweep's "
            + "(\(job.sweepID), \(grid.rowCount) rows): give the flags its shards were run with"))
    }
    let gridShard = request.gridShard ?? SweepShard(index: 1, count: 1)
    let rows = gridShard.rows(of: grid.rowCount)
    var tables: [[Int]] = []
    if let best = target.best, target.isPaired, !rows.isEmpty {
      let codes = SweepPlateau.outcomeCodes(job.engine, row: best)
      tables = job.engine.outcomeCells(
        rows: rows, partition: codes, classes: SweepOutcomes.cellCount, threads: threads)
    }
    progress?(.grid, 1)
    return PlateauShardSchema.csv(
      rows: rows, gridRows: grid.rowCount, gridShard: gridShard,
      part: job.populationShard?.shard ?? SweepShard(index: 1, count: 1), target: target,
      swipes: job.engine.swipeCount, tables: tables)
  }
}

extension Sweep {
  /// The name before "shard" became the one word for a slice of a sweep.
  @available(*, deprecated, renamed: "plateauShard(_:target:threads:loadTraces:progress:)")
  public static func plateauPart(
    _ request: SweepRequest, target: SweepPlateauTarget, threads: Int = 1,
    loadTraces: (String) throws(InputFileError) -> [Swipe],
    progress: (@Sendable (Stage, Double) -> Void)? = nil
  ) throws(SweepSetupError) -> String {
    try plateauShard(
      request, target: target, threads: threads, loadTraces: loadTraces, progress: progress)
  }
}
