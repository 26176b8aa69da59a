extension CubicBezier {
  /// A ``CubicBezier`` with a 129-segment table of s(x): the opt-in fast path for evaluating
  /// many inputs, one by one (~30 % faster than ``CubicBezier/value(at:)``) or four at a time
  /// with ``values(at:into:)``.
  ///
  /// Building it costs ~50 µs (exact parameters at the 130 segment boundaries and a check of
  /// every segment), so it pays off only after thousands of evaluations of the same curve
  /// (many values per frame, or a curve kept for the lifetime of an app); an animation that
  /// evaluates a curve a few dozen times should keep the plain ``CubicBezier``.
  ///
  /// The table solves s at the M + 2 boundaries 0, (k − ½)/M, 1 (M = 128) and fits a cubic
  /// Hermite piece of s(x) per segment around each node k/M. Evaluation rounds x·M to pick the
  /// segment, evaluates the piece and its derivative (≈ ds/dx), refines that reciprocal slope
  /// with a division-free Newton step against x′ (two on curves where that keeps a segment off
  /// the slow path), and takes one Chebyshev step: no loop, no division, no branch beyond the
  /// range and segment checks. Segments where that is not exact to ~1e-16 in s (next to
  /// vertical tangents) are marked at set-up and solved by the bracketed solver instead. Values
  /// agree with ``CubicBezier/value(at:)`` to ~2e-15 (both are within ~1e-15 of the exact
  /// curve); ``values(at:into:)`` returns the same bits as this type's ``value(at:)``.
  public struct Table: EasingCurve, Hashable {
    /// The curve.
    public let curve: CubicBezier
    /// Segment coefficients, one coefficient at a time: c0 of segments 0…M, then c1, c2, c3.
    @usableFromInline let table: ContiguousArray<Double>
    /// Whether the fast path refines its reciprocal slope twice (see
    /// ``BezierTableSegment/parameter(f:x:ax:bx:cx:ax3:scale:twoSteps:)``).
    @usableFromInline let twoReciprocalSteps: Bool
    /// s at the segment boundaries 0, (k − ½)/M, 1 (brackets for slow segments).
    let nodes: [Double]

    /// Number of table intervals M in x (a power of two); the table has M + 1 segments.
    @usableFromInline static let intervals = 128

    /// Number of table segments, M + 1 (the stride between coefficient rows of ``table``).
    @usableFromInline static let segments = intervals + 1

    /// Builds the table of `curve` (~50 µs).
    public init(_ curve: CubicBezier) {
      self.curve = curve
      (table, twoReciprocalSteps, nodes) = curve.solver.makeTable(intervals: Table.intervals)
    }

    /// Equal when the curves are equal (the table is derived from the curve).
    public static func == (a: Table, b: Table) -> Bool { a.curve == b.curve }

    /// Hashes the curve.
    public func hash(into hasher: inout Hasher) { hasher.combine(curve) }

    /// y(x) through the table; browser-compatible extrapolation outside [0, 1]. NaN gives NaN.
    @inlinable
    public func value(at x: Double) -> Double {
      if x > 0 && x < 1 { return interiorValue(x) }
      return curve.edgeValue(x, .browserCompatible)
    }

    /// y(x) through the table with the given policy outside [0, 1].
    @inlinable
    public func value(at x: Double, extrapolation: EasingExtrapolation) -> Double {
      if x > 0 && x < 1 { return interiorValue(x) }
      return curve.edgeValue(x, extrapolation)
    }

    /// dy/dx of the curve (``CubicBezier/slope(at:)``).
    public func slope(at x: Double) -> Double { curve.slope(at: x) }

    /// dy/dx of the curve with the given policy (``CubicBezier/slope(at:extrapolation:)``).
    public func slope(at x: Double, extrapolation: EasingExtrapolation) -> Double {
      curve.slope(at: x, extrapolation: extrapolation)
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
        let m = Table.segments
        return BezierTableSegment(
          c0: t[k], c1: t[k &+ m], c2: t[k &+ 2 &* m], c3: t[k &+ 3 &* m])
      }
    }

    /// s(x) for x in (0, 1): table segment by rounding x·M, then the fast step, or the
    /// bracketed solver on a segment marked slow.
    @inlinable
    func interiorParameter(_ x: Double) -> Double {
      let u = x * Double(Table.intervals)
      let shifted = u + 0x1p52
      let k = Int(truncatingIfNeeded: shifted.bitPattern & 0xFFFF)
      let f = u - (shifted - 0x1p52)
      let segment = segment(k)
      if segment.c0.isNaN { return slowParameter(x, segment: k) }
      return segment.parameter(
        f: f, x: x, ax: curve.ax, bx: curve.bx, cx: curve.cx, ax3: 3 * curve.ax,
        scale: Double(Table.intervals), twoSteps: twoReciprocalSteps)
    }

    @inlinable
    func interiorValue(_ x: Double) -> Double {
      let t = interiorParameter(x)
      return ((curve.ay * t + curve.by) * t + curve.cy) * t
    }

    /// The exact path for segment k marked slow: the bracketed solver between the exact
    /// parameters at the segment's boundaries.
    @usableFromInline
    func slowParameter(_ x: Double, segment k: Int) -> Double {
      let pad = 4 * Double.ulpOfOne
      let m = nodes.count - 2
      let s0 = nodes[k]
      let s1 = nodes[k + 1]
      let x0 = BezierSolver.boundary(k, m)
      let x1 = BezierSolver.boundary(k + 1, m)
      let guess = s0 + (s1 - s0) * ((x - x0) / (x1 - x0))
      return curve.solver.solve(
        x, lower: max(s0 - pad, 0), upper: min(s1 + pad, 1), guess: guess)
    }
  }
}

