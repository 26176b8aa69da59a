import AnimationMath

/// One rated hand-off of the feel test (`spring-tune record --feel-test`): who rated it, what
/// the hand-off did (feel-v3 quantities), and the answer to "Did that feel finished?".
public struct FeelRating: Hashable, Sendable {
  /// The participant (the recorder's `device` label).
  public var participant: String
  /// The hand-off's SPEC.
  public var handoff: String
  /// The measured features, indexed by ``FeelFeature``.
  public var features: [FeelFeature: Double]
  /// `true` for "yes, it felt finished".
  public var finished: Bool

  /// Creates a rating.
  public init(
    participant: String, handoff: String, features: [FeelFeature: Double], finished: Bool
  ) {
    self.participant = participant
    self.handoff = handoff
    self.features = features
    self.finished = finished
  }

  /// The features of a spring hand-off from `from` to `to` (points) starting at `velocity`
  /// (pt/s), as the feel test animated it: overshoot, ringing and settling time from
  /// `SpringHandoff` with the default bands, the velocity jump at lift-off (0: the spring
  /// starts at the finger's velocity) and the abrupt ratio (``FeelFeature/abruptRatio``).
  public static func features(spring: Spring, from: Double, to: Double, velocity: Double)
    -> [FeelFeature: Double]
  {
    let handoff = SpringHandoff(spring: spring)
    let m = handoff.metrics(from: from, to: to, velocity: velocity)
    let peak = handoff.peakSpeed(from: from, to: to, velocity: velocity)
    return [
      .overshoot: m.overshoot, .ringing: m.ringing, .settleTime: m.settlingTime, .jump: 0,
      .abruptRatio: FeelFeature.abruptRatio(
        peakSpeed: peak, speed: Swift.abs(velocity), remaining: Swift.abs(to - from)),
    ]
  }
}

/// A hand-off feature a feel bound applies to, and the ``FeelBounds`` field it sets.
public enum FeelFeature: String, CaseIterable, Hashable, Sendable {
  /// `HandoffMetrics.overshoot` (pt) → ``FeelBounds/overshoot``.
  case overshoot
  /// `HandoffMetrics.ringing` (pt) → ``FeelBounds/ringing``.
  case ringing
  /// `HandoffMetrics.settlingTime` (s) → ``FeelBounds/settleWindow``.
  case settleTime = "settle_time"
  /// The velocity jump at lift-off (pt/s) → ``FeelBounds/jump``.
  case jump
  /// Feel v4's abruptness as a ratio (×): the peak speed after lift-off over
  /// max(the release speed, remaining distance / ``abruptFloorTime``) →
  /// ``FeelBounds/abruptRatio``. With the default bounds a hand-off is abrupt when this
  /// exceeds 2 (``FeelBounds/allowedPeakSpeed(atSpeed:remaining:)``: the ratio × the
  /// floor's duration is ``abruptFloorTime``); a learned bound θ sets the abrupt ratio to θ and
  /// the abrupt duration to ``abruptFloorTime`` / θ, which keeps the two rules one.
  case abruptRatio = "abrupt_ratio"

  /// The abrupt ratio's floor time: 0.1 s, the default abrupt ratio (2) × abrupt duration
  /// (0.05 s).
  public static let abruptFloorTime = 0.1

  /// The ``abruptRatio`` feature of a hand-off with peak speed `peakSpeed` after lift-off,
  /// released at `speed` with `remaining` points to go (pt/s, pt/s, pt); 0 for no motion.
  public static func abruptRatio(peakSpeed: Double, speed: Double, remaining: Double) -> Double {
    let reference = Swift.max(speed, remaining / abruptFloorTime)
    return reference > 0 ? peakSpeed / reference : 0
  }

  /// Sets the bound this feature's learned `bound` replaces in `t` (for ``abruptRatio``,
  /// the abrupt duration with it: ``abruptFloorTime`` / bound).
  public func apply(_ bound: Double, to t: inout FeelBounds) {
    let bound = Swift.max(0, bound)
    t[keyPath: boundKeyPath] = bound
    if self == .abruptRatio { t.abruptDuration = Self.abruptFloorTime / bound }
  }

  /// The unit: `pt`, `s`, `pt/s` or `×`.
  public var unit: String {
    switch self {
    case .overshoot, .ringing: "pt"
    case .settleTime: "s"
    case .jump: "pt/s"
    case .abruptRatio: "×"
    }
  }

