import TestSupport
import Testing

@testable import AnimationMath

@Suite("Spring SPEC strings")
struct SpringSpecTests {
  @Test("every documented form parses to the expected spring")
  func forms() throws {
    let physical = try Spring(parsing: "mass=1,stiffness=170,damping=26")
    #expect(physical == Spring(mass: 1, stiffness: 170, damping: 26))
    #expect(try Spring(parsing: "stiffness=170,damping=26") == physical)
    #expect(try Spring(parsing: " damping = 26 , stiffness=170 ") == physical)
    #expect(
      try Spring(parsing: "dampingRatio=0.8,response=0.5")
        == Spring(dampingRatio: 0.8, response: 0.5))
    #expect(
      try Spring(parsing: "dampingFraction=0.8,response=0.5,mass=2")
        == Spring(dampingRatio: 0.8, response: 0.5, mass: 2))
    #expect(try Spring(parsing: "duration=0.5,bounce=0.2") == Spring(duration: 0.5, bounce: 0.2))
    #expect(
      try Spring(parsing: "tension=40,friction=7")
        == Spring(origamiTension: 40, origamiFriction: 7))
    #expect(
      try Spring(parsing: "origamiTension=40,origamiFriction=7")
        == Spring(origamiTension: 40, origamiFriction: 7))
    #expect(
      try Spring(parsing: "stiffness=1500,dampingRatio=0.5")
        == Spring(stiffness: 1500, dampingRatio: 0.5))
    #expect(
      try Spring(parsing: "reboundTension=230.2,reboundFriction=22")
        == Spring(reboundTension: 230.2, friction: 22))
    #expect(try Spring(parsing: "bounciness=4,speed=12") == Spring(bounciness: 4, speed: 12))
    #expect(
      try Spring(parsing: "frequency=0.5,damping=0.8") == Spring(dampingRatio: 0.8, response: 0.5))
    #expect(
      try Spring(parsing: "visualDuration=0.3,bounce=0.3")
        == Spring(framerVisualDuration: 0.3, bounce: 0.3))
    #expect(
      try Spring(parsing: "framerDuration=0.8,bounce=0.3")
        == Spring(framerDuration: 0.8, bounce: 0.3))
  }

  @Test("errors name the key, the value and the reason")
  func errors() {
    func error(_ spec: String) -> InputError? {
      do {
        _ = try Spring(parsing: spec)
        return nil
      } catch {
        return error
      }
    }
    #expect(
      error("mass=-1,stiffness=170,damping=26")
        == InputError(field: "mass", value: "-1", reason: "must be > 0"))
    #expect(
      error("stiffness=abc,damping=26")
        == InputError(field: "stiffness", value: "abc", reason: "expected a number"))
    #expect(
      error("stiffness=inf,damping=26")
        == InputError(field: "stiffness", value: "inf", reason: "must be finite"))
    #expect(
      error("stiffness=170,damping=-2")
        == InputError(field: "damping", value: "-2", reason: "must be ≥ 0"))
    #expect(error("stiffness=170,stiffness=1,damping=2")?.reason == "given more than once")
    #expect(error("stiffness=170,damping")?.value == "damping")
    #expect(error("stiffness=170,damping")?.reason == "expected key=value")
    #expect(error("stiffness=170,,damping=2")?.reason == "empty key=value pair")
    #expect(error("")?.field == "spec")
    #expect(error("wobble=3,stiffness=1")?.field == "wobble")
    #expect(error("wobble=3,stiffness=1")?.reason.hasPrefix("unknown key; expected one of") == true)
    #expect(error("stiffness=170")?.field == "spec")
    #expect(error("tension=40,friction=7,mass=2")?.field == "spec")
    #expect(error("duration=0.5,bounce=-1")?.field == "bounce")
    #expect(error("duration=0,bounce=0.2")?.field == "duration")
    #expect(error("frequency=0.5,damping=-1")?.field == "damping")
    #expect(error("tension=-30,friction=7")?.field == "tension")
    #expect(error("response=1e-300,dampingRatio=1")?.field == "response")
    #expect(
      error("mass=-1,stiffness=170,damping=26")?.description
        == "invalid value '-1' for 'mass': must be > 0")
  }

  /// Each form prints a SPEC that parses back to the same motion (k/m and c/m). The printed
  /// values are shortest round-trip, so only the conversions' own rounding remains (~1e-15).
  @Test("every form's SPEC round-trips")
  func roundTrip() throws {
    let springs = [
      Spring(mass: 1, stiffness: 170, damping: 26), Spring(dampingRatio: 0.5, response: 0.3),
      Spring(mass: 2, stiffness: 300, damping: 10), Spring(origamiTension: 40, origamiFriction: 7),
    ]
    for spring in springs {
      for form in SpringParameterForm.allCases {
        guard let spec = form.spec(for: spring) else { continue }
        let back = try Spring(parsing: spec)
        // POP's inverse goes through a square root of a difference: 1e-12.
        expectClose(back.unitMassStiffness, spring.unitMassStiffness, relative: 1e-12, spec)
        expectClose(back.unitMassDamping, spring.unitMassDamping, relative: 1e-12, spec)
      }
      #expect(try Spring(parsing: spring.spec) == spring)
    }
    #expect(Spring(mass: 1, stiffness: 170, damping: 26).spec == "mass=1,stiffness=170,damping=26")
    #expect(
      SpringParameterForm.durationBounce.spec(for: Spring(duration: 0.5, bounce: 0.25))
        == "duration=0.5,bounce=0.25")
  }

  /// The byte-level fast path reads exactly what the general path reads, or declines (`nil`)
  /// and leaves the input, and its error message, to the general path.
  @Test("the fast path agrees with the general path or declines")
  func quickPathAgrees() throws {
    let accepted = [
      "mass=1,stiffness=170,damping=26", " dampingRatio = 0.8 ,\tresponse=0.5\t",
      "duration=0.5,bounce=-0.2,mass=2", "tension=40,friction=7", "origamiTension=40,friction=7",
      "dampingFraction=1e-3,response=0x1p-1", "stiffness=1500,dampingRatio=+.5",
    ]
    for spec in accepted {
      let quick = try #require(Spring.quickFields(spec), "\(spec)")
      let general = try Spring.generalFields(spec)
      #expect(quick == general.1, "\(spec)")
      #expect(try Spring.parseFields(spec).0 == general.0)
    }
    let declined = [
      "", " ", "mass=1,,stiffness=2", "mass=1,stiffness=2,", "mass", "mass=1,mass=2",
      "dampingRatio=0.8,dampingFraction=0.8", "maß=1", "mass=x,stiffness=1,damping=1",
      "mass=1,stiffness=170,damping=26\u{00A0}", "unknown=1",
    ]
    for spec in declined {
      #expect(Spring.quickFields(spec) == nil, "\(spec)")
      #expect(throws: InputError.self) { try Spring(parsing: spec) }
    }
  }
}
