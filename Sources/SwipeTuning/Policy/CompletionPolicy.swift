/// A named completion rule: decides, at lift-off, whether the transition completes.
///
/// Build one from a preset (``CompletionPreset/policy(_:)`` with explicit parameters,
/// ``CompletionPreset/policy(width:)`` with the preset's own) or from any ``CompletionRule``.
/// A sweep uses it in one of two ways:
///
/// - per grid point: ``setting(_:to:)`` then ``decide(_:)`` on each ``ReleaseRecord`` (the plain,
///   O(N × grid) path and the reference for tests);
/// - sorted by a decision key for the progress threshold θ: the swipe completes iff key > θ.
///   The engine compiles the rule into a `DecisionKeyProgram` when it can, and otherwise takes
///   the key from ``decisionSteps(_:sweeping:)``'s ``DecisionSteps/completionCut``, which exists
///   whenever ``isMonotone(in:)`` holds. Sorting the records by key turns every threshold value
///   into a binary search plus prefix sums.
public struct CompletionPolicy: Hashable, Sendable {
  /// A short name (the preset name for presets).
  public var name: String
  /// The rule.
  public private(set) var rule: CompletionRule

  /// Creates a policy.
  ///
  /// - Precondition: for every parameter, at most ``DecisionSteps/capacity`` atoms of the rule
  ///   depend on it, and no atom tags both its projection rate and its threshold with the same
  ///   parameter.
  public init(name: String, rule: CompletionRule) {
    for p in PolicyParameter.allCases {
      precondition(
        rule.atomCount(dependingOn: p) <= DecisionSteps.capacity,
        "CompletionPolicy supports at most \(DecisionSteps.capacity) atoms per parameter")
    }
    self.name = name
    self.rule = rule
  }

  /// Whether the swipe completes (`true`) or cancels. Meant for records that were not gated out.
  @inlinable public func decide(_ record: ReleaseRecord) -> Bool { rule.evaluate(record) }

  /// The same policy with every threshold tagged `parameter` set to `value`.
  public func setting(_ parameter: PolicyParameter, to value: Double) -> CompletionPolicy {
    CompletionPolicy(name: name, rule: rule.setting(parameter, to: value))
  }

  /// The same policy with all three parameters set.
  public func setting(_ parameters: PolicyParameters) -> CompletionPolicy {
    var r = rule
    for p in PolicyParameter.allCases { r = r.setting(p, to: parameters[p]) }
    return CompletionPolicy(name: name, rule: r)
  }

  /// The parameters that change this policy's decisions.
  public var parameters: Set<PolicyParameter> { rule.parameters }

  /// Whether raising `parameter` can only turn completions into cancels, for every record. Then
  /// ``decisionSteps(_:sweeping:)`` always has a ``DecisionSteps/completionCut``. Threshold
  /// parameters of the presets are monotone except where a fling test overrides the position
  /// rule (the velocity threshold of the Flutter, Compose… presets); a projection rate never is.
  public func isMonotone(in parameter: PolicyParameter) -> Bool {
    rule.isNonIncreasing(in: parameter)
  }

  /// How the decision for `record` changes as `parameter` sweeps over its whole axis (all other
  /// thresholds as currently set). O(atoms), allocation-free.
  ///
  /// Exact for thresholds: the cut of an atom `q > θ` is the very `q` that ``decide(_:)``
  /// compares, so `steps.decision(at: θ) == setting(parameter, to: θ).decide(record)` for every θ.
  /// For ``PolicyParameter/projectionRate`` the cut is the rate at which the projected end meets
  /// its threshold, solved in closed form, valid for rates in (0, 1); it can differ from direct
  /// evaluation only for rates within rounding (≈1e-16) of that cut.
  public func decisionSteps(_ record: ReleaseRecord, sweeping parameter: PolicyParameter)
    -> DecisionSteps
  {
    var cuts = DecisionSteps(constant: false)  // used as a sorted set of distinct cuts
    collectCuts(rule, record, parameter, into: &cuts)
    var steps = DecisionSteps(
      constant: evaluate(rule, record, parameter, region: nil))
    var previous = steps.initial
    for i in 0..<cuts.count {
      let d = evaluate(rule, record, parameter, region: cuts[i])
      if d != previous { steps.append(cuts[i]) }
      previous = d
    }
    return steps
  }
}

