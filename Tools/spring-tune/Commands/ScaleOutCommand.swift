import Foundation
import SweepFiles
import SwipeTuning
import TextFormats

/// `spring-tune scale-out slurm <sweep flags> --tasks N --dir DIR`: writes the job scripts of a
/// sharded sweep's whole pipeline and the script that submits them.
enum ScaleOutCommand: Subcommand {
  /// Sweep flags the pipeline sets itself or that need the whole sweep in one run.
  static let excluded: Set<String> = [
    "--out", "--shard", "--plateau-of", "--svg", "--svg-metric", "--by", "--robust",
    "--population-shard",
  ]

  /// The headroom on the estimate: memory × 1.5 + 256 MiB, time × 3 + 5 minutes (the estimate
  /// is good to about 30 % on a machine like the development one; a cluster node may be slower).
  static let memoryHeadroom = (factor: 1.5, plus: 256.0 * 1_048_576)
  static let timeHeadroom = (factor: 3.0, plus: 300.0)

  static var spec: CommandSpec {
    CommandSpec(
      name: "scale-out",
      abstract: "Write the job scripts that run a sweep's shards on a cluster (Slurm).",
      discussion: """
        Writes into --dir the Slurm job scripts of the whole pipeline — the sweep's N shards as a
        job array, the merge of their rows, the plateau pass as a second array, the final
        merge — and pipeline.sh, which submits them with sbatch, each after the one before has
        succeeded (--dependency=afterok), prints the job ids and returns at once. When the jobs
        end, DIR/sweep.csv is the report one machine writes for the same flags, byte for byte.

        Each job asks for the memory and time of the tool's own estimate for its largest shard
        (memory x1.5 + 256 MiB, time x3 + 5 min) and for --threads CPUs; a task that would not
        fit in --max-task-memory is refused here, before anything is submitted. Running
        pipeline.sh again submits only what is missing: a shard file that exists and passes
        'merge --check' is kept (Docs/ScaleOut.md).
        """,
      positionals: [PositionalSpec(name: "scheduler", help: "The scheduler: slurm.")],
      options: SweepCommand.spec.options.filter { !excluded.contains($0.name) }.map { option in
        // Each task's threads: one unless given (the sweep's own default is every core).
        guard option.name == "--threads" else { return option }
        var threads = option
        threads.help = "CPUs per task (--cpus-per-task) and each task's sweep threads."
        threads.defaultText = "1"
        return threads
      } + [
        OptionSpec(
          name: "--tasks", valueName: "n", help: "Shards of the grid, one array task each.",
          range: .integers(1, 10_000)),
        OptionSpec(name: "--dir", valueName: "dir", help: "Where the scripts and files go."),
        OptionSpec(
          name: "--sbatch-arg", valueName: "arg",
          help: "An #SBATCH line's argument for every job (e.g. --partition=long); repeatable.",
          repeatable: true),
        OptionSpec(
          name: "--tool", valueName: "path",
          help: "The spring-tune the jobs run (default: this one, by its absolute path)."),
        OptionSpec(
          name: "--max-task-memory", valueName: "GiB",
          help: "Refuse a task that needs more (default: this machine's memory).",
          range: .above(0, upTo: 1e6)),
      ],
      usage:
        "slurm <sweep flags> --tasks <n> --dir <dir> [--threads <n>] [--sbatch-arg <arg>] ... "
        + "[--tool <path>] [--max-task-memory <GiB>] [--quiet]")
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let scheduler = arguments.positionals[0]
    guard scheduler == "slurm" else {
      throw .invalid("scheduler", scheduler, "expected 'slurm' (the one scheduler it writes for)")
    }
    guard let dirText = arguments.given("--dir"), !dirText.isEmpty else {
      throw .usage("Missing '--dir DIR': where the job scripts go.")
    }
    guard arguments.has("--tasks") else { throw .usage("Missing '--tasks N'.") }
    let tasks = try arguments.integer("--tasks")
    try SweepCommand.validate(arguments)
    let feelModel = try SweepCommand.feelModel(arguments)
    let request = try SweepCommand.request(arguments, io: io, feelModel: feelModel)
    let threads = arguments.has("--threads") ? try arguments.integer("--threads") : 1
    let task = try taskEstimate(request, tasks: tasks, threads: threads, arguments: arguments)
    let cwd = FileManager.default.currentDirectoryPath
    let dir = dirText.hasPrefix("/") ? dirText : cwd + "/" + dirText
    let tool = toolPath(arguments)
    let pipeline = SlurmPipeline(
      tool: tool, workingDirectory: cwd, directory: dir, tasks: tasks, threads: threads,
      sweepArguments: sweepArguments(arguments), memoryMiB: task.memoryMiB,
      timeSeconds: task.seconds, sbatchArguments: arguments.allValues("--sbatch-arg"),
      estimate: task.text)
    do {
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreate("Cannot create '\(dirText)': \(error.localizedDescription)")
    }
    for (name, text) in pipeline.files {
      let path = dir + "/" + name
      do { try AtomicFile.write(text, to: path) } catch {
        throw .cannotCreate("Cannot write '\(path)': \(error.description)")
      }
      if name.hasSuffix(".sh") { chmod(path, 0o755) }
    }
    if !arguments.flag("--quiet") {
      io.err(
        "Wrote \(pipeline.files.count) files to \(dirText): \(tasks) task\(tasks == 1 ? "" : "s") "
          + "of \(task.text), asking --mem=\(task.memoryMiB)M --time=\(SlurmPipeline.time(task.seconds)). "
          + "Submit with: sh \(dirText)/pipeline.sh\n")
    }
  }

