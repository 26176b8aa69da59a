import AnimationMath
import TextFormats

/// Reads a population of recorded swipes from trace CSV text (`spring-tune sweep --traces`).
///
/// Format: CSV with a header naming the columns, in any order.
/// - time: `t_ms` (milliseconds) or `t` (seconds), exactly one;
/// - `x`, `y`: position in points;
/// - `phase`: `down`, `move`, `up` or `cancelled` (the system took the touch away: the swipe
///   ends there, is counted and never decided — ``Swipe/isCancelled``);
/// - optional `swipe`: an identifier; consecutive rows with the same identifier form one swipe
///   (the rows of a swipe must be contiguous). Without it the whole file is one swipe;
/// - optional `intent`: `complete`, `cancel` or empty (unknown), the same on every row of a swipe;
/// - optional metadata, free text, the same on every row of a swipe where not empty (empty is
///   unknown): `task` (the recording task, ``Swipe/task``), `device` (``Swipe/device``) and
///   `pointer_type` (``Swipe/pointerType``);
/// - optional `class`: the synthetic class (``SwipeKind``: `flick`, `drag`, `hesitant`, `peek`,
///   `scroll-like`) or empty, the same on every row of a swipe (``Swipe/kind``);
///   `spring-tune population` writes it;
/// - optional `pointer`: an identifier of the finger. The swipe is the stroke of the pointer on
///   its first row; rows of any other pointer are other fingers: they are not samples of the
///   stroke (and need not follow its rules), and the earliest of their times becomes the swipe's
///   ``Swipe/otherTouchTime`` (multi-touch rejection, ``AngleGate/singleTouch``).
///
/// Other columns are ignored. The columns and rows are read by AnimationMath's one trace reader
/// (the reader behind `TouchTrace(parsing:)`), and each swipe is one stroke under its rules:
/// it starts with `down`, has no other `down`, ends with `up` (nothing after it) and has
/// non-decreasing times. Every violation is an `InputFileError` naming the file, the line and
/// the value.
///
/// ``parse(_:file:)`` works on text in memory and needs no file system. Reading files and
/// directories (`SwipeTraceFiles.load(path:)`) lives in the `SweepFiles` target, which uses
/// Foundation, so that an app importing SwipeTuning does not link it.
public enum SwipeTraceFiles {
  /// Parses the text of one trace file; `file` names it in errors and in each swipe's
  /// ``Swipe/source`` (`file` or `file#id`).
  ///
  /// - Throws: `InputFileError` for the first problem found.
  public static func parse(_ text: String, file: String) throws(InputFileError) -> [Swipe] {
    let reader: TraceReader
    do { reader = try TraceReader(parsing: text) } catch { throw fileError(error, file) }
    let idColumn = reader.column("swipe")
    let intentColumn = reader.column("intent")
    let metadataColumns = metadataColumns.map { reader.column($0) }
    let classColumn = reader.column("class")
    let pointerColumn = reader.column("pointer")
    let name = file.split(separator: "/").last.map(String.init) ?? file
    var swipes: [Swipe] = []
    var current: SwipeRows?
    var seen: Set<String> = []
    for record in reader.rows {
      let sample: TouchSample
      let timeText: String
      do { (sample, timeText) = try reader.sample(record) } catch { throw fileError(error, file) }
      let intent = try intentColumn.flatMap { i throws(InputFileError) in
        try Self.intent(record.fields[i], line: record.line, file: file)
      }
      let kind = try classColumn.flatMap { i throws(InputFileError) in
        try Self.kind(record.fields[i], line: record.line, file: file)
      }
      let key = idColumn.map { record.fields[$0].trimmingSpaces() } ?? ""
      if current?.id != key {
        if let done = current { swipes.append(try done.swipe(file: file, name: name)) }
        guard !seen.contains(key) else {
          throw InputFileError(
            file: file, line: record.line,
            message: "column 'swipe': '\(key)' continues after another swipe began "
              + "(the rows of a swipe must be contiguous)")
        }
        seen.insert(key)
        current = SwipeRows(id: key, hasIDColumn: idColumn != nil)
      }
      if let p = pointerColumn {
        let pointer = record.fields[p].trimmingSpaces()
        if current?.pointer == nil { current?.pointer = pointer }
        if current?.pointer != pointer {
          current?.noteOtherTouch(at: sample.time)
          continue
        }
      }
      try current?.add(
        sample, timeText: timeText, timeName: reader.timeName, intent: intent, kind: kind,
        line: record.line, file: file)
      for (m, column) in metadataColumns.enumerated() {
        guard let column else { continue }
        try current?.setMetadata(
          m, record.fields[column].trimmingSpaces(), line: record.line, file: file)
      }
    }
    if let done = current { swipes.append(try done.swipe(file: file, name: name)) }
    return swipes
  }

  /// The optional per-swipe text columns, in the order the parser reads them: `task`,
  /// `device`, `pointer_type`.
  public static let metadataColumns = ["task", "device", "pointer_type"]

  /// The `intent` field: `complete`, `cancel` (any case) or empty for unknown.
  private static func intent(_ field: String, line: Int, file: String) throws(InputFileError)
    -> SwipeIntent?
  {
    let text = field.trimmingSpaces()
    guard !text.isEmpty else { return nil }
    guard let v = SwipeIntent(rawValue: text.lowercased()) else {
      throw InputFileError(
        file: file, line: line,
        message: "column 'intent': '\(text)' is not one of complete, cancel (or empty)")
    }
    return v
  }

