import Testing

@testable import AnimationMath

@Suite("PiecewiseLinear (CSS linear())")
struct PiecewiseLinearTests {
  @Test("Level 2 stop resolution: edges first, two-input stops, runs of missing inputs")
  func resolution() throws {
    guard case .piecewiseLinear(let p) = try Easing(parsing: "linear(0, 0.25, 0.5 80%, 0.75, 1)")
    else {
      Issue.record("not linear()")
      return
    }
    let inputs = p.points.map(\.input)
    #expect(inputs == [0, 0.4, 0.8, 0.9, 1])
    #expect(p.value(at: 0.2) == 0.125)
    #expect(p.value(at: 1.5) == 2.25)  // last segment (0.9, 0.75)–(1, 1) extended: slope 2.5
  }

  @Test("equal inputs make a jump; x at the jump takes the later output")
  func jump() {
    let p = PiecewiseLinear([LinearStop(0, 0, 50), LinearStop(1, 50, 100)])
    #expect(p.value(at: 0.5) == 1)
    #expect(p.value(at: 0.49) == 0)
    #expect(p.slope(at: 0.25) == 0)
  }
}

@Suite("linear() export")
struct LinearExportTests {
  static let curves: [Easing] = [
    .spring(SpringEasing(Spring(dampingRatio: 0.8, response: 0.4))),
    .spring(SpringEasing(Spring(dampingRatio: 0.3, response: 0.5))),
    .named(.ease), .named(.emphasized), .penner(.easeOutBounce), .penner(.easeInOutElastic),
    .cubicBezier(CubicBezier(0.68, -0.55, 0.265, 1.55)),
  ]

  /// The bound is the contract: checked at 50 001 inputs, off the exporter's grids (its own
  /// check uses 40 001, its stops 10 001), so the check can fail between the stops.
  @Test("the export stays within its bound (dense check)")
  func bound() {
    for (i, e) in Self.curves.enumerated() {
      for bound in i < 2 ? [0.001, 0.01] : [0.001] {
        let p = e.linearApproximation(maxError: bound)
        let err = LinearFit.maxError(p, e, samples: 50_001)
        #expect(err <= bound, "\(e) at \(bound): error \(err) with \(p.stops.count) stops")
      }
    }
  }

  /// Minimal stop count on a coarse grid by dynamic programming (O(N³)); the greedy export on the
  /// same grid must match it (greedy farthest-reach is optimal when the chord test is nested).
  @Test("stop count equals the optimum on a coarse grid")
  func nearMinimal() {
    for e in Self.curves.prefix(5) {
      let n = 120
      let ys = (0...n).map { e.value(at: Double($0) / Double(n)) }
      let bound = 0.01
      var best = [Int](repeating: Int.max, count: n + 1)
      best[0] = 1
      for j in 1...n {
        for i in 0..<j where best[i] != Int.max && LinearFit.chordFits(ys, i, j, bound: bound) {
          best[j] = min(best[j], best[i] + 1)
        }
      }
      let greedy = LinearFit.greedy(ys, bound: bound).count
      #expect(greedy == best[n], "\(e): greedy \(greedy), optimum \(best[n])")
    }
  }

  /// Uniform stops with the same count as the export miss the bound: the greedy placement is
  /// what makes the export small.
  @Test("uniform stops of the same count do worse")
  func betterThanUniform() {
    for e in Self.curves.prefix(2) {
      let p = e.linearApproximation(maxError: 0.001)
      let n = p.stops.count - 1
      let q = PiecewiseLinear(
        points: (0...n).map { k in
          let x = Double(k) / Double(n)
          return (input: x, output: e.value(at: x))
        })
      let err = LinearFit.maxError(q, e, samples: 10_000)
      #expect(err > 0.001, "\(e): \(p.stops.count) uniform stops give \(err)")
    }
  }

  @Test("steps, linear and linear() export exactly")
  func exact() throws {
    for text in [
      "steps(5, jump-start)", "steps(4)", "steps(3, jump-both)", "steps(3, jump-none)",
      "step-start",
    ] {
      let e = try Easing(parsing: text)
      let p = e.linearApproximation()
      for k in 0...1000 {
        let x = Double(k) / 1000
        #expect(p.value(at: x) == e.value(at: x), "\(text) at \(x): \(p)")
      }
    }
    #expect(
      try Easing(parsing: "steps(5, jump-start)").linearApproximation().description
        == "linear(0.2 0% 20%, 0.4 20% 40%, 0.6 40% 60%, 0.8 60% 80%, 1 80% 100%)")
    #expect(Easing.linear.linearApproximation().description == "linear(0, 1)")
  }

  @Test("printed export: ends without percentages, inputs on the 0.01 % grid")
  func printed() {
    let p = Easing.named(.easeInOutCSS).linearApproximation(maxError: 0.01)
    let text = p.description
    #expect(text.hasPrefix("linear(0, "))
    #expect(text.hasSuffix(", 1)"))
    for stop in p.stops {
      for pct in stop.inputPercentages {
        #expect(abs(pct * 100 - (pct * 100).rounded()) < 1e-9, "\(pct)")
      }
    }
  }

  /// Regression: rounding an output near 1e300 to the bound's decimals overflowed (y·10¹⁰ = inf)
  /// and trapped in LinearStop (`ease 'cubic-bezier(0,1e300,1,-1e300)' --css --max-error 1e-9`).
  @Test("export of a curve with outputs near 1e300 does not trap")
  func hugeOutputsExport() throws {
    let curve = try Easing(parsing: "cubic-bezier(0, 1e300, 1, -1e300)")
    let export = curve.linearApproximation(maxError: 1e-9)
    // (Only finiteness: next to stops of ±2e298 the final 1 is below the rounding of the last
    // segment's interpolation.)
    #expect(export.stops.count > 2)
    for k in 0...16 { #expect(export.value(at: Double(k) / 16).isFinite) }
  }
}
