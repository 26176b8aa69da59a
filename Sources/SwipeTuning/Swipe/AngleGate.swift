import AnimationMath

/// Whether a gesture may begin: its initial direction must be within an angle of the completing
/// direction, and (optionally) it must start near the leading edge with one finger.
///
/// The initial direction is the displacement from the touch-down sample to the first sample that
/// lies at least `slop` points away from it (a pan recogniser begins after the finger leaves its
/// slop circle: ~10 pt on iOS, 8 dp on Android, 18 px in Flutter). The gesture begins when the
/// angle between that displacement and the completing direction (``SwipeGeometry/direction`` along
/// ``SwipeGeometry/axis``) is at most `maximumAngle`. A trace that never leaves the slop circle
/// never begins (it is a tap). Swipes that do not begin are *gated out*: counted by the sweep,
/// never decided by a completion policy.
///
/// Optional geometry, every part off by default (`Docs/SwipeModel.md` §1, *Gate geometry*):
/// - ``edge``: the touch-down must lie within `edge` points of the leading edge (the system edge
///   swipe: UIKit's `UIScreenEdgePanGestureRecognizer`, Flutter's 20 pt back-gesture strip);
///   judged at touch-down, so a swipe from the middle of the screen is rejected at once.
/// - ``maximumStartDistance``: `FDFullscreenPopGesture`'s
///   `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`: the position where the gesture is
///   *recognised* (the first sample outside the slop circle, where UIKit asks
///   `gestureRecognizerShouldBegin`) must be at most this far from the leading edge.
/// - ``singleTouch``: a second finger that touches down before the gesture is recognised rejects
///   it (a pan recogniser with `maximumNumberOfTouches = 1`); later fingers are ignored.
/// - ``travelOrigin``: whether travel counts from touch-down or from the recognition point.
///
/// The leading edge is the screen edge the completing direction points away from: x = 0 for a
/// `+x` (left-to-right) swipe, x = width for `-x` (a right-to-left layout's back swipe).
public struct AngleGate: Hashable, Sendable {
  /// Largest admitted angle from the completing direction, in degrees, in [0, 180]. 30° is the
  /// common choice; 180 admits every direction (only the slop test remains).
  public let maximumAngle: Double
  /// Radius of the slop circle in points (≥ 0).
  public let slop: Double
  /// Largest distance of the touch-down from the leading edge, in points (> 0; `.infinity`, the
  /// default, admits any touch-down). Within means `distance ≤ edge`.
  public let edge: Double
  /// Largest distance of the recognition point from the leading edge, in points (> 0;
  /// `.infinity`, the default, is off — `FDFullscreenPopGesture`'s 0).
  public let maximumStartDistance: Double
  /// Whether a second finger down before recognition rejects the gesture (default `false`).
  public let singleTouch: Bool
  /// Where travel is measured from (default ``TravelOrigin/down``).
  public let travelOrigin: TravelOrigin
  // cos(maximumAngle), precomputed; exactly 0 at 90° so that a 90° gate admits `along > 0`
  // (FDFullscreenPopGesture's `translation.x > 0`).
  @usableFromInline let cosine: Double

  /// Creates a gate.
  ///
  /// - Precondition: `maximumAngle` in [0, 180], `slop` finite and ≥ 0, `edge` and
  ///   `maximumStartDistance` > 0 (`.infinity` for off). Outside input goes through
  ///   ``validated(maximumAngle:slop:edge:maximumStartDistance:singleTouch:travelOrigin:)``.
  public init(
    maximumAngle: Double = 30, slop: Double = 10, edge: Double = .infinity,
    maximumStartDistance: Double = .infinity, singleTouch: Bool = false,
    travelOrigin: TravelOrigin = .down
  ) {
    precondition(
      maximumAngle >= 0 && maximumAngle <= 180, "AngleGate maximumAngle must be in [0, 180]")
    precondition(slop.isFinite && slop >= 0, "AngleGate slop must be finite and ≥ 0")
    precondition(edge > 0, "AngleGate edge must be > 0")
    precondition(maximumStartDistance > 0, "AngleGate maximumStartDistance must be > 0")
    self.maximumAngle = maximumAngle
    self.slop = slop
    self.edge = edge
    self.maximumStartDistance = maximumStartDistance
    self.singleTouch = singleTouch
    self.travelOrigin = travelOrigin
    self.cosine =
      maximumAngle >= 180
      ? -1 : maximumAngle == 90 ? 0 : Elementary.cos(maximumAngle * Double.pi / 180)
  }

  /// A gate that admits every trace that moves at all (angle 180°, slop 0).
  public static let open = AngleGate(maximumAngle: 180, slop: 0)

  /// Validating entry point for outside input.
  ///
  /// - Throws: `InputError` naming `angle-gate`, `slop`, `edge` or `max-start-distance` when a
  ///   value is not a number in range (`edge`, `maximumStartDistance`: > 0 or `.infinity`).
  public static func validated(
    maximumAngle: Double, slop: Double, edge: Double = .infinity,
    maximumStartDistance: Double = .infinity, singleTouch: Bool = false,
    travelOrigin: TravelOrigin = .down
  ) throws(InputError) -> AngleGate {
    guard maximumAngle >= 0 && maximumAngle <= 180 else {
      throw InputError(
        field: "angle-gate", value: NumberText.shortest(maximumAngle),
        reason: "must be an angle in degrees in [0, 180]")
    }
    guard slop.isFinite && slop >= 0 else {
      throw InputError(
        field: "slop", value: NumberText.shortest(slop), reason: "must be a finite number ≥ 0")
    }
    guard edge > 0 else {
      throw InputError(
        field: "edge", value: NumberText.shortest(edge), reason: "must be a number > 0")
    }
    guard maximumStartDistance > 0 else {
      throw InputError(
        field: "max-start-distance", value: NumberText.shortest(maximumStartDistance),
        reason: "must be a number > 0")
    }
    return AngleGate(
      maximumAngle: maximumAngle, slop: slop, edge: edge,
      maximumStartDistance: maximumStartDistance, singleTouch: singleTouch,
      travelOrigin: travelOrigin)
  }

