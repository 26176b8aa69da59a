import AnimationMath
import TextFormats

/// The part of a synthetic population one run holds: swipes ``indices`` of a population of
/// ``swipes`` swipes from ``seed``, split by `--population-shard K/N`.
public struct SweepPopulationShard: Hashable, Sendable {
  /// Which part (K of N).
  public var shard: SweepShard
  /// The whole population's size.
  public var swipes: Int
  /// The whole population's seed.
  public var seed: UInt64

  /// Creates a part description.
  public init(shard: SweepShard, swipes: Int, seed: UInt64) {
    self.shard = shard
    self.swipes = swipes
    self.seed = seed
  }

  /// The swipe indices of this part: ⌊(K−1)·N/S⌋ ..< ⌊K·N/S⌋ for S shards of N swipes.
  public var indices: Range<Int> { shard.rows(of: swipes) }
}

/// The file a population shard writes (`sweep --population-shard K/N`): for each grid row of
/// the run (all, or a grid shard's), the row's integer counts over the part's swipes and a
/// ``QuantileSample`` of its percentile metrics, so that ``PopulationShardMerge`` can rebuild the
/// report of the whole population: every count column exactly, every percentile exactly or
/// within the rank error it records. `Docs/PopulationShards.md` describes the protocol.
///
/// Columns: ``leadingColumns`` (the grid shard's `shard, grid_row, grid_rows, row_check` of
/// ``SweepSchema/shardColumns``, then the population part), `policy, estimator`, the parameter
/// columns, ``countColumns``, ``sampleColumns`` (the sampled values separated by single spaces,
/// ascending), then the settings columns, `sweep_id` last (the whole sweep's: every part and the
/// single run carry the same id). `row_check` is ``SweepRowCheck`` of the row's `shard`,
/// `grid_row`, `grid_rows` and every field after `row_check`.
public enum PopulationShardSchema {
  /// The grid shard and row (with the row's check), and the population part.
  public static let leadingColumns =
    SweepSchema.shardColumns + [
      "population_shard", "population_shards", "population_swipes", "quantile_samples",
    ]
  /// The integer counts of ``SweepRowStatistics`` over the part's swipes, in its field order.
  public static let countColumns = [
    "swipes", "engaged", "labelled", "completed", "feels_complete", "feels_cancelled",
    "intent_agreements", "false_completes", "false_cancels", "reversals", "hijacks",
    "feel_score_units", "feel_score_square_units",
  ]
  /// The feel-bound counts over the part's swipes (``FeelCounts``, in its field order).
  public static let feelColumns = [
    "feels_complete_v2", "late_arrivals", "visible_overshoots", "ringings", "late_settles",
    "visible_jumps", "abrupts",
  ]
  /// The row's outcome table over the part's swipes (``SweepOutcomes``): 64 counts separated
  /// by single spaces. The counts above are read off it; the cost and the paired test need it.
  public static let outcomeColumn = "outcome_cells"
  /// The sampled order statistics of the arrival, settle and overshoot metrics.
  public static let sampleColumns = ["arrival_samples", "settle_samples", "overshoot_samples"]
  /// The header of a population shard file.
  public static let header =
    leadingColumns + SweepSchema.textColumns + SweepSchema.parameterColumns + countColumns
    + feelColumns + [outcomeColumn] + sampleColumns + SweepSchema.settingsColumns
  /// The column a merged population-sharded report adds after the settings: the largest rank
  /// error of the row's percentile columns (0: every percentile is exact).
  public static let rankErrorColumn = "percentile_rank_error"
  /// The header of a report merged from population shards.
  public static let mergedHeader = SweepSchema.header + [rankErrorColumn]

