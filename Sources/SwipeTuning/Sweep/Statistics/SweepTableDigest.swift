import AnimationMath
import TextFormats

/// A sweep report read one record at a time, keeping only what the HTML report shows, so that
/// `spring-tune report` reads a file of any number of rows in memory bounded by the grid's axes
/// and the length of the best-settings table, not by the rows.
///
/// Two passes over the same records. The first (``read(_:)``) checks every row as
/// ``SweepTable/init(parsing:)`` does and keeps: the best `topCount` rows and the first
/// `topCount` rows without a value under each objective the ranking can end up with
/// (``SweepRanking``: the recorded objective, or the feels-complete rate when no row has intent
/// labels); the best row of each (policy, estimator) group; the first row of each group and the
/// first row with each value of each parameter in it; the rows with the fewest and most swipes;
/// the first row with intent labels. The second (``reread(_:)``), once the best row and the
/// slice's axes are known, keeps the first row of each cell of the slice through the best row
/// (at most the product of the two axes' value counts, and a few more where a metric is
/// empty), and the first row that is the ``baseline``, if one is set. A setting given twice
/// (the same rows twice, or two sweeps' rows in one file) is refused by the first pass.
///
/// ``table()`` returns these rows in file order as a ``SweepTable``. Ranking, the best row, each
/// group's best, the distinct values of every parameter (in the whole table and in each group),
/// the policies and estimators in file order, the fallback for missing intent and every slice
/// through the best row are the same on it as on the whole table; only the row count differs,
/// and ``rowCount`` gives it.
public struct SweepTableDigest: Sendable {
  private struct Group: Hashable, Sendable {
    var policy: String
    var estimator: String
  }

  private struct Ranked: Sendable {
    var key: (Double, Double, Double)
    var index: Int
    var row: SweepTable.Row

    func isBetter(than other: Ranked) -> Bool {
      key != other.key ? key > other.key : index < other.index
    }
  }

  /// What one candidate objective keeps.
  private struct Candidate: Sendable {
    var ranking: SweepRanking
    var top: [Ranked] = []
    var missing: [SweepTable.Row] = []
    var groupBest: [Group: Ranked] = [:]
  }

  /// How many best rows are kept (the best-settings table's length).
  public let topCount: Int
  /// The number of overall data rows read in the first pass (the rows of a `sweep --by`
  /// breakdown's groups are checked and not counted).
  public private(set) var rowCount = 0
  /// Every data record of the first pass, breakdown rows included.
  private var recordCount = 0

  private var reader: SweepTable.Reader?
  private var candidates: [Candidate] = []
  private var firstOfGroup: [Group: SweepTable.Row] = [:]
  private var valueWitnesses: [Group: [[Double: SweepTable.Row]]] = [:]
  private var fewestSwipes: (Double, SweepTable.Row)?
  private var mostSwipes: (Double, SweepTable.Row)?
  private var firstWithIntent: SweepTable.Row?
  private var firstRead = true

  /// The second pass: the best row, the slice's axes, the cells found and the rows re-read.
  private var slice: (best: SweepTable.Row, axes: [SweepParameter])?
  private var cells: [[Double?]: [SweepTable.Row]] = [:]
  private var rowsReread = 0
  private var baselineRow: SweepTable.Row?

  /// The setting whose row the second pass keeps (its first match, with the open coordinates
  /// taken from the best row: ``SweepBaseline/matches(_:recommended:width:)``); set it before
  /// the second pass.
  public var baseline: SweepBaseline?

  /// A hash of each overall row's setting read so far (policy, estimator, hand-off and the
  /// parameters), to refuse a file holding a setting twice: 8 bytes and a set slot per row,
  /// the one part of the digest that grows with the rows (about 20 MB for 10⁶ rows).
  private var settingHashes = Set<Int>()

  /// A digest keeping the best `topCount` (≥ 1) rows.
  public init(topCount: Int) {
    self.topCount = Swift.max(topCount, 1)
  }

