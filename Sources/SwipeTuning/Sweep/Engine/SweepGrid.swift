import AnimationMath

/// The grid of a sweep: every combination of policy, estimator, spring and policy parameters,
/// enumerated in a fixed order so that a row index names one grid point on any machine.
///
/// Rows are ordered lexicographically by the report's parameter columns, each axis in the order
/// its values were given: policy, estimator, hand-off style, damping ratio, response, progress
/// threshold, velocity threshold, projection rate (the last varies fastest). A parameter a policy
/// does not use is not swept for that policy: its rows have one entry for it (printed empty), so
/// `--policy half-width,seed-progress-velocity --velocity-threshold 0...500:100` gives 1 + 6 rows
/// per progress threshold, not 6 + 6. Likewise a hand-off style that carries its own motion
/// (``HandoffStyle/usesSweptSpring`` false) has one entry for the damping ratio and response.
public struct SweepGrid: Sendable {
  /// The most rows a grid may have (split into shards to compute more than
  /// ``maximumRowsPerRun`` of them).
  public static let maximumRows = 1_000_000_000
  /// The most rows one run (one process, one shard) computes and holds in memory.
  public static let maximumRowsPerRun = 10_000_000

  /// Completion policies, in order. The grid's values replace each policy's thresholds tagged
  /// with the matching ``PolicyParameter``.
  public let policies: [CompletionPolicy]
  /// Velocity-estimator names, in order (the population supplies one release list per name).
  public let estimators: [String]
  /// Hand-off styles, in order (``HandoffStyle``; default `[.springVelocity]`).
  public let handoffs: [HandoffStyle]
  /// The numeric axes: damping ratios, responses and the three thresholds.
  public let axes: SweepAxes
  /// Damping ratios ζ of the hand-off spring (``axes``).
  public var dampingRatios: [Double] { axes.dampingRatios }
  /// Responses of the hand-off spring, seconds (``axes``).
  public var responses: [Double] { axes.responses }
  /// Progress thresholds (``axes``).
  public var progressThresholds: [Double] { axes.progressThresholds }
  /// Velocity thresholds, pt/s (``axes``).
  public var velocityThresholds: [Double] { axes.velocityThresholds }
  /// Projection deceleration rates per ms (``axes``).
  public var projectionRates: [Double] { axes.projectionRates }
  /// The number of rows.
  public let rowCount: Int
  /// First row of each policy's block.
  private let policyStart: [Int]
  /// Per policy: whether it uses the progress threshold, velocity threshold, projection rate.
  let uses: [(progress: Bool, velocity: Bool, projection: Bool)]
  /// The number of hand-off units (``unit(_:)``).
  let unitCount: Int
  /// Index of each style's first unit.
  private let unitStart: [Int]

