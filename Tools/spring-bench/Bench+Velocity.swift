import AnimationMath
import Foundation

extension SpringBenchMain {
  /// Velocity-estimation kernels.
  ///
  /// The trajectory is the one of `shared/perf-baselines/lsq.c` (workload C): t_k = 0.008k +
  /// 0.001·sin k seconds, x_k = 500·sin(0.01k) + 0.5·sin(7.3k), plus y_k = 300·cos(0.01k) so both
  /// axes are fitted (the C baseline fits one). The horizon is widened to 0.2 s so that every
  /// window holds 20 samples, as in the baseline.
  static var velocityKernels: [BenchmarkKernel] {
    [
      BenchmarkKernel(
        name: "velocity.lsq2", operations: 1_000_000, unit: "estimate (20 samples, 2 axes)",
        prepare: { operations in
          // 8 trackers (7 KB, hot in L1), each holding a different 20-sample window; the
          // estimates cycle through them so that none can be hoisted.
          let trackers = (0..<8).map { j in filledTracker(strategy: .lsq2, offset: j) }
          return {
            var sum = 0.0
            trackers.withUnsafeBufferPointer { buffer in
              for i in 0..<operations {
                sum += buffer[i & 7].velocity().x
              }
            }
            return sum
          }
        }),
      BenchmarkKernel(
        name: "velocity.lsq2.anchor", operations: 1_000_000, unit: "estimate (20 samples, 1 axis)",
        prepare: { operations in
          // The anchor of `velocity.lsq2` (issue 44: within 1.5× per axis): workload C's own
          // code (`shared/perf-baselines/lsq.c` and `lsq.swift`), a weighted quadratic fit of
          // one axis over 20 samples by the normal equations and Cramer's rule, hand-written;
          // the same eight windows of the same trajectory.
          let windows = (0..<8).map { j in (j..<(j + 20)).map { sample($0) } }
          let times = windows.map { $0.map(\.time) }
          let xs = windows.map { $0.map(\.position.x) }
          return {
            var sum = 0.0
            for i in 0..<operations { sum += anchorVelocity(times[i & 7], xs[i & 7]) }
            return sum
          }
        }),
      BenchmarkKernel(
        name: "velocity.lsq2.stream", operations: 1_000_000, unit: "add + estimate",
        prepare: { operations in
          let samples = (0..<(operations + 20)).map { k in sample(k) }
          return {
            var tracker = VelocityTracker(strategy: .lsq2, configuration: wideWindow)
            var sum = 0.0
            for sample in samples.prefix(20) { tracker.add(sample) }
            for k in 20..<(operations + 20) {
              tracker.add(samples[k])
              sum += tracker.velocity().x
            }
            return sum
          }
        }),
      BenchmarkKernel(
        name: "velocity.release", operations: 200_000, unit: "releaseVelocity, 21-sample stroke",
        prepare: { operations in
          var stroke = (0..<20).map { k in sample(k) }
          stroke[0].phase = .down
          stroke.append(
            TouchSample(time: stroke[19].time, position: stroke[19].position, phase: .up))
          return {
            var sum = 0.0
            for _ in 0..<operations {
              sum += releaseVelocity(of: stroke, strategy: .lsq2, configuration: wideWindow).x
            }
            return sum
          }
        }),
    ]
  }

  /// Workload C's estimate (`lsq.c`): weights (i + 1)/20 oldest to newest, u = t − t_newest,
  /// velocity = c₁ of the weighted quadratic fit from the normal equations by Cramer's rule.
  @inline(__always)
  private static func anchorVelocity(_ t: [Double], _ p: [Double]) -> Double {
    t.withUnsafeBufferPointer { t in
      p.withUnsafeBufferPointer { p in
        let tn = t[19]
        var (s0, s1, s2, s3, s4, t0, t1, t2) = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        for i in 0..<20 {
          let w = Double(i + 1) * (1.0 / 20)
          let u = t[i] - tn
          let u2 = u * u
          let wp = w * p[i]
          s0 += w
          s1 += w * u
          s2 += w * u2
          s3 += w * u2 * u
          s4 += w * u2 * u2
          t0 += wp
          t1 += wp * u
          t2 += wp * u2
        }
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        let d1 = s0 * (t1 * s4 - s3 * t2) - t0 * (s1 * s4 - s3 * s2) + s2 * (s1 * t2 - t1 * s2)
        return d1 / det
      }
    }
  }

  /// Horizon 0.2 s so that 20 samples at ~8 ms all count.
  private static let wideWindow = VelocityTracker.Configuration(horizon: 0.2)

  /// Sample `k` of the workload-C trajectory.
  private static func sample(_ k: Int) -> TouchSample {
    let x = Double(k)
    return TouchSample(
      time: 0.008 * x + 0.001 * sin(x),
      position: SIMD2(500 * sin(0.01 * x) + 0.5 * sin(7.3 * x), 300 * cos(0.01 * x)),
      phase: .move)
  }

  /// A tracker holding samples `offset ..< offset + 20`.
  private static func filledTracker(strategy: VelocityStrategy, offset: Int) -> VelocityTracker {
    var tracker = VelocityTracker(strategy: strategy, configuration: wideWindow)
    for k in offset..<(offset + 20) { tracker.add(sample(k)) }
    return tracker
  }
}
