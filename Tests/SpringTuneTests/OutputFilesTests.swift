import Foundation
import SweepFiles
import SwipeTuning
import TestSupport
import Testing

@testable import spring_tune

/// The one output path (``OutputFiles``): the repros of issue 11's "Files destroyed or misplaced"
/// with their exact exit codes and messages, and their siblings.
@Suite("output files")
struct OutputFilesTests {
  func scratch() throws -> String { try scratchDirectory("spring-tune-outputs") }

  func read(_ path: String) -> String? { readText(path) }

  func names(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
  }

  func write(_ text: String, _ path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// A grid with two swept parameters (so `--svg` works) that runs in well under a second.
  let small = [
    "--swipes", "60", "--progress-threshold", "0.2,0.5", "--velocity-threshold", "0,300", "-q",
  ]
  let recording = "t_ms,x,y,phase\n0,0,0,down\n10,40,0,move\n20,90,0,up\n"

  func usage(_ command: String) -> String {
    guard let spec = SpringTuneCLI.command(named: command)?.spec else { return "" }
    return "Usage: \(ArgumentParser.shortUsageLine(spec))\n"
      + "  See 'spring-tune \(command) --help' for more information.\n"
  }

  // MARK: - The same-file rule

  /// Repro: `sweep --traces DIR -o DIR/a.csv` overwrote the recording `DIR/a.csv` (exit 0).
  @Test func anOutputInsideAnInputDirectoryIsRefused() throws {
    let dir = try scratch()
    let traces = dir + "/DIR"
    try FileManager.default.createDirectory(atPath: traces, withIntermediateDirectories: false)
    try write(recording, traces + "/a.csv")
    let run = runCLI(["sweep", "--traces", traces, "-o", traces + "/a.csv"])
    #expect(run.code == 64)
    #expect(
      run.err
        == "Error: Invalid value '\(traces)/a.csv' for '--out': it is a file in the input "
        + "directory '\(traces)'; writing there would destroy it.\n" + usage("sweep"))
    #expect(read(traces + "/a.csv") == recording)
    // Through a link to the directory, and for --svg, too; a new file there is not an input.
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/alias", withDestinationPath: traces)
    let svg = runCLI(
      ["sweep", "--traces", dir + "/alias", "-o", dir + "/r.csv", "--svg", traces + "/a.csv"]
        + ["--progress-threshold", "0.2,0.5", "--velocity-threshold", "0,300", "-q"])
    #expect(svg.code == 64)
    #expect(svg.err.hasPrefix("Error: Invalid value '\(traces)/a.csv' for '--svg': it is a file"))
    #expect(read(traces + "/a.csv") == recording)
    let beside = runCLI(
      ["sweep", "--traces", traces, "-o", traces + "/new.txt", "--damping", "0.5,1", "-q"])
    #expect(beside.code == 0)
    #expect(try names(dir) == ["DIR", "alias"])
  }