  /// Creates a grid; throws when an axis is empty, a policy name repeats or the grid is larger
  /// than ``maximumRows``.
  public init(
    policies: [CompletionPolicy], estimators: [String], dampingRatios: [Double],
    responses: [Double], progressThresholds: [Double], velocityThresholds: [Double],
    projectionRates: [Double], handoffs: [HandoffStyle] = [.springVelocity]
  ) throws(InputError) {
    let axes: [(SweepField, Int)] = [
      (.policies, policies.count), (.estimators, estimators.count), (.handoffs, handoffs.count),
      (.dampingRatios, dampingRatios.count), (.responses, responses.count),
      (.progressThresholds, progressThresholds.count),
      (.velocityThresholds, velocityThresholds.count), (.projectionRates, projectionRates.count),
    ]
    for (field, count) in axes where count == 0 {
      throw InputError(field: field.rawValue, value: "", reason: "no values")
    }
    var names = Set<String>()
    for p in policies where !names.insert(p.name).inserted {
      throw InputError(
        field: SweepField.policies.rawValue, value: p.name, reason: "given more than once")
    }
    var names2 = Set<String>()
    for e in estimators where !names2.insert(e).inserted {
      throw InputError(
        field: SweepField.estimators.rawValue, value: e, reason: "given more than once")
    }
    var names3 = Set<String>()
    for h in handoffs where !names3.insert(h.description).inserted {
      throw InputError(
        field: SweepField.handoffs.rawValue, value: h.description, reason: "given more than once")
    }
    self.handoffs = handoffs
    self.policies = policies
    self.estimators = estimators
    self.axes = SweepAxes(
      dampingRatios: dampingRatios, responses: responses, progressThresholds: progressThresholds,
      velocityThresholds: velocityThresholds, projectionRates: projectionRates)
    let uses = policies.map { p in
      let set = p.parameters
      return (
        progress: set.contains(.progressThreshold), velocity: set.contains(.velocityThreshold),
        projection: set.contains(.projectionRate)
      )
    }
    self.uses = uses
    var starts: [Int] = []
    var total = 0
    // Counted in Double so that no product can overflow Int before the size check.
    var units = 0.0
    for style in handoffs {
      units += style.usesSweptSpring ? Double(dampingRatios.count) * Double(responses.count) : 1
    }
    let springRows = Double(estimators.count) * units
    for u in uses {
      starts.append(total)
      let k = u.progress ? progressThresholds.count : 1
      let v = u.velocity ? velocityThresholds.count : 1
      let j = u.projection ? projectionRates.count : 1
      let perPolicy = springRows * Double(k) * Double(v) * Double(j)
      let rows = Double(total) + perPolicy
      guard rows <= Double(Self.maximumRows) else {
        // Products beyond Int (up to 8·5·10²⁵ rows) are named in floating point.
        let count = Int(exactly: rows).map { "\($0)" } ?? NumberText.shortest(rows)
        throw InputError(
          field: "grid", value: count, reason: "the grid has more than \(Self.maximumRows) rows")
      }
      total += Int(perPolicy)
    }
    // Every value in its parameter's domain, and every spring one that `spring` and `convert`
    // accept (``Spring/validated(dampingRatio:response:mass:)``), before any work (after the size check, which needs no values). Within the
    // bounds every pair passes; the pair check stays as the root for library callers. Its
    // conditions (k/m and c/2m finite and nonzero) are monotone in ζ and in the response, so
    // the four corners of the grid's springs stand for every pair.
    for parameter in SweepParameter.allCases {
      for v in self.axes[parameter] {
        if let reason = parameter.domainViolation(v) {
          throw InputError(
            field: SweepField(parameter).rawValue, value: NumberText.shortest(v),
            reason: "\(reason) (got \(NumberText.shortest(v)))")
        }
      }
    }
    for zeta in [dampingRatios.min() ?? 0, dampingRatios.max() ?? 0] {
      for response in [responses.min() ?? 1, responses.max() ?? 1] {
        do { _ = try Spring.validated(dampingRatio: zeta, response: response) } catch {
          let field: SweepField = error.field == "dampingRatio" ? .dampingRatios : .responses
          throw InputError(
            field: field.rawValue, value: error.value,
            reason: "with damping ratio \(NumberText.shortest(zeta)) and response "
              + "\(NumberText.shortest(response)) s the spring is invalid: \(error.reason)")
        }
      }
    }
    policyStart = starts
    rowCount = total
    var unitStart: [Int] = []
    var unitTotal = 0
    for style in handoffs {
      unitStart.append(unitTotal)
      unitTotal += style.usesSweptSpring ? dampingRatios.count * responses.count : 1
    }
    self.unitStart = unitStart
    unitCount = unitTotal
  }

  /// The axis lengths of `policy`'s block: (progress, velocity, projection), 1 for unused axes.
  func familyShape(policy: Int) -> (progress: Int, velocity: Int, projection: Int) {
    let u = uses[policy]
    return (
      u.progress ? progressThresholds.count : 1, u.velocity ? velocityThresholds.count : 1,
      u.projection ? projectionRates.count : 1
    )
  }

  /// The grid point of `row`.
  ///
  /// - Precondition: `0 <= row < rowCount`.
  public func point(at row: Int) -> SweepPoint {
    precondition(row >= 0 && row < rowCount, "row out of range")
    var p = policies.count - 1
    while policyStart[p] > row { p -= 1 }
    var rest = row - policyStart[p]
    let (k, v, j) = familyShape(policy: p)
    let pj = rest % j
    rest /= j
    let pv = rest % v
    rest /= v
    let pk = rest % k
    rest /= k
    let unit = self.unit(rest % unitCount)
    rest /= unitCount
    let u = uses[p]
    return SweepPoint(
      policy: p, estimator: rest, dampingRatio: unit.dampingRatio, response: unit.response,
      progressThreshold: u.progress ? pk : nil, velocityThreshold: u.velocity ? pv : nil,
      projectionRate: u.projection ? pj : nil, handoff: unit.handoff)
  }

