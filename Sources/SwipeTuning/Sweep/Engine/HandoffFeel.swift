import AnimationMath

/// The sweep's feel model: the exact hand-off queries of the swipe model with its
/// ``FeelBounds``, for every ``HandoffStyle``.
///
/// A hand-off starts at ``ReleaseRecord/releasePosition`` and runs to
/// ``ReleaseRecord/end(completing:)``: a spring (`SpringHandoff`) starting at
/// ``ReleaseRecord/handoffVelocity``, from rest, or at UIKit's relative velocity, or a timing
/// curve or keyframe track over the remaining distance (`CurveHandoff`). It *feels decided*
/// (complete or cancelled, after the decision) when it breaks none of the bounds of
/// ``FeelBounds`` (``FeelBounds/breaks(_:jump:speed:)``: feel v3), and *reverses* when
/// its backward travel exceeds ``FeelBounds/reversal``.
public struct HandoffFeel: SweepFeelEvaluator {
  /// The bounds.
  public var bounds: FeelBounds

  /// Creates the feel model.
  public init(bounds: FeelBounds = FeelBounds()) {
    self.bounds = bounds
  }

  /// One hand-off unit's kernel: a style with its motion precomputed.
  public struct Kernel: SweepFeelKernel {
    /// How the motion starts.
    enum Start: Sendable {
      /// At the view's velocity.
      case viewVelocity
      /// From rest.
      case rest
      /// At UIKit's relative velocity times the remaining distance.
      case relative(Double)
    }

    /// The spring's queries (spring styles; the swept spring's, unused, for curve styles — kept
    /// non-optional so the spring path reads it in place instead of copying it out).
    let spring: SpringHandoff
    /// The curve's queries (curve and timeline styles).
    let curve: CurveHandoff?
    /// How a spring starts.
    let start: Start
    /// The curve's duration, s.
    let duration: Double
    /// Whether the curve's duration scales with the remaining distance / width.
    let scaleByRemaining: Bool
    /// The bounds.
    public let bounds: FeelBounds
    /// Whether the spring is undamped: its motion never comes to rest, even one that stays
    /// inside the settle band, so any motion breaks the settle bound.
    let undamped: Bool
    /// The curve's steepest slope, d progress / d(t / duration) (1 for a linear curve), sampled
    /// at 1 024 even steps; its peak speed is this × the remaining distance / the duration.
    var curveSlope: Double = 0

    /// The hand-off summary of `record` towards the decided end.
    public func handoff(_ record: ReleaseRecord, completes: Bool) -> SweepHandoff {
      let from = record.releasePosition
      let to = record.end(completing: completes)
      let viewVelocity = record.handoffVelocity
      let m: HandoffMetrics
      let initial: Double
      let peak: Double
      if curve == nil {
        switch start {
        case .viewVelocity: initial = viewVelocity
        case .rest: initial = 0
        case .relative(let v):
          initial = Spring.uikitAbsoluteVelocity(relative: v, from: from, to: to)
        }
        m = spring.metrics(from: from, to: to, velocity: initial)
        peak = abruptOff ? 0 : spring.peakSpeed(from: from, to: to, velocity: initial)
      } else {
        let curve = curve.unsafelyUnwrapped
        let d = scaleByRemaining ? duration * Swift.abs(to - from) / record.width : duration
        initial = curve.initialVelocity(from: from, to: to, duration: d)
        m = curve.metrics(from: from, to: to, duration: d)
        peak = d > 0 ? curveSlope * Swift.abs(to - from) / d : .infinity
      }
      let jump = Swift.abs(viewVelocity - initial)
      let speed = Swift.abs(viewVelocity)
      let abruptness =
        abruptOff
        ? 0 : bounds.abruptness(peakSpeed: peak, speed: speed, remaining: Swift.abs(to - from))
      var breaks = bounds.breaks(m, jump: jump, speed: speed, abruptness: abruptness)
      if undamped && (from != to || initial != 0) { breaks.insert(.lateSettle) }
      return SweepHandoff(
        metrics: m, breaks: breaks, jump: jump, abruptness: abruptness, speed: speed)
    }

    /// Whether abruptness is off (``FeelBounds/allowedPeakSpeed(atSpeed:remaining:)`` is
    /// always ∞), so the peak speed is never computed.
    var abruptOff: Bool { !bounds.abruptRatio.isFinite || !(bounds.abruptDuration > 0) }
  }

  /// The kernel of `spring` with the default style, ``HandoffStyle/springVelocity``.
  public func kernel(for spring: Spring) -> Kernel {
    kernel(for: .springVelocity, spring: spring)
  }

  /// The kernel of `style`; `spring` is the swept spring (used by ``HandoffStyle/springVelocity``
  /// and ``HandoffStyle/springRest`` only).
  public func kernel(for style: HandoffStyle, spring: Spring) -> Kernel {
    func springKernel(_ spring: Spring, _ start: Kernel.Start) -> Kernel {
      Kernel(
        spring: SpringHandoff(spring: spring, bounds: bounds), curve: nil, start: start,
        duration: 0, scaleByRemaining: false, bounds: bounds,
        undamped: spring.damping == 0)
    }
    func curveKernel(_ shape: CurveHandoff.Shape, _ duration: Double, _ scaled: Bool) -> Kernel {
      guard
        let curve = CurveHandoff(
          shape: shape, arrivalBand: bounds.arrival, settleBand: bounds.settle)
      else { preconditionFailure("a hand-off curve must be monotone and rise (HandoffStyle)") }
      var slope = 0.0
      var previous = curve.progress(at: 0)
      for k in 1...1024 {
        let p = curve.progress(at: Double(k) / 1024)
        slope = Swift.max(slope, Swift.abs(p - previous) * 1024)
        previous = p
      }
      return Kernel(
        spring: SpringHandoff(spring: spring, bounds: bounds), curve: curve,
        start: .viewVelocity, duration: duration,
        scaleByRemaining: scaled, bounds: bounds, undamped: false, curveSlope: slope)
    }
    switch style {
    case .springVelocity: return springKernel(spring, .viewVelocity)
    case .springRest: return springKernel(spring, .rest)
    case .uikitSpring(let d, let z, let v):
      return springKernel(
        Spring(uikitDuration: d, dampingRatio: z), v.map { .relative($0) } ?? .viewVelocity)
    case .spring(let m, let k, let c):
      return springKernel(Spring(mass: m, stiffness: k, damping: c), .viewVelocity)
    case .curve(let easing, let d, let scaled): return curveKernel(.easing(easing), d, scaled)
    case .timeline(let track, let d, _):
      return curveKernel(.track(track, duration: d), d, false)
    }
  }

  /// A one-line description for the sweep's fingerprint.
  public var description: String {
    // "HandoffKernel" is the model's former name, kept on purpose: this text is hashed into
    // the sweep fingerprint (`sweep_id`), so changing it would change every shard's id.
    let t = bounds
    return "HandoffKernel reversal=\(t.reversal) arrival=\(t.arrival) window=\(t.arrivalWindow) "
      + "settle=\(t.settle) overshoot=\(t.overshoot) ringing=\(t.ringing) "
      + "settleWindow=\(t.settleWindow) jump=\(t.jump) jumpFraction=\(t.jumpFraction) "
      + "abruptRatio=\(t.abruptRatio) abruptDuration=\(t.abruptDuration) feel=v4"
  }
}
