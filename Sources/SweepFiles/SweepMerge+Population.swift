import AnimationMath
import SwipeTuning

extension SweepMerge {
  /// Whether `input` starts with the population shard header (``PopulationShardSchema``).
  static func isPopulationShard(_ input: Input) throws(Failure) -> Bool {
    let records = try input.open()
    do { return try records.next()?.fields == PopulationShardSchema.header } catch {
      throw Failure(input.name, error.line, error.message)
    }
  }

  /// Merges population shard files (`sweep --population-shard K/N`, any grid shards of one
  /// sweep), streaming, into the report of the whole population
  /// (``PopulationShardSchema/mergedHeader``).
  ///
  /// The first pass reads each file's header and first row: one sweep (`sweep_id`), one grid
  /// size, one grid shard count and one population shard count; every grid shard that holds
  /// rows is present and no population part of a grid shard is given twice. The second pass
  /// opens one grid shard's files together and reads them in step, one grid row at a time (each
  /// file is in grid-row order): each row is parsed and checked (``PopulationShardMerge/Shard``,
  /// `row_check` included), the row's parts are combined (``PopulationShardMerge/combine(_:)``:
  /// every part 1…N exactly once, same parameters and settings) and the settings must be the same
  /// in every row. Memory is bounded by the files of one grid shard and one row of each.
  static func mergePopulation(_ inputs: [Input], write: (String) -> Void) throws(Failure)
    -> Summary
  {
    guard !inputs.isEmpty else { throw Failure(description: "no shard files given") }
    typealias Shard = PopulationShardMerge.Shard
    var firsts: [(input: Input, part: Shard)] = []
    for input in inputs {
      let records = try input.open(maximumRecordBytes: CSVRecordStream.maximumPopulationRecordBytes)
      guard let record = try populationRecord(records, input: input, header: true) else {
        continue
      }
      firsts.append((input, try part(record, input: input)))
    }
    guard let first = firsts.first?.part else {
      throw Failure(description: "the shard files hold no rows, so the grid size is unknown")
    }
    let origin = first.origin
    var groups: [Int: [(input: Input, part: Shard)]] = [:]
    for entry in firsts {
      let p = entry.part
      func differs(_ what: String, _ value: String, _ expected: String) -> Failure {
        Failure(p.file, p.line, "\(what) \(value) differs from \(expected) at \(origin)")
      }
      guard p.sweepID == first.sweepID else {
        throw differs("sweep_id", p.sweepID, first.sweepID + " (shards of different sweeps)")
      }
      guard p.gridRows == first.gridRows else {
        throw differs("grid_rows", String(p.gridRows), String(first.gridRows))
      }
      guard p.gridShard.count == first.gridShard.count else {
        throw differs(
          "grid shard count", String(p.gridShard.count),
          String(first.gridShard.count) + " (shards of different splits)")
      }
      guard p.population.shard.count == first.population.shard.count else {
        throw differs(
          "population_shards", String(p.population.shard.count),
          String(first.population.shard.count))
      }
      let group = groups[p.gridShard.index, default: []]
      if let other = group.first(where: {
        $0.part.population.shard.index == p.population.shard.index
      }) {
        throw Failure(
          p.file, p.line,
          "grid shard \(p.gridShard.text), population shard \(p.population.shard.text) is also "
            + "given as \(other.input.name); give each part once")
      }
      groups[p.gridShard.index] = group + [entry]
    }
    let gridShards = first.gridShard.count
    for k in 1...gridShards where groups[k] == nil {
      let shard = SweepShard(index: k, count: gridShards)
      let rows = shard.rows(of: first.gridRows)
      guard !rows.isEmpty else { continue }
      throw Failure(
        description:
          "grid shard \(shard.text) (grid rows \(rows.lowerBound)–\(rows.upperBound - 1)) is "
          + "missing from every file; is a shard file left out?")
    }
    write(line(PopulationShardSchema.mergedHeader))
    var settings = SweepSettingsReader()
    for k in groups.keys.sorted() {
      let group = groups[k] ?? []
      let shard = SweepShard(index: k, count: gridShards)
      let streams = try group.map { (entry) throws(Failure) in
        let records = try entry.input.open(
          maximumRecordBytes: CSVRecordStream.maximumPopulationRecordBytes)
        _ = try populationRecord(records, input: entry.input, header: true, peekOnly: true)
        return records
      }
      for row in shard.rows(of: first.gridRows) {
        var parts: [Shard] = []
        for (i, records) in streams.enumerated() {
          let input = group[i].input
          guard let record = try populationRecord(records, input: input, header: false) else {
            throw Failure(
              input.name, nil,
              "the file ends before grid row \(row), but grid shard \(shard.text) holds grid "
                + "rows up to \(shard.rows(of: first.gridRows).upperBound - 1) (a truncated "
                + "file?)")
          }
          let p = try part(record, input: input)
          guard p.gridShard == shard, p.gridRow == row, p.sweepID == first.sweepID else {
            throw Failure(
              input.name, record.line,
              "grid row \(p.gridRow) of shard \(p.gridShard.text) (sweep_id \(p.sweepID)) where "
                + "grid row \(row) of shard \(shard.text) comes next (rows swapped, repeated, "
                + "missing or from another file)")
          }
          parts.append(p)
        }
        let fields: [String]
        do { fields = try PopulationShardMerge.combine(parts) } catch {
          throw Failure(description: error.description)
        }
        do { try settings.read(parts[0].settingsFields, origin: parts[0].origin) } catch {
          switch error {
          case .invalid(let e):
            throw Failure(
              parts[0].file, parts[0].line, "column '\(e.field)' value '\(e.value)': \(e.reason)")
          case .differs(let column, let value, let expected, let at):
            throw Failure(
              parts[0].file, parts[0].line,
              "column '\(column)' value '\(value)' differs from '\(expected)' at \(at) (shards "
                + "run with different settings)")
          }
        }
        write(line(fields))
      }
      for (i, records) in streams.enumerated() {
        let input = group[i].input
        if let extra = try populationRecord(records, input: input, header: false) {
          throw Failure(
            input.name, extra.line,
            "a row after grid shard \(shard.text)'s last grid row (rows repeated or "
              + "concatenated?)")
        }
      }
    }
    return Summary(
      rows: first.gridRows, sweepID: first.sweepID, shards: gridShards, files: inputs.count)
  }

