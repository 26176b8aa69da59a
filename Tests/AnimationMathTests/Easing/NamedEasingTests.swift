import TestSupport
import Testing

@testable import AnimationMath

@Suite("NamedEasing")
struct NamedEasingTests {
  @Test("cubic names have the documented control points")
  func controlPoints() {
    let expected: [NamedEasing: (Double, Double, Double, Double)] = [
      .ease: (0.25, 0.1, 0.25, 1), .easeInCSS: (0.42, 0, 1, 1), .easeOutCSS: (0, 0, 0.58, 1),
      .easeInOutCSS: (0.42, 0, 0.58, 1), .caDefault: (0.25, 0.1, 0.25, 1),
      .caEaseIn: (0.42, 0, 1, 1), .caEaseOut: (0, 0, 0.58, 1), .caEaseInEaseOut: (0.42, 0, 0.58, 1),
      .standard: (0.2, 0, 0, 1), .standardDecelerate: (0, 0, 0, 1),
      .standardAccelerate: (0.3, 0, 1, 1), .emphasizedDecelerate: (0.05, 0.7, 0.1, 1),
      .emphasizedAccelerate: (0.3, 0, 0.8, 0.15), .fastOutSlowIn: (0.4, 0, 0.2, 1),
      .linearOutSlowIn: (0, 0, 0.2, 1), .fastOutLinearIn: (0.4, 0, 1, 1),
    ]
    for (name, p) in expected {
      guard case .cubicBezier(let c) = name.definition else {
        Issue.record("\(name) is not a cubic-bezier")
        continue
      }
      #expect(c == CubicBezier(p.0, p.1, p.2, p.3), "\(name)")
      #expect(name.cubicBezier == c, "\(name)")
      // The fast path through the name is the curve's own evaluation, bit for bit.
      for i in 0...20 {
        let x = Double(i) / 20
        #expect(Easing.named(name).value(at: x) == c.value(at: x), "\(name) at \(x)")
      }
    }
    #expect(NamedEasing.emphasized.cubicBezier == nil)
    #expect(NamedEasing.stepEnd.cubicBezier == nil)
  }

  /// Every case is resolved at construction: the largest inline payload is a CubicBezier (ten
  /// doubles, no table, no array), the rest sit behind references.
  @Test("Easing is compact and holds no table")
  func compact() {
    #expect(MemoryLayout<CubicBezier>.size == 80)
    #expect(MemoryLayout<Easing>.size == 81)
  }

  /// Ground truth for M3 emphasized from easing.README.md (mpmath). 1e-12: the path's decimals
  /// are normalised per segment, which costs a few ulps in the control points.
  @Test("Material 3 emphasized matches the README table")
  func emphasized() {
    let table: [(Double, Double)] = [
      (0, 0), (0.05, 0.020608488606031474), (0.1, 0.093479871432052079),
      (0.15, 0.27332344515440349), (0.2, 0.6357014491193905), (0.25, 0.77283119079903563),
      (0.3, 0.840468566481595), (0.35, 0.88293463907291966), (0.4, 0.91247643936427301),
      (0.45, 0.9341721240161368), (0.5, 0.95061246262844073), (0.55, 0.96329713459697258),
      (0.6, 0.97317163842258764), (0.65, 0.98087006153469729), (0.7, 0.98683802743766751),
      (0.75, 0.99140042787236685), (0.8, 0.99480124873402577), (0.85, 0.99722823765680853),
      (0.9, 0.99882884667348519), (0.95, 0.99972090786742957), (1, 1),
    ]
    let e = Easing.named(.emphasized)
    for (x, y) in table {
      expectClose(e.value(at: x), y, absolute: 1e-12, "emphasized(\(x))")
    }
    #expect(e.value(at: 0) == 0)
    #expect(e.value(at: 1) == 1)
  }

  @Test("step keywords")
  func stepKeywords() {
    #expect(Easing.named(.stepStart).value(at: 0) == 1)
    #expect(Easing.named(.stepEnd).value(at: 0.99) == 0)
  }
}
