extension PiecewiseLinear {
  /// ``init(approximating:maxError:)`` for a bound that comes from outside the program.
  ///
  /// - Throws: ``InputError`` for `maxError` when it is not finite or not > 0.
  public static func validated(
    approximating curve: some EasingCurve, maxError: Double = PiecewiseLinear.defaultMaxError
  ) throws(InputError) -> PiecewiseLinear {
    try InputError.check("maxError", maxError, "must be > 0") { $0 > 0 }
    return PiecewiseLinear(approximating: curve, maxError: maxError)
  }

  /// The largest |linear() − curve| an approximation allows unless told otherwise: 0.001, a
  /// third of a point on a 390 pt transition (`spring-tune ease --css --max-error`).
  public static let defaultMaxError = 0.001

  /// A `linear()` curve with few stops whose distance to `curve` stays within `maxError` on
  /// [0, 1] — the way to ship any easing, a tuned spring included, to CSS.
  ///
  /// Stops lie on the curve at inputs k/10000 (printed as percentages with at most two decimals)
  /// with outputs rounded to the decimals the bound allows (rounding ≤ maxError/20). The stops are
  /// chosen greedily — from each stop, the farthest next grid input whose chord stays within the
  /// bound at every grid point in between (binary search) — which is optimal on the grid when the
  /// chord test is nested, as it is for the curves here (see the tests' comparison with an exact
  /// dynamic programme). The result is then checked against the curve on a four times finer grid,
  /// and refitted with a tighter internal bound if that check fails (at most five times).
  /// Finally every segment is checked between the grid points and split where it strays (vertical
  /// tangents, corners, jumps; see ``maximumDistance(to:)``), so stops are no longer confined to
  /// the grid there. When even that cannot meet `maxError` (a bound near rounding, or more than
  /// ``maximumRefinedStops`` stops needed), the result is the closest found: check it with
  /// ``maximumDistance(to:)``, as `spring-tune ease --css` does before printing. For steps use
  /// ``Easing/linearApproximation(maxError:)``, which writes them exactly.
  ///
  /// - Precondition: maxError > 0 and finite. For a bound from outside the program use
  ///   ``validated(approximating:maxError:)``, which throws.
  public init(
    approximating curve: some EasingCurve, maxError: Double = PiecewiseLinear.defaultMaxError
  ) {
    precondition(maxError > 0 && maxError.isFinite, "maxError must be positive")
    let n = LinearFit.grid
    let ys = (0...n).map { curve.value(at: Double($0) / Double(n)) }
    let decimals = LinearFit.decimals(for: maxError)
    var fitBound = maxError * 0.9
    var best: PiecewiseLinear?
    for _ in 0..<6 {
      let indices = LinearFit.greedy(ys, bound: fitBound)
      let candidate = LinearFit.curve(indices: indices, ys: ys, decimals: decimals)
      best = candidate
      if LinearFit.maxError(candidate, curve, samples: 4 * n) <= maxError { break }
      fitBound *= 0.5
    }
    // `best` is always set: the loop runs at least once.
    let fitted = best ?? PiecewiseLinear([LinearStop(0), LinearStop(1)])
    self = LinearFit.refined(fitted, curve, maxError: maxError, decimals: decimals)
  }

  /// The largest |self − curve| on [0, 1] found by a dense check: 20 001 equally spaced inputs,
  /// 16 inside every segment between consecutive stops, and both sides of every stop at
  /// ±``jumpResolution`` (so a jump, two stops at one input, is checked on each side).
  ///
  /// Not a proof (a curve may wiggle between samples), but it finds the errors at vertical
  /// tangents, corners and jumps that a uniform grid misses.
  public func maximumDistance(to curve: some EasingCurve) -> Double {
    var worst = 0.0
    func check(_ x: Double) {
      guard x >= 0 && x <= 1 else { return }
      let e = Swift.abs(value(at: x) - curve.value(at: x))
      // NaN (never expected) counts as unbounded.
      worst = e.isNaN ? .infinity : Swift.max(worst, e)
    }
    let n = 20_000
    for k in 0...n { check(Double(k) / Double(n)) }
    let xs = points.map(\.input)
    for i in xs.indices {
      check(xs[i] - Self.jumpResolution)
      check(xs[i] + Self.jumpResolution)
      guard i + 1 < xs.count, xs[i + 1] > xs[i] else { continue }
      let (a, b) = (Swift.max(xs[i], 0), Swift.min(xs[i + 1], 1))
      guard b > a else { continue }
      for j in 1...16 { check(a + (b - a) * Double(j) / 17) }
    }
    return worst
  }

