/// The velocity at lift-off of one recorded stroke, in position units per second.
///
/// Feeds `samples` in order to a fresh ``VelocityTracker`` and returns its
/// ``VelocityTracker/velocity()``: `down` starts the stroke, `move` samples are added, `up` marks
/// lift-off (a lift-off more than the pause threshold after the last sample gives zero). Without
/// an `up` sample it is the velocity at the newest sample. Allocates nothing.
///
/// - Parameters:
///   - samples: the stroke in time order (see ``VelocityTracker`` for out-of-order times).
///   - strategy: the estimator (default ``VelocityStrategy/lsq2``).
///   - configuration: horizon, sample cap and pause (default ``VelocityTracker/Configuration/standard``).
/// - Returns: the velocity; zero for an empty collection or a stroke too short for the strategy.
@inlinable
public func releaseVelocity(
  of samples: some Collection<TouchSample>, strategy: VelocityStrategy = .lsq2,
  configuration: VelocityTracker.Configuration = .standard
) -> SIMD2<Double> {
  var tracker = VelocityTracker(strategy: strategy, configuration: configuration)
  for sample in samples {
    tracker.add(sample)
  }
  return tracker.estimateInPlace()
}
