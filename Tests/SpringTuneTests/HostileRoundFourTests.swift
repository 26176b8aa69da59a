import AnimationMath
import Foundation
import SweepTestSupport
import TestSupport
import Testing

@testable import SweepFiles
@testable import SwipeTuning
@testable import TuningReport
@testable import spring_tune

/// The fourth hostile round (issue 38): what is not a regular file inside an input directory,
/// `/dev/null` as an input, number messages that contradict themselves, resources refused only
/// after the work, and changes inside their noise printed as changes.
@Suite("hostile inputs, round four")
struct HostileRoundFourTests {
  func scratch() throws -> String { try scratchDirectory("spring-tune-hostile4") }

  /// Repro: `sweep --traces DIR` with a named pipe (no writer) in DIR hung forever in open(2).
  /// Every directory reader, and `merge`'s patterns, refuse it before opening it, naming it.
  /// The limit is a hang guard (a hang is forever), generous so a busy test run cannot trip it.
  @Test(.timeLimit(.minutes(5)))
  func aPipeInsideAnInputDirectoryIsRefusedNotOpened() throws {
    let dir = try scratch()
    let traces = dir + "/traces"
    try FileManager.default.createDirectory(atPath: traces, withIntermediateDirectories: true)
    try HostileRoundThreeTests.trace.write(
      toFile: traces + "/a.csv", atomically: false, encoding: .utf8)
    let fifo = traces + "/b.csv"
    try #require(mkfifo(fifo, 0o600) == 0)
    let commands: [[String]] = [
      ["sweep", "--traces", traces, "-q", "-o", dir + "/s.csv"],
      ["sweep", "--traces", traces + "/", "-q", "-o", dir + "/s.csv"],
      ["merge", traces, "-o", dir + "/m.csv"],
      ["merge", traces + "/*.csv", "-o", dir + "/m.csv"],
    ]
    for command in commands {
      let run = runCLI(command)
      #expect(run.code == 65, "\(command): \(run.err)")
      #expect(run.err.contains("b.csv"), "\(command): \(run.err)")
      #expect(run.err.contains("named pipe (FIFO), not a regular file"), "\(command): \(run.err)")
    }
    // The library's one owner: listed without opening; a subdirectory and hidden files skipped.
    try FileManager.default.createDirectory(
      atPath: traces + "/sub.csv", withIntermediateDirectories: true)
    try "x".write(toFile: traces + "/.hidden.csv", atomically: false, encoding: .utf8)
    #expect(throws: InputPolicy.EntryProblem.self) {
      try InputPolicy.files(inDirectory: traces, suffix: ".csv")
    }
    try FileManager.default.removeItem(atPath: fifo)
    #expect(try InputPolicy.files(inDirectory: traces, suffix: ".csv") == [traces + "/a.csv"])
    // A pipe named on its own is still read as a stream (`<(…)`): only directories skip it.
    #expect(try InputPolicy.checkEntry(traces + "/a.csv"))
    #expect(try !InputPolicy.checkEntry(traces + "/sub.csv"))
  }

  /// Repro: `/dev/null` was refused as "an endless source" (74). It is an empty input: every
  /// reader says "empty" and exits 65, as for an empty regular file.
  @Test func devNullIsAnEmptyFileForEveryReader() throws {
    let dir = try scratch()
    for command in HostileRoundThreeTests.readers(dir) + [["feel-fit", "FILE", "-o", dir + "/f"]] {
      let run = runCLI(HostileRoundThreeTests.substitute(command, "/dev/null"))
      #expect(run.code == 65, "\(command): \(run.err)")
      #expect(run.err.contains("empty"), "\(command): \(run.err)")
      #expect(!run.err.contains("endless"), "\(command): \(run.err)")
    }
    // Other devices are still refused before a byte is read.
    #expect(runCLI(["velocity", "/dev/zero"]).err.contains("endless source"))
  }

  /// Repro: `clientX` 1e300 or `pointerId` 1e20 said "must be a finite number, found a number",
  /// and epoch-millisecond times were refused with the same words.
  @Test func pointerEventNumbersSayWhatIsWrong() throws {
    let dir = try scratch()
    func run(_ field: String, _ value: String) throws -> CLIRun {
      let path = dir + "/pe.json"
      try PointerEventsFixture.pair(field, value).write(
        toFile: path, atomically: false, encoding: .utf8)
      return runCLI(["import", "pointer-events", path, "-o", dir + "/pe"])
    }
    for (field, value, says) in [
      ("clientX", "1e300", "out of the accepted range -1000000000...1000000000 (CSS px)"),
      ("pointerId", "1e20", "out of the accepted range -9007199254740991...9007199254740991"),
      ("clientX", "\"12,5\"", "a decimal comma is not read: write '12.5'"),
      ("clientY", "\"7\"", "strings are not numbers"),
    ] {
      let r = try run(field, value)
      #expect(r.code == 65, "\(field) \(value): \(r.err)")
      #expect(r.err.contains(says), "\(field) \(value): \(r.err)")
      #expect(!r.err.contains("finite number"), "\(field) \(value): \(r.err)")
    }
    #expect(try run("timeStamp", "1700000000000").code == 0)
  }

  /// The traces path had no resource check at all: two recorded swipes on a grid of 10⁷ rows
  /// ran (4 GB after 20 s). Now it is refused from the estimate once the traces are read, as a
  /// synthetic sweep is before anything is generated.
  @Test func aTraceSweepIsEstimatedBeforeItIsBuilt() throws {
    let dir = try scratch()
    let traces = dir + "/t.csv"
    try HostileRoundThreeTests.trace.write(toFile: traces, atomically: false, encoding: .utf8)
    let grid = ["--progress-threshold", "0.0001...1:0.0001", "--velocity-threshold", "1...1000:1"]
    for population in [["--traces", traces], ["--swipes", "100000000"]] {
      let r = runCLI(["sweep"] + population + grid + ["-o", dir + "/s.csv"])
      #expect(r.code == 64, "\(population): \(r.err)")
      #expect(r.err.contains("10000000 grid rows"), "\(population): \(r.err)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/s.csv"))
    }
    #expect(
      runCLI(["sweep", "--traces", traces] + grid + ["-o", dir + "/s.csv"]).err.contains(
        "fewer swipes in '--traces'"))
  }

  /// Repro: a change inside its noise printed as "+0 points" (its sign lost). A nonzero change
  /// keeps the digits that show its sign, everywhere a change is printed.
  @Test func aNonzeroChangeNeverPrintsAsZero() {
    #expect(NumberText.roundedNonzero(0.04, decimals: 1) == "0.04")
    #expect(NumberText.roundedNonzero(-0.0004, decimals: 1) == "-0.0004")
    #expect(NumberText.roundedNonzero(0, decimals: 1) == "0")
    #expect(NumberText.roundedNonzero(2.25, decimals: 1) == "2.3")
    let rate = SweepMetric.intentAgreement
    #expect(SweepReport.pointsOrUnits(rate, 0.000_4) == "+0.04\u{A0}points")
    #expect(SweepReport.pointsOrUnits(rate, -0.000_004) == "−0.0004\u{A0}points")
    #expect(SweepReport.pointsOrUnits(rate, 0) == "±0\u{A0}points")
    let sentence = SweepPower.sentence(
      metric: rate, recommended: (500_010, 1_000_000), baseline: (500_000, 1_000_000),
      swipes: 1_000_000, baselineName: "b")
    #expect(sentence?.contains("by 0.001 points") == true, "\(sentence ?? "nil")")
  }
}

extension HostileRoundFourTests {
  /// Issue 41's report detail: "Visibly reverses 0 % (0–0 %)" where the CSV had 5e-05 (upper
  /// 0.028 %). A nonzero rate keeps the digits that show it (0.005 rounds half away to 0.01).
  @Test func aNonzeroRateNeverReadsAsZeroPercent() {
    #expect(SweepReport.percent(0.000_05) == "0.01\u{A0}%")
    #expect(SweepReport.percent(0.000_28) == "0.03\u{A0}%")
    #expect(SweepReport.percent(0) == "0\u{A0}%")
    #expect(SweepReport.percent(0.843) == "84.3\u{A0}%")
  }
}
