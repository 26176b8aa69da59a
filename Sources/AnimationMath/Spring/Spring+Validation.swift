/// Validating entry points: the same parameter forms as the initializers, for values that come
/// from outside the program (CLI arguments, files). They throw ``InputError`` naming the
/// field, the value and the reason instead of trapping, and also reject inputs whose converted
/// coefficients would overflow or leave the physical domain (m > 0, k > 0, c ≥ 0, all finite),
/// and springs outside ``SpringMotion``'s numeric range: k/m must be a positive finite number,
/// (c/2m)² finite (c/2m ≲ 1.3e154) and the damping ratio finite. A spring that passes moves
/// without NaN (an overflow can still come from huge `from`/`to`/velocity values).
extension Spring {
  /// Validates `mass > 0`, `stiffness > 0`, `damping ≥ 0`, all finite, and returns the spring.
  public static func validated(mass: Double = 1, stiffness: Double, damping: Double)
    throws(InputError) -> Spring
  {
    try InputError.check("mass", mass, "must be > 0") { $0 > 0 }
    try InputError.check("stiffness", stiffness, "must be > 0") { $0 > 0 }
    try InputError.check("damping", damping, "must be ≥ 0") { $0 >= 0 }
    return try checkedRange(
      Spring(mass: mass, stiffness: stiffness, damping: damping),
      inputs: [("mass", mass), ("stiffness", stiffness), ("damping", damping)])
  }

  /// Validating form of ``init(dampingRatio:response:mass:)``: ζ ≥ 0, response > 0, mass > 0.
  public static func validated(dampingRatio: Double, response: Double, mass: Double = 1)
    throws(InputError) -> Spring
  {
    try InputError.check("dampingRatio", dampingRatio, "must be ≥ 0") { $0 >= 0 }
    try InputError.check("response", response, "must be > 0") { $0 > 0 }
    try InputError.check("mass", mass, "must be > 0") { $0 > 0 }
    let omega = 2 * Double.pi / response
    return try checkedCoefficients(
      mass: mass, stiffness: mass * omega * omega, damping: 2 * dampingRatio * mass * omega,
      blame: ("response", response), others: [("dampingRatio", dampingRatio), ("mass", mass)])
  }

  /// Validating form of ``init(duration:bounce:mass:)``: duration > 0, −1 < bounce ≤ 1, mass > 0.
  public static func validated(duration: Double, bounce: Double, mass: Double = 1)
    throws(InputError) -> Spring
  {
    try InputError.check("duration", duration, "must be > 0") { $0 > 0 }
    try InputError.check("bounce", bounce, "must be in (-1, 1]") { $0 > -1 && $0 <= 1 }
    try InputError.check("mass", mass, "must be > 0") { $0 > 0 }
    return try validated(
      dampingRatio: dampingRatio(bounce: bounce), response: duration, mass: mass)
  }

  /// Validating form of ``init(stiffness:dampingRatio:mass:)`` (Android / Compose): stiffness > 0,
  /// ζ ≥ 0, mass > 0.
  public static func validated(stiffness: Double, dampingRatio: Double, mass: Double = 1)
    throws(InputError) -> Spring
  {
    try InputError.check("stiffness", stiffness, "must be > 0") { $0 > 0 }
    try InputError.check("dampingRatio", dampingRatio, "must be ≥ 0") { $0 >= 0 }
    try InputError.check("mass", mass, "must be > 0") { $0 > 0 }
    let k = stiffness * mass
    return try checkedCoefficients(
      mass: mass, stiffness: k, damping: 2 * dampingRatio * (k * mass).squareRoot(),
      blame: ("stiffness", stiffness), others: [("dampingRatio", dampingRatio), ("mass", mass)])
  }

  /// Validating form of ``init(reboundTension:friction:)``: tension > 0, friction ≥ 0.
  public static func validated(reboundTension tension: Double, friction: Double)
    throws(InputError) -> Spring
  {
    try InputError.check("reboundTension", tension, "must be > 0") { $0 > 0 }
    try InputError.check("reboundFriction", friction, "must be ≥ 0") { $0 >= 0 }
    return try checkedRange(
      Spring(reboundTension: tension, friction: friction),
      inputs: [("reboundTension", tension), ("reboundFriction", friction)])
  }

