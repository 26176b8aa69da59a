/// A damped spring as an easing: the normalised motion from 0 to 1, with x = 1 at the spring's
/// settling time.
///
/// With p(t) the position of `SpringMotion(spring, from: 0, to: 1, initialVelocity: v₀)` and T its
/// exact settling time for the relative band ε (the last time |p − 1| ≥ ε),
/// y(x) = p(x·T) + x·(1 − p(T)) for x in [0, 1]: the physical motion plus a linear correction of at
/// most ε·x that makes y(1) = 1 exactly (p(T) = 1 ± ε by definition of T). Below 0 the spring has
/// not started (y = 0); above 1 it has settled (y = 1). The slope is dy/dx = T·p′(xT) + (1 − p(T)).
///
/// `initialVelocity` is in distances per second (UIKit's `initialSpringVelocity` convention):
/// 2 means the motion starts at twice the full distance per second.
public struct SpringEasing: EasingCurve, Hashable, CustomStringConvertible {
  /// The spring.
  public let spring: Spring
  /// Initial velocity in distances per second.
  public let initialVelocity: Double
  /// The relative settling band ε that defines the duration.
  public let epsilon: Double
  /// The settling time T in seconds: the real duration of x ∈ [0, 1].
  public let duration: Double
  let motion: SpringMotion
  let endCorrection: Double

  /// The default settling band, SwiftUI's 0.001 of the distance.
  public static let defaultEpsilon = 0.001

  /// The spring easing of `spring` starting at `initialVelocity` distances per second, lasting
  /// until it settles within `epsilon` of the distance.
  ///
  /// - Precondition: ``isValid(spring:initialVelocity:epsilon:)``.
  public init(
    _ spring: Spring, initialVelocity: Double = 0, epsilon: Double = SpringEasing.defaultEpsilon
  ) {
    precondition(
      SpringEasing.isValid(spring: spring, initialVelocity: initialVelocity, epsilon: epsilon),
      "spring easing needs a damped spring, finite velocity and 0 < epsilon < 1")
    self.spring = spring
    self.initialVelocity = initialVelocity
    self.epsilon = epsilon
    let motion = SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: initialVelocity)
    self.motion = motion
    let t = motion.settlingTime(within: .relative(epsilon))
    duration = t
    endCorrection = t > 0 ? 1 - motion.position(at: t) : 0
  }

  /// Whether the arguments make a spring easing with a finite, positive duration: damping > 0,
  /// finite velocity, 0 < ε < 1, and a motion that leaves the band at all.
  public static func isValid(spring: Spring, initialVelocity: Double, epsilon: Double) -> Bool {
    guard spring.damping > 0, spring.mass > 0, spring.stiffness > 0, initialVelocity.isFinite,
      epsilon > 0, epsilon < 1
    else { return false }
    let t = SpringMotion(spring: spring, from: 0, to: 1, initialVelocity: initialVelocity)
      .settlingTime(within: .relative(epsilon))
    return t.isFinite && t > 0
  }

  /// Equal when spring, velocity and band are equal.
  public static func == (a: SpringEasing, b: SpringEasing) -> Bool {
    a.spring == b.spring && a.initialVelocity == b.initialVelocity && a.epsilon == b.epsilon
  }

  /// Hashes spring, velocity and band.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(spring)
    hasher.combine(initialVelocity)
    hasher.combine(epsilon)
  }

  /// `spring(mass=1,stiffness=…,damping=…[,velocity=v][,epsilon=e])`; velocity and epsilon are
  /// printed only when they differ from 0 and 0.001.
  public var description: String {
    var text = "spring(" + spring.spec
    if initialVelocity != 0 { text += ",velocity=" + NumberText.shortest(initialVelocity) }
    if epsilon != SpringEasing.defaultEpsilon { text += ",epsilon=" + NumberText.shortest(epsilon) }
    return text + ")"
  }

  /// y(x); 0 below 0, 1 above 1.
  public func value(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return motion.position(at: x * duration) + x * endCorrection
  }

  /// dy/dx = T·p′(xT) + (1 − p(T)); 0 outside [0, 1]; the one-sided value at 0 and 1.
  public func slope(at x: Double) -> Double {
    guard !x.isNaN else { return x }
    if x < 0 || x > 1 { return 0 }
    return duration * motion.velocity(at: x * duration) + endCorrection
  }
}