  /// Reads the next record of the first pass: the header, then each data row.
  ///
  /// - Throws: ``SweepTableError`` as ``SweepTable/init(parsing:)`` would for the record.
  public mutating func read(_ record: CSVRecords.Record) throws(SweepTableError) {
    guard let row = try SweepTable.Reader.next(record, reader: &reader) else { return }
    if candidates.isEmpty, let settings = reader?.firstSettings {
      let objectives = [true, false].map {
        SweepRanking(requested: settings.objective, hasIntent: $0)
      }
      candidates = [Candidate(ranking: objectives[0])]
      if objectives[1].objective != objectives[0].objective {
        candidates.append(Candidate(ranking: objectives[1]))
      }
    }
    recordCount += 1
    guard row.isOverall else { return }
    // One sweep writes each setting once: a repeat is the same rows twice, or rows of two
    // grids pasted together, which no summary of one sweep can stand for.
    var hasher = Hasher()
    hasher.combine(row.policy)
    hasher.combine(row.estimator)
    hasher.combine(row.handoff)
    for parameter in SweepParameter.allCases { hasher.combine(row.value(parameter)) }
    guard settingHashes.insert(hasher.finalize()).inserted else {
      throw SweepTableError(
        line: row.line,
        reason: "repeats the setting of an earlier row (the same rows twice, or the rows of "
          + "two sweeps in one file); a report holds one sweep's rows, each setting once")
    }
    observe(row, index: rowCount)
    rowCount += 1
  }

  private mutating func observe(_ row: SweepTable.Row, index: Int) {
    let group = Group(policy: row.policy, estimator: row.estimator)
    for c in candidates.indices {
      guard let key = candidates[c].ranking.key(row) else {
        if candidates[c].missing.count < topCount { candidates[c].missing.append(row) }
        continue
      }
      let entry = Ranked(key: key, index: index, row: row)
      if let best = candidates[c].groupBest[group] {
        if entry.isBetter(than: best) { candidates[c].groupBest[group] = entry }
      } else {
        candidates[c].groupBest[group] = entry
      }
      var top = candidates[c].top
      candidates[c].top = []
      if top.count < topCount || entry.isBetter(than: top[top.count - 1]) {
        // Binary search for the first entry the new one beats.
        var (lo, hi) = (0, top.count)
        while lo < hi {
          let mid = (lo + hi) / 2
          if entry.isBetter(than: top[mid]) { hi = mid } else { lo = mid + 1 }
        }
        top.insert(entry, at: lo)
        if top.count > topCount { top.removeLast() }
      }
      candidates[c].top = top
    }
    if firstOfGroup[group] == nil {
      firstOfGroup[group] = row
      valueWitnesses[group] = Array(repeating: [:], count: SweepParameter.allCases.count)
    }
    for (p, parameter) in SweepParameter.allCases.enumerated() {
      if let v = row.value(parameter), valueWitnesses[group]?[p][v] == nil {
        valueWitnesses[group]?[p][v] = row
      }
    }
    if let n = row.value(.swipes) {
      if fewestSwipes.map({ n < $0.0 }) ?? true { fewestSwipes = (n, row) }
      if mostSwipes.map({ n > $0.0 }) ?? true { mostSwipes = (n, row) }
    }
    if firstWithIntent == nil && row.value(.intentAgreement) != nil { firstWithIntent = row }
  }

  /// The rows kept by the first pass, in file order.
  private func firstPassRows() -> [SweepTable.Row] {
    var rows: [SweepTable.Row] = []
    for c in candidates {
      rows += c.top.map(\.row) + c.missing + c.groupBest.values.map(\.row)
    }
    rows += firstOfGroup.values
    for witnesses in valueWitnesses.values { rows += witnesses.flatMap(\.values) }
    rows += [fewestSwipes?.1, mostSwipes?.1, firstWithIntent].compactMap { $0 }
    return Self.fileOrder(rows)
  }

