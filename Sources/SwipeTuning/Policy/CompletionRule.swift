/// A composable completion rule over a swipe's release state: thresholds combined with
/// and / or / not. `true` means complete.
///
/// Atoms compare one ``ReleaseQuantity`` with a ``Threshold``: `quantity > threshold`, or
/// `quantity ≥ threshold` when `inclusive`. Any other comparison is a `not` of one of these
/// (`q ≤ θ` is `not(q > θ)`), so a swept threshold always enters the rule the same way: raising it
/// makes its atom harder to satisfy.
public indirect enum CompletionRule: Hashable, Sendable {
  /// Always the given value.
  case constant(Bool)
  /// `quantity > threshold` (or `≥` when `inclusive`).
  case exceeds(ReleaseQuantity, Threshold, inclusive: Bool)
  /// The negation of a rule.
  case not(CompletionRule)
  /// True when every rule is (true for an empty list).
  case all([CompletionRule])
  /// True when any rule is (false for an empty list).
  case any([CompletionRule])

  /// `quantity > threshold`.
  public static func above(_ quantity: ReleaseQuantity, _ threshold: Threshold) -> CompletionRule {
    .exceeds(quantity, threshold, inclusive: false)
  }

  /// `quantity ≥ threshold`.
  public static func atLeast(_ quantity: ReleaseQuantity, _ threshold: Threshold)
    -> CompletionRule
  {
    .exceeds(quantity, threshold, inclusive: true)
  }

  /// `condition ? then : otherwise`, written as `(c ∧ t) ∨ (¬c ∧ o)`: how toolkits let a fling
  /// override the position rule.
  public static func when(
    _ condition: CompletionRule, then: CompletionRule, otherwise: CompletionRule
  ) -> CompletionRule {
    .any([.all([condition, then]), .all([.not(condition), otherwise])])
  }

  /// Evaluates the rule on a record (`true` = complete). Allocates nothing, in debug builds too
  /// (the lists are walked by index: a `for`-`in` over an array of indirect enum values
  /// allocates once per element in an unoptimised build).
  public func evaluate(_ record: ReleaseRecord) -> Bool {
    switch self {
    case .constant(let b): return b
    case .exceeds(let q, let t, let inclusive):
      let v = q.value(of: record)
      return inclusive ? v >= t.value : v > t.value
    case .not(let r): return !r.evaluate(record)
    case .all(let rs):
      var i = 0
      while i < rs.count {
        if !rs[i].evaluate(record) { return false }
        i += 1
      }
      return true
    case .any(let rs):
      var i = 0
      while i < rs.count {
        if rs[i].evaluate(record) { return true }
        i += 1
      }
      return false
    }
  }

  /// The rule with every threshold tagged `parameter` set to `value` (including a tagged
  /// projection rate inside a quantity).
  public func setting(_ parameter: PolicyParameter, to value: Double) -> CompletionRule {
    switch self {
    case .constant: return self
    case .exceeds(let q, var t, let inclusive):
      if t.parameter == parameter { t.value = value }
      var q = q
      if case .projectedProgress(let m, var rate) = q, rate.parameter == parameter {
        rate.value = value
        q = .projectedProgress(m, rate: rate)
      }
      return .exceeds(q, t, inclusive: inclusive)
    case .not(let r): return .not(r.setting(parameter, to: value))
    case .all(let rs): return .all(rs.map { $0.setting(parameter, to: value) })
    case .any(let rs): return .any(rs.map { $0.setting(parameter, to: value) })
    }
  }

  /// The parameters whose tagged thresholds appear in the rule.
  public var parameters: Set<PolicyParameter> {
    var out: Set<PolicyParameter> = []
    collectParameters(into: &out)
    return out
  }

  private func collectParameters(into out: inout Set<PolicyParameter>) {
    switch self {
    case .constant: break
    case .exceeds(let q, let t, _):
      if let p = t.parameter { out.insert(p) }
      if case .projectedProgress(_, let rate) = q, let p = rate.parameter { out.insert(p) }
    case .not(let r): r.collectParameters(into: &out)
    case .all(let rs), .any(let rs):
      for r in rs { r.collectParameters(into: &out) }
    }
  }

  /// Number of atoms whose outcome depends on `parameter`.
  func atomCount(dependingOn parameter: PolicyParameter) -> Int {
    switch self {
    case .constant: return 0
    case .exceeds(let q, let t, _):
      if t.parameter == parameter { return 1 }
      if case .projectedProgress(_, let rate) = q, rate.parameter == parameter { return 1 }
      return 0
    case .not(let r): return r.atomCount(dependingOn: parameter)
    case .all(let rs), .any(let rs):
      return rs.reduce(0) { $0 + $1.atomCount(dependingOn: parameter) }
    }
  }

  /// Whether raising `parameter` can only turn completions into cancels, for every record:
  /// every atom on it compares a quantity with it directly (not a projection rate) and sits under
  /// an even number of `not`s.
  func isNonIncreasing(in parameter: PolicyParameter, negated: Bool = false) -> Bool {
    switch self {
    case .constant: return true
    case .exceeds(let q, let t, _):
      if case .projectedProgress(_, let rate) = q, rate.parameter == parameter { return false }
      return t.parameter != parameter || !negated
    case .not(let r): return r.isNonIncreasing(in: parameter, negated: !negated)
    case .all(let rs), .any(let rs):
      return rs.allSatisfy { $0.isNonIncreasing(in: parameter, negated: negated) }
    }
  }
}