/// One segment of the s(x) table of a ``CubicBezier``: s ≈ ((c3 f + c2) f + c1) f + c0 in the
/// local coordinate f = x·M − k ∈ [−½, ½] around the node x = k/M, k = 0…M (the two end
/// segments are half as wide: f ∈ [0, ½] for k = 0, f ∈ [−½, 0] for k = M). Rounding x·M to the
/// nearest integer picks the segment, so the hot path needs no floor correction.
///
/// `c0` is NaN for a segment that must use the bracketed solver (next to a vertical tangent).
@usableFromInline
struct BezierTableSegment: Sendable {
  @usableFromInline var c0: Double
  @usableFromInline var c1: Double
  @usableFromInline var c2: Double
  @usableFromInline var c3: Double

  @inlinable
  init(c0: Double, c1: Double, c2: Double, c3: Double) {
    self.c0 = c0
    self.c1 = c1
    self.c2 = c2
    self.c3 = c3
  }

  /// A slow segment: the flag is a NaN in c0 (one compare in the hot path).
  static let slow = BezierTableSegment(c0: .nan, c1: 0, c2: 0, c3: 0)

  /// The fast path, division-free: the Hermite guess g = p(f), the reciprocal slope
  /// r₀ = M·p′(f) ≈ ds/dx from the same Horner pass, one or two Newton steps for the reciprocal,
  /// r ← r(2 − x′(g)·r) → 1/x′(g) (relative error ρ₀² or ρ₀⁴ where ρ₀ = 1 − x′(g)·r₀), then one
  /// Chebyshev step (Newton plus the curvature term) s = g − δ − (x″(g)/2)·r·δ² with
  /// δ = (x(g) − x)·r. With guess error ε the result is off by about ρ₀²·ε (or ρ₀⁴·ε) + C·ε³;
  /// ``BezierSolver/segment(_:_:_:_:)`` bounds that at set-up, and the table takes the second
  /// reciprocal step only if it saves a segment from the slow path.
  ///
  /// `ax`, `bx`, `cx`: x(s) = ((ax s + bx) s + cx) s; `ax3` = 3ax; `scale` = M. The batch path
  /// in ``CubicBezier/Table/values(at:into:)`` performs the same operations in the same order, so
  /// both give identical bits.
  @inlinable @inline(__always)
  func parameter(
    f: Double, x: Double, ax: Double, bx: Double, cx: Double, ax3: Double, scale: Double,
    twoSteps: Bool
  ) -> Double {
    let p1 = c3 * f + c2
    let p2 = p1 * f + c1
    let guess = p2 * f + c0
    let q2 = c3 * f + p1
    let r0 = (q2 * f + p2) * scale
    let residual = ((ax * guess + bx) * guess + cx) * guess - x
    let halfCurvature = ax3 * guess + bx
    let slope = (halfCurvature + bx) * guess + cx
    var r = r0 * (2 - slope * r0)
    if twoSteps { r = r * (2 - slope * r) }
    let delta = residual * r
    return guess - delta - halfCurvature * r * delta * delta
  }
}

