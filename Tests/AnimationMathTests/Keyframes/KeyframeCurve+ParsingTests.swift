import TestSupport
import Testing

@testable import AnimationMath

@Suite("KeyframeCurve parsing")
struct KeyframeCurveParsingTests {
  func reason(_ text: String) -> KeyframeError.Reason? {
    do {
      _ = try KeyframeCurve(parsing: text)
      return nil
    } catch {
      return error.reason
    }
  }

  @Test func namedModes() throws {
    guard case .linear = try KeyframeCurve(parsing: "linear") else {
      Issue.record("linear")
      return
    }
    guard case .hold = try KeyframeCurve(parsing: " Hold") else {
      Issue.record("hold")
      return
    }
    guard case .paced = try KeyframeCurve(parsing: "paced") else {
      Issue.record("paced")
      return
    }
    guard case .cubic(0, 0, 0) = try KeyframeCurve(parsing: "cubic") else {
      Issue.record("cubic")
      return
    }
  }

  @Test func easingNames() throws {
    for name in [
      "ease", "ease-in", "EASE-OUT", "ease-in-out", "cubic-bezier(0.1, 0.7, 1, 0.1)", "steps(4)",
      "easeOutBack", "emphasized", "linear(0, 0.25 75%, 1)",
    ] {
      guard case .easing(let curve) = try KeyframeCurve(parsing: name) else {
        Issue.record("\(name) is not an easing")
        continue
      }
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
    // Malformed functions carry the easing parser's message; bare unknown names are unknown.
    #expect(
      reason("cubic-bezier(1.5, 0, 0, 1)")
        == .invalidCurve(
          "cubic-bezier(1.5, 0, 0, 1)",
          reason: "at column 14: expected a number in [0, 1] for x1, found '1.5'"))
    #expect(reason("bounce") == .unknownCurve("bounce"))
  }

  @Test func springSpecs() throws {
    guard case .spring(let s) = try KeyframeCurve(parsing: "spring(dampingRatio=0.5,response=0.4)")
    else {
      Issue.record("spring")
      return
    }
    expectClose(s.dampingRatio, 0.5, relative: 1e-15, "ζ")
    expectClose(s.response, 0.4, relative: 1e-15, "response")
    guard
      case .spring(let p) = try KeyframeCurve(parsing: "spring(mass=2, stiffness=100, damping=10)")
    else {
      Issue.record("physical spring")
      return
    }
    #expect(p == Spring(mass: 2, stiffness: 100, damping: 10))
    guard case .spring(let b) = try KeyframeCurve(parsing: "spring(duration=0.5,bounce=0.2)") else {
      Issue.record("duration/bounce spring")
      return
    }
    expectClose(b.dampingRatio, 0.8, relative: 1e-15, "ζ = 1 − bounce")
    #expect(
      reason("spring(stiffness=-1,damping=2)")
        == .invalidCurve(
          "spring(stiffness=-1,damping=2)",
          reason: "invalid value '-1' for 'stiffness': must be > 0"))
    #expect(
      reason("spring(dampingRatio=0.5,response=0.4")
        == .invalidCurve(
          "spring(dampingRatio=0.5,response=0.4", reason: "expected ')' at the end"))
    #expect(
      reason("spring(response)")
        == .invalidCurve(
          "spring(response)", reason: "invalid value 'response' for 'spec': expected key=value"))
  }
}
