import AnimationMath
import SwipeTuning

/// A completion rule (``CompletionRule``) written as source code in one language: the named
/// thresholds as constants, the quantities the rule reads as local values, and one boolean
/// expression that decides the swipe exactly as ``CompletionRule/evaluate(_:)`` does.
///
/// The function it writes takes `dx` (travel along the swipe axis since the gesture began,
/// positive towards completion), `velocity` (the release velocity along the axis, same sign),
/// `crossVelocity` (the other axis; only when the rule reads it) and `width` (the transition's
/// length), in the language's platform's event unit; with ``usesDensity`` every constant in
/// points becomes pixels by multiplying by `density` (the Kotlin code for Android and Compose).
///
/// The quantities are written in the order of operations of ``ReleaseQuantity/value(of:)`` and
/// ``ReleaseRecord/projectedProgress(_:rate:)``, so that code run in double precision decides
/// every release bit for bit as the sweep does (`SnippetRuleTests` runs the Swift and JavaScript
/// code on a set of releases).
struct SnippetRule {
  /// A target language.
  enum Language { case swift, kotlin, dart, javascript }

  /// The language written.
  let language: Language
  /// The rule, its thresholds set.
  let rule: CompletionRule
  /// Whether constants in points are multiplied by `density` (Kotlin on Android and Compose).
  var usesDensity: Bool { language == .kotlin }

  /// The local values the expression reads, in order: name and defining expression.
  private(set) var bindings: [(name: String, code: String)] = []
  /// The named thresholds the rule reads, in ``PolicyParameter`` order, with their values.
  private(set) var constants: [(parameter: PolicyParameter, value: Double)] = []
  /// The decision expression.
  private(set) var expression = ""
  /// Whether the rule reads the cross-axis velocity (then the function takes `crossVelocity`).
  private(set) var usesCrossVelocity = false

  private var names: [String: String] = [:]

  /// Writes `rule` in `language`.
  init(_ rule: CompletionRule, language: Language) {
    self.language = language
    self.rule = rule
    var found: [PolicyParameter: Double] = [:]
    Self.collect(rule, into: &found)
    constants = PolicyParameter.allCases.compactMap { p in found[p].map { (p, $0) } }
    expression = code(rule, top: true)
  }

  private static func collect(_ rule: CompletionRule, into found: inout [PolicyParameter: Double]) {
    switch rule {
    case .constant: break
    case .exceeds(let q, let t, _):
      if let p = t.parameter { found[p] = t.value }
      if case .projectedProgress(_, let rate) = q, let p = rate.parameter { found[p] = rate.value }
    case .not(let r): collect(r, into: &found)
    case .all(let rs), .any(let rs):
      for r in rs { collect(r, into: &found) }
    }
  }

  /// The name of a threshold constant in code: `progressThreshold` (Swift, Dart, JavaScript),
  /// `PROGRESS_THRESHOLD` (Kotlin; a velocity's is `VELOCITY_THRESHOLD_DP`, in dp/s).
  func constantName(_ p: PolicyParameter) -> String {
    switch language {
    case .kotlin:
      return p.rawValue.uppercased() + (p == .velocityThreshold ? "_DP" : "")
    default:
      let words = p.rawValue.split(separator: "_")
      return words[0]
        + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
    }
  }

  /// The name the expression uses for a threshold: the constant, or in Kotlin a velocity's
  /// value in px/s (`velocityThreshold`, bound in the function).
  private func thresholdName(_ p: PolicyParameter) -> String {
    language == .kotlin && p == .velocityThreshold ? "velocityThreshold" : constantName(p)
  }

  /// A number literal of the language, exact (shortest round-trip; Kotlin `f` floats).
  func literal(_ v: Double) -> String {
    let text = NumberText.shortest(v)
    switch language {
    case .kotlin: return text + "f"
    case .dart: return text.contains(".") || text.contains("e") ? text : text + ".0"
    case .swift, .javascript: return text
    }
  }

  /// A constant in points (a velocity in pt/s or a distance in pt) in the event unit.
  private func points(_ v: Double) -> String {
    usesDensity && v != 0 ? "(\(literal(v)) * density)" : literal(v)
  }

  private func abs(_ x: String) -> String {
    switch language {
    case .swift, .kotlin: "abs(\(x))"
    case .dart: "\(x).abs()"
    case .javascript: "Math.abs(\(x))"
    }
  }

