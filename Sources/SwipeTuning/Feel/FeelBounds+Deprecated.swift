import AnimationMath

// The names the feel bounds had before they were called bounds everywhere (issue 42): the CLI's
// `--*-bound` flags and the report's `*_bound_pt` columns already said "bound". Each old name
// forwards to the new one; `CHANGELOG.md` lists them.

/// The feel bounds under their old name.
@available(*, deprecated, renamed: "FeelBounds")
public typealias FeelTolerances = FeelBounds

extension FeelBounds {
  /// Every bound, in settings-column order.
  @available(*, deprecated, renamed: "all")
  public static var bounds: [Bound] { all }
}

extension FeelFeature {
  /// The ``FeelBounds`` field a fitted bound replaces.
  @available(*, deprecated, renamed: "boundKeyPath")
  public var tolerance: WritableKeyPath<FeelBounds, Double> { boundKeyPath }

  /// The field's name in ``FeelBounds``.
  @available(*, deprecated, renamed: "boundName")
  public var toleranceName: String { boundName }
}

extension FeelModel {
  /// `base` with every learnable pooled bound in place of its field.
  @available(*, deprecated, renamed: "bounds(replacing:)")
  public func tolerances(replacing base: FeelBounds) -> FeelBounds { bounds(replacing: base) }
}

extension FeelScore {
  /// The score of `h` judged by `bounds`, in [0, 1].
  @available(*, deprecated, renamed: "score(_:bounds:)")
  public static func score(_ h: SweepHandoff, tolerances: FeelBounds) -> Double {
    score(h, bounds: tolerances)
  }

  /// `score(h, bounds:)` in fixed point.
  @available(*, deprecated, renamed: "units(_:bounds:)")
  public static func units(_ h: SweepHandoff, tolerances: FeelBounds) -> UInt32 {
    units(h, bounds: tolerances)
  }
}

extension SpringHandoff {
  /// The hand-off queries of `spring` with the swipe model's bands.
  @available(*, deprecated, renamed: "init(spring:bounds:)")
  public init(spring: Spring, tolerances: FeelBounds) {
    self.init(spring: spring, bounds: tolerances)
  }
}

extension HandoffFeel {
  /// Creates the feel model.
  @available(*, deprecated, renamed: "init(bounds:)")
  public init(tolerances: FeelBounds) { self.init(bounds: tolerances) }

  /// The bounds.
  @available(*, deprecated, renamed: "bounds")
  public var tolerances: FeelBounds {
    get { bounds }
    set { bounds = newValue }
  }
}

extension SweepFeelKernel {
  /// The bounds the hand-offs are judged by.
  @available(*, deprecated, renamed: "bounds")
  public var tolerances: FeelBounds { bounds }
}

extension SweepRequest {
  /// The feel bounds.
  @available(*, deprecated, renamed: "bounds")
  public var tolerances: FeelBounds {
    get { bounds }
    set { bounds = newValue }
  }
}

extension SweepSettings {
  /// The feel bounds.
  @available(*, deprecated, renamed: "bounds")
  public var tolerances: FeelBounds {
    get { bounds }
    set { bounds = newValue }
  }
}