  /// The largest shard's estimate with headroom: memory (MiB) and time (s), and the estimate in
  /// words. Refuses a grid too small for `tasks` and a task over `--max-task-memory`.
  static func taskEstimate(
    _ request: SweepRequest, tasks: Int, threads: Int, arguments: ParsedArguments
  ) throws(CLIError) -> (memoryMiB: Int, seconds: Double, text: String) {
    let grid: SweepGrid
    do { grid = try SweepJob.grid(request) } catch { throw .setup(error) }
    guard tasks <= grid.rowCount else {
      throw .invalid(
        "--tasks", String(tasks), "expected at most one task per grid row (\(grid.rowCount))")
    }
    var swipes = 0
    var samples: Double?
    switch request.population {
    case .synthetic(let count, _):
      swipes = count
      samples = SwipeGenerator.samplesPerSwipe(request.populationConfiguration)
    case .traces(let path):
      let traces: [Swipe]
      do { traces = try SwipeTraceFiles.load(path: path) } catch { throw .badFile(error) }
      swipes = traces.count
      let total = traces.reduce(0) { $0 + $1.samples.count }
      samples = traces.isEmpty ? nil : Double(total) / Double(traces.count)
    }
    // The largest shard (the shards differ by at most one row, their families may differ).
    let estimates = (1...tasks).map { k in
      SweepEstimate(
        grid: grid, rows: SweepShard(index: k, count: tasks).rows(of: grid.rowCount),
        swipes: swipes, samplesPerSwipe: samples)
    }
    guard let e = estimates.max(by: { $0.bytes + $0.cpuSeconds < $1.bytes + $1.cpuSeconds })
    else { throw .usage("No task to run.") }
    let limit =
      arguments.has("--max-task-memory")
      ? try arguments.number("--max-task-memory") * 1_073_741_824 : SweepCommand.memoryLimit()
    let bytes = e.bytes * memoryHeadroom.factor + memoryHeadroom.plus
    guard bytes <= limit else {
      throw .usage(
        "A task needs about \(SweepEstimate.text(bytes: bytes)) with headroom (estimate "
          + "\(SweepEstimate.text(bytes: e.bytes))), more than the "
          + "\(SweepEstimate.text(bytes: limit)) a task may use. Use more '--tasks', fewer "
          + "'--swipes', or raise '--max-task-memory' to your nodes' memory.")
    }
    let seconds = e.seconds(threads: threads, cores: threads)
    let text =
      "about \(SweepEstimate.text(seconds: seconds)) and \(SweepEstimate.text(bytes: e.bytes)) "
      + "each"
    return (
      Int((bytes / 1_048_576).rounded(.up)), seconds * timeHeadroom.factor + timeHeadroom.plus,
      text
    )
  }

  /// The sweep flags as given, each as one `--name=value` word (values are shell-quoted later).
  static func sweepArguments(_ arguments: ParsedArguments) -> [String] {
    var out: [String] = []
    for option in SweepCommand.spec.options where !excluded.contains(option.name) {
      // The jobs set their own threads and are quiet.
      if option.name == "--threads" || option.name == "--quiet" { continue }
      if option.isFlag {
        if arguments.flag(option.name) { out.append(option.name) }
      } else {
        for value in arguments.allValues(option.name) { out.append(option.name + "=" + value) }
      }
    }
    return out
  }

  /// `--tool`, or this executable's absolute path.
  static func toolPath(_ arguments: ParsedArguments) -> String {
    if let tool = arguments.given("--tool") { return tool }
    let path = CommandLine.arguments[0]
    if path.hasPrefix("/") { return path }
    if path.contains("/") { return FileManager.default.currentDirectoryPath + "/" + path }
    return "spring-tune"
  }
}