  /// Repro: `plot --timeline t.json -o t.json` replaced the timeline with SVG.
  @Test func plotCannotOverwriteItsTimeline() throws {
    let dir = try scratch()
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Docs/examples/card-timeline.json").path
    let timeline = try String(contentsOfFile: example, encoding: .utf8)
    try write(timeline, dir + "/t.json")
    let run = runCLI(["plot", "--timeline", dir + "/t.json", "-o", dir + "/t.json"])
    #expect(run.code == 64)
    #expect(
      run.err
        == "Error: Invalid value '\(dir)/t.json' for '--out': it is the input file "
        + "'\(dir)/t.json'; writing there would destroy it.\n" + usage("plot"))
    #expect(read(dir + "/t.json") == timeline)
    // A hard link is the same file too.
    try #require(link(dir + "/t.json", dir + "/hard.svg") == 0)
    let hard = runCLI(["plot", "--timeline", dir + "/t.json", "-o", dir + "/hard.svg"])
    #expect(hard.code == 64)
    #expect(read(dir + "/t.json") == timeline)
  }

  /// Repro: `ln -s r.csv r-link.svg; sweep -o r.csv --svg r-link.svg` replaced the report with
  /// the SVG; two outputs that are one file (also before either exists) are refused.
  @Test func twoOutputsCannotBeOneFile() throws {
    let dir = try scratch()
    try write("previous\n", dir + "/r.csv")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/r-link.svg", withDestinationPath: "r.csv")
    let run = runCLI(["sweep", "-o", dir + "/r.csv", "--svg", dir + "/r-link.svg"] + small)
    #expect(run.code == 64)
    #expect(
      run.err
        == "Error: Options '--out' and '--svg' name the same file '\(dir)/r-link.svg'; one "
        + "would overwrite the other.\n" + usage("sweep"))
    #expect(read(dir + "/r.csv") == "previous\n")
    let fresh = runCLI(["sweep", "-o", dir + "/n.csv", "--svg", dir + "/./n.csv"] + small)
    #expect(fresh.code == 64)
    #expect(try names(dir) == ["r-link.svg", "r.csv"])
    // A device may take both.
    #expect(runCLI(["sweep", "-o", "/dev/null", "--svg", "/dev/null"] + small).code == 0)
  }

  // MARK: - Creatable before the work, replaced together

  /// Repro: `--svg /dev/full` exited 74 after the CSV report was replaced.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFailedSecondOutputLeavesTheFirstAlone() throws {
    let dir = try scratch()
    try write("previous\n", dir + "/r.csv")
    let run = runCLI(["sweep", "-o", dir + "/r.csv", "--svg", "/dev/full"] + small)
    #expect(run.code == 74)
    #expect(run.err == "Error: Cannot write '/dev/full': No space left on device.\n")
    #expect(read(dir + "/r.csv") == "previous\n")
    #expect(try names(dir) == ["r.csv"])
  }

  /// Repro: an output name of 230–255 bytes failed only after the whole computation. A 255-byte
  /// name now works; a longer one is refused at once (73), like a missing directory.
  @Test func outputNamesAreCheckedBeforeTheWork() throws {
    let dir = try scratch()
    let longest = String(repeating: "r", count: 251) + ".csv"
    #expect(runCLI(["sweep", "-o", dir + "/" + longest] + small).code == 0)
    #expect(try names(dir) == [longest])
    let tooLong = dir + "/" + String(repeating: "s", count: 256)
    let start = ContinuousClock.now
    // A population that would take minutes: the refusal must come first.
    let run = runCLI(["sweep", "-o", tooLong, "--swipes", "5000000", "-q"])
    #expect(ContinuousClock.now - start < .seconds(5))
    #expect(run.code == 73)
    #expect(
      run.err
        == "Error: Cannot write '\(tooLong)': the name is too long (at most 255 bytes a name, "
        + "4095 a path).\n")
    #expect(try names(dir) == [longest])
  }

  // MARK: - Modes, links, names

  /// Repro: re-running over a report reset its mode (0600 → 0644) and silently replaced a
  /// read-only (0444) report.
  @Test func modesAreKeptAndReadOnlyFilesRefused() throws {
    let dir = try scratch()
    let report = dir + "/r.csv"
    #expect(runCLI(["sweep", "-o", report] + small).code == 0)
    try #require(chmod(report, 0o600) == 0)
    #expect(runCLI(["sweep", "-o", report, "--seed", "2"] + small).code == 0)
    let mode = try FileManager.default.attributesOfItem(atPath: report)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    try #require(chmod(report, 0o444) == 0)
    let before = read(report)
    let run = runCLI(["sweep", "-o", report, "--seed", "3"] + small)
    #expect(run.code == 73)
    #expect(run.err == "Error: Cannot write '\(report)': it is read-only (mode 444).\n")
    #expect(read(report) == before)
  }

  /// Repro: a dangling-symlink output was replaced by a regular file instead of writing its
  /// target; `-o x.csv/` wrote `x.csv`; a non-UTF-8 name landed under another name.
  @Test func linksSlashesAndRawBytes() throws {
    let dir = try scratch()
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/link.csv", withDestinationPath: "target.csv")
    #expect(runCLI(["sweep", "-o", dir + "/link.csv"] + small).code == 0)
    #expect(read(dir + "/target.csv")?.hasPrefix("policy,") == true)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.csv") == "target.csv")

    let slash = runCLI(["sweep", "-o", dir + "/x.csv/"] + small)
    #expect(slash.code == 73)
    #expect(
      slash.err
        == "Error: Cannot write '\(dir)/x.csv/': a name ending in '/' names a directory.\n")

    // What SpringTuneMain passes for the argument bytes `r\xFF.svg`.
    let raw: [UInt8] = [0x72, 0xFF, 0x2E, 0x73, 0x76, 0x67]
    let path = dir + "/" + AtomicFile.argumentText(raw)
    #expect(runCLI(["plot", "--spring", "dampingRatio=0.5,response=0.3", "-o", path]).code == 0)
    #expect(FileManager.default.fileExists(atPath: dir + "/r\u{FFFD}.svg") == false)
    let bytes = AtomicFile.pathBytes(path).map { CChar(bitPattern: $0) } + [0]
    var info = stat()
    #expect(stat(bytes, &info) == 0 && info.st_size > 0)
    let read = runCLI(["plot", "--timeline", path])  // read back through the same bytes
    #expect(read.err.contains("r\\xFF.svg"))
    #expect(try names(dir).count == 3)
  }

  /// Repro: `--svg -` wrote a file named `-`. `-` is stdout for every output; two outputs
  /// cannot both be stdout.
  @Test func dashIsStandardOutput() throws {
    let dir = try scratch()
    let run = runCLI(["sweep", "-o", dir + "/r.csv", "--svg", "-"] + small)
    #expect(run.code == 0)
    #expect(run.out.hasPrefix("<svg"))
    #expect(try names(dir) == ["r.csv"])
    let both = runCLI(["sweep", "-o", "-", "--svg", "-"] + small)
    #expect(both.code == 64)
    #expect(
      both.err
        == "Error: Options '--out' and '--svg' both write to standard output ('-'); give one of "
        + "them a file.\n" + usage("sweep"))
  }

  // MARK: - Resources

  /// Repro: `--swipes 100000000` with five estimators needs tens of GB and a 10⁷-row grid would
  /// run for days; both started without a word. The estimate refuses them at once, without
  /// generating a swipe.
  @Test func sweepsThatCannotFitAreRefusedAtOnce() {
    let start = ContinuousClock.now
    let five = runCLI([
      "sweep", "--swipes", "100000000", "--estimator", "lsq2,ios,flutter,impulse,two-point",
      "--velocity-threshold", "0...1000:1", "-o", "/dev/null",
    ])
    #expect(five.code == 64)
    #expect(
      five.err.hasPrefix(
        "Error: The sweep needs about 58 GiB of memory (100000000 swipes × 5 estimators, "
          + "95095 grid rows), more than the "))
    #expect(five.err.contains("Use fewer '--swipes' (at most about"))
    let huge = runCLI([
      "sweep", "--swipes", "100000000", "--damping", "0.01...10:0.01",
      "--progress-threshold", "0.01...0.99:0.01", "--velocity-threshold", "0...1000:10",
      "-o", "/dev/null",
    ])
    #expect(huge.code == 64)
    #expect(huge.err.hasPrefix("Error: The sweep needs about "))
    #expect(huge.err.contains("(100000000 swipes × 1 estimator, 9999000 grid rows)"))
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  /// The refusal and the notice, against a given memory limit: what they say and when.
  @Test func estimateMessages() throws {
    let grid = try SweepJob.grid(
      SweepRequest(
        policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [1],
        responses: [0.5], progressThresholds: [0.5], velocityThresholds: [100],
        projectionRates: [0.998], population: .synthetic(count: 1, seed: 1)))
    let big = SweepEstimate(grid: grid, rows: 0..<1, swipes: 10_000_000)
    // 24 MB + 3500 B + 10⁷ · (80 + 95 + 8) B = 1.854 GB; 10⁷ · (2.2 + 0.36) µs + 152 ns · 10⁷
    // key units + 45 ns · 4·10⁷ + 50 µs for the row.
    #expect(abs(big.bytes - 1_854_003_500) < 1)
    #expect(abs(big.cpuSeconds - 28.92005) < 1e-9)
    let io = CommandIO(mode: .capture)
    #expect(
      throws: CLIError.usage(
        "The sweep needs about 1.7 GiB of memory (10000000 swipes × 1 estimator, 1 grid row), "
          + "more than the 1 GiB this process can use. Use fewer '--swipes' (at most about "
          + "5736274 with this grid), fewer '--estimator' values, or fewer grid values.")
    ) {
      try SweepCommand.checkResources(
        big, threads: 1, quiet: false, io: io, memoryLimit: 0x1p30)
    }
    try SweepCommand.checkResources(big, threads: 1, quiet: true, io: io, memoryLimit: 1e12)
    #expect(io.capturedErr.isEmpty)
    try SweepCommand.checkResources(big, threads: 1, quiet: false, io: io, memoryLimit: 1e12)
    #expect(
      io.capturedErr
        == "Estimate: about 29 s on 1 thread and 1.7 GiB of memory (10000000 swipes × 1 "
        + "estimator, 1 grid row).\n")
    let short = SweepEstimate(grid: grid, rows: 0..<1, swipes: 1000)
    let quietIO = CommandIO(mode: .capture)
    try SweepCommand.checkResources(short, threads: 1, quiet: false, io: quietIO)
    #expect(quietIO.capturedErr.isEmpty)
  }
}

