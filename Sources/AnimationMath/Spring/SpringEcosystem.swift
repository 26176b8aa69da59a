/// One ecosystem's spring API, and how a ``Spring`` is written in its parameters.
///
/// ``all`` lists every ecosystem the package converts to, in a stable order (the rows of
/// `spring-tune convert`). Each names its parameters the way its API does and maps them onto a
/// ``SpringParameterForm``, so the printed SPEC parses back with ``Spring/init(parsing:)``.
public struct SpringEcosystem: Hashable, Sendable {
  /// Short stable identifier, e.g. `swiftui`, `android`, `origami`.
  public let name: String
  /// The API the parameters belong to, e.g. `SpringForce(stiffness, dampingRatio)`.
  public let api: String
  /// The SPEC form the parameters map to.
  public let form: SpringParameterForm
  /// The ecosystem's own parameter names, each paired with the form's SPEC key it equals.
  public let parameters: [(name: String, key: String)]
  /// A caveat that always applies to this ecosystem (empty when none).
  public let caveat: String

  /// The ecosystem's parameter values for `spring`, in ``parameters`` order, or `nil` when the
  /// ecosystem cannot express it (see ``SpringParameterForm/values(for:)``).
  public func values(for spring: Spring) -> [Double]? {
    guard let values = form.values(for: spring) else { return nil }
    var result: [Double] = []
    for p in parameters {
      guard let i = form.keys.firstIndex(of: p.key) else { return nil }
      result.append(values[i])
    }
    return result
  }

  /// Why `spring` cannot be expressed here, or `nil` when it can.
  public func limitation(for spring: Spring) -> String? {
    guard values(for: spring) == nil else { return nil }
    switch form {
    case .bouncinessSpeed:
      return "outside POP's documented [0, 20] range or damped beyond its no-bounce curve"
    case .framerVisualDuration, .framerDuration:
      return "motion's time-defined springs need 0.05 <= dampingRatio <= 1"
    case .durationBounce:
      return "so overdamped that bounce rounds to -1, outside its range (-1, 1]"
    case .origami:
      return
        "stiffness or damping too small for the Origami mapping (tension > -23.59, friction >= -1/3)"
    default:
      return "not expressible"
    }
  }

  /// The note to print beside `spring` in this ecosystem: its ``limitation(for:)`` when it
  /// cannot be expressed, otherwise the ``caveat`` (Wave's only when the damping exceeds 60).
  public func note(for spring: Spring) -> String {
    if let limitation = limitation(for: spring) { return limitation }
    if name == "wave" { return spring.damping > 60 ? caveat : "" }
    return caveat
  }

  /// Every supported ecosystem, in report order.
  public static let all: [SpringEcosystem] = [
    SpringEcosystem(
      name: "physical", api: "m·x″ + c·x′ + k·x = 0", form: .massStiffnessDamping,
      parameters: [("mass", "mass"), ("stiffness", "stiffness"), ("damping", "damping")],
      caveat: ""),
    SpringEcosystem(
      name: "swiftui", api: "SwiftUI Spring(duration:bounce:)", form: .durationBounce,
      parameters: [("duration", "duration"), ("bounce", "bounce")],
      caveat: "also UIKit/CASpringAnimation (iOS 17) and Flutter withDurationAndBounce"),
    SpringEcosystem(
      name: "swiftui-response", api: "SwiftUI Spring(response:dampingRatio:)",
      form: .dampingRatioResponse,
      parameters: [("response", "response"), ("dampingRatio", "dampingRatio")],
      caveat: "Animation.spring(response:dampingFraction:) takes the same numbers"),
    SpringEcosystem(
      name: "core-animation", api: "CASpringAnimation mass/stiffness/damping",
      form: .massStiffnessDamping,
      parameters: [("mass", "mass"), ("stiffness", "stiffness"), ("damping", "damping")],
      caveat: ""),
    SpringEcosystem(
      name: "android", api: "SpringForce / Compose spring(dampingRatio, stiffness)",
      form: .stiffnessDampingRatio,
      parameters: [("stiffness", "stiffness"), ("dampingRatio", "dampingRatio")],
      caveat: "unit mass"),
    SpringEcosystem(
      name: "flutter", api: "SpringDescription(mass, stiffness, damping)",
      form: .massStiffnessDamping,
      parameters: [("mass", "mass"), ("stiffness", "stiffness"), ("damping", "damping")],
      caveat: ""),
    SpringEcosystem(
      name: "rebound", api: "Rebound SpringConfig(tension, friction)", form: .rebound,
      parameters: [("tension", "reboundTension"), ("friction", "reboundFriction")],
      caveat: "unit mass"),
    SpringEcosystem(
      name: "origami", api: "Rebound fromOrigamiTensionAndFriction / Origami", form: .origami,
      parameters: [("tension", "tension"), ("friction", "friction")], caveat: ""),
    SpringEcosystem(
      name: "pop", api: "POP springBounciness/springSpeed", form: .bouncinessSpeed,
      parameters: [("bounciness", "bounciness"), ("speed", "speed")], caveat: ""),
    SpringEcosystem(
      name: "react-spring", api: "react-spring {tension, friction, mass}",
      form: .massStiffnessDamping,
      parameters: [("tension", "stiffness"), ("friction", "damping"), ("mass", "mass")],
      caveat: ""),
    SpringEcosystem(
      name: "react-spring-frequency", api: "react-spring {frequency, damping}",
      form: .frequencyDamping,
      parameters: [("frequency", "frequency"), ("damping", "damping")], caveat: ""),
    SpringEcosystem(
      name: "reanimated", api: "Reanimated withSpring {mass, stiffness, damping}",
      form: .massStiffnessDamping,
      parameters: [("mass", "mass"), ("stiffness", "stiffness"), ("damping", "damping")],
      caveat: "v3 and v4 defaults differ: give all three"),
    SpringEcosystem(
      name: "framer", api: "motion {stiffness, damping, mass}", form: .massStiffnessDamping,
      parameters: [("stiffness", "stiffness"), ("damping", "damping"), ("mass", "mass")],
      caveat: ""),
    SpringEcosystem(
      name: "framer-visual", api: "motion {visualDuration, bounce}",
      form: .framerVisualDuration,
      parameters: [("visualDuration", "visualDuration"), ("bounce", "bounce")], caveat: ""),
    SpringEcosystem(
      name: "framer-duration", api: "motion {duration, bounce}", form: .framerDuration,
      parameters: [("duration", "framerDuration"), ("bounce", "bounce")],
      caveat: "seconds here; motion takes milliseconds"),
    SpringEcosystem(
      name: "wave", api: "Wave Spring(dampingRatio:response:mass:)", form: .dampingRatioResponse,
      parameters: [("dampingRatio", "dampingRatio"), ("response", "response"), ("mass", "mass")],
      caveat: "Wave rubber-bands damping above 60"),
  ]

  /// The ecosystem called `name`, if any.
  public static func named(_ name: String) -> SpringEcosystem? {
    all.first { $0.name == name }
  }

  /// Compares name, API, form, parameters and caveat.
  public static func == (lhs: SpringEcosystem, rhs: SpringEcosystem) -> Bool {
    lhs.name == rhs.name && lhs.api == rhs.api && lhs.form == rhs.form
      && lhs.parameters.map { $0.name } == rhs.parameters.map { $0.name }
      && lhs.parameters.map { $0.key } == rhs.parameters.map { $0.key } && lhs.caveat == rhs.caveat
  }

  /// Hashes name and form.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(form)
  }
}
