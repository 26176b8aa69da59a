/// A set of SPEC keys that defines a spring: one parameter form of one or more ecosystems.
///
/// SPEC strings are comma-separated `key=value` pairs (``Spring/init(parsing:)``); the set of keys
/// picks the form. `mass` is optional (default 1) in the forms marked so; it never changes the
/// motion, only the coefficients.
///
/// | form | keys | ecosystems |
/// | --- | --- | --- |
/// | ``massStiffnessDamping`` | `mass`?, `stiffness`, `damping` | CASpringAnimation, SwiftUI `Spring(mass:stiffness:damping:)`, Flutter, react-spring `tension/friction/mass`, motion physics |
/// | ``dampingRatioResponse`` | `dampingRatio` (or `dampingFraction`), `response`, `mass`? | SwiftUI, Wave |
/// | ``durationBounce`` | `duration`, `bounce`, `mass`? | SwiftUI, UIKit, CASpringAnimation (iOS 17), Flutter |
/// | ``stiffnessDampingRatio`` | `stiffness`, `dampingRatio`, `mass`? | Android `SpringForce`, Compose `spring()` |
/// | ``origami`` | `tension`, `friction` (or `origamiTension`, `origamiFriction`) | Origami, Rebound `fromOrigamiTensionAndFriction`, POP |
/// | ``rebound`` | `reboundTension`, `reboundFriction` | Rebound `SpringConfig` |
/// | ``bouncinessSpeed`` | `bounciness`, `speed` | POP, Rebound `fromBouncinessAndSpeed` |
/// | ``frequencyDamping`` | `frequency`, `damping`, `mass`? | react-spring (`damping` is the ratio ζ here) |
/// | ``framerVisualDuration`` | `visualDuration`, `bounce` | motion / framer-motion |
/// | ``framerDuration`` | `framerDuration`, `bounce` | motion / framer-motion (seconds) |
///
/// Note `tension`/`friction` are **Origami** values (Rebound's and POP's designer-facing numbers);
/// react-spring's `tension/friction` equal stiffness/damping, so write those as
/// `stiffness=…,damping=…`.
public enum SpringParameterForm: String, CaseIterable, Hashable, Sendable {
  /// `mass`, `stiffness`, `damping`: the physical coefficients.
  case massStiffnessDamping
  /// `dampingRatio`, `response` (SwiftUI, Wave).
  case dampingRatioResponse
  /// `duration`, `bounce` (SwiftUI and friends).
  case durationBounce
  /// `stiffness`, `dampingRatio` (Android, Compose; unit mass).
  case stiffnessDampingRatio
  /// `tension`, `friction` in Origami units.
  case origami
  /// `reboundTension`, `reboundFriction` (unit mass k, c).
  case rebound
  /// `bounciness`, `speed` (POP).
  case bouncinessSpeed
  /// `frequency`, `damping` (react-spring: response and ζ).
  case frequencyDamping
  /// `visualDuration`, `bounce` (motion).
  case framerVisualDuration
  /// `framerDuration`, `bounce` (motion's time-defined form, seconds).
  case framerDuration

  /// The canonical SPEC keys of the form, in print order (`mass` last when optional).
  public var keys: [String] {
    switch self {
    case .massStiffnessDamping: ["mass", "stiffness", "damping"]
    case .dampingRatioResponse: ["dampingRatio", "response", "mass"]
    case .durationBounce: ["duration", "bounce", "mass"]
    case .stiffnessDampingRatio: ["stiffness", "dampingRatio", "mass"]
    case .origami: ["tension", "friction"]
    case .rebound: ["reboundTension", "reboundFriction"]
    case .bouncinessSpeed: ["bounciness", "speed"]
    case .frequencyDamping: ["frequency", "damping", "mass"]
    case .framerVisualDuration: ["visualDuration", "bounce"]
    case .framerDuration: ["framerDuration", "bounce"]
    }
  }

  /// Whether `mass` may be left out (default 1).
  public var massIsOptional: Bool {
    switch self {
    case .massStiffnessDamping, .dampingRatioResponse, .durationBounce, .stiffnessDampingRatio,
      .frequencyDamping:
      true
    case .origami, .rebound, .bouncinessSpeed, .framerVisualDuration, .framerDuration: false
    }
  }