  /// How closely the export places a jump: a jump of the curve is written as two stops at one
  /// input within this of the jump, and ``maximumDistance(to:)`` checks each side this far out.
  public static let jumpResolution = 1e-9

  /// The most stops the refinement of ``init(approximating:maxError:)`` adds (about 2 MB of
  /// CSS): a bound it cannot meet within them is reported by ``maximumDistance(to:)``.
  public static let maximumRefinedStops = 50_000
}

/// The pieces of ``PiecewiseLinear/init(approximating:maxError:)``.
enum LinearFit {
  /// Candidate inputs k/grid.
  static let grid = 10_000

  /// Decimals for outputs so that rounding costs at most maxError/20.
  static func decimals(for maxError: Double) -> Int {
    var d = 0
    var step = 0.5
    while step > maxError / 20 && d < 15 {
      d += 1
      step /= 10
    }
    return d
  }

  /// Whether the chord from i to j stays within `bound` at every grid point between.
  static func chordFits(_ ys: [Double], _ i: Int, _ j: Int, bound: Double) -> Bool {
    let a = ys[i]
    let slope = (ys[j] - a) / Double(j - i)
    var k = i + 1
    while k < j {
      if abs(ys[k] - (a + slope * Double(k - i))) > bound { return false }
      k += 1
    }
    return true
  }

  /// Greedy farthest-reach stop indices (0 and the last index included).
  static func greedy(_ ys: [Double], bound: Double) -> [Int] {
    let last = ys.count - 1
    var indices = [0]
    var i = 0
    while i < last {
      // Largest j in (i, last] with a fitting chord; j = i + 1 always fits.
      var lo = i + 1
      var hi = last
      if chordFits(ys, i, hi, bound: bound) {
        lo = hi
      } else {
        while hi - lo > 1 {
          let mid = (lo + hi) / 2
          if chordFits(ys, i, mid, bound: bound) { lo = mid } else { hi = mid }
        }
      }
      indices.append(lo)
      i = lo
    }
    return indices
  }

  /// Rounds to `decimals` decimals (exact for printing as the shortest text).
  static func round(_ value: Double, decimals: Int) -> Double {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    // Past 2⁵² the scaled value has no fraction left to round, and for outputs near 1e300 it
    // overflowed to inf, which trapped in LinearStop.
    guard Swift.abs(value * scale) < 0x1p52 else { return value }
    let r = (value * scale).rounded() / scale
    return r == 0 ? 0 : r
  }

  /// The `linear()` through the grid points `indices`.
  static func curve(indices: [Int], ys: [Double], decimals: Int) -> PiecewiseLinear {
    let last = ys.count - 1
    let stops = indices.map { k -> LinearStop in
      let y = round(ys[k], decimals: decimals)
      if k == 0 || k == last { return LinearStop(output: y, inputPercentages: []) }
      return LinearStop(output: y, inputPercentages: [Double(k) / Double(grid / 100)])
    }
    return PiecewiseLinear(stops)
  }

