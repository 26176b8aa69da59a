import AnimationMath
import SweepTestSupport
import Testing

@testable import SwipeTuning

@Suite("PointerEventsImporter")
struct PointerEventsImporterTests {
  func message(_ text: String) -> String {
    do {
      _ = try PointerEventsImporter.parse(text, file: "p.json")
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func coalescedMovesHoverAndCancel() throws {
    let json = """
      [
        {"type": "pointermove", "pointerId": 1, "timeStamp": 1, "clientX": 0, "clientY": 0},
        {"type": "pointerdown", "pointerId": 1, "timeStamp": 100.5, "clientX": 10, "clientY": 20,
         "pointerType": "touch", "isPrimary": true},
        {"type": "pointerdown", "pointerId": 2, "timeStamp": 101, "clientX": 200, "clientY": 20},
        {"type": "pointermove", "pointerId": 1, "timeStamp": 117.5, "clientX": 30, "clientY": 21,
         "coalesced": [{"timeStamp": 109, "clientX": 19, "clientY": 20},
                       {"timeStamp": 117.5, "clientX": 30, "clientY": 21}]},
        {"type": "pointerover", "pointerId": 1},
        {"type": "pointermove", "pointerId": 2, "timeStamp": 110, "clientX": 190, "clientY": 20},
        {"type": "pointercancel", "pointerId": 2, "timeStamp": 120, "clientX": 0, "clientY": 0},
        {"type": "pointerup", "pointerId": 1, "timeStamp": 125.5, "clientX": 31, "clientY": 21}
      ]
      """
    let result = try PointerEventsImporter.parse(json, file: "p.json")
    #expect(result.swipes.count == 2)
    let a = result.swipes[0]
    #expect(a.samples.map(\.phase) == [.down, .move, .move, .up])
    #expect(a.samples.map(\.time) == [0, 0.0085, 0.017, 0.025])
    #expect(a.samples.map(\.position.x) == [10, 19, 30, 31])
    #expect(a.pointerType == "touch")
    let b = result.swipes[1]
    #expect(b.isCancelled)
    #expect(b.samples.map(\.position.x) == [200, 190, 190])
    #expect(b.pointerType == nil)
    #expect(result.notes[0] == "pointer-events: 2 swipes from 8 records")
    #expect(
      result.notes.contains("2 record(s) skipped (hover moves, pointerover/enter/out/leave, …)"))
  }

  @Test func badRecordsNameTheLine() {
    #expect(
      message("{}") == "p.json:1:1: expected an array of Pointer Event records, found an object")
    #expect(message("[1]") == "p.json:1:2: expected a Pointer Event object, found a number")
    #expect(
      message("[\n{\"type\": \"click\"}]")
        == "p.json:2:10: unknown type 'click' (expected pointerdown, pointermove, pointerup, pointercancel)"
    )
    #expect(
      message("[\n{\"type\": \"pointerdown\", \"pointerId\": 1}]")
        == "p.json:2:1: missing 'timeStamp'")
    #expect(
      message("[{\"type\": \"pointerdown\", \"pointerId\": 1.5, \"timeStamp\": 0}]")
        == "p.json:1:39: 'pointerId' 1.5 must be an integer in -9007199254740991...9007199254740991"
    )
    #expect(
      message(
        "[{\"type\": \"pointerdown\", \"pointerId\": 1, \"timeStamp\": 5, \"clientX\": 0, \"clientY\": 0},\n"
          + "{\"type\": \"pointerup\", \"pointerId\": 1, \"timeStamp\": 4, \"clientX\": 0, \"clientY\": 0}]"
      )
        == "p.json:2:1: 'timeStamp' 4 goes back in pointer 1's swipe")
    #expect(message("[") == "p.json:1:2: expected a value, found end of input")
    #expect(message(" \n") == "p.json:1:1: empty file, expected a JSON value")
    #expect(
      message("[]")
        == "p.json:1:1: no complete swipe (a pointerdown followed by pointerup or pointercancel "
        + "for the same pointerId) in 0 records")
  }

  /// Numbers out of range say so, with the range; never "must be a finite number, found a
  /// number". Strings are not numbers, a decimal comma gets its fix.
  @Test func numberMessagesSayWhatIsWrong() throws {
    func problem(_ field: String, _ value: String) -> String {
      String(
        message(PointerEventsFixture.pair(field, value)).split(separator: " ", maxSplits: 1).last
          ?? "")
    }
    #expect(
      problem("clientX", "1e300")
        == "'clientX' 1e+300 is out of the accepted range -1000000000...1000000000 (CSS px)")
    #expect(
      problem("clientY", "1e400")
        == "'clientY' a number too large for a double is out of the accepted range "
        + "-1000000000...1000000000 (CSS px)")
    #expect(
      problem("pointerId", "1e20")
        == "'pointerId' 1e+20 is out of the accepted range -9007199254740991...9007199254740991")
    #expect(
      problem("timeStamp", "1e15")
        == "'timeStamp' 1000000000000000 is out of the accepted range "
        + "-8796093022208...8796093022208 (ms)")
    #expect(
      problem("clientX", "\"12,5\"")
        == "'clientX' must be a number, found the string \"12,5\" (a decimal comma is not read: "
        + "write '12.5')")
    #expect(
      problem("clientX", "\"12.5\"")
        == "'clientX' must be a number, found the string \"12.5\" (strings are not numbers: "
        + "write 12.5 without quotes)")
    #expect(problem("clientX", "null") == "'clientX' must be a number, found null")
    for (field, value) in [("clientX", "1e300"), ("pointerId", "1e20"), ("timeStamp", "1e20")] {
      #expect(!problem(field, value).contains("finite number"))
    }
  }

  /// Epoch milliseconds (`Date.now()`, as some telemetry logs them) are accepted: times are
  /// made relative to each swipe's pointerdown, exact to well under a microsecond.
  @Test func epochTimestampsAreAccepted() throws {
    let result = try PointerEventsImporter.parse(
      PointerEventsFixture.pair("timeStamp", "1733580000123.25"), file: "p.json")
    let swipe = try #require(result.swipes.first)
    #expect(swipe.samples.map(\.time) == [0, 0.016])
  }
}