  /// The values of ``keys`` for `spring`, or `nil` when this form cannot express it (POP outside
  /// [0, 20] or with too much damping; motion's time forms outside 0.05 ≤ ζ ≤ 1; duration/bounce
  /// when ζ is so large that the bounce rounds to −1; Origami when k or c is so small that its
  /// values map back outside the mapping's domain; unit-mass forms are always expressible since
  /// only k/m and c/m matter).
  public func values(for spring: Spring) -> [Double]? {
    switch self {
    case .massStiffnessDamping: [spring.mass, spring.stiffness, spring.damping]
    case .dampingRatioResponse: [spring.dampingRatio, spring.response, spring.mass]
    case .durationBounce:
      // Past ζ ≈ 1e16 the bounce 1/ζ − 1 rounds to −1, which the form cannot take back.
      spring.bounce > -1 ? [spring.duration, spring.bounce, spring.mass] : nil
    case .stiffnessDampingRatio: [spring.unitMassStiffness, spring.dampingRatio, 1]
    case .origami:
      // Tiny k or c map to Origami values at the edge of the mapping's domain, where rounding can
      // make them map back to a tension ≤ 0 or a negative friction: not expressible then.
      Spring.reboundTension(origami: spring.origamiTension) > 0
        && Spring.reboundFriction(origami: spring.origamiFriction) >= 0
        ? [spring.origamiTension, spring.origamiFriction] : nil
    case .rebound: [spring.unitMassStiffness, spring.unitMassDamping]
    case .bouncinessSpeed:
      if let b = spring.popBounciness, let s = spring.popSpeed { [b, s] } else { nil }
    case .frequencyDamping: [spring.response, spring.dampingRatio, spring.mass]
    case .framerVisualDuration:
      if let d = spring.framerVisualDuration, let b = spring.framerBounce { [d, b] } else { nil }
    case .framerDuration:
      if let d = spring.framerDuration, let b = spring.framerBounce { [d, b] } else { nil }
    }
  }

  /// The SPEC string of `spring` in this form (`mass=1` omitted where optional), or `nil` when
  /// the form cannot express it. ``Spring/init(parsing:)`` reads it back to the same spring up to
  /// rounding.
  public func spec(for spring: Spring) -> String? {
    guard let values = values(for: spring) else { return nil }
    var parts: [String] = []
    for (key, value) in zip(keys, values) where !(key == "mass" && massIsOptional && value == 1) {
      parts.append(key + "=" + NumberText.shortest(value))
    }
    return parts.joined(separator: ",")
  }

  /// Builds the spring from parsed values, validating them.
  func spring(_ v: SpringSpecFields) throws(InputError) -> Spring {
    let m = v[.mass] ?? 1
    func x(_ key: SpringSpecFields.Key) -> Double { v[key] ?? .nan }
    switch self {
    case .massStiffnessDamping:
      return try Spring.validated(mass: m, stiffness: x(.stiffness), damping: x(.damping))
    case .dampingRatioResponse:
      return try Spring.validated(dampingRatio: x(.dampingRatio), response: x(.response), mass: m)
    case .durationBounce:
      return try Spring.validated(duration: x(.duration), bounce: x(.bounce), mass: m)
    case .stiffnessDampingRatio:
      return try Spring.validated(
        stiffness: x(.stiffness), dampingRatio: x(.dampingRatio), mass: m)
    case .origami:
      return try Spring.validated(origamiTension: x(.tension), origamiFriction: x(.friction))
    case .rebound:
      return try Spring.validated(
        reboundTension: x(.reboundTension), friction: x(.reboundFriction))
    case .bouncinessSpeed:
      return try Spring.validated(bounciness: x(.bounciness), speed: x(.speed))
    case .frequencyDamping:
      do {
        return try Spring.validated(dampingRatio: x(.damping), response: x(.frequency), mass: m)
      } catch {
        // Report react-spring's own key names.
        let key =
          error.field == "dampingRatio"
          ? "damping" : error.field == "response" ? "frequency" : error.field
        throw error.renamingField(key)
      }
    case .framerVisualDuration:
      return try Spring.validated(framerVisualDuration: x(.visualDuration), bounce: x(.bounce))
    case .framerDuration:
      return try Spring.validated(framerDuration: x(.framerDuration), bounce: x(.bounce))
    }
  }
}
