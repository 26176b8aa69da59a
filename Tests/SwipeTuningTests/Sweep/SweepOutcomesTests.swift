import AnimationMath
import SweepTestSupport
import TestSupport
import Testing

@testable import SwipeTuning

@Suite("SweepOutcomes and SweepCosts")
struct SweepOutcomesTests {
  /// A scroll (more across than along) that began the transition is a hijack: it never agrees
  /// with intent, cancelled or not; completed, it is also a false completion.
  /// `r` with ``ReleaseRecord/isScroll`` set as ``SweepPopulation`` sets it for a swipe without
  /// a class.
  func scroll(_ r: ReleaseRecord) -> ReleaseRecord {
    var r = r
    r.isScroll = SweepPopulation.isScroll(kind: nil, record: r)
    return r
  }

  @Test func hijacksNeverAgree() throws {
    let grid = try SweepGrid(
      policies: [TestPolicies.progressOrVelocity], estimators: ["e"], dampingRatios: [1],
      responses: [0.5], progressThresholds: [0.1, 0.5], velocityThresholds: [500],
      projectionRates: [0.998])
    let swipes = [
      // A scroll 60 pt along, 200 pt across: engaged (the gate let it through), meant cancel.
      scroll(ReleaseRecord(travel: 60, crossTravel: 200, velocity: 0, width: 390, intent: .cancel)),
      // The same scroll rejected by the gate: no hijack, agrees.
      scroll(
        ReleaseRecord(
          travel: 60, crossTravel: 200, velocity: 0, width: 390, intent: .cancel, gatedOut: true)),
      // Labelled complete although cross-axis: the label says it meant the transition.
      scroll(
        ReleaseRecord(travel: 60, crossTravel: 200, velocity: 0, width: 390, intent: .complete)),
      // An unlabelled scroll: a hijack by geometry alone.
      scroll(ReleaseRecord(travel: 10, crossTravel: -90, velocity: 0, width: 390)),
    ]
    let e = SweepEngine(grid: grid, releases: [swipes], evaluator: HandWorkedFeel())
    let rows = e.run()
    #expect(rows == e.reference())
    // θ = 0.1: the first and third complete (p = 0.154), the fourth cancels (p = 0.026).
    #expect(rows[0].hijacked == 2 && rows[1].hijacked == 2)
    #expect(rows[0].intentAgreement == 2 && rows[0].falseComplete == 1)
    // θ = 0.5: all cancel; the hijacked scroll is cancelled yet does not agree.
    #expect(rows[1].intentAgreement == 1 && rows[1].falseComplete == 0)
    #expect(rows[1].falseCancel == 1 && rows[1].labelled == 3)
    #expect(SweepMetric.hijackRate.value(rows[1]) == 0.5)
    #expect(!swipes[2].isScroll && swipes[0].isScroll && swipes[3].isScroll)
  }

  /// The geometric rule (for recorded swipes without a class) against the generator's classes,
  /// measured on the synthetic population; the synthetic sweep itself uses the class.
  @Test func scrollsOfTheSyntheticPopulationAreFoundByGeometry() {
    let generator = SwipeGenerator(configuration: .init(geometry: SwipeGeometry()), seed: 1)
    var samples: [TouchSample] = []
    var (scrolls, scrollsFound, others, othersFound) = (0, 0, 0, 0)
    for i in 0..<20_000 {
      let kind = generator.generate(index: i, into: &samples)
      let r = SweepPopulation.record(
        samples: samples, intent: kind.intent, geometry: SwipeGeometry(), gate: AngleGate(),
        strategy: .lsq2)
      if kind == .scrollLike {
        scrolls += 1
        if r.looksLikeScroll { scrollsFound += 1 }
      } else {
        others += 1
        if r.looksLikeScroll { othersFound += 1 }
      }
    }
    let found = Double(scrollsFound) / Double(scrolls)
    let falselyFound = Double(othersFound) / Double(others)
    print(
      "looksLikeScroll: \(scrollsFound)/\(scrolls) scroll-like, \(othersFound)/\(others) others")
    // Measured on the calibrated population: 1552/1963 and 202/18037 (see
    // ReleaseRecord.looksLikeScroll for why the bound is 0.2·width, not 0.1·width).
    #expect(found > 0.75 && falselyFound < 0.015)
  }

  @Test func costsParsePrintAndWeigh() throws {
    let c = try SweepCosts(parsing: "hijack=4, false_cancel=0.5", field: "--cost")
    #expect(c == SweepCosts(falseComplete: 3, falseCancel: 0.5, hijack: 4, unfelt: 0.5))
    #expect(c.text == "false_complete=3;false_cancel=0.5;hijack=4;unfelt=0.5")
    #expect(try SweepCosts(parsing: c.text, field: "costs") == c)
    for bad in ["hijack", "speed=1", "hijack=-1", "hijack=nan", "hijack=1,hijack=2", ""] {
      #expect(throws: InputError.self) { try SweepCosts(parsing: bad, field: "--cost") }
    }
    // A hijacked scroll that completes and does not feel complete: 3 + 2 + 0.5.
    let code = SweepOutcomes.code(
      completed: true, feelsDecided: false, reversed: true, hijacked: true, intent: .cancel)
    #expect(SweepCosts.standard.cost(code) == 5.5)
    // Mean and interval of 3 swipes costing 0, 1, 3.5: mean 1.5, s² = (2.25 + 0.25 + 4)/2.
    var o = SweepOutcomes()
    o.cells[
      SweepOutcomes.code(
        completed: true, feelsDecided: true, reversed: false, hijacked: false, intent: .complete)] =
      1
    o.cells[
      SweepOutcomes.code(
        completed: false, feelsDecided: true, reversed: false, hijacked: false, intent: .complete)] =
      1
    o.cells[
      SweepOutcomes.code(
        completed: true, feelsDecided: false, reversed: false, hijacked: false, intent: .cancel)] =
      1
    #expect(SweepCosts.standard.mean(o) == 1.5)
    let half = SweepInterval.z95 * (3.25 / 3).squareRoot()
    let i = try #require(SweepCosts.standard.interval(o))
    expectClose(i.lower!, 0, absolute: 1e-15, "clamped at 0")
    // mean + z·s/√n = 3.54 is past the largest cost of the table, 3.5.
    #expect(1.5 + half > 3.5 && i.upper == 3.5)
  }
}
