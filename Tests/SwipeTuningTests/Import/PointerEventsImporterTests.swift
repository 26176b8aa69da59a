import AnimationMath
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
        == "p.json:1:39: 'pointerId' must be an integer")
    #expect(
      message(
        "[{\"type\": \"pointerdown\", \"pointerId\": 1, \"timeStamp\": 5, \"clientX\": 0, \"clientY\": 0},\n"
          + "{\"type\": \"pointerup\", \"pointerId\": 1, \"timeStamp\": 4, \"clientX\": 0, \"clientY\": 0}]"
      )
        == "p.json:2:1: 'timeStamp' 4 goes back in pointer 1's swipe")
    #expect(message("[") == "p.json:1:2: expected a value, found end of input")
    #expect(
      message("[]")
        == "p.json:1:1: no complete swipe (a pointerdown followed by pointerup or pointercancel "
        + "for the same pointerId) in 0 records")
  }
}
