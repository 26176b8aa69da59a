import AnimationMath
import TextFormats

/// Reads the output of Android's `adb shell getevent -lt` (event names) or `getevent -t`
/// (numeric codes) into one swipe per touch, following the Linux multi-touch protocol B.
///
/// **Lines.** Each event line is `[ SECONDS.FRACTION] DEVICE: TYPE CODE VALUE`: the timestamp
/// (required: record with `-t`; up to 9 decimals), an optional device path ending in `:` (present
/// when getevent watches several devices), the event type and code as names (`EV_ABS`,
/// `ABS_MT_POSITION_X`) or 4 hex digits (`0003`, `0035`), and the value as hex digits
/// (`ffffffff` is −1) or, for keys, `DOWN`/`UP`. getevent's device list (`add device …`,
/// `  name: …`) and blank lines are skipped. Any other line is an error naming it.
///
/// **Protocol B.** `ABS_MT_SLOT` selects a slot (0 until the first one), `ABS_MT_TRACKING_ID`
/// starts a contact in it (any id ≥ 0) or ends it (−1), `ABS_MT_POSITION_X/Y` move it; slots
/// keep their last position, as the kernel only sends changes. At each `SYN_REPORT` the frame
/// is applied: a new contact gives a `down` sample, a moved one a `move`, an ended one an `up`
/// at its last position — all at the report's time. `SYN_DROPPED` (the kernel's buffer overran)
/// ends every open contact of the device with `cancelled` and skips events until the next
/// `SYN_REPORT`. `BTN_TOUCH` and every other event are read and ignored. Protocol A
/// (`SYN_MT_REPORT`) is refused. Contacts still down at the end of the log are left out (noted).
///
/// **Units.** Panel units map to pixels with ``absRange`` and ``screen`` as Android's input
/// reader does, `px = (raw − min) · size / (max − min + 1)`; without them a panel unit is taken
/// as one pixel. Pixels map to points (dp) with ``density``: `dp = px · 160 / dpi`; without it
/// positions stay in pixels (noted, since the sweep's thresholds are in points).
public struct GeteventImporter: Sendable {
  /// The panel's raw coordinate ranges, as `getevent -lp` prints them for `ABS_MT_POSITION_X`
  /// and `ABS_MT_POSITION_Y` (`min`, `max`).
  public struct AbsRange: Hashable, Sendable {
    /// Smallest and largest raw x.
    public var x: ClosedRange<Int>
    /// Smallest and largest raw y.
    public var y: ClosedRange<Int>

    /// Creates ranges.
    public init(x: ClosedRange<Int>, y: ClosedRange<Int>) {
      self.x = x
      self.y = y
    }

    /// The bounds a range may have: getevent's values are 32-bit (`ffffffff` is −1), so a
    /// panel range lies within them and its arithmetic stays far inside `Int`.
    public static let bounds: ClosedRange<Int> = Int(Int32.min)...Int(Int32.max)

    /// Parses `XMIN:XMAX,YMIN:YMAX` (integers within ``bounds``, each min below its max).
    ///
    /// - Throws: `InputError` for `field`, with the allowed range in the message.
    public init(parsing text: String, field: String) throws(InputError) {
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      var ranges: [ClosedRange<Int>] = []
      for part in parts {
        let ends = part.split(separator: ":", omittingEmptySubsequences: false)
        guard ends.count == 2, let lo = Int(ends[0].trimmingSpaces()),
          let hi = Int(ends[1].trimmingSpaces()), lo < hi
        else { break }
        ranges.append(lo...hi)
      }
      guard parts.count == 2, ranges.count == 2 else {
        throw InputError(
          field: field, value: text,
          reason: "expected XMIN:XMAX,YMIN:YMAX, integers with each min below its max")
      }
      for range in ranges
      where !Self.bounds.contains(range.lowerBound) || !Self.bounds.contains(range.upperBound) {
        throw InputError(
          field: field, value: text,
          reason: "each bound must be within \(Self.bounds.lowerBound)…\(Self.bounds.upperBound) "
            + "(getevent's 32-bit values)")
      }
      self.init(x: ranges[0], y: ranges[1])
    }
  }

