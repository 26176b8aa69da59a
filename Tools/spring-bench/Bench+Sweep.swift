import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning

extension SpringBenchMain {
  /// Sweep kernels.
  ///
  /// - `sweep.settings`: the workload — 10⁶ synthetic swipes × 1 000 settings (10 damping
  ///   ratios 0.3…1.2 × 100 progress thresholds 0.005…0.995, policy `seed-progress-velocity` at
  ///   100 pt/s, estimator lsq2, response 0.5 s) with every report column, on all cores; one op
  ///   is one swipe-setting. The population is generated untimed.
  /// - `sweep.readme`: the README command (`sweep --damping 0.8`: 20 000 swipes, 399 settings)
  ///   end to end including the population; one op is one swipe-setting.
  /// - `sweep.handoff.<style>`: the cost of one hand-off of each other ``HandoffStyle`` (as
  ///   `sweep.handoff`, which is `spring-velocity`): `rest` (`spring-rest`), `uikit`
  ///   (`uikit-spring 0.4,1,0`), `curve` (`curve ease-in-out,0.25,scale-by-remaining`: two exact
  ///   inverses of a cubic Bézier), `timeline` (the swipe-back keyframe track, ease-in-out after
  ///   a 10 % hold).
  /// - `sweep.curve-settings`: `sweep.settings` with the curve style instead of the 10 springs
  ///   (100 settings per swipe: the hand-offs weigh ten times more per setting).
  static var sweepKernels: [BenchmarkKernel] {
    styleKernels + [
      handoffKernel(name: "sweep.handoff", operations: 2_000_000) { .springVelocity },
      BenchmarkKernel(
        name: "sweep.settings", operations: 1_000_000_000, unit: "swipe-setting"
      ) { ops in
        let swipes = Swift.max(1, ops / 1000)
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let engine = sweepEngine(
          swipes: swipes, damping: (0..<10).map { 0.3 + 0.1 * Double($0) },
          progress: (0..<100).map { 0.005 + 0.01 * Double($0) }, velocity: [100],
          threads: threads)
        return { checksum(engine.run(threads: threads)) }
      },
      BenchmarkKernel(
        name: "sweep.envelope", operations: 1_000_000_000, unit: "swipe-setting"
      ) { ops in
        // The engine alone: as sweep.settings, but each hand-off is the C baseline's envelope
        // settle time (one log and one square root), so this measures the sorted sweep itself.
        let swipes = Swift.max(1, ops / 1000)
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let exact = sweepEngine(
          swipes: swipes, damping: (0..<10).map { 0.3 + 0.1 * Double($0) },
          progress: (0..<100).map { 0.005 + 0.01 * Double($0) }, velocity: [100],
          threads: threads)
        let engine = SweepEngine(
          grid: exact.grid, releases: exact.releases, evaluator: EnvelopeFeel())
        return { checksum(engine.run(threads: threads)) }
      },
      BenchmarkKernel(
        name: "sweep.readme", operations: 20_000 * 399, unit: "swipe-setting"
      ) { ops in
        let swipes = Swift.max(1, ops / 399)
        let threads = ProcessInfo.processInfo.activeProcessorCount
        return {
          let engine = sweepEngine(
            swipes: swipes, damping: [0.8], progress: (1...19).map { Double($0) / 20 },
            velocity: (0...20).map { Double($0) * 50 }, threads: threads)
          return checksum(engine.run(threads: threads))
        }
      },
    ]
  }

