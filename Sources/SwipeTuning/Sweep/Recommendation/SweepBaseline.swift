import AnimationMath
import TextFormats

/// The setting a report compares its recommendation with: the numbers a team ships today, e.g.
/// `progress_threshold=0.1,velocity_threshold=100` (`spring-tune report --baseline`).
///
/// A baseline names some of a row's coordinates — its `policy`, `estimator`, `handoff` and any
/// ``SweepParameter`` — and leaves the others open. An open coordinate takes the recommended
/// row's value: the comparison changes only what the baseline names. There is one exception: a
/// baseline with another policy than the recommendation takes that policy's own preset
/// constants (``CompletionPreset/defaultParameters(width:)``) for the policy parameters it does
/// not name, since the recommended thresholds belong to another rule.
public struct SweepBaseline: Hashable, Sendable {
  /// The completion policy preset, or nil for the recommended row's.
  public var policy: String?
  /// The velocity estimator, or nil for the recommended row's.
  public var estimator: String?
  /// The hand-off style as the report's `handoff` column writes it (``HandoffStyle/description``),
  /// or nil for the recommended row's.
  public var handoff: String?
  /// The parameters named, each with its value in the report's unit.
  public var parameters: [SweepParameter: Double]

  /// A baseline naming `policy`, `estimator`, `handoff` and `parameters` (nil and absent keys
  /// are open).
  public init(
    policy: String? = nil, estimator: String? = nil, handoff: String? = nil,
    parameters: [SweepParameter: Double] = [:]
  ) {
    self.policy = policy
    self.estimator = estimator
    self.handoff = handoff
    self.parameters = parameters
  }

  /// The hand-offs of the seed code, best match first: its exact call
  /// (`UIView.animate(withDuration: 0.4, …, usingSpringWithDamping: 1, initialSpringVelocity:
  /// 0)`, the `seed-progress-velocity` preset's) and the swept spring started from rest, which
  /// drops the finger's velocity as that call does. A report's default baseline takes the first
  /// its sweep has (TuningReport's `SweepReport`), so the card shows the velocity jump the seed
  /// code causes.
  public static let seedHandoffs =
    SwipePreset.all.filter { $0.name == CompletionPreset.seedProgressVelocity.rawValue }
    .map(\.handoff) + [HandoffStyle.springRest.description]

  /// The seed rule's own numbers: policy `seed-progress-velocity` with its preset thresholds
  /// (progress 0.1 of 200 pt, velocity 100 pt/s), spring and estimator open.
  public static let seedRule: SweepBaseline = {
    let preset = CompletionPreset.seedProgressVelocity
    let values = preset.defaultParameters()
    return SweepBaseline(
      policy: preset.rawValue,
      parameters: [
        .progressThreshold: values.progressThreshold, .velocityThreshold: values.velocityThreshold,
      ])
  }()

  /// The baseline of a report of `table` when none is named: the seed rule's own numbers
  /// (``seedRule``) when the sweep has that policy — with the seed code's hand-off
  /// (``seedHandoffs``) when the sweep has one, so the card shows the velocity
  /// jump it causes — otherwise the best row's policy with its own preset constants.
  public static func defaultBaseline(for table: SweepTable) -> SweepBaseline {
    var seed = Self.seedRule
    if let policy = seed.policy, table.policies.contains(policy) {
      let handoffs = table.handoffs
      seed.handoff = Self.seedHandoffs.first { handoffs.contains($0) }
      return seed
    }
    let ranking = SweepRanking(table, requested: table.settings.objective)
    let best = table.rows[ranking.best(table) ?? 0]
    guard let preset = try? CompletionPreset(parsing: best.policy) else { return seed }
    let values = preset.defaultParameters(width: table.settings.geometry.width)
    var parameters: [SweepParameter: Double] = [:]
    for p in SweepParameter.allCases {
      if let q = PolicyParameter(rawValue: p.column), preset.parameters.contains(q) {
        parameters[p] = values[q]
      }
    }
    return Self(policy: preset.rawValue, parameters: parameters)
  }

