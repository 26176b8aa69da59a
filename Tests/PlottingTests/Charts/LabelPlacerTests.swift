import Testing

@testable import Plotting

@Suite struct LabelPlacerTests {
  typealias Box = LabelPlacer.Box

  @Test func segmentBoxIntersection() {
    let box = Box(x0: 10, y0: 10, x1: 20, y1: 20)
    #expect(box.intersects(SIMD2(0, 15), SIMD2(30, 15)))  // straight through
    #expect(box.intersects(SIMD2(12, 12), SIMD2(14, 14)))  // wholly inside
    #expect(box.intersects(SIMD2(0, 0), SIMD2(30, 30)))  // diagonal through the corners
    #expect(!box.intersects(SIMD2(0, 0), SIMD2(30, 0)))  // above
    #expect(!box.intersects(SIMD2(0, 25), SIMD2(5, 35)))  // beside, not reaching
    #expect(!box.intersects(SIMD2(0, 19), SIMD2(19, 0)))  // passes the corner (10, 10) outside
    #expect(box.intersects(SIMD2(0, 21), SIMD2(21, 0)))  // cuts the corner
    #expect(!box.intersects(SIMD2(15, 0), SIMD2(15, 9)))  // stops short (vertical)
  }

  @Test func labelsAvoidEachOther() {
    var placer = LabelPlacer(top: 0, bottom: 200)
    let first = placer.place(x0: 0, x1: 50, y: 100, size: 11, direction: -1)
    let second = placer.place(x0: 10, x1: 60, y: 100, size: 11, direction: -1)
    #expect(first == 100)
    #expect(second == 86)  // one line (11 + 3 px) up, the preferred direction
  }

  @Test func curvesAreAvoidedOnlyNearby() {
    // A horizontal curve through the preferred slot.
    var placer = LabelPlacer(top: 0, bottom: 200)
    placer.avoid([SIMD2(0, 96), SIMD2(100, 96)])
    #expect(placer.place(x0: 0, x1: 50, y: 100, size: 11, direction: -1, curveLines: 2) == 86)
    // Without curve avoidance the preferred slot is taken (a note belongs next to its point).
    #expect(placer.place(x0: 60, x1: 90, y: 100, size: 11, direction: -1) == 100)
  }

  @Test func aCurveEverywhereFallsBackToTheFreeSlot() {
    var placer = LabelPlacer(top: 0, bottom: 200)
    // A zigzag covering every slot within two lines.
    placer.avoid([SIMD2(0, 0), SIMD2(10, 200), SIMD2(20, 0), SIMD2(30, 200)])
    #expect(placer.place(x0: 0, x1: 30, y: 100, size: 11, direction: 1, curveLines: 2) == 100)
  }

  @Test func crossingUsesAMargin() {
    var placer = LabelPlacer(top: 0, bottom: 200)
    // 1 px above the box top (box spans 89…103): within the 2 px margin.
    placer.avoid([SIMD2(0, 88), SIMD2(100, 88)])
    #expect(placer.crossesCurve(Box(x0: 0, y0: 89, x1: 50, y1: 103)))
    #expect(!placer.crossesCurve(Box(x0: 0, y0: 92, x1: 50, y1: 106)))
  }
}
