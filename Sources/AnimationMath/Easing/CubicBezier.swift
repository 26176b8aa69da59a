/// The CSS `cubic-bezier(x1, y1, x2, y2)` easing, solved to full double precision.
///
/// The curve is P(s) = (1−s)³P0 + 3(1−s)²s P1 + 3(1−s)s² P2 + s³P3 with P0 = (0, 0),
/// P1 = (x1, y1), P2 = (x2, y2), P3 = (1, 1), s ∈ [0, 1]. Because x1, x2 ∈ [0, 1], x(s) is
/// non-decreasing, so y is a function of x: y(x) = y(s(x)). y1 and y2 may be any number with
/// |y| ≤ 1e300 (overshoot and anticipation; beyond that the power-basis coefficients 3·y
/// would overflow).
///
/// **Accuracy.** |y − y_exact| ≤ about 1e-15 for every x in [0, 1] on ordinary curves; on
/// near-degenerate curves (vertical tangents: x1 = 0, x2 = 1, `(1, 0, 0, 1)`) the parameter s is
/// found to a relative accuracy of a few ulps in its distance from the tangent point, so y is still
/// exact to ~1e-15 whenever y is well defined by the binary input x. `y(0) = 0` and `y(1) = 1`
/// exactly.
///
/// **Speed.** Building a curve costs a few nanoseconds: six power-basis coefficients, no table,
/// no allocation. ``value(at:)`` finds the interval [j/16, (j+1)/16] of s that holds x (two
/// rounds of three independent evaluations of x(s)), starts from its middle, takes three
/// Chebyshev steps (Newton plus the curvature term) and checks the result: the last step must be
/// tiny and the rounding of the power-basis residual, divided by dx/ds, must move y by less than
/// a few 1e-15. Where that check fails (next to vertical tangents) a bracketed Newton/bisection
/// solver with a Taylor residual around the nearest tangent point finishes the job. About
/// 200 instructions per value, latency-bound: cheap for the few dozen values of an animation.
/// To evaluate thousands of values of one curve, build a ``CubicBezier/Table`` once (~50 µs for
/// a 129-segment table): ~2.5× fewer instructions per value, and four values at a time with
/// SIMD arithmetic.
///
/// **Outside [0, 1]** ``value(at:)`` uses ``EasingExtrapolation/browserCompatible``; pass another
/// policy to ``value(at:extrapolation:)``.
public struct CubicBezier: EasingCurve, Hashable, CustomStringConvertible {
  /// x of the first control point, in [0, 1].
  public let x1: Double
  /// y of the first control point, |y1| ≤ 1e300.
  public let y1: Double
  /// x of the second control point, in [0, 1].
  public let x2: Double
  /// y of the second control point, |y2| ≤ 1e300.
  public let y2: Double

  // Power-basis coefficients: x(s) = ((ax s + bx) s + cx) s, likewise y.
  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double

  /// Creates `cubic-bezier(x1, y1, x2, y2)`.
  ///
  /// - Precondition: x1, x2 ∈ [0, 1]; |y1|, |y2| ≤ 1e300 (NaN traps). For input from outside
  ///   the program use ``validated(_:_:_:_:)``, which throws, or ``Easing/init(parsing:)``.
  @inlinable
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    precondition(
      CubicBezier.isValid(x1, y1, x2, y2),
      "cubic-bezier needs x1, x2 in [0, 1] and |y1|, |y2| <= 1e300")
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    self.cx = cx
    self.bx = bx
    self.ax = ax
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The largest |y1|, |y2| a curve may have: 3·y and the other power-basis coefficients stay
  /// finite below it (at 1e308 they overflow and a curve whose values are all finite would give
  /// NaN).
  public static let maximumControlY = 1e300

  /// Whether `cubic-bezier(x1, y1, x2, y2)` is a valid curve: x1, x2 ∈ [0, 1],
  /// |y1|, |y2| ≤ ``maximumControlY`` (1e300).
  @inlinable
  public static func isValid(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Bool {
    x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1 && abs(y1) <= maximumControlY
      && abs(y2) <= maximumControlY
  }

  /// Creates `cubic-bezier(x1, y1, x2, y2)` from values that come from outside the program.
  ///
  /// - Throws: ``InputError`` naming the first bad parameter (`x1`, `y1`, `x2`, `y2`): an x not
  ///   in [0, 1], a y with magnitude above 1e300, or any NaN or infinity.
  public static func validated(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    throws(InputError) -> CubicBezier
  {
    try InputError.check("x1", x1, "must be in [0, 1]") { (0...1).contains($0) }
    try InputError.check("y1", y1, "must have magnitude <= 1e300") {
      Swift.abs($0) <= maximumControlY
    }
    try InputError.check("x2", x2, "must be in [0, 1]") { (0...1).contains($0) }
    try InputError.check("y2", y2, "must have magnitude <= 1e300") {
      Swift.abs($0) <= maximumControlY
    }
    return CubicBezier(x1, y1, x2, y2)
  }

  /// `cubic-bezier(x1, y1, x2, y2)` with shortest round-trip numbers.
  public var description: String {
    "cubic-bezier(\(NumberText.shortest(x1)), \(NumberText.shortest(y1)), "
      + "\(NumberText.shortest(x2)), \(NumberText.shortest(y2)))"
  }

  /// Equal when the control points are equal (everything else is derived from them).
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
    if x > 0 && x < 1 { return solver.slope(atParameter: interiorParameter(x)) }
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
    case .cssSpecText: CubicBezier.specTextSlopes(x1, y1, x2, y2)
    case .browserCompatible: CubicBezier.browserSlopes(x1, y1, x2, y2)
    case .clamp: (0, 0)
    }
  }

