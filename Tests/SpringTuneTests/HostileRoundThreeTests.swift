import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SweepFiles
@testable import SwipeTuning
@testable import spring_tune

/// The third hostile round (issue 28): endless sources, encodings, NUL bytes, outputs that are
/// inputs, extreme importer ranges, writers their readers refuse, report baselines that match
/// nothing. Each class is driven by a generator over every reader or writer it concerns.
@Suite("hostile inputs, round three")
struct HostileRoundThreeTests {
  func scratch() throws -> String { try scratchDirectory("spring-tune-hostile3") }

  static let trace = "t_ms,x,y,phase\n0,0,0,down\n8,10,0,move\n16,20,0,up\n"

  /// Every reader of every subcommand, with `FILE` where the file goes.
  static func readers(_ dir: String) -> [[String]] {
    [
      ["velocity", "FILE"],
      ["timeline", "FILE", "--at", "0"],
      ["plot", "--timeline", "FILE", "-o", dir + "/p.svg"],
      ["import", "getevent", "FILE", "-o", dir + "/g"],
      ["import", "pointer-events", "FILE", "-o", dir + "/pe"],
      ["population", "--population", "FILE", "--print-config"],
      ["sweep", "--traces", "FILE", "-q", "-o", dir + "/s.csv"],
      ["sweep", "--swipes", "20", "--handoff", "timeline FILE", "-q", "-o", dir + "/h.csv"],
      ["report", "FILE", "-o", dir + "/r.html"],
      ["merge", "FILE", "-o", dir + "/m.csv"],
    ]
  }

  /// Writes a getevent log of one touch (down, move, up at y = 0, `step` ns apart) at `path`.
  @discardableResult
  static func writeLog(_ path: String, x: [Int], step: Int64) throws -> String {
    let rows = zip(x, ["down", "move", "up"]).enumerated().map { k, sample in
      ImportCommandTests.Row(ns: Int64(k) * step, x: sample.0, y: 0, phase: sample.1)
    }
    let text = ImportCommandTests.log(rows, labelled: true, nanoseconds: false)
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return text
  }

  static func substitute(_ command: [String], _ path: String) -> [String] {
    command.map { $0.replacingOccurrences(of: "FILE", with: path) }
  }

  /// Repro: `/dev/zero` as any input grew memory by ~1 GB in 2 s with no end. Every reader now
  /// refuses a device before reading a byte (74, naming it).
  @Test func endlessDevicesAreRefusedByEveryReader() throws {
    let dir = try scratch()
    for device in ["/dev/zero", "/dev/urandom"] {
      for command in Self.readers(dir) {
        let run = runCLI(Self.substitute(command, device))
        // `sweep --traces` and `merge` report every input problem as bad data (65).
        let code: Int32 = command.contains("--traces") || command[0] == "merge" ? 65 : 74
        #expect(run.code == code, "\(command): \(run.err)")
        #expect(run.err.contains("endless source"), "\(command): \(run.err)")
      }
    }
  }