  /// The fit with stops added wherever a segment strays from the curve by more than
  /// 0.95·maxError at any of 32 inputs inside it: a stop at the worst input, on the curve, then both halves
  /// again. Near a vertical tangent or a corner this places stops off the 0.01 % grid (as close
  /// as needed); a segment narrower than ``PiecewiseLinear/jumpResolution`` that still strays
  /// holds a jump and becomes two stops at one input. At most
  /// ``PiecewiseLinear/maximumRefinedStops`` stops are added. Curves the grid fit already meets
  /// are returned unchanged.
  static func refined(
    _ fit: PiecewiseLinear, _ curve: some EasingCurve, maxError: Double, decimals: Int
  ) -> PiecewiseLinear {
    // 0.95: stop outputs are rounded by at most maxError/20.
    let bound = 0.95 * maxError
    typealias Point = (x: Double, y: Double)
    func worst(_ a: Point, _ b: Point) -> (error: Double, x: Double) {
      var result = (error: 0.0, x: a.x)
      for j in 1...32 {
        let x = a.x + (b.x - a.x) * Double(j) / 33
        let chord = a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
        let e = Swift.abs(curve.value(at: x) - chord)
        if !(e <= result.error) { result = (e.isNaN ? .infinity : e, x) }
      }
      return result
    }
    let points = fit.points.map { Point(x: $0.input, y: $0.output) }
    var out: [Point] = [points[0]]
    var added = 0
    var changed = false
    for i in 1..<points.count {
      // Segments still to check, the next one last.
      var pending: [Point] = [points[i]]
      while let b = pending.last {
        let a = out[out.count - 1]
        guard b.x > a.x, added < PiecewiseLinear.maximumRefinedStops else {
          out.append(pending.removeLast())
          continue
        }
        let w = worst(a, b)
        if w.error <= bound {
          out.append(pending.removeLast())
        } else if b.x - a.x <= PiecewiseLinear.jumpResolution {
          // A jump: both levels at the jump, found to the ulp by bisection (at most 64
          // halvings) between the last input nearer a's level and the first nearer b's.
          var (lo, hi) = (a.x, b.x)
          for _ in 0..<64 where hi - lo > lo.ulp {
            let mid = lo + (hi - lo) / 2
            let y = curve.value(at: mid)
            if Swift.abs(y - b.y) < Swift.abs(y - a.y) { hi = mid } else { lo = mid }
          }
          let m = hi
          out.append(Point(x: m, y: a.y))
          out.append(Point(x: m, y: b.y))
          out.append(pending.removeLast())
          added += 2
          changed = true
        } else {
          // Kept an eighth of the width from either end: the width shrinks geometrically even
          // when the worst input sits at a singular end (a jump, a vertical tangent).
          let x = Swift.min(Swift.max(w.x, a.x + (b.x - a.x) / 8), b.x - (b.x - a.x) / 8)
          pending.append(Point(x: x, y: round(curve.value(at: x), decimals: decimals)))
          added += 1
          changed = true
        }
      }
    }
    guard changed else { return fit }
    let last = out.count - 1
    return PiecewiseLinear(
      out.enumerated().map { i, p in
        i == 0 || i == last
          ? LinearStop(output: p.y, inputPercentages: [])
          : LinearStop(output: p.y, inputPercentages: [p.x * 100])
      })
  }

  /// max |approximation − curve| over `samples` + 1 equally spaced inputs in [0, 1].
  static func maxError(_ p: PiecewiseLinear, _ curve: some EasingCurve, samples: Int) -> Double {
    var worst = 0.0
    for k in 0...samples {
      let x = Double(k) / Double(samples)
      worst = max(worst, abs(p.value(at: x) - curve.value(at: x)))
    }
    return worst
  }
}

extension Easing {
  /// A CSS `linear()` equivalent within `maxError` on [0, 1]: exact for `linear`, `linear()` and
  /// steps (a jump is two stops at the same input), otherwise
  /// ``PiecewiseLinear/init(approximating:maxError:)``.
  ///
  /// Outside [0, 1] the export follows `linear()`'s rule (first/last segment extended), which
  /// can differ from the curve's own extrapolation.
  public func linearApproximation(maxError: Double = PiecewiseLinear.defaultMaxError)
    -> PiecewiseLinear
  {
    switch self {
    case .linear:
      return PiecewiseLinear([LinearStop(0), LinearStop(1)])
    case .piecewiseLinear(let p):
      return p
    case .steps(let s):
      return Easing.exactSteps(s)
    case .named(let n):
      if case .steps = n.definition { return n.definition.linearApproximation(maxError: maxError) }
      return PiecewiseLinear(approximating: self, maxError: maxError)
    default:
      return PiecewiseLinear(approximating: self, maxError: maxError)
    }
  }

  /// steps(n, position) as `linear()`: level Lₖ = y((k + ½)/n) held on [k/n, (k + 1)/n], plus a
  /// final `1 100%` stop when the last jump is at x = 1 (jump-end, jump-both).
  static func exactSteps(_ s: Steps) -> PiecewiseLinear {
    var stops: [LinearStop] = []
    let n = s.count
    for k in 0..<n {
      let level = s.value(at: (Double(k) + 0.5) / Double(n))
      let a = Double(k) * 100 / Double(n)
      let b = Double(k + 1) * 100 / Double(n)
      stops.append(LinearStop(output: level, inputPercentages: [a, b]))
    }
    if stops.count < 2 || s.value(at: 1) != stops[stops.count - 1].output {
      stops.append(LinearStop(output: s.value(at: 1), inputPercentages: [100]))
    }
    return PiecewiseLinear(stops)
  }
}