  private static func fileOrder(_ rows: [SweepTable.Row]) -> [SweepTable.Row] {
    var seen: Set<Int> = []
    return rows.filter { seen.insert($0.line).inserted }.sorted { $0.line < $1.line }
  }

  /// Ends the first pass: finds the best row and the slice's axes.
  ///
  /// - Throws: ``SweepTableError`` for a file without a header or data rows.
  public mutating func endFirstPass() throws(SweepTableError) {
    guard let reader else {
      throw SweepTableError(line: 1, reason: "empty file, expected a header row")
    }
    let table = SweepTable(rows: firstPassRows(), settings: try reader.settings())
    let ranking = SweepRanking(table, requested: table.settings.objective)
    let best = ranking.best(table) ?? 0
    slice = (table.rows[best], Array(table.sweptParameters(through: best).prefix(2)))
  }

  /// The rows the first pass kept, in file order, as a table: the ranking, the best row, the
  /// policies and estimators are those of the whole report (see the type's discussion).
  ///
  /// - Throws: ``SweepTableError`` for a file without a header or data rows.
  public func firstPassTable() throws(SweepTableError) -> SweepTable {
    guard let reader else {
      throw SweepTableError(line: 1, reason: "empty file, expected a header row")
    }
    return SweepTable(rows: firstPassRows(), settings: try reader.settings())
  }

  /// Reads the next record of the second pass over the same text (header included).
  ///
  /// - Throws: ``SweepTableError`` when the text differs from the first pass's (a file that
  ///   changed while it was read).
  public mutating func reread(_ record: CSVRecords.Record) throws(SweepTableError) {
    guard let slice else { preconditionFailure("endFirstPass() first") }
    if firstRead {
      firstRead = false
      return
    }
    rowsReread += 1
    let best = slice.best
    // Cheap tests first: most rows are of another group or differ in a held parameter.
    guard let reader, rowsReread <= recordCount else {
      throw SweepTableError(line: record.line, reason: "the file changed while it was read")
    }
    if let baseline, baselineRow == nil,
      reader.isRow(
        record, policy: baseline.policy ?? best.policy,
        estimator: baseline.estimator ?? best.estimator)
    {
      var copy = reader
      let row = try copy.row(record)
      let width = reader.firstSettings?.geometry.width ?? SwipeGeometry.defaultWidth
      if baseline.matches(row, recommended: best, width: width) { baselineRow = row }
    }
    // Rows of another (policy, estimator) group are skipped before parsing their numbers; the
    // first pass checked them. Rows of the best group are checked again in full.
    guard reader.isRow(record, policy: best.policy, estimator: best.estimator),
      reader.isOverall(record)
    else { return }
    var copy = reader
    let row = try copy.row(record)
    for p in SweepParameter.allCases where !slice.axes.contains(p) {
      if row.value(p) != best.value(p) { return }
    }
    let key = slice.axes.map { row.value($0) }
    guard !key.contains(where: { $0 == nil }) else { return }
    // A slice takes each metric from the first row of the cell that has it (a repeated grid
    // point may leave it empty in an earlier row): keep the first row, and a later one only
    // where it fills a metric the kept ones lack.
    let kept = cells[key] ?? []
    if kept.isEmpty
      || SweepMetric.allCases.contains(where: { m in
        row.value(m) != nil && !kept.contains { $0.value(m) != nil }
      })
    {
      cells[key] = kept + [row]
    }
  }

  /// The kept rows, in file order, as a table (after both passes).
  ///
  /// - Throws: ``SweepTableError`` when the second pass read fewer rows than the first.
  public func table() throws(SweepTableError) -> SweepTable {
    guard let reader, slice != nil else { preconditionFailure("endFirstPass() first") }
    guard rowsReread == recordCount else {
      throw SweepTableError(line: rowsReread + 1, reason: "the file changed while it was read")
    }
    return SweepTable(
      rows: Self.fileOrder(
        firstPassRows() + cells.values.joined() + (baselineRow.map { [$0] } ?? [])),
      settings: try reader.settings())
  }
}