  /// The screen in pixels, `width × height` (`adb shell wm size`); used with ``absRange``.
  public var screen: (width: Int, height: Int)?
  /// The panel's raw ranges; nil: one panel unit is one pixel.
  public var absRange: AbsRange?
  /// The screen density in dots per inch (`adb shell wm density`); nil: positions stay pixels.
  public var density: Double?
  /// How ``conversionDescription`` names the panel range and the density when they are not
  /// given: the front end's own names for them (the CLI's flags). Default: `abs-range`,
  /// `density`.
  public var settingNames = (absRange: "abs-range", density: "density")

  /// Creates an importer.
  ///
  /// - Precondition: `screen` and `absRange` are both given or both nil; `density` > 0.
  public init(
    screen: (width: Int, height: Int)? = nil, absRange: AbsRange? = nil, density: Double? = nil
  ) {
    precondition((screen == nil) == (absRange == nil), "screen and absRange go together")
    precondition(density.map { $0 > 0 && $0.isFinite } ?? true, "density > 0")
    self.screen = screen
    self.absRange = absRange
    self.density = density
  }

  /// The conversion from raw `(x, y)` to points.
  func point(_ x: Int, _ y: Int) -> SIMD2<Double> {
    var p = SIMD2(Double(x), Double(y))
    if let r = absRange, let s = screen {
      // In Double: `x - min` and `max - min + 1` overflow `Int` for extreme ranges.
      func scale(_ v: Int, _ range: ClosedRange<Int>, _ size: Int) -> Double {
        let span = Double(range.upperBound) - Double(range.lowerBound) + 1
        return (Double(v) - Double(range.lowerBound)) * Double(size) / span
      }
      p.x = scale(x, r.x, s.width)
      p.y = scale(y, r.y, s.height)
    }
    if let density { p = p * 160 / density }
    return p
  }

  /// The units and conversion, in words.
  public var conversionDescription: String {
    var text = "time: seconds of the log's timestamps, written as t_ms from each touch-down; "
    if let r = absRange, let s = screen {
      text +=
        "position: panel x \(r.x.lowerBound)…\(r.x.upperBound), y \(r.y.lowerBound)…"
        + "\(r.y.upperBound) → \(s.width)×\(s.height) px as px = (raw − min) · size / "
        + "(max − min + 1)"
    } else {
      text += "position: one panel unit taken as one pixel (no \(settingNames.absRange))"
    }
    if let density {
      text += ", then dp = px · 160 / \(NumberText.shortest(density)) (points)"
    } else {
      text += "; no \(settingNames.density): positions stay in pixels, not points"
    }
    return text
  }

