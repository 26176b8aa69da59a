/// The parameter forms of other ecosystems, as initializers and derived properties.
///
/// Every form is a pure re-parametrisation of `m·x″ + c·x′ + k·x = 0`; the formulas and their
/// sources are listed in the Springs article of the documentation catalog. Initializers here
/// state their domain as preconditions; input from outside the program goes through the
/// `validated(…)` entry points in `Spring+Validation.swift` or ``Spring/init(parsing:)``.
extension Spring {
  /// Creates a spring from SwiftUI's `Spring(duration:bounce:)` (also CASpringAnimation's
  /// `perceptualDuration`/`bounce`, UIKit's iOS 17 `duration`/`bounce` and Flutter's
  /// `SpringDescription.withDurationAndBounce`).
  ///
  /// `k = m·(2π/duration)²`; ζ = 1 − bounce for bounce ≥ 0 and ζ = 1/(1 + bounce) for bounce < 0
  /// (overdamped); `c = 2ζ·√(k·m)`.
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration, equal to the undamped period 2π/ω₀, in seconds (> 0).
  ///   - bounce: in (−1, 1]: 0 is critical, 1 undamped, negative overdamped.
  ///   - mass: m > 0 (default 1; it does not change the motion).
  /// - Precondition: the domain above; bounce = −1 would need infinite damping.
  public init(duration: Double, bounce: Double, mass: Double = 1) {
    precondition(bounce.isFinite && bounce > -1 && bounce <= 1, "Spring bounce must be in (−1, 1]")
    self.init(dampingRatio: Spring.dampingRatio(bounce: bounce), response: duration, mass: mass)
  }

