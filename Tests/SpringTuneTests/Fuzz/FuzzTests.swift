import AnimationMath
import Foundation
import Testing

@testable import spring_tune

/// The standing seeded fuzz (issue 11): 120 generated invocations of every subcommand
/// (``FuzzGenerator``) run in-process, each on its own thread with a deadline. Every run must
/// end (no hang), with an exit code of the documented set and an `Error: ` message when it
/// fails, and a CSV it prints holds no `nan`, and `inf` only where documented (settling
/// times, slopes). A crash ends the test process, which fails the run. `scripts/fuzz.sh` runs
/// the same generator out of process for minutes, with `timeout` and signal counts.
///
/// With `SPRING_TUNE_FUZZ_EMIT=DIR` (and optionally `SPRING_TUNE_FUZZ_SEED`,
/// `SPRING_TUNE_FUZZ_COUNT`) the test writes the cases to DIR instead of running them: one
/// directory per case with its input files, links and an `args` file (NUL-separated).
@Suite("fuzz")
struct FuzzTests {
  /// Exit codes the manual documents (CLI.md, Conventions).
  static let documentedCodes: Set<Int32> = [0, 64, 65, 66, 73, 74]
  /// A run taking longer than this is a hang (the slowest case takes ~0.2 s in a debug build).
  static let deadline = 30.0

  @Test func seededFuzzOfEverySubcommandAndInputFormat() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["SPRING_TUNE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x11_F022
    let count = environment["SPRING_TUNE_FUZZ_COUNT"].flatMap { Int($0) } ?? 120
    var generator = FuzzGenerator(seed: seed, fixtures: try Self.fixtures())
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spring-tune-fuzz-\(getpid())")
    if let emit = environment["SPRING_TUNE_FUZZ_EMIT"] {
      for i in 0..<count {
        try Self.materialize(generator.next(), in: "\(emit)/case-\(i)", writeArguments: true)
      }
      return
    }
    defer { try? FileManager.default.removeItem(at: root) }
    for i in 0..<count {
      let c = generator.next()
      let directory = root.appendingPathComponent("case-\(i)").path
      try Self.materialize(c, in: directory, writeArguments: false)
      let arguments = c.arguments(in: directory)
      let started = Date()
      defer {
        if environment["SPRING_TUNE_FUZZ_TIMES"] != nil {
          print(
            "FUZZTIME \(Date().timeIntervalSince(started)) \(Self.shortened(arguments).prefix(150))"
          )
        }
      }
      guard let run = Self.run(arguments, deadline: Self.deadline) else {
        Issue.record("hang (> \(Self.deadline) s): \(Self.shortened(arguments))")
        return
      }
      for problem in Self.problems(arguments, code: run.code, out: run.out, err: run.err) {
        Issue.record("\(problem): \(Self.shortened(arguments))")
      }
      try? FileManager.default.removeItem(atPath: directory)
    }
  }

  /// The fixtures: a 2-policy-value sweep report and its two shards, made by the tool.
  static func fixtures() throws -> FuzzFixtures {
    let grid = [
      "--swipes", "20", "--damping", "0.5,1", "--progress-threshold", "0.3,0.6",
      "--velocity-threshold", "0,200", "-q", "-o", "-",
    ]
    let report = runCLI(["sweep"] + grid)
    let one = runCLI(["sweep", "--shard", "1/2"] + grid)
    let two = runCLI(["sweep", "--shard", "2/2"] + grid)
    try #require(report.code == 0 && one.code == 0 && two.code == 0)
    return FuzzFixtures(report: report.out, shards: [one.out, two.out])
  }

  /// Creates the case's directory, files and links (and its `args` file when emitting).
  static func materialize(_ c: FuzzCase, in directory: String, writeArguments: Bool) throws {
    let fm = FileManager.default
    try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for (name, text) in c.files {
      try Data(text.utf8).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
    }
    for (name, target) in c.links {
      let resolved = target.replacingOccurrences(of: FuzzCase.directory, with: directory)
      try? fm.createSymbolicLink(atPath: "\(directory)/\(name)", withDestinationPath: resolved)
    }
    if writeArguments {
      let bytes = c.arguments(in: directory).map { Array($0.utf8) + [0] }.flatMap { $0 }
      try Data(bytes).write(to: URL(fileURLWithPath: "\(directory)/args"))
    }
  }

