/// A number read from a ``ReleaseRecord`` that a rule compares with a threshold.
///
/// Every quantity is a plain function of the record's fields; ``value(of:)`` is what both the
/// direct evaluation and the sorted-sweep keys use, so the two agree bit for bit.
public enum ReleaseQuantity: Hashable, Sendable {
  /// Progress `clamp(travel / denominator, 0, 1)` under a mapping.
  case progress(ProgressMapping)
  /// `|travel| / width` (travel magnitude in either direction as a fraction of the width).
  case travelFraction
  /// The release velocity along the axis, points/s (signed, + towards completion).
  case velocity
  /// The release velocity along the axis clamped to [−limit, limit] (Android's
  /// `computeCurrentVelocity(1000, max)`), points/s.
  case clampedVelocity(limit: Double)
  /// The release speed along the axis `|v|`, points/s.
  case speed
  /// How much the axis speed exceeds the cross-axis speed, each first clamped to `limit`:
  /// `min(|v|, limit) − min(|v⊥|, limit)`, points/s (`limit` may be `.infinity`).
  case axisDominance(limit: Double)
  /// The projected end as progress: `progress(mapping) + projectedDistance(rate) / denominator`
  /// (see ``ReleaseRecord/projectedProgress(_:rate:)``). The rate may be tagged as the sweepable
  /// ``PolicyParameter/projectionRate``.
  case projectedProgress(ProgressMapping, rate: Threshold)
  /// The release projected linearly `seconds` ahead, as a fraction of the width, not clamped:
  /// `(travel + seconds · velocity) / width` — React Navigation's stack closes when
  /// `translation + velocity × gestureVelocityImpact` passes half the distance (impact 0.3 s).
  case impactProgress(seconds: Double)

  /// The quantity's value for `record`.
  @inlinable public func value(of record: ReleaseRecord) -> Double {
    switch self {
    case .progress(let m): return record.progress(m)
    case .travelFraction: return record.travelFraction
    case .velocity: return record.velocity
    case .clampedVelocity(let limit):
      let v = record.velocity
      return v > limit ? limit : (v < -limit ? -limit : v)
    case .speed: return abs(record.velocity)
    case .axisDominance(let limit):
      return Swift.min(abs(record.velocity), limit) - Swift.min(abs(record.crossVelocity), limit)
    case .projectedProgress(let m, let rate):
      return record.projectedProgress(m, rate: rate.value)
    case .impactProgress(let seconds):
      return (record.travel + seconds * record.velocity) / record.width
    }
  }
}
