import AnimationMath

/// How many swipes it takes to tell two settings apart: the power estimate behind "about N more
/// swipes would separate them" in the summary and the report.
///
/// Two rates read as *separated* when their 95 % intervals (``BinomialInterval``) do not
/// overlap — what a reader of the report can see. With n trials each, the intervals' half-widths
/// are about 1.96·√(p(1−p)/n), so they part with probability `power` when
///
/// n ≈ ((1.96·(√(p₁q₁) + √(p₂q₂)) + z·√(p₁q₁ + p₂q₂)) / |p₁ − p₂|)², z = Φ⁻¹(power),
///
/// taking the two estimates as independent. Two settings of one sweep see the same swipes, so
/// their estimates are positively correlated and part sooner: the estimate is on the safe side
/// (`SweepPowerTests` checks it against simulation). It assumes the observed difference is the
/// true one; a smaller true difference needs more swipes.
public enum SweepPower {
  /// The default probability of separating the two settings: 0.8, the usual design power.
  public static let defaultPower = 0.8

  /// Trials per setting at which rates `p1` and `p2` (in [0, 1]) are separated with probability
  /// `power` (in (0.5, 1)); nil when they are equal (no finite count separates them).
  public static func trialsToSeparate(_ p1: Double, _ p2: Double, power: Double = defaultPower)
    -> Int?
  {
    precondition(p1 >= 0 && p1 <= 1 && p2 >= 0 && p2 <= 1, "rates in [0, 1]")
    precondition(power > 0.5 && power < 1, "power in (0.5, 1)")
    let delta = Swift.abs(p1 - p2)
    guard delta > 0 else { return nil }
    let (v1, v2) = (p1 * (1 - p1), p2 * (1 - p2))
    let z = normalQuantile(power)
    let root =
      (1.959_963_984_540_054 * (v1.squareRoot() + v2.squareRoot()) + z * (v1 + v2).squareRoot())
    let n = (root / delta) * (root / delta)
    // At least one trial; rates of 0 or 1 on both sides part at once.
    return Swift.max(1, Int(Swift.min(n.rounded(.up), 1e15)))
  }

  /// Φ⁻¹(p) for p in (0.5, 1), by bisection on ``SweepPlateau``'s normal tail (error < 1e-6,
  /// ample for a count).
  static func normalQuantile(_ p: Double) -> Double {
    var (lo, hi) = (0.0, 10.0)
    for _ in 0..<60 {
      let mid = 0.5 * (lo + hi)
      if 1 - SweepPlateau.normalUpperTail(mid) < p { lo = mid } else { hi = mid }
    }
    return 0.5 * (lo + hi)
  }

  /// The comparison of a recommended row with a baseline row by `metric` (a rate), in one
  /// sentence: whether their intervals are separated and, when not, about how many more swipes
  /// would separate them; nil when the metric is not a rate or either value is unknown.
  ///
  /// - Parameters:
  ///   - metric: the rate compared.
  ///   - recommended: the recommended row's (successes, trials) of `metric`.
  ///   - baseline: the baseline row's (successes, trials) of `metric`.
  ///   - swipes: the swipes behind each row (the metric's trials may be fewer: labelled swipes).
  ///   - baselineName: how to name the baseline in the sentence.
  /// - Returns: the sentence, ending in a newline.
  public static func sentence(
    metric: SweepMetric, recommended: (successes: Int, trials: Int),
    baseline: (successes: Int, trials: Int), swipes: Int, baselineName: String
  ) -> String? {
    guard metric.isRate, recommended.trials > 0, baseline.trials > 0, swipes > 0 else {
      return nil
    }
    let p1 = Double(recommended.successes) / Double(recommended.trials)
    let p2 = Double(baseline.successes) / Double(baseline.trials)
    let name = metric.column
    let points = NumberText.percentNumber(Swift.abs(p1 - p2))
    guard
      let a = BinomialInterval.ninetyFive(
        successes: recommended.successes, trials: recommended.trials),
      let b = BinomialInterval.ninetyFive(successes: baseline.successes, trials: baseline.trials),
      let aLo = a.lower, let aHi = a.upper, let bLo = b.lower, let bHi = b.upper
    else { return nil }
    if aLo > bHi || bLo > aHi {
      return
        "Against \(baselineName): \(name) \(p1 > p2 ? "higher" : "lower") by \(points) points, "
        + "and the 95 % intervals do not overlap (\(swipes) swipes are enough to tell).\n"
    }
    guard let trials = trialsToSeparate(p1, p2) else {
      return
        "Against \(baselineName): the same \(name); no number of swipes would separate them "
        + "if that is the truth.\n"
    }
    // Trials per swipe (labelled share for intent metrics), to turn trials into swipes.
    let share = Double(recommended.trials) / Double(swipes)
    let needed = Int((Double(trials) / share).rounded(.up))
    let more = Swift.max(needed - swipes, 1)
    return
      "Against \(baselineName): \(name) \(p1 > p2 ? "higher" : "lower") by \(points) points, but "
      + "the 95 % intervals overlap, so \(swipes) swipes cannot tell them apart: about "
      + "\(more) more swipes (\(needed) in all) would separate them 4 times in 5, if the "
      + "difference is real.\n"
  }
}
