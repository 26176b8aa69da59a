/// Parsing and printing SPEC strings: comma-separated `key=value` pairs naming a spring in any
/// ``SpringParameterForm``.
extension Spring {
  /// Every key ``init(parsing:)`` accepts, in the order they are listed in error messages.
  public static let specKeys: [String] = [
    "mass", "stiffness", "damping", "dampingRatio", "dampingFraction", "response", "duration",
    "bounce", "tension", "friction", "origamiTension", "origamiFriction", "reboundTension",
    "reboundFriction", "bounciness", "speed", "frequency", "visualDuration", "framerDuration",
  ]

  /// Parses a SPEC string such as `mass=1,stiffness=170,damping=26`,
  /// `dampingRatio=0.8,response=0.5`, `duration=0.5,bounce=0.2`, `tension=40,friction=7`
  /// (Origami) or `stiffness=1500,dampingRatio=0.5` (Android).
  ///
  /// Grammar: pairs separated by `,` (spaces around keys, values and separators are ignored),
  /// each `key=value` with a key from ``specKeys`` and a decimal number (`1`, `-0.5`, `1e-3`).
  /// The set of keys picks the form (see ``SpringParameterForm``); aliases: `dampingFraction` =
  /// `dampingRatio`, `origamiTension`/`origamiFriction` = `tension`/`friction`. Values are then
  /// checked by the form's `validated(…)` entry point.
  ///
  /// - Throws: ``InputError`` naming the key (or `spec` for the whole string), the value
  ///   and the reason: an empty string or pair, a pair without `=`, an unknown or repeated key, a
  ///   value that is not a number, a set of keys that is no form, or a value out of its domain.
  public init(parsing spec: String) throws(InputError) {
    let (form, values) = try Spring.parseFields(spec)
    self = try form.spring(values)
  }

  /// The spring written in the `mass,stiffness,damping` form, e.g.
  /// `mass=1,stiffness=170,damping=26` (shortest round-trip numbers; `mass` always printed).
  public var spec: String {
    "mass=\(NumberText.shortest(mass)),stiffness=\(NumberText.shortest(stiffness)),"
      + "damping=\(NumberText.shortest(damping))"
  }

  /// Splits and matches a SPEC string: the form and its values keyed by canonical key.
  static func parseFields(_ spec: String) throws(InputError) -> (
    SpringParameterForm, SpringSpecFields
  ) {
    if let values = quickFields(spec), let form = values.form { return (form, values) }
    return try generalFields(spec)
  }

  /// ``parseFields(_:)`` for any input: splits, matches and reports every error.
  static func generalFields(_ spec: String) throws(InputError) -> (
    SpringParameterForm, SpringSpecFields
  ) {
    let trimmedSpec = spec.trimmingSpaces()
    guard !trimmedSpec.isEmpty else {
      throw InputError(
        field: "spec", value: spec,
        reason: "empty; expected key=value pairs such as mass=1,stiffness=170,damping=26")
    }
    var values = SpringSpecFields()
    for rawPair in trimmedSpec.split(separator: ",", omittingEmptySubsequences: false) {
      let pair = rawPair.trimmingSpaces()
      guard let eq = pair.firstIndex(of: "=") else {
        throw InputError(
          field: "spec", value: pair.isEmpty ? spec : String(pair),
          reason: pair.isEmpty ? "empty key=value pair" : "expected key=value")
      }
      let rawKey = pair[..<eq].trimmingSpaces()
      let text = pair[pair.index(after: eq)...].trimmingSpaces()
      guard let key = SpringSpecFields.key(where: { $0 == rawKey }) else {
        throw InputError(
          field: rawKey, value: text,
          reason: "unknown key; expected one of " + specKeys.joined(separator: ", "))
      }
      guard values[key] == nil else {
        throw InputError(field: rawKey, value: text, reason: "given more than once")
      }
      guard let value = Double(text) else {
        throw InputError(field: rawKey, value: text, reason: "expected a number")
      }
      _ = values.set(key, value)
    }
    if let form = values.form { return (form, values) }
    throw InputError(
      field: "spec", value: spec,
      reason: "these keys name no parameter form; use one of "
        + SpringParameterForm.allCases.map { form in
          form.keys.filter { $0 != "mass" || !form.massIsOptional }.joined(separator: ",")
            + (form.massIsOptional ? "[,mass]" : "")
        }.joined(separator: " | "))
  }

  /// The fields of a well-formed all-ASCII SPEC read straight from its UTF-8 bytes, or `nil` for
  /// anything else — an empty pair, a pair without `=`, an unknown or repeated key, a value
  /// that is not a number, non-ASCII text — which the general path then reports with its
  /// error. Same blanks (space, tab), keys and number syntax (`Double(_:)`) as that path, about
  /// five times cheaper: parsing dominated the cost of a spring's first value.
  static func quickFields(_ spec: String) -> SpringSpecFields? {
    var spec = spec
    return spec.withUTF8 { bytes -> SpringSpecFields? in
      func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
      func trimmed(_ range: Range<Int>) -> Range<Int> {
        var (start, end) = (range.lowerBound, range.upperBound)
        while start < end && isBlank(bytes[start]) { start += 1 }
        while end > start && isBlank(bytes[end - 1]) { end -= 1 }
        return start..<end
      }
      var values = SpringSpecFields()
      var start = 0
      while start <= bytes.count {
        var end = start
        var eq = -1
        while end < bytes.count && bytes[end] != 0x2C {  // ","
          if bytes[end] >= 0x80 { return nil }
          if eq < 0 && bytes[end] == 0x3D { eq = end }  // "="
          end += 1
        }
        guard eq >= 0 else { return nil }
        let keyBytes = UnsafeBufferPointer(rebasing: bytes[trimmed(start..<eq)])
        let text = String(decoding: bytes[trimmed(eq + 1..<end)], as: UTF8.self)
        guard let key = SpringSpecFields.key(where: { $0.utf8.elementsEqual(keyBytes) }),
          let value = Double(text), values.set(key, value)
        else { return nil }
        start = end + 1
      }
      return values
    }
  }
}
