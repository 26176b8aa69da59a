import AnimationMath
import TestSupport
import Testing
import TextFormats

@Suite("CurveHandoff")
struct CurveHandoffTests {
  /// Brute force: the first and last sample times of a dense time grid where the position is
  /// within / outside a band, from `CurveHandoff.position(at:from:to:duration:)`.
  static func stepped(
    _ c: CurveHandoff, from: Double, to: Double, duration: Double, steps: Int
  ) -> (arrival: Double, settle: Double) {
    var arrival: Double?
    var settle = 0.0
    for i in 0...steps {
      let t = duration * Double(i) / Double(steps)
      let r = abs(c.position(at: t, from: from, to: to, duration: duration) - to)
      if arrival == nil && r <= c.arrivalBand { arrival = t }
      if r >= c.settleBand { settle = t }
    }
    return (arrival ?? duration, settle)
  }

  @Test func metricsMatchTimeSteppingForCurvesAndTracks() throws {
    let timeline = try Timeline(
      parsing: """
        {"duration": 0.25, "timing": "relative", "tracks": {
          "x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 390, "curve": "ease-in-out"}]}}
        """)
    let track = try #require(timeline.track("x", as: Double.self))
    let shapes: [CurveHandoff.Shape] = [
      .easing(try Easing(parsing: "ease-in-out")), .easing(.linear),
      .easing(try Easing(parsing: "cubic-bezier(0.2, 0.9, 0.3, 1)")),
      .easing(try Easing(parsing: "steps(4, jump-end)")), .track(track, duration: 0.25),
    ]
    for shape in shapes {
      let c = try #require(CurveHandoff(shape: shape, arrivalBand: 1, settleBand: 2))
      for (from, to) in [(120.0, 390.0), (300, 0), (389.5, 390), (2, 0), (0, 390)] {
        let duration = 0.3
        let m = c.metrics(from: from, to: to, duration: duration)
        #expect(m.backwardTravel == 0 && m.overshoot == 0)
        // 20 000 steps of 15 µs: the stepped time is within one step after the exact one.
        let steps = 20_000
        let s = Self.stepped(c, from: from, to: to, duration: duration, steps: steps)
        let step = duration / Double(steps)
        #expect(
          m.arrivalTime <= s.arrival + 1e-12 && s.arrival - m.arrivalTime <= step + 1e-12,
          "\(shape) \(from)→\(to): arrival \(m.arrivalTime) vs stepped \(s.arrival)")
        #expect(
          abs(m.settlingTime - s.settle) <= step + 1e-12,
          "\(shape) \(from)→\(to): settle \(m.settlingTime) vs stepped \(s.settle)")
      }
    }
  }

  @Test func linearIsClosedForm() throws {
    let c = try #require(CurveHandoff(shape: .easing(.linear), arrivalBand: 1, settleBand: 1))
    // From 190 to 390 in 0.5 s: |r| = 200(1 − t/0.5) ≤ 1 at t = 0.5·199/200.
    let m = c.metrics(from: 190, to: 390, duration: 0.5)
    expectClose(m.arrivalTime, 0.4975, absolute: 1e-15)  // bisection to adjacent doubles
    expectClose(m.settlingTime, 0.4975, absolute: 1e-15)
    expectClose(c.initialVelocity(from: 190, to: 390, duration: 0.5), 400, relative: 1e-15)
    // Starting on the band: arrived at once; no distance or no time: all zero.
    #expect(c.metrics(from: 389, to: 390, duration: 0.5).arrivalTime == 0)
    #expect(c.metrics(from: 390, to: 390, duration: 0.5).settlingTime == 0)
    #expect(c.metrics(from: 0, to: 390, duration: 0).arrivalTime == 0)
    #expect(c.initialVelocity(from: 0, to: 390, duration: 0) == 0)
  }

  @Test func easeInOutStartsFromRestAndHoldsAreSkipped() throws {
    let c = try #require(
      CurveHandoff(
        shape: .easing(try Easing(parsing: "ease-in-out")), arrivalBand: 1, settleBand: 1))
    #expect(c.initialVelocity(from: 100, to: 390, duration: 0.25) == 0)
    // A keyframe track that holds for the first 10 %: at exactly the band's distance the
    // settling time is the end of the hold (the last time |r| ≥ band).
    let timeline = try Timeline(
      parsing: """
        {"duration": 1, "timing": "relative", "tracks": {
          "x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 1}]}}
        """)
    let track = try #require(timeline.track("x", as: Double.self))
    let held = try #require(
      CurveHandoff(shape: .track(track, duration: 1), arrivalBand: 1, settleBand: 1))
    expectClose(held.metrics(from: 389, to: 390, duration: 1).settlingTime, 0.1, absolute: 1e-15)
    #expect(held.initialVelocity(from: 0, to: 390, duration: 1) == 0)
  }

  @Test func nonMonotoneOrFallingCurvesAreRefused() throws {
    for text in ["easeInOutBack", "cubic-bezier(0.3, 1.5, 0.6, 1)", "linear(1, 0)"] {
      let e = try Easing(parsing: text)
      #expect(CurveHandoff(shape: .easing(e), arrivalBand: 1, settleBand: 1) == nil, "\(text)")
    }
  }
}
