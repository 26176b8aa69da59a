import Foundation

/// The job scripts that run a sharded sweep on Slurm, and the script that submits them
/// (`spring-tune scale-out slurm`, `Docs/ScaleOut.md`).
///
/// Four jobs, each after the one before has succeeded (`--dependency=afterok`, and
/// `--kill-on-invalid-dep=yes` so that a failure cancels what waits on it):
///
/// 1. `sweep.sbatch`, a job array: task K writes grid shard K of N to
///    `shards/sweep-{shard}.csv` (`sweep --shard K/N`, K = `SLURM_ARRAY_TASK_ID`);
/// 2. `rows.sbatch`: `merge` of the shards into `rows.csv`;
/// 3. `plateau.sbatch`, a job array: the plateau pass of shard K against `rows.csv`, into
///    `plateau/plateau-{shard}.csv`;
/// 4. `final.sbatch`: `merge` of `rows.csv` and the plateau files into `sweep.csv`, the report
///    one machine writes, byte for byte.
///
/// `pipeline.sh` submits only what is missing: a shard file is kept when it passes
/// `merge --check` (its rows and every `row_check`), a plateau file when it exists (every
/// output is written whole or not at all), `rows.csv` when no shard was resubmitted. Every task
/// writes its file atomically and computes the same bytes each time, so a task that fails, is
/// cancelled, preempted or requeued leaves no partial file and can simply run again.
public struct SlurmPipeline: Sendable {
  /// The `spring-tune` the jobs run (an absolute path, or a name on the nodes' `PATH`).
  public var tool: String
  /// The directory the sweep's relative paths (`--traces`, `--population`, …) are relative to:
  /// where `scale-out` ran. Every job starts there.
  public var workingDirectory: String
  /// The pipeline's directory (absolute): the scripts, `shards/`, `plateau/`, `logs/` and the
  /// reports.
  public var directory: String
  /// N, the number of shards and of tasks in each array.
  public var tasks: Int
  /// CPUs per task (`--cpus-per-task`, and the sweep's `--threads`).
  public var threads: Int
  /// The sweep's own flags, each one word (`--damping=0.6...1.0:0.1`).
  public var sweepArguments: [String]
  /// Memory per sweep or plateau task, MiB (`--mem`).
  public var memoryMiB: Int
  /// Time limit per sweep or plateau task, seconds (`--time`).
  public var timeSeconds: Double
  /// Extra `#SBATCH` arguments for every job (`--partition=long`, `--account=x`).
  public var sbatchArguments: [String]
  /// The estimate in words, quoted in the scripts.
  public var estimate: String

  /// Creates the pipeline's description.
  public init(
    tool: String, workingDirectory: String, directory: String, tasks: Int, threads: Int,
    sweepArguments: [String], memoryMiB: Int, timeSeconds: Double, sbatchArguments: [String],
    estimate: String
  ) {
    self.tool = tool
    self.workingDirectory = workingDirectory
    self.directory = directory
    self.tasks = tasks
    self.threads = threads
    self.sweepArguments = sweepArguments
    self.memoryMiB = memoryMiB
    self.timeSeconds = timeSeconds
    self.sbatchArguments = sbatchArguments
    self.estimate = estimate
  }

  /// `text` quoted for a POSIX shell: `'…'`, with each `'` written `'\''`.
  public static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Slurm's `--time` form, `D-HH:MM:SS`, rounded up to the second (at least one minute).
  public static func time(_ seconds: Double) -> String {
    let total = Swift.max(60, Int(seconds.rounded(.up)))
    let (d, h, m, s) = (total / 86_400, total / 3600 % 24, total / 60 % 60, total % 60)
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return "\(d)-\(two(h)):\(two(m)):\(two(s))"
  }

  /// The digits of a shard number in the file names (those of N, as `sweep`'s `{shard}`).
  var width: Int { String(tasks).count }

  /// The files to write in ``directory``, by name.
  public var files: [(name: String, text: String)] {
    [
      ("sweep.sbatch", sweepJob(plateau: false)), ("rows.sbatch", rowsJob),
      ("plateau.sbatch", sweepJob(plateau: true)), ("final.sbatch", finalJob),
      ("pipeline.sh", submitter),
    ]
  }

