import AnimationMath
import SwipeTuning
import TextFormats

extension SweepMerge {
  /// Whether `input` starts with the plateau pass header (``PlateauShardSchema``).
  static func isPlateauShard(_ input: Input) throws(Failure) -> Bool {
    try header(of: input) == PlateauShardSchema.header
  }

  /// The first record's fields of `input` (nil for an empty file).
  private static func header(of input: Input) throws(Failure) -> [String]? {
    let records = try input.open()
    do { return try records.next()?.fields } catch {
      throw Failure(input.name, error.line, error.message)
    }
  }

  /// One row of a plateau pass file, parsed and checked (its `row_check` included).
  struct PlateauPart {
    var gridShard: SweepShard
    var gridRow: Int
    var gridRows: Int
    var population: SweepShard
    var best: String
    var swipes: Int
    var cells: [(best: Int, row: Int, count: Int)]
    var sweepID: String
    var line: Int

    init(_ record: CSVRecordStream.Record, file: String) throws(Failure) {
      let f = record.fields
      line = record.line
      func fail(_ message: String) -> Failure { Failure(file, record.line, message) }
      guard f.count == PlateauShardSchema.header.count else {
        throw fail("\(f.count) fields, expected \(PlateauShardSchema.header.count)")
      }
      guard f != PlateauShardSchema.header else {
        throw fail("a second header row (two files concatenated?)")
      }
      let check = SweepRowCheck.hex(shard: f[0], gridRow: f[1], gridRows: f[2], fields: f[4...])
      guard f[3] == check else {
        throw fail(
          "row_check \(f[3]) does not match the row (\(check)): the row was edited or damaged")
      }
      do { gridShard = try SweepShard(parsing: f[0], field: "shard") } catch {
        throw fail(error.description)
      }
      guard let rows = Int(f[2]), (0...SweepGrid.maximumRows).contains(rows) else {
        throw fail("grid_rows '\(f[2])' is not a grid size in 0...\(SweepGrid.maximumRows)")
      }
      gridRows = rows
      guard let row = Int(f[1]), gridShard.rows(of: rows).contains(row) else {
        throw fail("grid_row '\(f[1])' is not a row of shard \(f[0]) of \(rows) rows")
      }
      gridRow = row
      guard let k = Int(f[4]), let n = Int(f[5]), n >= 1, n <= SweepShard.maximumCount,
        (1...n).contains(k)
      else {
        throw fail("population shard '\(f[4])/\(f[5])' is not K/N with 1 ≤ K ≤ N")
      }
      population = SweepShard(index: k, count: n)
      guard f[6].isEmpty || Int(f[6]).map({ (0..<rows).contains($0) }) == true else {
        throw fail("best_row '\(f[6])' is not a grid row")
      }
      best = f[6]
      guard let swipes = Int(f[7]), swipes >= 0 else {
        throw fail("swipes '\(f[7])' is not a count")
      }
      self.swipes = swipes
      guard let cells = PlateauShardSchema.parseCells(Substring(f[8])),
        cells.reduce(0, { $0 + $1.count }) <= swipes
      else {
        throw fail(
          "\(PlateauShardSchema.cellsColumn) is not 'b:s:k' cells in order counting at most "
            + "the \(swipes) swipes")
      }
      self.cells = cells
      guard SweepSettings.isSweepID(f[9]) else {
        throw fail("sweep_id '\(f[9])' is not 16 hex digits")
      }
      sweepID = f[9]
    }
  }

