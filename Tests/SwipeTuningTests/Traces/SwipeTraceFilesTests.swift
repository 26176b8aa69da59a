import AnimationMath
import Foundation
import SweepFiles
import Testing

@testable import SwipeTuning

@Suite("SwipeTraceFiles")
struct SwipeTraceFilesTests {
  func message(_ text: String, file: String = "t.csv") -> String {
    do {
      _ = try SwipeTraceFiles.parse(text, file: file)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func oneSwipePerFile() throws {
    let swipes = try SwipeTraceFiles.parse(
      "t_ms,x,y,phase\n0,10,20,down\n8,14,20,move\n16,22,21,move\n16,22,21,up\n", file: "a/b.csv")
    #expect(swipes.count == 1)
    let s = try #require(swipes.first)
    #expect(s.samples.count == 4)
    #expect(s.samples[1].time == 0.008)
    #expect(s.samples[2].position == SIMD2(22, 21))
    #expect(s.intent == nil)
    #expect(s.source == "b.csv")
    #expect(s.kind == nil)
  }

  @Test func longFormatWithSwipeAndIntentColumns() throws {
    let text = """
      swipe,intent,t,x,y,phase,pressure
      a,complete,0,0,0,down,1
      a,complete,0.01,5,0,move,1
      a,,0.02,9,0,up,1
      "b 2",cancel,0,0,0,down,1
      "b 2",cancel,0.008,-3,1,move,1
      "b 2",cancel,0.016,-3,1,up,1
      c,,0,1,1,down,1
      c,,0.05,1,1,up,1

      """
    let swipes = try SwipeTraceFiles.parse(text, file: "long.csv")
    #expect(swipes.map(\.intent) == [.complete, .cancel, nil])
    #expect(swipes.map(\.source) == ["long.csv#a", "long.csv#b 2", "long.csv#c"])
    #expect(swipes[0].samples.map(\.time) == [0, 0.01, 0.02])
  }

  @Test func cancelledTouchesEndASwipeAndAreNeverDecided() throws {
    let text = """
      swipe,t_ms,x,y,phase
      a,0,0,0,down
      a,8,40,0,move
      a,16,90,0,cancelled
      b,0,0,0,down
      b,8,40,0,move
      b,16,90,0,up

      """
    let swipes = try SwipeTraceFiles.parse(text, file: "c.csv")
    #expect(swipes.map(\.isCancelled) == [true, false])
    #expect(swipes[0].samples.last?.phase == .cancelled)
    // The same stroke: the cancelled one is gated out (counted, never decided); the lifted one
    // is admitted by the default 30° gate and decided.
    let records = swipes.map { ReleaseRecord(swipe: $0, geometry: SwipeGeometry()) }
    #expect(records.map(\.gatedOut) == [true, false])
    #expect(records[0].travel == records[1].travel)
    #expect(
      message("t_ms,x,y,phase\n0,1,2,down\n4,1,2,cancelled\n5,1,2,move\n")
        == "t.csv:4: a row after the 'up' or 'cancelled' row (it must be last)")
  }

  @Test func metadataColumnsArePerSwipe() throws {
    let text = """
      swipe,intent,task,device,pointer_type,t,x,y,phase
      a,complete,back,Pixel 7,touch,0,0,0,down
      a,complete,,Pixel 7,,0.01,5,0,move
      a,complete,back,,touch,0.02,9,0,up
      b,,,,,0,0,0,down
      b,,,,,0.02,9,0,up

      """
    let swipes = try SwipeTraceFiles.parse(text, file: "m.csv")
    #expect(swipes.map(\.task) == ["back", nil])
    #expect(swipes.map(\.device) == ["Pixel 7", nil])
    #expect(swipes.map(\.pointerType) == ["touch", nil])
    let head = "swipe,task,device,t,x,y,phase\n"
    #expect(
      message(head + "a,peek,d,0,0,0,down\na,back,d,1,0,0,up\n")
        == "t.csv:3: swipe 'a': column 'task': 'back' differs from 'peek' on line 2")
    #expect(
      message("device,t,x,y,phase\nx,0,0,0,down\ny,1,0,0,up\n")
        == "t.csv:3: column 'device': 'y' differs from 'x' on line 2")
  }

  @Test func classColumnAndTheWriterRoundTrip() throws {
    let generator = SwipeGenerator(seed: 12)
    let swipes = generator.swipes(count: 40)
    let text = SwipeTraceFiles.text(swipes.enumerated().map { (String($0.offset), $0.element) })
    #expect(text.hasPrefix("swipe,t,x,y,phase,intent,class\n0,0,"))
    let back = try SwipeTraceFiles.parse(text, file: "p.csv")
    #expect(back.map(\.samples) == swipes.map(\.samples))
    #expect(back.map(\.intent) == swipes.map(\.intent))
    #expect(back.map(\.kind) == swipes.map(\.kind))
    #expect(back[3].source == "p.csv#3")
    #expect(
      message("t,x,y,phase,class\n0,0,0,down,flick\n1,1,0,up,swipe\n")
        == "t.csv:3: column 'class': 'swipe' is not one of flick, drag, hesitant, peek, "
        + "scroll-like (or empty)")
    #expect(
      message("t,x,y,phase,class\n0,0,0,down,flick\n1,1,0,up,drag\n")
        == "t.csv:3: column 'class': 'drag' differs from 'flick' on line 2")
  }

  @Test func errorsNameFileLineAndValue() {
    #expect(
      message("")
        == "t.csv:1: the file is empty (expected a header 't_ms,x,y,phase' or 't,x,y,phase')")
    #expect(message("t_ms,x,y,phase\n") == "t.csv:1: no samples after the header")
    #expect(message("t_ms,x,phase\n0,1,down\n") == "t.csv:1: missing column 'y' in the header")
    #expect(message("x,y,phase\n") == "t.csv:1: missing column 't_ms' (or 't') in the header")
    #expect(message("t,t_ms,x,y,phase\n") == "t.csv:1: both 't_ms' and 't' columns (use one)")
    #expect(message("t,x,x,y,phase\n") == "t.csv:1: column 'x' appears more than once")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,down\n5,abc,2,move\n")
        == "t.csv:3: column 'x': 'abc' is not a number")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,down\n5,1,nan,move\n")
        == "t.csv:3: column 'y': 'nan' is not finite")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,down\n5,1,2\n")
        == "t.csv:3: expected 4 fields as in the header, found 3")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,press\n")
        == "t.csv:2: column 'phase': 'press' is not one of down, move, up, cancelled")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,move\n")
        == "t.csv:2: column 'phase': the first sample must be 'down', found 'move'")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,down\n4,1,2,down\n")
        == "t.csv:3: column 'phase': a second 'down' (a trace holds one stroke)")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,down\n4,1,2,up\n5,1,2,move\n")
        == "t.csv:4: a row after the 'up' or 'cancelled' row (it must be last)")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,down\n4,1,2,move\n3,1,2,up\n")
        == "t.csv:4: column 't_ms': time 3 is earlier than the previous row's 4")
    #expect(
      message("t_ms,x,y,phase\n0,1,2,down\n4,1,2,move\n")
        == "t.csv:3: the stroke does not end with an 'up' or 'cancelled' row")
    #expect(
      message("t_ms,x,y,phase\n0,1,\"2,down\n")
        == "t.csv:2: unterminated quoted field")
  }

  @Test func longFormatErrors() {
    let head = "swipe,intent,t,x,y,phase\n"
    #expect(
      message(head + "a,,0,0,0,down\na,,1,0,0,up\nb,,0,0,0,down\nb,,1,0,0,up\na,,0,0,0,down\n")
        == "t.csv:6: column 'swipe': 'a' continues after another swipe began "
        + "(the rows of a swipe must be contiguous)")
    #expect(
      message(head + "a,complete,0,0,0,down\na,cancel,1,0,0,up\n")
        == "t.csv:3: swipe 'a': column 'intent': 'cancel' differs from 'complete' on line 2")
    #expect(
      message(head + "a,maybe,0,0,0,down\n")
        == "t.csv:2: column 'intent': 'maybe' is not one of complete, cancel (or empty)")
    #expect(
      message(head + "a,,0,0,0,down\nb,,0,0,0,down\n")
        == "t.csv:2: swipe 'a': the stroke does not end with an 'up' or 'cancelled' row")
  }

  @Test func theReferenceFolderLoadsExceptItsIndex() throws {
    // The fixture folder holds the 22 recorded traces plus traces.csv (an index of expected
    // velocities, not a trace): loading the folder must stop at the index, naming it.
    let dir = try fixturePath("touch-traces")
    do {
      _ = try SwipeTraceFiles.load(path: dir)
      Issue.record("expected an error")
    } catch {
      #expect(error.file.hasSuffix("/traces.csv"))
      #expect(error.line == 1)
      #expect(error.message == "missing column 't_ms' (or 't') in the header")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasPrefix("android-") || $0.hasPrefix("flutter-")
    }
    #expect(names.count == 22)
    for name in names {
      let swipes = try SwipeTraceFiles.load(path: dir + "/" + name)
      #expect(swipes.count == 1)
      #expect((swipes.first?.samples.count ?? 0) >= 8, "\(name)")
    }
  }
}
