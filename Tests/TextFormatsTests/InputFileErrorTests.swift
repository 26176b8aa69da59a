import Testing

@testable import AnimationMath
@testable import TextFormats

@Suite("InputFileError")
struct InputFileErrorTests {
  @Test("one location form: file, then line and column when known")
  func description() {
    #expect(
      InputFileError(file: "a.csv", line: nil, message: "cannot read").description
        == "a.csv: cannot read")
    #expect(InputFileError(file: "a.csv", line: 3, message: "bad").description == "a.csv:3: bad")
    #expect(
      InputFileError(file: "t.json", line: 2, column: 45, message: "bad").description
        == "t.json:2:45: bad")
  }

  @Test("wraps each format's line-located error without repeating the location")
  func wrapping() {
    let csv = CSVSyntaxError(line: 4, reason: "unterminated quoted field")
    #expect(InputFileError(file: "a.csv", csv).description == "a.csv:4: unterminated quoted field")
    let trace = TouchTraceError(line: 3, reason: .notANumber(column: "x", value: "abc"))
    #expect(
      InputFileError(file: "t.csv", trace).description
        == "t.csv:3: column 'x': 'abc' is not a number")
    let timeline = TimelineFileError(
      line: 2, column: 45, track: "x", keyframe: 1, message: "time 0.25 is early")
    #expect(
      InputFileError(file: "b.json", timeline).description
        == "b.json:2:45: track 'x', keyframe 1: time 0.25 is early")
    #expect(timeline.description == "2:45: track 'x', keyframe 1: time 0.25 is early")
    #expect(TimelineFileError(line: 1, column: 1, message: "m").reasonText == "m")
  }
}