  /// The exact solver and the derivatives of this curve (built on demand: a few multiplies).
  var solver: BezierSolver { BezierSolver(x1: x1, y1: y1, x2: x2, y2: y2) }

  /// x(s) in the power basis.
  @inlinable @inline(__always)
  func x(atParameter s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

  /// The first guess of s(x) for x in (0, 1): the middle of the interval [j/16, (j+1)/16] of s
  /// whose x-range holds x (x(s) is strictly increasing), so it is off by at most 1/32.
  ///
  /// The interval is found in two rounds of three independent evaluations of x(s) (the quarter
  /// of [0, 1], then the sixteenth inside it), which keeps the dependency chain short; the
  /// middle rather than a linear interpolation saves a division on that chain (three Chebyshev
  /// steps take 1/32 below an ulp on ordinary curves: 3e-2 → ~1e-4 → ~1e-11 → far below).
  @inlinable @inline(__always)
  func guess(_ x: Double) -> Double {
    var quarter = x >= self.x(atParameter: 0.25) ? 0.25 : 0
    quarter += x >= self.x(atParameter: 0.5) ? 0.25 : 0
    quarter += x >= self.x(atParameter: 0.75) ? 0.25 : 0
    var lower = quarter
    lower += x >= self.x(atParameter: quarter + 0.0625) ? 0.0625 : 0
    lower += x >= self.x(atParameter: quarter + 0.125) ? 0.0625 : 0
    lower += x >= self.x(atParameter: quarter + 0.1875) ? 0.0625 : 0
    return lower + 0.03125
  }

  /// s(x) for x in (0, 1): the ``guess(_:)``, three Chebyshev steps on the power-basis residual
  /// r(s) = x(s) − x, and a check; the bracketed solver where the check fails.
  ///
  /// Each step is s ← s − δ − (x″/2x′)·δ² with δ = r/x′ (cubic convergence: a guess off by
  /// 3e-2 is off by ~1e-4, ~1e-11 and far below an ulp after three steps). The result is kept
  /// when the last step was below 2⁻²⁶ with a curvature term below 2⁻⁵⁶ (so the error left is
  /// far under an ulp), and when the rounding of the residual cannot move y by more than a few
  /// 1e-15: the residual's terms sum to T = |ax|s³ + |bx|s² + |cx|s + x, its rounding is a few
  /// ulp(T), so y moves by about 2⁻⁵³·T·|y′|/x′; T·|y′| ≤ 32x′ keeps that under 2⁻⁴⁸ ≈ 3.6e-15
  /// (the bound ``CubicBezier/Table`` certifies its fast segments to; in practice the error is
  /// several times smaller). Next to a vertical tangent (x′ → 0 with T of order 1, e.g.
  /// `cubic-bezier(1, 0, 0, 1)` near x = ½, or the last ~1.5 % of `ease-in`) the check fails
  /// and ``BezierSolver/solve(_:lower:upper:guess:)`` takes over.
  @inlinable
  func interiorParameter(_ x: Double) -> Double {
    var s = guess(x)
    let ax3 = 3 * ax
    var delta = 0.0
    var correction = 0.0
    var slope = 0.0
    for step in 0..<3 {
      let residual = self.x(atParameter: s) - x
      let halfCurvature = ax3 * s + bx
      slope = (halfCurvature + bx) * s + cx
      let reciprocal = 1 / slope
      delta = residual * reciprocal
      correction = halfCurvature * reciprocal * delta * delta
      if step < 2 { s = s - delta - correction }
    }
    let terms = ((abs(ax) * s + abs(bx)) * s + abs(cx)) * s + x
    let yPrime = (3 * ay * s + 2 * by) * s + cy
    // Written so that NaN (a zero slope) fails the test.
    if abs(delta) <= 0x1p-26 && abs(correction) <= 0x1p-56 && terms * abs(yPrime) <= 32 * slope {
      return s - delta - correction
    }
    return slowParameter(x, near: s)
  }

  /// The bracketed solver for x where the fast steps are not certain (out of line: keeps
  /// ``value(at:)`` small).
  @usableFromInline @inline(never)
  func slowParameter(_ x: Double, near guess: Double) -> Double {
    solver.solve(x, guess: guess.isFinite ? guess : nil)
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
