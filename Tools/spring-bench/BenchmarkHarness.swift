import Foundation

/// One timed kernel: a name, how many operations one run performs, and the run itself.
///
/// `prepare` builds inputs outside the timed region and returns the closure to time; the closure
/// returns a checksum so the optimiser cannot drop the work.
struct BenchmarkKernel {
  /// Stable name, e.g. `spring.batch`.
  var name: String
  /// Operations per timed run (samples, evaluations, swipe-settings…) at scale 1.
  var operations: Int
  /// What one operation is, for the human table.
  var unit: String
  /// Builds inputs for `operations` ops and returns the body to time.
  var prepare: (_ operations: Int) -> () -> Double
}

/// Result of timing one kernel.
struct BenchmarkResult {
  var name: String
  var nsPerOp: Double
  var operations: Int
  var unit: String
  var checksum: Double
}

/// Times kernels: one warm-up run, then `repetitions` runs; reports the median.
enum BenchmarkRunner {
  /// Monotonic clock in nanoseconds.
  static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

  /// Runs `kernel` with its workload scaled by `scale` (≥ 1 operation).
  static func run(_ kernel: BenchmarkKernel, scale: Double, repetitions: Int) -> BenchmarkResult {
    let ops = max(1, Int((Double(kernel.operations) * scale).rounded()))
    let body = kernel.prepare(ops)
    var checksum = body()  // warm-up
    var samples: [Double] = []
    for _ in 0..<max(1, repetitions) {
      let t0 = now()
      checksum = body()
      let t1 = now()
      samples.append(Double(t1 - t0) / Double(ops))
    }
    samples.sort()
    let median = samples[samples.count / 2]
    return BenchmarkResult(
      name: kernel.name, nsPerOp: median, operations: ops, unit: kernel.unit, checksum: checksum)
  }
}
