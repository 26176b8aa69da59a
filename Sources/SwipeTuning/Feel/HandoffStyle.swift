import AnimationMath

/// How the view finishes after lift-off — the hand-off a transition's code uses — as data: the
/// sweep's `--handoff` axis and the report's `handoff` column.
///
/// | style | spec | motion after lift-off |
/// | --- | --- | --- |
/// | ``springVelocity`` | `spring-velocity` | the swept spring, starting at the view's velocity |
/// | ``springRest`` | `spring-rest` | the swept spring from rest (UIKit's `initialSpringVelocity: 0`) |
/// | ``uikitSpring(duration:dampingRatio:relativeVelocity:)`` | `uikit-spring D,Z[,V]` | UIKit's duration-style spring (`Spring(uikitDuration:dampingRatio:)`), starting at `V·(end − position)` pt/s, or at the view's velocity without `V` |
/// | ``spring(mass:stiffness:damping:)`` | `spring M,K,C` | a spring of its own, given physically, starting at the view's velocity (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` with the relative velocity, Reanimated `withSpring`, React Native `Animated.spring`, Motion's physics spring) |
/// | ``curve(_:duration:scaleByRemaining:)`` | `curve CURVE,D[,scale-by-remaining]` | the curve over the remaining distance in `D` s, or `D·remaining/width` s (a percent-driven `finish()`) |
/// | ``timeline(_:duration:source:)`` | `timeline FILE` | the timeline's `x` track, normalised, over the remaining distance in its duration |
///
/// Only the first two use the swept damping ratio and response (``usesSweptSpring``); the others
/// carry their own motion, and their rows leave those columns empty.
public enum HandoffStyle: Sendable, CustomStringConvertible {
  /// The swept spring, starting at the view's velocity at lift-off (the tool's default).
  case springVelocity
  /// The swept spring, starting from rest: the finger's velocity is dropped at lift-off.
  case springRest
  /// UIKit's `UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:)`:
  /// duration in seconds and damping ratio (their domains: `Spring.uikitDurationRange`,
  /// `Spring.uikitDampingRange`); `relativeVelocity` the `initialSpringVelocity`
  /// passed (1 = the remaining distance per second), or `nil` for the view's velocity divided by
  /// the remaining distance (which starts the spring at the view's velocity).
  case uikitSpring(duration: Double, dampingRatio: Double, relativeVelocity: Double?)
  /// A spring of its own given as mass, stiffness and damping (`m·x″ + c·x′ + k·x = 0`; their
  /// domain: `Spring.validated(mass:stiffness:damping:)`), starting at the view's velocity:
  /// `UISpringTimingParameters()` is `spring 3,1000,500`, as is React Navigation's iOS
  /// transition.
  case spring(mass: Double, stiffness: Double, damping: Double)
  /// A timing curve over the remaining distance: `duration` seconds, or with `scaleByRemaining`
  /// `duration · remaining distance / width` (`UIPercentDrivenInteractiveTransition.finish()`:
  /// the remaining fraction at the transition's duration). The curve must be monotone and rise.
  case curve(Easing, duration: Double, scaleByRemaining: Bool)
  /// A keyframe finish: `track` (a timeline's `x` track) normalised to run from 0 to 1 over the
  /// remaining distance in `duration` seconds (the timeline's); `source` names it in the report
  /// (the file as given). The track must be monotone and rise.
  case timeline(TimelineTrack<Double>, duration: Double, source: String)

  /// The style names, as the list of `--handoff` begins each item with.
  public static let names = [
    "spring-velocity", "spring-rest", "uikit-spring", "spring", "curve", "timeline",
  ]

  /// Whether the style's motion is the swept spring (damping ratio × response).
  public var usesSweptSpring: Bool {
    switch self {
    case .springVelocity, .springRest: true
    default: false
    }
  }

  /// The report's `handoff` field: the spec the style parses from, numbers in shortest form
  /// (`uikit-spring 0.4,1,0`, `curve ease-in-out,0.25,scale-by-remaining`).
  public var description: String {
    switch self {
    case .springVelocity: return "spring-velocity"
    case .springRest: return "spring-rest"
    case .uikitSpring(let d, let z, let v):
      return "uikit-spring \(NumberText.shortest(d)),\(NumberText.shortest(z))"
        + (v.map { ",\(NumberText.shortest($0))" } ?? "")
    case .spring(let m, let k, let c):
      return "spring \(NumberText.shortest(m)),\(NumberText.shortest(k)),\(NumberText.shortest(c))"
    case .curve(let e, let d, let scaled):
      return "curve \(e.description),\(NumberText.shortest(d))"
        + (scaled ? ",scale-by-remaining" : "")
    case .timeline(_, _, let source): return "timeline \(source)"
    }
  }

