import AnimationMath

/// One validated row of a trace file.
struct TraceRow {
  var line: Int
  var id: String
  var time: Double
  var timeText: String
  var timeName: String
  var position: SIMD2<Double>
  var phase: TouchPhase
  var intent: SwipeIntent?
}

/// Column positions resolved from a trace file's header.
struct TraceColumns {
  var count: Int
  var time: Int
  var timeName: String
  var secondsPerUnit: Double
  var x: Int
  var y: Int
  var phase: Int
  var swipe: Int?
  var intent: Int?

  init(header: CSVRecords.Record, file: String) throws(TraceFileError) {
    var index: [String: Int] = [:]
    for (i, raw) in header.fields.enumerated() {
      let name = raw.trimmingSpaces()
      guard index[name] == nil else {
        throw TraceFileError(
          file: file, line: header.line, message: "column '\(name)' appears more than once")
      }
      index[name] = i
    }
    count = header.fields.count
    switch (index["t_ms"], index["t"]) {
    case (let ms?, nil): (time, timeName, secondsPerUnit) = (ms, "t_ms", 0.001)
    case (nil, let s?): (time, timeName, secondsPerUnit) = (s, "t", 1)
    case (_?, _?):
      throw TraceFileError(
        file: file, line: header.line, message: "both 't_ms' and 't' columns (use one)")
    case (nil, nil):
      throw TraceFileError(
        file: file, line: header.line, message: "missing column 't_ms' (or 't') in the header")
    }
    func require(_ name: String) throws(TraceFileError) -> Int {
      guard let i = index[name] else {
        throw TraceFileError(
          file: file, line: header.line, message: "missing column '\(name)' in the header")
      }
      return i
    }
    x = try require("x")
    y = try require("y")
    phase = try require("phase")
    swipe = index["swipe"]
    intent = index["intent"]
  }

  func row(_ record: CSVRecords.Record, file: String) throws(TraceFileError) -> TraceRow {
    let line = record.line
    guard record.fields.count == count else {
      throw TraceFileError(
        file: file, line: line,
        message: "expected \(count) fields as in the header, found \(record.fields.count)")
    }
    func number(_ column: Int, _ name: String) throws(TraceFileError) -> (Double, String) {
      let text = record.fields[column].trimmingSpaces()
      guard !text.isEmpty, let v = Double(text) else {
        throw TraceFileError(
          file: file, line: line, message: "column '\(name)': '\(text)' is not a number")
      }
      guard v.isFinite else {
        throw TraceFileError(
          file: file, line: line, message: "column '\(name)': '\(text)' is not finite")
      }
      return (v, text)
    }
    let (t, tText) = try number(time, timeName)
    let (px, _) = try number(x, "x")
    let (py, _) = try number(y, "y")
    let phaseText = record.fields[phase].trimmingSpaces()
    guard let ph = TouchPhase(rawValue: phaseText) else {
      throw TraceFileError(
        file: file, line: line,
        message: "column 'phase': '\(phaseText)' is not one of down, move, up")
    }
    var intentValue: SwipeIntent?
    if let intent {
      let text = record.fields[intent].trimmingSpaces()
      if !text.isEmpty {
        guard let v = SwipeIntent(rawValue: text.lowercased()) else {
          throw TraceFileError(
            file: file, line: line,
            message: "column 'intent': '\(text)' is not one of complete, cancel (or empty)")
        }
        intentValue = v
      }
    }
    return TraceRow(
      line: line, id: swipe.map { record.fields[$0].trimmingSpaces() } ?? "",
      time: t * secondsPerUnit,
      timeText: tText, timeName: timeName, position: SIMD2(px, py), phase: ph, intent: intentValue)
  }
}

/// Accumulates the rows of one swipe, checking the stroke rules as it goes.
struct SwipeBuilder {
  var id: String
  var hasIDColumn: Bool
  var samples: [TouchSample] = []
  var intent: SwipeIntent?
  var intentLine = 0
  var previousTimeText = ""
  var lastLine = 0

  init(id: String, hasIDColumn: Bool) {
    self.id = id
    self.hasIDColumn = hasIDColumn
  }

  private var label: String { hasIDColumn ? "swipe '\(id)': " : "" }

  mutating func add(_ row: TraceRow, file: String) throws(TraceFileError) {
    func fail(_ message: String) -> TraceFileError {
      TraceFileError(file: file, line: row.line, message: label + message)
    }
    if let last = samples.last {
      if last.phase == .up { throw fail("a row after the 'up' row ('up' must be last)") }
      if row.phase == .down { throw fail("column 'phase': a second 'down' (one stroke per swipe)") }
      if row.time < last.time {
        throw fail(
          "column '\(row.timeName)': time \(row.timeText) is earlier than the previous row's "
            + previousTimeText)
      }
    } else if row.phase != .down {
      throw fail("column 'phase': the first sample must be 'down', found '\(row.phase.rawValue)'")
    }
    if let v = row.intent {
      if let intent, intent != v {
        throw fail(
          "column 'intent': '\(v.rawValue)' differs from '\(intent.rawValue)' on line "
            + "\(intentLine)")
      }
      intent = v
      intentLine = row.line
    }
    previousTimeText = row.timeText
    lastLine = row.line
    samples.append(TouchSample(time: row.time, position: row.position, phase: row.phase))
  }

  func finish(file: String) throws(TraceFileError) -> Swipe {
    guard samples.last?.phase == .up else {
      throw TraceFileError(
        file: file, line: lastLine, message: label + "the swipe does not end with an 'up' row")
    }
    let name = (file.split(separator: "/").last.map(String.init) ?? file)
    return Swipe(
      samples: samples, intent: intent, kind: nil, source: hasIDColumn ? name + "#" + id : name)
  }
}
