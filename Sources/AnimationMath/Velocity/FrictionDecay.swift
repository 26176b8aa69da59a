/// Exponential velocity decay in continuous time: `v(t) = v·e^(−kt)`, as Flutter's
/// `FrictionSimulation` and Jetpack Compose's `exponentialDecay` do.
///
/// - Flutter: `FrictionSimulation(drag, x, v)` has `v(t) = v·dragᵗ`, so `k = −ln(drag)`;
///   `BouncingScrollSimulation` (iOS feel) uses drag 0.135 (``flutterBouncing``), taken from
///   UIScrollView's 0.998 per ms (0.998¹⁰⁰⁰ ≈ 0.135).
/// - Compose: `exponentialDecay(frictionMultiplier)` has `k = 4.2 × frictionMultiplier`
///   (``compose(frictionMultiplier:)``); its own stop speed default is 0.1 units/s.
///
/// Position `x(t) = v·(1 − e^(−kt))/k`, total distance `v/k`, time to slow to `s`:
/// `ln(|v|/s)/k`. Flutter's optional constant-deceleration term (desktop physics) is not modelled.
///
/// Units: velocity per second, time in seconds, `k` in 1/s. Domain: k > 0 finite (precondition),
/// finite velocity.
public struct FrictionDecay: Hashable, Sendable {
  /// Flutter's `BouncingScrollSimulation` friction: drag 0.135 per second.
  public static let flutterBouncing = FrictionDecay(drag: flutterBouncingDrag)
  /// The drag of ``flutterBouncing``, 0.135 per second (0.998¹⁰⁰⁰ rounded).
  public static let flutterBouncingDrag = 0.135

  /// Decay constant k in 1/s.
  public var decayConstant: Double

  /// Creates a decay with constant `k` (1/s).
  ///
  /// - Precondition: `decayConstant` finite and > 0.
  public init(decayConstant: Double) {
    precondition(decayConstant.isFinite && decayConstant > 0, "decay constant must be > 0")
    self.decayConstant = decayConstant
  }

  /// Creates Flutter's `FrictionSimulation` decay: velocity multiplied by `drag` per second.
  ///
  /// - Precondition: `0 < drag < 1`.
  public init(drag: Double) {
    precondition(drag > 0 && drag < 1, "drag must be in (0, 1)")
    self.init(decayConstant: -Elementary.log(drag))
  }

  /// Compose's `exponentialDecay(frictionMultiplier:)`: `k = 4.2 × frictionMultiplier`.
  ///
  /// - Precondition: `frictionMultiplier` finite and > 0 (Compose's default is 1).
  public static func compose(frictionMultiplier: Double = 1) -> FrictionDecay {
    FrictionDecay(decayConstant: 4.2 * frictionMultiplier)
  }

  /// Velocity multiplier per second, `e^(−k)` (Flutter's `drag`).
  public var drag: Double { Elementary.exp(-decayConstant) }

  /// Total travel: `v/k`, signed like `velocity`.
  public func distance(velocity: Double) -> Double { velocity / decayConstant }

  /// The release velocity that travels `distance` in total: `d·k`.
  public func velocity(forDistance distance: Double) -> Double { distance * decayConstant }

  /// Travel `time` seconds after release: `v·(1 − e^(−kt))/k`; 0 for t ≤ 0.
  public func position(at time: Double, velocity: Double) -> Double {
    guard time > 0 else { return 0 }
    return -distance(velocity: velocity) * Elementary.expm1(-decayConstant * time)
  }

  /// Velocity `time` seconds after release: `v·e^(−kt)`; `v` for t ≤ 0.
  public func velocity(at time: Double, initialVelocity: Double) -> Double {
    guard time > 0 else { return initialVelocity }
    return initialVelocity * Elementary.exp(-decayConstant * time)
  }

  /// Seconds until the speed falls to `stopVelocity`: `ln(|v|/s)/k`; 0 when |v| ≤ s.
  /// `s` = `stopVelocity` is the speed considered at rest (default
  /// ``DecayProjection/defaultStopVelocity``, 1 pt/s; Compose's own default is 0.1); for s ≤ 0
  /// the result is `.infinity` (an exponential decay never reaches zero speed).
  public func duration(
    velocity: Double, stopVelocity: Double = DecayProjection.defaultStopVelocity
  ) -> Double {
    let speed = abs(velocity)
    guard speed > stopVelocity else { return 0 }
    guard stopVelocity > 0 else { return .infinity }
    return Elementary.logRatio(speed, stopVelocity) / decayConstant
  }

  /// Seconds until the travel reaches `position`: `−ln(1 − x/D)/k`; 0 when `position` is 0 or
  /// behind the start, `.infinity` at or beyond the total distance `D`.
  public func time(toReach position: Double, velocity: Double) -> Double {
    Self.time(toReach: position, total: distance(velocity: velocity), decayConstant: decayConstant)
  }

  /// The time at which travel that approaches `total` as `1 − e^(−kt)` reaches `position`:
  /// `−ln(1 − x/total)/k`; 0 at or behind the start, `.infinity` at or beyond `total`. Shared by
  /// the continuous decay here and the per-millisecond ``DecayProjection``, whose totals differ.
  static func time(toReach position: Double, total: Double, decayConstant k: Double) -> Double {
    guard total != 0 else { return position == 0 ? 0 : .infinity }
    let fraction = position / total
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return .infinity }
    return -Elementary.log1p(-fraction) / k
  }
}
