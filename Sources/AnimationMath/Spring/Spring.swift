/// A damped harmonic oscillator `m·x″ + c·x′ + k·x = 0`, the physical model behind every
/// spring animation API.
///
/// A `Spring` stores the three physical coefficients; every other parameter form (SwiftUI's
/// `response`/`dampingRatio` and `duration`/`bounce`, Android's unit-mass stiffness, Rebound and
/// Origami tension/friction, …) converts to and from it. The motion itself lives in
/// ``SpringMotion``.
///
/// Units: time in seconds. `mass` is in arbitrary mass units; `stiffness` in mass/s² and `damping`
/// in mass/s, so only the ratios `k/m` and `c/m` affect motion.
public struct Spring: Hashable, Sendable {
  /// Mass `m` (> 0, finite).
  public var mass: Double
  /// Stiffness `k` (> 0, finite), in mass units per s².
  public var stiffness: Double
  /// Damping coefficient `c` (≥ 0, finite), in mass units per s.
  public var damping: Double

  /// Creates a spring from its physical coefficients.
  ///
  /// - Precondition: `mass > 0`, `stiffness > 0`, `damping ≥ 0`, all finite. For values that come
  ///   from outside the program use ``Spring/validated(mass:stiffness:damping:)``, which throws.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    precondition(mass.isFinite && mass > 0, "Spring mass must be finite and > 0")
    precondition(stiffness.isFinite && stiffness > 0, "Spring stiffness must be finite and > 0")
    precondition(damping.isFinite && damping >= 0, "Spring damping must be finite and ≥ 0")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Creates a spring from SwiftUI's / Wave's `response` and `dampingRatio`.
  ///
  /// `k = m·(2π/response)²`, `c = 4π·ζ·m/response`.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ ≥ 0 (1 = critical, < 1 bouncy, > 1 overdamped).
  ///   - response: the undamped period 2π/ω₀ in seconds (> 0).
  ///   - mass: m > 0 (default 1; it does not change the motion).
  public init(dampingRatio: Double, response: Double, mass: Double = 1) {
    precondition(response.isFinite && response > 0, "Spring response must be finite and > 0")
    precondition(
      dampingRatio.isFinite && dampingRatio >= 0, "Spring dampingRatio must be finite and ≥ 0")
    let omega = 2 * Double.pi / response
    self.init(mass: mass, stiffness: mass * omega * omega, damping: 2 * dampingRatio * mass * omega)
  }

  /// Natural angular frequency ω₀ = √(k/m), in rad/s.
  @inlinable public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio ζ = c / (2·√(k·m)): 0 undamped, < 1 underdamped, 1 critical, > 1 overdamped.
  @inlinable public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// Exponential decay rate a = c/(2m) = ζ·ω₀ of the envelope, in 1/s.
  @inlinable public var decayRate: Double { damping / (2 * mass) }

  /// SwiftUI's `response`: the undamped period 2π/ω₀, in seconds.
  @inlinable public var response: Double { 2 * Double.pi / naturalFrequency }
}