  /// Validating form of ``init(origamiTension:origamiFriction:)``: the mapped Rebound tension must
  /// be > 0 (Origami tension 0, or > −23.59…) and the mapped friction ≥ 0 (0, or ≥ −1/3).
  public static func validated(origamiTension: Double, origamiFriction: Double)
    throws(InputError) -> Spring
  {
    try InputError.check(
      "tension", origamiTension, "maps to a Rebound tension ≤ 0 (Origami tension must be > -23.59)"
    ) { reboundTension(origami: $0) > 0 }
    try InputError.check(
      "friction", origamiFriction, "maps to a negative Rebound friction (must be ≥ -1/3, or 0)"
    ) { reboundFriction(origami: $0) >= 0 }
    // The mapping multiplies by 3.62 and 3: near the top of binary64 it overflows.
    for (field, value, mapped) in [
      ("tension", origamiTension, reboundTension(origami: origamiTension)),
      ("friction", origamiFriction, reboundFriction(origami: origamiFriction)),
    ] where !mapped.isFinite {
      throw InputError(
        field: field, value: NumberText.shortest(value),
        reason: "out of range: maps to a Rebound value that overflows")
    }
    return try checkedRange(
      Spring(origamiTension: origamiTension, origamiFriction: origamiFriction),
      inputs: [("tension", origamiTension), ("friction", origamiFriction)])
  }

  /// Validating form of ``init(bounciness:speed:)`` (POP): 0 ≤ bounciness ≤ 42.5 (POP documents
  /// [0, 20]; past 42.5 its quadratic turns back, so more bounciness gives less bounce), speed > 0.
  public static func validated(bounciness: Double, speed: Double)
    throws(InputError) -> Spring
  {
    try InputError.check(
      "bounciness", bounciness, "must be in [0, 42.5] (POP documents [0, 20])"
    ) { $0 >= 0 && $0 <= 42.5 }
    try InputError.check("speed", speed, "must be > 0") { $0 > 0 }
    let (tension, friction) = origamiValues(bounciness: bounciness, speed: speed)
    guard reboundFriction(origami: friction) >= 0 else {
      throw InputError(
        field: "bounciness", value: NumberText.shortest(bounciness),
        reason: "too large: gives a negative friction at this speed")
    }
    return try validated(origamiTension: tension, origamiFriction: friction)
  }

  /// Validating form of ``init(framerVisualDuration:bounce:)``: visualDuration > 0, bounce finite.
  public static func validated(framerVisualDuration visualDuration: Double, bounce: Double)
    throws(InputError) -> Spring
  {
    try InputError.check("visualDuration", visualDuration, "must be > 0") { $0 > 0 }
    try InputError.check("bounce", bounce, "must be finite") { _ in true }
    let zeta = Swift.min(Swift.max(1 - bounce, 0.05), 1)
    do {
      return try validated(dampingRatio: zeta, response: 1.2 * visualDuration)
    } catch {
      throw InputError(
        field: "visualDuration", value: NumberText.shortest(visualDuration),
        reason: error.reason)
    }
  }

  /// Validating form of ``init(framerDuration:bounce:)``: duration > 0, bounce finite.
  public static func validated(framerDuration duration: Double, bounce: Double)
    throws(InputError) -> Spring
  {
    try InputError.check("framerDuration", duration, "must be > 0") { $0 > 0 }
    try InputError.check("bounce", bounce, "must be finite") { _ in true }
    return try checkedRange(
      Spring(framerDuration: duration, bounce: bounce),
      inputs: [("framerDuration", duration), ("bounce", bounce)])
  }

  /// Checks converted coefficients (overflow to ∞, underflow to 0) and blames the input field;
  /// `others` are the remaining inputs, for ``checkedRange(_:inputs:)``.
  private static func checkedCoefficients(
    mass: Double, stiffness: Double, damping: Double, blame: (String, Double),
    others: [(String, Double)]
  ) throws(InputError) -> Spring {
    guard stiffness.isFinite, stiffness > 0, damping.isFinite, damping >= 0,
      (stiffness * mass).squareRoot().isFinite
    else {
      throw InputError(
        field: blame.0, value: NumberText.shortest(blame.1),
        reason: "out of range: the stiffness or damping it implies is not a finite positive number")
    }
    return try checkedRange(
      Spring(mass: mass, stiffness: stiffness, damping: damping), inputs: [blame] + others)
  }

  /// Returns `spring` if ``SpringMotion`` can evaluate it without NaN: k/m > 0 and finite,
  /// (c/2m)² finite, ζ finite. Otherwise blames the input farthest from 1 in magnitude (the one
  /// most likely mistyped, e.g. `mass=1e-300`).
  private static func checkedRange(_ spring: Spring, inputs: [(String, Double)])
    throws(InputError) -> Spring
  {
    let omega0Squared = spring.stiffness / spring.mass
    let a = spring.decayRate
    if omega0Squared.isFinite && omega0Squared > 0 && (a * a).isFinite
      && spring.dampingRatio.isFinite
    {
      return spring
    }
    func distanceFromOne(_ v: Double) -> Int { v == 0 ? 0 : Swift.abs(Int(v.exponent)) }
    let (field, value) =
      inputs.max { distanceFromOne($0.1) < distanceFromOne($1.1) } ?? ("spec", spring.stiffness)
    throw InputError(
      field: field, value: NumberText.shortest(value),
      reason: "out of range: the spring's k/m, c/2m or damping ratio leaves binary64 "
        + "(k/m must be in (0, 1.8e308), c/2m below 1.3e154)")
  }
}
