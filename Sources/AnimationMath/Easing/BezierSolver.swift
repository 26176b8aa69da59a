/// The exact (slow) side of ``CubicBezier``: anchored residuals, a safeguarded Newton/bisection
/// solver and derivatives (the fast table is built in `CubicBezier+Table.swift`).
///
/// The residual r(s) = x(s) − x is evaluated as a Taylor polynomial around an *anchor* a (s = 0,
/// s = 1, or the parameter where dx/ds is smallest) whose x(a) and x′(a) are held in
/// double-double (`DoubleWord`): r = (X0 − x) + X1·d + X2·d² + X3·d³ with d = s − a. Near a
/// vertical tangent the terms are then small together, so d comes out with a relative error of a
/// few ulps instead of the absolute ~1e-16 of the power basis (which would leave s wrong by
/// (1e-16)^(1/3) ≈ 5e-6 next to a cube-root point like `cubic-bezier(1, 0, 0, 1)` at x = 1/2).
@usableFromInline
struct BezierSolver: Sendable {
  /// A Taylor expansion point of x(s).
  struct Anchor: Sendable {
    var s: Double
    var x0: DoubleWord
    var x1: DoubleWord
    var x2: Double
    var x3: Double
  }

  let p1x: Double
  let p1y: Double
  let p2x: Double
  let p2y: Double
  /// x(s) = ((ax s + bx) s + cx) s: the power basis the fast paths evaluate.
  let ax: Double
  let bx: Double
  let cx: Double

