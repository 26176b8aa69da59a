import AnimationMath

/// The sweep's feel model: the exact `SpringHandoff` queries of the swipe model with its
/// ``FeelTolerances``.
///
/// A hand-off starts at ``ReleaseRecord/releasePosition`` with ``ReleaseRecord/handoffVelocity``
/// and runs to ``ReleaseRecord/end(completing:)``. It *feels decided* (complete or cancelled,
/// after the decision) when `HandoffMetrics/feelsContinuous(_:)` holds, and *reverses* when its
/// backward travel exceeds ``FeelTolerances/reversal``.
public struct HandoffFeel: SweepFeelModel {
  /// The tolerances.
  public var tolerances: FeelTolerances

  /// Creates the feel model.
  public init(tolerances: FeelTolerances = FeelTolerances()) {
    self.tolerances = tolerances
  }

  /// One spring's kernel.
  public struct Kernel: SweepFeelKernel {
    /// The spring's hand-off queries with the tolerances' bands.
    public let handoff: SpringHandoff
    /// The tolerances.
    public let tolerances: FeelTolerances

    /// The hand-off summary of `record` towards the decided end.
    public func handOff(_ record: ReleaseRecord, completes: Bool) -> SweepHandOff {
      let m = handoff.metrics(
        from: record.releasePosition, to: record.end(completing: completes),
        velocity: record.handoffVelocity)
      return SweepHandOff(
        backwardTravel: m.backwardTravel, arrivalTime: m.arrivalTime, settleTime: m.settlingTime,
        overshoot: m.overshoot, feelsDecided: m.feelsContinuous(tolerances),
        reversed: m.backwardTravel > tolerances.reversal)
    }
  }

  /// The kernel of `spring`.
  public func kernel(for spring: Spring) -> Kernel {
    Kernel(handoff: SpringHandoff(spring: spring, tolerances: tolerances), tolerances: tolerances)
  }

  /// A one-line description for the sweep's fingerprint.
  public var description: String {
    // "HandoffKernel" is the model's former name, kept on purpose: this text is hashed into
    // the sweep fingerprint (`sweep_id`), so changing it would change every shard's id.
    let t = tolerances
    return "HandoffKernel reversal=\(t.reversal) arrival=\(t.arrival) window=\(t.arrivalWindow) "
      + "settle=\(t.settle)"
  }
}
