/// The CSS `cubic-bezier(x1, y1, x2, y2)` easing, solved to full double precision.
///
/// The curve is P(s) = (1−s)³P0 + 3(1−s)²s P1 + 3(1−s)s² P2 + s³P3 with P0 = (0, 0),
/// P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1), s ∈ [0, 1]. Because x1, x2 ∈ [0, 1], x(s) is
/// non-decreasing, so y is a function of x: y(x) = y(s(x)). y1 and y2 may be any finite number
/// (overshoot and anticipation).
///
/// **Accuracy.** |y − y_exact| ≤ about 1e-15 for every x in [0, 1] on ordinary curves; on
/// near-degenerate curves (vertical tangents: x1 = 0, x2 = 1, `(1, 0, 0, 1)`) the parameter s is
/// found to a relative accuracy of a few ulps in its distance from the tangent point, so y is still
/// exact to ~1e-15 whenever y is well defined by the binary input x. `y(0) = 0` and `y(1) = 1`
/// exactly.
///
/// **Speed.** The initializer solves s at the M + 2 boundaries 0, (k − ½)/M, 1 (M = 128) and
/// fits a cubic Hermite piece of s(x) per segment around each node k/M. Evaluation rounds x·M to
/// pick the segment, evaluates the piece and its derivative (≈ ds/dx), refines that reciprocal
/// slope with a division-free Newton step against x′ (two on curves where that keeps a segment
/// off the slow path), and takes one Chebyshev step (Newton plus the curvature term); no loop,
/// no division, no branch beyond the range and segment checks. Segments where that is not exact
/// to ~1e-16 in s (next to vertical tangents) are marked at set-up and solved by a bracketed
/// Newton/bisection iteration around an exactly represented anchor instead.
/// ``values(at:into:)`` runs the same computation four inputs at a time. Building a curve takes
/// ~50 µs (boundary solves and per-segment checks): build curves once and keep them.
///
/// **Outside [0, 1]** ``value(at:)`` uses ``EasingExtrapolation/browserCompatible``; pass another
/// policy to ``value(at:extrapolation:)``.
public struct CubicBezier: EasingCurve, Hashable, CustomStringConvertible {
  /// x of the first control point, in [0, 1].
  public let x1: Double
  /// y of the first control point (any finite value).
  public let y1: Double
  /// x of the second control point, in [0, 1].
  public let x2: Double
  /// y of the second control point (any finite value).
  public let y2: Double

  // Power-basis coefficients: x(s) = ((ax s + bx) s + cx) s, likewise y.
  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ax3: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double
  @usableFromInline let solver: BezierSolver
  /// Segment coefficients, one coefficient at a time: c0 of segments 0…M, then c1, c2, c3.
  @usableFromInline let table: ContiguousArray<Double>
  /// Whether the fast path refines its reciprocal slope twice (see
  /// ``BezierTableSegment/parameter(f:x:ax:bx:cx:ax3:scale:twoSteps:)``).
  @usableFromInline let twoReciprocalSteps: Bool
  @usableFromInline let specSlopes: (start: Double, end: Double)
  @usableFromInline let browserSlopes: (start: Double, end: Double)

  /// Number of table intervals M in x (a power of two); the table has M + 1 segments.
  @usableFromInline static let intervals = 128

  /// Number of table segments, M + 1 (the stride between coefficient rows of ``table``).
  @usableFromInline static let segments = intervals + 1

