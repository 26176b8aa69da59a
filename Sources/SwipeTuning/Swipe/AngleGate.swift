import AnimationMath

/// Whether a gesture may begin: its initial direction must be within an angle of the completing
/// direction.
///
/// The initial direction is the displacement from the touch-down sample to the first sample that
/// lies at least `slop` points away from it (a pan recogniser begins after the finger leaves its
/// slop circle: ~10 pt on iOS, 8 dp on Android, 18 px in Flutter). The gesture begins when the
/// angle between that displacement and the completing direction (``SwipeGeometry/direction`` along
/// ``SwipeGeometry/axis``) is at most `maximumAngle`. A trace that never leaves the slop circle
/// never begins (it is a tap). Swipes that do not begin are *gated out*: counted by the sweep,
/// never decided by a completion policy.
public struct AngleGate: Hashable, Sendable {
  /// Largest admitted angle from the completing direction, in degrees, in [0, 180]. 30° is the
  /// common choice; 180 admits every direction (only the slop test remains).
  public let maximumAngle: Double
  /// Radius of the slop circle in points (≥ 0).
  public let slop: Double
  // cos(maximumAngle), precomputed.
  @usableFromInline let cosine: Double

  /// Creates a gate.
  ///
  /// - Precondition: `maximumAngle` in [0, 180], `slop` finite and ≥ 0.
  public init(maximumAngle: Double = 30, slop: Double = 10) {
    precondition(
      maximumAngle >= 0 && maximumAngle <= 180, "AngleGate maximumAngle must be in [0, 180]")
    precondition(slop.isFinite && slop >= 0, "AngleGate slop must be finite and ≥ 0")
    self.maximumAngle = maximumAngle
    self.slop = slop
    self.cosine = maximumAngle >= 180 ? -1 : Elementary.cos(maximumAngle * Double.pi / 180)
  }

  /// A gate that admits every trace that moves at all (angle 180°, slop 0).
  public static let open = AngleGate(maximumAngle: 180, slop: 0)

  /// Validating entry point for outside input.
  ///
  /// - Throws: `InputError` naming `angle-gate` or `slop` when a value is not a number in
  ///   range.
  public static func validated(maximumAngle: Double, slop: Double) throws(InputError)
    -> AngleGate
  {
    guard maximumAngle >= 0 && maximumAngle <= 180 else {
      throw InputError(
        field: "angle-gate", value: NumberText.shortest(maximumAngle),
        reason: "must be an angle in degrees in [0, 180]")
    }
    guard slop.isFinite && slop >= 0 else {
      throw InputError(
        field: "slop", value: NumberText.shortest(slop), reason: "must be a finite number ≥ 0")
    }
    return AngleGate(maximumAngle: maximumAngle, slop: slop)
  }

  /// Whether a gesture has begun, been rejected, or is still inside its slop circle.
  public enum Verdict: Hashable, Sendable {
    /// No sample has left the slop circle yet (or there is no sample).
    case undecided
    /// The first sample outside the slop circle lay within the maximum angle: the gesture
    /// began.
    case admitted
    /// The first sample outside the slop circle lay beyond the maximum angle: the gesture never
    /// begins (the sweep counts it as gated out).
    case rejected
  }

  /// The verdict for a gesture that went down at `down` and is now at `position` (points),
  /// assuming no earlier sample left the slop circle.
  ///
  /// ``Verdict/undecided`` while `position` is inside the slop circle (`|d|² < slop²`, with
  /// `d = position − down`) or equal to `down`; otherwise ``Verdict/admitted`` exactly when the
  /// angle between `d` and the completing direction is at most ``maximumAngle``, tested as
  /// `along(d) ≥ |d|·cos(maximumAngle)` (no inverse cosine). A NaN position is undecided.
  @inlinable
  public func verdict(from down: SIMD2<Double>, to position: SIMD2<Double>, geometry: SwipeGeometry)
    -> Verdict
  {
    let d = position - down
    let r2 = d.x * d.x + d.y * d.y
    guard r2 > 0 && r2 >= slop * slop else { return .undecided }
    // angle ≤ maximumAngle  ⇔  along ≥ |d|·cos(maximumAngle)
    return geometry.along(d) >= r2.squareRoot() * cosine ? .admitted : .rejected
  }

  /// Whether the gesture recorded in `samples` begins: a ``SwipeRecorder`` fed every sample
  /// ends with the verdict ``Verdict/admitted``. The first sample (and any later `down` sample)
  /// is the touch-down; the first sample outside the slop circle decides. Empty traces and
  /// traces that never leave the slop circle do not begin. A `slop` of 0 uses the first sample
  /// that differs from the touch-down position.
  ///
  /// `@inlinable`, so a caller in another module specialises it for its collection type.
  @inlinable
  public func admits(_ samples: some Collection<TouchSample>, geometry: SwipeGeometry) -> Bool {
    var recorder = SwipeRecorder(geometry: geometry, gate: self)
    recorder.add(contentsOf: samples)
    return recorder.verdict == .admitted
  }
}