extension BezierSolver {
  /// x at boundary j of a table with M segments: 0, then (j − ½)/M for j = 1…M, then 1.
  static func boundary(_ j: Int, _ m: Int) -> Double {
    if j <= 0 { return 0 }
    if j > m { return 1 }
    return (Double(j) - 0.5) / Double(m)
  }

  /// Builds the s(x) table: M + 1 segments between the boundaries 0, (k − ½)/M, 1 with exact
  /// parameters at the boundaries (returned as brackets for the slow path), a cubic
  /// Hermite piece per segment using ds/dx = 1/x′(s), and a check per segment that the fast
  /// step lands on the exact root. Stored coefficient by coefficient (all c0, then all c1, c2,
  /// c3; M + 1 each), so the batch path gathers each lane's coefficient with one scaled load.
  ///
  /// - Precondition: `m` is a power of two (so x·M and the boundaries are exact).
  func makeTable(intervals m: Int) -> (
    coefficients: ContiguousArray<Double>, twoSteps: Bool, nodes: [Double]
  ) {
    var nodes = [Double](repeating: 0, count: m + 2)
    nodes[m + 1] = 1
    for j in 1...m {
      // Warm start: one Newton step from the previous boundary (s is increasing in x).
      let previous = nodes[j - 1]
      let x = BezierSolver.boundary(j, m)
      let slope = xPrime(previous)
      let step = x - BezierSolver.boundary(j - 1, m)
      let guess = slope > 0 ? min(previous + step / slope, 1) : previous
      nodes[j] = solve(x, lower: previous, upper: 1, guess: guess)
    }
    let checked = (0...m).map { k in segment(k, m, nodes[k], nodes[k + 1]) }
    // The second reciprocal step costs ~10 % of the batch time; take it only if it keeps some
    // segment off the slow path.
    let twoSteps = checked.contains { $0.twoSteps && !$0.oneStep }
    let segments = checked.map { (twoSteps ? $0.twoSteps : $0.oneStep) ? $0.segment : .slow }
    var table = ContiguousArray<Double>()
    table.reserveCapacity(4 * (m + 1))
    table.append(contentsOf: segments.lazy.map { $0.c0 })
    table.append(contentsOf: segments.lazy.map { $0.c1 })
    table.append(contentsOf: segments.lazy.map { $0.c2 })
    table.append(contentsOf: segments.lazy.map { $0.c3 })
    return (table, twoSteps, nodes)
  }

  /// Sample points τ of a segment for the exactness checks.
  static let samples: [Double] = [0.1, 0.3, 0.5, 0.7, 0.9]

