import AnimationMath

/// The one reader of the trace CSV format, shared by `TouchTrace(parsing:)` and
/// SwipeTuning's trace files.
///
/// It parses the CSV, resolves the header (time column `t_ms` in milliseconds or `t` in seconds,
/// exactly one; `x`; `y`; `phase`; any other column by name) and turns a row into a
/// ``TouchSample``. ``TraceStroke`` then checks the stroke rules. A reader that groups rows into
/// several strokes (SwipeTuning's `swipe` column) looks its extra columns up with
/// ``column(_:)``. Every problem is a ``TouchTraceError`` naming the line.
package struct TraceReader: Sendable {
  /// The records after the header, in file order (never empty).
  package let rows: ArraySlice<CSVRecords.Record>
  /// The time column's name as written in the header: `t_ms` or `t`.
  package let timeName: String

  /// The header's number of fields, which every row must have.
  private let columnCount: Int
  private let index: [String: Int]
  private let time: Int
  private let secondsPerUnit: Double
  private let x: Int
  private let y: Int
  private let phase: Int

  /// Parses `text` and resolves its header.
  ///
  /// - Throws: ``TouchTraceError`` for malformed CSV, an empty file, a header without one of
  ///   the required columns (or with both time columns, or a name twice), or no rows after it.
  package init(parsing text: String) throws(TouchTraceError) {
    let records: [CSVRecords.Record]
    do {
      records = try CSVRecords(parsing: text).records
    } catch {
      throw TouchTraceError(line: error.line, reason: .csvSyntax(error.reason))
    }
    guard let header = records.first else { throw TouchTraceError(line: 1, reason: .empty) }
    let index: [String: Int]
    switch header.columnIndex() {
    case .success(let i): index = i
    case .failure(let repeated):
      throw TouchTraceError(line: header.line, reason: .duplicateColumn(repeated.name))
    }
    switch (index["t_ms"], index["t"]) {
    case (let ms?, nil): (time, timeName, secondsPerUnit) = (ms, "t_ms", 0.001)
    case (nil, let s?): (time, timeName, secondsPerUnit) = (s, "t", 1)
    case (_?, _?): throw TouchTraceError(line: header.line, reason: .bothTimeColumns)
    case (nil, nil): throw TouchTraceError(line: header.line, reason: .missingTimeColumn)
    }
    func require(_ name: String) throws(TouchTraceError) -> Int {
      guard let i = index[name] else {
        throw TouchTraceError(line: header.line, reason: .missingColumn(name))
      }
      return i
    }
    x = try require("x")
    y = try require("y")
    phase = try require("phase")
    guard records.count > 1 else { throw TouchTraceError(line: header.line, reason: .noSamples) }
    columnCount = header.fields.count
    self.index = index
    self.rows = records.dropFirst()
  }

  /// The position of the column named `name` (surrounding spaces in the header ignored), or `nil`.
  package func column(_ name: String) -> Int? { index[name] }

  /// The sample on `record`, with its time as written (for messages).
  ///
  /// - Throws: ``TouchTraceError`` when the record's field count differs from the header's, a
  ///   number is missing, not a number or not finite, or the phase is not `down`, `move`, `up`,
  ///   `cancelled`.
  package func sample(_ record: CSVRecords.Record) throws(TouchTraceError) -> (
    sample: TouchSample, timeText: String
  ) {
    let line = record.line
    guard record.fields.count == columnCount else {
      throw TouchTraceError(
        line: line, reason: .fieldCount(expected: columnCount, found: record.fields.count))
    }
    func number(_ column: Int, _ name: String) throws(TouchTraceError) -> (Double, String) {
      let text = record.fields[column].trimmingSpaces()
      guard !text.isEmpty, let value = Double(text) else {
        throw TouchTraceError(line: line, reason: .notANumber(column: name, value: text))
      }
      guard value.isFinite else {
        throw TouchTraceError(line: line, reason: .notFinite(column: name, value: text))
      }
      return (value, text)
    }
    let (t, timeText) = try number(time, timeName)
    let (px, xText) = try number(x, "x")
    let (py, yText) = try number(y, "y")
    for (name, value, text) in [("x", px, xText), ("y", py, yText)]
    where !(Swift.abs(value) <= TraceStroke.maximumCoordinate) {
      throw TouchTraceError(line: line, reason: .coordinateOutOfRange(column: name, value: text))
    }
    let phaseText = record.fields[phase].trimmingSpaces()
    guard let phase = TouchPhase(rawValue: phaseText) else {
      throw TouchTraceError(line: line, reason: .unknownPhase(phaseText))
    }
    return (TouchSample(time: t * secondsPerUnit, position: SIMD2(px, py), phase: phase), timeText)
  }
}

