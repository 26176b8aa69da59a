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
      case .travelFraction: found.append(width)
      case .velocity, .clampedVelocity, .speed, .axisDominance: break
      }
    case .not(let r): r.collectProgressDistances(width: width, into: &found)
    case .all(let rs), .any(let rs):
      for r in rs { r.collectProgressDistances(width: width, into: &found) }
    }
  }
}
