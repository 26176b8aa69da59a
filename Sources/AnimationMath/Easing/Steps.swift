/// Where the jumps of a ``Steps`` easing sit.
public enum StepPosition: String, Hashable, Sendable, CaseIterable {
  /// First jump at x = 0 (n jumps, output 1/n … 1).
  case jumpStart = "jump-start"
  /// Last jump at x = 1 (n jumps, output 0 … (n−1)/n). The CSS default.
  case jumpEnd = "jump-end"
  /// No jump at either end (n − 1 jumps, output 0 … 1; needs n ≥ 2).
  case jumpNone = "jump-none"
  /// Jumps at both ends (n + 1 jumps, output 1/(n+1) … n/(n+1)).
  case jumpBoth = "jump-both"
  /// Legacy alias of ``jumpStart`` (same output, kept apart for serialization).
  case start
  /// Legacy alias of ``jumpEnd`` (same output, kept apart for serialization).
  case end

  /// The jump position this one behaves like (`start` → `jump-start`, `end` → `jump-end`).
  public var behavior: StepPosition {
    switch self {
    case .start: .jumpStart
    case .end: .jumpEnd
    default: self
    }
  }
}

/// The CSS `steps(n, position)` easing (CSS Easing §2.4).
///
/// Output y = step / jumps with step = ⌊x·n⌋ (+1 for jump-start/jump-both), lowered by one when the
/// *before flag* is set and x·n is an integer, clamped to ≥ 0 when x ≥ 0 and to ≤ jumps when
/// x ≤ 1; jumps = n, n, n − 1, n + 1 for start/end/none/both. For x outside [0, 1] the steps keep
/// going (no clamping), as the spec and web-platform-tests require when an overshooting effect
/// easing feeds a step easing. The slope is 0 everywhere except at the jumps, where it is
/// reported as 0 too (a step has no finite derivative there).
public struct Steps: EasingCurve, Hashable, CustomStringConvertible {
  /// Number of intervals n (≥ 1; ≥ 2 for jump-none).
  public let count: Int
  /// Where the jumps sit.
  public let position: StepPosition

  /// `steps(count, position)`.
  ///
  /// - Precondition: ``isValid(count:position:)``.
  public init(_ count: Int, _ position: StepPosition = .end) {
    precondition(
      Steps.isValid(count: count, position: position), "steps(n) needs n >= 1 (2 for jump-none)")
    self.count = count
    self.position = position
  }

  /// Whether `steps(count, position)` is valid CSS: n ≥ 1, and n ≥ 2 for jump-none.
  public static func isValid(count: Int, position: StepPosition) -> Bool {
    count >= (position == .jumpNone ? 2 : 1)
  }

  /// The number of jumps: n, n − 1 (jump-none) or n + 1 (jump-both).
  public var jumps: Int {
    switch position.behavior {
    case .jumpNone: count - 1
    case .jumpBoth: count + 1
    default: count
    }
  }

  /// `steps(n)`, `steps(n, start)`, `steps(n, jump-none)`, … (`end` and `jump-end` are printed,
  /// so the value reads back unchanged).
  public var description: String {
    "steps(\(count), \(position.rawValue))"
  }

  /// y(x) with the before flag clear.
  public func value(at x: Double) -> Double {
    value(at: x, before: false)
  }

  /// y(x) as in CSS Easing §2.4.1; `before` is the *before flag* (the animation is in its before
  /// phase, e.g. during a delay), which lowers the output by one step exactly at a jump.
  public func value(at x: Double, before: Bool) -> Double {
    guard x.isFinite else { return x }
    let n = Double(count)
    let scaled = x * n
    var step = scaled.rounded(.down)
    let behavior = position.behavior
    if behavior == .jumpStart || behavior == .jumpBoth { step += 1 }
    if before && scaled == scaled.rounded(.down) { step -= 1 }
    if x >= 0 && step < 0 { step = 0 }
    let jumps = Double(self.jumps)
    if x <= 1 && step > jumps { step = jumps }
    return step / jumps
  }

  /// 0: a step function is flat between its jumps (and has no finite slope at them).
  public func slope(at x: Double) -> Double { 0 }
}
