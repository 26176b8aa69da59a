/// A point on a swept threshold's axis where a decision can change, with the side the point
/// itself falls on.
///
/// A threshold value θ *passes* the cut when `θ > value`, or `θ == value` and `passedAtValue`.
/// Cuts are ordered by the θ at which they are first passed: by `value`, and for equal values a
/// cut passed at its value comes first. If cut `a ≤ b`, every θ that passes `b` passes `a`.
///
/// For an atom `q > θ` the cut is `(q, passedAtValue: true)` and the atom holds while θ has not
/// passed it; for `q ≥ θ` it is `(q, passedAtValue: false)`. Values may be ±infinity.
public struct ThresholdCut: Hashable, Sendable, Comparable {
  /// Position on the threshold axis (units of the swept parameter).
  public var value: Double
  /// Whether θ exactly equal to `value` counts as past the cut.
  public var passedAtValue: Bool

  /// Creates a cut.
  public init(value: Double, passedAtValue: Bool) {
    self.value = value
    self.passedAtValue = passedAtValue
  }

  /// Whether the threshold value `theta` lies past the cut.
  @inlinable public func isPassed(by theta: Double) -> Bool {
    theta > value || (passedAtValue && theta == value)
  }

  /// Order of first passage: by value, then `passedAtValue == true` first.
  @inlinable public static func < (lhs: ThresholdCut, rhs: ThresholdCut) -> Bool {
    lhs.value < rhs.value || (lhs.value == rhs.value && lhs.passedAtValue && !rhs.passedAtValue)
  }

  /// A cut no finite θ passes.
  public static let never = ThresholdCut(value: .infinity, passedAtValue: false)
  /// A cut every finite θ passes.
  public static let always = ThresholdCut(value: -.infinity, passedAtValue: true)
}

/// How one swipe's decision changes as one policy parameter θ sweeps upwards: the decision for
/// θ below every cut, and the cuts (ascending, at most 4) at which it flips.
///
/// `decision(θ) = initial XOR (number of cuts θ passes is odd)`. A policy that is non-increasing in
/// θ (see ``CompletionPolicy/isMonotone(in:)``) has at most one cut, with `initial == true`: the
/// swipe completes exactly for the θ that do not pass ``completionCut``. That is the key a sorted
/// sweep orders swipes by.
public struct DecisionSteps: Hashable, Sendable {
  /// The decision (true = complete) for θ below every cut.
  public var initial: Bool
  /// The number of cuts (0…4).
  public private(set) var count: Int
  private var storage: (ThresholdCut, ThresholdCut, ThresholdCut, ThresholdCut)

  /// The largest number of cuts a value can hold.
  public static let capacity = 4

  /// Steps with no cuts: the decision is `initial` for every θ.
  public init(constant initial: Bool) {
    self.initial = initial
    count = 0
    storage = (.never, .never, .never, .never)
  }

  /// Appends a cut; cuts must be appended in ascending order.
  ///
  /// - Precondition: `count < 4` and `cut` not below the last cut.
  public mutating func append(_ cut: ThresholdCut) {
    precondition(count < DecisionSteps.capacity, "DecisionSteps holds at most 4 cuts")
    precondition(count == 0 || !(cut < self[count - 1]), "DecisionSteps cuts must ascend")
    switch count {
    case 0: storage.0 = cut
    case 1: storage.1 = cut
    case 2: storage.2 = cut
    default: storage.3 = cut
    }
    count += 1
  }

  /// The cut at `index` (0 ≤ index < count).
  public subscript(index: Int) -> ThresholdCut {
    precondition(index >= 0 && index < count, "DecisionSteps index out of range")
    switch index {
    case 0: return storage.0
    case 1: return storage.1
    case 2: return storage.2
    default: return storage.3
    }
  }

  /// The decision at threshold value `theta`.
  public func decision(at theta: Double) -> Bool {
    var d = initial
    for i in 0..<count where self[i].isPassed(by: theta) { d.toggle() }
    return d
  }

  /// For a decision that only ever flips from complete to cancel: the cut below which the swipe
  /// completes (``ThresholdCut/never`` when it always completes, ``ThresholdCut/always`` when it
  /// never does). `nil` when the steps are not of that shape (a cancel → complete flip, or more
  /// than one flip).
  public var completionCut: ThresholdCut? {
    switch (initial, count) {
    case (true, 0): return .never
    case (false, 0): return .always
    case (true, 1): return storage.0
    default: return nil
    }
  }

  /// Equal when they describe the same cuts and initial decision.
  public static func == (lhs: DecisionSteps, rhs: DecisionSteps) -> Bool {
    guard lhs.initial == rhs.initial, lhs.count == rhs.count else { return false }
    for i in 0..<lhs.count where lhs[i] != rhs[i] { return false }
    return true
  }

  /// Hashes the initial decision and the cuts.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(initial)
    hasher.combine(count)
    for i in 0..<count { hasher.combine(self[i]) }
  }
}
