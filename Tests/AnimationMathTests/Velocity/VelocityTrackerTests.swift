import TestSupport
import Testing
import TextFormats

@testable import AnimationMath

/// A stroke sampled at `times` (seconds) along `path`, `down` first, `up` at `liftOff` if given.
private func stroke(
  times: [Double], liftOff: Double? = nil, path: (Double) -> SIMD2<Double>
) -> [TouchSample] {
  var samples = times.enumerated().map { i, t in
    TouchSample(time: t, position: path(t), phase: i == 0 ? .down : .move)
  }
  if let liftOff, let last = times.last {
    samples.append(TouchSample(time: liftOff, position: path(last), phase: .up))
  }
  return samples
}

/// 16 irregular sample times over ~120 ms (8 ms ± 1.5 ms jitter), starting at 3.2 s.
private let jitteredTimes: [Double] = (0..<16).map { k in
  3.2 + 0.008 * Double(k) + 0.0015 * Elementary.sin(Double(k) * 2.3)
}

@Suite("VelocityTracker")
struct VelocityTrackerTests {
  // MARK: Edge cases

  @Test func emptyAndSingleSampleGiveZero() {
    for strategy in VelocityStrategy.allCases {
      #expect(releaseVelocity(of: [TouchSample](), strategy: strategy) == .zero)
      let one = [TouchSample(time: 1, x: 5, y: 6, phase: .down)]
      #expect(releaseVelocity(of: one, strategy: strategy) == .zero, "\(strategy)")
    }
  }

  /// Two samples: Android strategies give the slope, Flutter needs three, iOS weighs the only
  /// segment by 0.05. Exact: one subtraction and one division of exactly representable values.
  @Test func twoSamples() {
    let samples = [
      TouchSample(time: 0, x: 0, y: 0, phase: .down),
      TouchSample(time: 0.0078125, x: 1, y: -2, phase: .move),
    ]
    let slope = SIMD2<Double>(128, -256)
    #expect(releaseVelocity(of: samples, strategy: .lsq2) == slope)
    #expect(releaseVelocity(of: samples, strategy: .impulse) == slope)
    #expect(releaseVelocity(of: samples, strategy: .twoPoint) == slope)
    #expect(releaseVelocity(of: samples, strategy: .flutter) == .zero)
    #expect(releaseVelocity(of: samples, strategy: .ios) == 0.05 * slope)
  }

  // MARK: Synthetic strokes with known answers

  /// Constant velocity on irregular times: every strategy returns it. Tolerance 1e-9 relative:
  /// the answer is exact in real arithmetic; rounding in ~20-term sums of products stays far
  /// below that.
  @Test func constantVelocityIsExactForEveryStrategy() {
    let v = SIMD2<Double>(250, -1200)
    let samples = stroke(times: jitteredTimes, liftOff: jitteredTimes[15] + 0.015) { t in
      SIMD2(40, 700) + v * t
    }
    for strategy in VelocityStrategy.allCases {
      let estimate = releaseVelocity(of: samples, strategy: strategy)
      expectClose(estimate.x, v.x, relative: 1e-9, "\(strategy) vx")
      expectClose(estimate.y, v.y, relative: 1e-9, "\(strategy) vy")
    }
  }

  /// A quadratic path: both least-squares strategies return the exact end velocity
  /// b + 2c·t_end. Tolerance 1e-8 relative: the fit is exact in real arithmetic, and the normal
  /// equations lose about two digits to cancellation (see the estimator's comment).
  @Test func quadraticGivesExactEndVelocityForLeastSquares() {
    let b = SIMD2<Double>(900, -300)
    let c = SIMD2<Double>(-4000, 2500)
    let t0 = jitteredTimes[0]
    let samples = stroke(times: jitteredTimes, liftOff: jitteredTimes[15] + 0.008) { t in
      let s = t - t0
      return SIMD2(100, 50) + b * s + c * s * s
    }
    let end = b + 2 * c * (jitteredTimes[15] - t0)
    for strategy in [VelocityStrategy.lsq2, .flutter] {
      let estimate = releaseVelocity(of: samples, strategy: strategy)
      expectClose(estimate.x, end.x, relative: 1e-8, "\(strategy) vx")
      expectClose(estimate.y, end.y, relative: 1e-8, "\(strategy) vy")
    }
    // The naive estimate lags behind a decelerating finger: it must differ measurably.
    let naive = releaseVelocity(of: samples, strategy: .twoPoint)
    #expect(abs(naive.x - end.x) > 10)
  }

