import AnimationMath
import Foundation
import SweepTestSupport
import TestSupport
import Testing

@testable import SwipeTuning

@Suite("HandoffStyle")
struct HandoffStyleTests {
  func parse(_ text: String) throws -> HandoffStyle {
    try HandoffStyle(parsing: text, field: "--handoff")
  }

  func reason(_ text: String) -> String? {
    do throws(InputError) {
      _ = try HandoffStyle(parsing: text, field: "--handoff")
      return nil
    } catch {
      #expect(error.field == "--handoff")
      return error.reason
    }
  }

  @Test func specsRoundTripThroughTheReportField() throws {
    for text in [
      "spring-velocity", "spring-rest", "uikit-spring 0.4,1,0", "uikit-spring 0.5,0.8",
      "curve ease-in-out,0.25,scale-by-remaining", "curve cubic-bezier(0.2, 0.9, 0.3, 1),0.3",
      "spring 3,1000,500", "spring 1,170,26",
    ] {
      let style = try parse(text)
      #expect(try parse(style.description).description == style.description, "\(text)")
    }
    #expect(try parse("uikit-spring 0.40, 1.0 ,0").description == "uikit-spring 0.4,1,0")
    #expect(try parse("spring-rest").usesSweptSpring)
    #expect(!(try parse("uikit-spring 0.4,1").usesSweptSpring))
    #expect(!(try parse("spring 3,1000,500").usesSweptSpring))
    #expect(try parse("spring 3.0, 1000 ,500").description == "spring 3,1000,500")
  }

