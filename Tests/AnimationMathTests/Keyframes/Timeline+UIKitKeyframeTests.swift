import Foundation
import Testing
import TextFormats

@testable import AnimationMath

/// UIKit-style keyframes (`start`, `duration`: `addKeyframe(withRelativeStartTime:
/// relativeDuration:)`), including one that runs past the end and is clamped.
@Suite("Timeline JSON: UIKit keyframes")
struct TimelineUIKitKeyframeTests {
  /// The keyframe transition's literal keyframes: alpha over the first 10 %, then the move with
  /// relativeStartTime 0.1 and relativeDuration 1 (ending at 1.1, past the end).
  static let literal = """
    {"duration": 0.25, "timing": "relative", "tracks": {
      "alpha": [{"time": 0, "value": 1}, {"start": 0, "duration": 0.1, "value": 0}],
      "x": [{"time": 0, "value": 0},
            {"start": 0.1, "duration": 1, "value": 390, "curve": "ease-in-out"}]}}
    """

  func error(_ text: String) -> String? {
    do {
      _ = try Timeline(parsing: text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func theLiteralKeyframesLoadClampedAtTheEnd() throws {
    let literal = try Timeline(parsing: Self.literal)
    // Clamped: the move runs from 0.1 to 1 (0.025 s to 0.25 s) and arrives at 390 at the end,
    // the same timeline as the swipe-back example written with plain times.
    let plain = try Timeline(parsing: TimelineJSONTests.swipeBack)
    #expect(literal.keyframeTimes(of: "x") == [0, 0.025, 0.25])
    for i in -2...24 {
      let t = 0.0125 * Double(i)
      for name in ["alpha", "x"] {
        #expect(
          literal.value(of: name, as: Double.self, at: t)
            == plain.value(of: name, as: Double.self, at: t), "\(name) at \(t)")
      }
    }
    #expect(literal.value(of: "x", as: Double.self, at: 0.25) == 390)
    #expect(literal.value(of: "x", as: Double.self, at: 0.1375) == 195.00000000000006)
  }

  @Test func theExampleFileIsTheLiteral() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/examples/keyframe-transition.json")
    let file = try Timeline(parsing: String(contentsOf: url, encoding: .utf8))
    let literal = try Timeline(parsing: Self.literal)
    for i in 0...20 {
      let t = 0.0125 * Double(i)
      #expect(
        file.value(of: "x", as: Double.self, at: t)
          == literal.value(of: "x", as: Double.self, at: t))
    }
  }

  @Test func aKeyframeWithinTheAnimationHoldsThenMoves() throws {
    let t = try Timeline(
      parsing: """
        {"duration": 2, "timing": "relative", "tracks": {"y": [{"time": 0, "value": 0},
        {"start": 0.5, "duration": 0.25, "value": 100}, {"start": 0.8, "duration": 0,
        "value": 7}]}}
        """)
    #expect(t.keyframeTimes(of: "y") == [0, 1, 1.5, 1.6])
    #expect(t.value(of: "y", as: Double.self, at: 0.9) == 0)  // held until the start
    #expect(t.value(of: "y", as: Double.self, at: 1.25) == 50)  // linear over 0.5 s
    // A zero-length keyframe sets its value at its start: 100 until 1.6 s, then 7.
    #expect(t.value(of: "y", as: Double.self, at: 1.5999) == 100)
    #expect(t.value(of: "y", as: Double.self, at: 1.6) == 7)
  }

  @Test func badUIKitKeyframesAreErrors() {
    let head = #"{"duration": 1, "timing": "relative", "tracks": {"x": [{"time": 0, "value": 0}, "#
    let cases: [(String, String)] = [
      (#"{"start": 1.5, "duration": 0.1, "value": 1}]}}"#, "relative start 1.5 is outside [0, 1]"),
      (
        #"{"start": 0.1, "duration": -0.1, "value": 1}]}}"#,
        "relative duration -0.1 is outside [0, 1]"
      ),
      (#"{"start": 0.1, "value": 1}]}}"#, "missing field 'duration' (with 'start')"),
      (#"{"duration": 0.1, "value": 1}]}}"#, "'duration' goes with 'start'"),
      (#"{"time": 0.5, "start": 0.1, "duration": 0.1, "value": 1}]}}"#, "not both"),
    ]
    for (tail, message) in cases {
      let e = error(head + tail)
      #expect(e?.contains(message) == true, "\(tail): \(e ?? "no error")")
      #expect(e?.contains("keyframe 1") == true, "\(tail): \(e ?? "")")
    }
    #expect(
      error(
        #"{"timing": "relative", "duration": 1, "tracks": {"x": [{"start": 0, "duration": 1, "value": 0}]}}"#
      )?
      .contains("needs a keyframe before it") == true)
    #expect(
      error(
        #"{"tracks": {"x": [{"time": 0, "value": 0}, {"start": 0, "duration": 1, "value": 1}]}}"#)?
        .contains("need \"timing\": \"relative\"") == true)
    #expect(
      error(head + #"{"time": 0.5, "value": 1}, {"start": 0.2, "duration": 0.1, "value": 2}]}}"#)?
        .contains("start 0.2 is before the previous keyframe's time 0.5") == true)
    // A plain relative time past 1 is still an error: only UIKit keyframes are clamped.
    #expect(error(head + #"{"time": 1.1, "value": 1}]}}"#)?.contains("outside [0, 1]") == true)
  }
}