  /// The ``FeelBounds`` field a fitted bound replaces.
  public var boundKeyPath: WritableKeyPath<FeelBounds, Double> {
    switch self {
    case .overshoot: \.overshoot
    case .ringing: \.ringing
    case .settleTime: \.settleWindow
    case .jump: \.jump
    case .abruptRatio: \.abruptRatio
    }
  }

  /// The field's name in ``FeelBounds`` (the feel model's `tolerance` key).
  public var boundName: String {
    switch self {
    case .overshoot: "overshoot"
    case .ringing: "ringing"
    case .settleTime: "settleWindow"
    case .jump: "jump"
    case .abruptRatio: "abruptRatio"
    }
  }
}

/// The psychometric fit of one feature: P(finished | f) = 1 / (1 + e^(−β(θ − f))), β ≥ 0, by
/// maximum likelihood, with a 95 % profile-likelihood interval for the bound θ (the feature
/// value rated finished half the time). See Docs/FeelTest.md.
public struct FeelBoundFit: Hashable, Sendable {
  /// The feature.
  public var feature: FeelFeature
  /// Ratings used (yes and no; skipped ratings are not ratings).
  public var count: Int
  /// How many were "yes".
  public var yes: Int
  /// The bound θ (the feature's unit), or nil when there is no learnable bound.
  public var bound: Double?
  /// The 95 % interval of θ (nil as ``bound``).
  public var interval: ClosedRange<Double>?
  /// The slope β (per unit of the feature) at the maximum, 0 when not learnable.
  public var slope: Double
  /// The likelihood-ratio statistic against ratings that do not depend on the feature
  /// (χ² with one degree of freedom; > 3.84 is p < 0.05).
  public var likelihoodRatio: Double
  /// Why there is no learnable bound, or nil when there is one.
  public var problem: String?
}

/// Fits feel bounds to ratings (``FeelBoundFit``), pooled and per participant.
public enum FeelFit {
  /// The fewest ratings a fit is tried on.
  public static let minimumRatings = 10
  /// The fewest of each answer a fit is tried on.
  public static let minimumOfEachAnswer = 2
  /// χ²₁ at 95 %: the likelihood-ratio threshold for a bound and the interval's width.
  public static let chiSquare95 = 3.841_458_820_694_124