  /// Fills the `plateau`, `spring_plateau` and `recommended` columns of a merged report from the
  /// plateau pass files of the same sweep (`sweep --plateau-of MERGED`, every grid shard ×
  /// population part once), streaming, into the report one machine writes, byte for byte.
  ///
  /// Four passes. The first reads each plateau file's first row: one sweep, one grid size, one
  /// best row, one grid shard count, one population shard count, no part given twice. The second
  /// reads the report (``SweepPlateauTarget/Finder``, every row checked as `report` checks it)
  /// and requires its `sweep_id`, row count and best row to be the plateau files'. The third
  /// streams the report with one grid shard's plateau files in step: each row's parts (all
  /// present, in grid-row order, `row_check` verified, their swipes adding up to the row's)
  /// are added into the row's joint table and ``SweepPlateau/test(_:objective:costs:)`` decides
  /// the row — or, for an objective that is not paired, the row's interval. The recommendation
  /// (``SweepRecommendation``, both stages) is then made on the rows' values with that plateau,
  /// and a fourth pass writes the report with its `plateau`, `spring_plateau` and `recommended`
  /// fields. Memory:
  /// one grid shard's plateau files, one verdict per row and, for the recommendation, every
  /// row's parsed values (about 1 KB per row).
  static func mergePlateau(_ inputs: [Input], write: (String) -> Void) throws(Failure) -> Summary {
    var reports: [Input] = []
    var firsts: [(input: Input, part: PlateauPart)] = []
    for input in inputs {
      let records = try input.open()
      var firstRow: CSVRecordStream.Record?
      do throws(CSVRecordStream.Problem) {
        guard let head = try records.next() else {
          throw CSVRecordStream.Problem(line: nil, message: "empty file")
        }
        switch head.fields {
        case PlateauShardSchema.header:
          firstRow = try records.next()
        case SweepSchema.header, PopulationShardSchema.mergedHeader:
          reports.append(input)
        default:
          throw CSVRecordStream.Problem(
            line: head.line,
            message:
              "is neither a merged report nor a plateau pass file ('sweep --plateau-of'); give "
              + "the merged report and the plateau files")
        }
      } catch { throw Failure(input.name, error.line, error.message) }
      if let firstRow { firsts.append((input, try PlateauPart(firstRow, file: input.name))) }
    }
    guard reports.count == 1, let report = reports.first else {
      throw Failure(
        description:
          reports.isEmpty
          ? "plateau pass files need the merged report they were run against"
          : "plateau pass files fill one merged report, but "
            + reports.map(\.name).joined(separator: ", ") + " are given")
    }
    guard let first = firsts.first else {
      throw Failure(description: "the plateau pass files hold no rows")
    }
    let origin = "\(first.input.name):\(first.part.line)"
    var groups: [Int: [(input: Input, part: PlateauPart)]] = [:]
    for entry in firsts {
      let p = entry.part
      func differs(_ what: String, _ value: String, _ expected: String) -> Failure {
        Failure(entry.input.name, p.line, "\(what) \(value) differs from \(expected) at \(origin)")
      }
      let f = first.part
      guard p.sweepID == f.sweepID else {
        throw differs("sweep_id", p.sweepID, f.sweepID + " (files of different sweeps)")
      }
      guard p.gridRows == f.gridRows else {
        throw differs("grid_rows", String(p.gridRows), String(f.gridRows))
      }
      guard p.best == f.best else { throw differs("best_row", p.best, f.best) }
      guard p.gridShard.count == f.gridShard.count else {
        throw differs("grid shard count", String(p.gridShard.count), String(f.gridShard.count))
      }
      guard p.population.count == f.population.count else {
        throw differs(
          "population_shards", String(p.population.count), String(f.population.count))
      }
      let group = groups[p.gridShard.index, default: []]
      if let other = group.first(where: { $0.part.population == p.population }) {
        throw Failure(
          entry.input.name, p.line,
          "grid shard \(p.gridShard.text), population shard \(p.population.text) is also given "
            + "as \(other.input.name); give each part once")
      }
      groups[p.gridShard.index] = group + [entry]
    }
    let (gridShards, parts) = (first.part.gridShard.count, first.part.population.count)
    for k in 1...gridShards {
      let shard = SweepShard(index: k, count: gridShards)
      let rows = shard.rows(of: first.part.gridRows)
      guard !rows.isEmpty else { continue }
      let present = Set((groups[k] ?? []).map(\.part.population.index))
      if let missing = (1...parts).first(where: { !present.contains($0) }) {
        throw Failure(
          description:
            "the plateau pass of grid shard \(shard.text) (grid rows \(rows.lowerBound)–"
            + "\(rows.upperBound - 1)), population shard \(missing)/\(parts) is missing; is a "
            + "file left out?")
      }
    }
    // The report: its best row, ranking and settings.
    var finder = SweepPlateauTarget.Finder()
    try forEachRecord(report) { record throws(SweepTableError) in try finder.read(record) }
    let target: SweepPlateauTarget
    do { target = try finder.target() } catch {
      throw Failure(description: InputFileError(file: report.name, error).description)
    }
    let best = target.best.map(String.init) ?? ""
    guard target.settings.sweepID == first.part.sweepID, target.rowCount == first.part.gridRows,
      best == first.part.best
    else {
      throw Failure(
        report.name, nil,
        "sweep_id \(target.settings.sweepID), \(target.rowCount) rows and best row '\(best)' "
          + "are not those of the plateau pass files (\(first.part.sweepID), "
          + "\(first.part.gridRows) rows, best row '\(first.part.best)' at \(origin)): run "
          + "'sweep --plateau-of' against this report")
    }
    // The third pass: every row's verdict, and its values for the recommendation.
    let rows = try report.open()
    var reader: SweepTable.Reader
    do throws(CSVRecordStream.Problem) {
      guard let head = try rows.next() else {
        throw CSVRecordStream.Problem(line: nil, message: "empty file")
      }
      reader = try tableReader(head, file: report.name)
    } catch { throw Failure(report.name, error.line, error.message) }
    var members: [Bool] = []
    var tableRows: [SweepTable.Row] = []
    let n = SweepOutcomes.cellCount
    var table = [Int](repeating: 0, count: n * n)
    for k in groups.keys.sorted() {
      let group = (groups[k] ?? []).sorted { $0.part.population.index < $1.part.population.index }
      let shard = SweepShard(index: k, count: gridShards)
      let streams = try group.map { (entry) throws(Failure) in
        let records = try entry.input.open()
        do throws(CSVRecordStream.Problem) { _ = try records.next() } catch {
          throw Failure(entry.input.name, error.line, error.message)
        }
        return records
      }
      for row in shard.rows(of: first.part.gridRows) {
        let record: CSVRecordStream.Record
        let tableRow: SweepTable.Row
        do throws(CSVRecordStream.Problem) {
          guard let r = try rows.next() else {
            throw CSVRecordStream.Problem(
              line: nil, message: "the report ends before grid row \(row)")
          }
          record = r
          do { tableRow = try reader.row(CSVRecords.Record(line: r.line, fields: r.fields)) } catch
          {
            throw CSVRecordStream.Problem(line: error.line, message: error.message)
          }
        } catch { throw Failure(report.name, error.line, error.message) }
        for i in table.indices where table[i] != 0 { table[i] = 0 }
        var swipes = 0
        var cells: [(best: Int, row: Int, count: Int)] = []
        for (i, records) in streams.enumerated() {
          let name = group[i].input.name
          let next: CSVRecordStream.Record?
          do throws(CSVRecordStream.Problem) {
            next = try records.next()
          } catch { throw Failure(name, error.line, error.message) }
          guard let next else {
            throw Failure(
              name, nil,
              "the file ends before grid row \(row) of grid shard \(shard.text) (a truncated "
                + "file?)")
          }
          let p = try PlateauPart(next, file: name)
          guard p.gridShard == shard, p.gridRow == row, p.sweepID == first.part.sweepID,
            p.best == first.part.best, p.population == group[i].part.population
          else {
            throw Failure(
              name, p.line,
              "grid row \(p.gridRow) of shard \(p.gridShard.text) where grid row \(row) of shard "
                + "\(shard.text) comes next (rows swapped, repeated, missing or from another "
                + "file)")
          }
          swipes += p.swipes
          cells += p.cells
        }
        guard tableRow.value(.swipes) == Double(swipes) else {
          throw Failure(
            report.name, record.line,
            "the plateau pass files count \(swipes) swipes in grid row \(row), the report "
              + "\(tableRow.value(.swipes).map { NumberText.shortest($0) } ?? "none")")
        }
        if let b = target.best {
          let onPlateau: Bool
          if row == b {
            onPlateau = true
          } else if target.isPaired {
            for c in cells { table[c.best * n + c.row] += c.count }
            let counted = cells.reduce(0) { $0 + $1.count }
            table[0] += swipes - counted
            onPlateau = !SweepPlateau.test(
              table, objective: target.ranking.objective, costs: target.settings.costs
            ).isWorse
          } else {
            onPlateau = SweepPlateauTarget.holdsBest(
              tableRow.interval(target.ranking.objective), bestValue: target.bestValue)
          }
          members.append(onPlateau)
          tableRows.append(tableRow)
        }
        _ = record
      }
      for (i, records) in streams.enumerated() {
        let name = group[i].input.name
        let extra: CSVRecordStream.Record?
        do throws(CSVRecordStream.Problem) {
          extra = try records.next()
        } catch { throw Failure(name, error.line, error.message) }
        if let extra {
          throw Failure(
            name, extra.line,
            "a row after grid shard \(shard.text)'s last grid row (rows repeated or "
              + "concatenated?)")
        }
      }
    }
    let extra: CSVRecordStream.Record?
    do { extra = try rows.next() } catch { throw Failure(report.name, error.line, error.message) }
    if let extra {
      throw Failure(report.name, extra.line, "a row after the last grid row")
    }
    // The recommendation of the rows with their plateau, as one machine makes it.
    var recommended: Int?
    var springPlateau: Set<Int>?
    if let best = target.best {
      let table = SweepTable(rows: tableRows, settings: target.settings)
      let recommendation = SweepRecommendation(
        table, members: members, best: best, ranking: target.ranking)
      recommended = recommendation.central
      springPlateau = Set(recommendation.springPlateau)
    }
    tableRows = []
    // The fourth pass: the report with its verdicts.
    let out = try report.open()
    let plateauColumn = SweepSchema.header.firstIndex(of: "plateau") ?? 0
    let recommendedColumn = SweepSchema.header.firstIndex(of: "recommended") ?? 0
    let springColumn = SweepSchema.header.firstIndex(of: "spring_plateau") ?? 0
    var index = 0
    do throws(CSVRecordStream.Problem) {
      guard let head = try out.next() else {
        throw CSVRecordStream.Problem(line: nil, message: "empty file")
      }
      write(line(head.fields))
      while let record = try out.next() {
        var fields = record.fields
        fields[plateauColumn] = members.isEmpty ? "" : (members[index] ? "1" : "0")
        fields[recommendedColumn] = recommended.map { $0 == index ? "1" : "0" } ?? ""
        fields[springColumn] = springPlateau.map { $0.contains(index) ? "1" : "0" } ?? ""
        write(line(fields))
        index += 1
      }
    } catch { throw Failure(report.name, error.line, error.message) }
    return Summary(
      rows: first.part.gridRows, sweepID: first.part.sweepID, shards: gridShards,
      files: inputs.count, filledPlateau: true)
  }

  /// A ``SweepTable/Reader`` after `header`, its error as a stream problem.
  private static func tableReader(_ header: CSVRecordStream.Record, file: String)
    throws(CSVRecordStream.Problem) -> SweepTable.Reader
  {
    do {
      return try SweepTable.Reader(
        header: CSVRecords.Record(line: header.line, fields: header.fields))
    } catch {
      throw CSVRecordStream.Problem(line: error.line, message: error.message)
    }
  }

  /// Calls `body` with every record of `input`, header first.
  private static func forEachRecord(
    _ input: Input, _ body: (CSVRecords.Record) throws(SweepTableError) -> Void
  ) throws(Failure) {
    let records = try input.open()
    while true {
      let next: CSVRecordStream.Record?
      do { next = try records.next() } catch {
        throw Failure(input.name, error.line, error.message)
      }
      guard let next else { return }
      do { try body(CSVRecords.Record(line: next.line, fields: next.fields)) } catch {
        throw Failure(description: InputFileError(file: input.name, error).description)
      }
    }
  }
}