  /// The population shard file of `results` (the rows of grid shard `gridShard`, `1/1` for the
  /// whole grid, over `part`'s swipes) with their `samples` (from
  /// ``SweepEngine/sampledRun(rows:samples:threads:progress:)`` with `sampleCount`). The
  /// `sweep_id` is the one in the results' settings.
  ///
  /// - Precondition: one sample per row; `results.rows` are the grid shard's rows.
  public static func csv(
    _ results: SweepResults, samples: [QuantileSample], sampleCount: Int,
    part: SweepPopulationShard, gridShard: SweepShard
  ) -> String {
    precondition(samples.count == results.statistics.count, "one sample per row")
    precondition(gridShard.rows(of: results.grid.rowCount) == results.rows, "the shard's rows")
    var w = CSVWriter(header: header)
    let rowFields = SweepSchema.textColumns.count + SweepSchema.parameterColumns.count
    for i in results.statistics.indices {
      let fields = results.fields(i)
      let s = results.statistics[i]
      let counts = [
        s.swipes, s.engaged, s.labelled, s.completed, s.feelsComplete, s.feelsCancelled,
        s.intentAgreement, s.falseComplete, s.falseCancel, s.reversed, s.hijacked,
      ]
      let lists = [samples[i].arrival, samples[i].settle, samples[i].overshoot].map {
        $0.map(NumberText.shortest).joined(separator: " ")
      }
      var rest: [String] = [
        String(part.shard.index), String(part.shard.count), String(part.swipes),
        String(sampleCount),
      ]
      rest += fields.prefix(rowFields)
      rest +=
        counts.map { String($0) } + [String(s.feelScoreUnits), String(s.feelScoreSquareUnits)]
        + s.feel.values.map { String($0) }
      rest.append(s.outcomes.cells.map { String($0) }.joined(separator: " "))
      rest += lists
      rest += fields[SweepSchema.settingsStart...]
      let (shard, gridRow, gridRows) =
        (gridShard.text, String(results.rows.lowerBound + i), String(results.grid.rowCount))
      let check = SweepRowCheck.hex(
        shard: shard, gridRow: gridRow, gridRows: gridRows, fields: rest)
      w.appendRow([shard, gridRow, gridRows, check] + rest)
    }
    return w.text
  }
}

/// Merges population shards (``PopulationShardSchema``) into the report of the whole
/// population, grid row by grid row.
///
/// ``combine(_:)`` merges the parts of one grid row and needs only them, so a caller that reads
/// the shard files in step (each is in grid-row order) merges in memory bounded by one row's
/// parts; SweepFiles' `SweepMerge` does it, streaming the files. Counts are summed, so every
/// count and rate column equals the single run's byte for byte; each percentile comes from
/// ``QuantileSample/merge(rank:shards:)`` and the row records the largest rank error in
/// ``PopulationShardSchema/rankErrorColumn`` (0 when every percentile is exact, which it is
/// whenever each shard's `quantile_samples` was at least its engaged swipes).
public enum PopulationShardMerge {
  /// Population shard rows that cannot be merged.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the file and line where there is one.
    public var description: String

    /// A failure of the whole set of parts.
    public init(description: String) { self.description = description }