  /// The style of one spec other than `timeline FILE` (which needs the file: see
  /// ``timeline(_:source:)``).
  ///
  /// - Throws: `InputError` for `field`: an unknown style, a missing or malformed argument, a
  ///   number out of its domain, a curve that does not parse or is not monotone and rising.
  public init(parsing spec: String, field: String) throws(InputError) {
    let text = spec.trimmingSpaces()
    let (name, rest) = Self.split(text)
    func fail(_ reason: String) -> InputError {
      InputError(field: field, value: text, reason: reason)
    }
    func arguments() -> [String] {
      rest.isEmpty ? [] : Self.topLevelItems(rest).map { $0.trimmingSpaces() }
    }
    func number(_ s: String, _ what: String) throws(InputError) -> Double {
      guard DecimalValue.parse(s) != nil, let v = Double(s), v.isFinite else {
        throw fail("\(what) '\(s)' is not a finite number")
      }
      return v
    }
    switch name {
    case "spring-velocity", "spring-rest":
      guard rest.isEmpty else { throw fail("'\(name)' takes no arguments") }
      self = name == "spring-rest" ? .springRest : .springVelocity
    case "uikit-spring":
      let a = arguments()
      guard a.count == 2 || a.count == 3 else {
        throw fail("expected 'uikit-spring DURATION,DAMPING[,VELOCITY]'")
      }
      let d = try number(a[0], "duration")
      let z = try number(a[1], "damping")
      do { _ = try Spring.validated(uikitDuration: d, dampingRatio: z) } catch {
        throw fail("the \(error.field == "duration" ? "duration" : "damping") \(error.reason)")
      }
      var v: Double?
      if a.count == 3 {
        let rel = try number(a[2], "velocity")
        guard Swift.abs(rel) <= 1e6 else { throw fail("the velocity must be in [-1e6, 1e6]") }
        v = rel
      }
      self = .uikitSpring(duration: d, dampingRatio: z, relativeVelocity: v)
    case "spring":
      let a = arguments()
      guard a.count == 3 else { throw fail("expected 'spring MASS,STIFFNESS,DAMPING'") }
      let (m, k, c) = (
        try number(a[0], "mass"), try number(a[1], "stiffness"), try number(a[2], "damping")
      )
      do { _ = try Spring.validated(mass: m, stiffness: k, damping: c) } catch {
        throw fail("the \(error.field) \(error.reason)")
      }
      self = .spring(mass: m, stiffness: k, damping: c)
    case "curve":
      var a = arguments()
      var scaled = false
      if a.count == 3 && a[2] == "scale-by-remaining" {
        scaled = true
        a.removeLast()
      }
      guard a.count == 2 else {
        throw fail("expected 'curve CURVE,DURATION[,scale-by-remaining]'")
      }
      let easing: Easing
      do { easing = try Easing(parsing: a[0]) } catch {
        throw fail("the curve does not parse: \(error.description)")
      }
      let d = try number(a[1], "duration")
      guard d > 0 && d <= 1e4 else { throw fail("the duration must be in (0, 10000] seconds") }
      guard CurveHandoff(shape: .easing(easing), arrivalBand: 1, settleBand: 1) != nil else {
        throw fail(
          "the curve must be monotone and rise from 0 to 1 (a finish that moves backwards or "
            + "past the end is not supported)")
      }
      self = .curve(easing, duration: d, scaleByRemaining: scaled)
    case "timeline":
      throw fail("'timeline FILE' needs the file; it is read by the command line")
    default:
      throw fail("unknown hand-off style; one of: " + Self.names.joined(separator: ", "))
    }
  }

  /// The keyframe finish of a timeline (a timeline file read by the caller): its `x` track over
  /// its duration.
  ///
  /// - Throws: `InputError` for `source` (the file as given) when the timeline has no number
  ///   track `x`, or its `x` track is composed, turns, does not rise or the duration is 0.
  public static func timeline(_ timeline: Timeline, source: String) throws(InputError)
    -> HandoffStyle
  {
    guard let track = timeline.track("x", as: Double.self) else {
      throw InputError(
        field: source, value: "", reason: "the timeline has no number track 'x' to finish with")
    }
    let duration = timeline.duration
    guard
      CurveHandoff(shape: .track(track, duration: duration), arrivalBand: 1, settleBand: 1) != nil
    else {
      throw InputError(
        field: source, value: "",
        reason: "track 'x' must be one keyframe track that never turns and rises, over a "
          + "duration > 0")
    }
    return .timeline(track, duration: duration, source: source)
  }

  /// The items of a `--handoff` list: split at top-level commas (not inside parentheses); an
  /// item that does not begin with a style name continues the one before
  /// (`spring-rest,uikit-spring 0.4,1,0` is two items).
  public static func splitList(_ text: String) -> [String] {
    var items: [String] = []
    for piece in topLevelItems(text) {
      let trimmed = piece.trimmingSpaces()
      if let last = items.last, !names.contains(split(trimmed).name) {
        items[items.count - 1] = last + "," + piece
      } else {
        items.append(trimmed)
      }
    }
    return items.map { $0.trimmingSpaces() }
  }

  /// The path of a `timeline FILE` item, or `nil` for other items.
  public static func timelinePath(_ item: String) -> String? {
    let (name, rest) = split(item.trimmingSpaces())
    return name == "timeline" ? rest : nil
  }

  /// The name (up to the first space) and the rest of a spec, trimmed.
  private static func split(_ text: String) -> (name: String, rest: String) {
    guard let space = text.firstIndex(of: " ") else { return (text, "") }
    return (String(text[..<space]), String(text[text.index(after: space)...]).trimmingSpaces())
  }

  /// `text` split at commas outside parentheses.
  private static func topLevelItems(_ text: String) -> [String] {
    var items: [String] = []
    var current = ""
    var depth = 0
    for c in text {
      switch c {
      case "(": depth += 1
      case ")": depth = Swift.max(0, depth - 1)
      case "," where depth == 0:
        items.append(current)
        current = ""
        continue
      default: break
      }
      current.append(c)
    }
    items.append(current)
    return items
  }
}