  /// The fit of `feature` to `ratings` (those that have the feature and a finite value). Every
  /// feature is ≥ 0, so a 50 % point below 0 is no learnable bound either.
  public static func fit(_ ratings: [FeelRating], feature: FeelFeature) -> FeelBoundFit {
    var xs: [Double] = []
    var ys: [Bool] = []
    for r in ratings {
      guard let f = r.features[feature], f.isFinite else { continue }
      xs.append(f)
      ys.append(r.finished)
    }
    let yes = ys.filter { $0 }.count
    var out = FeelBoundFit(
      feature: feature, count: xs.count, yes: yes, bound: nil, interval: nil, slope: 0,
      likelihoodRatio: 0, problem: nil)
    if xs.count < minimumRatings {
      out.problem = "too few ratings (\(xs.count); at least \(minimumRatings))"
      return out
    }
    if yes < minimumOfEachAnswer || xs.count - yes < minimumOfEachAnswer {
      out.problem = "too few of one answer (\(yes) yes, \(xs.count - yes) no)"
      return out
    }
    guard let lo = xs.min(), let hi = xs.max(), hi - lo > 1e-9 * Swift.max(1, Swift.abs(hi))
    else {
      out.problem = "the hand-offs rated do not vary in \(feature.rawValue)"
      return out
    }
    let span = hi - lo
    // The null model: a constant probability (the share of yes).
    let p0 = Double(yes) / Double(xs.count)
    let nullDeviance =
      -2 * Double(xs.count)
      * (p0 * Elementary.log(p0)
        + (1 - p0) * Elementary.log(1 - p0))
    // Profile deviance on a grid of θ over the tested range widened by one span each side.
    let grid = 801
    let betaMax = 200 / span
    var deviances: [Double] = []
    var betas: [Double] = []
    var thetas: [Double] = []
    for k in 0..<grid {
      let theta = lo - span + 3 * span * Double(k) / Double(grid - 1)
      let (beta, deviance) = profile(xs, ys, theta: theta, betaMax: betaMax)
      thetas.append(theta)
      betas.append(beta)
      deviances.append(deviance)
    }
    guard let best = deviances.indices.min(by: { deviances[$0] < deviances[$1] }) else {
      return out
    }
    out.likelihoodRatio = Swift.max(0, nullDeviance - deviances[best])
    out.slope = betas[best]
    if !(out.likelihoodRatio > chiSquare95) || betas[best] <= 0 {
      out.problem =
        "no learnable bound: the ratings do not depend on \(feature.rawValue) (likelihood "
        + "ratio \(NumberText.shortest(rounded(out.likelihoodRatio))) ≤ 3.84; a random "
        + "answerer looks like this)"
      return out
    }
    let limit = deviances[best] + chiSquare95
    var first = best
    while first > 0 && deviances[first - 1] <= limit { first -= 1 }
    var last = best
    while last < grid - 1 && deviances[last + 1] <= limit { last += 1 }
    if first == 0 || last == grid - 1 {
      out.problem =
        "no learnable bound: its interval reaches beyond the hand-offs tested (the bound is "
        + "probably outside \(NumberText.shortest(lo))…\(NumberText.shortest(hi)) \(feature.unit))"
      return out
    }
    // Refine on the grid's cells: the maximum by golden-section search, each end of the
    // interval by bisection of deviance − limit (the grid alone would cut the interval short).
    func deviance(_ theta: Double) -> Double {
      profile(xs, ys, theta: theta, betaMax: betaMax).1
    }
    var (a, b) = (thetas[Swift.max(best - 1, 0)], thetas[Swift.min(best + 1, grid - 1)])
    let golden = 0.618_033_988_749_894_8
    for _ in 0..<60 {
      let c = b - golden * (b - a)
      let d = a + golden * (b - a)
      if deviance(c) <= deviance(d) { b = d } else { a = c }
    }
    let theta = 0.5 * (a + b)
    let top = Swift.min(deviance(theta), deviances[best]) + chiSquare95
    func edge(_ inside: Double, _ outside: Double) -> Double {
      var (i, o) = (inside, outside)
      for _ in 0..<50 {
        let m = 0.5 * (i + o)
        if deviance(m) <= top { i = m } else { o = m }
      }
      return 0.5 * (i + o)
    }
    if theta < 0 {
      out.problem =
        "no learnable bound: even hand-offs with no \(feature.rawValue) were mostly rated "
        + "unfinished (the fit's 50 % point is below 0); something else decided"
      return out
    }
    out.bound = theta
    out.slope = profile(xs, ys, theta: theta, betaMax: betaMax).0
    out.interval = edge(thetas[first], thetas[first - 1])...edge(thetas[last], thetas[last + 1])
    return out
  }

  /// max over β ∈ [0, betaMax] of the log-likelihood of P = σ(β(θ − f)), as (β, deviance);
  /// concave in β for fixed θ, so Newton steps with bisection-safe clamping converge.
  static func profile(_ xs: [Double], _ ys: [Bool], theta: Double, betaMax: Double) -> (
    Double, Double
  ) {
    func deviance(_ beta: Double) -> Double {
      var d = 0.0
      for (x, y) in zip(xs, ys) {
        let z = beta * (theta - x)
        // −log σ(±z), stable for large |z|.
        let s = y ? -z : z
        d += s > 0 ? s + Elementary.log1p(Elementary.exp(-s)) : Elementary.log1p(Elementary.exp(s))
      }
      return 2 * d
    }
    var beta = 0.0
    for _ in 0..<60 {
      var gradient = 0.0
      var curvature = 0.0
      for (x, y) in zip(xs, ys) {
        let u = theta - x
        let p = 1 / (1 + Elementary.exp(-beta * u))
        gradient += ((y ? 1 : 0) - p) * u
        curvature += p * (1 - p) * u * u
      }
      if curvature <= 1e-300 {
        beta = gradient > 0 ? betaMax : beta
        break
      }
      let next = Swift.min(Swift.max(beta + gradient / curvature, 0), betaMax)
      if Swift.abs(next - beta) <= 1e-10 * Swift.max(1, beta) {
        beta = next
        break
      }
      beta = next
    }
    return (beta, deviance(beta))
  }

  private static func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}
