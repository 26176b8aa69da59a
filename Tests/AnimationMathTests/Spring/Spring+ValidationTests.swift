import Testing

@testable import AnimationMath

@Suite("Spring validated entry points")
struct SpringValidationTests {
  @Test("validated entry points reject bad values without trapping")
  func validated() {
    #expect(throws: InputError.self) {
      try Spring.validated(mass: 0, stiffness: 1, damping: 0)
    }
    #expect(throws: InputError.self) {
      try Spring.validated(mass: .nan, stiffness: 1, damping: 0)
    }
    #expect(throws: InputError.self) {
      try Spring.validated(dampingRatio: 0.5, response: .infinity)
    }
    #expect(throws: InputError.self) { try Spring.validated(duration: 1, bounce: 1.5) }
    #expect(throws: InputError.self) {
      try Spring.validated(stiffness: 1e308, dampingRatio: 0.5, mass: 1e10)
    }
    #expect(throws: InputError.self) { try Spring.validated(bounciness: 50, speed: 12) }
    #expect(throws: InputError.self) { try Spring.validated(bounciness: 4, speed: 0) }
    #expect(throws: InputError.self) {
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
    func field(_ body: () throws(InputError) -> Spring) -> String? {
      do {
        _ = try body()
        return nil
      } catch {
        return error.field
      }
    }
    #expect(
      field { () throws(InputError) in
        try Spring.validated(mass: -1, stiffness: 1, damping: 0)
      } == "mass")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(mass: 1, stiffness: 0, damping: 0)
      } == "stiffness")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(mass: 1, stiffness: 1, damping: -1)
      } == "damping")
    #expect(
      field { () throws(InputError) in try Spring.validated(duration: 1, bounce: -1) }
        == "bounce")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(reboundTension: 1, friction: -1)
      } == "reboundFriction")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(origamiTension: 5, origamiFriction: -5)
      } == "friction")
  }

  /// Regressions: `spring 'tension=1e308,friction=1e308'` trapped (the Origami mapping overflowed
  /// to an infinite stiffness, past the validation, into Spring.init's precondition), and springs
  /// whose k/m, c/2m or ζ leave binary64 were accepted and then moved as NaN
  /// (`mass=1e-300,stiffness=170,damping=26`: (c/2m)² overflows).
  @Test("out-of-range springs are errors naming a field, never traps or NaN motions")
  func outOfRange() {
    func field(_ body: () throws(InputError) -> Spring) -> String? {
      do {
        _ = try body()
        return nil
      } catch {
        return error.field
      }
    }
    #expect(
      field { () throws(InputError) in
        try Spring.validated(origamiTension: 1e308, origamiFriction: 1e308)
      } == "tension")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(mass: 1e-300, stiffness: 170, damping: 26)
      } == "mass")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(mass: 1, stiffness: 170, damping: 1e300)
      } == "damping")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(reboundTension: 1e308, friction: 1e308)
      } == "reboundTension")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(dampingRatio: 1e300, response: 0.5)
      } == "dampingRatio")
    // k/m underflows to 0, and ζ = c/(2√(k·m)) = 0/0.
    #expect(
      field { () throws(InputError) in
        try Spring.validated(mass: 1e300, stiffness: 1e-300, damping: 0)
      } == "stiffness")
    #expect(
      field { () throws(InputError) in
        try Spring.validated(
          mass: .leastNonzeroMagnitude, stiffness: .leastNonzeroMagnitude, damping: 0)
      } == "mass")
    // Extreme but representable springs are accepted and move without NaN.
    for spring in [
      try? Spring.validated(mass: 1, stiffness: 1e300, damping: 26),
      try? Spring.validated(mass: 1, stiffness: 1e-300, damping: 26),
      try? Spring.validated(dampingRatio: 1e9, response: 1e-9),
    ] {
      guard let spring else {
        Issue.record("an extreme but representable spring was rejected")
        continue
      }
      let motion = SpringMotion(spring: spring, from: 1, to: 0)
      for t in [1e-9, 1, 1e300] {
        let (x, v) = motion.state(at: t)
        #expect(x.isFinite && v.isFinite, "\(spring) at t = \(t)")
      }
    }
  }
}
