import Foundation
import TestSupport
import Testing

@testable import spring_tune

/// The GNU parallel executable on PATH, if any.
private let parallelPath: String? = {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  let found = path.split(separator: ":").map { "\($0)/parallel" }.first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  if found == nil {
    FileHandle.standardError.write(
      Data(
        ("\n*** SKIPPED: GNU parallel is not installed, so the 7-shard GNU parallel test of "
          + "'sweep --shard auto/7' did not run. Install it (apt-get install -y parallel; "
          + ".ci/run does) to run it. ***\n\n").utf8))
  }
  return found
}()

/// The spring-tune executable built beside the test bundle, if any.
private let toolPath: String? = {
  let bundle = Bundle.main.bundleURL
  let found = [bundle, bundle.deletingLastPathComponent()].map {
    $0.appendingPathComponent("spring-tune").path
  }
  .first { FileManager.default.isExecutableFile(atPath: $0) }
  if found == nil {
    FileHandle.standardError.write(
      Data(
        ("\n*** SKIPPED: the spring-tune executable was not found beside the test bundle, so "
          + "the 7-shard GNU parallel test did not run. ***\n\n").utf8))
  }
  return found
}()

@Suite("spring-tune merge and sharded sweeps")
struct MergeCommandTests {
  /// 2 damping ratios × (2 × 2 thresholds of seed-progress-velocity + 2 of half-width) = 12 rows.
  let sweep = [
    "--damping", "0.6,1", "--policy", "seed-progress-velocity,half-width", "--swipes", "60",
    "--progress-threshold", "0.2,0.5", "--velocity-threshold", "0,300", "-q",
  ]

  func scratch() throws -> String { try scratchDirectory("merge-cli") }

  func read(_ path: String) -> String? { readText(path) }

  /// The report of the whole sweep on one machine.
  /// The single-machine report with its `plateau` column emptied: a merge of grid shards has
  /// no plateau (the paired test needs every row's swipes), otherwise the same bytes.
  func whole(_ dir: String) -> String? {
    let run = runCLI(["sweep", "-o", dir + "/whole.csv"] + sweep)
    #expect(run.code == 0, "\(run.err)")
    return read(dir + "/whole.csv").map(SweepCommandTests.withoutPlateau)
  }

