/// Easings joined end to end: segment i runs from knot (xᵢ₋₁, yᵢ₋₁) to knot (xᵢ, yᵢ), starting at
/// (0, 0) and ending at (1, 1), and maps its local progress through its own easing.
///
/// y(x) = yᵢ₋₁ + (yᵢ − yᵢ₋₁)·curveᵢ((x − xᵢ₋₁)/(xᵢ − xᵢ₋₁)) on [xᵢ₋₁, xᵢ]. Knot inputs must be
/// non-decreasing; a zero-width segment is a jump (the later segment wins at its x). Below 0 the
/// first segment's easing continues (its own extrapolation), above 1 the last one's. Material 3
/// *emphasized* is a chain of two cubic Béziers (``init(path:)``).
public struct ChainedEasing: EasingCurve, Hashable {
  /// One piece of the chain: the easing and the knot where it ends.
  public struct Segment: Hashable, Sendable {
    /// The easing applied to the segment's local progress.
    public var curve: Easing
    /// Input at the end of the segment (the last segment ends at 1).
    public var endX: Double
    /// Output at the end of the segment (the last segment ends at 1).
    public var endY: Double

    /// A segment ending at (endX, endY).
    public init(_ curve: Easing, endX: Double, endY: Double) {
      self.curve = curve
      self.endX = endX
      self.endY = endY
    }
  }

  /// The segments in order; the last ends at (1, 1).
  public let segments: [Segment]

  /// A chain of `segments`.
  ///
  /// - Precondition: ``isValid(_:)``.
  public init(_ segments: [Segment]) {
    precondition(
      ChainedEasing.isValid(segments),
      "chain needs knots with 0 <= x non-decreasing, last at (1, 1)")
    self.segments = segments
  }

  /// Whether `segments` form a valid chain: at least one, finite knots, x non-decreasing within
  /// [0, 1], the last knot (1, 1).
  public static func isValid(_ segments: [Segment]) -> Bool {
    guard let last = segments.last, last.endX == 1, last.endY == 1 else { return false }
    var previous = 0.0
    for s in segments {
      guard s.endX.isFinite, s.endY.isFinite, s.endX >= previous, s.endX <= 1 else { return false }
      previous = s.endX
    }
    return true
  }

  /// A chain of cubic Bézier pieces given as an SVG-like path from (0, 0) to (1, 1): each piece is
  /// (control 1, control 2, end point) in absolute coordinates, x strictly increasing per piece.
  ///
  /// Each piece is normalised into its own box, so it becomes a `cubic-bezier()` of local
  /// progress. - Precondition: every piece's controls lie within its x-range.
  public init(path: [(c1: (Double, Double), c2: (Double, Double), end: (Double, Double))]) {
    var start = (0.0, 0.0)
    var segments: [Segment] = []
    for piece in path {
      let w = piece.end.0 - start.0
      let h = piece.end.1 - start.1
      let bezier = CubicBezier(
        (piece.c1.0 - start.0) / w, h == 0 ? 0 : (piece.c1.1 - start.1) / h,
        (piece.c2.0 - start.0) / w, h == 0 ? 1 : (piece.c2.1 - start.1) / h)
      segments.append(Segment(.cubicBezier(bezier), endX: piece.end.0, endY: piece.end.1))
      start = piece.end
    }
    self.init(segments)
  }

  /// The segment used at x and its start knot.
  func locate(_ x: Double) -> (index: Int, startX: Double, startY: Double) {
    var startX = 0.0
    var startY = 0.0
    for (i, s) in segments.enumerated() {
      if x < s.endX || i == segments.count - 1 { return (i, startX, startY) }
      startX = s.endX
      startY = s.endY
    }
    return (segments.count - 1, startX, startY)
  }

  /// y(x); see the type's documentation.
  public func value(at x: Double) -> Double {
    value(at: x, extrapolation: .browserCompatible, before: false)
  }

  /// y(x) with `extrapolation` (applied by the end segments) and the steps before flag.
  public func value(at x: Double, extrapolation: EasingExtrapolation, before: Bool = false)
    -> Double
  {
    guard !x.isNaN else { return x }
    if extrapolation == .clamp && (x < 0 || x > 1) {
      return value(
        at: EasingExtrapolation.clampUnit(x), extrapolation: .browserCompatible, before: before)
    }
    let (i, x0, y0) = locate(x)
    let s = segments[i]
    let w = s.endX - x0
    if w == 0 { return s.endY }
    let u = (x - x0) / w
    return y0 + (s.endY - y0) * s.curve.value(at: u, extrapolation: extrapolation, before: before)
  }

  /// dy/dx; see the type's documentation.
  public func slope(at x: Double) -> Double {
    slope(at: x, extrapolation: .browserCompatible)
  }

  /// dy/dx with `extrapolation`.
  public func slope(at x: Double, extrapolation: EasingExtrapolation) -> Double {
    guard !x.isNaN else { return x }
    if extrapolation == .clamp && (x < 0 || x > 1) { return 0 }
    let (i, x0, y0) = locate(x)
    let s = segments[i]
    let w = s.endX - x0
    if w == 0 { return 0 }
    let u = (x - x0) / w
    return (s.endY - y0) / w * s.curve.slope(at: u, extrapolation: extrapolation)
  }
}
