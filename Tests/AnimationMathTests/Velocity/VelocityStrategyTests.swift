import Testing

@testable import AnimationMath

@Suite("VelocityStrategy")
struct VelocityStrategyTests {
  @Test func namesRoundTrip() {
    #expect(
      VelocityStrategy.allCases.map(\.name) == ["lsq2", "flutter", "impulse", "ios", "two-point"])
    for strategy in VelocityStrategy.allCases {
      #expect(VelocityStrategy(rawValue: strategy.name) == strategy)
    }
    #expect(VelocityStrategy(rawValue: "twoPoint") == nil)
    #expect(VelocityStrategy(rawValue: "LSQ2") == nil)
  }
}
