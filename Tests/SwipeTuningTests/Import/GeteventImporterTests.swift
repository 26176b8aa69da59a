import AnimationMath
import Testing

@testable import SwipeTuning

@Suite("GeteventImporter")
struct GeteventImporterTests {
  func message(_ text: String, _ importer: GeteventImporter = GeteventImporter()) -> String {
    do {
      _ = try importer.parse(text, file: "g.log")
      return "no error"
    } catch {
      return error.description
    }
  }

  /// Two fingers in slots 0 and 1 (numeric `-t` form, no device path, `\r\n` lines as
  /// `adb shell` writes them): one trace each, in touch-down order, the kernel's unchanged
  /// coordinates carried over from the slot.
  @Test func twoFingersInTwoSlots() throws {
    let log = [
      "[ 1.000000] 0003 002f 00000000", "[ 1.000000] 0003 0039 00000007",
      "[ 1.000000] 0003 0035 00000064", "[ 1.000000] 0003 0036 000000c8",
      "[ 1.000000] 0001 014a 00000001", "[ 1.000000] 0000 0000 00000000",
      "[ 1.010000] 0003 002f 00000001", "[ 1.010000] 0003 0039 00000008",
      "[ 1.010000] 0003 0035 0000012c", "[ 1.010000] 0003 0036 00000190",
      "[ 1.010000] 0000 0000 00000000",
      "[ 1.020000] 0003 002f 00000000", "[ 1.020000] 0003 0035 0000006e",
      "[ 1.020000] 0003 002f 00000001", "[ 1.020000] 0003 0036 000001a4",
      "[ 1.020000] 0000 0000 00000000",
      "[ 1.030000] 0003 0039 ffffffff", "[ 1.030000] 0000 0000 00000000",
      "[ 1.040000] 0003 002f 00000000", "[ 1.040000] 0003 0039 ffffffff",
      "[ 1.040000] 0001 014a 00000000", "[ 1.040000] 0000 0000 00000000",
    ].joined(separator: "\r\n")
    let result = try GeteventImporter().parse(log, file: "g.log")
    #expect(result.swipes.count == 2)
    let a = result.swipes[0].samples
    let b = result.swipes[1].samples
    #expect(a.map(\.phase) == [.down, .move, .up])
    #expect(a.map(\.position) == [SIMD2(100, 200), SIMD2(110, 200), SIMD2(110, 200)])
    #expect(b.map(\.phase) == [.down, .move, .up])
    #expect(b.map(\.position) == [SIMD2(300, 400), SIMD2(300, 420), SIMD2(300, 420)])
    // Times from each touch-down, from the log's decimals.
    #expect(a.map(\.time) == [0, 0.02, 0.04])
    #expect(b.map(\.time) == [0, 0.01, 0.02])
    #expect(result.notes[0] == "getevent: 2 touches from 22 events on one device")
  }

  /// Panel units to px to dp, as documented: px = (raw − min) · size / (max − min + 1), then
  /// dp = px · 160 / dpi.
  @Test func unitConversion() throws {
    let importer = GeteventImporter(
      screen: (1080, 2400), absRange: .init(x: 0...4319, y: 0...9599), density: 480)
    #expect(importer.point(4320 / 2, 9600 / 4) == SIMD2(540, 600) * 160 / 480)
    #expect(
      importer.conversionDescription
        == "time: seconds of the log's timestamps, written as t_ms from each touch-down; "
        + "position: panel x 0…4319, y 0…9599 → 1080×2400 px as px = (raw − min) · size / "
        + "(max − min + 1), then dp = px · 160 / 480 (points)")
    #expect(
      throws: InputError(
        field: "--abs-range", value: "0:10,5:5",
        reason: "expected XMIN:XMAX,YMIN:YMAX, integers with each min below its max")
    ) { try GeteventImporter.AbsRange(parsing: "0:10,5:5", field: "--abs-range") }
  }

  /// SYN_DROPPED ends the open touch with `cancelled` and skips to the next SYN_REPORT.
  @Test func droppedEventsCancelTheTouch() throws {
    let log = """
      [ 2.000] /dev/input/event1: EV_ABS ABS_MT_TRACKING_ID 00000001
      [ 2.000] /dev/input/event1: EV_ABS ABS_MT_POSITION_X 0000000a
      [ 2.000] /dev/input/event1: EV_ABS ABS_MT_POSITION_Y 0000000a
      [ 2.000] /dev/input/event1: EV_SYN SYN_REPORT 00000000
      [ 2.008] /dev/input/event1: EV_ABS ABS_MT_POSITION_X 00000014
      [ 2.008] /dev/input/event1: EV_SYN SYN_REPORT 00000000
      [ 2.016] /dev/input/event1: EV_SYN SYN_DROPPED 00000000
      [ 2.020] /dev/input/event1: EV_ABS ABS_MT_POSITION_X 00000064
      [ 2.020] /dev/input/event1: EV_SYN SYN_REPORT 00000000
      [ 2.030] /dev/input/event1: EV_ABS ABS_MT_TRACKING_ID ffffffff
      [ 2.030] /dev/input/event1: EV_SYN SYN_REPORT 00000000

      """
    let result = try GeteventImporter().parse(log, file: "g.log")
    #expect(result.swipes.count == 1)
    #expect(result.swipes[0].isCancelled)
    #expect(result.swipes[0].samples.map(\.phase) == [.down, .move, .cancelled])
    #expect(result.swipes[0].samples.last?.position == SIMD2(20, 10))
    #expect(
      result.notes.contains("1 touch(es) ended 'cancelled' at SYN_DROPPED (events were lost)"))
  }

  @Test func badLinesNameTheLine() {
    let ok = "[ 1.0] EV_ABS ABS_MT_TRACKING_ID 00000001\n"
    #expect(
      message(ok + "hello\n")
        == "g.log:2: not a getevent line: 'hello' (expected '[ SECONDS] /dev/input/eventN: TYPE "
        + "CODE VALUE' from 'getevent -lt' or 'getevent -t')")
    #expect(
      message("/dev/input/event2: EV_ABS ABS_MT_SLOT 00000000\n").hasPrefix(
        "g.log:1: not a getevent line"))
    #expect(
      message(ok + "[ 1.0000000001] EV_SYN SYN_REPORT 00000000\n")
        == "g.log:2: bad timestamp '1.0000000001' (expected seconds with at most 9 decimals, as "
        + "'getevent -t' prints)")
    #expect(
      message(ok + "[ 0.5] EV_SYN SYN_REPORT 00000000\n")
        == "g.log:2: timestamp 0.5 is earlier than the previous event's on this device")
    #expect(
      message(ok + "[ 1.0] EV_SYN SYN_MT_REPORT 00000000\n")
        == "g.log:2: SYN_MT_REPORT: multi-touch protocol A is not supported (protocol B devices "
        + "send ABS_MT_SLOT and ABS_MT_TRACKING_ID)")
    #expect(
      message(ok + "[ 1.0] EV_SYN SYN_REPORT 00000000\n")
        == "g.log:2: contact 1 in slot 0 has no position (no ABS_MT_POSITION_X/Y for the slot yet)")
    #expect(
      message(ok + "[ 1.0] EV_ABS ABS_MT_POSITION_X 1234567890\n").hasPrefix("g.log:2: not a"))
    #expect(message("") == "g.log: empty file, expected getevent event lines")
    #expect(message("add device 1: /dev/input/event2\n") == "g.log: no getevent event lines")
    #expect(
      message(ok)
        == "g.log: no complete touch (ABS_MT_TRACKING_ID from an id to -1, then SYN_REPORT) in 1 "
        + "events")
  }
}
