extension CubicBezier {
  /// Whether y is non-decreasing in x on [0, 1]: dy/ds = 3(b₀(1−s)² + 2b₁(1−s)s + b₂s²) with
  /// b = (y1, y2 − y1, 1 − y2) is ≥ 0 on [0, 1] (checked at the ends and the vertex). True for
  /// every curve with y1, y2 ∈ [0, 1].
  public var isMonotonic: Bool {
    let b0 = y1
    let b1 = y2 - y1
    let b2 = 1 - y2
    if b0 < 0 || b2 < 0 { return false }
    let a = b0 - 2 * b1 + b2
    if a > 0 {
      let s = (b0 - b1) / a
      if s > 0 && s < 1 { return b0 * b2 - b1 * b1 >= 0 }
    }
    return true
  }
}

extension Easing {
  /// Whether y is monotone (non-decreasing, or non-increasing for `reverse`) on x ∈ [0, 1].
  ///
  /// Exact for cubic Béziers, steps, `linear()`, named and Penner curves (quad…circ, sine and expo
  /// are; back, elastic and bounce are not); a spring is monotone when it has no turning point
  /// before it settles; combinators inherit from their parts.
  public var isMonotonic: Bool {
    switch self {
    case .linear, .steps: return true
    case .cubicBezier(let c): return c.isMonotonic
    case .piecewiseLinear(let p):
      let outputs = p.points.map { $0.output }
      let rising = zip(outputs, outputs.dropFirst()).allSatisfy { $0 <= $1 }
      let falling = zip(outputs, outputs.dropFirst()).allSatisfy { $0 >= $1 }
      return rising || falling
    case .penner(let p):
      let name = p.rawValue
      return !(name.hasSuffix("Back") || name.hasSuffix("Elastic") || name.hasSuffix("Bounce"))
    case .named(let n): return n.definition.isMonotonic
    case .chain(let c):
      var y = 0.0
      for s in c.segments {
        guard s.endY >= y, s.curve.isMonotonic, s.curve.value(at: 1) >= s.curve.value(at: 0) else {
          return false
        }
        y = s.endY
      }
      return true
    case .spring(let s):
      guard let first = s.motion.firstExtremum else { return true }
      return first.time >= s.duration
    case .reversed(let e), .flipped(let e), .interval(_, _, let e): return e.isMonotonic
    }
  }

  /// The input x ∈ [0, 1] at which the curve reaches `y`, for a monotone curve; nil when the curve
  /// is not monotone or y lies outside [y(0), y(1)].
  ///
  /// Where the curve is flat or jumps (steps, intervals) this is the first x whose output reaches
  /// y (non-decreasing curves; the mirror for non-increasing ones). Found by bisection on
  /// ``value(at:)`` down to adjacent doubles, so inverse(value(x)) = x up to the curve's own
  /// rounding divided by its slope.
  public func inverse(at y: Double) -> Double? {
    guard isMonotonic, !y.isNaN else { return nil }
    let y0 = value(at: 0)
    let y1 = value(at: 1)
    let rising = y1 >= y0
    guard rising ? (y >= y0 && y <= y1) : (y <= y0 && y >= y1) else { return nil }
    if y == y0 { return 0 }
    // Invariant: reached(hi) is true, reached(lo) is false.
    func reached(_ x: Double) -> Bool { rising ? value(at: x) >= y : value(at: x) <= y }
    var lo = 0.0
    var hi = 1.0
    while true {
      let mid = lo + 0.5 * (hi - lo)
      if mid <= lo || mid >= hi { break }
      if reached(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }
}
