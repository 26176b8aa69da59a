import Foundation
import SweepFiles
import TestSupport
import Testing

@testable import spring_tune

/// The spring-tune executable built beside the test bundle, if any (the jobs run it).
private let builtTool: String? = {
  let bundle = Bundle.main.bundleURL
  return [bundle, bundle.deletingLastPathComponent()].map {
    $0.appendingPathComponent("spring-tune").path
  }
  .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// `scale-out slurm`: the scripts it writes, what it refuses, and its pipeline run through a
/// stand-in `sbatch` that runs each job at once (every array index in turn), so the whole
/// pipeline — and its rerun after a lost shard — is checked without a cluster.
/// `scripts/slurm-local.sh` runs the same on a real one-node Slurm cluster.
@Suite("spring-tune scale-out slurm")
struct ScaleOutCommandTests {
  let flags = ["--damping", "0.6,1", "--progress-threshold", "0.2,0.5", "--swipes", "200"]

  /// A stand-in `sbatch`: `--array=LIST` runs the script once per index with
  /// `SLURM_ARRAY_TASK_ID` set (and `SLURM_JOB_NAME` from its `#SBATCH --job-name`), other
  /// options are ignored; prints a job id as `--parsable` does and fails when a job fails.
  static let fakeSbatch = """
    #!/bin/sh
    array=''
    script=''
    for a in "$@"; do
      case "$a" in
        --array=*) array=${a#--array=} ;;
        -*) ;;
        *) script=$a ;;
      esac
    done
    name=$(sed -n 's/^#SBATCH --job-name=//p' "$script")
    count=$(cat "$(dirname "$0")/jobs" 2>/dev/null || echo 0)
    count=$((count + 1))
    echo "$count" > "$(dirname "$0")/jobs"
    echo "$* -> $count" >> "$(dirname "$0")/log"
    if [ -n "$array" ]; then
      for k in $(echo "$array" | tr ',' ' '); do
        SLURM_ARRAY_TASK_ID=$k SLURM_JOB_NAME=$name sh "$script" || exit 1
      done
    else
      SLURM_JOB_NAME=$name sh "$script" || exit 1
    fi
    echo "$count"

    """

  @Test(
    "the pipeline through a stand-in sbatch is one machine's report, and a rerun submits only a lost shard",
    .enabled(if: builtTool != nil, "the spring-tune executable is not beside the test bundle"))
  func pipelineGivesOneMachinesBytes() throws {
    let tool = try #require(builtTool)
    let dir = try scratchDirectory("scale-out")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let bin = dir + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    try Self.fakeSbatch.write(toFile: bin + "/sbatch", atomically: true, encoding: .utf8)
    chmod(bin + "/sbatch", 0o755)
    let one = runCLI(["sweep", "-q", "--threads", "1", "-o", dir + "/one.csv"] + flags)
    #expect(one.code == 0, "\(one.err)")
    let made = runCLI(
      ["scale-out", "slurm", "--tasks", "3", "--dir", dir + "/p", "--tool", tool, "-q"] + flags)
    #expect(made.code == 0, "\(made.err)")
    let environment = ["PATH": bin + ":/usr/bin:/bin"]
    let first = try runProcess("/bin/sh", [dir + "/p/pipeline.sh"], environment: environment)
    #expect(first.status == 0, "\(first.output)")
    #expect(first.output.contains("sweep shards 1,2,3: job 1"), "\(first.output)")
    #expect(readText(dir + "/p/sweep.csv") == readText(dir + "/one.csv"))
    // A lost shard and an unfinished pipeline: the rerun recomputes shard 2 and what follows.
    try FileManager.default.removeItem(atPath: dir + "/p/shards/sweep-2.csv")
    try FileManager.default.removeItem(atPath: dir + "/p/sweep.csv")
    let second = try runProcess("/bin/sh", [dir + "/p/pipeline.sh"], environment: environment)
    #expect(second.status == 0, "\(second.output)")
    #expect(second.output.contains("sweep shards 2: job"), "\(second.output)")
    #expect(!second.output.contains("plateau shards"), "plateau files are kept: \(second.output)")
    #expect(readText(dir + "/p/sweep.csv") == readText(dir + "/one.csv"))
    // A damaged shard fails its check and is recomputed too.
    let shard1 = dir + "/p/shards/sweep-1.csv"
    let text = try #require(readText(shard1))
    try String(text.dropLast(40)).write(toFile: shard1, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: dir + "/p/sweep.csv")
    let third = try runProcess("/bin/sh", [dir + "/p/pipeline.sh"], environment: environment)
    #expect(third.output.contains("sweep shards 1: job"), "\(third.output)")
    #expect(readText(dir + "/p/sweep.csv") == readText(dir + "/one.csv"))
    // Done: nothing more is submitted.
    let done = try runProcess("/bin/sh", [dir + "/p/pipeline.sh"], environment: environment)
    #expect(done.output.contains("done:"), "\(done.output)")
  }

  @Test func theScriptsAskForTheEstimateAndQuoteEveryWord() throws {
    let dir = try scratchDirectory("scale-out-scripts")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = runCLI([
      "scale-out", "slurm", "--tasks", "4", "--dir", dir + "/p", "--threads", "2",
      "--tool", "/opt/it's/spring-tune", "--sbatch-arg=--partition=long", "--swipes", "500",
      "--damping", "0.6...1.0:0.1",
    ])
    #expect(run.code == 0, "\(run.err)")
    #expect(run.err.contains("Wrote 5 files"), "\(run.err)")
    let sweep = try #require(readText(dir + "/p/sweep.sbatch"))
    for line in [
      "#SBATCH --cpus-per-task=2", "#SBATCH --partition=long",
      "#SBATCH --job-name=spring-tune-sweep",
      "exec '/opt/it'\\''s/spring-tune' sweep '--damping=0.6...1.0:0.1' '--swipes=500' --shard \"$SLURM_ARRAY_TASK_ID/4\" --threads 2 -q -o '\(dir)/p/shards/sweep-{shard}.csv'",
    ] {
      #expect(sweep.contains(line), "\(line)\n\(sweep)")
    }
    #expect(sweep.contains("#SBATCH --mem=") && sweep.contains("#SBATCH --time=0-00:"))
    let plateau = try #require(readText(dir + "/p/plateau.sbatch"))
    #expect(plateau.contains("--plateau-of '\(dir)/p/rows.csv'"))
    let pipeline = try #require(readText(dir + "/p/pipeline.sh"))
    #expect(pipeline.contains("--dependency=afterok:$after") && pipeline.contains("%01d.csv"))
    #expect(FileManager.default.isExecutableFile(atPath: dir + "/p/pipeline.sh"))
  }

  @Test func badRequestsAreRefusedBeforeAnyFile() throws {
    let dir = try scratchDirectory("scale-out-bad")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (args, message) in [
      (["pbs", "--tasks", "2", "--dir", dir + "/a"], "expected 'slurm'"),
      (["slurm", "--tasks", "2"], "Missing '--dir DIR'"),
      (["slurm", "--dir", dir + "/a"], "Missing '--tasks N'"),
      (
        [
          "slurm", "--tasks", "9", "--dir", dir + "/a", "--damping", "0.8", "--policy",
          "half-width", "--progress-threshold", "0.5",
        ],
        "at most one task per grid row"
      ),
      (
        ["slurm", "--tasks", "2", "--dir", dir + "/a", "--max-task-memory", "0.01"],
        "more than the"
      ),
      (["slurm", "--tasks", "2", "--dir", dir + "/a", "--out", "x.csv"], "Unknown option '--out'"),
      (["slurm", "--tasks", "2", "--dir", dir + "/a", "--damping", "-1"], "--damping"),
    ] {
      let run = runCLI(["scale-out"] + args)
      #expect(run.code == 64, "\(args): \(run.err)")
      #expect(run.err.contains(message), "\(args): \(run.err)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir + "/a"))
  }

  @Test func slurmTimeAndQuoting() {
    #expect(SlurmPipeline.time(1) == "0-00:01:00")
    #expect(SlurmPipeline.time(3725.2) == "0-01:02:06")
    #expect(SlurmPipeline.time(90_061) == "1-01:01:01")
    #expect(SlurmPipeline.quoted("a b") == "'a b'")
    #expect(SlurmPipeline.quoted("it's") == "'it'\\''s'")
  }

  @Test func mergeCheckVerifiesOneShardAlone() throws {
    let dir = try scratchDirectory("merge-check")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for k in 1...2 {
      let run = runCLI(
        ["sweep", "-q", "--shard", "\(k)/2", "-o", dir + "/sweep-{shard}.csv"] + flags)
      #expect(run.code == 0, "\(run.err)")
    }
    let good = runCLI(["merge", "--check", dir + "/sweep-2.csv"])
    #expect(good.code == 0 && good.err.contains("every row_check right"), "\(good.err)")
    let text = try #require(readText(dir + "/sweep-1.csv"))
    try String(text.dropLast(30)).write(
      toFile: dir + "/cut.csv", atomically: true, encoding: .utf8)
    let cut = runCLI(["merge", "--check", dir + "/cut.csv"])
    #expect(cut.code == 65, "\(cut.err)")
    let withOut = runCLI(["merge", "--check", dir + "/sweep-1.csv", "-o", dir + "/x.csv"])
    #expect(withOut.code == 64)
  }
}
