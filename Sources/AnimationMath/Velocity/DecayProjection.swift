/// UIScrollView-style deceleration: every millisecond the velocity is multiplied by a rate `r`.
///
/// This is the projection of WWDC 2018 "Designing Fluid Interfaces": after release at `v` pt/s,
/// the content travels the geometric series of its per-millisecond steps,
/// `distance = (v/1000)·r/(1 − r)` — 0.499 s × v for ``normal`` (r = 0.998), 0.099 s × v for
/// ``fast`` (r = 0.99). Use it to choose where a flicked view should come to rest (a snap point,
/// the end of a swipe) and then animate there with a spring that starts at `v`.
///
/// Between whole milliseconds the model is continued with the same exponential: after `t`
/// seconds the velocity is `v·r^(1000t)` and the position `(v/1000)·r·(1 − r^(1000t))/(1 − r)`,
/// which is the series exactly at whole milliseconds. (So position and velocity agree with the
/// discrete model rather than being each other's derivative; they differ by the factor
/// −r·ln r/(1 − r), 0.999 for r = 0.998.)
///
/// Units: velocity in points (any unit) per second, time in seconds, distance in points.
/// Domain: 0 < r < 1 (precondition), finite velocity.
public struct DecayProjection: Hashable, Sendable {
  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond.
  public static let normal = DecayProjection(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static let fast = DecayProjection(rate: 0.99)
  /// The stop speed used when none is given: 1 pt/s. At that speed a ``normal`` decay has about
  /// half a point left to travel, below what a 2× display shows as motion.
  public static let defaultStopVelocity = 1.0

  /// Velocity multiplier per millisecond, in (0, 1).
  public var rate: Double

  /// Creates a projection with a per-millisecond rate.
  ///
  /// - Precondition: `0 < rate < 1` (NaN traps). For a rate from outside the program use
  ///   ``validated(rate:)``, which throws.
  public init(rate: Double) {
    precondition(rate > 0 && rate < 1, "deceleration rate must be in (0, 1)")
    self.rate = rate
  }

  /// Creates a projection from a per-millisecond rate that comes from outside the program.
  ///
  /// - Throws: ``InputError`` for `rate` when it is not in (0, 1) or not finite.
  public static func validated(rate: Double) throws(InputError) -> DecayProjection {
    try InputError.check("rate", rate, "must be in (0, 1)") { $0 > 0 && $0 < 1 }
    return DecayProjection(rate: rate)
  }

  /// ln r per millisecond (negative).
  private var logRate: Double { Elementary.log(rate) }

  /// Seconds per unit of velocity travelled: `r/(1 − r)/1000` (0.499 s for ``normal``).
  public var distanceFactor: Double { rate / (1 - rate) / 1000 }

  /// Total travel after release at `velocity`: `(v/1000)·r/(1 − r)`; signed like `velocity`.
  public func distance(velocity: Double) -> Double {
    velocity * distanceFactor
  }

  /// The release velocity that travels `distance` in total: `d·1000·(1 − r)/r` (inverse of
  /// ``distance(velocity:)``).
  public func velocity(forDistance distance: Double) -> Double {
    distance / distanceFactor
  }

  /// Travel `time` seconds after release: `(v/1000)·r·(1 − r^(1000t))/(1 − r)`; 0 for t ≤ 0,
  /// approaching ``distance(velocity:)`` as t grows.
  public func position(at time: Double, velocity: Double) -> Double {
    guard time > 0 else { return 0 }
    return -distance(velocity: velocity) * Elementary.expm1(1000 * time * logRate)
  }

  /// Velocity `time` seconds after release: `v·r^(1000t)`; `v` for t ≤ 0.
  public func velocity(at time: Double, initialVelocity: Double) -> Double {
    guard time > 0 else { return initialVelocity }
    return initialVelocity * Elementary.exp(1000 * time * logRate)
  }

  /// Seconds until the speed falls to `stopVelocity`: `ln(s/|v|)/(1000·ln r)`; 0 when
  /// |v| ≤ s already. `s` = `stopVelocity` is the speed considered at rest (default
  /// ``defaultStopVelocity``, 1 pt/s); for s ≤ 0 the result is `.infinity` (an exponential
  /// decay never reaches zero speed).
  public func duration(velocity: Double, stopVelocity: Double = defaultStopVelocity) -> Double {
    let speed = abs(velocity)
    guard speed > stopVelocity else { return 0 }
    guard stopVelocity > 0 else { return .infinity }
    return Elementary.logRatio(stopVelocity, speed) / (1000 * logRate)
  }

  /// Seconds after release until the travel reaches `position` (inverse of
  /// ``position(at:velocity:)``): `ln(1 − x/D)/(1000·ln r)` with `D` the total distance.
  /// 0 when `position` is 0 or on the other side of the start; `.infinity` when it is at or
  /// beyond the total distance (never reached).
  public func time(toReach position: Double, velocity: Double) -> Double {
    FrictionDecay.time(
      toReach: position, total: distance(velocity: velocity), decayConstant: -(1000 * logRate))
  }
}