  @Test func badSpecsNameTheProblem() {
    #expect(
      reason("springy") == "unknown hand-off style; one of: "
        + HandoffStyle.names.joined(separator: ", "))
    #expect(reason("spring-rest 1") == "'spring-rest' takes no arguments")
    #expect(reason("uikit-spring 0.4") == "expected 'uikit-spring DURATION,DAMPING[,VELOCITY]'")
    #expect(reason("uikit-spring 0,1") == "the duration must be in [0.01, 10] seconds")
    #expect(reason("uikit-spring 0.4,2") == "the damping must be in [0.01, 1]")
    #expect(reason("uikit-spring 0.4,1,fast") == "velocity 'fast' is not a finite number")
    #expect(reason("spring") == "expected 'spring MASS,STIFFNESS,DAMPING'")
    #expect(reason("spring 3,1000") == "expected 'spring MASS,STIFFNESS,DAMPING'")
    #expect(reason("spring 0,1000,500") == "the mass must be > 0")
    #expect(reason("spring 3,1000,-1") == "the damping must be ≥ 0")
    #expect(reason("curve ease-in-out") == "expected 'curve CURVE,DURATION[,scale-by-remaining]'")
    #expect(reason("curve ease-in-out,0") == "the duration must be in (0, 10000] seconds")
    #expect(reason("curve wobble,0.3")?.hasPrefix("the curve does not parse: ") == true)
    #expect(reason("curve easeInOutBack,0.3")?.hasPrefix("the curve must be monotone") == true)
    #expect(reason("timeline x.json")?.contains("read by the command line") == true)
  }

  @Test func listsSplitAtStyleNamesAndTopLevelCommas() {
    #expect(
      HandoffStyle.splitList("spring-rest,uikit-spring 0.4,1,0,curve cubic-bezier(0,0,1,1),0.2")
        == ["spring-rest", "uikit-spring 0.4,1,0", "curve cubic-bezier(0,0,1,1),0.2"])
    #expect(HandoffStyle.splitList("spring-velocity") == ["spring-velocity"])
    #expect(HandoffStyle.timelinePath("timeline a b.json") == "a b.json")
    #expect(HandoffStyle.timelinePath("spring-rest") == nil)
  }

  @Test func timelinesNeedARisingXTrack() throws {
    let good = try Timeline(
      parsing:
        #"{"duration": 0.25, "tracks": {"x": [{"time": 0, "value": 0}, {"time": 0.25, "value": 1}]}}"#
    )
    #expect(try HandoffStyle.timeline(good, source: "f.json").description == "timeline f.json")
    let noX = try Timeline(
      parsing:
        #"{"duration": 1, "tracks": {"alpha": [{"time": 0, "value": 1}, {"time": 1, "value": 0}]}}"#
    )
    #expect(throws: InputError.self) { try HandoffStyle.timeline(noX, source: "f.json") }
    let falling = try Timeline(
      parsing:
        #"{"duration": 1, "tracks": {"x": [{"time": 0, "value": 1}, {"time": 1, "value": 0}]}}"#)
    #expect(throws: InputError.self) { try HandoffStyle.timeline(falling, source: "f.json") }
  }

  /// Jumps and motions per style, for a view tracking the finger at 400 pt/s at 150 of 390 pt.
  @Test func eachStyleStartsAsItsCodeDoes() throws {
    let record = ReleaseRecord(travel: 150, velocity: 400, width: 390)
    let feel = HandoffFeel()
    let spring = Spring(dampingRatio: 1, response: 0.5)
    func handoff(_ style: HandoffStyle, completes: Bool = true) -> SweepHandoff {
      feel.kernel(for: style, spring: spring).handoff(record, completes: completes)
    }
    let exact = SpringHandoff(spring: spring, bounds: FeelBounds())
    // spring-velocity: no jump, today's metrics.
    let velocity = handoff(.springVelocity)
    #expect(velocity.jump == 0)
    let m = exact.metrics(from: 150, to: 390, velocity: 400)
    #expect(
      velocity.metrics.arrivalTime == m.arrivalTime && velocity.metrics.overshoot == m.overshoot)
    // spring-rest: the release speed is lost; the motion is the spring from rest.
    let rest = handoff(.springRest)
    #expect(rest.jump == 400)
    #expect(rest.metrics.arrivalTime == exact.metrics(from: 150, to: 390, velocity: 0).arrivalTime)
    #expect(handoff(.springRest, completes: false).jump == 400)
    // uikit-spring with V = 0.5: starts at 0.5·240 = 120 pt/s towards 390 (jump 280); towards
    // 0 at 0.5·(−150) = −75 pt/s (jump 475); without V it keeps the view's velocity.
    #expect(handoff(try parse("uikit-spring 0.4,1,0.5")).jump == 280)
    #expect(handoff(try parse("uikit-spring 0.4,1,0.5"), completes: false).jump == 475)
    #expect(handoff(try parse("uikit-spring 0.4,1")).jump == 0)
    let uikit = SpringHandoff(
      spring: Spring(uikitDuration: 0.4, dampingRatio: 1), bounds: FeelBounds())
    #expect(
      handoff(try parse("uikit-spring 0.4,1,0")).metrics.arrivalTime
        == uikit.metrics(from: 150, to: 390, velocity: 0).arrivalTime)
    // spring M,K,C keeps the view's velocity and moves as that spring (UIKit's default here).
    let own = handoff(try parse("spring 3,1000,500"))
    #expect(own.jump == 0)
    let uikitDefault = SpringHandoff(
      spring: Spring(mass: 3, stiffness: 1000, damping: 500), bounds: FeelBounds())
    let expected = uikitDefault.metrics(from: 150, to: 390, velocity: 400)
    #expect(
      own.metrics.arrivalTime == expected.arrivalTime
        && own.metrics.settlingTime == expected.settlingTime)
    // curve ease-in-out starts from rest; linear over 240 pt in 0.25 s at 960 pt/s (jump 560);
    // scaled by the remaining 240/390 of 0.25 s: 390/0.25 = 1560 pt/s (jump 1160).
    #expect(handoff(try parse("curve ease-in-out,0.25")).jump == 400)
    expectClose(handoff(try parse("curve linear,0.25")).jump, 560, relative: 1e-14)
    expectClose(
      handoff(try parse("curve linear,0.25,scale-by-remaining")).jump, 1160, relative: 1e-14)
    let curve = handoff(try parse("curve linear,0.25,scale-by-remaining"))
    // |r| = 240 − 1560·t ≤ 1 at t = 239/1560.
    expectClose(curve.metrics.arrivalTime, 239.0 / 1560, absolute: 1e-15)
    #expect(curve.metrics.overshoot == 0 && curve.metrics.backwardTravel == 0)
    // A pinned view (travel past the width) has no velocity to lose.
    let pinned = ReleaseRecord(travel: 420, velocity: 900, width: 390)
    #expect(
      feel.kernel(for: .springRest, spring: spring).handoff(pinned, completes: true).jump == 0)
  }

  @Test func theFeelScoreIsSmoothAndReferenced() {
    func h(arrival: Double = 0, backward: Double = 0, overshoot: Double = 0, jump: Double = 0)
      -> SweepHandoff
    {
      SweepHandoff(
        backwardTravel: backward, arrivalTime: arrival, settlingTime: 0, overshoot: overshoot,
        breaks: [], jump: jump)
    }
    #expect(FeelScore.score(h()) == 1)
    #expect(FeelScore.units(h()) == .max)
    // Each term alone at its bound halves the score; two at theirs leave a third. The jump's
    // bound is the noticeable jump at the release speed (50 pt/s at rest), abruptness's is 1.
    var abrupt = h()
    abrupt.abruptness = 1
    for one in [h(arrival: 0.5), h(backward: 2), h(overshoot: 4), h(jump: 50), abrupt] {
      #expect(FeelScore.score(one) == 0.5)
    }
    expectClose(FeelScore.score(h(arrival: 0.5, jump: 50)), 1.0 / 3, relative: 1e-15)
    // One feel model everywhere: the score reads the bounds in use. Doubling the overshoot bound
    // quarters its term; switching it off drops it.
    let bounds = FeelBounds(overshoot: 8)
    expectClose(FeelScore.score(h(overshoot: 4), bounds: bounds), 0.8, relative: 1e-15)
    #expect(
      FeelScore.score(h(overshoot: 4), bounds: FeelBounds(overshoot: .infinity)) == 1)
    #expect(FeelScore.score(h(overshoot: 4), bounds: FeelBounds(overshoot: 0)) == 0)
    // No cliff: 1 µs more arrival time changes the score by ~1e-6 at most.
    let step = abs(FeelScore.score(h(arrival: 0.5)) - FeelScore.score(h(arrival: 0.500_001)))
    #expect(step < 2e-6)
    #expect(FeelScore.score(h(arrival: .infinity)) == 0)
    #expect(FeelScore.mean(units: 0, count: 0) == nil)
  }

  @Test func theFeelScoreIntervalIsTheNormalIntervalOfTheScores() {
    // 40 hand-offs of spread-out scores: the integer sums give the interval of the doubles.
    let handoffs = (0..<40).map { i in
      SweepHandoff(
        backwardTravel: Double(i % 3), arrivalTime: 0.05 * Double(i), settlingTime: 0,
        overshoot: Double(i % 7) * 4, breaks: [])
    }
    let scores = handoffs.map(FeelScore.score)
    let units = handoffs.map(FeelScore.units)
    let total = units.reduce(UInt64(0)) { $0 + UInt64($1) }
    let squares = units.reduce(UInt64(0)) { $0 + FeelScore.squareUnits($1) }
    let n = Double(scores.count)
    let mean = scores.reduce(0, +) / n
    let variance = scores.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
    let half = 1.959_963_984_540_054 * (variance / n).squareRoot()
    let interval = FeelScore.interval(units: total, squareUnits: squares, count: scores.count)
    // The squares are rounded to 2⁻¹⁶ of a score each: the bounds agree to 1e-5.
    expectClose(interval?.lower ?? -1, mean - half, absolute: 1e-5)
    expectClose(interval?.upper ?? -1, mean + half, absolute: 1e-5)
    #expect(half > 0.03)
    // Equal scores have no spread; bounds stay in [0, 1]; fewer than 2 have no interval.
    let one = FeelScore.units(handoffs[7])
    let same = FeelScore.interval(
      units: 5 * UInt64(one), squareUnits: 5 * FeelScore.squareUnits(one), count: 5)
    expectClose(same?.lower ?? -1, scores[7], absolute: 1e-4)
    expectClose(same?.upper ?? -1, scores[7], absolute: 1e-4)
    let perfect = FeelScore.interval(
      units: 5 * UInt64(UInt32.max), squareUnits: 5 << 32, count: 5)
    #expect((perfect?.upper ?? 2) <= 1)
    #expect(FeelScore.interval(units: total, squareUnits: squares, count: 1) == nil)
    #expect(FeelScore.squareUnits(.max) == 1 << 32)
  }

  @Test func fastSweepEqualsReferenceForEveryStyle() throws {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity, TestPolicies.fixed], estimators: ["a"],
      dampingRatios: [0.6, 1], responses: [0.4], progressThresholds: [0.5, 0.1, 0.9],
      velocityThresholds: [100, 400], projectionRates: [0.998],
      handoffs: [
        .springVelocity, .springRest, try parse("uikit-spring 0.4,1,0"),
        try parse("curve ease-in-out,0.25,scale-by-remaining"), try parse("spring 3,1000,500"),
      ])
    // Per policy: 2 springs × 2 spring styles + 3 own-motion styles = 7 units.
    #expect(grid.rowCount == 7 * (3 * 2) + 7 * 1)
    for row in 0..<grid.rowCount { #expect(grid.row(of: grid.point(at: row)) == row) }
    let releases = [randomReleases(count: 400, seed: 9)]
    let engine = SweepEngine(grid: grid, releases: releases, evaluator: HandoffFeel())
    let fast = engine.run(threads: 2)
    let reference = engine.reference()
    for row in 0..<grid.rowCount where fast[row] != reference[row] {
      Issue.record("row \(row) \(grid.point(at: row)):\nfast \(fast[row])\nref  \(reference[row])")
      break
    }
    // The spring-velocity rows never jump; the spring-rest rows do.
    let results = SweepResults(
      grid: grid, rows: 0..<grid.rowCount, statistics: fast,
      settings: SweepSettings(source: .synthetic(seed: 1)))
    for i in 0..<results.rowCount {
      let jump = results.value(.handoffJumpP95, i) ?? -1
      switch results.handoff(i) {
      case "spring-velocity": #expect(jump == 0)
      case "spring-rest": #expect(jump > 0)
      default: #expect(results.value(.dampingRatio, i) == nil)
      }
    }
  }
}
