import AnimationMath

/// What a sweep's options say before precedence is applied, and the one step that applies it
/// (``request(population:)``).
///
/// Every optional value is nil when the user did not give it. Then, in this order:
/// - a **preset** (``SwipePreset``) supplies the policy, its own thresholds (in place of the
///   default grid of the thresholds its rule reads), its gate, its platform and its hand-off;
/// - a **platform** (given, or the preset's) supplies the velocity estimator and, without a
///   preset, the hand-off;
/// - a **feel model** (``FeelModel/pooledBounds(parsing:)``, read once by the caller) replaces
///   each feel bound it learned;
/// - the library's defaults fill the rest (``SweepParameter/defaultValues``,
///   ``SweepRequest/defaultPolicies``, ``SweepRequest/defaultEstimators``, `AngleGate()`,
///   `FeelBounds()`).
///
/// A value that is given always wins — over the preset, the platform and the feel model alike.
/// The CLI parses each `sweep` flag into one of these and calls ``request(population:)``; an app
/// that offers the same choices builds one the same way. Errors name the field (`damping`,
/// `angle-gate`, `overshoot-bound`, …: the flag without its dashes).
public struct SweepOptions: Sendable {
  /// The gate's settings that were given; nil takes the preset's, then `AngleGate()`'s.
  public struct Gate: Sendable, Hashable {
    /// Largest initial angle from the axis, degrees.
    public var maximumAngle: Double?
    /// Movement before the gate judges the direction, points.
    public var slop: Double?
    /// Largest touch-down distance from the leading edge, points (∞: anywhere).
    public var edge: Double?
    /// Largest recognition-point distance from the leading edge, points (0 or ∞: off).
    public var maximumStartDistance: Double?
    /// Whether only single-finger swipes engage (true also keeps a preset's false from
    /// applying; false defers to the preset).
    public var singleTouch = false
    /// Where travel is measured from.
    public var travelOrigin: TravelOrigin?

    /// No gate setting given.
    public init() {}
  }

  /// The swipe system whose rule, thresholds, gate, platform and hand-off fill what is not
  /// given (`sweep --preset`).
  public var preset: SwipePreset?
  /// The platform whose estimator (and, without a preset, hand-off) is used (`--platform`).
  public var platform: SwipePlatform?
  /// Completion-policy names (``CompletionPreset``); nil: the preset's rule, else the default.
  public var policies: [String]?
  /// Velocity-estimator names; nil: the platform's estimator, else the default.
  public var estimators: [String]?
  /// Hand-off styles; nil: the preset's, else the platform's, else `[.springVelocity]`.
  public var handoffs: [HandoffStyle]?
  /// Damping ratios; nil: ``SweepParameter/dampingRatio``'s default.
  public var dampingRatios: [Double]?
  /// Responses, s; nil: ``SweepParameter/response``'s default.
  public var responses: [Double]?
  /// Progress thresholds; nil: the preset's own constant, else the default grid.
  public var progressThresholds: [Double]?
  /// Velocity thresholds, pt/s; nil: the preset's own constant, else the default grid.
  public var velocityThresholds: [Double]?
  /// Projection rates per ms; nil: the preset's own constant, else the default grid.
  public var projectionRates: [Double]?
  /// Screen width, axis and completing direction.
  public var geometry: SwipeGeometry
  /// The gate settings that were given.
  public var gate = Gate()
  /// The feel bounds that were given, by ``FeelBounds/Bound/field`` (`overshoot-bound`, …).
  public var bounds: [String: Double] = [:]
  /// A feel model's name and learned pooled bounds (``FeelModel/pooledBounds(parsing:)``).
  public var feelModel: (name: String, bounds: [(feature: FeelFeature, value: Double)])?

  /// A field's setting as the CLI spells it, one word so a wrapped summary never splits it:
  /// `--damping=0.6...1.0:0.1` for field `damping`. The fields are the flags without their
  /// dashes; this is the one place the library writes a flag, for advice in a summary.
  public static func flagWord(field: String, value: String) -> String {
    "--\(field)=\(value)"
  }