  /// The row of `point` (the inverse of ``point(at:)``).
  public func row(of point: SweepPoint) -> Int {
    let (k, v, j) = familyShape(policy: point.policy)
    var r = point.estimator
    r = r * unitCount + unitIndex(point)
    r = r * k + (point.progressThreshold ?? 0)
    r = r * v + (point.velocityThreshold ?? 0)
    r = r * j + (point.projectionRate ?? 0)
    return policyStart[point.policy] + r
  }

  /// Hand-off unit `index` (in `0..<unitCount`, row order): each style with every swept spring
  /// (damping-major), or once for a style that carries its own motion.
  func unit(_ index: Int) -> FinishUnit {
    var h = unitStart.count - 1
    while unitStart[h] > index { h -= 1 }
    let offset = index - unitStart[h]
    return FinishUnit(
      handoff: h, dampingRatio: offset / responses.count, response: offset % responses.count)
  }

  /// The index of `point`'s hand-off unit (``unit(_:)``).
  func unitIndex(_ point: SweepPoint) -> Int {
    let start = unitStart[point.handoff]
    guard handoffs[point.handoff].usesSweptSpring else { return start }
    return start + point.dampingRatio * responses.count + point.response
  }

  /// The numeric parameters the grid sweeps (gives two or more values) for policy `policy`:
  /// a parameter the policy does not use is not swept for it, nor the spring when no hand-off
  /// style uses the swept spring.
  public func sweptParameters(policy: Int) -> [SweepParameter] {
    let uses = self.uses[policy]
    let spring = handoffs.contains { $0.usesSweptSpring }
    return SweepParameter.allCases.filter { p in
      switch p {
      case .dampingRatio: spring && dampingRatios.count > 1
      case .response: spring && responses.count > 1
      case .progressThreshold: uses.progress && progressThresholds.count > 1
      case .velocityThreshold: uses.velocity && velocityThresholds.count > 1
      case .projectionRate: uses.projection && projectionRates.count > 1
      }
    }
  }

  /// The policy parameters at `point`; unused parameters take their axis's first value.
  public func parameters(at point: SweepPoint) -> PolicyParameters {
    PolicyParameters(
      progressThreshold: progressThresholds[point.progressThreshold ?? 0],
      velocityThreshold: velocityThresholds[point.velocityThreshold ?? 0],
      projectionRate: projectionRates[point.projectionRate ?? 0])
  }
}

/// One grid point, as indices into the grid's axes; `nil` marks a parameter the point's policy
/// does not use.
public struct SweepPoint: Hashable, Sendable {
  /// Index into ``SweepGrid/policies``.
  public var policy: Int
  /// Index into ``SweepGrid/estimators``.
  public var estimator: Int
  /// Index into ``SweepGrid/dampingRatios``.
  public var dampingRatio: Int
  /// Index into ``SweepGrid/responses``.
  public var response: Int
  /// Index into ``SweepGrid/progressThresholds``, `nil` if unused.
  public var progressThreshold: Int?
  /// Index into ``SweepGrid/velocityThresholds``, `nil` if unused.
  public var velocityThreshold: Int?
  /// Index into ``SweepGrid/projectionRates``, `nil` if unused.
  public var projectionRate: Int?
  /// Index into ``SweepGrid/handoffs``. For a style that carries its own motion the damping
  /// ratio and response indices are 0 and stand for nothing (the report leaves them empty).
  public var handoff: Int

  /// Creates a point from axis indices.
  public init(
    policy: Int, estimator: Int, dampingRatio: Int, response: Int, progressThreshold: Int?,
    velocityThreshold: Int?, projectionRate: Int?, handoff: Int = 0
  ) {
    self.handoff = handoff
    self.policy = policy
    self.estimator = estimator
    self.dampingRatio = dampingRatio
    self.response = response
    self.progressThreshold = progressThreshold
    self.velocityThreshold = velocityThreshold
    self.projectionRate = projectionRate
  }
}

/// One hand-off unit of a grid: a style, with a swept spring if it uses one (indices 0 else).
struct FinishUnit: Hashable, Sendable {
  /// Index into ``SweepGrid/handoffs``.
  var handoff: Int
  /// Index into ``SweepGrid/dampingRatios``.
  var dampingRatio: Int
  /// Index into ``SweepGrid/responses``.
  var response: Int
}