  /// A file larger than the limit is refused from its size; a pipe as it passes the limit.
  @Test func sizeLimitsAreEnforcedOnFilesAndPipes() throws {
    let dir = try scratch()
    let policy = InputPolicy(maximumBytes: 1000, maximumStreamBytes: 2000)
    let big = dir + "/big.csv"
    try String(repeating: "0,0,0,move\n", count: 200).write(
      toFile: big, atomically: false, encoding: .utf8)
    #expect(throws: InputPolicy.Problem.self) { try policy.text(big) }
    do { _ = try policy.text(big) } catch {
      #expect(error.message == "larger than the limit of 1000 bytes for one input file")
    }
    #expect(throws: InputPolicy.Problem.self) {
      _ = try CSVRecordStream(
        path: big, policy: InputPolicy(maximumBytes: 1, maximumStreamBytes: 100))
    }
    let fifo = dir + "/fifo"
    try #require(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      let fd = open(fifo, O_WRONLY)
      let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 512)
      // Stops once the reader closes (EPIPE), well after the limit.
      for _ in 0..<64 where chunk.withUnsafeBytes({ write(fd, $0.baseAddress, 512) }) == 512 {}
      close(fd)
    }
    signal(SIGPIPE, SIG_IGN)
    writer.start()
    do {
      _ = try policy.text(fifo)
      Issue.record("an over-long pipe was read")
    } catch { #expect(error.message.contains("limit of 1000 bytes")) }
  }

  /// Repro: a UTF-16 trace without a byte-order mark got "missing column 't_ms'"; Latin-1 was
  /// "not UTF-8 text"; `63\0junk` read as 63. Every encoding mistake is named, by every reader
  /// of text and of streamed CSV.
  @Test func encodingMistakesAreNamed() throws {
    let dir = try scratch()
    var cases: [(bytes: [UInt8], says: String)] = []
    for bom in [true, false] {
      let little = Array(Self.trace.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
      let big = Array(Self.trace.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      cases.append(((bom ? [0xFF, 0xFE] : []) + little, "UTF-16"))
      cases.append(((bom ? [0xFE, 0xFF] : []) + big, "UTF-16"))
    }
    cases.append(
      (Array("t_ms,x,y,phase\n0,0,0,down\n8,1".utf8) + [0xE9] + Array(",0,up\n".utf8), "Latin-1"))
    for field in ["63\0junk", "\0", "1\0"] {
      cases.append((Array("t_ms,x,y,phase\n0,0,0,down\n8,\(field),0,up\n".utf8), "NUL"))
    }
    for (k, c) in cases.enumerated() {
      let path = dir + "/case\(k).csv"
      try Data(c.bytes).write(to: URL(fileURLWithPath: path))
      // A report is streamed: its header is read first, so only the UTF-16 cases (which spoil
      // line 1) reach it as encoding errors.
      let report = ["report", path, "-o", dir + "/r.html"]
      for command in [["velocity", path]] + (c.says == "UTF-16" ? [report] : []) {
        let run = runCLI(command)
        #expect(run.code == 65, "\(command) case \(k): \(run.err)")
        #expect(run.err.contains(c.says), "\(command) case \(k): \(run.err)")
      }
    }
  }

  /// Repro: `import getevent LOG --out DIR` with `DIR/log-0001.csv` a symbolic link to the log
  /// overwrote the log; a hard link was replaced too; `population --out` over its own
  /// `--population` file, and `sweep --handoff 'timeline t.json' -o t.json`, likewise. Every
  /// spelling of an input as an output is refused (64) and the input is unchanged.
  @Test func outputsThatAreInputsAreRefused() throws {
    let dir = try scratch()
    let log = dir + "/log.txt"
    let logText = try Self.writeLog(log, x: [10, 20, 30], step: 8_000_000)
    let timeline = dir + "/t.json"
    let timelineText =
      #"{"duration": 0.25, "timing": "relative", "tracks": {"x": [{"time": 0.1, "value": 0}, "#
      + #"{"time": 1, "value": 1, "curve": "ease-in-out"}]}}"#
    try timelineText.write(toFile: timeline, atomically: false, encoding: .utf8)
    let population = dir + "/pop.json"
    let config = runCLI(["population", "--print-config"]).out
    try config.write(toFile: population, atomically: false, encoding: .utf8)
    typealias Link = (String, String) -> Int32
    let links: [(String, Link)] = [
      ("symbolic", { symlink($0, $1) }), ("hard", { link($0, $1) }),
    ]
    for (kind, makeLink) in links {
      let out = dir + "/out-\(kind)"
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      try #require(makeLink(log, out + "/log-0001.csv") == 0)
      let run = runCLI(["import", "getevent", log, "-o", out])
      #expect(run.code == 64, "\(kind): \(run.err)")
      #expect(readText(log) == logText)
      let pop = dir + "/pop-\(kind)"
      try FileManager.default.createDirectory(atPath: pop, withIntermediateDirectories: true)
      try #require(makeLink(population, pop + "/swipes-0001.csv") == 0)
      let popRun = runCLI(["population", "--population", population, "--out", pop, "-q"])
      #expect(popRun.code == 64, "\(kind): \(popRun.err)")
      #expect(readText(population) == config)
    }
    for spelling in [
      timeline, dir + "/./t.json", dir + "/../" + (dir as NSString).lastPathComponent + "/t.json",
    ] {
      let run = runCLI([
        "sweep", "--swipes", "20", "--handoff", "timeline \(timeline)", "-q", "-o", spelling,
      ])
      #expect(run.code == 64, "\(spelling): \(run.err)")
      #expect(readText(timeline) == timelineText)
    }
  }

  /// Repro: SIGINT during `population --out` left a temporary file: the signal registry held
  /// 16 paths and a population batch has 64. Every temporary file of a batch is registered.
  @Test func everyTemporaryFileIsRegisteredForSignals() throws {
    let dir = try scratch()
    // Counted under this test's directory: other tests register their files in parallel.
    #expect(TemporaryFiles.count(withPrefix: dir + "/") == 0)
    let batch = try AtomicFile.Batch((0..<100).map { dir + "/f\($0).csv" })
    #expect(TemporaryFiles.count(withPrefix: dir + "/") == 100)
    #expect(TemporaryFiles.count >= 100)
    batch.abandon()
    #expect(TemporaryFiles.count(withPrefix: dir + "/") == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
  }

  /// Repro: `--abs-range` with extreme 64-bit bounds trapped (signal 4). Every bound outside
  /// getevent's 32-bit values is a usage error naming the range; extreme 32-bit ranges work.
  @Test func extremeAbsRangesAreRefusedOrComputedWithoutATrap() throws {
    let dir = try scratch()
    let log = dir + "/x.log"
    try Self.writeLog(log, x: [0, 1, 2], step: 8_000_000)
    let extremes = [Int.min, Int.min + 1, Int(Int32.min) - 1, Int(Int32.max) + 1, Int.max]
    let fine = [Int(Int32.min), -1, 0, Int(Int32.max)]
    for lo in extremes + fine {
      for hi in extremes + fine where lo < hi {
        let range = "\(lo):\(hi),0:100"
        let run = runCLI([
          "import", "getevent", log, "-o", dir + "/o", "--screen", "100x100", "--abs-range", range,
        ])
        let outside = extremes.contains(lo) || extremes.contains(hi)
        #expect(run.code == (outside ? 64 : 0), "\(range): \(run.err)")
        if outside { #expect(run.err.contains("-2147483648…2147483647"), "\(run.err)") }
        try? FileManager.default.removeItem(atPath: dir + "/o")
      }
    }
    // The library type itself: any Int range converts without overflow.
    let importer = GeteventImporter(
      screen: (100, 100), absRange: .init(x: Int.min...Int.max, y: Int.min...Int.max))
    let p = importer.point(Int.max, Int.min)
    #expect(p.x.isFinite && p.y.isFinite)
  }

  /// Repro: `import getevent` wrote traces its own reader rejects (|x| > 1e9) and exited 0.
  /// Raw values across the 32-bit range either round-trip through `velocity` or are refused
  /// (65) before any file is written.
  @Test func importsWriteOnlyWhatTheReaderAccepts() throws {
    let dir = try scratch()
    for x in [0, 1_000_000_000, 1_000_000_001, Int(Int32.max), Int(Int32.min)] {
      let log = dir + "/l.log"
      try Self.writeLog(log, x: [0, x, x], step: 8_000_000_000)
      let out = dir + "/o\(x)"
      let run = runCLI(["import", "getevent", log, "-o", out])
      if abs(x) <= 1_000_000_000 {
        #expect(run.code == 0, "\(x): \(run.err)")
        #expect(runCLI(["velocity", out + "/l-0001.csv"]).code == 0)
      } else {
        #expect(run.code == 65, "\(x): \(run.err)")
        #expect(run.err.contains("touch 1 would be written as a trace the trace reader refuses"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? [] == [])
      }
    }
  }

  /// Repro: `report --baseline policy=<typo>` exited 0 with no comparison. A name no sweep
  /// writes is a usage error listing the known ones.
  @Test func aBaselineThatMatchesNothingIsAUsageError() throws {
    let dir = try scratch()
    let report = dir + "/r.csv"
    #expect(runCLI(["sweep", "--swipes", "20", "-q", "-o", report]).code == 0)
    for (pair, lists) in [
      ("policy=seed-progres-velocity", "seed-progress-velocity"), ("estimator=lsq3", "lsq2"),
      ("handoff=spring-fast", "spring-velocity"),
    ] {
      let run = runCLI(["report", report, "--baseline", pair, "-o", dir + "/r.html"])
      #expect(run.code == 64, "\(pair): \(run.err)")
      #expect(run.err.contains(lists), "\(pair): \(run.err)")
    }
  }

  /// Repro: a traces directory holding a file whose name is not UTF-8 was refused as
  /// unreadable. It is read by its bytes, and a bad one is shown with `\xNN`.
  @Test func nonUTF8NamesInATracesDirectoryAreRead() throws {
    let dir = try scratch()
    let good = AtomicFile.argumentText(Array((dir + "/caf").utf8) + [0xE9] + Array(".csv".utf8))
    let fd = open(
      AtomicFile.pathBytes(good).map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
    try #require(fd >= 0)
    _ = Array(Self.trace.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    close(fd)
    let swipes = try SwipeTraceFiles.load(path: dir)
    #expect(swipes.count == 1)
    let bad = AtomicFile.argumentText(Array((dir + "/b").utf8) + [0xFF] + Array(".csv".utf8))
    let fd2 = open(
      AtomicFile.pathBytes(bad).map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
    try #require(fd2 >= 0)
    _ = Array("t_ms,x\n".utf8).withUnsafeBytes { write(fd2, $0.baseAddress, $0.count) }
    close(fd2)
    let run = runCLI(["sweep", "--traces", dir, "-q", "-o", dir + "/s.out"])
    #expect(run.code == 65, "\(run.err)")
    #expect(run.err.contains("/b\\xFF.csv"), "\(run.err)")
  }

  /// Repro: `sweep --population` with 100 kHz sampling and 20 s contacts ran on with no
  /// estimate, which ignored samples per swipe. A population whose swipes could exceed the
  /// samples limit is refused (65) by every command that reads one; below it, the estimate
  /// grows with the samples and is printed before any work.
  @Test func samplesPerSwipeAreBoundedAndEstimated() throws {
    let dir = try scratch()
    for (hz, dwell) in [(100_000, 10), (60_000, 10), (100_000, 1)] {
      let path = dir + "/p\(hz)-\(dwell).json"
      let json =
        #"{"sampling": {"rates": [{"hz": \#(hz), "weight": 1}], "jitter_s": 0}, "#
        + #""drag": {"duration_s": [0.3, 10], "dwell_s": [0, \#(dwell)]}}"#
      try json.write(toFile: path, atomically: false, encoding: .utf8)
      for command in [
        ["population", "--population", path, "--print-config"],
        ["sweep", "--population", path, "-q", "-o", dir + "/s.csv"],
      ] {
        let run = runCLI(command)
        #expect(run.code == 65, "\(command): \(run.err)")
        #expect(run.err.contains("limit of 1000000 samples per swipe"), "\(run.err)")
      }
    }
    var slow = SwipeGenerator.Configuration()
    slow.samplingRates = [.init(hertz: 10_000, weight: 1)]
    slow.timestampJitter = 0
    let grid = try SweepJob.grid(
      SweepRequest(
        policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [1],
        responses: [0.5], progressThresholds: [0.5], velocityThresholds: [100],
        projectionRates: [0.998], population: .synthetic(count: 1, seed: 1)))
    let typical = SweepEstimate(grid: grid, rows: 0..<1, swipes: 1_000_000)
    let many = SweepEstimate(
      grid: grid, rows: 0..<1, swipes: 1_000_000,
      samplesPerSwipe: SwipeGenerator.samplesPerSwipe(slow))
    #expect(many.cpuSeconds > 20 * typical.cpuSeconds)
    #expect(
      SweepEstimate(
        grid: grid, rows: 0..<1, swipes: 1_000_000,
        samplesPerSwipe: SwipeGenerator.samplesPerSwipe(SwipeGenerator.Configuration())
      ).cpuSeconds == typical.cpuSeconds)
  }
}
