import AnimationMath

/// The perceptual thresholds that turn hand-off metrics into "feels complete" / "feels cancelled".
///
/// Defaults and their reasoning are in `Docs/SwipeModel.md`: a reversal of 2 pt is about the
/// smallest backward motion a user notices on a moving view; 1 pt is "at the edge" on a 2–3×
/// screen; 0.5 s is the upper end of the durations toolkits give their finishing animations.
public struct FeelTolerances: Hashable, Sendable {
  /// Largest backward travel (points) that still reads as one continuous movement. Default 2.
  public var reversal: Double
  /// Distance from the end (points) that counts as "arrived". Default 1.
  public var arrival: Double
  /// The view must first arrive within this many seconds of lift-off. Default 0.5.
  public var arrivalWindow: Double
  /// Band (points) for the settling time: the motion has settled once it stays within this
  /// distance of the end. Default 1 (the same as `arrival`).
  public var settle: Double

  /// Creates tolerances.
  ///
  /// - Precondition: every value ≥ 0 and not NaN; `arrival` and `settle` > 0. Values from the
  ///   command line go through ``FeelTolerances/validated(reversal:arrival:arrivalWindow:settle:)``.
  public init(
    reversal: Double = 2, arrival: Double = 1, arrivalWindow: Double = 0.5, settle: Double = 1
  ) {
    precondition(reversal >= 0, "FeelTolerances reversal must be ≥ 0")
    precondition(arrival > 0 && arrival.isFinite, "FeelTolerances arrival must be finite and > 0")
    precondition(arrivalWindow >= 0, "FeelTolerances arrivalWindow must be ≥ 0")
    precondition(settle > 0 && settle.isFinite, "FeelTolerances settle must be finite and > 0")
    self.reversal = reversal
    self.arrival = arrival
    self.arrivalWindow = arrivalWindow
    self.settle = settle
  }

  /// Validating entry point for outside input.
  ///
  /// - Throws: `InputError` naming the field (`reversal-tolerance`, `arrival-tolerance`,
  ///   `arrival-window`, `settle-tolerance`) whose value is out of its domain.
  public static func validated(
    reversal: Double, arrival: Double, arrivalWindow: Double, settle: Double
  ) throws(InputError) -> FeelTolerances {
    // reversal and arrival-window may be infinite (nothing reverses, any arrival counts).
    guard reversal >= 0 else {
      throw InputError(
        field: "reversal-tolerance", value: NumberText.shortest(reversal),
        reason: "must be a number ≥ 0 (points)")
    }
    let positive = "must be a finite number > 0 (points)"
    try InputError.check("arrival-tolerance", arrival, positive, notFinite: positive) { $0 > 0 }
    guard arrivalWindow >= 0 else {
      throw InputError(
        field: "arrival-window", value: NumberText.shortest(arrivalWindow),
        reason: "must be a number ≥ 0 (seconds)")
    }
    try InputError.check("settle-tolerance", settle, positive, notFinite: positive) { $0 > 0 }
    return FeelTolerances(
      reversal: reversal, arrival: arrival, arrivalWindow: arrivalWindow, settle: settle)
  }
}
