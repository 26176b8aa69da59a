// Not in Embedded Swift: a timeline holds tracks of different value types behind one
// existential (`any ErasedTimelineTrack`), which Embedded Swift cannot represent.
// KeyframeTrack and TimelineTrack are available there.

import AnimationMath

#if !hasFeature(Embedded)

extension Timeline {
  /// Reads a timeline from JSON text (the format is documented in `Docs/TimelineJSON.md`):
  ///
  /// ```json
  /// {"duration": 0.25, "timing": "relative", "tracks": {
  ///   "alpha": [{"time": 0, "value": 1}, {"time": 0.1, "value": 0}],
  ///   "x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 390, "curve": "ease-in-out"}]}}
  /// ```
  ///
  /// Tracks keep the file's order. A number value makes a `Double` track; an array of 2, 3 or 4
  /// numbers makes a `SIMD2<Double>`, `SIMD3<Double>` or `SIMD4<Double>` track.
  ///
  /// - Throws: ``TimelineFileError`` with the line and column, naming the track and keyframe:
  ///   JSON syntax errors, unknown or missing fields, wrong types, times that are unsorted,
  ///   duplicated or out of range, values of mixed shapes, unknown curves.
  public init(parsing text: String) throws(TimelineFileError) {
    let root: JSONValue
    do {
      root = try JSONValue(parsing: text)
    } catch {
      throw TimelineFileError(line: error.line, column: error.column, message: error.message)
    }
    self = try TimelineFileReader.read(root)
  }
}

/// The schema behind `Timeline(parsing:)`.
enum TimelineFileReader {
  /// One keyframe as read, before its value is typed.
  struct RawKeyframe {
    var time: Double
    var components: [Double]
    var isVector: Bool
    var curve: KeyframeCurve
    var object: JSONValue
    var timeNode: JSONValue
    var valueNode: JSONValue
    var curveNode: JSONValue?
    /// The keyframe's index in the file's track (a `start`/`duration` keyframe may add a hold
    /// keyframe before itself, which keeps its index).
    var fileIndex = 0
    /// UIKit-style `start` (relativeStartTime), when the keyframe gave one instead of `time`.
    var start: Double?
  }

  static func fail(_ node: JSONValue, _ message: String, track: String? = nil, keyframe: Int? = nil)
    -> TimelineFileError
  {
    TimelineFileError(
      line: node.line, column: node.column, track: track, keyframe: keyframe, message: message)
  }

  /// The members of an object node, rejecting keys outside `allowed`.
  static func members(
    _ node: JSONValue, what: String, allowed: [String], track: String? = nil, keyframe: Int? = nil
  ) throws(TimelineFileError) -> [String: JSONValue] {
    guard let members = node.members else {
      throw fail(
        node, "\(what) must be an object, found \(node.kindDescription)", track: track,
        keyframe: keyframe)
    }
    var result: [String: JSONValue] = [:]
    for m in members {
      guard allowed.contains(m.key) else {
        throw TimelineFileError(
          line: m.line, column: m.column, track: track, keyframe: keyframe,
          message: "unknown field '\(m.key)' (expected \(allowed.joined(separator: ", ")))")
      }
      result[m.key] = m.value
    }
    return result
  }

  static func read(_ root: JSONValue) throws(TimelineFileError) -> Timeline {
    let fields = try members(root, what: "the timeline", allowed: ["duration", "timing", "tracks"])
    var timing = KeyframeTiming.absolute
    if let node = fields["timing"] {
      guard let name = node.string, let t = KeyframeTiming(rawValue: name) else {
        throw fail(node, "timing must be \"absolute\" or \"relative\"")
      }
      timing = t
    }
    var duration: Double?
    if let node = fields["duration"] {
      guard let d = node.number else {
        throw fail(node, "duration must be a number, found \(node.kindDescription)")
      }
      guard d.isFinite, d > 0 else {
        throw fail(node, "duration \(NumberText.shortest(d)) must be finite and > 0")
      }
      duration = d
    }
    guard let tracksNode = fields["tracks"] else {
      throw fail(root, "missing field 'tracks'")
    }
    guard let trackMembers = tracksNode.members else {
      throw fail(tracksNode, "tracks must be an object, found \(tracksNode.kindDescription)")
    }
    var parsed: [(member: JSONValue.Member, keyframes: [RawKeyframe])] = []
    for member in trackMembers {
      guard !member.key.isEmpty else {
        throw TimelineFileError(
          line: member.line, column: member.column, message: "a track name must not be empty")
      }
      parsed.append((member, try readTrack(member.key, member.value, timing: timing)))
    }
    if duration == nil {
      guard timing == .absolute else {
        throw fail(root, "missing field 'duration' (required with relative timing)")
      }
      // Non-finite times are rejected per keyframe below; they do not set the duration.
      duration = parsed.flatMap { $0.keyframes.map { $0.time } }.filter { $0.isFinite }.max() ?? 0
    }
    var timeline = Timeline(duration: Swift.max(duration ?? 0, 0))
    for (member, keyframes) in parsed {
      do {
        try add(member.key, keyframes, to: &timeline, timing: timing)
      } catch {
        throw locate(error, member: member, keyframes: keyframes)
      }
    }
    return timeline
  }

