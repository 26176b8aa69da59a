import Testing

@testable import AnimationMath

@Suite("SpringEasing")
struct SpringEasingTests {
  @Test("ends are exact and the duration is the settling time")
  func ends() {
    let spring = Spring(dampingRatio: 0.6, response: 0.5)
    let e = SpringEasing(spring)
    #expect(e.value(at: 0) == 0)
    #expect(e.value(at: 1) == 1)
    #expect(e.value(at: 2) == 1)
    #expect(e.value(at: -1) == 0)
    let motion = SpringMotion(spring: spring, from: 0, to: 1)
    #expect(e.duration == motion.settlingTime(within: .relative(0.001)))
    // Between the ends the easing is the motion plus a correction ≤ ε·x (ε = 0.001).
    for i in 1..<50 {
      let x = Double(i) / 50
      #expect(abs(e.value(at: x) - motion.position(at: x * e.duration)) <= 0.001 * x + 1e-15)
    }
  }

  @Test("a spring easing's duration is reachable from Easing")
  func durationFromEasing() throws {
    let e = try Easing(parsing: "spring(response=0.4,dampingRatio=0.8)")
    let expected = SpringEasing(Spring(dampingRatio: 0.8, response: 0.4)).duration
    #expect(e.duration == expected)
    #expect(Easing.reversed(e).duration == expected)
    #expect(Easing.flipped(e).duration == expected)
    // The spring plays over half the input: the whole curve lasts twice as long.
    #expect(Easing.interval(start: 0.25, end: 0.75, e).duration == expected * 2)
    #expect(Easing.interval(start: 0.5, end: 0.5, e).duration == nil)
    #expect(try Easing(parsing: "ease-in-out").duration == nil)
    #expect(Easing.linear.duration == nil)
  }

  @Test("spring(SPEC) parses, prints and round-trips")
  func parsing() throws {
    let e = try Easing(parsing: "spring(response=0.4,dampingRatio=0.8)")
    guard case .spring(let s) = e else {
      Issue.record("not a spring: \(e)")
      return
    }
    #expect(s.spring == Spring(dampingRatio: 0.8, response: 0.4))
    #expect(try Easing(parsing: e.description) == e)
    let v = try Easing(parsing: "spring(dampingRatio=0.8, response=0.4, velocity=2, epsilon=0.01)")
    #expect(try Easing(parsing: v.description) == v)
    #expect(v.description.hasSuffix(",velocity=2,epsilon=0.01)"))
  }

  @Test("bad springs point at the problem")
  func errors() {
    let cases: [(String, Int, String)] = [
      ("spring(response=0.4,dampingRatio=x)", 20, "dampingRatio"),
      ("spring(response=0.4", 19, "')' closing spring("),
      ("spring(mass=1,stiffness=100,damping=0)", 7, "a damped spring that settles (damping > 0)"),
      ("spring(response=0.4,dampingRatio=0.8,epsilon=2)", 37, "an epsilon in (0, 1)"),
    ]
    for (text, position, expected) in cases {
      do {
        _ = try Easing(parsing: text)
        Issue.record("'\(text)' parsed")
      } catch {
        #expect(error.position == position, "'\(text)': \(error)")
        #expect(error.expected.contains(expected), "'\(text)': \(error)")
      }
    }
  }
}
