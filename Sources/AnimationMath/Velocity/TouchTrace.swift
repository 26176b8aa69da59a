/// One recorded touch stroke: samples from touch-down to lift-off.
///
/// The file format is CSV with a header naming the columns, in any order:
/// - time: `t_ms` (milliseconds) or `t` (seconds), exactly one of them;
/// - `x`, `y`: position (points, pixels — velocities come out in that unit per second);
/// - `phase`: `down`, `move` or `up`.
///
/// Other columns are allowed and ignored. Values may carry surrounding spaces. Every row is
/// checked and nothing is skipped: a row with the wrong number of fields, a value that is not a
/// finite number, an unknown phase, a time earlier than the previous row's, a first phase other
/// than `down`, a second `down`, or any row after `up` is an error naming the line. Equal
/// consecutive times are allowed (Android records lift-off at the last move's time).
public struct TouchTrace: Hashable, Sendable {
  /// The samples in file order, times in seconds.
  public var samples: [TouchSample]

  /// Wraps samples already in memory (not validated).
  public init(samples: [TouchSample]) {
    self.samples = samples
  }

  /// Parses and validates trace CSV text.
  ///
  /// - Throws: ``TouchTraceError`` with the 1-based line and the reason.
  public init(parsing text: String) throws(TouchTraceError) {
    let records: [CSVRecords.Record]
    do {
      records = try CSVRecords(parsing: text).records
    } catch {
      throw TouchTraceError(line: error.line, reason: .csvSyntax(error.reason))
    }
    guard let header = records.first else {
      throw TouchTraceError(line: 1, reason: .empty)
    }
    let columns = try Columns(header: header)
    guard records.count > 1 else {
      throw TouchTraceError(line: header.line, reason: .noSamples)
    }
    var samples: [TouchSample] = []
    samples.reserveCapacity(records.count - 1)
    var previousTime: (value: Double, text: String)?
    for record in records.dropFirst() {
      let line = record.line
      guard record.fields.count == header.fields.count else {
        throw TouchTraceError(
          line: line,
          reason: .fieldCount(expected: header.fields.count, found: record.fields.count))
      }
      let timeText = record.fields[columns.time].trimmingSpaces()
      let time = try Self.number(timeText, column: columns.timeName, line: line)
      let x = try Self.number(record.fields[columns.x].trimmingSpaces(), column: "x", line: line)
      let y = try Self.number(record.fields[columns.y].trimmingSpaces(), column: "y", line: line)
      let phaseText = record.fields[columns.phase].trimmingSpaces()
      guard let phase = TouchPhase(rawValue: phaseText) else {
        throw TouchTraceError(line: line, reason: .unknownPhase(phaseText))
      }
      if let previousTime, time < previousTime.value {
        throw TouchTraceError(
          line: line,
          reason: .timeWentBackwards(
            column: columns.timeName, previous: previousTime.text, value: timeText))
      }
      if samples.isEmpty, phase != .down {
        throw TouchTraceError(line: line, reason: .firstPhaseNotDown(phase))
      }
      if !samples.isEmpty, phase == .down {
        throw TouchTraceError(line: line, reason: .secondDown)
      }
      if samples.last?.phase == .up {
        throw TouchTraceError(line: line, reason: .rowAfterUp)
      }
      previousTime = (time, timeText)
      samples.append(
        TouchSample(time: time * columns.secondsPerUnit, position: SIMD2(x, y), phase: phase))
    }
    self.samples = samples
  }

  /// A finite number from a field, or the error naming the column.
  private static func number(_ text: String, column: String, line: Int) throws(TouchTraceError)
    -> Double
  {
    guard !text.isEmpty, let value = Double(text) else {
      throw TouchTraceError(line: line, reason: .notANumber(column: column, value: text))
    }
    guard value.isFinite else {
      throw TouchTraceError(line: line, reason: .notFinite(column: column, value: text))
    }
    return value
  }
}

extension TouchTrace {
  /// Column positions resolved from the header.
  private struct Columns {
    var time: Int
    var timeName: String
    var secondsPerUnit: Double
    var x: Int
    var y: Int
    var phase: Int

    init(header: CSVRecords.Record) throws(TouchTraceError) {
      var index: [String: Int] = [:]
      for (i, raw) in header.fields.enumerated() {
        let name = raw.trimmingSpaces()
        guard index[name] == nil else {
          throw TouchTraceError(line: header.line, reason: .duplicateColumn(name))
        }
        index[name] = i
      }
      switch (index["t_ms"], index["t"]) {
      case (let ms?, nil):
        (time, timeName, secondsPerUnit) = (ms, "t_ms", 0.001)
      case (nil, let s?):
        (time, timeName, secondsPerUnit) = (s, "t", 1)
      case (_?, _?):
        throw TouchTraceError(line: header.line, reason: .duplicateColumn("t"))
      case (nil, nil):
        throw TouchTraceError(line: header.line, reason: .missingColumn("t_ms"))
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
    }
  }
}
