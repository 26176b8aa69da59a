import Foundation

/// `spring-bench`: times every AnimationMath and SwipeTuning kernel.
///
/// Usage: `spring-bench [--csv] [--filter TEXT] [--repetitions N] [--scale F]`, or
/// `spring-bench --coverage [SEEDS]` for the intervals' coverage (``coverage(seeds:)``), or
/// `spring-bench --frames` for the rest-test scenes' frame profile (``frameProfile(frames:)``).
/// The human table is the default; `--csv` prints `kernel,ns_per_op,ops`.
@main
enum SpringBenchMain {
  /// Every kernel, in report order.
  static var kernels: [BenchmarkKernel] {
    var all: [BenchmarkKernel] = []
    all += springKernels
    all += velocityKernels
    all += swipeKernels
    all += keyframeKernels
    all += easingKernels
    all += sweepKernels
    all += fileKernels
    return all
  }

  static func main() {
    var csv = false
    var filter: String?
    var repetitions = 5
    var scale = 1.0
    var args = Array(CommandLine.arguments.dropFirst())
    while !args.isEmpty {
      let a = args.removeFirst()
      switch a {
      case "--csv": csv = true
      case "--filter" where !args.isEmpty: filter = args.removeFirst()
      case "--repetitions" where !args.isEmpty:
        repetitions = Int(number(args.removeFirst(), for: "--repetitions"))
      case "--scale" where !args.isEmpty:
        scale = number(args.removeFirst(), for: "--scale")
      case "--coverage":
        let seeds = args.first.flatMap { Int($0) }
        if seeds != nil { args.removeFirst() }
        let n = seeds ?? 400
        guard n >= 1, n <= 10_000 else { fail("--coverage takes 1...10000") }
        coverage(seeds: n)
        exit(0)
      case "--feel-coverage":
        let seeds = args.first.flatMap { Int($0) }
        if seeds != nil { args.removeFirst() }
        let n = seeds ?? 400
        guard n >= 1, n <= 10_000 else { fail("--feel-coverage takes 1...10000") }
        var exports: String?
        if args.first == "--exports" {
          args.removeFirst()
          guard !args.isEmpty else { fail("--exports needs a directory") }
          exports = args.removeFirst()
        }
        feelCoverage(seeds: n, exports: exports)
        exit(0)
      case "--frames":
        frameProfile(frames: 1_000)
        exit(0)
      case "--allocations":
        exit(parseAllocations() ? 0 : 1)
      case "-h", "--help":
        print(
          """
          OVERVIEW: Time every spring-tune kernel (median of N runs after one warm-up).

          USAGE: spring-bench [--csv] [--filter <text>] [--repetitions <n>] [--scale <f>]
                 spring-bench --coverage [<seeds>]
                 spring-bench --feel-coverage [<seeds>] [--exports <dir>]
                 spring-bench --frames
                 spring-bench --allocations

          OPTIONS:
            --csv                   Print CSV 'kernel,ns_per_op,ops' instead of a table.
            --filter <text>         Only kernels whose name contains <text> (ending in $:
                                    only the kernel named <text>).
            --repetitions <n>       Timed runs per kernel, 1...1000. (default: 5)
            --scale <f>             Multiply every workload size by <f>, in [1e-9, 10].
                                    (default: 1)
            --coverage [<seeds>]    Instead of timing: how often the 95 % intervals of a
                                    fixed setting over <seeds> × 2000 swipes contain its
                                    200 000-swipe value. (default: 400)
            --feel-coverage [<seeds>]
                                    Instead of timing: how often feel-fit's 95 % intervals
                                    contain simulated participants' hidden bounds, and how
                                    often a random answerer gets a bound. (default: 400)
                                    With --exports, on the hand-offs of the feel-test
                                    exports (*.csv) in <dir>, answers redrawn per seed.
            --frames                Instead of the table: the median and worst frame time
                                    of the rest-test scenes (1 000 springs, 1 000 frames).
            --allocations           Instead of the table: the heap allocations of one
                                    Easing(parsing:) per curve kind; exits 1 above the
                                    goals (0, and 4 for a spring easing).
            -h, --help              Show help information.
          """)
        exit(0)
      default: fail("unknown or incomplete option '\(a)'")
      }
    }
    let selected = kernels.filter { kernel in
      guard let filter else { return true }
      // A trailing `$` asks for the one kernel of that name (`velocity.lsq2` alone also
      // selects `velocity.lsq2.stream`).
      if filter.hasSuffix("$") { return kernel.name == String(filter.dropLast()) }
      return kernel.name.contains(filter)
    }
    if csv {
      print("kernel,ns_per_op,ops")
    } else {
      print(
        "kernel".padding(toLength: 26, withPad: " ", startingAt: 0)
          + "      ns/op   ops/s        ops  unit")
    }
    for k in selected {
      let r = BenchmarkRunner.run(k, scale: scale, repetitions: repetitions)
      if csv {
        print("\(r.name),\(String(format: "%.4f", r.nsPerOp)),\(r.operations)")
      } else {
        let perSecond = 1e9 / r.nsPerOp
        print(
          r.name.padding(toLength: 26, withPad: " ", startingAt: 0)
            + String(format: " %10.3f  %9.3e  %9d  %@", r.nsPerOp, perSecond, r.operations, r.unit))
      }
    }
  }

  /// The valid values of every numeric flag (the one range table, listed in `Docs/CLI.md`):
  /// `(lower, upper, integer)`. `--scale` above 10 would allocate tens of gigabytes for the
  /// sample kernels (10⁷ samples at scale 1).
  static let ranges: [String: (lower: Double, upper: Double, integer: Bool, text: String)] = [
    "--repetitions": (1, 1000, true, "an integer in 1...1000"),
    "--scale": (1e-9, 10, false, "a number in [1e-9, 10]"),
  ]

  /// The value of numeric flag `flag`, or exit 64 naming the flag, the value and its range.
  static func number(_ text: String, for flag: String) -> Double {
    guard let range = ranges[flag] else { fail("unknown option '\(flag)'") }
    guard let v = Double(text), v.isFinite, v >= range.lower, v <= range.upper,
      !range.integer || (Int(text) != nil)
    else { fail("invalid value '\(text)' for '\(flag)': expected \(range.text)") }
    return v
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\nSee 'spring-bench --help'.\n".utf8))
    exit(64)
  }
}
