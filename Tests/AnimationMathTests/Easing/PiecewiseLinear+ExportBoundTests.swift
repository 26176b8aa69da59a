import Testing

@testable import AnimationMath

/// The CSS `linear()` export keeps its promise: the printed text, read back, is within the bound
/// of the curve everywhere — at vertical tangents, corners and jumps too (issue 11: the
/// grid-confined export was 0.017 off for `cubic-bezier(1,0,0,1)` at 0.01, and the circular
/// curves failed at the default 0.001).
@Suite("linear() export bound")
struct PiecewiseLinearExportBoundTests {
  static let cases: [(String, Double)] = [
    ("cubic-bezier(1,0,0,1)", 0.01), ("cubic-bezier(1,0,0,1)", 0.001), ("easeInCirc", 0.001),
    ("easeOutCirc", 0.001), ("easeInOutCirc", 0.001), ("standard-decelerate", 1e-4),
    ("easeOutBounce", 1e-4), ("easeInOutBounce", 1e-5), ("easeOutElastic", 1e-4),
    ("ease", 1e-5), ("reverse(steps(3))", 0.001), ("interval(0.2, 0.6, steps(4, jump-both))", 0.01),
    ("chain(easeInCirc 0.5 0.5, easeOutCirc)", 0.001),
  ]

  @Test(arguments: 0..<cases.count)
  func printedExportIsWithinTheBound(_ index: Int) throws {
    let (text, bound) = Self.cases[index]
    let curve = try Easing(parsing: text)
    let printed = curve.linearApproximation(maxError: bound).description
    guard case .piecewiseLinear(let p) = try Easing(parsing: printed) else {
      Issue.record("\(text): the export is not linear()")
      return
    }
    #expect(p.maximumDistance(to: curve) <= bound, "\(text) at \(bound)")
    // An independent uniform check, twice as dense as maximumDistance's.
    var worst = 0.0
    let n = 40_000
    for k in 0...n {
      let x = Double(k) / Double(n)
      worst = max(worst, abs(p.value(at: x) - curve.value(at: x)))
    }
    #expect(worst <= bound, "\(text) at \(bound): \(worst)")
  }

  /// A jump is two stops at one input, placed at the jump to the ulp.
  @Test func jumpIsTwoStopsAtOneInput() throws {
    let p = try Easing(parsing: "reverse(steps(3))").linearApproximation(maxError: 0.001)
    let inputs = p.points.map(\.input)
    let pairs = zip(inputs, inputs.dropFirst()).filter { $0.0 == $0.1 }.map(\.0)
    #expect(pairs.count == 3, "\(pairs)")  // at 0, 1/3 and 2/3
    #expect(pairs.contains { abs($0 - 1.0 / 3) < 1e-15 })
  }
}
