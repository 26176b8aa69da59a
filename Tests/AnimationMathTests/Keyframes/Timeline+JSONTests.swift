import TestSupport
import Testing

@testable import AnimationMath
@testable import TextFormats

@Suite("Timeline JSON")
struct TimelineJSONTests {
  static let swipeBack = """
    {"duration": 0.25, "timing": "relative", "tracks": {"alpha": [{"time": 0, "value": 1},
    {"time": 0.1, "value": 0}], "x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 390,
    "curve": "ease-in-out"}]}}
    """

  func fileError(_ text: String) -> TimelineFileError? {
    do {
      _ = try Timeline(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test func theIssueExampleLoads() throws {
    let timeline = try Timeline(parsing: Self.swipeBack)
    let reference = try swipeBackTimeline()
    #expect(timeline.duration == 0.25)
    #expect(timeline.trackNames == ["alpha", "x"])
    for i in -2...22 {
      let t = 0.0125 * Double(i)
      for name in ["alpha", "x"] {
        #expect(
          timeline.value(of: name, as: Double.self, at: t)
            == reference.value(of: name, as: Double.self, at: t), "\(name) at \(t)")
      }
    }
  }

  @Test func trackOrderIsTheFileOrder() throws {
    let timeline = try Timeline(
      parsing:
        #"{"tracks": {"z": [{"time": 0, "value": 0}], "a": [{"time": 1, "value": 0}], "m": [{"time": 0.5, "value": 0}]}}"#
    )
    #expect(timeline.trackNames == ["z", "a", "m"])
    #expect(timeline.duration == 1)  // absolute timing: the last keyframe time
  }

  @Test func vectorTracksAndEveryCurveName() throws {
    let timeline = try Timeline(
      parsing: """
        {"duration": 2, "tracks": {
          "p": [{"time": 0, "value": [0, 0]}, {"time": 0.5, "value": [3, 4], "curve": "paced"},
                {"time": 1, "value": [3, 10], "curve": "paced"}],
          "c": [{"time": 0, "value": [0, 0, 0, 1]},
                {"time": 1, "value": [1, 1, 1, 1], "curve": "cubic", "tension": 0.5, "bias": -1}],
          "s": [{"time": 0, "value": 0},
                {"time": 1, "value": 1, "curve": "spring(dampingRatio=0.8,response=0.3)"},
                {"time": 1.5, "value": 2, "curve": " hold "},
                {"time": 2, "value": 3, "curve": "cubic-bezier(0.25, 0.1, 0.25, 1)"}],
          "v": [{"time": 0, "value": [1, 2, 3]}, {"time": 2, "value": [3, 2, 1], "curve": "linear"}]
        }}
        """)
    #expect(timeline.trackNames == ["p", "c", "s", "v"])
    #expect(timeline.valueType(of: "p") == SIMD2<Double>.self)
    #expect(timeline.valueType(of: "c") == SIMD4<Double>.self)
    #expect(timeline.valueType(of: "v") == SIMD3<Double>.self)
    // Paced: lengths 5 and 6 over 1 s; at 0.5 s, 5.5 along: (3, 4.5).
    let p = try #require(timeline.value(of: "p", as: SIMD2<Double>.self, at: 0.5))
    expectClose(p.x, 3, absolute: 1e-14, "paced x")
    expectClose(p.y, 4.5, absolute: 1e-14, "paced y")
    #expect(timeline.value(of: "v", as: SIMD3<Double>.self, at: 1) == SIMD3(2, 2, 2))
    // The spring is cut off at 1 s and held until 1.5 s; then CSS `ease` from 2 to 3, whose value
    // at ½ is 0.802403387584856989… (mpmath, 30 digits; solved to 1e-14 in the curve parameter).
    let s = try #require(timeline.track("s", as: Double.self))
    #expect(s.value(at: 1.25) == s.value(at: 1))
    #expect(abs(s.value(at: 1) - 1) < 0.05)
    #expect(s.value(at: 1.5) == 2)
    expectClose(s.value(at: 1.75), 2.802403387584857, absolute: 1e-12, "ease at ½")
  }

  @Test func errorsNameLineColumnTrackAndKeyframe() {
    let cases: [(String, String)] = [
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1}, {"time": 0.5, "value": 1}"#,
        "1:69: expected ',' or ']' in array, found end of input"
      ),
      (#"[]"#, "1:1: the timeline must be an object, found an array"),
      (#"{"duration": 1}"#, "1:1: missing field 'tracks'"),
      (
        #"{"tracks": {}, "speed": 2}"#,
        "1:16: unknown field 'speed' (expected duration, timing, tracks)"
      ),
      (
        #"{"timing": "relative", "tracks": {}}"#,
        "1:1: missing field 'duration' (required with relative timing)"
      ),
      (
        #"{"timing": "fractional", "tracks": {}}"#,
        #"1:12: timing must be "absolute" or "relative""#
      ),
      (#"{"duration": -1, "tracks": {}}"#, "1:14: duration -1 must be finite and > 0"),
      (#"{"duration": "1", "tracks": {}}"#, "1:14: duration must be a number, found a string"),
      (#"{"tracks": []}"#, "1:12: tracks must be an object, found an array"),
      (#"{"tracks": {"": [{"time": 0, "value": 0}]}}"#, "1:13: a track name must not be empty"),
      (
        #"{"tracks": {"x": {}}}"#,
        "1:18: track 'x': a track must be an array of keyframes, found an object"
      ),
      (#"{"tracks": {"x": []}}"#, "1:18: track 'x': the track has no keyframes"),
      (
        #"{"tracks": {"x": [1]}}"#,
        "1:19: track 'x', keyframe 0: a keyframe must be an object, found a number"
      ),
      (#"{"tracks": {"x": [{"value": 1}]}}"#, "1:19: track 'x', keyframe 0: missing field 'time'"),
      (#"{"tracks": {"x": [{"time": 0}]}}"#, "1:19: track 'x', keyframe 0: missing field 'value'"),
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1, "ease": "linear"}]}}"#,
        "1:43: track 'x', keyframe 0: unknown field 'ease' (expected time, start, duration, value, curve, tension, continuity, bias)"
      ),
      (
        #"{"tracks": {"x": [{"time": "0", "value": 1}]}}"#,
        "1:28: track 'x', keyframe 0: time must be a number, found a string"
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": true}]}}"#,
        "1:40: track 'x', keyframe 0: value must be a number or an array of numbers, found a boolean"
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": [1]}]}}"#,
        "1:40: track 'x', keyframe 0: a vector value must have 2, 3 or 4 components, found 1"
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": [1, null]}]}}"#,
        "1:44: track 'x', keyframe 0: a vector component must be a number, found null"
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1}, {"time": 1, "value": [1, 2]}]}}"#,
        "1:65: track 'x', keyframe 1: the value has 2 components but the track's first value has 1 number"
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1}, {"time": 1, "value": 2, "curve": "bouncy"}]}}"#,
        "1:77: track 'x', keyframe 1: unknown curve 'bouncy'"
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1, "curve": 3}]}}"#,
        "1:52: track 'x', keyframe 0: curve must be a string, found a number"
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1, "tension": 1}]}}"#,
        #"1:54: track 'x', keyframe 0: 'tension' applies only to curve "cubic""#
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1}, {"time": 1, "value": 1, "curve": "cubic", "bias": "x"}]}}"#,
        "1:94: track 'x', keyframe 1: bias must be a number, found a string"
      ),
      // Validation of times, with the position of the offending field.
      (
        "{\"duration\": 1, \"timing\": \"relative\", \"tracks\": {\n  \"x\": [{\"time\": 0, \"value\": 1},\n         {\"time\": 1.5, \"value\": 0}]}}",
        "3:19: track 'x', keyframe 1: relative time 1.5 is outside [0, 1]"
      ),
      (
        #"{"duration": 1, "tracks": {"x": [{"time": 0, "value": 1}, {"time": 2, "value": 0}]}}"#,
        "1:68: track 'x', keyframe 1: time 2 is outside the timeline [0, 1]"
      ),
      (
        #"{"tracks": {"x": [{"time": 0.5, "value": 1}, {"time": 0.25, "value": 0}]}}"#,
        "1:55: track 'x', keyframe 1: time 0.25 is before the previous keyframe's time 0.5 (times must increase)"
      ),
      (
        #"{"tracks": {"x": [{"time": 0.5, "value": 1}, {"time": 0.5, "value": 0}]}}"#,
        "1:55: track 'x', keyframe 1: time 0.5 equals the previous keyframe's time (use curve 'hold' for a jump)"
      ),
      (
        #"{"tracks": {"a": [{"time": 0, "value": 1}], "a": [{"time": 0, "value": 1}]}}"#,
        "1:45: duplicate key 'a'"
      ),
    ]
    for (text, expected) in cases {
      #expect(fileError(text)?.description == expected, "\(text)")
    }
  }

  @Test func curveErrorsPassTheParsersMessagesThrough() {
    // The text after the prefix is the spring or easing parser's own message (their wording).
    let cases: [(String, String)] = [
      (
        "spring(mass=0,stiffness=1,damping=1)",
        "invalid curve 'spring(mass=0,stiffness=1,damping=1)': invalid value '0' for 'mass': "
      ),
      ("steps(0)", "invalid curve 'steps(0)': at column 7: expected "),
    ]
    for (curve, message) in cases {
      let text =
        #"{"tracks": {"x": [{"time": 0, "value": 1}, {"time": 1, "value": 2, "curve": ""#
        + curve + #""}]}}"#
      let description = fileError(text)?.description ?? ""
      #expect(description.hasPrefix("1:77: track 'x', keyframe 1: " + message), "\(description)")
    }
  }

  @Test func numbersBeyondDoubleAreNonFiniteValuesNamedByTrackAndKeyframe() {
    let cases: [(String, String)] = [
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1}, {"time": 1, "value": -1e999}]}}"#,
        "1:65: track 'x', keyframe 1: the value is not finite"
      ),
      (
        #"{"tracks": {"p": [{"time": 0, "value": [1, 2e400]}]}}"#,
        "1:40: track 'p', keyframe 0: the value is not finite"
      ),
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1}, {"time": 1e999, "value": 2}]}}"#,
        "1:53: track 'x', keyframe 1: time inf is not finite"
      ),
      (#"{"duration": 1e999, "tracks": {}}"#, "1:14: duration inf must be finite and > 0"),
      (
        #"{"tracks": {"x": [{"time": 0, "value": 1}, {"time": 1, "value": 2, "curve": "cubic", "bias": 1e999}]}}"#,
        "1:77: track 'x', keyframe 1: invalid curve 'cubic': bias inf is not finite"
      ),
    ]
    for (text, expected) in cases {
      #expect(fileError(text)?.description == expected, "\(text)")
    }
  }

  @Test func errorFieldsAreStructured() throws {
    let error = try #require(
      fileError(#"{"tracks": {"x": [{"time": 0.5, "value": 1}, {"time": 0.25, "value": 0}]}}"#))
    #expect(error.track == "x")
    #expect(error.keyframe == 1)
    #expect(error.line == 1)
    #expect(error.column == 55)
  }

  /// Regression: tracks were looked up by searching the list of names, so loading and
  /// evaluating a file of 20 000 tracks took minutes (87 s for two times in a debug build). Ten
  /// times the tracks must cost about ten times the time, not a hundred — a ratio measured inside
  /// the test, so a busy machine cannot fail it; the time limit is only a hang guard.
  @Test(.timeLimit(.minutes(10)))
  func manyTracksLoadAndEvaluateInLinearTime() throws {
    func text(_ count: Int) -> String {
      let tracks = (0..<count).map { "\"t\($0)\": [{\"time\": 0, \"value\": \($0)}]" }
      return "{\"duration\": 1, \"tracks\": {" + tracks.joined(separator: ",") + "}}"
    }
    func loadAndEvaluate(_ text: String) throws -> (
      timeline: Timeline, sum: Double, seconds: Double
    ) {
      let clock = ContinuousClock()
      let start = clock.now
      let timeline = try Timeline(parsing: text)
      var sum = 0.0
      for name in timeline.trackNames {
        sum += timeline.value(of: name, as: Double.self, at: 0.5) ?? 0
      }
      let elapsed = clock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
      return (timeline, sum, seconds)
    }
    let small = text(2_000)
    let smallTime = try (0..<3).map { _ in try loadAndEvaluate(small).seconds }.min()!
    let (timeline, sum, largeTime) = try loadAndEvaluate(text(20_000))
    #expect(timeline.trackNames.count == 20_000)
    #expect(sum == 19_999 * 20_000 / 2)
    let ratio = largeTime / max(smallTime, 1e-6)
    print("timeline of 20 000 tracks: \(ratio)× the time of 2 000")
    #expect(ratio < 40, "10× the tracks took \(ratio)× the time")
    // Composition keeps names and lookups.
    #expect(timeline.repeated(count: 2).value(of: "t7", as: Double.self, at: 1.5) == 7)
  }
}
