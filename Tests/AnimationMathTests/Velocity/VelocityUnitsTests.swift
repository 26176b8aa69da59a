import Testing

@testable import AnimationMath

@Suite("VelocityUnits")
struct VelocityUnitsTests {
  @Test("each platform's unit, from its source's own formula")
  func conversions() {
    // Android: px = dp · density (DisplayMetrics.density 2.625 on a 420 dpi phone).
    #expect(VelocityUnits.pixels(pointsPerSecond: 1200, density: 2.625) == 3150)
    #expect(VelocityUnits.points(pixelsPerSecond: 3150, density: 2.625) == 1200)
    // Flutter's Cupertino back gesture flings at 1 width/s: 390 pt/s on a 390 pt page.
    #expect(VelocityUnits.widths(pointsPerSecond: 390, width: 390) == 1)
    // Apple's example for initialVelocity: a 200 pt move, a 100 pt/s gesture → 0.5.
    #expect(VelocityUnits.relative(pointsPerSecond: 100, remaining: 200) == 0.5)
    #expect(VelocityUnits.relative(pointsPerSecond: -300, remaining: -150) == 2)
    // No distance left: UIKit's form has no value.
    #expect(VelocityUnits.relative(pointsPerSecond: 100, remaining: 0) == nil)
  }
}
