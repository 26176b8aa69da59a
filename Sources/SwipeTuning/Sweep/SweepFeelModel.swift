import AnimationMath

/// The feel model of the sweep: makes one ``SweepFeelKernel`` per spring.
public protocol SweepFeelModel: Sendable {
  /// The kernel type.
  associatedtype Kernel: SweepFeelKernel
  /// A kernel for `spring` (precomputes whatever depends only on the spring).
  func kernel(for spring: Spring) -> Kernel
}

/// Evaluates hand-offs for one spring. The sweep calls it once per (swipe, spring, outcome).
public protocol SweepFeelKernel: Sendable {
  /// The hand-off of `record` towards completion (`completes`, end = width) or cancel
  /// (end = 0). Called only for records that were not gated out.
  func handOff(_ record: ReleaseRecord, completes: Bool) -> SweepHandOff
}