  /// The next record of a population shard file: with `header`, the header is read and checked
  /// first and the first data row returned (nil when there is none; with `peekOnly`, nothing
  /// after the header is read). A second header is refused.
  private static func populationRecord(
    _ records: CSVRecordStream, input: Input, header: Bool, peekOnly: Bool = false
  ) throws(Failure) -> CSVRecordStream.Record? {
    do throws(CSVRecordStream.Problem) {
      if header {
        guard let head = try records.next() else {
          throw CSVRecordStream.Problem(
            line: nil, message: "empty file (expected a population shard header)")
        }
        guard head.fields == PopulationShardSchema.header else {
          throw CSVRecordStream.Problem(
            line: head.line,
            message:
              "does not have the population shard header '"
              + PopulationShardSchema.leadingColumns.joined(separator: ",")
              + ",…' (all files must be population shards, or none)")
        }
        if peekOnly { return nil }
      }
      guard let record = try records.next() else { return nil }
      guard record.fields != PopulationShardSchema.header else {
        throw CSVRecordStream.Problem(
          line: record.line, message: "a second header row (two files concatenated?)")
      }
      return record
    } catch { throw Failure(input.name, error.line, error.message) }
  }

  private static func part(_ record: CSVRecordStream.Record, input: Input) throws(Failure)
    -> PopulationShardMerge.Shard
  {
    do {
      return try PopulationShardMerge.Shard(
        fields: record.fields, file: input.name, line: record.line)
    } catch { throw Failure(description: error.description) }
  }
}
