import AnimationMath

/// The feel model of the sweep: makes one ``SweepFeelKernel`` per hand-off unit (a style, with
/// the swept spring when the style uses one).
public protocol SweepFeelModel: Sendable {
  /// The kernel type.
  associatedtype Kernel: SweepFeelKernel
  /// A kernel for `spring` with the default style, ``HandOffStyle/springVelocity``
  /// (precomputes whatever depends only on the spring).
  func kernel(for spring: Spring) -> Kernel
  /// A kernel for `style`; `spring` is the swept spring, which styles that carry their own
  /// motion ignore. The default implementation supports ``HandOffStyle/springVelocity`` only
  /// (a precondition), for models written before styles existed.
  func kernel(for style: HandOffStyle, spring: Spring) -> Kernel
}

extension SweepFeelModel {
  /// ``kernel(for:)`` for ``HandOffStyle/springVelocity``; any other style is a precondition
  /// failure (implement this requirement to support it).
  public func kernel(for style: HandOffStyle, spring: Spring) -> Kernel {
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
  func handOff(_ record: ReleaseRecord, completes: Bool) -> SweepHandOff
}
