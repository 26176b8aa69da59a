import AnimationMath
import SwipeTuning

/// The five jobs an engine author gives the library, with the public API only.
public enum EngineDemo {
  /// 1. `count` 2-D springs, retargeted every frame, stepped at variable 8–33 ms frame times
  /// by a `SpringAnimator` (one shared `SpringStep` per frame; values at rest leave the loop).
  /// Returns the positions, how many springs have come to rest within `epsilon` of their last
  /// target after `frames` frames, and how many were still moving on the last frame.
  public static func springs(count: Int, frames: Int, seed: UInt64, epsilon: Double)
    -> (positions: [SIMD2<Double>], settled: Int, movingAtEnd: Int)
  {
    let spring = Spring(dampingRatio: 0.85, response: 0.35)
    var random = SplitMix64(seed: seed)
    var animator = SpringAnimator<SIMD2<Double>>()
    let ids = (0..<count).map { _ in
      animator.add(.zero, spring: spring, tolerance: epsilon)
    }
    for frame in 0..<frames {
      let deltaTime = 0.008 + 0.025 * random.nextUnit()
      // The pointer moves for the first half; then the targets stay and the springs settle.
      if frame < frames / 2 {
        for id in ids {
          animator.retarget(id, to: SIMD2(random.nextUnit() * 400, random.nextUnit() * 800))
        }
      }
      animator.step(by: deltaTime)
    }
    let settled = ids.count { !animator.isMoving($0) }
    return (ids.map(animator.value), settled, animator.activeCount)
  }

  /// 2. A CSS timing function from its text, evaluated at `progress` (0–1).
  public static func css(_ text: String, at progress: Double) throws(EasingSyntaxError) -> Double {
    try Easing(parsing: text).value(at: progress)
  }

  /// 3. The swipe-back timeline of a 390 pt screen (alpha over the first 10 %, then the move)
  /// with a typed handle: the x position at `t` seconds, and the inverse for scrubbing.
  public static func swipeBackTimeline() throws -> (
    x: (Double) -> Double, timeAt: (Double) -> Double?
  ) {
    var timeline = try Timeline.validated(duration: 0.25)
    try timeline.addTrack(
      "alpha", keyframes: [Keyframe(time: 0, value: 1.0), Keyframe(time: 0.1, value: 0.0)],
      timing: .relative)
    let x = try timeline.addTrack(
      "x",
      keyframes: [
        Keyframe(time: 0.1, value: 0.0),
        Keyframe(time: 1, value: 390.0, curve: .easing(try Easing(parsing: "ease-in-out"))),
      ], timing: .relative)
    let track = timeline[x]
    return ({ track.value(at: $0) }, { track.time(reaching: $0) })
  }

  /// 4. A velocity tracker fed a stroke, its release velocity handed to a fling (UIKit's
  /// normal deceleration rate): where the content comes to rest, in points from the release.
  public static func fling(_ samples: [TouchSample]) -> (velocity: SIMD2<Double>, distance: Double)
  {
    var tracker = VelocityTracker(strategy: .lsq2)
    for sample in samples { tracker.add(sample) }
    let velocity = tracker.velocity()
    return (velocity, DecayProjection(rate: 0.998).distance(velocity: velocity.y))
  }

  /// 5. A swipe-back decided in a gesture handler, one sample at a time: the gate, the record
  /// at lift-off and the seed rule's decision, then the hand-off spring's settling time.
  public static func swipeBack(_ samples: [TouchSample]) -> (completes: Bool, settle: Double)? {
    var tracker = VelocityTracker(strategy: .lsq2)
    var recorder = SwipeRecorder(
      geometry: SwipeGeometry(width: 390, axis: .x, direction: .positive),
      gate: AngleGate(maximumAngle: 30, slop: 10))
    let policy = CompletionPreset.seedProgressVelocity.policy(
      PolicyParameters(progressThreshold: 0.3, velocityThreshold: 250))
    for sample in samples {
      tracker.add(sample)
      guard recorder.add(sample) != .rejected else { return nil }
    }
    guard recorder.verdict == .admitted else { return nil }
    let record = recorder.record(releaseVelocity: tracker.velocity())
    let completes = policy.decide(record)
    let motion = SpringMotion(
      spring: Spring(dampingRatio: 0.85, response: 0.35), from: record.releasePosition,
      to: record.end(completing: completes), initialVelocity: record.handoffVelocity)
    return (completes, motion.settlingTime(within: .absolute(0.5)))
  }
}
