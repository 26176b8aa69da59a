import Foundation

/// `spring-bench`: times every AnimationMath and SwipeTuning kernel.
///
/// Usage: `spring-bench [--csv] [--filter TEXT] [--repetitions N] [--scale F]`.
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
        let text = args.removeFirst()
        guard let n = Int(text), n > 0 else { fail("invalid --repetitions '\(text)'") }
        repetitions = n
      case "--scale" where !args.isEmpty:
        let text = args.removeFirst()
        guard let f = Double(text), f > 0, f.isFinite else { fail("invalid --scale '\(text)'") }
        scale = f
      case "-h", "--help":
        print(
          """
          OVERVIEW: Time every spring-tune kernel (median of N runs after one warm-up).

          USAGE: spring-bench [--csv] [--filter <text>] [--repetitions <n>] [--scale <f>]

          OPTIONS:
            --csv                   Print CSV 'kernel,ns_per_op,ops' instead of a table.
            --filter <text>         Only kernels whose name contains <text>.
            --repetitions <n>       Timed runs per kernel. (default: 5)
            --scale <f>             Multiply every workload size by <f>. (default: 1)
            -h, --help              Show help information.
          """)
        exit(0)
      default: fail("unknown or incomplete option '\(a)'")
      }
    }
    let selected = kernels.filter { filter == nil || $0.name.contains(filter ?? "") }
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

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\nSee 'spring-bench --help'.\n".utf8))
    exit(64)
  }
}
