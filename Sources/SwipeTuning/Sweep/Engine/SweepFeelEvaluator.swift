import AnimationMath

/// The sweep's feel evaluator (the engine's `evaluator`): makes one ``SweepFeelKernel`` per
/// hand-off unit (a style, with the swept spring when the style uses one). Not to be confused
/// with ``FeelModel``, the bounds learned from people's ratings.
public protocol SweepFeelEvaluator: Sendable {
  /// The kernel type.
  associatedtype Kernel: SweepFeelKernel
  /// A kernel for `spring` with the default style, ``HandoffStyle/springVelocity``
  /// (precomputes whatever depends only on the spring).
  func kernel(for spring: Spring) -> Kernel
  /// A kernel for `style`; `spring` is the swept spring, which styles that carry their own
  /// motion ignore. The default implementation supports ``HandoffStyle/springVelocity`` only
  /// (a precondition), for models written before styles existed.
  func kernel(for style: HandoffStyle, spring: Spring) -> Kernel
}

extension SweepFeelEvaluator {
  /// ``kernel(for:)`` for ``HandoffStyle/springVelocity``; any other style is a precondition
  /// failure (implement this requirement to support it).
  public func kernel(for style: HandoffStyle, spring: Spring) -> Kernel {
    guard case .springVelocity = style else {
      preconditionFailure("this feel model supports the spring-velocity hand-off only")
    }
    return kernel(for: spring)
  }
}

/// Evaluates hand-offs for one spring. The sweep calls it once per (swipe, spring, outcome).
public protocol SweepFeelKernel: Sendable {
  /// The hand-off of `record` towards completion (`completes`, end = width) or cancel
  /// (end = 0). Called only for records that were not gated out.
  func handoff(_ record: ReleaseRecord, completes: Bool) -> SweepHandoff
  /// The bounds the hand-offs are judged and scored by (``FeelScore/score(_:bounds:)``).
  var bounds: FeelBounds { get }
}

extension SweepFeelKernel {
  /// The default bounds, for kernels that do not judge by bounds of their own.
  public var bounds: FeelBounds { FeelBounds() }
}

/// The name before the learned ``FeelModel`` made two types read alike.
@available(*, deprecated, renamed: "SweepFeelEvaluator")
public typealias SweepFeelModel = SweepFeelEvaluator
