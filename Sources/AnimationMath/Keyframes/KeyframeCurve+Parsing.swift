extension KeyframeCurve {
  /// Parses the curve name used by timeline files (the JSON `curve` field).
  ///
  /// Accepted, ASCII case-insensitive, surrounding spaces ignored:
  /// - `linear`, `hold`, `paced`, and `cubic` (Catmull-Rom; a timeline file gives tension,
  ///   continuity and bias as separate fields);
  /// - `spring(SPEC)` with SPEC as in `spring-tune spring` and ``Spring/init(parsing:)``
  ///   (`dampingRatio=0.8,response=0.3`, `mass=1,stiffness=170,damping=26`,
  ///   `duration=0.5,bounce=0.2`, …). Here a spring is a *spring segment* (the physical motion
  ///   from the arriving state), not the spring-as-easing curve of `spring-tune ease`;
  /// - every easing that ``Easing/init(parsing:)`` accepts (`ease-in-out`,
  ///   `cubic-bezier(0.2, 0, 0, 1)`, `steps(4)`, `easeOutBack`, `emphasized`, …), stored as
  ///   ``easing(_:)``.
  ///
  /// - Throws: ``KeyframeError`` (without track or keyframe) with reason
  ///   ``KeyframeError/Reason/unknownCurve(_:)`` for an unknown bare name, or
  ///   ``KeyframeError/Reason/invalidCurve(_:reason:)`` with the easing or spring parser's
  ///   message for a malformed function.
  public init(parsing text: String) throws(KeyframeError) {
    let name = text.trimmingSpaces()
    func fail(_ reason: KeyframeError.Reason) -> KeyframeError {
      KeyframeError(track: "", keyframe: nil, reason: reason)
    }
    let key = name.lowercased()
    switch key {
    case "linear":
      self = .linear
      return
    case "hold":
      self = .hold
      return
    case "cubic":
      self = .catmullRom
      return
    case "paced":
      self = .paced
      return
    default:
      break
    }
    if key.hasPrefix("spring(") {
      guard key.hasSuffix(")") else {
        throw fail(.invalidCurve(name, reason: "expected ')' at the end"))
      }
      let spec = String(name.dropFirst("spring(".count).dropLast())
      do {
        self = .spring(try Spring(parsing: spec))
      } catch {
        throw fail(.invalidCurve(name, reason: error.description))
      }
      return
    }
    do {
      self = .easing(try Easing(parsing: name))
    } catch {
      let bareName =
        !name.isEmpty && name.unicodeScalars.allSatisfy { !"(), ".unicodeScalars.contains($0) }
      throw fail(bareName ? .unknownCurve(name) : .invalidCurve(name, reason: error.description))
    }
  }
}