  /// Parses `key=value` pairs separated by commas: `policy`, `estimator`, `handoff` (a style
  /// without commas: `spring-velocity` or `spring-rest`) and the parameter columns
  /// (`damping_ratio`, `response`, `progress_threshold`, `velocity_threshold`,
  /// `projection_rate`; `-` may stand for `_`). Each parameter must lie in its sweep domain
  /// (``SweepParameter/domainViolation(_:)``).
  ///
  /// - Throws: `InputError` for `field` naming the pair at fault: an unknown or repeated key, a
  ///   missing `=`, an empty or non-numeric value, a value outside its domain, or a policy,
  ///   estimator or hand-off no sweep writes (the message lists the known ones).
  public init(parsing text: String, field: String = "baseline") throws(InputError) {
    self.init()
    let pairs = text.split(separator: ",", omittingEmptySubsequences: false)
    guard !text.trimmingSpaces().isEmpty else {
      throw InputError(field: field, value: text, reason: "expected key=value pairs")
    }
    var seen: Set<String> = []
    for pair in pairs {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw InputError(field: field, value: String(pair), reason: "expected key=value")
      }
      let key = String(parts[0]).trimmingSpaces().replacingDashes()
      let value = String(parts[1]).trimmingSpaces()
      guard seen.insert(key).inserted else {
        throw InputError(field: field, value: String(pair), reason: "'\(key)' is given twice")
      }
      guard !value.isEmpty else {
        throw InputError(field: field, value: String(pair), reason: "empty value")
      }
      // A name the sweep cannot have written would match no row and compare nothing.
      func known(_ check: () throws(InputError) -> String) throws(InputError) -> String {
        do { return try check() } catch {
          throw InputError(field: field, value: String(pair), reason: error.reason)
        }
      }
      switch key {
      case "policy":
        policy = try known { () throws(InputError) in
          try CompletionPreset(parsing: value).rawValue
        }
      case "estimator":
        estimator = try known { () throws(InputError) in
          try VelocityStrategy(parsing: value).name
        }
      case "handoff":
        if HandoffStyle.timelinePath(value) == nil {
          _ = try known { () throws(InputError) in
            try HandoffStyle(parsing: value, field: key).description
          }
        }
        handoff = value
      default:
        guard let parameter = SweepParameter(rawValue: key) else {
          let keys = ["policy", "estimator", "handoff"] + SweepParameter.allCases.map(\.column)
          throw InputError(
            field: field, value: String(pair),
            reason: "unknown key '\(key)'; one of: " + keys.joined(separator: ", "))
        }
        guard let number = Double(value), number.isFinite else {
          throw InputError(field: field, value: String(pair), reason: "expected a number")
        }
        if let why = parameter.domainViolation(number) {
          throw InputError(field: field, value: String(pair), reason: why)
        }
        parameters[parameter] = number
      }
    }
  }

  /// The baseline as `key=value` pairs in column order (policy, estimator, hand-off,
  /// parameters).
  public var description: String {
    var pairs: [String] = []
    if let policy { pairs.append("policy=" + policy) }
    if let estimator { pairs.append("estimator=" + estimator) }
    if let handoff { pairs.append("handoff=" + handoff) }
    for p in SweepParameter.allCases {
      if let v = parameters[p] { pairs.append(p.column + "=" + NumberText.shortest(v)) }
    }
    return pairs.joined(separator: ",")
  }

  /// The baseline's value of `parameter` with the open coordinates filled in from
  /// `recommended` (see the type's discussion); nil where nothing gives one.
  public func value(
    _ parameter: SweepParameter, recommended: SweepTable.Row, width: Double
  ) -> Double? {
    if let v = parameters[parameter] { return v }
    let policy = policy ?? recommended.policy
    if policy != recommended.policy, let preset = try? CompletionPreset(parsing: policy),
      let p = PolicyParameter(rawValue: parameter.column)
    {
      return preset.defaultParameters(width: width)[p]
    }
    return recommended.value(parameter)
  }

  /// Whether `row` is the baseline, with the open coordinates filled in from `recommended` on a
  /// transition of `width` points. A parameter the row leaves empty (its policy does not use it)
  /// matches any value; named values match within a relative 1e-9, so `0.1` finds the
  /// `0.30000000000000004`-style values a generated grid writes.
  public func matches(_ row: SweepTable.Row, recommended: SweepTable.Row, width: Double) -> Bool {
    guard row.policy == (policy ?? recommended.policy),
      row.estimator == (estimator ?? recommended.estimator),
      row.handoff == (handoff ?? recommended.handoff)
    else { return false }
    for parameter in SweepParameter.allCases {
      guard let have = row.value(parameter) else { continue }
      guard let want = value(parameter, recommended: recommended, width: width) else {
        return false
      }
      if Swift.abs(have - want) > 1e-9 * Swift.max(1, Swift.abs(want)) { return false }
    }
    return true
  }
}