  private static func readTrack(_ name: String, _ node: JSONValue, timing: KeyframeTiming)
    throws(TimelineFileError) -> [RawKeyframe]
  {
    guard let elements = node.array else {
      throw fail(
        node, "a track must be an array of keyframes, found \(node.kindDescription)",
        track: name)
    }
    guard !elements.isEmpty else { throw fail(node, "the track has no keyframes", track: name) }
    var result: [RawKeyframe] = []
    for (i, element) in elements.enumerated() {
      var k = try readKeyframe(element, track: name, index: i, timing: timing)
      k.fileIndex = i
      if let start = k.start {
        // UIKit's addKeyframe(withRelativeStartTime:relativeDuration:): the value holds until
        // `start`, then moves to this keyframe's value by `time` (start + duration, clamped to
        // the end of the animation when it runs past it).
        guard let previous = result.last else {
          throw fail(
            k.object,
            "a keyframe with 'start' needs a keyframe before it (the value it starts from)",
            track: name, keyframe: i)
        }
        if start < previous.time {
          throw fail(
            k.timeNode,
            "start \(NumberText.shortest(start)) is before the previous keyframe's time "
              + "\(NumberText.shortest(previous.time))", track: name, keyframe: i)
        }
        if start > previous.time && k.time > start {
          var hold = previous
          hold.time = start
          hold.curve = .linear
          hold.fileIndex = i
          hold.start = nil
          hold.object = k.object
          hold.timeNode = k.timeNode
          result.append(hold)
        }
      }
      if let first = result.first,
        first.components.count != k.components.count
          || first.isVector != k.isVector
      {
        throw fail(
          k.valueNode,
          "the value has \(shape(k)) but the track's first value has \(shape(first))",
          track: name, keyframe: i)
      }
      result.append(k)
    }
    return result
  }

  private static func shape(_ k: RawKeyframe) -> String {
    k.isVector ? "\(k.components.count) components" : "1 number"
  }

