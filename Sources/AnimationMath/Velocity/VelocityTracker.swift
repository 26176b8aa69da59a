/// Estimates the velocity of a touch at lift-off from timestamped samples.
///
/// Feed it a stroke with ``add(_:)`` — a `down` sample, `move` samples, then optionally the `up`
/// sample — and read ``velocity()``. Positions are in any length unit (points, pixels);
/// velocities come out in that unit per second. Times are in seconds, any origin.
///
/// The samples live in a fixed ring buffer of ``Configuration/sampleCapacity`` slots stored
/// inline, so a tracker never allocates: not when created, not when adding, not when estimating.
/// An estimate costs O(samples in the window).
///
/// Rules common to the strategies (see ``VelocityStrategy`` for each one's estimate):
/// - `down` clears the history and adds its position; `move` adds its position; `up` is never
///   added as a sample (Android and Flutter both report the last known position on lift-off) —
///   it only records the lift-off time; `cancelled` is treated as `up` (the estimate at the
///   moment the system took the touch away).
/// - Lift-off more than ``Configuration/pauseThreshold`` after the newest sample gives zero: a
///   finger that rests before lifting does not fling.
/// - Every strategy except ``VelocityStrategy/ios`` clears the history when a `move` comes more
///   than the pause threshold after the previous sample (only the part after a pause counts).
/// - ``VelocityStrategy/lsq2``, ``VelocityStrategy/impulse`` and ``VelocityStrategy/twoPoint``
///   let a sample with the same timestamp as the newest one replace it, as Android does.
/// - Times should not decrease. A `move` earlier than the newest sample starts a new stroke, as
///   if it were a `down`.
///
/// Domain: finite times and positions. Non-finite input makes the estimate non-finite; it never
/// traps.
public struct VelocityTracker: Sendable {
  /// The estimator.
  public let strategy: VelocityStrategy
  /// Horizon, sample cap and pause rule.
  public let configuration: Configuration

  /// Sample times (seconds) in ring order.
  var timeStorage = SampleSlots<Double>(repeating: 0)
  /// Sample positions in ring order.
  var positionStorage = SampleSlots<SIMD2<Double>>(repeating: .zero)
  /// Slot of the oldest held sample.
  var head = 0
  /// Number of held samples (≤ `configuration.maximumSampleCount`).
  var count = 0
  /// Time of the `up` sample, once one was added.
  var liftOffTime: Double?

  /// Slot index mask of the ring (`sampleCapacity − 1`; the capacity is a power of two).
  static let slotMask = Configuration.sampleCapacity - 1
  /// Times closer than this (seconds) compare as equal in the horizon and pause rules.
  static let timeResolution = 1e-9

  /// Creates an empty tracker.
  ///
  /// - Parameters:
  ///   - strategy: the estimator (default ``VelocityStrategy/lsq2``, Android's default).
  ///   - configuration: window rules (default ``Configuration/standard``).
  public init(strategy: VelocityStrategy = .lsq2, configuration: Configuration = .standard) {
    self.strategy = strategy
    self.configuration = configuration
  }

  /// The number of samples currently held (after pauses and the sample cap; before the horizon
  /// is applied).
  public var sampleCount: Int { count }

  /// Forgets every sample and the lift-off time.
  public mutating func reset() {
    head = 0
    count = 0
    liftOffTime = nil
  }

  /// Adds one sample according to its phase (see the type's rules).
  public mutating func add(_ sample: TouchSample) {
    switch sample.phase {
    case .down:
      reset()
      append(time: sample.time, position: sample.position)
    case .move:
      liftOffTime = nil
      if count > 0 {
        let newest = timeStorage[slot(count - 1)]
        if !(sample.time >= newest) {
          reset()
        } else if strategy != .ios,
          sample.time - newest > configuration.pauseThreshold + Self.timeResolution
        {
          reset()
        } else if sample.time == newest, strategy.replacesEqualTimestamps {
          count -= 1
        }
      }
      append(time: sample.time, position: sample.position)
    case .up, .cancelled:
      liftOffTime = sample.time
    }
  }

  /// The velocity at lift-off (or at the newest sample when no `up` was added), in position
  /// units per second.
  ///
  /// Zero when there are too few samples for the strategy, when the window spans no time, or
  /// when lift-off came more than the pause threshold after the newest sample.
  public func velocity() -> SIMD2<Double> {
    // The samples are read through a pointer into the tracker's own storage (`SampleSlots`),
    // which needs a mutable access, so the estimators are `mutating` and run on one copy of the
    // tracker (~0.8 KB on the stack).
    // ``releaseVelocity(of:strategy:configuration:)`` owns its tracker and skips the copy.
    var scratch = self
    return scratch.estimateInPlace()
  }

  /// ``velocity()`` without the defensive copy; may only be called on a tracker the caller
  /// owns (it does not change the samples, but reads them through a mutable access).
  @usableFromInline
  mutating func estimateInPlace() -> SIMD2<Double> {
    guard count > 0 else { return .zero }
    if let liftOffTime,
      liftOffTime - timeStorage[slot(count - 1)] > configuration.pauseThreshold
        + Self.timeResolution
    {
      return .zero
    }
    switch strategy {
    case .lsq2: return leastSquaresVelocity(minimumSamples: 2)
    case .flutter: return leastSquaresVelocity(minimumSamples: 3)
    case .impulse: return impulseVelocity()
    case .ios: return weightedSegmentVelocity()
    case .twoPoint: return twoPointVelocity()
    }
  }

  /// Ring slot of the `index`-th oldest held sample.
  @inline(__always)
  func slot(_ index: Int) -> Int { (head &+ index) & Self.slotMask }

  /// Appends a sample, dropping the oldest when the cap is reached.
  mutating func append(time: Double, position: SIMD2<Double>) {
    let s = slot(count)
    timeStorage[s] = time
    positionStorage[s] = position
    if count == configuration.maximumSampleCount {
      head = (head &+ 1) & Self.slotMask
    } else {
      count += 1
    }
  }

  /// Index (0 = oldest held) of the oldest sample within the horizon of the newest one.
  mutating func windowStart() -> Int {
    let newest = timeStorage[slot(count - 1)]
    let limit = configuration.horizon + Self.timeResolution
    var start = count - 1
    while start > 0, newest - timeStorage[slot(start - 1)] <= limit {
      start -= 1
    }
    return start
  }
}

extension VelocityStrategy {
  /// Whether a sample with the newest sample's timestamp replaces it (Android's rule).
  var replacesEqualTimestamps: Bool {
    switch self {
    case .lsq2, .impulse, .twoPoint: true
    case .flutter, .ios: false
    }
  }
}