extension String {
  fileprivate func replacingDashes() -> String {
    String(map { $0 == "-" ? "_" : $0 })
  }
}

extension SweepBaseline {
  /// The baseline's row, evaluated by a sweep's own model and population when the sweep's grid
  /// did not contain it: a one-setting ``Sweep/run(_:threads:loadTraces:progress:)`` with the
  /// sweep's settings (seed, size, geometry, gate, bounds; recorded traces re-read from
  /// their recorded path through `loadTraces`). Open coordinates take `recommended`'s values.
  ///
  /// - Parameters:
  ///   - table: the sweep's report (its settings and population).
  ///   - best: the recommended row the baseline is compared with.
  ///   - loadTraces: reads recorded traces (not called for a synthetic population).
  /// - Returns: the row, or nil when it cannot be set up (an unknown policy or hand-off, a
  ///   population larger than 10⁷ swipes, traces no longer readable).
  public func evaluate(
    in table: SweepTable, recommended best: SweepTable.Row,
    loadTraces: (String) throws(InputFileError) -> [Swipe]
  ) -> SweepTable.Row? {
    let settings = table.settings
    let width = settings.geometry.width
    let policy = self.policy ?? best.policy
    guard let preset = try? CompletionPreset(parsing: policy) else { return nil }
    let defaults = preset.defaultParameters(width: width)
    func values(_ p: SweepParameter) -> [Double]? {
      if let v = value(p, recommended: best, width: width) { return [v] }
      if let q = PolicyParameter(rawValue: p.column) { return [defaults[q]] }
      return nil
    }
    guard
      let handoff = try? HandoffStyle(parsing: self.handoff ?? best.handoff, field: "handoff"),
      let zeta = values(.dampingRatio), let response = values(.response),
      let progress = values(.progressThreshold), let velocity = values(.velocityThreshold),
      let rate = values(.projectionRate)
    else { return nil }
    let population: SweepRequest.Population
    switch settings.source {
    case .synthetic(let seed):
      guard let n = best.value(.swipes), n >= 1, n <= 10_000_000 else { return nil }
      population = .synthetic(count: Int(n), seed: seed)
    case .traces(let path): population = .traces(path: path)
    }
    var request = SweepRequest(
      policies: [policy], estimators: [estimator ?? best.estimator],
      dampingRatios: zeta, responses: response, progressThresholds: progress,
      velocityThresholds: velocity, projectionRates: rate, population: population,
      geometry: settings.geometry, gate: settings.gate, bounds: settings.bounds,
      objective: settings.objective)
    request.handoffs = [handoff]
    guard var results = try? Sweep.run(request, loadTraces: loadTraces).results else { return nil }
    // Whether the baseline is on the plateau of the sweep it is compared with is not known
    // from a one-setting run; its own plateau (itself) says nothing.
    results.plateau = nil
    return try? SweepTable(parsing: results.csv()).rows.first
  }
}
