/// Read access to the rows of a sweep report, whether just computed (``SweepResults``) or read
/// back from a file (``SweepTable``): what ranking (``SweepRanking``) and slicing
/// (``SweepSlice``) need, so each has one implementation for both.
public protocol SweepRows {
  /// The number of rows.
  var rowCount: Int { get }
  /// The policy name of row `i`.
  func policy(_ i: Int) -> String
  /// The estimator name of row `i`.
  func estimator(_ i: Int) -> String
  /// The hand-off style of row `i`, as the report's `handoff` column writes it
  /// (``HandoffStyle/description``).
  func handoff(_ i: Int) -> String
  /// The value of `parameter` in row `i`; nil where the row's policy does not use it.
  func value(_ parameter: SweepParameter, _ i: Int) -> Double?
  /// The value of `metric` in row `i`; nil where it is undefined.
  func value(_ metric: SweepMetric, _ i: Int) -> Double?
  /// The 95 % interval of `metric` in row `i`; nil for a metric without one, or where unknown.
  func interval(_ metric: SweepMetric, _ i: Int) -> SweepInterval?
  /// Whether row `i` is on the plateau (``SweepPlateau``); nil where not computed.
  func isOnPlateau(_ i: Int) -> Bool?
  /// Whether row `i` is the one the sweep recommended (the `recommended` column); nil where not
  /// known.
  func isRecommended(_ i: Int) -> Bool?
}

extension SweepRows {
  /// Not known, by default.
  public func isRecommended(_ i: Int) -> Bool? { nil }

  /// Whether any row has intent labels (any intent-based metric has a value).
  public var hasIntent: Bool {
    (0..<rowCount).contains { value(.intentAgreement, $0) != nil }
  }

  /// Distinct values of `parameter` over `rows` (default: all), ascending.
  public func distinctValues(_ parameter: SweepParameter, in rows: [Int]? = nil) -> [Double] {
    Array(Set((rows ?? Array(0..<rowCount)).compactMap { value(parameter, $0) })).sorted()
  }

  /// Distinct policy names in row order.
  public var policies: [String] { Self.distinct((0..<rowCount).map(policy)) }
  /// Distinct estimator names in row order.
  public var estimators: [String] { Self.distinct((0..<rowCount).map(estimator)) }
  /// Distinct hand-off styles in row order.
  public var handoffs: [String] { Self.distinct((0..<rowCount).map(handoff)) }

  /// `names` without repeats, in first-seen order.
  static func distinct(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }
}

extension SweepResults: SweepRows {
  /// The number of reported rows.
  public var rowCount: Int { statistics.count }

  /// The policy name of reported row `i`.
  public func policy(_ i: Int) -> String {
    grid.policies[grid.point(at: rows.lowerBound + i).policy].name
  }

  /// The estimator name of reported row `i`.
  public func estimator(_ i: Int) -> String {
    grid.estimators[grid.point(at: rows.lowerBound + i).estimator]
  }

  /// The hand-off style of reported row `i`.
  public func handoff(_ i: Int) -> String {
    grid.handoffs[grid.point(at: rows.lowerBound + i).handoff].description
  }

  /// The value of `parameter` in reported row `i`; nil where the row's policy does not use it,
  /// and the damping ratio and response where its hand-off style does not use the swept spring.
  public func value(_ parameter: SweepParameter, _ i: Int) -> Double? {
    let p = grid.point(at: rows.lowerBound + i)
    let spring = grid.handoffs[p.handoff].usesSweptSpring
    switch parameter {
    case .dampingRatio: return spring ? grid.dampingRatios[p.dampingRatio] : nil
    case .response: return spring ? grid.responses[p.response] : nil
    case .progressThreshold: return p.progressThreshold.map { grid.progressThresholds[$0] }
    case .velocityThreshold: return p.velocityThreshold.map { grid.velocityThresholds[$0] }
    case .projectionRate: return p.projectionRate.map { grid.projectionRates[$0] }
    }
  }

  /// The value of `metric` in reported row `i`.
  public func value(_ metric: SweepMetric, _ i: Int) -> Double? {
    metric.value(statistics[i])
  }

  /// The 95 % interval of `metric` in reported row `i`.
  public func interval(_ metric: SweepMetric, _ i: Int) -> SweepInterval? {
    metric.interval(statistics[i])
  }

  /// Whether reported row `i` is on the plateau; nil where not computed.
  public func isOnPlateau(_ i: Int) -> Bool? { plateau?[i] }
}

extension SweepTable: SweepRows {
  /// The number of rows.
  public var rowCount: Int { rows.count }
  /// The policy name of row `i`.
  public func policy(_ i: Int) -> String { rows[i].policy }
  /// The estimator name of row `i`.
  public func estimator(_ i: Int) -> String { rows[i].estimator }
  /// The hand-off style of row `i`.
  public func handoff(_ i: Int) -> String { rows[i].handoff }
  /// The value of `parameter` in row `i`.
  public func value(_ parameter: SweepParameter, _ i: Int) -> Double? { rows[i].value(parameter) }
  /// The value of `metric` in row `i`.
  public func value(_ metric: SweepMetric, _ i: Int) -> Double? { rows[i].value(metric) }
  /// The 95 % interval of `metric` in row `i`.
  public func interval(_ metric: SweepMetric, _ i: Int) -> SweepInterval? {
    rows[i].interval(metric)
  }
  /// Whether row `i` is on the plateau; nil where not computed.
  public func isOnPlateau(_ i: Int) -> Bool? { rows[i].plateau }
  /// Whether row `i` is the recommended one (the `recommended` column); nil where empty.
  public func isRecommended(_ i: Int) -> Bool? { rows[i].recommended }
}
