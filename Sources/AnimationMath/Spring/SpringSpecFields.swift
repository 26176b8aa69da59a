/// The values a SPEC string gives, by canonical key (aliases resolved): a fixed-size value, so
/// that reading a spring from text allocates nothing.
struct SpringSpecFields: Equatable {
  /// A canonical SPEC key (``Spring/specKeys`` less the aliases).
  enum Key: Int, CaseIterable {
    case mass, stiffness, damping, dampingRatio, response, duration, bounce, tension, friction
    case reboundTension, reboundFriction, bounciness, speed, frequency, visualDuration
    case framerDuration

    /// The key as written in a SPEC (and in ``SpringParameterForm/keys``).
    var name: String {
      switch self {
      case .mass: "mass"
      case .stiffness: "stiffness"
      case .damping: "damping"
      case .dampingRatio: "dampingRatio"
      case .response: "response"
      case .duration: "duration"
      case .bounce: "bounce"
      case .tension: "tension"
      case .friction: "friction"
      case .reboundTension: "reboundTension"
      case .reboundFriction: "reboundFriction"
      case .bounciness: "bounciness"
      case .speed: "speed"
      case .frequency: "frequency"
      case .visualDuration: "visualDuration"
      case .framerDuration: "framerDuration"
      }
    }

    var bit: UInt32 { 1 << UInt32(rawValue) }
  }

  /// One bit per key given (``Key/bit``).
  private(set) var given: UInt32 = 0
  /// The values, at their key's raw value (0 where not given).
  private var values = SIMD16<Double>()

  /// The value of `key`, or `nil` when the SPEC does not give it.
  subscript(key: Key) -> Double? {
    given & key.bit != 0 ? values[key.rawValue] : nil
  }

  /// Records `value` for `key`; `false` (and nothing changed) when the key was given already.
  mutating func set(_ key: Key, _ value: Double) -> Bool {
    guard given & key.bit == 0 else { return false }
    given |= key.bit
    values[key.rawValue] = value
    return true
  }

  /// The canonical key of the ``Spring/specKeys`` entry for which `spelled` is true (the key as
  /// written, case-sensitive), resolving the aliases; `nil` for an unknown key.
  static func key(where spelled: (String) -> Bool) -> Key? {
    for (index, written) in Spring.specKeys.enumerated() where spelled(written) {
      return keyOfSpecKey[index]
    }
    return nil
  }

  /// The canonical key of each ``Spring/specKeys`` entry, in its order.
  private static let keyOfSpecKey: [Key] = [
    .mass, .stiffness, .damping, .dampingRatio, .dampingRatio, .response, .duration, .bounce,
    .tension, .friction, .tension, .friction, .reboundTension, .reboundFriction, .bounciness,
    .speed, .frequency, .visualDuration, .framerDuration,
  ]

  /// The form whose keys are exactly the given ones (mass optional where the form allows it).
  var form: SpringParameterForm? {
    for (form, required, allowed) in Self.formMasks
    where given & ~allowed == 0 && given & required == required {
      return form
    }
    return nil
  }

  /// Each form with the bits of its required keys and of every key it allows, built once.
  private static let formMasks: [(SpringParameterForm, required: UInt32, allowed: UInt32)] =
    SpringParameterForm.allCases.map { form in
      var required: UInt32 = 0
      var allowed: UInt32 = 0
      for name in form.keys {
        guard let key = Key.allCases.first(where: { $0.name == name }) else { continue }
        allowed |= key.bit
        if !(key == .mass && form.massIsOptional) { required |= key.bit }
      }
      return (form, required, allowed)
    }
}