/// The stroke rules of the trace format, checked sample by sample: the first sample is `down`,
/// there is no second `down`, time never decreases (equal times are allowed), nothing follows
/// the end, the stroke ends with `up` or `cancelled` (the system took the touch away; see
/// `TouchPhase.cancelled`), and no two consecutive samples at different times are
/// farther apart than ``maximumSpeed`` allows. With coordinates within ``maximumCoordinate``
/// this bounds every estimator's velocity far inside binary64: `velocity` and `sweep --traces`
/// read traces through these rules and so accept the same traces.
package struct TraceStroke: Sendable {
  /// The largest |x| or |y| a trace may hold, in trace units (points): 1e9.
  package static let maximumCoordinate = 1e9
  /// The largest speed between two consecutive samples at different times, units per second
  /// (1e12: a million screens a millisecond).
  package static let maximumSpeed = 1e12

  /// The samples accepted so far.
  package private(set) var samples: [TouchSample] = []
  private var previousTimeText = ""
  private var lastLine = 0

  /// An empty stroke with room for `capacity` samples (the rows that may belong to it).
  package init(capacity: Int = 0) { samples.reserveCapacity(capacity) }

  /// Appends `sample`, read on `line` with its time written as `timeText` in column `timeName`.
  ///
  /// - Throws: ``TouchTraceError`` naming `line` when the sample breaks a stroke rule.
  package mutating func append(
    _ sample: TouchSample, timeText: String, timeName: String, line: Int
  ) throws(TouchTraceError) {
    if let last = samples.last {
      if last.phase == .up || last.phase == .cancelled {
        throw TouchTraceError(line: line, reason: .rowAfterUp)
      }
      if sample.phase == .down { throw TouchTraceError(line: line, reason: .secondDown) }
      if sample.time < last.time {
        throw TouchTraceError(
          line: line,
          reason: .timeWentBackwards(column: timeName, previous: previousTimeText, value: timeText))
      }
      let d = sample.position - last.position
      let distance = (d.x * d.x + d.y * d.y).squareRoot()
      if sample.time > last.time && !(distance <= Self.maximumSpeed * (sample.time - last.time)) {
        throw TouchTraceError(
          line: line,
          reason: .tooFast(column: timeName, previous: previousTimeText, value: timeText))
      }
    } else if sample.phase != .down {
      throw TouchTraceError(line: line, reason: .firstPhaseNotDown(sample.phase))
    }
    previousTimeText = timeText
    lastLine = line
    samples.append(sample)
  }

  /// The finished stroke's samples.
  ///
  /// - Precondition: at least one sample was appended (the readers start a stroke on a row).
  /// - Throws: ``TouchTraceError`` on the stroke's last line when it does not end with `up` or
  ///   `cancelled`.
  package func finished() throws(TouchTraceError) -> [TouchSample] {
    precondition(!samples.isEmpty, "TraceStroke.finished() on an empty stroke")
    guard samples.last?.phase == .up || samples.last?.phase == .cancelled else {
      throw TouchTraceError(line: lastLine, reason: .noUp)
    }
    return samples
  }
}
