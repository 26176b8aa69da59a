/// A completion policy compiled into a flat program that computes a swipe's decision key for
/// the progress threshold: the swipe completes at θ iff `key > θ`.
///
/// For a rule that only turns completions into cancels as θ rises, the set of θ at which it
/// completes is a half-line {θ < key}, and keys compose like the rule: an atom `q > θ` has key q
/// and `q ≥ θ` has key `q.nextUp` (the two agree on every double θ); an atom not on θ, or a
/// constant, has key `+∞` when true and `−∞` when false; `all` takes the minimum of its keys and
/// `any` the maximum; `not` is pushed down to the atoms by De Morgan's laws. The program is a
/// postfix list evaluated with a small stack — no recursion, no reference counting — so it costs a
/// few nanoseconds per record instead of a walk of the rule tree.
///
/// The same numbers as ``CompletionPolicy/decisionSteps(_:sweeping:)``'s completion cut;
/// ``init(_:)`` returns `nil` for any rule it does not cover (an atom on θ under an odd number of
/// `not`s, or a projection rate tagged as the progress threshold), and the engine then uses
/// `decisionSteps`.
struct DecisionKeyProgram: Sendable {
  private enum Op: Sendable {
    /// `q > θ` (key q) or `q ≥ θ` (key q.nextUp).
    case cut(ReleaseQuantity, inclusive: Bool)
    /// An atom not on θ: `±∞` from its truth value, flipped when `negated`.
    case truth(ReleaseQuantity, threshold: Double, inclusive: Bool, negated: Bool)
    /// A constant key.
    case constant(Double)
    /// The minimum of the top `n` keys (n ≥ 1).
    case minimum(Int)
    /// The maximum of the top `n` keys (n ≥ 1).
    case maximum(Int)
  }

  private let ops: [Op]
  /// The deepest the stack gets.
  let depth: Int

  /// Compiles `policy` (its thresholds already set to the family's values); `nil` when the rule
  /// is not covered.
  init?(_ policy: CompletionPolicy) {
    var ops: [Op] = []
    guard Self.compile(policy.rule, negated: false, into: &ops) else { return nil }
    self.ops = ops
    var depth = 0
    var maximum = 0
    for op in ops {
      switch op {
      case .cut, .truth, .constant: depth += 1
      case .minimum(let n), .maximum(let n): depth -= n - 1
      }
      maximum = Swift.max(maximum, depth)
    }
    self.depth = maximum
  }

  private static func compile(_ rule: CompletionRule, negated: Bool, into ops: inout [Op]) -> Bool {
    switch rule {
    case .constant(let b):
      ops.append(.constant(b != negated ? .infinity : -.infinity))
    case .exceeds(let q, let t, let inclusive):
      if case .projectedProgress(_, let rate) = q, rate.parameter == .progressThreshold {
        return false
      }
      if t.parameter == .progressThreshold {
        guard !negated else { return false }
        ops.append(.cut(q, inclusive: inclusive))
      } else {
        ops.append(.truth(q, threshold: t.value, inclusive: inclusive, negated: negated))
      }
    case .not(let r):
      return compile(r, negated: !negated, into: &ops)
    case .all(let rs), .any(let rs):
      var isAll = false
      if case .all = rule { isAll = true }
      // all → min, any → max; under negation De Morgan swaps them.
      let takesMinimum = isAll != negated
      guard !rs.isEmpty else {
        // all([]) is true, any([]) false.
        ops.append(.constant(isAll != negated ? .infinity : -.infinity))
        return true
      }
      for r in rs where !compile(r, negated: negated, into: &ops) { return false }
      if rs.count > 1 { ops.append(takesMinimum ? .minimum(rs.count) : .maximum(rs.count)) }
    }
    return true
  }

  /// The key of `record`, using `stack` (at least ``depth`` elements) as scratch.
  func key(_ record: ReleaseRecord, stack: UnsafeMutablePointer<Double>) -> Double {
    var top = 0
    for op in ops {
      switch op {
      case .cut(let q, let inclusive):
        let v = q.value(of: record)
        stack[top] = v.isNaN ? -.infinity : (inclusive && v > -.infinity ? v.nextUp : v)
        top += 1
      case .truth(let q, let threshold, let inclusive, let negated):
        let v = q.value(of: record)
        let holds = inclusive ? v >= threshold : v > threshold
        stack[top] = holds != negated ? .infinity : -.infinity
        top += 1
      case .constant(let k):
        stack[top] = k
        top += 1
      case .minimum(let n):
        var m = stack[top - 1]
        for i in (top - n)..<(top - 1) where stack[i] < m { m = stack[i] }
        top -= n - 1
        stack[top - 1] = m
      case .maximum(let n):
        var m = stack[top - 1]
        for i in (top - n)..<(top - 1) where stack[i] > m { m = stack[i] }
        top -= n - 1
        stack[top - 1] = m
      }
    }
    return stack[0]
  }
}