  /// The `#SBATCH` header of a job.
  func header(name: String, array: Bool, memoryMiB: Int, time: String, cpus: Int) -> String {
    var lines = [
      "#!/bin/sh", "#SBATCH --job-name=\(name)", "#SBATCH --cpus-per-task=\(cpus)",
      "#SBATCH --mem=\(memoryMiB)M", "#SBATCH --time=\(time)",
      "#SBATCH --output=\(directory)/logs/\(name)" + (array ? "-%a.out" : ".out"),
    ]
    lines += sbatchArguments.map { "#SBATCH \($0)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The shard array (`plateau` false) or the plateau array.
  func sweepJob(plateau: Bool) -> String {
    let name = plateau ? "spring-tune-plateau" : "spring-tune-sweep"
    var text = header(
      name: name, array: true, memoryMiB: memoryMiB, time: Self.time(timeSeconds), cpus: threads)
    text += """
      # spring-tune scale-out slurm: \(plateau ? "the plateau pass of shard" : "shard") K of \(tasks), K = the array index.
      # Estimate per task: \(estimate); asked with headroom (memory x1.5 + 256 MiB,
      # time x3 + 5 min). Requeue-safe: the file is written whole at the end, the same bytes
      # each time.
      set -eu
      cd \(Self.quoted(workingDirectory))

      """
    var words = [Self.quoted(tool), "sweep"] + sweepArguments.map(Self.quoted)
    words += ["--shard", "\"$SLURM_ARRAY_TASK_ID/\(tasks)\"", "--threads", String(threads), "-q"]
    if plateau { words += ["--plateau-of", Self.quoted(directory + "/rows.csv")] }
    let out = directory + (plateau ? "/plateau/plateau-{shard}.csv" : "/shards/sweep-{shard}.csv")
    words += ["-o", Self.quoted(out)]
    return text + "exec " + words.joined(separator: " ") + "\n"
  }

  /// The merge of the shards into `rows.csv`.
  var rowsJob: String {
    header(name: "spring-tune-rows", array: false, memoryMiB: 1024, time: "0-01:00:00", cpus: 1)
      + "set -eu\nexec \(Self.quoted(tool)) merge \(Self.quoted(directory + "/shards")) -o "
      + "\(Self.quoted(directory + "/rows.csv")) -q\n"
  }

  /// The final merge into `sweep.csv`.
  var finalJob: String {
    header(name: "spring-tune-final", array: false, memoryMiB: 1024, time: "0-01:00:00", cpus: 1)
      + "set -eu\nexec \(Self.quoted(tool)) merge \(Self.quoted(directory + "/rows.csv")) "
      + "\(Self.quoted(directory + "/plateau")) -o \(Self.quoted(directory + "/sweep.csv")) -q\n"
  }

  /// `pipeline.sh`: submits what is missing, chained, and prints the job ids.
  var submitter: String {
    """
    #!/bin/sh
    # spring-tune scale-out slurm: submits the sweep's pipeline (shards -> rows.csv -> plateau
    # -> sweep.csv), each job after the one before has succeeded, and returns at once. Run it
    # again after a failure: it submits only what is missing.
    set -eu
    dir=\(Self.quoted(directory))
    tool=\(Self.quoted(tool))
    tasks=\(tasks)
    mkdir -p "$dir/shards" "$dir/plateau" "$dir/logs"
    if [ -f "$dir/sweep.csv" ]; then
      echo "done: $dir/sweep.csv exists"
      exit 0
    fi
    # The shards whose file is missing or fails its check (removed), as an array list.
    missing() {
      list=''
      k=1
      while [ "$k" -le "$tasks" ]; do
        f=$(printf "%s/%s-%0\(width)d.csv" "$dir/$1" "$2" "$k")
        if [ "$2" = sweep ]; then
          "$tool" merge --check -q "$f" >/dev/null 2>&1 || { rm -f "$f"; list="$list${list:+,}$k"; }
        else
          [ -s "$f" ] || list="$list${list:+,}$k"
        fi
        k=$((k + 1))
      done
      echo "$list"
    }
    submit() {
      sbatch --parsable --kill-on-invalid-dep=yes ${after:+--dependency=afterok:$after} "$@" | cut -d';' -f1
    }
    after=''
    shards=$(missing shards sweep)
    if [ -n "$shards" ]; then
      after=$(submit --array="$shards" "$dir/sweep.sbatch")
      echo "sweep shards $shards: job $after"
      rm -f "$dir/rows.csv"
    fi
    if [ ! -f "$dir/rows.csv" ]; then
      after=$(submit "$dir/rows.sbatch")
      echo "merge of the shards into rows.csv: job $after"
    fi
    plateau=$(missing plateau plateau)
    if [ -n "$plateau" ]; then
      after=$(submit --array="$plateau" "$dir/plateau.sbatch")
      echo "plateau shards $plateau: job $after"
    fi
    after=$(submit "$dir/final.sbatch")
    echo "final merge into sweep.csv: job $after"

    """
  }
}