  private func min(_ a: String, _ b: String) -> String {
    language == .javascript ? "Math.min(\(a), \(b))" : "min(\(a), \(b))"
  }

  private func clamp(_ x: String, _ lo: String, _ hi: String) -> String {
    switch language {
    case .swift: "min(max(\(x), \(lo)), \(hi))"
    case .kotlin: "(\(x)).coerceIn(\(lo), \(hi))"
    case .dart: "(\(x)).clamp(\(lo), \(hi))"
    case .javascript: "Math.min(Math.max(\(x), \(lo)), \(hi))"
    }
  }

  /// Binds `code` to a local named after `base` (once per distinct code) and returns its name.
  private mutating func bind(_ base: String, _ code: String) -> String {
    if let name = names[code] { return name }
    var name = base
    var n = 2
    while bindings.contains(where: { $0.name == name }) {
      name = base + String(n)
      n += 1
    }
    names[code] = name
    bindings.append((name, code))
    return name
  }

  private func denominator(_ m: ProgressMapping) -> String {
    switch m {
    case .width: "width"
    case .distance(let d): points(d)
    }
  }

  private mutating func progress(_ m: ProgressMapping) -> String {
    bind("progress", clamp("dx / " + denominator(m), literal(0), literal(1)))
  }

  private mutating func quantity(_ q: ReleaseQuantity) -> String {
    switch q {
    case .progress(let m): return progress(m)
    case .travelFraction: return bind("travel", abs("dx") + " / width")
    case .velocity: return "velocity"
    case .clampedVelocity(let limit):
      return bind("clampedVelocity", clamp("velocity", points(-limit), points(limit)))
    case .speed: return bind("speed", abs("velocity"))
    case .axisDominance(let limit):
      usesCrossVelocity = true
      let code =
        limit == .infinity
        ? abs("velocity") + " - " + abs("crossVelocity")
        : min(abs("velocity"), points(limit)) + " - " + min(abs("crossVelocity"), points(limit))
      return bind("dominance", code)
    case .projectedProgress(let m, let rate):
      let r = rate.parameter.map(thresholdName) ?? literal(rate.value)
      let p = progress(m)
      // Apple's decay projection: v/1000 · r/(1 − r) (r per ms), as ReleaseRecord computes it.
      let distance = bind(
        "projection", "velocity / \(literal(1000)) * \(r) / (\(literal(1)) - \(r))")
      return bind("projectedProgress", "\(p) + \(distance) / \(denominator(m))")
    case .impactProgress(let seconds):
      // React Navigation's projection: the translation plus `seconds` of the velocity.
      return bind("projectedProgress", "(dx + \(literal(seconds)) * velocity) / width")
    }
  }

  private func isVelocity(_ q: ReleaseQuantity) -> Bool {
    switch q {
    case .velocity, .clampedVelocity, .speed, .axisDominance: true
    case .progress, .travelFraction, .projectedProgress, .impactProgress: false
    }
  }

  private mutating func code(_ rule: CompletionRule, top: Bool = false) -> String {
    func wrap(_ s: String) -> String { top ? s : "(" + s + ")" }
    switch rule {
    case .constant(let b): return b ? "true" : "false"
    case .exceeds(let q, let t, let inclusive):
      let lhs = quantity(q)
      let rhs =
        t.parameter.map(thresholdName) ?? (isVelocity(q) ? points(t.value) : literal(t.value))
      return "\(lhs) \(inclusive ? ">=" : ">") \(rhs)"
    case .not(let r):
      return "!(" + code(r, top: true) + ")"
    case .any(let rs):
      // A fling that overrides the position rule: `c ? then : otherwise`.
      if rs.count == 2, case .all(let a) = rs[0], case .all(let b) = rs[1], a.count == 2,
        b.count == 2, case .not(let c) = b[0], c == a[0]
      {
        let condition = bind("isFling", code(c, top: true))
        let (then, otherwise) = (code(a[1]), code(b[1]))
        switch language {
        case .kotlin: return wrap("if (\(condition)) \(then) else \(otherwise)")
        default: return wrap("\(condition) ? \(then) : \(otherwise)")
        }
      }
      if rs.isEmpty { return "false" }
      return rs.count == 1
        ? code(rs[0], top: top) : wrap(rs.map { code($0) }.joined(separator: " || "))
    case .all(let rs):
      if rs.isEmpty { return "true" }
      return rs.count == 1
        ? code(rs[0], top: top) : wrap(rs.map { code($0) }.joined(separator: " && "))
    }
  }
}
