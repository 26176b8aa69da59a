import TestSupport
import Testing

@testable import AnimationMath

@Suite("PennerEasing")
struct PennerEasingTests {
  /// Every row of penner.csv (31 functions × 21 inputs). Tolerance 1e-14 absolute (the README's
  /// suggestion): one libm call (≤ 1 ulp) plus a few roundings, on outputs of size ≤ ~1.5.
  @Test("matches penner.csv (651 rows)")
  func reference() throws {
    let rows = try fixtureRows("penner.csv")
    #expect(rows.count == 651)
    for row in rows {
      guard let name = row["function"], let t = Double(row["t"] ?? ""),
        let y = Double(row["y"] ?? "")
      else {
        Issue.record("unparsable row \(row)")
        continue
      }
      let curve: Easing
      if name == "linear" {
        curve = .linear
      } else if let p = PennerEasing(rawValue: name) {
        curve = .penner(p)
      } else {
        Issue.record("unknown function \(name)")
        continue
      }
      expectClose(curve.value(at: t), y, absolute: 1e-14, "\(name)(\(t))")
    }
  }

  @Test("every curve starts at exactly 0 and ends at exactly 1")
  func exactEnds() {
    for p in PennerEasing.allCases {
      #expect(p.value(at: 0) == 0, "\(p)")
      #expect(p.value(at: 1) == 1, "\(p)")
    }
  }

  @Test("outside [0, 1] the end tangent continues and never NaN")
  func extrapolation() {
    for p in PennerEasing.allCases {
      for x in [-2.0, -0.1, 1.1, 3] {
        #expect(p.value(at: x).isFinite, "\(p) at \(x)")
        #expect(p.slope(at: x).isFinite, "\(p) slope at \(x)")
      }
    }
    // easeInQuad: slope 2 at x = 1, so y(1.5) = 2.
    #expect(PennerEasing.easeInQuad.value(at: 1.5) == 2)
    #expect(PennerEasing.easeInQuad.value(at: 1.5, extrapolation: .clamp) == 1)
  }
}
