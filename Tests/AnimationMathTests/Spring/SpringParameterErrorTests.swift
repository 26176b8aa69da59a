import Testing

@testable import AnimationMath

@Suite("SpringParameterError")
struct SpringParameterErrorTests {
  @Test("description names value, field and reason")
  func text() {
    let e = SpringParameterError(field: "mass", value: "-1", reason: "must be > 0")
    #expect(e.description == "invalid value '-1' for 'mass': must be > 0")
  }
}