    /// A failure at a place in one file, in the one `file:line: message` form
    /// (`InputFileError`).
    public init(_ file: String, _ line: Int?, _ message: String) {
      description = InputFileError(file: file, line: line, message: message).description
    }
  }

  /// One grid row of one population shard, parsed and checked.
  public struct Shard: Sendable {
    /// Where the row came from, `file:line`.
    public var origin: String
    /// The file, for messages.
    public var file: String
    /// The 1-based line, for messages.
    public var line: Int
    /// The sweep id (the `sweep_id` settings column).
    public var sweepID: String
    /// The grid shard the row belongs to (`1/1` for a run of the whole grid).
    public var gridShard: SweepShard
    /// The grid row.
    public var gridRow: Int
    /// The grid's row count.
    public var gridRows: Int
    /// The population part.
    public var population: SweepPopulationShard
    /// The samples per metric the shard was written with.
    public var sampleCount: Int
    /// `policy, estimator` and the parameter fields, as written.
    public var rowFields: [String]
    /// The counts over the part (percentiles nil).
    public var statistics: SweepRowStatistics
    /// The sampled order statistics.
    public var samples: QuantileSample
    /// The settings fields, as written.
    public var settingsFields: [String]
    /// The weights of the cost column (the `costs` settings column).
    public var costs: SweepCosts

    /// Parses a record of a population shard file (header ``PopulationShardSchema/header``),
    /// checking its `row_check`, so an edited or damaged row is refused.
    ///
    /// - Throws: ``PopulationShardMerge/Failure`` naming the file, line, column and value.
    public init(fields: [String], file: String, line: Int) throws(Failure) {
      let header = PopulationShardSchema.header
      guard fields.count == header.count else {
        throw Failure(file, line, "\(fields.count) fields, expected \(header.count)")
      }
      func failure(_ column: Int, _ expected: String) -> Failure {
        Failure(
          file, line, "column '\(header[column])' value '\(fields[column])': expected \(expected)")
      }
      func integer(_ column: Int, _ range: ClosedRange<Int>) throws(Failure) -> Int {
        guard let v = Int(fields[column]), range.contains(v) else {
          throw failure(column, "an integer in \(range.lowerBound)...\(range.upperBound)")
        }
        return v
      }
      self.file = file
      self.line = line
      origin = "\(file):\(line)"
      sweepID = fields[fields.count - 1]
      guard SweepSettings.isSweepID(sweepID) else {
        throw failure(fields.count - 1, "16 hex digits")
      }
      do { gridShard = try SweepShard(parsing: fields[0], field: "shard") } catch {
        throw Failure(file, line, error.description)
      }
      gridRows = try integer(2, 1...SweepGrid.maximumRows)
      gridRow = try integer(1, 0...(gridRows - 1))
      guard gridShard.rows(of: gridRows).contains(gridRow) else {
        throw failure(1, "a grid row of shard \(gridShard.text)")
      }
      let check = SweepRowCheck.hex(
        shard: fields[0], gridRow: fields[1], gridRows: fields[2], fields: fields[4...])
      guard fields[3] == check else {
        throw Failure(
          file, line,
          "row_check \(fields[3]) does not match the row (\(check)): the row was edited or damaged")
      }
      let shards = try integer(5, 1...SweepShard.maximumCount)
      let index = try integer(4, 1...shards)
      let swipes = try integer(6, 1...100_000_000)
      sampleCount = try integer(7, 1...QuantileSample.maximumCount)
      let settings = try Self.settings(fields, file: file, line: line)
      costs = settings.costs
      guard case .synthetic(let seed) = settings.source
      else {
        throw Failure(file, line, "a population shard must be of a synthetic population")
      }
      population = SweepPopulationShard(
        shard: SweepShard(index: index, count: shards), swipes: swipes, seed: seed)
      let rowStart = PopulationShardSchema.leadingColumns.count
      let countStart = rowStart + SweepSchema.textColumns.count + SweepSchema.parameterColumns.count
      rowFields = Array(fields[rowStart..<countStart])
      for (i, text) in rowFields.enumerated() {
        let bad =
          i < SweepSchema.textColumns.count
          ? text.isEmpty : !text.isEmpty && !(Double(text).map { !$0.isNaN } ?? false)
        if bad {
          throw failure(
            rowStart + i, i < SweepSchema.textColumns.count ? "a name" : "a number or empty")
        }
      }
      let partSize = population.indices.count
      var c: [Int] = []
      guard Int(fields[countStart]) == partSize else {
        throw failure(countStart, "\(partSize), the size of population shard \(index)/\(shards)")
      }
      // Every count but the last two (the feel-score sums, up to 2³² per engaged swipe).
      for i in countStart..<(countStart + PopulationShardSchema.countColumns.count - 2) {
        c.append(try integer(i, 0...partSize))
      }
      let engaged = c[1]
      let unitsColumn = countStart + PopulationShardSchema.countColumns.count - 2
      var sums: [UInt64] = []
      for column in [unitsColumn, unitsColumn + 1] {
        guard let sum = UInt64(fields[column]), sum <= UInt64(engaged) << 32 else {
          throw failure(
            column, "an integer in 0...\(UInt64(engaged) << 32) (2³² per engaged swipe)")
        }
        sums.append(sum)
      }
      let feelAt = countStart + PopulationShardSchema.countColumns.count
      var feelValues: [Int] = []
      for i in feelAt..<(feelAt + PopulationShardSchema.feelColumns.count) {
        feelValues.append(try integer(i, 0...partSize))
      }
      let outcomeAt = feelAt + PopulationShardSchema.feelColumns.count
      let cellTexts = fields[outcomeAt].split(separator: " ", omittingEmptySubsequences: false)
      var cells: [Int] = []
      for text in cellTexts {
        guard let v = Int(text), (0...partSize).contains(v) else { break }
        cells.append(v)
      }
      guard cells.count == SweepOutcomes.cellCount, cells.reduce(0, +) == partSize else {
        throw failure(outcomeAt, "64 counts separated by single spaces, summing to \(partSize)")
      }
      // The counts must be the ones the outcome table gives, and completions ≤ engaged.
      statistics = SweepRowStatistics(outcomes: SweepOutcomes(cells: cells), engaged: engaged)
      statistics.feelScoreUnits = sums[0]
      statistics.feelScoreSquareUnits = sums[1]
      statistics.feel = FeelCounts(values: feelValues)
      let s = statistics
      guard c[3] <= engaged, s.hijacked <= engaged,
        [
          s.swipes, s.engaged, s.labelled, s.completed, s.feelsComplete, s.feelsCancelled,
          s.intentAgreement, s.falseComplete, s.falseCancel, s.reversed, s.hijacked,
        ] == c
      else {
        throw Failure(
          file, line,
          "the counts contradict each other or the outcome table (e.g. completed > engaged)")
      }
      let sampleStart = outcomeAt + 1
      let expected = QuantileSample.ranks(of: engaged, samples: sampleCount).count
      var lists: [[Double]] = []
      for i in sampleStart..<(sampleStart + PopulationShardSchema.sampleColumns.count) {
        let text = fields[i]
        let items = text.isEmpty ? [] : text.split(separator: " ", omittingEmptySubsequences: false)
        var values: [Double] = []
        values.reserveCapacity(items.count)
        for item in items {
          guard let v = Double(item), v >= 0, !v.isNaN, v >= (values.last ?? 0) else {
            throw Failure(
              file, line,
              "column '\(header[i])' item '\(item)': expected ascending numbers ≥ 0 "
                + "separated by single spaces")
          }
          values.append(v)
        }
        guard values.count == expected else {
          throw Failure(
            file, line,
            "column '\(header[i])' has \(values.count) values, expected \(expected) "
              + "(\(sampleCount) samples of \(engaged) engaged swipes)")
        }
        lists.append(values)
      }
      samples = QuantileSample(arrival: lists[0], settle: lists[1], overshoot: lists[2])
      settingsFields = Array(fields[(sampleStart + PopulationShardSchema.sampleColumns.count)...])
    }

    private static func settings(_ fields: [String], file: String, line: Int)
      throws(Failure) -> SweepSettings
    {
      let start = PopulationShardSchema.header.count - SweepSchema.settingsColumns.count
      do { return try SweepSettings(fields: Array(fields[start...])) } catch {
        throw Failure(
          file, line, "column '\(error.field)' value '\(error.value)': \(error.reason)")
      }
    }
  }

  /// The merged report row of one grid row's parts (any order): the fields of
  /// ``PopulationShardSchema/mergedHeader``.
  ///
  /// - Throws: ``PopulationShardMerge/Failure`` naming the part when the parts are not exactly the
  ///   population shards 1…N of one sweep and one grid row (missing, repeated, another sweep,
  ///   different settings, parameters, shard count or sample count).
  public static func combine(_ parts: [Shard]) throws(Failure) -> [String] {
    guard let first = parts.first else {
      throw Failure(description: "no population shard rows to merge")
    }
    var seen = [String?](repeating: nil, count: first.population.shard.count)
    var outcomes = SweepOutcomes()
    var engaged = 0
    var feelScoreUnits: UInt64 = 0
    var feelScoreSquareUnits: UInt64 = 0
    var feel = FeelCounts()
    for part in parts {
      func differs(_ what: String, _ value: String, _ expected: String) -> Failure {
        Failure(
          part.file, part.line,
          "\(what) '\(value)' differs from '\(expected)' at \(first.origin)")
      }
      guard part.sweepID == first.sweepID else {
        throw differs("sweep_id", part.sweepID, first.sweepID)
      }
      guard part.gridRow == first.gridRow, part.gridRows == first.gridRows else {
        throw differs(
          "grid_row", "\(part.gridRow)/\(part.gridRows)", "\(first.gridRow)/\(first.gridRows)")
      }
      guard part.population.shard.count == first.population.shard.count,
        part.population.swipes == first.population.swipes
      else {
        throw differs(
          "population_shards/population_swipes",
          "\(part.population.shard.count)/\(part.population.swipes)",
          "\(first.population.shard.count)/\(first.population.swipes)")
      }
      guard part.rowFields == first.rowFields else {
        throw differs(
          "policy/estimator/parameters", part.rowFields.joined(separator: ","),
          first.rowFields.joined(separator: ","))
      }
      if let i = part.settingsFields.indices.first(where: {
        part.settingsFields[$0] != first.settingsFields[$0]
      }) {
        throw differs(
          SweepSchema.settingsColumns[i], part.settingsFields[i], first.settingsFields[i])
      }
      let k = part.population.shard.index - 1
      if let previous = seen[k] {
        throw Failure(
          part.file, part.line,
          "population shard \(k + 1)/\(seen.count) of grid row \(part.gridRow) also appears at "
            + previous)
      }
      seen[k] = part.origin
      outcomes = outcomes + part.statistics.outcomes
      engaged += part.statistics.engaged
      feelScoreUnits += part.statistics.feelScoreUnits
      feelScoreSquareUnits += part.statistics.feelScoreSquareUnits
      feel = feel + part.statistics.feel
    }
    var total = SweepRowStatistics(outcomes: outcomes, engaged: engaged)
    total.feelScoreUnits = feelScoreUnits
    total.feelScoreSquareUnits = feelScoreSquareUnits
    total.feel = feel
    total.costs = first.costs
    if let missing = seen.firstIndex(of: nil) {
      throw Failure(
        description:
          "grid row \(first.gridRow): population shard \(missing + 1)/\(seen.count) is missing "
          + "(\(seen.count { $0 == nil }) of \(seen.count) missing); is a shard file left out?")
    }
    var rankError = 0
    if total.engaged > 0 {
      let median = NearestRank.median(of: total.engaged)
      let p95 = NearestRank.p95(of: total.engaged)
      func value(_ rank: Int, _ list: KeyPath<QuantileSample, [Double]>) -> Double {
        let merged = QuantileSample.merge(
          rank: rank,
          shards: parts.filter { $0.statistics.engaged > 0 }.map {
            QuantileSample.Shard(
              count: $0.statistics.engaged, samples: $0.sampleCount,
              values: $0.samples[keyPath: list])
          })
        rankError = Swift.max(rankError, merged.rankError)
        return merged.value
      }
      total.arrivalP50 = value(median, \.arrival)
      total.arrivalP95 = value(p95, \.arrival)
      total.settleP50 = value(median, \.settle)
      total.settleP95 = value(p95, \.settle)
      total.overshootP95 = value(p95, \.overshoot)
      let lists: [(SweepMetric, KeyPath<QuantileSample, [Double]>)] = [
        (.arrivalP50, \.arrival), (.arrivalP95, \.arrival), (.settleP50, \.settle),
        (.settleP95, \.settle), (.overshootP95, \.overshoot),
      ]
      for (metric, list) in lists {
        guard let percent = metric.percent else { continue }
        let (l, u) = NearestRank.interval(of: total.engaged, percent: percent)
        total.percentileIntervals[metric] = SweepInterval(
          lower: l.map { value($0, list) }, upper: u.map { value($0, list) })
      }
    }
    let metrics = SweepMetric.allCases.map { $0.value(total).map(NumberText.shortest) ?? "" }
    // No plateau and no recommendation: the paired test needs the swipes, which a merge does
    // not have.
    return first.rowFields + metrics + SweepResults.intervalFields(total)
      + SweepSchema.verdictColumns.map { _ in "" }
      + first.settingsFields
      + [String(rankError)]
  }
}

/// The name before "shard" became the one word for a slice of a sweep.
@available(*, deprecated, renamed: "SweepPopulationShard")
public typealias SweepPopulationPart = SweepPopulationShard

extension QuantileSample {
  /// The name before "shard" became the one word for a slice of a sweep.
  @available(*, deprecated, renamed: "QuantileSample.Shard")
  public typealias Part = Shard

  /// The name before "shard" became the one word for a slice of a sweep.
  @available(*, deprecated, renamed: "merge(rank:shards:)")
  public static func merge(rank: Int, parts: [Shard]) -> (value: Double, rankError: Int) {
    merge(rank: rank, shards: parts)
  }
}

extension PopulationShardMerge {
  /// The name before "shard" became the one word for a slice of a sweep.
  @available(*, deprecated, renamed: "PopulationShardMerge.Shard")
  public typealias Part = Shard
}