/// The built `spring-tune` next to the test bundle, for the tests that need a process of their
/// own (signals, concurrent runs, a redirected stdout); nil when it is not there.
enum SpringTuneBinary {
  static let url: URL? = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../.build/debug"),
    ]
    return candidates.map { $0.appendingPathComponent("spring-tune") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// How a process ended.
  enum Ending: Equatable {
    case exit(Int32)
    case signal(Int32)
  }

  /// Runs the tool to completion.
  @discardableResult
  static func run(_ arguments: [String], stdout: Int32? = nil, runner: [String] = [])
    throws -> Ending
  {
    wait(try start(arguments, stdout: stdout, runner: runner))
  }

  /// Starts the tool as a shell would: signals unblocked and at their default action (a test
  /// runner's threads may block them, and `Process` passes its mask on); stdout to `stdout` or
  /// `/dev/null`, stderr to `/dev/null`.
  static func start(
    _ arguments: [String], stdout: Int32? = nil, runner: [String] = []
  ) throws -> pid_t {
    struct SpawnFailed: Error { var code: Int32 }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let stdout {
      posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    guard let tool = url?.path else { throw SpawnFailed(code: ENOENT) }
    let command = runner + [tool] + arguments
    let path = command[0]
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid = pid_t()
    let code = posix_spawn(&pid, path, &actions, &attributes, &argv, environ)
    guard code == 0 else { throw SpawnFailed(code: code) }
    return pid
  }

  /// Waits for `pid` to end.
  static func wait(_ pid: pid_t) -> Ending {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
    return status & 0x7F == 0 ? .exit((status >> 8) & 0xFF) : .signal(status & 0x7F)
  }
}

/// Behaviour that needs the real process: signal handlers, two runs at once, the shell's `>`.
@Suite("output files, in a process of their own", .enabled(if: SpringTuneBinary.url != nil))
struct OutputFilesProcessTests {
  let helpers = OutputFilesTests()

  /// Repro: SIGINT, SIGTERM or SIGHUP while a sweep was running left `.NAME.tmp-PID-RAND` files
  /// as large as the report. The temporary files exist from before the work (every output is
  /// checked by creating it); the signal removes them and still ends the process.
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalRemovesTheTemporaryFiles(signal: Int32) throws {
    let dir = try helpers.scratch()
    let pid = try SpringTuneBinary.start([
      "sweep", "--swipes", "5000000", "--threads", "1", "-q", "-o", dir + "/r.csv", "--svg",
      dir + "/r.svg",
    ])
    let deadline = ContinuousClock.now + .seconds(60)
    while try helpers.names(dir).count < 2 && ContinuousClock.now < deadline {
      usleep(10_000)
    }
    let during = try helpers.names(dir)
    #expect(during.count == 2 && during.allSatisfy { $0.contains(".tmp-") })
    usleep(100_000)
    kill(pid, signal)
    #expect(SpringTuneBinary.wait(pid) == .signal(signal))
    #expect(try helpers.names(dir) == [])
  }

  /// Repro: two sweeps writing the same `--out` and `--svg` at once left a mismatched CSV/SVG
  /// pair in 2 of 12 trials. The renames happen under a lock of the directory, so the pair
  /// always comes from one run.
  @Test func concurrentRunsLeaveAMatchingPair() throws {
    let small = [
      "--swipes", "400", "--progress-threshold", "0.2,0.5", "--velocity-threshold", "0,300", "-q",
    ]
    var references: [[String?]] = []
    for seed in ["1", "2"] {
      let dir = try helpers.scratch()
      try SpringTuneBinary.run(
        ["sweep", "--seed", seed, "-o", dir + "/r.csv", "--svg", dir + "/r.svg"] + small)
      references.append([helpers.read(dir + "/r.csv"), helpers.read(dir + "/r.svg")])
    }
    try #require(references[0] != references[1] && references[0][0] != nil)
    let dir = try helpers.scratch()
    for _ in 0..<6 {
      let runs = try ["1", "2"].map { seed in
        try SpringTuneBinary.start(
          ["sweep", "--seed", seed, "-o", dir + "/r.csv", "--svg", dir + "/r.svg"] + small)
      }
      let endings = runs.map { SpringTuneBinary.wait($0) }
      #expect(endings == [.exit(0), .exit(0)])
      let pair = [helpers.read(dir + "/r.csv"), helpers.read(dir + "/r.svg")]
      // Which run each file came from (1-based seed, 0 for neither), for a short message.
      let csv = (references.firstIndex { $0[0] == pair[0] } ?? -1) + 1
      let svg = (references.firstIndex { $0[1] == pair[1] } ?? -1) + 1
      #expect(csv != 0 && csv == svg, "the CSV is from run \(csv), the SVG from run \(svg)")
      #expect(try helpers.names(dir) == ["r.csv", "r.svg"])
    }
  }

  /// Standard output is an output too: `plot --timeline t.json >> t.json` (or `1<> t.json`) is
  /// refused like `-o t.json`, and the timeline survives.
  @Test func standardOutputCannotBeAnInput() throws {
    let dir = try helpers.scratch()
    let path = dir + "/t.json"
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Docs/examples/card-timeline.json").path
    let timeline = try String(contentsOfFile: example, encoding: .utf8)
    try helpers.write(timeline, path)
    let fd = open(path, O_WRONLY | O_APPEND)
    try #require(fd >= 0)
    defer { close(fd) }
    #expect(try SpringTuneBinary.run(["plot", "--timeline", path], stdout: fd) == .exit(64))
    #expect(try SpringTuneBinary.run(["timeline", path, "--at", "0"], stdout: fd) == .exit(64))
    #expect(helpers.read(path) == timeline)
    let trace = dir + "/trace.csv"
    try helpers.write(helpers.recording, trace)
    let traceFD = open(trace, O_WRONLY | O_APPEND)
    try #require(traceFD >= 0)
    defer { close(traceFD) }
    #expect(try SpringTuneBinary.run(["velocity", trace], stdout: traceFD) == .exit(64))
    #expect(helpers.read(trace) == helpers.recording)
    // Elsewhere, the same commands run.
    #expect(try SpringTuneBinary.run(["velocity", trace]) == .exit(0))
    // Stdout and another output: `sweep -o - --svg f.svg >> f.svg`.
    try helpers.write("keep\n", dir + "/f.svg")
    let svgFD = open(dir + "/f.svg", O_WRONLY | O_APPEND)
    try #require(svgFD >= 0)
    defer { close(svgFD) }
    let sweep = ["sweep", "-o", "-", "--svg", dir + "/f.svg"] + helpers.small
    #expect(try SpringTuneBinary.run(sweep, stdout: svgFD) == .exit(64))
    #expect(helpers.read(dir + "/f.svg") == "keep\n")
  }

  /// Repro: a file in a sticky directory (`/tmp`) that belongs to another user could not be
  /// replaced, and the run found out only after the whole computation (the rename fails). It is
  /// refused before the work (73). Run as `nobody` over root's file, so only as root.
  @Test(
    .enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"))
  )
  func anotherUsersFileInAStickyDirectoryIsRefusedFirst() throws {
    let dir = try helpers.scratch()
    try #require(chmod(dir, 0o1777) == 0)
    try helpers.write("root's report\n", dir + "/r.csv")
    try #require(chmod(dir + "/r.csv", 0o666) == 0)
    let start = ContinuousClock.now
    let ending = try SpringTuneBinary.run(
      ["sweep", "--swipes", "5000000", "-q", "-o", dir + "/r.csv"],
      runner: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
    #expect(ending == .exit(73))
    #expect(ContinuousClock.now - start < .seconds(10))
    #expect(helpers.read(dir + "/r.csv") == "root's report\n")
    #expect(try helpers.names(dir) == ["r.csv"])
  }
}