/// How one atom depends on the swept value θ.
private enum AtomDependence {
  /// Not on θ: this truth value.
  case constant(Bool)
  /// True exactly while θ has not passed the cut.
  case trueBefore(ThresholdCut)
  /// True exactly once θ has passed the cut.
  case trueAfter(ThresholdCut)
}

private func dependence(
  _ q: ReleaseQuantity, _ t: Threshold, inclusive: Bool, _ record: ReleaseRecord,
  _ parameter: PolicyParameter
) -> AtomDependence {
  if case .projectedProgress(let mapping, let rate) = q, rate.parameter == parameter {
    // g(θ) = p + v·f(θ)/den with f(θ) = θ / (1000·(1 − θ)), increasing on (0, 1).
    let p = record.progress(mapping)
    let v = record.velocity
    if v == 0 { return .constant(inclusive ? p >= t.value : p > t.value) }
    let c = (t.value - p) * mapping.denominator(width: record.width) / v
    if !(c > 0) { return .constant(v > 0) }
    let cut = 1000 * c / (1 + 1000 * c)
    return v > 0
      ? .trueAfter(ThresholdCut(value: cut, passedAtValue: inclusive))
      : .trueBefore(ThresholdCut(value: cut, passedAtValue: !inclusive))
  }
  let value = q.value(of: record)
  if t.parameter == parameter {
    return .trueBefore(ThresholdCut(value: value, passedAtValue: !inclusive))
  }
  return .constant(inclusive ? value >= t.value : value > t.value)
}

private func collectCuts(
  _ rule: CompletionRule, _ record: ReleaseRecord, _ parameter: PolicyParameter,
  into cuts: inout DecisionSteps
) {
  switch rule {
  case .constant: return
  case .exceeds(let q, let t, let inclusive):
    let cut: ThresholdCut
    switch dependence(q, t, inclusive: inclusive, record, parameter) {
    case .constant: return
    case .trueBefore(let c), .trueAfter(let c): cut = c
    }
    insertSorted(cut, into: &cuts)
  case .not(let r): collectCuts(r, record, parameter, into: &cuts)
  case .all(let rs), .any(let rs):
    for r in rs { collectCuts(r, record, parameter, into: &cuts) }
  }
}

private func insertSorted(_ cut: ThresholdCut, into cuts: inout DecisionSteps) {
  var items = DecisionSteps(constant: false)
  var inserted = false
  for i in 0..<cuts.count {
    let c = cuts[i]
    if c == cut { return }
    if !inserted && cut < c {
      items.append(cut)
      inserted = true
    }
    items.append(c)
  }
  if !inserted { items.append(cut) }
  cuts = items
}

/// The rule's value for θ in the region just past `region` (below every cut when `nil`).
private func evaluate(
  _ rule: CompletionRule, _ record: ReleaseRecord, _ parameter: PolicyParameter,
  region: ThresholdCut?
) -> Bool {
  switch rule {
  case .constant(let b): return b
  case .exceeds(let q, let t, let inclusive):
    func passed(_ c: ThresholdCut) -> Bool {
      guard let region else { return false }
      return !(region < c)
    }
    switch dependence(q, t, inclusive: inclusive, record, parameter) {
    case .constant(let b): return b
    case .trueBefore(let c): return !passed(c)
    case .trueAfter(let c): return passed(c)
    }
  case .not(let r): return !evaluate(r, record, parameter, region: region)
  case .all(let rs):
    for r in rs where !evaluate(r, record, parameter, region: region) { return false }
    return true
  case .any(let rs):
    for r in rs where evaluate(r, record, parameter, region: region) { return true }
    return false
  }
}