  /// Reads a getevent log.
  ///
  /// - Parameters:
  ///   - text: the log.
  ///   - file: names the log in errors.
  /// - Returns: the touches in touch-down order and the notes (units, conversion, what was left
  ///   out).
  /// - Throws: `InputFileError` naming the line of the first line that is not a getevent event
  ///   line, a timestamp that goes backwards on a device, protocol A, a contact with no
  ///   position, or a log without a single complete touch.
  public func parse(_ text: String, file: String) throws(InputFileError) -> TraceImport {
    var devices: [String: DeviceState] = [:]
    var deviceOrder: [String] = []
    var finished: [(order: Int, samples: [TouchSample])] = []
    var nextOrder = 0
    var lineNumber = 0
    var eventCount = 0
    var cancelledByDrop = 0
    // `\r\n` is one Character in Swift; `adb shell` through a terminal writes `\r\r\n`.
    let lines = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    for rawLine in lines {
      lineNumber += 1
      var line = rawLine
      while line.last == "\r" { line = line.dropLast() }
      func fail(_ message: String) -> InputFileError {
        InputFileError(file: file, line: lineNumber, message: message)
      }
      let trimmed = line.trimmingSpaces()
      if trimmed.isEmpty || trimmed.hasPrefix("add device ") || trimmed.hasPrefix("name:") {
        continue
      }
      guard let event = GeteventLine(trimmed) else {
        throw fail(
          "not a getevent line: '\(trimmed)' (expected '[ SECONDS] /dev/input/eventN: TYPE CODE "
            + "VALUE' from 'getevent -lt' or 'getevent -t')")
      }
      guard let ns = event.nanoseconds else {
        throw fail(
          "bad timestamp '\(event.timeText)' (expected seconds with at most 9 decimals, as "
            + "'getevent -t' prints)")
      }
      eventCount += 1
      if devices[event.device] == nil { deviceOrder.append(event.device) }
      // Taken out while it changes: a copy left in `devices` would make every append to a
      // contact's samples copy them, quadratic in the touch's length.
      var state = devices.removeValue(forKey: event.device) ?? DeviceState()
      defer { devices[event.device] = state }
      if let last = state.lastTime, ns < last {
        throw fail(
          "timestamp \(event.timeText) is earlier than the previous event's on this device")
      }
      state.lastTime = ns
      if state.dropping {
        if event.type == 0 && event.code == 0 { state.dropping = false }
        continue
      }
      switch (event.type, event.code) {
      case (0, 0):  // SYN_REPORT
        do {
          try state.report(
            at: ns, importer: self, nextOrder: &nextOrder,
            finish: { finished.append(($0, $1)) })
        } catch { throw fail(error.message) }
      case (0, 2):  // SYN_MT_REPORT
        throw fail(
          "SYN_MT_REPORT: multi-touch protocol A is not supported (protocol B devices send "
            + "ABS_MT_SLOT and ABS_MT_TRACKING_ID)")
      case (0, 3):  // SYN_DROPPED
        cancelledByDrop += state.cancelAll(at: ns) { finished.append(($0, $1)) }
        state.dropping = true
      case (3, 0x2f):  // ABS_MT_SLOT
        guard event.value >= 0 && event.value < 4096 else {
          throw fail("ABS_MT_SLOT \(event.value) is out of range (0…4095)")
        }
        state.slot = Int(event.value)
      case (3, 0x39):  // ABS_MT_TRACKING_ID
        state.slots[state.slot, default: Slot()].pendingID = Int(event.value)
      case (3, 0x35):  // ABS_MT_POSITION_X
        state.slots[state.slot, default: Slot()].x = Int(event.value)
        state.slots[state.slot, default: Slot()].moved = true
      case (3, 0x36):  // ABS_MT_POSITION_Y
        state.slots[state.slot, default: Slot()].y = Int(event.value)
        state.slots[state.slot, default: Slot()].moved = true
      default:
        break
      }
    }
    let open = devices.values.reduce(0) { $0 + $1.slots.values.count { $0.touch != nil } }
    guard !finished.isEmpty else {
      throw InputFileError(
        file: file, line: nil,
        message: eventCount == 0
          ? (text.allSatisfy(\.isWhitespace)
            ? "empty file, expected getevent event lines" : "no getevent event lines")
          : "no complete touch (ABS_MT_TRACKING_ID from an id to -1, then SYN_REPORT) in \(eventCount) events"
      )
    }
    let swipes = finished.sorted { $0.order < $1.order }.map { Swipe(samples: $0.samples) }
    var notes = [
      "getevent: \(swipes.count) touch\(swipes.count == 1 ? "" : "es") from \(eventCount) events on "
        + deviceOrder.map { $0.isEmpty ? "one device" : $0 }.joined(separator: ", "),
      conversionDescription,
    ]
    if cancelledByDrop > 0 {
      notes.append(
        "\(cancelledByDrop) touch(es) ended 'cancelled' at SYN_DROPPED (events were lost)")
    }
    if open > 0 {
      notes.append("\(open) touch(es) still down at the end of the log were left out")
    }
    return TraceImport(swipes: swipes, notes: notes)
  }
}

/// One slot of a protocol-B device.
private struct Slot {
  /// Last raw position (kept across contacts: the kernel only sends changes).
  var x: Int?
  var y: Int?
  /// A position changed since the last report.
  var moved = false
  /// A tracking id received since the last report (−1: the contact ended).
  var pendingID: Int?
  /// The open contact.
  var touch: Contact?
}

/// One contact from its touch-down: samples in points, times in seconds since `down` (ns).
private struct Contact {
  var order: Int
  var id: Int
  var down: Int64
  var samples: [TouchSample]

  /// The samples ended by `phase` at `ns`, at the last position.
  func ended(_ phase: TouchPhase, at ns: Int64) -> [TouchSample] {
    let position = samples.last?.position ?? .zero
    return samples + [TouchSample(time: Double(ns - down) / 1e9, position: position, phase: phase)]
  }
}

/// The state of one input device.
private struct DeviceState {
  var slot = 0
  var slots: [Int: Slot] = [:]
  var lastTime: Int64?
  var dropping = false

  struct Problem: Error { var message: String }