  /// Lifting more than 40 ms after the last move gives zero for every strategy; exactly 40 ms
  /// (the rule is "more than") still flings.
  @Test func pauseBeforeLiftOffGivesZero() {
    let last = jitteredTimes[15]
    let path: (Double) -> SIMD2<Double> = { t in SIMD2(300 * t, 0) }
    for strategy in VelocityStrategy.allCases {
      let paused = stroke(times: jitteredTimes, liftOff: last + 0.041, path: path)
      #expect(releaseVelocity(of: paused, strategy: strategy) == .zero, "\(strategy)")
      let onTime = stroke(times: jitteredTimes, liftOff: last + 0.040, path: path)
      expectClose(
        releaseVelocity(of: onTime, strategy: strategy).x, 300, relative: 1e-9, "\(strategy)")
    }
  }

  /// A pause in the middle clears the history (all but iOS): only the motion after it counts.
  @Test func pauseMidStrokeClearsHistory() {
    // 0–40 ms at 1000 pt/s, then a 50 ms gap, then 5 samples at 200 pt/s.
    let before: [Double] = [0, 0.008, 0.016, 0.024, 0.032, 0.040]
    let after: [Double] = [0.090, 0.098, 0.106, 0.114, 0.122]
    var samples = stroke(times: before) { t in SIMD2(1000 * t, 0) }
    for t in after {
      samples.append(TouchSample(time: t, x: 40 + 200 * (t - 0.090), y: 0, phase: .move))
    }
    for strategy in [VelocityStrategy.lsq2, .flutter, .impulse, .twoPoint] {
      var tracker = VelocityTracker(strategy: strategy)
      for s in samples { tracker.add(s) }
      expectClose(tracker.velocity().x, 200, relative: 1e-9, "\(strategy)")
      #expect(tracker.sampleCount == 5, "\(strategy)")
    }
    var ios = VelocityTracker(strategy: .ios)
    for s in samples { ios.add(s) }
    #expect(ios.sampleCount == 11)
  }

  /// Samples older than the horizon relative to the newest are ignored.
  @Test func horizonLimitsTheWindow() {
    // 200 ms at 1000 pt/s, then 100 ms at −500 pt/s (a reversal), sampled every 10 ms.
    let times = (0...30).map { Double($0) * 0.01 }
    let samples = stroke(times: times) { t in
      SIMD2(t <= 0.2 ? 1000 * t : 200 - 500 * (t - 0.2), 0)
    }
    // The 100 ms window holds the 11 samples from 0.2 s on, all on the −500 pt/s line.
    expectClose(releaseVelocity(of: samples, strategy: .twoPoint).x, -500, relative: 1e-9)
    let short = VelocityTracker.Configuration(horizon: 0.05)
    expectClose(
      releaseVelocity(of: samples, strategy: .lsq2, configuration: short).x, -500, relative: 1e-9)
  }

  /// The sample cap keeps only the newest samples (and the ring wraps many times over).
  @Test func sampleCapKeepsNewest() {
    let times = (0..<100).map { Double($0) * 0.001 }
    let samples = stroke(times: times) { t in SIMD2(t < 0.095 ? 0 : 1000 * (t - 0.095), 0) }
    let cap5 = VelocityTracker.Configuration(maximumSampleCount: 5)
    var tracker = VelocityTracker(strategy: .twoPoint, configuration: cap5)
    for s in samples { tracker.add(s) }
    #expect(tracker.sampleCount == 5)
    expectClose(tracker.velocity().x, 1000, relative: 1e-9, "window 95–99 ms")
  }

