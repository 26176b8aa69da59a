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

  @Test func parsingIsCaseInsensitiveAndNamesTheChoices() throws {
    #expect(try VelocityStrategy(parsing: "LSQ2") == .lsq2)
    #expect(try VelocityStrategy(parsing: "Two-Point") == .twoPoint)
    #expect(throws: InputError.self) { try VelocityStrategy(parsing: "kalman") }
    do {
      _ = try VelocityStrategy(parsing: "kalman")
    } catch {
      #expect(
        error.description
          == "invalid value 'kalman' for 'estimator': unknown estimator; one of: lsq2, flutter, "
          + "impulse, ios, two-point")
    }
  }
}