  /// One hand-off kernel: both hand-offs (complete and cancel) of the style `style` makes, with
  /// the spring (0.8, 0.5 s), for each of ops / 2 release records of the synthetic population;
  /// the records and the kernel are built untimed.
  static func handoffKernel(
    name: String, operations: Int, style: @escaping () -> HandoffStyle
  ) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: operations, unit: "hand-off") { ops in
      let engine = sweepEngine(
        swipes: Swift.max(1, ops / 2), damping: [0.8], progress: [0.5], velocity: [100],
        threads: 2)
      let records = engine.releases[0]
      let kernel = HandoffFeel().kernel(
        for: style(), spring: Spring(dampingRatio: 0.8, response: 0.5))
      return {
        var sum = 0.0
        for r in records {
          sum += kernel.handoff(r, completes: true).metrics.settlingTime
          sum += kernel.handoff(r, completes: false).metrics.settlingTime
        }
        return sum
      }
    }
  }

  /// The hand-off styles other than `spring-velocity`, one kernel each (see ``sweepKernels``).
  static var styleKernels: [BenchmarkKernel] {
    func style(_ text: String) -> HandoffStyle {
      do { return try HandoffStyle(parsing: text, field: "bench") } catch {
        fail("hand-off style \(text): \(error)")
      }
    }
    func track() -> HandoffStyle {
      let json = """
        {"duration": 0.25, "timing": "relative", "tracks": {
          "x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 390, "curve": "ease-in-out"}]}}
        """
      do { return try HandoffStyle.timeline(try Timeline(parsing: json), source: "bench") } catch {
        fail("timeline: \(error)")
      }
    }
    let styles: [(String, () -> HandoffStyle, Int)] = [
      ("rest", { .springRest }, 2_000_000), ("uikit", { style("uikit-spring 0.4,1,0") }, 2_000_000),
      ("curve", { style("curve ease-in-out,0.25,scale-by-remaining") }, 200_000),
      ("timeline", track, 200_000),
    ]
    var kernels = styles.map { name, make, operations in
      handoffKernel(name: "sweep.handoff.\(name)", operations: operations, style: make)
    }
    kernels.append(
      BenchmarkKernel(
        name: "sweep.curve-settings", operations: 100_000_000, unit: "swipe-setting"
      ) { ops in
        let swipes = Swift.max(1, ops / 100)
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let engine = sweepEngine(
          swipes: swipes, damping: [1], progress: (0..<100).map { 0.005 + 0.01 * Double($0) },
          velocity: [100], threads: threads,
          handoffs: [style("curve ease-in-out,0.25,scale-by-remaining")])
        return { checksum(engine.run(threads: threads)) }
      })
    return kernels
  }

  static func sweepEngine(
    swipes: Int, damping: [Double], progress: [Double], velocity: [Double], threads: Int,
    handoffs: [HandoffStyle] = [.springVelocity]
  ) -> SweepEngine<HandoffFeel> {
    var request = SweepRequest(
      policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: damping,
      responses: [0.5], progressThresholds: progress, velocityThresholds: velocity,
      projectionRates: [0.998], population: .synthetic(count: swipes, seed: 1))
    request.handoffs = handoffs
    do {
      return try SweepJob.prepare(request, threads: threads).engine
    } catch {
      fail("sweep benchmark setup: \(error)")
    }
  }

  static func checksum(_ rows: [SweepRowStatistics]) -> Double {
    rows.reduce(0) { $0 + Double($1.completed) + ($1.settleP95 ?? 0) + ($1.arrivalP50 ?? 0) }
  }
}

/// The perf baseline's hand-off (`shared/perf-baselines/sweep.c`): the envelope settle time
/// t = ln(A/ε)/(ζω₀) with A = √(x₀² + ((v + ζω₀x₀)/ω_d)²), ε = 1 pt; every other metric is read off
/// the same numbers. Not a feel model — a stand-in of known, tiny cost for timing the engine.
struct EnvelopeFeel: SweepFeelEvaluator {
  struct Kernel: SweepFeelKernel {
    let a: Double
    let inverseOmegaD: Double

    func handoff(_ r: ReleaseRecord, completes: Bool) -> SweepHandoff {
      let x0 = r.releasePosition - r.end(completing: completes)
      let b = (r.handoffVelocity + a * x0) * inverseOmegaD
      let amplitude = (x0 * x0 + b * b).squareRoot()
      let settle = Swift.max(0, Foundation.log(amplitude) / a)
      return SweepHandoff(
        backwardTravel: 0, arrivalTime: 0.5 * settle, settlingTime: settle, overshoot: 0.01 * b * b,
        breaks: settle < 0.5 ? [] : .lateArrival)
    }
  }

  func kernel(for spring: Spring) -> Kernel {
    let w0 = spring.naturalFrequency
    let zeta = Swift.min(spring.dampingRatio, 0.999)
    return Kernel(a: zeta * w0, inverseOmegaD: 1 / (w0 * (1 - zeta * zeta).squareRoot()))
  }
}
