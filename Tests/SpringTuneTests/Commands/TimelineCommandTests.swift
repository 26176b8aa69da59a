import Foundation
import Testing

@testable import spring_tune

@Suite("spring-tune timeline")
struct TimelineCommandTests {
  static let swipeBack = """
    {"duration": 0.25, "timing": "relative", "tracks": {"alpha": [{"time": 0, "value": 1},
    {"time": 0.1, "value": 0}], "x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 390,
    "curve": "ease-in-out"}]}}
    """

  /// Writes `text` to a fresh temporary file and returns its path.
  func file(_ text: String, name: String = "timeline.json") throws -> String {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("spring-tune-timeline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func swipeBackCSV() throws {
    let path = try file(Self.swipeBack)
    // Window edges, holds and the linear fade are exact by construction; interior points of the
    // ease-in-out move depend on the Bézier solver's last bit, so they are checked numerically.
    let run = runCLI(["timeline", path, "--at", "-1,0,0.0125,0.025,0.25,0.5"])
    #expect(run.code == 0)
    #expect(run.err == "")
    #expect(
      run.out == """
        t,alpha,x
        -1,1,0
        0,1,0
        0.0125,0.5,0
        0.025,0,0
        0.25,0,390
        0.5,0,390

        """)
  }

  @Test func velocityColumnsFollowTheValueColumns() throws {
    let path = try file(Self.swipeBack)
    let run = runCLI(["timeline", path, "--at", "0,0.025,0.1375,0.25", "--velocity"])
    #expect(run.code == 0)
    let lines = run.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[0] == "t,alpha,x,alpha.velocity,x.velocity")
    #expect(lines[1] == "0,1,0,-40,0")
    #expect(lines[2] == "0.025,0,0,0,0")
    #expect(lines[4] == "0.25,0,390,0,0")
    // Middle of the move: 195 and 390·(50/29)/0.225 pt/s (ease-in-out's slope at ½ is 1.5/0.87);
    // the solver is good to ~1e-15, so 1e-9 relative leaves room for printing and rounding.
    let mid = lines[3].split(separator: ",").compactMap { Double(String($0)) }
    #expect(mid.count == 5)
    #expect(mid.count == 5 && abs(mid[2] - 195) < 1e-9)
    #expect(mid.count == 5 && abs(mid[4] / (390 * (50.0 / 29) / 0.225) - 1) < 1e-9)
  }

  @Test func vectorTracksGetOneColumnPerComponent() throws {
    let path = try file(
      """
      {"tracks": {"p": [{"time": 0, "value": [0, 0]}, {"time": 2, "value": [4, -2]}],
                  "s": [{"time": 0, "value": 1}]}}
      """)
    let run = runCLI(["timeline", path, "--at", "1", "--velocity"])
    #expect(run.code == 0)
    #expect(
      run.out == """
        t,p.0,p.1,s,p.0.velocity,p.1.velocity,s.velocity
        1,2,-1,1,2,-1,0

        """)
  }

  @Test func badFilesExit65NamingFileTrackAndKeyframe() throws {
    let path = try file(
      """
      {"duration": 0.25, "timing": "relative", "tracks": {
        "x": [{"time": 0.5, "value": 0}, {"time": 0.25, "value": 390}]}}
      """, name: "bad.json")
    let run = runCLI(["timeline", path, "--at", "0"])
    #expect(run.code == 65)
    #expect(run.out == "")
    #expect(
      run.err == """
        Error: \(path):2:45: track 'x', keyframe 1: time 0.25 is before the previous keyframe's \
        time 0.5 (times must increase)

        """)
    let curve = try file(
      #"{"tracks": {"x": [{"time": 0, "value": 0}, {"time": 1, "value": 1, "curve": "wobble"}]}}"#)
    #expect(
      runCLI(["timeline", curve, "--at", "0"]).err
        == "Error: \(curve):1:77: track 'x', keyframe 1: unknown curve 'wobble'\n")
    let syntax = try file("{\"tracks\": ")
    let r = runCLI(["timeline", syntax, "--at", "0"])
    #expect(r.code == 65)
    #expect(r.err == "Error: \(syntax):1:12: expected a value, found end of input\n")
  }

  @Test func invalidUTF8IsBadData() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spring-tune-timeline-\(UUID().uuidString).json")
    try Data([0x7B, 0xFF, 0x7D]).write(to: dir)
    let run = runCLI(["timeline", dir.path, "--at", "0"])
    #expect(run.code == 65)
    #expect(
      run.err
        == "Error: \(dir.path):1: not UTF-8 text (byte 0xFF; Latin-1 or Windows-1252? save it as UTF-8)\n"
    )
  }

  @Test func missingFileAndUsageErrors() {
    let missing = runCLI(["timeline", "/nonexistent/t.json", "--at", "0"])
    #expect(missing.code == 74)
    #expect(missing.err == "Error: Cannot read '/nonexistent/t.json': no such file.\n")
    let noTimes = runCLI(["timeline", "t.json"])
    #expect(noTimes.code == 64)
    #expect(
      noTimes.err == """
        Error: Missing expected option '--at <t,...>'.
        Usage: spring-tune timeline <file> --at <t,...> [--velocity]
          See 'spring-tune timeline --help' for more information.

        """)
    let badTimes = runCLI(["timeline", "t.json", "--at", "0,x"])
    #expect(badTimes.code == 64)
    #expect(badTimes.err.hasPrefix("Error: Invalid value 'x' for '--at': expected a number.\n"))
  }

  @Test func help() {
    let run = runCLI(["timeline", "--help"])
    #expect(run.code == 0)
    #expect(
      run.out == """
        OVERVIEW: Evaluate a keyframe timeline file at given times.

        Prints CSV: 't', then one column per track in the file's order (a vector track 'p' gives
        'p.0', 'p.1', ...). '--velocity' appends one velocity column per value column, in the same
        order ('alpha.velocity', 'p.0.velocity', ...). Times are seconds on the timeline's clock,
        also with relative timing; outside [0, duration] tracks hold their end values. The file
        format is described in Docs/TimelineJSON.md.

        USAGE: spring-tune timeline <file> --at <t,...> [--velocity]

        ARGUMENTS:
          <file>                  Timeline JSON file.

        OPTIONS:
          --at <t,...>            Times in seconds, comma-separated.
          --velocity              Add velocity columns.
          -h, --help              Show help information.

        """)
  }

  /// Regressions: keyframe values of ±1e308, Kochanek–Bartels parameters of 1e308 or keyframes
  /// 5e-324 s apart printed `inf` and `nan`; a byte-order mark was a syntax error. Now values
  /// above 1e300 are rejected when the file loads, and every printed number is finite or the run
  /// stops with a data error naming the file and track.
  @Test func overflowingTracksAreBadDataAndBOMIsFine() throws {
    let huge = try file(
      "{\"duration\": 1, \"tracks\": {\"a\": [{\"time\": 0, \"value\": 1e308}, "
        + "{\"time\": 1, \"value\": -1e308}]}}")
    let rejected = runCLI(["timeline", huge, "--at", "0,0.05"])
    #expect(rejected.code == 65)
    #expect(
      rejected.err
        == "Error: \(huge):1:55: track 'a', keyframe 0: the value's magnitude is above 1e300\n")
    let close = try file(
      "{\"duration\": 1, \"tracks\": {\"a\": [{\"time\": 0, \"value\": 0}, "
        + "{\"time\": 5e-324, \"value\": 1}]}}")
    let run = runCLI(["timeline", close, "--at", "0,0.05", "--velocity"])
    #expect(run.code == 65)
    #expect(run.out == "")
    #expect(
      run.err
        == "Error: \(close): track 'a' at t = 0: the velocity overflows (keyframe values or curve "
        + "parameters too large, or keyframes too close together, for binary64)\n")
    for text in [
      "{\"duration\": 1, \"tracks\": {\"a\": [{\"time\": 0, \"value\": 1e308}, "
        + "{\"time\": 0.5, \"value\": -1e308}, {\"time\": 1, \"value\": 1e308, \"curve\": \"cubic\"}]}}",
      "{\"duration\": 1, \"tracks\": {\"a\": [{\"time\": 0, \"value\": 0}, {\"time\": 0.5, "
        + "\"value\": 1, \"curve\": \"cubic\", \"tension\": 1e308, \"bias\": 1e308}, "
        + "{\"time\": 1, \"value\": 0, \"curve\": \"cubic\"}]}}",
      "{\"duration\": 1, \"tracks\": {\"a\": [{\"time\": 0, \"value\": 0}, "
        + "{\"time\": 5e-324, \"value\": 1e308}]}}",
    ] {
      let r = runCLI(["timeline", try file(text), "--at", "0,5e-324,0.05,0.5,1", "--velocity"])
      #expect(r.code == 0 || r.code == 65, "\(text)")
      #expect(!r.out.contains("nan") && !r.out.contains("inf"), "\(text): \(r.out)")
    }
    let bom = try file("\u{FEFF}" + Self.swipeBack)
    let plain = try file(Self.swipeBack)
    #expect(
      runCLI(["timeline", bom, "--at", "0.1"]).out
        == runCLI(["timeline", plain, "--at", "0.1"]).out)
    #expect(runCLI(["timeline", bom, "--at", "0.1"]).code == 0)
  }
}
