import TestSupport
import Testing

@testable import AnimationMath

@Suite("Easing invariants")
struct EasingInvariantsTests {
  /// One of everything, plus combinators.
  static let curves: [Easing] = {
    var list: [Easing] = [
      .linear, .steps(Steps(4, .jumpBoth)),
      .piecewiseLinear(PiecewiseLinear([LinearStop(0), LinearStop(0.7, 30), LinearStop(1)])),
      .spring(SpringEasing(Spring(dampingRatio: 0.5, response: 0.4))),
      .spring(SpringEasing(Spring(dampingRatio: 1.4, response: 0.4), initialVelocity: 1)),
      .reversed(.named(.easeInCSS)), .flipped(.penner(.easeInCubic)),
      .interval(start: 0.2, end: 0.7, .named(.ease)),
      .chain(
        ChainedEasing([
          .init(.named(.easeInCSS), endX: 0.4, endY: 0.3),
          .init(.penner(.easeOutQuad), endX: 1, endY: 1),
        ])),
      .cubicBezier(CubicBezier(0.68, -0.55, 0.265, 1.55)), .cubicBezier(CubicBezier(1, 0, 0, 1)),
      .cubicBezier(CubicBezier(0, 1, 0, 1)),
    ]
    list += NamedEasing.allCases.map { .named($0) }
    list += PennerEasing.allCases.map { .penner($0) }
    return list
  }()

  @Test("monotonic classification matches a dense check")
  func classification() {
    for e in Self.curves {
      let ys = (0...2000).map { e.value(at: Double($0) / 2000) }
      let rising = zip(ys, ys.dropFirst()).allSatisfy { $0 <= $1 + 4e-16 }
      let falling = zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 - 4e-16 }
      // 4e-16: one rounding of an output near 1 (the claim is about the exact curve).
      #expect(e.isMonotonic == (rising || falling), "\(e)")
    }
  }

  /// Random cubic Béziers with y1, y2 ∈ [0, 1] are monotonic; their computed outputs never step
  /// back by more than one rounding (4e-16) on a dense grid.
  @Test("monotonic cubic Béziers stay monotonic (150 seeded curves)")
  func monotoneBeziers() {
    var rng = SplitMix64(seed: 42)
    for _ in 0..<150 {
      let c = CubicBezier(rng.nextUnit(), rng.nextUnit(), rng.nextUnit(), rng.nextUnit())
      #expect(c.isMonotonic)
      var previous = 0.0
      for i in 1...512 {
        let y = c.value(at: Double(i) / 512)
        #expect(y >= previous - 4e-16, "\(c) at \(Double(i) / 512)")
        previous = y
      }
    }
  }

  /// inverse(y(x)) = x within the output rounding divided by the slope:
  /// |Δx| ≤ (4·ulp(y) + 2.2e-16)/|y′| + 1e-15 (2.2e-16: formulas like 1 − cos x round in absolute
  /// terms near y = 0). Points on a flat stretch at the ends (interval) are skipped: there the
  /// inverse is, by definition, the first x reaching y.
  @Test("inverse ∘ curve = identity on monotonic curves")
  func inverseRoundTrip() {
    for e in Self.curves where e.isMonotonic {
      if case .steps = e { continue }
      for i in 1..<100 {
        let x = Double(i) / 100
        let y = e.value(at: x)
        let s = abs(e.slope(at: x))
        if y == e.value(at: 0) || y == e.value(at: 1) { continue }
        guard s > 1e-6, let back = e.inverse(at: y) else {
          if s > 1e-6 { Issue.record("\(e): no inverse at y = \(y)") }
          continue
        }
        let bound = (4 * y.ulp + 2.2e-16) / s + 1e-15
        #expect(abs(back - x) <= bound, "\(e) x=\(x) back=\(back) bound=\(bound)")
      }
    }
    #expect(Easing.penner(.easeOutBounce).inverse(at: 0.5) == nil)
    #expect(Easing.linear.inverse(at: 1.5) == nil)
    #expect(Easing.steps(Steps(4)).inverse(at: 0.5) == 0.5)
  }

  /// slope(at:) against differences of value(at:). Central difference h = 1e-6: truncation
  /// h²·|y‴|/6 plus rounding 1e-16/h ≈ 1e-10, so 1e-6·max(1, |y′|) is generous. Next to a kink
  /// (bounce branches, linear() stops, chain knots, interval ends) the central difference is
  /// meaningless; there one of the one-sided differences (h = 1e-8, error h·|y″|) must agree to
  /// 1e-4·max(1, |y′|).
  @Test("derivative matches finite differences")
  func derivative() {
    for e in Self.curves {
      for i in 0..<97 {
        let x = (Double(i) + 0.37) / 97
        let s = e.slope(at: x)
        let scale = max(1, abs(s))
        let h = 1e-6
        let central = (e.value(at: x + h) - e.value(at: x - h)) / (2 * h)
        if abs(central - s) <= 1e-6 * scale { continue }
        let g = 1e-8
        let right = (e.value(at: x + g) - e.value(at: x)) / g
        let left = (e.value(at: x) - e.value(at: x - g)) / g
        let ok = abs(right - s) <= 1e-4 * scale || abs(left - s) <= 1e-4 * scale
        #expect(ok, "\(e) at \(x): slope \(s), central \(central), left \(left), right \(right)")
      }
    }
  }

  @Test("combinators: reverse, flip, interval, chain")
  func combinators() {
    let easeIn = Easing.named(.easeInCSS)
    #expect(Easing.reversed(easeIn).value(at: 0) == 1)
    #expect(Easing.reversed(easeIn).value(at: 1) == 0)
    // flip(ease-in) is cubic-bezier(0, 0, 0.58, 1) = ease-out, point for point (1e-15: rounding).
    for i in 0...20 {
      let x = Double(i) / 20
      expectClose(
        Easing.flipped(easeIn).value(at: x), Easing.named(.easeOutCSS).value(at: x),
        absolute: 1e-15,
        "flip at \(x)")
    }
    let interval = Easing.interval(start: 0.1, end: 1, .linear)
    #expect(interval.value(at: 0.05) == 0)
    expectClose(interval.value(at: 0.55), 0.5, absolute: 1e-15, "interval mid")
    expectClose(interval.slope(at: 0.55), 1 / 0.9, relative: 1e-15, "interval slope")
    let chain = ChainedEasing([
      .init(.linear, endX: 0.5, endY: 0.2), .init(.linear, endX: 1, endY: 1),
    ])
    // 2.3e-16: a few roundings of the knot interpolation.
    expectClose(chain.value(at: 0.25), 0.1, absolute: 2.3e-16, "chain first")
    expectClose(chain.value(at: 0.75), 0.6, absolute: 2.3e-16, "chain second")
    expectClose(chain.slope(at: 0.75), 1.6, relative: 1e-15, "chain slope")
  }
}