  /// The solver of `cubic-bezier(x1, y1, x2, y2)`: seven numbers, no allocation; anchors are
  /// built when a solve needs one.
  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    p1x = x1
    p1y = y1
    p2x = x2
    p2y = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
  }

  /// The parameter where dx/ds is smallest inside (0, 1), if there is one:
  /// dx/ds / 3 = b0 (1−s)² + 2 b1 (1−s)s + b2 s², b = (x1, x2 − x1, 1 − x2).
  var vertex: Double? {
    let b0 = p1x
    let b1 = p2x - p1x
    let b2 = 1 - p2x
    let curvature = b0 - 2 * b1 + b2
    guard curvature > 0 else { return nil }
    let vertex = (b0 - b1) / curvature
    return vertex > 0 && vertex < 1 ? vertex : nil
  }

  // MARK: Derivatives (Bernstein form: exact zeros at vertical tangents)

  /// dx/ds.
  func xPrime(_ s: Double) -> Double {
    let r = 1 - s
    return 3 * (r * r * p1x + 2 * r * s * (p2x - p1x) + s * s * (1 - p2x))
  }

  /// dy/ds.
  func yPrime(_ s: Double) -> Double {
    let r = 1 - s
    return 3 * (r * r * p1y + 2 * r * s * (p2y - p1y) + s * s * (1 - p2y))
  }

  /// d²x/ds².
  func xSecond(_ s: Double) -> Double {
    6 * ((1 - s) * (p2x - 2 * p1x) + s * (1 - 2 * p2x + p1x))
  }

  /// d²y/ds².
  func ySecond(_ s: Double) -> Double {
    6 * ((1 - s) * (p2y - 2 * p1y) + s * (1 - 2 * p2y + p1y))
  }

  /// y(s) in Bernstein form.
  func y(_ s: Double) -> Double {
    let r = 1 - s
    return 3 * r * s * (r * p1y + s * p2y) + s * s * s
  }

  /// x(s) in Bernstein form.
  func x(_ s: Double) -> Double {
    let r = 1 - s
    return 3 * r * s * (r * p1x + s * p2x) + s * s * s
  }

  /// dy/dx at parameter s, with l'Hôpital where dx/ds = 0 (±infinity for a vertical tangent).
  func slope(atParameter s: Double) -> Double {
    let xp = xPrime(s)
    let yp = yPrime(s)
    if xp > 0 { return yp / xp }
    if yp != 0 { return yp > 0 ? .infinity : -.infinity }
    let xpp = xSecond(s)
    let ypp = ySecond(s)
    // At s = 1 the curve arrives from smaller s, so d²/ds² terms flip sign together: the ratio
    // stays the same.
    if xpp != 0 { return ypp / xpp }
    if ypp != 0 { return ypp > 0 ? .infinity : -.infinity }
    let x3 = 1 + 3 * p1x - 3 * p2x
    let y3 = 1 + 3 * p1y - 3 * p2y
    return x3 != 0 ? y3 / x3 : 0
  }

  // MARK: Anchored residual and solver

  static func anchor(at s: Double, _ x1: Double, _ x2: Double) -> Anchor {
    let ds = DoubleWord(s)
    let r = DoubleWord(1) - ds
    let px1 = DoubleWord(x1)
    let px2 = DoubleWord(x2)
    // x(s) = 3 r s (r x1 + s x2) + s³
    let x0 = DoubleWord(3) * r * ds * (r * px1 + ds * px2) + ds * ds * ds
    // x'(s) = 3 (r² x1 + 2 r s (x2 − x1) + s² (1 − x2))
    let x1d =
      DoubleWord(3)
      * (r * r * px1 + DoubleWord(2) * r * ds * (px2 - px1) + ds * ds * (DoubleWord(1) - px2))
    // x''(s)/2 = 3 ((1 − s)(x2 − 2 x1) + s (1 − 2 x2 + x1)); x'''/6 = 1 + 3 x1 − 3 x2.
    let x2d = 3 * ((1 - s) * (x2 - 2 * x1) + s * (1 - 2 * x2 + x1))
    let x3d = 1 + 3 * x1 - 3 * x2
    return Anchor(s: s, x0: x0, x1: x1d, x2: x2d, x3: x3d)
  }

  /// The anchor (s = 0, s = 1 or ``vertex``) whose x is closest to `x`.
  func nearestAnchor(_ x: Double) -> Anchor {
    var best = 0.0
    var bestDistance = abs(x)
    if abs(1 - x) < bestDistance {
      best = 1
      bestDistance = abs(1 - x)
    }
    if let v = vertex, abs(self.x(v) - x) < bestDistance { best = v }
    return BezierSolver.anchor(at: best, p1x, p2x)
  }

  /// r(d) = x(a + d) − x and r′(d).
  @inline(__always)
  static func residual(_ a: Anchor, _ x: Double, _ d: Double) -> (Double, Double) {
    let value =
      (a.x0.high - x) + (a.x0.low + d * a.x1.low) + d * (a.x1.high + d * (a.x2 + d * a.x3))
    let derivative = a.x1.high + d * (2 * a.x2 + 3 * d * a.x3)
    return (value, derivative)
  }

  /// s with x(s) = x for x in [0, 1], searched in [lower, upper] (widened to [0, 1] if the bracket
  /// turns out not to contain the root). Safeguarded Newton (Numerical Recipes' `rtsafe` idea):
  /// bisect whenever Newton leaves the bracket or does not halve the step.
  func solve(_ x: Double, lower: Double = 0, upper: Double = 1, guess: Double? = nil) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let a = nearestAnchor(x)
    var lo = lower - a.s
    var hi = upper - a.s
    if BezierSolver.residual(a, x, lo).0 > 0 { lo = -a.s }
    if BezierSolver.residual(a, x, hi).0 < 0 { hi = 1 - a.s }
    var d = 0.5 * (lo + hi)
    if let guess, guess - a.s > lo, guess - a.s < hi { d = guess - a.s }
    var stepBefore = hi - lo
    var step = stepBefore
    for _ in 0..<300 {
      let (r, dr) = BezierSolver.residual(a, x, d)
      if r == 0 { break }
      if r < 0 { lo = d } else { hi = d }
      var next = d - r / dr
      if next > lo && next < hi && abs(next - d) <= 2 * d.ulp {
        // Newton has converged to rounding level: stop before the halving test below sends
        // the iterate back to the middle of a bracket whose far end never moved.
        d = next
        break
      }
      if !(next > lo && next < hi) || abs(2 * r) > abs(stepBefore * dr) {
        next = lo + 0.5 * (hi - lo)
      }
      stepBefore = step
      step = next - d
      if next == d || next == lo || next == hi {
        // The bracket is down to adjacent doubles: keep the end with the smaller residual.
        let rlo = abs(BezierSolver.residual(a, x, lo).0)
        let rhi = abs(BezierSolver.residual(a, x, hi).0)
        d = rlo <= rhi ? lo : hi
        break
      }
      d = next
    }
    return min(max(a.s + d, 0), 1)
  }
}
