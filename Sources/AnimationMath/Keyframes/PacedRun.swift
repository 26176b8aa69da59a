/// A run of paced keyframes: constant speed along the polyline through their values, from the
/// run's first keyframe time to its last (Core Animation's `paced` calculation mode).
@usableFromInline
final class PacedRun<Value: Interpolatable>: Sendable {
  /// Time the run starts, seconds.
  @usableFromInline let startTime: Double
  /// Polyline vertices, consecutive duplicates removed (at least one).
  @usableFromInline let points: [Value]
  /// `points[k+1] − points[k]`.
  @usableFromInline let differences: [Value]
  /// Arc length at each vertex: `cumulative[0] = 0`, last = total length.
  @usableFromInline let cumulative: [Double]
  /// Total length / duration (distance units per second).
  @usableFromInline let speed: Double

  /// Builds the run over `values` from `startTime` to `endTime` (> `startTime`).
  @usableFromInline
  init(values: [Value], startTime: Double, endTime: Double) {
    var points: [Value] = []
    var differences: [Value] = []
    var cumulative: [Double] = [0]
    for v in values {
      guard let last = points.last else {
        points.append(v)
        continue
      }
      let d = v.subtracting(last)
      let length = d.magnitudeSquared.squareRoot()
      if length > 0 {
        points.append(v)
        differences.append(d)
        cumulative.append(cumulative[cumulative.count - 1] + length)
      }
    }
    self.startTime = startTime
    self.points = points
    self.differences = differences
    self.cumulative = cumulative
    self.speed = cumulative[cumulative.count - 1] / (endTime - startTime)
  }

  /// Index of the polyline piece holding arc length `d` (largest k with cumulative[k] ≤ d),
  /// and `d` clamped to the polyline.
  @inlinable
  func piece(at t: Double) -> (index: Int, distance: Double) {
    let total = cumulative[cumulative.count - 1]
    let d = Swift.min(Swift.max((t - startTime) * speed, 0), total)
    var lo = 0
    var hi = cumulative.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if cumulative[mid] <= d { lo = mid } else { hi = mid }
    }
    return (lo, d)
  }

  /// Position at time `t`.
  @inlinable
  func value(at t: Double) -> Value {
    if differences.isEmpty { return points[0] }
    let (k, d) = piece(at: t)
    let length = cumulative[k + 1] - cumulative[k]
    return points[k].adding(differences[k].scaled(by: (d - cumulative[k]) / length))
  }

  /// Velocity at time `t`: `speed` along the current piece.
  @inlinable
  func velocity(at t: Double) -> Value {
    if differences.isEmpty { return .zero }
    let k = piece(at: t).index
    return differences[k].scaled(by: speed / (cumulative[k + 1] - cumulative[k]))
  }

  /// Velocity along the first piece (zero for a run that does not move).
  @usableFromInline var initialVelocity: Value {
    guard let first = differences.first else { return .zero }
    return first.scaled(by: speed / cumulative[1])
  }

  /// Velocity along the last piece (zero for a run that does not move).
  @usableFromInline var finalVelocity: Value {
    guard let last = differences.last else { return .zero }
    let n = cumulative.count
    return last.scaled(by: speed / (cumulative[n - 1] - cumulative[n - 2]))
  }
}
