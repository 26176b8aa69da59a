import Foundation
import Testing

@testable import spring_tune

/// Writes `text` to a fresh temporary file and returns its path.
private func temporaryTrace(_ text: String, name: String = "trace.csv") throws -> String {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("spring-tune-velocity-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

/// Constant velocity (256, −128) sampled every 1/128 s: exact in binary, so every strategy
/// prints the same round numbers.
private let constantTrace = """
  t,x,y,phase
  0,0,0,down
  0.0078125,2,-1,move
  0.015625,4,-2,move
  0.0234375,6,-3,move
  0.03125,8,-4,move
  0.03125,8,-4,up

  """

/// flutter velocity_tracker_data.dart pointer 10 (fixture `flutter-pointer10.csv`).
private let flutterPointer10 = """
  t_ms,x,y,phase
  0,218.57142639160156,530.5714111328125,down
  38,220.2857208251953,522.0,move
  46,221.14285278320312,517.7142944335938,move
  54,222.2857208251953,511.71429443359375,move
  62,224.0,504.28570556640625,move
  70,227.14285278320312,490.5714416503906,move
  78,229.42857360839844,474.0,move
  85,231.42857360839844,454.5714416503906,move
  93,233.7142791748047,431.1428527832031,move
  108,233.7142791748047,431.1428527832031,up

  """

@Suite("spring-tune velocity")
struct VelocityCommandTests {
  @Test func defaultStrategy() throws {
    let run = runCLI(["velocity", try temporaryTrace(constantTrace)])
    #expect(run.code == 0)
    #expect(run.err == "")
    #expect(run.out == "vx,vy\n256,-128\n")
  }

  @Test func aCancelledTraceGivesTheVelocityAtTheCancelWithANote() throws {
    let cancelled = constantTrace.replacingOccurrences(
      of: "0.03125,8,-4,up", with: "0.03125,8,-4,cancelled")
    let run = runCLI(["velocity", try temporaryTrace(cancelled)])
    #expect(run.code == 0)
    #expect(run.out == "vx,vy\n256,-128\n")
    #expect(
      run.err
        == "Note: the touch was cancelled at t = 0.03125 s; the velocity is the estimate at the "
        + "cancel (an app does not decide a cancelled touch).\n")
  }

  @Test func allStrategiesOnConstantVelocity() throws {
    let run = runCLI(["velocity", "--all", try temporaryTrace(constantTrace)])
    #expect(run.code == 0)
    #expect(
      run.out == """
        strategy,vx,vy
        lsq2,256,-128
        flutter,256,-128
        impulse,256,-128
        ios,256,-128
        two-point,256,-128

        """)
  }

  /// The recorded Flutter trace: `flutter` reproduces the Flutter test's expectation
  /// (384.6361280392334, −2645.6612524779835) to 3e-14 relative (Flutter's QR solver and this
  /// closed form round differently).
  @Test func recordedTraceEveryStrategy() throws {
    let path = try temporaryTrace(flutterPointer10)
    let run = runCLI(["velocity", path, "--all"])
    #expect(run.code == 0)
    #expect(
      run.out == """
        strategy,vx,vy
        lsq2,384.6361280392427,-2645.661252477973
        flutter,384.6361280392427,-2645.661252477973
        impulse,285.71954465350854,-2929.3472734775623
        ios,285.71472167968756,-2360.7147216796875
        two-point,162.82637401293684,-1069.124283329133

        """)
    let flutter = runCLI(["velocity", path, "--strategy", "flutter"])
    #expect(flutter.out == "vx,vy\n384.6361280392427,-2645.661252477973\n")
  }

  @Test func windowOptions() throws {
    let path = try temporaryTrace(flutterPointer10)
    // A 20 ms horizon keeps the samples at 78, 85 and 93 ms.
    let run = runCLI(["velocity", path, "--strategy", "two-point", "--horizon", "20"])
    #expect(run.out == "vx,vy\n285.71370442708337,-2857.1431477864585\n")
    // A 5 ms pause rule: the 15 ms wait before lift-off means the finger stopped.
    let paused = runCLI(["velocity", path, "--pause", "5"])
    #expect(paused.out == "vx,vy\n0,0\n")
  }

  @Test func badDataExits65WithFileAndLine() throws {
    let path = try temporaryTrace("t_ms,x,y,phase\n0,1,2,down\n5,abc,3,move\n", name: "bad.csv")
    let run = runCLI(["velocity", path])
    #expect(run.code == 65)
    #expect(run.out == "")
    #expect(run.err == "Error: \(path):3: column 'x': 'abc' is not a number\n")

    let backwards = try temporaryTrace("t_ms,x,y,phase\n0,1,2,down\n10,1,2,move\n9,1,2,move\n")
    #expect(
      runCLI(["velocity", backwards]).err
        == "Error: \(backwards):4: column 't_ms': time 9 is earlier than the previous row's 10\n")

    let empty = try temporaryTrace("")
    let emptyRun = runCLI(["velocity", empty])
    #expect(emptyRun.code == 65)
    #expect(
      emptyRun.err
        == "Error: \(empty):1: the file is empty (expected a header 't_ms,x,y,phase' or 't,x,y,phase')\n"
    )

    let noPhase = try temporaryTrace("t_ms,x,y\n0,1,2\n")
    #expect(
      runCLI(["velocity", noPhase]).err
        == "Error: \(noPhase):1: missing column 'phase' in the header\n")

    // A trace runs from touch-down to lift-off: the same rule as the sweep's trace files.
    let noUp = try temporaryTrace("t_ms,x,y,phase\n0,1,2,down\n8,3,2,move\n")
    let noUpRun = runCLI(["velocity", noUp])
    #expect(noUpRun.code == 65)
    #expect(
      noUpRun.err == "Error: \(noUp):3: the stroke does not end with an 'up' or 'cancelled' row\n")
  }

  @Test func missingFileExits74() {
    let run = runCLI(["velocity", "/nonexistent/trace.csv"])
    #expect(run.code == 74)
    #expect(run.err == "Error: Cannot read '/nonexistent/trace.csv': no such file.\n")
  }

  @Test func badFlagsExit64() throws {
    let path = try temporaryTrace(constantTrace)
    let usage = """
      Usage: spring-tune velocity <trace> [--strategy <name> | --all] [--horizon <ms>] [--max-samples <n>] [--pause <ms>]
        See 'spring-tune velocity --help' for more information.

      """
    let cases: [([String], String)] = [
      (
        ["velocity", path, "--strategy", "fast"],
        "Invalid value 'fast' for '--strategy': unknown estimator; one of: lsq2, flutter, impulse, ios, two-point."
      ),
      (
        ["velocity", path, "--all", "--strategy", "ios"],
        "'--all' and '--strategy' cannot be combined."
      ),
      (
        ["velocity", path, "--max-samples", "40"],
        "Invalid value '40' for '--max-samples': expected an integer in 2...32."
      ),
      (
        ["velocity", path, "--horizon", "0"],
        "Invalid value '0' for '--horizon': expected a number in [0.001, 1000000]."
      ),
      (["velocity", path, "--pause", "x"], "Invalid value 'x' for '--pause': expected a number."),
      (["velocity"], "Missing expected argument '<trace>'."),
    ]
    for (arguments, message) in cases {
      let run = runCLI(arguments)
      #expect(run.code == 64, "\(arguments)")
      #expect(run.out == "")
      #expect(run.err == "Error: \(message)\n" + usage, "\(arguments)")
    }
  }

  @Test func help() {
    let run = runCLI(["velocity", "--help"])
    #expect(run.code == 0)
    #expect(
      run.out == """
        OVERVIEW: Estimate the release velocity of a recorded touch trace.

        Reads a trace CSV with header t_ms,x,y,phase (or t in seconds) and prints the velocity at
        lift-off as CSV 'vx,vy' in trace units per second. --all prints one row per strategy with
        a leading 'strategy' column.

        USAGE: spring-tune velocity <trace> [--strategy <name> | --all] [--horizon <ms>] [--max-samples <n>] [--pause <ms>]

        ARGUMENTS:
          <trace>                 Trace CSV file (t_ms or t, x, y, phase).

        OPTIONS:
          --strategy <name>       One of lsq2, flutter, impulse, ios, two-point. (default: lsq2)
          --all                   Print every strategy, one row each.
          --horizon <ms>          Ignore samples older than this. (default: 100)
          --max-samples <n>       Keep at most this many samples (2-32). (default: 20)
          --pause <ms>            A longer gap means the finger stopped. (default: 40)
          -h, --help              Show help information.

        """)
  }

  /// Regressions: a trace that is not UTF-8 exited 74 "Cannot read" (it is bad data: 65, with
  /// the line), and coordinates of ±1e308 or time steps of 1e-320 s printed `nan` and `inf`
  /// velocities. A UTF-8 byte-order mark is fine.
  @Test func badBytesAndOverflowingTracesAreBadData() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("spring-tune-velocity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let latin1 = directory.appendingPathComponent("latin1.csv")
    try Data("t_ms,x,y,phase\n0,0,0,down\n".utf8 + [0x31, 0xFF] + Array(",0,0,up\n".utf8))
      .write(to: latin1)
    let run = runCLI(["velocity", latin1.path])
    #expect(run.code == 65)
    #expect(
      run.err
        == "Error: \(latin1.path):3: not UTF-8 text (byte 0xFF; Latin-1 or Windows-1252? save it as UTF-8)\n"
    )
    let bom = directory.appendingPathComponent("bom.csv")
    try Data([0xEF, 0xBB, 0xBF] + Array(constantTrace.utf8)).write(to: bom)
    #expect(
      runCLI(["velocity", bom.path]).out
        == runCLI(["velocity", try temporaryTrace(constantTrace)]).out)
    let directoryRun = runCLI(["velocity", directory.path])
    #expect(directoryRun.code == 74)
    #expect(directoryRun.err == "Error: Cannot read '\(directory.path)': it is a directory.\n")

    let huge = try temporaryTrace(
      "t_ms,x,y,phase\n0,-1e308,1e308,down\n10,1e308,-1e308,move\n20,-1e308,1e308,move\n"
        + "30,1e308,-1e308,up\n")
    let overflow = runCLI(["velocity", huge, "--all"])
    #expect(overflow.code == 65)
    #expect(overflow.out == "")
    // Refused while reading (the stroke rules shared with `sweep --traces`), before any
    // estimator overflows.
    #expect(
      overflow.err
        == "Error: \(huge):2: column 'x': -1e308 is out of range (|x| must be at most 1e9)\n")
    let close = try temporaryTrace(
      "t,x,y,phase\n0,0,0,down\n1e-320,10,0,move\n2e-320,20,0,move\n3e-320,30,0,up\n")
    for strategy in ["lsq2", "flutter", "impulse", "ios", "two-point"] {
      let r = runCLI(["velocity", close, "--strategy", strategy])
      #expect(r.code == 0 || r.code == 65, "\(strategy)")
      #expect(!r.out.contains("nan") && !r.out.contains("inf"), "\(strategy): \(r.out)")
    }
  }
}