  private static func readKeyframe(
    _ node: JSONValue, track: String, index: Int, timing: KeyframeTiming
  ) throws(TimelineFileError) -> RawKeyframe {
    let fields = try members(
      node, what: "a keyframe",
      allowed: ["time", "start", "duration", "value", "curve", "tension", "continuity", "bias"],
      track: track, keyframe: index)
    func fail(_ n: JSONValue, _ message: String) -> TimelineFileError {
      Self.fail(n, message, track: track, keyframe: index)
    }
    let timeNode: JSONValue
    let time: Double
    var start: Double?
    var jump = false
    if let startNode = fields["start"] {
      // UIKit's relativeStartTime and relativeDuration, each in [0, 1]; their sum may pass the
      // end, where the keyframe is clamped (Docs/TimelineJSON.md).
      if fields["time"] != nil {
        throw fail(node, "give 'time' or 'start' and 'duration', not both")
      }
      guard timing == .relative else {
        throw fail(
          startNode,
          "'start' and 'duration' keyframes need \"timing\": \"relative\" (UIKit's relative "
            + "start time and duration)")
      }
      guard let durationNode = fields["duration"] else {
        throw fail(node, "missing field 'duration' (with 'start')")
      }
      for (key, n) in [("start", startNode), ("duration", durationNode)] {
        guard let v = n.number else {
          throw fail(n, "\(key) must be a number, found \(n.kindDescription)")
        }
        guard v >= 0 && v <= 1 else {
          throw fail(n, "relative \(key) \(NumberText.shortest(v)) is outside [0, 1]")
        }
      }
      let s = startNode.number ?? 0
      let d = durationNode.number ?? 0
      start = s
      time = Swift.min(s + d, 1)
      jump = time == s
      timeNode = startNode
    } else {
      if let durationNode = fields["duration"] {
        throw fail(durationNode, "'duration' goes with 'start' (a UIKit-style keyframe)")
      }
      guard let node = fields["time"] else { throw fail(node, "missing field 'time'") }
      guard let t = node.number else {
        throw fail(node, "time must be a number, found \(node.kindDescription)")
      }
      timeNode = node
      time = t
    }
    guard let valueNode = fields["value"] else { throw fail(node, "missing field 'value'") }
    var components: [Double] = []
    var isVector = false
    if let v = valueNode.number {
      components = [v]
    } else if let elements = valueNode.array {
      isVector = true
      for e in elements {
        guard let v = e.number else {
          throw fail(e, "a vector component must be a number, found \(e.kindDescription)")
        }
        components.append(v)
      }
      guard (2...4).contains(components.count) else {
        throw fail(
          valueNode, "a vector value must have 2, 3 or 4 components, found \(components.count)")
      }
    } else {
      throw fail(
        valueNode,
        "value must be a number or an array of numbers, found \(valueNode.kindDescription)"
      )
    }
    var curve = KeyframeCurve.linear
    let curveNode = fields["curve"]
    if let curveNode {
      guard let name = curveNode.string else {
        throw fail(curveNode, "curve must be a string, found \(curveNode.kindDescription)")
      }
      do {
        curve = try KeyframeCurve(parsing: name)
      } catch {
        throw fail(curveNode, error.reasonText)
      }
    }
    var tcb = (0.0, 0.0, 0.0)
    for (key, path) in [
      ("tension", \(Double, Double, Double).0), ("continuity", \.1), ("bias", \.2),
    ] {
      guard let n = fields[key] else { continue }
      guard case .cubic = curve else { throw fail(n, "'\(key)' applies only to curve \"cubic\"") }
      guard let v = n.number else {
        throw fail(n, "\(key) must be a number, found \(n.kindDescription)")
      }
      tcb[keyPath: path] = v
    }
    if case .cubic = curve { curve = .cubic(tension: tcb.0, continuity: tcb.1, bias: tcb.2) }
    // A zero-length UIKit keyframe sets the value at its start: a jump.
    if jump { curve = .hold }
    return RawKeyframe(
      time: time, components: components, isVector: isVector, curve: curve, object: node,
      timeNode: timeNode, valueNode: valueNode, curveNode: curveNode, start: start)
  }

  private static func add(
    _ name: String, _ raw: [RawKeyframe], to timeline: inout Timeline, timing: KeyframeTiming
  ) throws(KeyframeError) {
    func typed<V: Interpolatable>(_ make: ([Double]) -> V) -> [Keyframe<V>] {
      raw.map { Keyframe(time: $0.time, value: make($0.components), curve: $0.curve) }
    }
    guard raw[0].isVector else {
      try timeline.addTrack(name, keyframes: typed { $0[0] }, timing: timing)
      return
    }
    switch raw[0].components.count {
    case 2:
      try timeline.addTrack(name, keyframes: typed { SIMD2<Double>($0[0], $0[1]) }, timing: timing)
    case 3:
      try timeline.addTrack(
        name, keyframes: typed { SIMD3<Double>($0[0], $0[1], $0[2]) }, timing: timing)
    default:
      try timeline.addTrack(
        name, keyframes: typed { SIMD4<Double>($0[0], $0[1], $0[2], $0[3]) }, timing: timing)
    }
  }

  /// Attaches the position of the field a ``KeyframeError`` is about.
  private static func locate(
    _ error: KeyframeError, member: JSONValue.Member, keyframes: [RawKeyframe]
  ) -> TimelineFileError {
    guard let expanded = error.keyframe, keyframes.indices.contains(expanded) else {
      return TimelineFileError(
        line: member.value.line, column: member.value.column, track: member.key,
        message: error.reasonText)
    }
    let k = keyframes[expanded]
    let index = k.fileIndex
    let node: JSONValue
    switch error.reason {
    case .nonFiniteValue, .valueOutOfRange: node = k.valueNode
    case .unknownCurve, .invalidCurve: node = k.curveNode ?? k.object
    case .nonFiniteTime, .unsortedTime, .duplicateTime, .relativeTimeOutOfRange, .timeOutOfRange:
      node = k.timeNode
    case .emptyTrack, .duplicateTrack, .invalidDuration: node = k.object
    }
    return fail(node, error.reasonText, track: member.key, keyframe: index)
  }
}

#endif
