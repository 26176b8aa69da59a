import Testing

@testable import AnimationMath

@Suite("Spring validated entry points")
struct SpringValidationTests {
  @Test("validated entry points reject bad values without trapping")
  func validated() {
    #expect(throws: SpringParameterError.self) {
      try Spring.validated(mass: 0, stiffness: 1, damping: 0)
    }
    #expect(throws: SpringParameterError.self) {
      try Spring.validated(mass: .nan, stiffness: 1, damping: 0)
    }
    #expect(throws: SpringParameterError.self) {
      try Spring.validated(dampingRatio: 0.5, response: .infinity)
    }
    #expect(throws: SpringParameterError.self) { try Spring.validated(duration: 1, bounce: 1.5) }
    #expect(throws: SpringParameterError.self) {
      try Spring.validated(stiffness: 1e308, dampingRatio: 0.5, mass: 1e10)
    }
    #expect(throws: SpringParameterError.self) { try Spring.validated(bounciness: 50, speed: 12) }
    #expect(throws: SpringParameterError.self) { try Spring.validated(bounciness: 4, speed: 0) }
    #expect(throws: SpringParameterError.self) {
      try Spring.validated(framerVisualDuration: .leastNonzeroMagnitude, bounce: 0.2)
    }
    #expect(throws: Never.self) { try Spring.validated(framerDuration: 100, bounce: 5) }
  }

  @Test("valid values give the same spring as the plain initializers")
  func sameAsInitializers() throws {
    #expect(
      try Spring.validated(mass: 2, stiffness: 300, damping: 10)
        == Spring(mass: 2, stiffness: 300, damping: 10))
    #expect(
      try Spring.validated(dampingRatio: 0.7, response: 0.4, mass: 3)
        == Spring(dampingRatio: 0.7, response: 0.4, mass: 3))
    #expect(
      try Spring.validated(duration: 0.5, bounce: -0.3) == Spring(duration: 0.5, bounce: -0.3))
    #expect(
      try Spring.validated(stiffness: 1500, dampingRatio: 0.5)
        == Spring(stiffness: 1500, dampingRatio: 0.5))
    #expect(
      try Spring.validated(origamiTension: 40, origamiFriction: 7)
        == Spring(origamiTension: 40, origamiFriction: 7))
    #expect(try Spring.validated(bounciness: 4, speed: 12) == Spring(bounciness: 4, speed: 12))
  }

  @Test("errors name the field")
  func fields() {
    func field(_ body: () throws(SpringParameterError) -> Spring) -> String? {
      do {
        _ = try body()
        return nil
      } catch {
        return error.field
      }
    }
    #expect(
      field { () throws(SpringParameterError) in
        try Spring.validated(mass: -1, stiffness: 1, damping: 0)
      } == "mass")
    #expect(
      field { () throws(SpringParameterError) in
        try Spring.validated(mass: 1, stiffness: 0, damping: 0)
      } == "stiffness")
    #expect(
      field { () throws(SpringParameterError) in
        try Spring.validated(mass: 1, stiffness: 1, damping: -1)
      } == "damping")
    #expect(
      field { () throws(SpringParameterError) in try Spring.validated(duration: 1, bounce: -1) }
        == "bounce")
    #expect(
      field { () throws(SpringParameterError) in
        try Spring.validated(reboundTension: 1, friction: -1)
      } == "reboundFriction")
    #expect(
      field { () throws(SpringParameterError) in
        try Spring.validated(origamiTension: 5, origamiFriction: -5)
      } == "friction")
  }
}