  @Test(
    "7 shards through GNU parallel, merged with a glob, equal the single-machine sweep",
    .enabled(if: parallelPath != nil && toolPath != nil, "GNU parallel or the binary is missing"))
  func gnuParallelShardsMergeToTheSameBytes() throws {
    let dir = try scratch()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: parallelPath ?? "")
    // -N0: run the command once per argument without inserting it; PARALLEL_SEQ numbers the
    // jobs 1…7. `{shard}` is not a GNU parallel replacement string, so it reaches the tool.
    process.arguments =
      [
        "--will-cite", "-N0", "-j", "7", "--halt", "now,fail=1", toolPath ?? "", "sweep", "--shard",
        "auto/7", "-o", dir + "/sweep-{shard}.csv",
      ]
      + sweep + [":::", "1", "2", "3", "4", "5", "6", "7"]
    var environment = ProcessInfo.processInfo.environment
    for name in ["SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX"] {
      environment[name] = nil
    }
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    #expect(names == (1...7).map { "sweep-\($0).csv" })
    let merged = runCLI(["merge", dir + "/sweep-*.csv", "-o", dir + "/merged.csv"])
    #expect(merged.code == 0, "\(merged.err)")
    #expect(merged.err.hasPrefix("Merged 7 shard files (7 shards, 12 rows, sweep_id "))
    #expect(read(dir + "/merged.csv") == whole(dir))
  }

  /// The variables each scheduler sets for task `k` (1-based) of 7, with the `--shard` value
  /// its recipe in Docs/ScaleOut.md uses.
  static let schedulers:
    [(name: String, shard: String, environment: @Sendable (Int) -> [String: String])] = [
      (
        "Slurm --array=1-7", "auto",
        { k in
          [
            "SLURM_ARRAY_JOB_ID": "4242", "SLURM_ARRAY_TASK_ID": "\(k)",
            "SLURM_ARRAY_TASK_COUNT": "7", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_MAX": "7",
            "SLURM_ARRAY_TASK_STEP": "1", "SLURM_JOB_ID": "\(4242 + k)",
          ]
        }
      ),
      (
        "Slurm --array=0-6", "auto",
        { k in
          [
            "SLURM_ARRAY_TASK_ID": "\(k - 1)", "SLURM_ARRAY_TASK_COUNT": "7",
            "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "6", "SLURM_ARRAY_TASK_STEP": "1",
          ]
        }
      ),
      ("Kubernetes Indexed Job", "auto/7", { k in ["JOB_COMPLETION_INDEX": "\(k - 1)"] }),
      (
        "AWS Batch array job", "auto",
        { k in ["AWS_BATCH_JOB_ARRAY_INDEX": "\(k - 1)", "AWS_BATCH_JOB_ARRAY_SIZE": "7"] }
      ),
      ("GNU parallel", "auto/7", { k in ["PARALLEL_SEQ": "\(k)"] }),
    ]

  @Test(arguments: 0..<5)
  func schedulerEnvironmentsShardTheSweep(_ i: Int) throws {
    let (name, shard, environment) = Self.schedulers[i]
    let dir = try scratch()
    try FileManager.default.createDirectory(
      atPath: dir + "/shards", withIntermediateDirectories: true)
    // Tasks finish in any order.
    for k in [4, 1, 7, 2, 6, 3, 5] {
      let run = runCLI(
        ["sweep", "--shard", shard, "-o", dir + "/shards/sweep-{shard}.csv"] + sweep,
        environment: environment(k))
      #expect(run.code == 0, "\(name) task \(k): \(run.err)")
    }
    // A directory, merged into itself twice: the second run leaves out its own output.
    for _ in 0..<2 {
      let merged = runCLI(["merge", dir + "/shards", "-o", dir + "/shards/sweep.csv", "-q"])
      #expect(merged.code == 0, "\(name): \(merged.err)")
      #expect(read(dir + "/shards/sweep.csv") == whole(dir), "\(name)")
    }
    // The plateau pass, the same array against the merged report, then the second merge: the
    // single machine's report with its plateau.
    try FileManager.default.createDirectory(
      atPath: dir + "/plateau", withIntermediateDirectories: true)
    for k in [3, 7, 1, 5, 2, 6, 4] {
      let run = runCLI(
        [
          "sweep", "--shard", shard, "--plateau-of", dir + "/shards/sweep.csv", "-o",
          dir + "/plateau/plateau-{shard}.csv",
        ] + sweep, environment: environment(k))
      #expect(run.code == 0, "\(name) plateau task \(k): \(run.err)")
    }
    let final = runCLI(
      ["merge", dir + "/shards/sweep.csv", dir + "/plateau", "-o", dir + "/sweep.csv"])
    #expect(final.code == 0, "\(name): \(final.err)")
    #expect(final.err.contains("plateau"), "\(final.err)")
    let single = runCLI(["sweep", "-o", dir + "/single.csv"] + sweep)
    #expect(single.code == 0)
    #expect(read(dir + "/sweep.csv") == read(dir + "/single.csv"), "\(name)")
  }

  @Test func missingOrInconsistentEnvironmentIsAUsageError() throws {
    let dir = try scratch()
    let none = runCLI(["sweep", "--shard", "auto", "-o", dir + "/s.csv"] + sweep)
    #expect(none.code == 64)
    #expect(
      none.err.hasPrefix(
        "Error: Invalid value 'auto' for '--shard': no job scheduler's shard index is set "
          + "(expected one of SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, "
          + "AWS_BATCH_JOB_ARRAY_INDEX, PARALLEL_SEQ).\nUsage: "))
    let k8s = runCLI(
      ["sweep", "--shard", "auto", "-o", dir + "/s.csv"] + sweep,
      environment: ["JOB_COMPLETION_INDEX": "3"])
    #expect(k8s.code == 64)
    #expect(k8s.err.contains("give it as --shard auto/N with N the Job's completions."))
    let template = runCLI(["sweep", "-o", dir + "/s-{shard}.csv"] + sweep)
    #expect(template.code == 64)
    #expect(
      template.err.hasPrefix(
        "Error: Invalid value '\(dir)/s-{shard}.csv' for '--out': '{shard}' names a shard, but "
          + "no --shard is given."))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test func mergeNamesWhatIsMissingOrWrong() throws {
    let dir = try scratch()
    for k in [1, 2, 3] {
      let run = runCLI(["sweep", "--shard", "\(k)/4", "-o", dir + "/s-{shard}.csv"] + sweep)
      #expect(run.code == 0, "\(run.err)")
    }
    let missing = runCLI(["merge", dir + "/s-*.csv", "-o", dir + "/m.csv"])
    #expect(missing.code == 65)
    #expect(
      missing.err
        == "Error: 1 of 4 shards is missing: 4/4 (grid rows 9–11); is a shard file left out?\n")
    #expect(read(dir + "/m.csv") == nil)
    let twice = runCLI(["merge", dir + "/s-*.csv", dir + "/s-2.csv", "-o", "-"])
    #expect(twice.code == 65)
    #expect(
      twice.err
        == "Error: \(dir)/s-2.csv:2: shard 2/4 is also given as \(dir)/s-2.csv:2; give each "
        + "shard once\n")
    let none = runCLI(["merge", dir + "/t-*.csv", "-o", "-"])
    #expect(none.code == 74)
    #expect(none.err == "Error: Cannot read '\(dir)/t-*.csv': no file matches the pattern.\n")
    // A damaged shard leaves no output and no temporary file behind.
    #expect(runCLI(["sweep", "--shard", "4/4", "-o", dir + "/s-4.csv"] + sweep).code == 0)
    let text = read(dir + "/s-3.csv") ?? ""
    try text.replacingOccurrences(of: ",0.6,", with: ",0.7,").write(
      toFile: dir + "/s-3.csv", atomically: true, encoding: .utf8)
    let edited = runCLI(["merge", dir, "-o", dir + "/m.csv"])
    #expect(edited.code == 65)
    #expect(edited.err.hasPrefix("Error: \(dir)/s-3.csv:"))
    #expect(edited.err.contains(": row_check ") && edited.err.contains("edited or damaged"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        == ["s-1.csv", "s-2.csv", "s-3.csv", "s-4.csv"])
  }

  /// Regression (issue 11): `report` accepted two sweeps concatenated; it must exit 65 naming
  /// the line where the second sweep starts.
  @Test func reportRefusesTwoSweepsConcatenated() throws {
    let dir = try scratch()
    let a = runCLI(["sweep", "-o", "-"] + sweep)
    let b = runCLI(["sweep", "-o", "-", "--seed", "2"] + sweep)
    #expect(a.code == 0 && b.code == 0)
    let secondBody = b.out.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
    try (a.out + secondBody).write(toFile: dir + "/ab.csv", atomically: true, encoding: .utf8)
    let mixed = runCLI(["report", dir + "/ab.csv", "-o", dir + "/r.html"])
    #expect(mixed.code == 65)
    #expect(mixed.err.hasPrefix("Error: \(dir)/ab.csv:14: column 'seed' value '2': differs from "))
    // Same settings, another grid: only the sweep id tells them apart.
    let c = runCLI(["sweep", "-o", "-", "--response", "0.4"] + sweep)
    let thirdBody = c.out.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n"
    try (a.out + thirdBody).write(toFile: dir + "/ac.csv", atomically: true, encoding: .utf8)
    let grids = runCLI(["report", dir + "/ac.csv", "-o", dir + "/r.html"])
    #expect(grids.code == 65)
    #expect(grids.err.hasPrefix("Error: \(dir)/ac.csv:14: column 'sweep_id' value '"))
    #expect(grids.err.contains("(rows of different sweeps)"))
    try (a.out + a.out).write(toFile: dir + "/aa.csv", atomically: true, encoding: .utf8)
    let twice = runCLI(["report", dir + "/aa.csv", "-o", dir + "/r.html"])
    #expect(twice.code == 65)
    #expect(
      twice.err == "Error: \(dir)/aa.csv:14: a second header row (two reports concatenated?)\n")
    #expect(read(dir + "/r.html") == nil)
  }
}