  /// Runs the tool in-process on a thread of its own with an 8 MB stack (the main thread's
  /// size, so that recursion limits are tested as in the real tool); `nil` past the deadline.
  static func run(_ arguments: [String], deadline: Double) -> CLIRun? {
    final class Box: @unchecked Sendable { var run: CLIRun? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.run = runCLI(arguments)
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    guard done.wait(timeout: .now() + deadline) == .success else { return nil }
    return box.run
  }

  /// What is wrong with one run's result (empty when nothing is).
  static func problems(_ arguments: [String], code: Int32, out: String, err: String) -> [String] {
    var problems: [String] = []
    if !documentedCodes.contains(code) { problems.append("exit code \(code)") }
    if code != 0 && !err.hasPrefix("Error: ") { problems.append("exit \(code) without 'Error: '") }
    guard code == 0 else { return problems }
    let command = arguments.first ?? ""
    let csvOnStdout =
      ["spring", "convert", "timeline", "velocity", "project"].contains(command)
      || (command == "ease" && !arguments.contains("--css"))
      || (["sweep", "merge"].contains(command) && outputIsStdout(arguments))
    guard csvOnStdout else { return problems }
    let lines = out.split(separator: "\n")
    guard let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false) else {
      return problems
    }
    for line in lines.dropFirst() {
      // Quoted fields (convert's notes) hold text, not numbers: skip them.
      guard !line.contains("\"") else { continue }
      for (i, field) in line.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
        let column = i < header.count ? String(header[i]) : "?"
        if field == "nan" || field == "-nan" {
          problems.append("nan in column \(column)")
        }
        if (field == "inf" || field == "-inf") && !column.contains("settl")
          && !column.contains("slope")
        {
          problems.append("\(field) in column \(column)")
        }
      }
    }
    return problems
  }

  static func outputIsStdout(_ arguments: [String]) -> Bool {
    guard let i = arguments.lastIndex(where: { $0 == "-o" || $0 == "--out" }),
      i + 1 < arguments.count
    else { return false }
    return arguments[i + 1] == "-"
  }

  /// Arguments for a message, with very long ones (3 000-deep curves) cut.
  static func shortened(_ arguments: [String]) -> String {
    arguments.map { $0.count > 200 ? String($0.prefix(200)) + "…(\($0.count))" : $0 }
      .joined(separator: " ")
  }
}

/// Issue 11's repro: a timeline whose `"curve"` nests 3 000 functions deep crashed `timeline`
/// and `plot` (stack overflow); it is now a data error naming the file.
@Suite("deep curves in files")
struct DeepCurveFileTests {
  @Test func timelineAndPlotRefuseADeepCurve() throws {
    let curve =
      String(repeating: "reverse(", count: 3_000) + "ease" + String(repeating: ")", count: 3_000)
    let json =
      "{\"tracks\": {\"x\": [{\"time\": 0, \"value\": 0}, "
      + "{\"time\": 1, \"value\": 1, \"curve\": \"\(curve)\"}]}}"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "deep-curve-\(getpid()).json"
    ).path
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    for arguments in [["timeline", path, "--at", "0.5"], ["plot", "--timeline", path]] {
      let run = runCLI(arguments)
      #expect(run.code == 65, "\(arguments)")
      #expect(run.err.hasPrefix("Error: \(path):"), "\(arguments): \(run.err.prefix(200))")
      #expect(run.err.contains("nested at most 64 deep"), "\(arguments)")
    }
  }
}

/// Found by `scripts/fuzz.sh` (seed 11): a report whose `swipes` is 1e308 trapped `report`
/// (Int conversion, SIGILL); counts are now checked as whole numbers when a report is read.
@Suite("fuzz findings")
struct FuzzFindingTests {
  @Test func hugeSwipeCountIsADataError() throws {
    let report = try FuzzTests.fixtures().report
    var lines = report.split(separator: "\n").map(String.init)
    let header = lines[0].split(separator: ",").map(String.init)
    let column = try #require(header.firstIndex(of: "swipes"))
    var fields = lines[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    fields[column] = "1e308"
    lines[1] = fields.joined(separator: ",")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "huge-swipes-\(getpid()).csv"
    ).path
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let run = runCLI(["report", path, "-o", "/dev/null"])
    #expect(run.code == 65)
    #expect(
      run.err.hasPrefix(
        "Error: \(path):2: column 'swipes' value '1e308': a count must be a whole number up to "
          + "9007199254740992"), "\(run.err)")
  }
}

/// Issue 11's hang: `sweep --damping 1e-15 --swipes 10` ran a hand-off loop ~10¹⁸ times. It now
/// finishes at once, with finite settle times (the closed form past 2⁵⁰ turning points).
@Suite("nearly undamped sweeps")
struct NearlyUndampedSweepTests {
  @Test(arguments: ["1e-15", "1e-300"])
  func sweepFinishesWithFiniteSettleTimes(_ damping: String) throws {
    let arguments = [
      "sweep", "--damping", damping, "--swipes", "10", "--settle-tolerance", "1e-6", "-o", "-",
      "-q",
    ]
    let run = try #require(FuzzTests.run(arguments, deadline: 30), "hang")
    #expect(run.code == 0, "\(run.err)")
    let lines = run.out.split(separator: "\n")
    let header = lines[0].split(separator: ",").map(String.init)
    let column = try #require(header.firstIndex(of: "settle_p50_s"))
    let fields = lines[1].split(separator: ",", omittingEmptySubsequences: false)
    let settle = try #require(Double(fields[column]))
    #expect(settle.isFinite && settle > 1e12, "\(settle)")
  }
}