  /// Options with nothing given on `geometry`.
  public init(geometry: SwipeGeometry = SwipeGeometry()) {
    self.geometry = geometry
  }

  /// The request these options describe, precedence applied, on `population`; its objective,
  /// costs, shards and breakdown are the request's defaults for the caller to set.
  ///
  /// - Throws: `InputError` naming the field whose value is out of its domain (a gate setting,
  ///   a feel bound) or `preset NAME` for a preset whose hand-off cannot be built.
  public func request(population: SweepRequest.Population) throws(InputError) -> SweepRequest {
    let own = preset.map { $0.rule.defaultParameters(width: geometry.width) }
    func axis(_ given: [Double]?, _ parameter: SweepParameter, own: Double? = nil)
      throws(InputError) -> [Double]
    {
      if let given { return given }
      if let own { return [own] }
      return try SweepValues.parse(
        parameter.defaultValues, parameter: parameter, field: parameter.rawValue)
    }
    let platform = platform ?? preset?.platform
    var request = SweepRequest(
      policies: policies ?? preset.map { [$0.rule.rawValue] } ?? SweepRequest.defaultPolicies,
      estimators: estimators ?? platform.map { [$0.estimator.name] }
        ?? SweepRequest.defaultEstimators,
      dampingRatios: try axis(dampingRatios, .dampingRatio),
      responses: try axis(responses, .response),
      progressThresholds: try axis(
        progressThresholds, .progressThreshold, own: own?.progressThreshold),
      velocityThresholds: try axis(
        velocityThresholds, .velocityThreshold, own: own?.velocityThreshold),
      projectionRates: try axis(projectionRates, .projectionRate, own: own?.projectionRate),
      population: population, geometry: geometry, gate: try resolvedGate(),
      bounds: try resolvedBounds())
    if let handoffs {
      request.handoffs = handoffs
    } else if let preset {
      // The preset's own hand-off, its timeline embedded (no file is read).
      request.handoffs = [try preset.handoffStyle(width: geometry.width)]
    } else if let platform {
      request.handoffs = [platform.handoff]
    }
    request.platform = platform
    request.feelModel = feelModel?.name ?? ""
    return request
  }

  /// The gate: each given setting, else the preset's, else `AngleGate()`'s.
  func resolvedGate() throws(InputError) -> AngleGate {
    let base = preset?.gate ?? AngleGate()
    var startDistance = preset?.gate.maximumStartDistance ?? .infinity
    if let d = gate.maximumStartDistance { startDistance = d > 0 ? d : .infinity }
    return try AngleGate.validated(
      maximumAngle: gate.maximumAngle ?? base.maximumAngle, slop: gate.slop ?? base.slop,
      edge: gate.edge ?? preset?.gate.edge ?? .infinity, maximumStartDistance: startDistance,
      singleTouch: gate.singleTouch || (preset?.gate.singleTouch ?? false),
      travelOrigin: gate.travelOrigin ?? base.travelOrigin)
  }

  /// The feel bounds: each given bound, else the feel model's learned one (and, for the abrupt
  /// ratio, the duration coupled to it: ``FeelFeature/apply(_:to:)``), else the default.
  func resolvedBounds() throws(InputError) -> FeelBounds {
    let defaults = FeelBounds()
    var values = FeelBounds.all.map { bounds[$0.field] ?? defaults[keyPath: $0.keyPath] }
    for (feature, value) in feelModel?.bounds ?? [] {
      var learned = defaults
      for (i, bound) in FeelBounds.all.enumerated() { learned[keyPath: bound.keyPath] = values[i] }
      feature.apply(value, to: &learned)
      for (i, bound) in FeelBounds.all.enumerated()
      where learned[keyPath: bound.keyPath] != values[i] && bounds[bound.field] == nil {
        values[i] = learned[keyPath: bound.keyPath]
      }
    }
    return try FeelBounds.validated(values)
  }
}