  /// The `class` field: a ``SwipeKind`` name or empty for unknown.
  private static func kind(_ field: String, line: Int, file: String) throws(InputFileError)
    -> SwipeKind?
  {
    let text = field.trimmingSpaces()
    guard !text.isEmpty else { return nil }
    guard let v = SwipeKind(rawValue: text.lowercased()) else {
      throw InputFileError(
        file: file, line: line,
        message: "column 'class': '\(text)' is not one of "
          + SwipeKind.allCases.map(\.rawValue).joined(separator: ", ") + " (or empty)")
    }
    return v
  }

  /// The columns ``text(_:)`` writes.
  public static let columns = ["swipe", "t", "x", "y", "phase", "intent", "class"]

  /// Trace CSV text of `swipes` (identifier, swipe) that ``parse(_:file:)`` reads back to the
  /// same samples, intents and classes, bit for bit: times in seconds (`t`) and positions in
  /// shortest round-trip form, one row per sample, columns ``columns``.
  public static func text(_ swipes: some Sequence<(id: String, swipe: Swipe)>) -> String {
    var csv = CSVWriter(header: columns)
    for (id, swipe) in swipes {
      let intent = swipe.intent?.rawValue ?? ""
      let kind = swipe.kind?.rawValue ?? ""
      for p in swipe.samples {
        csv.appendRow([
          id, NumberText.shortest(p.time), NumberText.shortest(p.position.x),
          NumberText.shortest(p.position.y), p.phase.rawValue, intent, kind,
        ])
      }
    }
    return csv.text
  }

  /// A trace-format error as a file error: `swipe 'id': ` before the message when the file has
  /// a `swipe` column.
  static func fileError(_ error: TouchTraceError, _ file: String, swipe: String? = nil)
    -> InputFileError
  {
    var e = InputFileError(file: file, error)
    if let swipe { e.message = "swipe '\(swipe)': " + e.message }
    return e
  }

}

/// The rows of one swipe: one trace-format stroke plus the swipe's intent.
private struct SwipeRows {
  var id: String
  var hasIDColumn: Bool
  var stroke = TraceStroke()
  var intent: SwipeIntent?
  var intentLine = 0
  /// The metadata of ``SwipeTraceFiles/metadataColumns`` and the line each was first read on.
  var labels: [(text: String, line: Int)?] = Array(
    repeating: nil, count: SwipeTraceFiles.metadataColumns.count)
  var kind: SwipeKind?
  var kindLine = 0
  /// The tracked pointer (the `pointer` field of the swipe's first row), when the file has one.
  var pointer: String?
  /// The earliest time of another pointer's row.
  var otherTouchTime: Double?

  init(id: String, hasIDColumn: Bool) {
    self.id = id
    self.hasIDColumn = hasIDColumn
  }

  private var label: String? { hasIDColumn ? id : nil }

  mutating func noteOtherTouch(at time: Double) {
    otherTouchTime = Swift.min(otherTouchTime ?? time, time)
  }

  mutating func add(
    _ sample: TouchSample, timeText: String, timeName: String, intent v: SwipeIntent?,
    kind k: SwipeKind?, line: Int, file: String
  ) throws(InputFileError) {
    do {
      try stroke.append(sample, timeText: timeText, timeName: timeName, line: line)
    } catch { throw SwipeTraceFiles.fileError(error, file, swipe: label) }
    if let k {
      if let kind, kind != k {
        throw differs("class", k.rawValue, from: (kind.rawValue, kindLine), line: line, file: file)
      }
      kind = k
      kindLine = line
    }
    guard let v else { return }
    if let intent, intent != v {
      throw differs(
        "intent", v.rawValue, from: (intent.rawValue, intentLine), line: line, file: file)
    }
    intent = v
    intentLine = line
  }

  /// Records metadata column `m`'s field `text` (empty: unknown), which must match the swipe's
  /// earlier non-empty value.
  mutating func setMetadata(_ m: Int, _ text: String, line: Int, file: String)
    throws(InputFileError)
  {
    guard !text.isEmpty else { return }
    if let first = labels[m] {
      guard first.text == text else {
        throw differs(
          SwipeTraceFiles.metadataColumns[m], text, from: first, line: line, file: file)
      }
      return
    }
    labels[m] = (text, line)
  }

  /// The error for a per-swipe `column` whose `text` on `line` differs from the value `first`
  /// read earlier in the same swipe.
  private func differs(
    _ column: String, _ text: String, from first: (text: String, line: Int), line: Int,
    file: String
  ) -> InputFileError {
    InputFileError(
      file: file, line: line,
      message: (label.map { "swipe '\($0)': " } ?? "")
        + "column '\(column)': '\(text)' differs from '\(first.text)' on line \(first.line)")
  }

  func swipe(file: String, name: String) throws(InputFileError) -> Swipe {
    let samples: [TouchSample]
    do { samples = try stroke.finished() } catch {
      throw SwipeTraceFiles.fileError(error, file, swipe: label)
    }
    return Swipe(
      samples: samples, intent: intent, kind: kind, source: hasIDColumn ? name + "#" + id : name,
      task: labels[0]?.text, device: labels[1]?.text, pointerType: labels[2]?.text,
      otherTouchTime: otherTouchTime)
  }
}
