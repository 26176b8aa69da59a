import AnimationMath

extension CompletionRule {
  /// The distance in points that a progress threshold of this rule is a fraction of, on a
  /// transition `width` points wide: the denominator of every quantity compared with a threshold
  /// tagged ``PolicyParameter/progressThreshold`` (200 for `seed-progress-velocity`, whose
  /// progress is `dx / 200 pt`; `width` for rules on `dx / width` or `|dx| / width`). Nil when the
  /// rule has no progress threshold, or when its progress atoms disagree on the denominator.
  public func progressDistance(width: Double) -> Double? {
    var found: [Double] = []
    collectProgressDistances(width: width, into: &found)
    guard let first = found.first, found.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  private func collectProgressDistances(width: Double, into found: inout [Double]) {
    switch self {
    case .constant: break
    case .exceeds(let q, let t, _):
      guard t.parameter == .progressThreshold else { return }
      switch q {
      case .progress(let m), .projectedProgress(let m, _): found.append(m.denominator(width: width))
      case .travelFraction, .impactProgress: found.append(width)
      case .velocity, .clampedVelocity, .speed, .axisDominance: break
      }
    case .not(let r): r.collectProgressDistances(width: width, into: &found)
    case .all(let rs), .any(let rs):
      for r in rs { r.collectProgressDistances(width: width, into: &found) }
    }
  }
}

extension CompletionPreset {
  /// The distance (pt) a progress threshold of the policy named `policy` is a fraction of on a
  /// transition `width` points wide (``CompletionRule/progressDistance(width:)``: 200 pt for the
  /// seed rule, the width for most others); nil for a policy the swipe model does not know.
  public static func progressDistance(policy: String, width: Double) -> Double? {
    guard let preset = try? CompletionPreset(parsing: policy) else { return nil }
    return preset.rule(preset.defaultParameters(width: width)).progressDistance(width: width)
  }

  /// What a progress threshold of `policy` is a fraction of, in words: `of 200 pt of travel` or
  /// `of the 390 pt width`.
  public static func progressBasis(policy: String, width: Double) -> String {
    guard let d = progressDistance(policy: policy, width: width) else {
      return "of the policy's progress distance"
    }
    return d == width
      ? "of the \(NumberText.shortest(width)) pt width"
      : "of \(NumberText.rounded(d, decimals: 3)) pt of travel"
  }
}
