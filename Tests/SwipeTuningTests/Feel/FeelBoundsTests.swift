import AnimationMath
import TestSupport
import Testing

@testable import SwipeTuning

@Suite("FeelBounds")
struct FeelBoundsTests {
  @Test func feelRules() {
    let t = FeelBounds()
    func m(_ b: Double, _ a: Double) -> HandoffMetrics {
      HandoffMetrics(backwardTravel: b, overshoot: 0, arrivalTime: a, settlingTime: a)
    }
    #expect(m(2, 0.5).feelsContinuous(t))  // both limits inclusive
    #expect(!m(2.01, 0.1).feelsContinuous(t))
    #expect(!m(0, 0.51).feelsContinuous(t))
    var values = FeelBounds().values
    values[1] = 0
    #expect(throws: InputError.self) { try FeelBounds.validated(values) }
    values = FeelBounds().values
    values[0] = -1
    do {
      _ = try FeelBounds.validated(values)
      Issue.record("a negative reversal tolerance was accepted")
    } catch {
      #expect(
        error.description
          == "invalid value '-1' for 'reversal-tolerance': must be a number ≥ 0 (points)")
    }
    values = FeelBounds().values
    values[4] = .nan
    #expect(throws: InputError.self) { try FeelBounds.validated(values) }
    values[4] = .infinity  // a bound may be switched off
    #expect((try? FeelBounds.validated(values))?.overshoot == .infinity)
  }

  /// The defaults, as `Docs/SwipeModel.md` §4 gives them with their sources.
  @Test func defaultsAreTheDocumentedOnes() {
    let t = FeelBounds()
    #expect(t.values == [2, 1, 0.5, 1, 4, 1, 0.6, 50, 0.1, 2, 0.05])
    #expect(
      FeelBounds.all.map(\.column).count == Set(FeelBounds.all.map(\.column)).count)
    #expect(t.noticeableJump(atSpeed: 0) == 50)
    #expect(t.noticeableJump(atSpeed: 2000) == 200)
  }

  /// Each bound is broken exactly when the measured motion exceeds it (inclusive limits), and
  /// by nothing else.
  @Test func eachBoundJudgesItsOwnMeasure() {
    let t = FeelBounds()
    let calm = HandoffMetrics(
      backwardTravel: 2, overshoot: 4, arrivalTime: 0.5, settlingTime: 0.6, ringing: 1)
    #expect(t.breaks(calm, jump: 50, speed: 0).isEmpty)
    let cases: [(WritableKeyPath<HandoffMetrics, Double>, Double, FeelBreaks)] = [
      (\.backwardTravel, 2.01, .reversal), (\.arrivalTime, 0.51, .lateArrival),
      (\.overshoot, 4.01, .overshoot), (\.ringing, 1.01, .ringing),
      (\.settlingTime, .infinity, .lateSettle),
    ]
    for (measure, value, broken) in cases {
      var m = calm
      m[keyPath: measure] = value
      #expect(t.breaks(m, jump: 0, speed: 0) == broken)
    }
    #expect(t.breaks(calm, jump: 51, speed: 100) == .jump)
    #expect(t.breaks(calm, jump: 199, speed: 2000).isEmpty)  // 10 % of the speed
    #expect(t.breaks(calm, jump: 201, speed: 2000) == .jump)
    #expect(FeelBreaks.overshoot.feelsLikeV2 && !FeelBreaks.lateArrival.feelsLikeV2)
  }

  /// The sweep's hand-off judged against the exact motion (`SpringMotion`, AnimationMath's
  /// general closed form): overshoot past the end (`peakOvershoot`), the swing back after it
  /// (the next turning point), the settling time (`settlingTime(within:)`), the arrival and the
  /// jump — on 2 000 seeded releases over ζ 0–1.2.
  @Test func boundsAgreeWithTheExactMotion() {
    var rng = SplitMix64(seed: 25)
    let t = FeelBounds()
    let feel = HandoffFeel(bounds: t)
    var mismatches = 0
    for _ in 0..<2_000 {
      let zeta = [0, 0.2, 0.5, 0.7, 0.8, 0.9, 1, 1.2][Int(rng.next() % 8)]
      let response = rng.nextUniform(0.15, 0.6)
      let spring = Spring(dampingRatio: zeta, response: response)
      let record = ReleaseRecord(
        travel: rng.nextUniform(5, 385), velocity: rng.nextUniform(-3000, 3000), width: 390)
      let completes = rng.nextUnit() < 0.5
      let h = feel.kernel(for: spring).handoff(record, completes: completes)
      let from = record.releasePosition
      let to = record.end(completing: completes)
      let motion = SpringMotion(
        spring: spring, from: from, to: to, initialVelocity: record.handoffVelocity)
      let x0 = from - to
      // The overshoot and the turning point after it.
      var overshoot = 0.0
      var ringing = 0.0
      for n in 0..<3 {
        guard let e = motion.extremum(n) else { break }
        if x0 == 0 || (e.displacement > 0) != (x0 > 0) {
          overshoot = abs(e.displacement)
          ringing = motion.extremum(n + 1).map { abs($0.displacement) } ?? 0
          break
        }
      }
      let settle = motion.settlingTime(within: .absolute(t.settle))
      let arrival = motion.arrivalTime(within: .absolute(t.arrival))
      var expected: FeelBreaks = []
      if arrival > t.arrivalWindow { expected.insert(.lateArrival) }
      if overshoot > t.overshoot { expected.insert(.overshoot) }
      if ringing > t.ringing { expected.insert(.ringing) }
      if settle > t.settleWindow { expected.insert(.lateSettle) }
      // Away from the knife edges (within 1e-6 of a bound), the verdicts must agree.
      let edges = [
        abs(arrival - t.arrivalWindow), abs(overshoot - t.overshoot), abs(ringing - t.ringing),
        abs(settle - t.settleWindow),
      ]
      let judged = h.breaks.subtracting([.reversal, .jump, .abrupt])
      if edges.allSatisfy({ $0 > 1e-6 }) && judged != expected {
        mismatches += 1
        if mismatches <= 5 {
          Issue.record("ζ \(zeta) \(record): \(judged.rawValue) vs \(expected.rawValue)")
        }
      }
      #expect(h.jump == 0 && !h.breaks.contains(.jump))  // the velocity-keeping default
    }
    #expect(mismatches == 0)
  }

  /// An undamped spring never comes to rest: no swipe it hands off feels complete or
  /// cancelled, whatever the release (unless it is released at rest exactly at the end).
  @Test func anUndampedSpringNeverFeelsComplete() {
    let kernel = HandoffFeel().kernel(for: Spring(dampingRatio: 0, response: 0.3))
    var rng = SplitMix64(seed: 3)
    for _ in 0..<500 {
      let record = ReleaseRecord(
        travel: rng.nextUniform(1, 389), velocity: rng.nextUniform(-3000, 3000), width: 390)
      for completes in [true, false] {
        let h = kernel.handoff(record, completes: completes)
        #expect(!h.feelsDecided)
        #expect(h.breaks.contains(.lateSettle))
        #expect(FeelScore.score(h) == 0)
      }
    }
  }

  /// Less damping means more overshoot and then ringing: the share of hand-offs that feel
  /// decided falls as ζ falls below 1, and falls as the overshoot bound tightens; the feel
  /// score falls with it (the two agree in direction).
  @Test func feelFallsAsOvershootAndRingingGrow() {
    var rng = SplitMix64(seed: 11)
    let records = (0..<1_000).map { _ in
      ReleaseRecord(
        travel: rng.nextUniform(20, 370), velocity: rng.nextUniform(-2500, 2500), width: 390)
    }
    func feel(_ zeta: Double, _ t: FeelBounds = FeelBounds()) -> (Int, Double, Int, Int) {
      let kernel = HandoffFeel(bounds: t).kernel(
        for: Spring(dampingRatio: zeta, response: 0.3))
      var (decided, score, overshoots, rings) = (0, 0.0, 0, 0)
      for r in records {
        let h = kernel.handoff(r, completes: r.travel > 195)
        if h.feelsDecided { decided += 1 }
        if h.breaks.contains(.overshoot) { overshoots += 1 }
        if h.breaks.contains(.ringing) { rings += 1 }
        score += FeelScore.score(h)
      }
      return (decided, score / Double(records.count), overshoots, rings)
    }
    let zetas = [1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0]
    let results = zetas.map { feel($0) }
    for (i, (a, b)) in zip(results, results.dropFirst()).enumerated() {
      #expect(b.0 <= a.0, "feels decided rises as damping falls below \(zetas[i])")
      #expect(b.2 >= a.2 && b.3 >= a.3)
      // Near ζ = 1 a little less damping arrives sooner, which the score rewards and the
      // binary window does not see; once overshoot and ringing dominate both fall.
      if zetas[i] <= 0.8 {
        #expect(b.1 <= a.1 + 1e-12, "the feel score rises as damping falls below \(zetas[i])")
      }
    }
    #expect(results.map(\.1).max()! == results.prefix(3).map(\.1).max()!)
    #expect(results[0].3 == 0 && results.last!.0 == 0)  // ζ 1 never rings; ζ 0 never settles
    #expect(results[6].3 > 0)  // ζ 0.4 rings visibly on some swipes
    let bounds = [16.0, 8, 4, 2, 1, 0.5]
    let byBound = bounds.map { feel(0.7, FeelBounds(overshoot: $0)).0 }
    for (a, b) in zip(byBound, byBound.dropFirst()) { #expect(b <= a) }
    #expect(byBound.first! > byBound.last!)
  }

  /// The bounds map onto ``SpringHandoff``'s bands: arrival and settle, nothing else.
  @Test func mapOntoSpringHandoffBands() {
    let spring = Spring(dampingRatio: 0.7, response: 0.4)
    let t = FeelBounds(reversal: 5, arrival: 0.5, arrivalWindow: 0.3, settle: 2)
    let handoff = SpringHandoff(spring: spring, bounds: t)
    #expect(handoff.arrivalBand == 0.5 && handoff.settleBand == 2)
    let direct = SpringHandoff(spring: spring, arrivalBand: 0.5, settleBand: 2)
    #expect(
      handoff.metrics(from: 100, to: 390, velocity: -300)
        == direct.metrics(from: 100, to: 390, velocity: -300))
    let defaults = SpringHandoff(spring: spring)
    #expect(defaults.arrivalBand == FeelBounds().arrival)
    #expect(defaults.settleBand == FeelBounds().settle)
  }
}
