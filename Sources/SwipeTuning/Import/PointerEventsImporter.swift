import AnimationMath
import TextFormats

/// Reads a JSON array of Pointer Events, as a web app's own telemetry logs them, into one swipe
/// per pointer from `pointerdown` to `pointerup` or `pointercancel`.
///
/// Each record is an object with `type`, `pointerId` (an integer), `timeStamp` (milliseconds,
/// `event.timeStamp`), `clientX` and `clientY` (CSS px, which are points), and optionally
/// `pointerType` (`touch`, `pen`, `mouse`; kept as ``Swipe/pointerType``) and `coalesced`: an
/// array of objects with `timeStamp`, `clientX`, `clientY` (`event.getCoalescedEvents()`), which
/// replaces a `pointermove`'s own position by the samples the digitiser delivered. Other members
/// are ignored.
///
/// - `pointerdown` starts a pointer's swipe (a second one while it is down is an error);
/// - `pointermove` adds its coalesced samples, or itself, to a pointer that is down, and is
///   skipped for one that is not (a hovering mouse or pen);
/// - `pointerup` ends the swipe with an `up` sample at its position;
/// - `pointercancel` ends it with a `cancelled` sample at the last position (browsers report
///   no position with it);
/// - `pointerover`, `pointerenter`, `pointerout`, `pointerleave`, `gotpointercapture`,
///   `lostpointercapture` and `pointerrawupdate` (a duplicate of the moves) are skipped.
///
/// Times are made relative: seconds from each swipe's `pointerdown`, so page-relative
/// (`event.timeStamp`) and epoch (`Date.now()`) milliseconds both work (within ±2⁴³ ms, where a
/// double still resolves a microsecond); they must not go backwards within a swipe. Pointers
/// still down at the end are left out (noted).
public enum PointerEventsImporter {
  /// The accepted range, unit and integrality of each numeric field: coordinates within
  /// ±1e9 CSS px (``TraceStroke`` bounds every format's coordinates so), `pointerId` an integer
  /// JavaScript holds exactly (|id| ≤ 2⁵³ − 1), `timeStamp` within ±2⁴³ ms — the magnitude below
  /// which a double still resolves 1 µs, so epoch milliseconds (`Date.now()`, 1.7e12 in 2024)
  /// are accepted as well as `event.timeStamp`'s page-relative ones.
  static let fields: [String: (range: ClosedRange<Double>, unit: String, integer: Bool)] = [
    "clientX": (-TraceStroke.maximumCoordinate...TraceStroke.maximumCoordinate, "CSS px", false),
    "clientY": (-TraceStroke.maximumCoordinate...TraceStroke.maximumCoordinate, "CSS px", false),
    "pointerId": (-0x1p53 + 1...0x1p53 - 1, "", true),
    "timeStamp": (-0x1p43...0x1p43, "ms", false),
  ]

  /// The skipped event types.
  public static let skippedTypes: Set<String> = [
    "pointerover", "pointerenter", "pointerout", "pointerleave", "gotpointercapture",
    "lostpointercapture", "pointerrawupdate",
  ]