  /// Android strategies let an equal timestamp replace the newest sample; Flutter keeps both.
  @Test func equalTimestamps() {
    let samples = [
      TouchSample(time: 0, x: 0, y: 0, phase: .down),
      TouchSample(time: 0.01, x: 50, y: 0, phase: .move),
      TouchSample(time: 0.01, x: 10, y: 0, phase: .move),
    ]
    var android = VelocityTracker(strategy: .lsq2)
    var flutter = VelocityTracker(strategy: .flutter)
    for s in samples {
      android.add(s)
      flutter.add(s)
    }
    #expect(android.sampleCount == 2)
    #expect(flutter.sampleCount == 3)
    expectClose(android.velocity().x, 1000, relative: 1e-12, "replaced by x = 10")
    // Only two distinct times: the quadratic is degenerate and the linear fit is used, through
    // (0, 0) and the mean (0.01, 30).
    expectClose(flutter.velocity().x, 3000, relative: 1e-9, "linear fallback")
  }

  /// A sample earlier than the newest one starts a new stroke.
  @Test func timeGoingBackwardsRestarts() {
    var tracker = VelocityTracker()
    tracker.add(TouchSample(time: 1, x: 0, y: 0, phase: .down))
    tracker.add(TouchSample(time: 1.01, x: 10, y: 0, phase: .move))
    tracker.add(TouchSample(time: 0.5, x: 0, y: 0, phase: .move))
    #expect(tracker.sampleCount == 1)
    #expect(tracker.velocity() == .zero)
  }

  /// `down` clears a previous stroke; `reset` forgets everything.
  @Test func downAndResetClear() {
    var tracker = VelocityTracker()
    for s in stroke(times: jitteredTimes, path: { t in SIMD2(900 * t, 0) }) { tracker.add(s) }
    #expect(tracker.sampleCount == 16)
    tracker.add(TouchSample(time: 10, x: 0, y: 0, phase: .down))
    #expect(tracker.sampleCount == 1)
    tracker.add(TouchSample(time: 10.01, x: 3, y: 4, phase: .move))
    expectClose(tracker.velocity().x, 300, relative: 1e-9, "after down")
    tracker.reset()
    #expect(tracker.sampleCount == 0)
    #expect(tracker.velocity() == .zero)
  }

  // MARK: Invariants on the recorded traces

  /// Mirroring positions mirrors the velocity; translating positions or times changes nothing.
  /// Tolerance 1e-9 relative (1e-9 absolute near zero): only rounding differs.
  @Test func symmetryAndTranslationInvariance() throws {
    for file in ["android-sailfish-fling-up-slow1.csv", "flutter-pointer06.csv"] {
      let samples = try TouchTrace(parsing: fixtureText("touch-traces/" + file)).samples
      for strategy in VelocityStrategy.allCases {
        let v = releaseVelocity(of: samples, strategy: strategy)
        let mirrored = releaseVelocity(
          of: samples.map { TouchSample(time: $0.time, position: -$0.position, phase: $0.phase) },
          strategy: strategy)
        let moved = releaseVelocity(
          of: samples.map {
            TouchSample(
              time: $0.time + 0.25, position: $0.position + SIMD2(-700, 123.5), phase: $0.phase)
          },
          strategy: strategy)
        for axis in 0..<2 {
          expectClose(
            mirrored[axis], -v[axis], absolute: 1e-9, relative: 1e-12, "\(file) \(strategy)")
          expectClose(moved[axis], v[axis], absolute: 1e-6, relative: 1e-9, "\(file) \(strategy)")
        }
      }
    }
  }

  // MARK: Configuration

  @Test func configurationValidation() throws {
    let standard = VelocityTracker.Configuration.standard
    #expect(standard.horizon == 0.1)
    #expect(standard.maximumSampleCount == 20)
    #expect(standard.pauseThreshold == 0.04)
    #expect(
      throws: InputError(
        field: "horizon", value: "0", reason: "must be a finite number > 0")
    ) {
      try VelocityTracker.Configuration.validated(horizon: 0)
    }
    #expect(
      throws: InputError(
        field: "maximumSampleCount", value: "33", reason: "must be between 2 and 32")
    ) {
      try VelocityTracker.Configuration.validated(maximumSampleCount: 33)
    }
    #expect(throws: InputError.self) {
      try VelocityTracker.Configuration.validated(pauseThreshold: .infinity)
    }
    #expect(
      try VelocityTracker.Configuration.validated(maximumSampleCount: 32).maximumSampleCount == 32)
  }
}
