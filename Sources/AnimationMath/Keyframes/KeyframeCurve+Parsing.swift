extension KeyframeCurve {
  /// Parses the curve name used by timeline files (the JSON `curve` field).
  ///
  /// Accepted: `linear`, `hold`, `cubic` (Catmull-Rom; tension, continuity and bias are separate
  /// fields of a timeline file), `paced`, `spring(SPEC)` with SPEC as in `spring-tune spring`
  /// (`dampingRatio=0.8,response=0.3`, `mass=1,stiffness=170,damping=26`,
  /// `duration=0.5,bounce=0.2`), and every easing curve name (a spring here is a *spring
  /// segment*, not the spring-as-easing curve of `spring-tune ease`). Surrounding spaces are
  /// ignored.
  ///
  /// - Throws: ``KeyframeError`` (without track or keyframe) with reason
  ///   ``KeyframeError/Reason/unknownCurve(_:)`` or ``KeyframeError/Reason/invalidCurve(_:reason:)``.
  public init(parsing text: String) throws(KeyframeError) {
    let name = text.trimmingSpacesForCurve()
    func fail(_ reason: KeyframeError.Reason) -> KeyframeError {
      KeyframeError(track: "", keyframe: nil, reason: reason)
    }
    switch name {
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
    if name.hasPrefix("spring(") {
      guard name.hasSuffix(")") else {
        throw fail(.invalidCurve(name, reason: "expected ')' at the end"))
      }
      let spec = String(name.dropFirst("spring(".count).dropLast())
      do {
        self = .spring(try KeyframeSpringSpec.parse(spec))
      } catch {
        throw fail(.invalidCurve(name, reason: error.reason))
      }
      return
    }
    guard let curve = KeyframeEasingNames.curve(named: name) else {
      throw fail(.unknownCurve(name))
    }
    self = .easing(curve)
  }
}

extension String {
  /// The string without surrounding spaces and tabs.
  func trimmingSpacesForCurve() -> String {
    var s = Substring(self)
    while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
    while let l = s.last, l == " " || l == "\t" { s.removeLast() }
    return String(s)
  }
}
