// Stand-ins used by the timeline file reader until the easing parser (issue 3) and the spring
// SPEC parser (issue 2) land on main; then `KeyframeCurve(parsing:)` delegates to them and this
// file goes away. Kept minimal on purpose.

/// CSS easing keywords and `cubic-bezier(x1, y1, x2, y2)`.
enum KeyframeEasingNames {
  static func curve(named name: String) -> (any EasingCurve)? {
    switch name {
    case "ease": return KeyframeBezier(0.25, 0.1, 0.25, 1)
    case "ease-in": return KeyframeBezier(0.42, 0, 1, 1)
    case "ease-out": return KeyframeBezier(0, 0, 0.58, 1)
    case "ease-in-out": return KeyframeBezier(0.42, 0, 0.58, 1)
    default: break
    }
    guard name.hasPrefix("cubic-bezier("), name.hasSuffix(")") else { return nil }
    let inner = name.dropFirst("cubic-bezier(".count).dropLast()
    let numbers = inner.split(separator: ",", omittingEmptySubsequences: false).compactMap {
      Double(String($0).trimmingSpacesForCurve())
    }
    guard numbers.count == 4, numbers.allSatisfy(\.isFinite), (0...1).contains(numbers[0]),
      (0...1).contains(numbers[2])
    else { return nil }
    return KeyframeBezier(numbers[0], numbers[1], numbers[2], numbers[3])
  }
}

/// A CSS cubic Bézier y(x) for x in [0, 1] (clamped outside), solved by Newton's method with a
/// bisection fallback to a parameter tolerance of 1e-14.
struct KeyframeBezier: EasingCurve {
  let ax, bx, cx, ay, by, cy: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  private func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  private func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  private func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  private func dy(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  private func parameter(for x: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    var s = x
    for _ in 0..<100 {
      let f = self.x(s) - x
      if f < 0 { lo = s } else { hi = s }
      let d = dx(s)
      var next = d > 1e-12 ? s - f / d : 0.5 * (lo + hi)
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if abs(next - s) <= 1e-14 { return next }
      s = next
    }
    return s
  }

  func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return y(parameter(for: x))
  }

  func slope(at x: Double) -> Double {
    let s = parameter(for: Swift.min(Swift.max(x, 0), 1))
    let d = dx(s)
    return d == 0 ? (dy(s) == 0 ? 0 : .infinity) : dy(s) / d
  }
}

/// `key=value` spring specifications.
enum KeyframeSpringSpec {
  struct Failure: Error {
    var reason: String
  }

  static func parse(_ spec: String) throws(Failure) -> Spring {
    var fields: [String: Double] = [:]
    for item in spec.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(parts[0]).trimmingSpacesForCurve()
      guard parts.count == 2, let value = Double(String(parts[1]).trimmingSpacesForCurve()) else {
        throw Failure(reason: "expected key=value, found '\(item)'")
      }
      guard value.isFinite else { throw Failure(reason: "\(key) must be finite") }
      guard fields[key] == nil else { throw Failure(reason: "\(key) given twice") }
      fields[key] = value
    }
    func positive(_ key: String) throws(Failure) -> Double {
      guard let v = fields[key] else { throw Failure(reason: "missing \(key)") }
      guard v > 0 else { throw Failure(reason: "\(key) must be > 0") }
      return v
    }
    let mass = fields["mass"] ?? 1
    guard mass > 0 else { throw Failure(reason: "mass must be > 0") }
    let keys = Set(fields.keys).subtracting(["mass"])
    switch keys {
    case ["stiffness", "damping"]:
      let damping = fields["damping"] ?? 0
      guard damping >= 0 else { throw Failure(reason: "damping must be ≥ 0") }
      return Spring(mass: mass, stiffness: try positive("stiffness"), damping: damping)
    case ["dampingRatio", "response"]:
      let ratio = fields["dampingRatio"] ?? 0
      guard ratio >= 0 else { throw Failure(reason: "dampingRatio must be ≥ 0") }
      return Spring(dampingRatio: ratio, response: try positive("response"), mass: mass)
    case ["duration"], ["duration", "bounce"]:
      let bounce = fields["bounce"] ?? 0
      guard bounce > -1, bounce <= 1 else { throw Failure(reason: "bounce must be in (-1, 1]") }
      let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
      return Spring(dampingRatio: ratio, response: try positive("duration"), mass: mass)
    default:
      throw Failure(
        reason: "expected stiffness+damping, dampingRatio+response or duration[+bounce]")
    }
  }
}