  /// Whether a gesture has begun, been rejected, or is still inside its slop circle.
  public enum Verdict: Hashable, Sendable {
    /// No sample has left the slop circle yet (or there is no sample).
    case undecided
    /// The first sample outside the slop circle lay within the maximum angle: the gesture
    /// began.
    case admitted
    /// The gesture never begins (the sweep counts it as gated out): the first sample outside the
    /// slop circle lay beyond the maximum angle or beyond ``maximumStartDistance``, the touch-down
    /// lay outside the ``edge`` region, or a second finger came down before recognition under
    /// ``singleTouch``.
    case rejected
  }

  /// The verdict for a gesture that went down at `down` and is now at `position` (points),
  /// assuming no earlier sample left the slop circle.
  ///
  /// ``Verdict/undecided`` while `position` is inside the slop circle (`|d|² < slop²`, with
  /// `d = position − down`) or equal to `down`; otherwise ``Verdict/admitted`` exactly when the
  /// angle between `d` and the completing direction is at most ``maximumAngle``, tested as
  /// `along(d) ≥ |d|·cos(maximumAngle)` (no inverse cosine; at exactly 90° `along(d) > 0`) and
  /// `position` lies within ``maximumStartDistance`` of the leading edge. A NaN position is
  /// undecided. The ``edge`` test is ``admitsTouchDown(at:geometry:)``.
  @inlinable
  public func verdict(from down: SIMD2<Double>, to position: SIMD2<Double>, geometry: SwipeGeometry)
    -> Verdict
  {
    let d = position - down
    let r2 = d.x * d.x + d.y * d.y
    guard r2 > 0 && r2 >= slop * slop else { return .undecided }
    // angle ≤ maximumAngle  ⇔  along ≥ |d|·cos(maximumAngle)
    let along = geometry.along(d)
    let inAngle = cosine == 0 ? along > 0 : along >= r2.squareRoot() * cosine
    guard inAngle else { return .rejected }
    return geometry.distanceFromLeadingEdge(position) <= maximumStartDistance
      ? .admitted : .rejected
  }

  /// Whether a touch-down at `position` lies in the ``edge`` region: its distance from the
  /// leading edge (``SwipeGeometry/distanceFromLeadingEdge(_:)``) is at most ``edge``. Always
  /// true without an edge region.
  @inlinable
  public func admitsTouchDown(at position: SIMD2<Double>, geometry: SwipeGeometry) -> Bool {
    edge == .infinity || geometry.distanceFromLeadingEdge(position) <= edge
  }

  /// The optional parts that are on, for a sweep's fingerprint: empty for a plain angle gate
  /// (so the fingerprints of sweeps without them do not change), else e.g.
  /// `/edge=20/start=40/single/recognised`.
  package var optionsFingerprint: String {
    var text = ""
    if edge != .infinity { text += "/edge=\(edge)" }
    if maximumStartDistance != .infinity { text += "/start=\(maximumStartDistance)" }
    if singleTouch { text += "/single" }
    if travelOrigin != .down { text += "/" + travelOrigin.rawValue }
    return text
  }

  /// Whether the gesture recorded in `samples` (one finger's samples) begins: a
  /// ``SwipeRecorder`` fed every sample ends with the verdict ``Verdict/admitted``. The first
  /// sample (and any later `down` sample) is the touch-down; a touch-down outside the ``edge``
  /// region is rejected at once, otherwise the first sample outside the slop circle decides.
  /// Empty traces and traces that never leave the slop circle do not begin. A `slop` of 0 uses
  /// the first sample that differs from the touch-down position.
  ///
  /// `@inlinable`, so a caller in another module specialises it for its collection type.
  @inlinable
  public func admits(_ samples: some Collection<TouchSample>, geometry: SwipeGeometry) -> Bool {
    var recorder = SwipeRecorder(geometry: geometry, gate: self)
    recorder.add(contentsOf: samples)
    return recorder.verdict == .admitted
  }
}

/// Where a swipe's travel is measured from.
public enum TravelOrigin: String, Hashable, Sendable, CaseIterable {
  /// From the touch-down: the whole movement of the finger counts.
  case down
  /// From the point where the gesture was recognised (the first sample outside the slop
  /// circle), as UIKit's `UIPanGestureRecognizer.translation(in:)` and Flutter's drag
  /// recognisers (`DragStartBehavior.start`) report it: the slop movement is lost.
  case recognised

  /// The origin named `text` (`down`, `recognised` or `recognized`, any case).
  ///
  /// - Throws: `InputError` with field `travel-origin`.
  public init(parsing text: String) throws(InputError) {
    switch text.lowercased() {
    case "down": self = .down
    case "recognised", "recognized": self = .recognised
    default:
      throw InputError(
        field: "travel-origin", value: text, reason: "must be 'down' or 'recognised'")
    }
  }
}