  /// Segment k of M between parameters s0 and s1, and whether the fast step is exact on it
  /// with one and with two reciprocal steps.
  ///
  /// Error model of ``BezierTableSegment/parameter(f:x:ax:bx:cx:ax3:scale:twoSteps:)``: with
  /// guess error ε, table-slope error δ (r₀·x′(s) − 1) and K = max|x″| / (2 min x′) on the
  /// segment, the reciprocal's residual is ρ₀ = 1 − x′(g)·r₀ ≈ −δ − (x″/x′)·ε, and the step
  /// leaves ρ₀²·ε (one reciprocal step) or ρ₀⁴·ε (two) plus C·ε³ with C = 2K² + |x‴|/(6 min x′)
  /// (the Chebyshev constant). ρ₀ⁿ·ε and ε are sampled at five points against the exact root
  /// (``root(_:near:within:anchor:)``). For the leading-order shapes of the Hermite error
  /// (ε ∝ τ²(1 − τ)², ρ₀ a mix of its derivative and itself) the sampled maximum of ρ₀ⁿ·ε is
  /// within a factor 1.6 of the true one; allowing 2 (and 2 for ε), the bound must be below
  /// 1e-16 in s (under the ~1e-16/x′ rounding error of the residual itself). Every sampled fast
  /// result must also agree with the exact solver to 1e-15 in s and 4e-15 in y (a few roundings
  /// of the power-basis residual).
  func segment(_ k: Int, _ m: Int, _ s0: Double, _ s1: Double)
    -> (segment: BezierTableSegment, oneStep: Bool, twoSteps: Bool)
  {
    let d0 = xPrime(s0)
    let d1 = xPrime(s1)
    guard d0 > 1e-6 && d1 > 1e-6 else { return (.slow, false, false) }
    let fa = k == 0 ? 0 : -0.5
    let fb = k == m ? 0 : 0.5
    let w = fb - fa
    // Hermite in τ = (f − fa)/w ∈ [0, 1]: ds/dτ = w·ds/df = w/(M x′(s)).
    let m0 = w / (Double(m) * d0)
    let m1 = w / (Double(m) * d1)
    let h1 = m0
    let h2 = 3 * (s1 - s0) - 2 * m0 - m1
    let h3 = 2 * (s0 - s1) + m0 + m1
    // Substitute τ = α f + β.
    let alpha = 1 / w
    let beta = -fa / w
    let fast = BezierTableSegment(
      c0: s0 + beta * (h1 + beta * (h2 + beta * h3)),
      c1: alpha * (h1 + beta * (2 * h2 + 3 * beta * h3)),
      c2: alpha * alpha * (h2 + 3 * beta * h3),
      c3: alpha * alpha * alpha * h3)

    var minSlope = min(d0, d1)
    let b0 = p1x
    let b1 = p2x - p1x
    let b2 = 1 - p2x
    let curvature = b0 - 2 * b1 + b2
    if curvature > 0 {
      let vertex = (b0 - b1) / curvature
      if vertex > s0 && vertex < s1 { minSlope = min(minSlope, xPrime(vertex)) }
    }
    let k2 = max(abs(xSecond(s0)), abs(xSecond(s1))) / (2 * minSlope)
    let third = abs(1 + 3 * p1x - 3 * p2x)  // x‴/6
    let contraction = 2 * k2 * k2 + third / minSlope
    let scale = Double(m)
    var guessError = 0.0
    var termOne = 0.0
    var termTwo = 0.0
    var oneStep = true
    var twoSteps = true
    let anchor = nearestAnchor((Double(k) + 0.5 * (fa + fb)) / scale)
    for tau in BezierSolver.samples {
      let f = fa + tau * w
      let x = (Double(k) + f) / scale
      let p1 = fast.c3 * f + fast.c2
      let guess = (p1 * f + fast.c1) * f + fast.c0
      let r0 = ((3 * fast.c3 * f + 2 * fast.c2) * f + fast.c1) * scale
      let exact =
        root(x, near: guess, within: s0...s1, anchor: anchor)
        ?? solve(x, lower: s0, upper: s1, guess: guess)
      let rho = 1 - xPrime(guess) * r0
      let error = abs(guess - exact)
      guessError = max(guessError, error)
      termOne = max(termOne, rho * rho * error)
      termTwo = max(termTwo, rho * rho * rho * rho * error)
      let yExact = y(exact)
      let one = fast.parameter(
        f: f, x: x, ax: ax, bx: bx, cx: cx, ax3: 3 * ax, scale: scale, twoSteps: false)
      if !(abs(one - exact) <= 1e-15 && abs(y(one) - yExact) <= 4e-15) { oneStep = false }
      let two = fast.parameter(
        f: f, x: x, ax: ax, bx: bx, cx: cx, ax3: 3 * ax, scale: scale, twoSteps: true)
      if !(abs(two - exact) <= 1e-15 && abs(y(two) - yExact) <= 4e-15) { twoSteps = false }
    }
    let e = 2 * guessError
    let cubic = contraction * e * e * e
    oneStep = oneStep && 2 * termOne + cubic <= 1e-16
    twoSteps = twoSteps && 2 * termTwo + cubic <= 1e-16
    return (fast, oneStep, twoSteps)
  }

  /// The root of x(s) = x from a close guess: three Newton steps on the residual anchored at `a`
  /// (quadratic convergence: 1e-6 → 1e-12 → 1e-24), certified by a fourth residual
  /// (|r/x′| ≤ 1e-16) and by staying in `bracket`; nil if that fails. Much cheaper than
  /// ``solve(_:lower:upper:guess:)`` for the table's sample checks.
  func root(_ x: Double, near guess: Double, within bracket: ClosedRange<Double>, anchor a: Anchor)
    -> Double?
  {
    var d = guess - a.s
    for _ in 0..<3 {
      let (r, dr) = BezierSolver.residual(a, x, d)
      guard dr > 0 else { return nil }
      d -= r / dr
    }
    let (r, dr) = BezierSolver.residual(a, x, d)
    let s = a.s + d
    guard dr > 0, abs(r) <= 1e-16 * dr, bracket.contains(s) else { return nil }
    return s
  }
}