  /// Applies the frame that ends with a `SYN_REPORT` at `ns`.
  mutating func report(
    at ns: Int64, importer: GeteventImporter, nextOrder: inout Int,
    finish: (Int, [TouchSample]) -> Void
  ) throws(Problem) {
    for key in slots.keys.sorted() {
      // Taken out while it changes, so that appending to its contact does not copy the samples
      // (a copy per move made the import quadratic in a touch's length).
      guard var s = slots.removeValue(forKey: key) else { continue }
      defer { slots[key] = s }
      func sample(_ phase: TouchPhase, _ down: Int64) -> TouchSample? {
        guard let x = s.x, let y = s.y else { return nil }
        return TouchSample(
          time: Double(ns - down) / 1e9, position: importer.point(x, y), phase: phase)
      }
      if let id = s.pendingID {
        s.pendingID = nil
        if let t = s.touch, id < 0 || id != t.id {
          // Lift-off (or a new id without one: the old contact ended unreported).
          finish(t.order, t.ended(.up, at: ns))
          s.touch = nil
        }
        if id >= 0 && s.touch == nil {
          guard let down = sample(.down, ns) else {
            throw Problem(
              message: "contact \(id) in slot \(key) has no position (no ABS_MT_POSITION_X/Y "
                + "for the slot yet)")
          }
          s.touch = Contact(order: nextOrder, id: id, down: ns, samples: [down])
          nextOrder += 1
          s.moved = false
          continue
        }
      }
      if s.moved, var t = s.touch, let move = sample(.move, t.down) {
        s.touch = nil
        t.samples.append(move)
        s.touch = t
      }
      s.moved = false
    }
  }

  /// Ends every open contact with `cancelled` at `ns`; returns how many.
  mutating func cancelAll(at ns: Int64, finish: (Int, [TouchSample]) -> Void) -> Int {
    var n = 0
    for key in slots.keys.sorted() {
      guard let t = slots[key]?.touch else { continue }
      finish(t.order, t.ended(.cancelled, at: ns))
      slots[key] = Slot(x: slots[key]?.x, y: slots[key]?.y)
      n += 1
    }
    return n
  }
}

/// One event line of getevent, split into its parts.
private struct GeteventLine {
  var timeText: String
  var device: String
  var type: Int
  var code: Int
  var value: Int32

  /// The timestamp in nanoseconds, or nil when it is not `SECONDS.FRACTION` with at most 9
  /// decimals.
  var nanoseconds: Int64? {
    let parts = timeText.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = Int64(parts[0]), whole >= 0, whole < 1 << 32 else {
      return nil
    }
    var ns = whole * 1_000_000_000
    if parts.count == 2 {
      let digits = parts[1]
      guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII),
        let fraction = Int64(digits)
      else { return nil }
      var scale: Int64 = 1
      for _ in digits.count..<9 { scale *= 10 }
      ns += fraction * scale
    }
    return ns
  }

  static let types: [String: Int] = [
    "EV_SYN": 0, "EV_KEY": 1, "EV_REL": 2, "EV_ABS": 3, "EV_MSC": 4, "EV_SW": 5, "EV_LED": 0x11,
    "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
  ]
  static let codes: [String: Int] = [
    "SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3,
    "ABS_MT_SLOT": 0x2f, "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36,
    "ABS_MT_TRACKING_ID": 0x39, "BTN_TOUCH": 0x14a,
  ]

  /// Splits a trimmed line; nil when it is not an event line.
  init?(_ line: String) {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    timeText = line[line.index(after: line.startIndex)..<close].trimmingSpaces()
    var tokens = line[line.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\t" }
    )
    device = ""
    if let first = tokens.first, first.hasSuffix(":") {
      device = String(first.dropLast())
      tokens.removeFirst()
    }
    guard tokens.count == 3 else { return nil }
    func number(_ token: Substring, names: [String: Int]) -> Int? {
      if let n = names[String(token)] { return n }
      if token.count == 4, let n = Int(token, radix: 16) { return n }
      // Other names (ABS_MT_PRESSURE, EV_MSC's MSC_SCAN…) are events this importer ignores.
      let isName =
        token.first?.isLetter == true
        && token.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }
      return isName ? -1 : nil
    }
    guard let type = number(tokens[0], names: Self.types),
      let code = number(tokens[1], names: Self.codes)
    else { return nil }
    self.type = type
    self.code = code
    switch tokens[2] {
    case "DOWN": value = 1
    case "UP": value = 0
    case "REPEAT": value = 2
    default:
      guard tokens[2].count <= 8, let v = UInt32(tokens[2], radix: 16) else { return nil }
      value = Int32(bitPattern: v)
    }
  }
}
