import AnimationMath

/// Everything a completion policy and the spring hand-off need from one swipe, computed once per
/// swipe and velocity estimator: the seam between the swipe model and the sweep.
///
/// A completion decision depends on a swipe only through these few numbers, so a sweep computes
/// one record per (swipe, estimator), then evaluates any number of policies and thresholds on the
/// records (see ``CompletionPolicy/decide(_:)`` and ``CompletionPolicy/decisionSteps(_:sweeping:)``)
/// and hands each decided swipe to `SpringHandoff` from ``releasePosition`` with
/// ``handoffVelocity``.
///
/// All distances are along the swipe axis, signed so that positive is towards completion;
/// velocities in points per second with the same sign convention.
public struct ReleaseRecord: Hashable, Sendable {
  /// Net travel along the axis from touch-down to lift-off, in points (signed).
  public var travel: Double
  /// Net travel across the axis, in points (the screen's other coordinate, its own sign).
  public var crossTravel: Double
  /// Release velocity along the axis from the chosen estimator, in points/s (signed).
  public var velocity: Double
  /// Release velocity across the axis, in points/s.
  public var crossVelocity: Double
  /// Time from touch-down to lift-off, in seconds.
  public var duration: Double
  /// Transition width along the axis, in points (from ``SwipeGeometry/width``).
  public var width: Double
  /// What the user meant, if known.
  public var intent: SwipeIntent?
  /// The angle gate rejected the swipe (the transition never began), or the touch was cancelled
  /// (``SwipeRecorder/isCancelled``: the system took it away, the transition goes back). Policies
  /// are not meant to be asked about gated-out swipes; the sweep counts them as cancels with no
  /// hand-off.
  public var gatedOut: Bool
  /// The swipe did not mean the transition (it scrolls content): a synthetic scroll-like stroke,
  /// a recorded swipe of that class, or — without a class — one that ``looksLikeScroll``; never
  /// a swipe labelled as meant to complete. An engaged one is a **hijack**
  /// (``SweepMetric/hijackRate``). Set by ``SweepPopulation``; false by default.
  public var isScroll: Bool = false

  /// Creates a record from its fields.
  public init(
    travel: Double, crossTravel: Double = 0, velocity: Double, crossVelocity: Double = 0,
    duration: Double = 0, width: Double = SwipeGeometry.defaultWidth, intent: SwipeIntent? = nil,
    gatedOut: Bool = false
  ) {
    self.travel = travel
    self.crossTravel = crossTravel
    self.velocity = velocity
    self.crossVelocity = crossVelocity
    self.duration = duration
    self.width = width
    self.intent = intent
    self.gatedOut = gatedOut
  }

  /// Computes the record of `samples` (touch-down first, lift-off last) with a release velocity
  /// already estimated by the caller (screen coordinates, points/s): a ``SwipeRecorder`` fed
  /// every sample, then asked for its ``SwipeRecorder/record(releaseVelocity:intent:)``.
  ///
  /// Travel is the last sample's position minus the gate's travel origin (the touch-down — the
  /// first sample, or a later `down` sample — or the recognition point). An empty trace gives
  /// zero travel and is gated out. `otherTouchTime`, when given, is when a second finger touched
  /// down: the recorder is told (``SwipeRecorder/addOtherTouch()``) before the first sample at or
  /// after that time (after every sample if none is). `@inlinable`, so a caller in another
  /// module specialises it for its collection type.
  @inlinable
  public init(
    samples: some Collection<TouchSample>, intent: SwipeIntent?, geometry: SwipeGeometry,
    gate: AngleGate, releaseVelocity: SIMD2<Double>, otherTouchTime: Double? = nil
  ) {
    var recorder = SwipeRecorder(geometry: geometry, gate: gate)
    if let t = otherTouchTime {
      var told = false
      for sample in samples {
        if !told && sample.time >= t {
          recorder.addOtherTouch()
          told = true
        }
        recorder.add(sample)
      }
      if !told { recorder.addOtherTouch() }
    } else {
      recorder.add(contentsOf: samples)
    }
    self = recorder.record(releaseVelocity: releaseVelocity, intent: intent)
  }

  /// Progress under `mapping`: `clamp(travel / denominator, 0, 1)`.
  @inlinable public func progress(_ mapping: ProgressMapping) -> Double {
    mapping.progress(travel: travel, width: width)
  }

  /// `|travel| / width`: the travel magnitude as a fraction of the width (not clamped).
  @inlinable public var travelFraction: Double { abs(travel) / width }

  /// Whether a stroke looks like a scroll from its release alone: it ended farther across the
  /// axis than along it, by more than a fifth of the width (`|crossTravel| > |travel|` and
  /// `|crossTravel| > 0.2·width`). The rule for recorded swipes without a class — a proxy: on
  /// the synthetic population (seed 1, 20 000 swipes) it marks 79 % of the scroll-like strokes
  /// (1 552 of 1 963) and 1.1 % of the others (202 of 18 037: peeks and hesitant strokes that
  /// drift across while returning). A lower bound than 0.2·width finds more scrolls but flags
  /// many more of the others (0.1·width: 97 % and 4.8 %), which would overstate hijacks.
  @inlinable public var looksLikeScroll: Bool {
    abs(crossTravel) > abs(travel) && abs(crossTravel) > 0.2 * width
  }

  /// Distance the release velocity would carry the view under exponential deceleration with a
  /// per-millisecond rate `rate` (UIKit's `decelerationRate`: 0.998 normal, 0.99 fast):
  /// `(v / 1000) · rate / (1 − rate)` points (WWDC 2018 "Designing Fluid Interfaces").
  ///
  /// - Precondition: `rate` in (0, 1).
  @inlinable public func projectedDistance(rate: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  /// Projected end as progress: `progress(mapping) + projectedDistance(rate) / denominator`
  /// (not clamped, so a strong backward flick goes below 0).
  @inlinable public func projectedProgress(_ mapping: ProgressMapping, rate: Double) -> Double {
    progress(mapping) + projectedDistance(rate: rate) / mapping.denominator(width: width)
  }

  /// Where the view is at lift-off, in points along the axis from the start: the view follows
  /// the finger 1:1 and is pinned to [0, width].
  @inlinable public var releasePosition: Double {
    travel > 0 ? (travel < width ? travel : width) : 0
  }

  /// The velocity the spring starts with: the release velocity while the view is tracking the
  /// finger (0 < travel < width), 0 when the view is pinned at either end.
  @inlinable public var handoffVelocity: Double {
    travel > 0 && travel < width ? velocity : 0
  }

  /// The spring's end for a decision: `width` when completing, 0 when cancelling.
  @inlinable public func end(completing: Bool) -> Double { completing ? width : 0 }
}

extension ReleaseRecord {
  /// Computes the record of a swipe, estimating its release velocity with one of AnimationMath's
  /// strategies (`releaseVelocity(of:strategy:configuration:)`: the samples up to lift-off,
  /// zero after a pause longer than the tracker's pause threshold). Allocates nothing.
  @inlinable
  public init(
    swipe: Swipe, geometry: SwipeGeometry, gate: AngleGate = AngleGate(),
    strategy: VelocityStrategy = .lsq2,
    configuration: VelocityTracker.Configuration = .standard
  ) {
    self.init(
      samples: swipe.samples, intent: swipe.intent, geometry: geometry, gate: gate,
      releaseVelocity: releaseVelocity(
        of: swipe.samples, strategy: strategy, configuration: configuration))
  }
}