  /// Creates a spring from Android's `SpringForce` / Compose's `spring()` parameters, a unit-mass
  /// model: `k = stiffness·m`, `c = 2ζ·√(k·m)` (also Flutter's `withDampingRatio`).
  ///
  /// - Parameters:
  ///   - stiffness: k/m in 1/s² (> 0); Android's `STIFFNESS_MEDIUM` is 1500.
  ///   - dampingRatio: ζ ≥ 0; Android's `DAMPING_RATIO_MEDIUM_BOUNCY` is 0.5.
  ///   - mass: m > 0 (default 1).
  public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) {
    precondition(
      dampingRatio.isFinite && dampingRatio >= 0, "Spring dampingRatio must be finite and ≥ 0")
    precondition(stiffness.isFinite && stiffness > 0, "Spring stiffness must be finite and > 0")
    let k = stiffness * mass
    self.init(mass: mass, stiffness: k, damping: 2 * dampingRatio * (k * mass).squareRoot())
  }

  /// Creates a spring from Rebound's `SpringConfig(tension, friction)`, a unit-mass model:
  /// `k = tension`, `c = friction`, `m = 1`.
  ///
  /// - Precondition: `tension > 0`, `friction ≥ 0`, both finite.
  public init(reboundTension tension: Double, friction: Double) {
    self.init(mass: 1, stiffness: tension, damping: friction)
  }

  /// Creates a spring from Origami / Quartz Composer tension and friction, through Rebound's
  /// `OrigamiValueConverter` (also POP): `tension = (o_T − 30)·3.62 + 194`,
  /// `friction = (o_F − 8)·3 + 25`, where an Origami value of exactly 0 maps to 0.
  ///
  /// Rebound's default `fromOrigamiTensionAndFriction(40, 7)` is `(230.2, 22)`.
  ///
  /// - Precondition: the mapped tension is > 0 (o_T > −23.59…, or any o_T > 0) and the mapped
  ///   friction is ≥ 0 (o_F ≥ −1/3, or 0).
  public init(origamiTension: Double, origamiFriction: Double) {
    self.init(
      reboundTension: Spring.reboundTension(origami: origamiTension),
      friction: Spring.reboundFriction(origami: origamiFriction))
  }

  /// Creates a spring from POP's `springBounciness`/`springSpeed` (Rebound's
  /// `SpringConfig.fromBouncinessAndSpeed`), through their "BouncyConversion".
  ///
  /// With b = (bounciness/1.7)/20·0.8 and s = (speed/1.7)/20: Origami tension
  /// `q_T = 0.5 + s·199.5` and Origami friction `q_F = N + (2b − b²)·(0.01 − N)`, where
  /// N = `nobounce(q_T)` is Rebound's piecewise cubic (pieces split at 18 and 44); then the Origami
  /// mapping of ``init(origamiTension:origamiFriction:)``. POP's defaults (4, 12) give
  /// k = 342.10, c = 30.487.
  ///
  /// - Parameters:
  ///   - bounciness: POP documents [0, 20]; larger values are allowed while the friction stays
  ///     ≥ 0.
  ///   - speed: POP documents [0, 20]; must give a positive tension (speed > 0 suffices).
  public init(bounciness: Double, speed: Double) {
    let (tension, friction) = Spring.origamiValues(bounciness: bounciness, speed: speed)
    self.init(origamiTension: tension, origamiFriction: friction)
  }

  /// Creates a spring from motion / framer-motion's `{visualDuration, bounce}`:
  /// ω₀ = 2π/(1.2·visualDuration), ζ = clamp(1 − bounce, 0.05, 1), m = 1.
  ///
  /// - Precondition: `visualDuration > 0`, `bounce` finite (clamped as motion does).
  public init(framerVisualDuration visualDuration: Double, bounce: Double) {
    precondition(bounce.isFinite, "Spring bounce must be finite")
    precondition(
      visualDuration.isFinite && visualDuration > 0, "Spring visualDuration must be finite and > 0")
    let zeta = Swift.min(Swift.max(1 - bounce, 0.05), 1)
    self.init(dampingRatio: zeta, response: 1.2 * visualDuration)
  }

  /// Creates a spring from motion / framer-motion's time-defined `{duration, bounce}` (seconds;
  /// motion takes milliseconds), solving motion's envelope equation in closed form.
  ///
  /// ζ = clamp(1 − bounce, 0.05, 1), d = clamp(duration, 0.01, 10), m = 1, and ω₀ solves
  /// ζ/√(1 − ζ²)·e^(−ζ·ω₀·d) = 0.001, i.e. ω₀ = ln(ζ/(0.001·√(1 − ζ²)))/(ζ·d) for ζ < 1, and
  /// (1 + ω₀d)·e^(−ω₀d) = 0.001, i.e. ω₀·d = 9.2334134764515857 for ζ = 1. motion's 12-step
  /// Newton iteration converges to the same ω₀ (checked to 1e-18 by the reference data's authors).
  ///
  /// - Precondition: `duration > 0`, `bounce` finite.
  public init(framerDuration duration: Double, bounce: Double) {
    precondition(bounce.isFinite, "Spring bounce must be finite")
    precondition(duration.isFinite && duration > 0, "Spring duration must be finite and > 0")
    let zeta = Swift.min(Swift.max(1 - bounce, 0.05), 1)
    let d = Swift.min(Swift.max(duration, 0.01), 10)
    let omega0 = Spring.framerOmegaTimesDuration(dampingRatio: zeta) / d
    self.init(mass: 1, stiffness: omega0 * omega0, damping: 2 * zeta * omega0)
  }

  // MARK: Derived parameters

  /// SwiftUI's `duration` (perceptual duration): the undamped period 2π/ω₀, in seconds; the same
  /// number as ``response``.
  public var duration: Double { response }

  /// SwiftUI's `bounce`: 1 − ζ for ζ ≤ 1, 1/ζ − 1 for ζ > 1 (negative, overdamped). In (−1, 1].
  public var bounce: Double {
    let zeta = dampingRatio
    return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// Stiffness per unit mass k/m, in 1/s²: Android's / Compose's `stiffness` and Rebound's
  /// `tension`.
  public var unitMassStiffness: Double { stiffness / mass }

  /// Damping per unit mass c/m, in 1/s: Rebound's `friction`.
  public var unitMassDamping: Double { damping / mass }

  /// Origami / Quartz Composer tension: `(k/m − 194)/3.62 + 30` (0 ↦ 0, as Rebound maps it).
  public var origamiTension: Double {
    let t = unitMassStiffness
    return t == 0 ? 0 : (t - 194) / 3.62 + 30
  }

  /// Origami / Quartz Composer friction: `(c/m − 25)/3 + 8` (0 ↦ 0, as Rebound maps it).
  public var origamiFriction: Double {
    let f = unitMassDamping
    return f == 0 ? 0 : (f - 25) / 3 + 8
  }

  /// POP's / Rebound's `speed` for this spring: `(q_T − 0.5)/199.5·20·1.7` with q_T the Origami
  /// tension; `nil` outside POP's documented range [0, 20].
  public var popSpeed: Double? {
    let speed = (origamiTension - 0.5) / 199.5 * 20 * 1.7
    return speed >= 0 && speed <= 20 ? speed : nil
  }

  /// POP's / Rebound's `bounciness` for this spring, inverting the BouncyConversion at this
  /// spring's Origami tension: b solves 2b − b² = (N − q_F)/(N − 0.01); bounciness = b/0.8·34.
  ///
  /// `nil` when there is no solution (friction at or above the "no-bounce" curve N, i.e. too
  /// much damping for POP to express), when the result falls outside POP's documented [0, 20], or
  /// when ``popSpeed`` is `nil` (the two only make sense as a pair).
  public var popBounciness: Double? {
    guard popSpeed != nil else { return nil }
    let n = Spring.popNoBounceFriction(origamiTension: origamiTension)
    let y = (n - origamiFriction) / (n - 0.01)
    guard y.isFinite, y >= 0, y <= 1 else { return nil }
    let b = 1 - (1 - y).squareRoot()
    let bounciness = b / 0.8 * 20 * 1.7
    return bounciness >= 0 && bounciness <= 20 ? bounciness : nil
  }

  /// motion / framer-motion's `visualDuration` (s): (2π/ω₀)/1.2. `nil` unless 0.05 ≤ ζ ≤ 1 and
  /// m = 1 is implied (motion's time-defined springs have no overdamping).
  public var framerVisualDuration: Double? {
    Spring.framerRepresentable(dampingRatio) ? response / 1.2 : nil
  }

  /// motion / framer-motion's `bounce` for its time-defined forms: 1 − ζ (0 when ζ is within
  /// 1e-9 of 1). `nil` unless 0.05 ≤ ζ ≤ 1.
  public var framerBounce: Double? {
    let zeta = dampingRatio
    return Spring.framerRepresentable(zeta) ? 1 - Spring.framerZeta(zeta) : nil
  }

  /// motion / framer-motion's time-defined `duration` (s) with ``framerBounce``: the inverse of
  /// ``init(framerDuration:bounce:)``, d = u(ζ)/ω₀. `nil` unless 0.05 ≤ ζ ≤ 1. Values outside
  /// motion's clamp [0.01, 10] s are returned as computed (motion would clamp them).
  public var framerDuration: Double? {
    let zeta = dampingRatio
    guard Spring.framerRepresentable(zeta) else { return nil }
    return Spring.framerOmegaTimesDuration(dampingRatio: Spring.framerZeta(zeta)) / naturalFrequency
  }

  // MARK: Formula helpers

  /// ζ from SwiftUI's bounce: 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0).
  @usableFromInline static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// Rebound's `tensionFromOrigamiValue`: (o − 30)·3.62 + 194, with 0 ↦ 0.
  static func reboundTension(origami o: Double) -> Double {
    o == 0 ? 0 : (o - 30) * 3.62 + 194
  }

  /// Rebound's `frictionFromOrigamiValue`: (o − 8)·3 + 25, with 0 ↦ 0.
  static func reboundFriction(origami o: Double) -> Double {
    o == 0 ? 0 : (o - 8) * 3 + 25
  }

  /// The Origami (tension, friction) of POP's BouncyConversion for (bounciness, speed).
  static func origamiValues(bounciness: Double, speed: Double) -> (Double, Double) {
    let b = bounciness / 1.7 / 20 * 0.8
    let s = speed / 1.7 / 20
    let tension = 0.5 + s * (200 - 0.5)
    let n = popNoBounceFriction(origamiTension: tension)
    let w = 2 * b - b * b
    return (tension, n + w * (0.01 - n))
  }

  /// Rebound's `b3Nobounce`: the Origami friction of the no-bounce curve at Origami tension `x`,
  /// a piecewise cubic with pieces split at 18 and 44 (facebook/rebound `BouncyConversion`).
  static func popNoBounceFriction(origamiTension x: Double) -> Double {
    if x <= 18 { return ((0.0007 * x - 0.031) * x + 0.64) * x + 1.28 }
    if x <= 44 { return ((0.000044 * x - 0.006) * x + 0.36) * x + 2 }
    return ((0.000_000_45 * x - 0.000332) * x + 0.1078) * x + 5.84
  }

  /// Whether motion's time-defined forms can express damping ratio ζ (0.05 ≤ ζ ≤ 1, up to the
  /// rounding of ζ from k, c, m printed to 10 digits: 1e-9).
  static func framerRepresentable(_ zeta: Double) -> Bool {
    zeta >= 0.05 * (1 - 1e-9) && zeta <= 1 + 1e-9
  }

  /// ζ snapped to motion's grid: exactly 1 within 1e-9 of it (parameters printed to 10 digits;
  /// motion's ζ = 1 − bounce is exactly 1 for bounce 0, and its duration formula jumps there),
  /// clamped to [0.05, 1].
  static func framerZeta(_ zeta: Double) -> Double {
    Swift.abs(zeta - 1) <= 1e-9 ? 1 : Swift.min(Swift.max(zeta, 0.05), 1)
  }

  /// u = ω₀·d solving motion's envelope equation for ζ ∈ [0.05, 1] (see
  /// ``init(framerDuration:bounce:)``).
  static func framerOmegaTimesDuration(dampingRatio zeta: Double) -> Double {
    if zeta >= 1 { return 9.233_413_476_451_585_7 }
    let root = ((1 - zeta) * (1 + zeta)).squareRoot()
    return Elementary.log(zeta / (0.001 * root)) / zeta
  }
}