  /// Reads the JSON text.
  ///
  /// - Throws: `InputFileError` naming the line (and column) of malformed JSON, a record that is
  ///   not an object, a missing or mistyped field, an unknown type, a time that goes backwards,
  ///   a second `pointerdown` for a pointer that is down, or an array with no complete swipe.
  public static func parse(_ text: String, file: String) throws(InputFileError) -> TraceImport {
    let root: JSONValue
    do { root = try JSONValue(parsing: text) } catch {
      throw InputFileError(
        file: file, line: error.line, column: error.column, message: error.message)
    }
    guard let records = root.array else {
      throw InputFileError(
        file: file, line: root.line, column: root.column,
        message: "expected an array of Pointer Event records, found \(root.kindDescription)")
    }
    var open: [Int: (order: Int, down: Double, samples: [TouchSample], type: String?)] = [:]
    var finished: [(order: Int, swipe: Swipe)] = []
    var order = 0
    var skipped = 0
    for record in records {
      func fail(_ value: JSONValue, _ message: String) -> InputFileError {
        InputFileError(file: file, line: value.line, column: value.column, message: message)
      }
      guard let members = record.members else {
        throw fail(record, "expected a Pointer Event object, found \(record.kindDescription)")
      }
      func member(_ name: String) -> JSONValue? { members.first { $0.key == name }?.value }
      func number(_ name: String, in object: JSONValue, _ members: [JSONValue.Member])
        throws(InputFileError) -> Double
      {
        guard let v = members.first(where: { $0.key == name })?.value else {
          throw fail(object, "missing '\(name)'")
        }
        if let text = v.string { throw fail(v, NumberField.notANumber(field: name, found: text)) }
        guard let n = v.number else {
          throw fail(v, "'\(name)' must be a number, found \(v.kindDescription)")
        }
        let (range, unit, integer) = Self.fields[name] ?? (-.infinity ... .infinity, "", false)
        if let problem = NumberField.rangeProblem(
          field: name, n, in: range, unit: unit, integer: integer)
        {
          throw fail(v, problem)
        }
        return n
      }
      guard let typeValue = member("type"), let type = typeValue.string else {
        throw fail(record, "missing 'type' (a string such as \"pointermove\")")
      }
      if skippedTypes.contains(type) {
        skipped += 1
        continue
      }
      guard ["pointerdown", "pointermove", "pointerup", "pointercancel"].contains(type) else {
        throw fail(
          typeValue,
          "unknown type '\(type)' (expected pointerdown, pointermove, pointerup, pointercancel)")
      }
      let id = Int(try number("pointerId", in: record, members))
      let time = try number("timeStamp", in: record, members)
      let pointerType = member("pointerType")?.string
      if type == "pointerdown" {
        guard open[id] == nil else {
          throw fail(typeValue, "pointerdown for pointer \(id), which is already down")
        }
        let x = try number("clientX", in: record, members)
        let y = try number("clientY", in: record, members)
        open[id] = (order, time, [TouchSample(time: 0, x: x, y: y, phase: .down)], pointerType)
        order += 1
        continue
      }
      // Taken out of the dictionary while it grows, so that appending does not copy its samples
      // (a copy per move made the import quadratic in the swipe's length).
      guard var touch = open.removeValue(forKey: id) else {
        skipped += 1  // a hovering pointer, or the end of a pointer that went down before the log
        continue
      }
      var last = touch.samples[touch.samples.count - 1]
      func add(_ t: Double, _ x: Double, _ y: Double, _ phase: TouchPhase, at value: JSONValue)
        throws(InputFileError)
      {
        let seconds = (t - touch.down) / 1000
        guard seconds >= last.time else {
          throw fail(
            value, "'timeStamp' \(NumberText.shortest(t)) goes back in pointer \(id)'s swipe")
        }
        last = TouchSample(time: seconds, x: x, y: y, phase: phase)
        touch.samples.append(last)
      }
      switch type {
      case "pointermove":
        if let list = member("coalesced"), let items = list.array, !items.isEmpty {
          for item in items {
            guard let m = item.members else {
              throw fail(item, "a coalesced event must be an object, found \(item.kindDescription)")
            }
            try add(
              try number("timeStamp", in: item, m), try number("clientX", in: item, m),
              try number("clientY", in: item, m), .move, at: item)
          }
        } else if let list = member("coalesced"), list.array == nil {
          throw fail(list, "'coalesced' must be an array, found \(list.kindDescription)")
        } else {
          try add(
            time, try number("clientX", in: record, members),
            try number("clientY", in: record, members), .move, at: record)
        }
        open[id] = touch
      case "pointerup":
        try add(
          time, try number("clientX", in: record, members),
          try number("clientY", in: record, members), .up, at: record)
        fallthrough
      default:
        if type == "pointercancel" {
          try add(time, last.position.x, last.position.y, .cancelled, at: record)
        }
        let t = touch
        finished.append(
          (t.order, Swipe(samples: t.samples, pointerType: t.type ?? pointerType)))
        open[id] = nil
      }
    }
    guard !finished.isEmpty else {
      throw InputFileError(
        file: file, line: root.line, column: root.column,
        message: "no complete swipe (a pointerdown followed by pointerup or pointercancel for "
          + "the same pointerId) in \(records.count) records")
    }
    var notes = [
      "pointer-events: \(finished.count) swipe\(finished.count == 1 ? "" : "s") from "
        + "\(records.count) records",
      "time: timeStamp in ms, written as t_ms from each pointerdown; position: clientX/clientY "
        + "in CSS px, which are points (no conversion)",
    ]
    if skipped > 0 {
      notes.append("\(skipped) record(s) skipped (hover moves, pointerover/enter/out/leave, …)")
    }
    if !open.isEmpty {
      notes.append("\(open.count) pointer(s) still down at the end were left out")
    }
    return TraceImport(swipes: finished.sorted { $0.order < $1.order }.map(\.swipe), notes: notes)
  }
}