  /// Creates `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// - Precondition: x1, x2 ∈ [0, 1]; y1, y2 finite. Use ``isValid(_:_:_:_:)`` or
  ///   ``Easing/init(parsing:)`` for input from outside the program.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    precondition(
      CubicBezier.isValid(x1, y1, x2, y2),
      "cubic-bezier needs x1, x2 in [0, 1] and finite y1, y2")
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    ax3 = 3 * ax
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    var solver = BezierSolver(x1: x1, y1: y1, x2: x2, y2: y2)
    (table, twoReciprocalSteps) = solver.makeTable(intervals: CubicBezier.intervals)
    self.solver = solver
    specSlopes = CubicBezier.specTextSlopes(x1, y1, x2, y2)
    browserSlopes = CubicBezier.browserSlopes(x1, y1, x2, y2)
  }

  /// Whether `cubic-bezier(x1, y1, x2, y2)` is a valid curve: x1, x2 ∈ [0, 1], y1, y2 finite.
  public static func isValid(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Bool {
    x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1 && y1.isFinite && y2.isFinite
  }

  /// `cubic-bezier(x1, y1, x2, y2)` with shortest round-trip numbers.
  public var description: String {
    "cubic-bezier(\(NumberText.shortest(x1)), \(NumberText.shortest(y1)), "
      + "\(NumberText.shortest(x2)), \(NumberText.shortest(y2)))"
  }

  /// Equal when the control points are equal (the table is derived from them).
  public static func == (a: CubicBezier, b: CubicBezier) -> Bool {
    a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  /// y(x); browser-compatible extrapolation outside [0, 1]. NaN gives NaN.
  @inlinable
  public func value(at x: Double) -> Double {
    if x > 0 && x < 1 { return interiorValue(x) }
    return edgeValue(x, .browserCompatible)
  }

  /// y(x) with the given policy outside [0, 1].
  @inlinable
  public func value(at x: Double, extrapolation: EasingExtrapolation) -> Double {
    if x > 0 && x < 1 { return interiorValue(x) }
    return edgeValue(x, extrapolation)
  }

  /// dy/dx; browser-compatible extrapolation outside [0, 1].
  ///
  /// ±infinity where the tangent is vertical (e.g. x = 0 for `cubic-bezier(0, 1, 0, 1)`); at a
  /// point where both dx/ds and dy/ds vanish the limit is taken from higher derivatives.
  public func slope(at x: Double) -> Double {
    slope(at: x, extrapolation: .browserCompatible)
  }

  /// dy/dx with the given policy outside [0, 1]; the one-sided end slope at x = 0 and x = 1.
  public func slope(at x: Double, extrapolation: EasingExtrapolation) -> Double {
    if x > 0 && x < 1 { return solver.slope(atParameter: parameter(at: x)) }
    if x == 0 { return solver.slope(atParameter: 0) }
    if x == 1 { return solver.slope(atParameter: 1) }
    if x.isNaN { return x }
    let slopes = endSlopes(extrapolation)
    return x < 0 ? slopes.start : slopes.end
  }

  /// The curve parameter s ∈ [0, 1] with x(s) = x, for x in [0, 1] (clamped outside).
  public func parameter(at x: Double) -> Double {
    if x > 0 && x < 1 { return interiorParameter(x) }
    return x >= 1 ? 1 : 0
  }

  /// The point (x(s), y(s)) of the curve at parameter s.
  public func point(atParameter s: Double) -> (x: Double, y: Double) {
    (((ax * s + bx) * s + cx) * s, ((ay * s + by) * s + cy) * s)
  }

  /// The lines used outside [0, 1]: y = start·x for x < 0, y = 1 + end·(x − 1) for x > 1.
  public func endSlopes(_ extrapolation: EasingExtrapolation) -> (start: Double, end: Double) {
    switch extrapolation {
    case .cssSpecText: specSlopes
    case .browserCompatible: browserSlopes
    case .clamp: (0, 0)
    }
  }

  /// The table segment of x ∈ (0, 1): x·M rounded to the nearest integer (adding 2⁵² rounds
  /// it into the low mantissa bits; NaN and ±infinity give 0).
  @inlinable
  static func segmentIndex(_ x: Double) -> Int {
    Int(truncatingIfNeeded: (x * Double(intervals) + 0x1p52).bitPattern & 0xFFFF)
  }

  /// Segment k of the table (k ≤ M).
  @inlinable
  func segment(_ k: Int) -> BezierTableSegment {
    table.withUnsafeBufferPointer { t in
      let m = CubicBezier.segments
      return BezierTableSegment(c0: t[k], c1: t[k &+ m], c2: t[k &+ 2 &* m], c3: t[k &+ 3 &* m])
    }
  }

  /// s(x) for x in (0, 1): table segment by rounding x·M, then the fast step, or the bracketed
  /// solver on a segment marked slow.
  @inlinable
  func interiorParameter(_ x: Double) -> Double {
    let u = x * Double(CubicBezier.intervals)
    let shifted = u + 0x1p52
    let k = Int(truncatingIfNeeded: shifted.bitPattern & 0xFFFF)
    let f = u - (shifted - 0x1p52)
    let segment = segment(k)
    if segment.c0.isNaN { return solver.slowParameter(x, segment: k) }
    return segment.parameter(
      f: f, x: x, ax: ax, bx: bx, cx: cx, ax3: ax3, scale: Double(CubicBezier.intervals),
      twoSteps: twoReciprocalSteps)
  }

  @inlinable
  func interiorValue(_ x: Double) -> Double {
    let t = interiorParameter(x)
    return ((ay * t + by) * t + cy) * t
  }

  @usableFromInline
  func edgeValue(_ x: Double, _ extrapolation: EasingExtrapolation) -> Double {
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    let slopes = endSlopes(extrapolation)
    if x < 0 { return slopes.start == 0 ? 0 : slopes.start * x }
    if x > 1 { return slopes.end == 0 ? 1 : 1 + slopes.end * (x - 1) }
    return x  // NaN
  }

  /// CSS Easing §2.3.1 as written: P0–P1, else P0–P2, else flat; mirrored at the end.
  static func specTextSlopes(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> (start: Double, end: Double)
  {
    let start: Double = x1 > 0 ? y1 / x1 : (x2 > 0 ? y2 / x2 : 0)
    let end: Double = x2 < 1 ? (1 - y2) / (1 - x2) : (x1 < 1 ? (1 - y1) / (1 - x1) : 0)
    return (start, end)
  }

  /// The end-gradient rule of WebKit/Chromium and web-platform-tests (described, not copied, from
  /// Chromium's `gfx::CubicBezier::InitGradients` comments): the far control point is used only
  /// when the near one coincides with the end point; both on the end point with y1 = y2 gives
  /// slope 1; a vertical end tangent gives a flat continuation.
  static func browserSlopes(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> (start: Double, end: Double)
  {
    let start: Double
    if x1 > 0 {
      start = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      start = y2 / x2
    } else if y1 == 0 && y2 == 0 {
      start = 1
    } else {
      start = 0
    }
    let end: Double
    if x2 < 1 {
      end = (1 - y2) / (1 - x2)
    } else if y2 == 1 && x1 < 1 {
      end = (1 - y1) / (1 - x1)
    } else if y2 == 1 && y1 == 1 {
      end = 1
    } else {
      end = 0
    }
    return (start, end)
  }
}
