import Testing
import TextFormats

@testable import AnimationMath

@Suite("KeyframeError")
struct KeyframeErrorTests {
  @Test func everyReasonReadsAsASentence() {
    let cases: [(KeyframeError.Reason, String)] = [
      (.emptyTrack, "the track has no keyframes"),
      (.nonFiniteTime(.nan), "time nan is not finite"),
      (
        .unsortedTime(1, previous: 2),
        "time 1 is before the previous keyframe's time 2 (times must increase)"
      ),
      (
        .duplicateTime(2),
        "time 2 equals the previous keyframe's time (use curve 'hold' for a jump)"
      ),
      (.relativeTimeOutOfRange(1.5), "relative time 1.5 is outside [0, 1]"),
      (.timeOutOfRange(3, duration: 2), "time 3 is outside the timeline [0, 2]"),
      (.nonFiniteValue, "the value is not finite"),
      (.valueOutOfRange, "the value's magnitude is above 1e300"),
      (.unknownCurve("wobble"), "unknown curve 'wobble'"),
      (
        .invalidCurve("cubic", reason: "bias inf is not finite"),
        "invalid curve 'cubic': bias inf is not finite"
      ),
      (.duplicateTrack, "a track with this name already exists"),
      (.invalidDuration(0), "duration 0 must be finite and > 0"),
    ]
    for (reason, text) in cases {
      let e = KeyframeError(track: "x", keyframe: 2, reason: reason)
      #expect(e.reasonText == text)
      #expect(e.description == "track 'x', keyframe 2: " + text)
    }
    #expect(
      KeyframeError(track: "x", keyframe: nil, reason: .emptyTrack).description
        == "track 'x': the track has no keyframes")
    #expect(
      KeyframeError(track: "", keyframe: 3, reason: .nonFiniteValue).description
        == "keyframe 3: the value is not finite")
  }

  @Test func fileErrorDescriptions() {
    #expect(TimelineFileError(line: 2, column: 5, message: "m").description == "2:5: m")
    #expect(
      TimelineFileError(line: 2, column: 5, track: "a", message: "m").description
        == "2:5: track 'a': m")
    #expect(
      TimelineFileError(line: 2, column: 5, track: "a", keyframe: 0, message: "m").description
        == "2:5: track 'a', keyframe 0: m")
  }
}