/// Issue 11: `sweep --traces` accepted traces whose velocities overflow (overshoot 1e303 pt) that
/// `velocity` rejected. Both read strokes through one set of rules (`TraceStroke`), so they
/// accept and refuse the same traces, with the same message.
@Suite("one trace validation for velocity and sweep")
struct SharedTraceValidationTests {
  static let cases: [(String, String)] = [
    (
      "t_ms,x,y,phase\n0,0,0,down\n8,1e303,0,move\n16,2e303,0,up\n",
      "column 'x': 1e303 is out of range (|x| must be at most 1e9)"
    ),
    (
      "t_ms,x,y,phase\n0,0,0,down\n1e-300,10,0,move\n16,20,0,up\n",
      "column 't_ms': the move from time 0 to 1e-300 is faster than 1e12 units per "
        + "second (times too close together for the distance)"
    ),
  ]

  @Test(arguments: 0..<cases.count)
  func velocityAndSweepRefuseTheSameTrace(_ index: Int) throws {
    let (trace, message) = Self.cases[index]
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "shared-trace-\(getpid())-\(index).csv"
    ).path
    try Data(trace.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let velocity = runCLI(["velocity", path])
    let sweep = runCLI(["sweep", "--traces", path, "-o", "-", "-q"])
    for run in [velocity, sweep] {
      #expect(run.code == 65)
      #expect(run.err.hasPrefix("Error: \(path):3: \(message)\n"), "\(run.err)")
      #expect(run.out.isEmpty)
    }
  }
}
