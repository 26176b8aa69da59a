import AnimationMath
import TestSupport
import Testing

@testable import SwipeTuning

@Suite("Swipe model")
struct SwipeModelTests {
  func trace(_ points: [(Double, Double, Double)]) -> [TouchSample] {
    points.enumerated().map { i, p in
      TouchSample(
        time: p.0, x: p.1, y: p.2, phase: i == 0 ? .down : (i == points.count - 1 ? .up : .move))
    }
  }

  @Test func progressMappings() {
    #expect(ProgressMapping.width.progress(travel: 195, width: 390) == 0.5)
    #expect(ProgressMapping.distance(200).progress(travel: 100, width: 390) == 0.5)
    #expect(ProgressMapping.width.progress(travel: -10, width: 390) == 0)
    #expect(ProgressMapping.width.progress(travel: 500, width: 390) == 1)
    #expect(ProgressMapping.distance(200).progress(travel: 250, width: 390) == 1)
    #expect(ProgressMapping.width.progress(travel: .nan, width: 390) == 0)
    #expect(ProgressMapping.distance(200).description == "dx/200")
  }

  @Test func geometryProjectsAlongAndAcross() throws {
    let g = SwipeGeometry(width: 300, axis: .y, direction: .negative)
    #expect(g.along(SIMD2(5, -40)) == 40)
    #expect(g.across(SIMD2(5, -40)) == 5)
    #expect(g.vector(along: 40, across: 5) == SIMD2(5, -40))
    #expect(try SwipeGeometry(parsingWidth: "390", axis: "X", direction: "+") == SwipeGeometry())
    #expect(throws: InputError.self) {
      try SwipeGeometry(parsingWidth: "0", axis: "x", direction: "+")
    }
    do {
      _ = try SwipeGeometry(parsingWidth: "390", axis: "z", direction: "+")
    } catch {
      #expect(error.description == "invalid value 'z' for 'axis': must be 'x' or 'y'")
    }
    do {
      _ = try SwipeGeometry(parsingWidth: "nan", axis: "x", direction: "+")
    } catch {
      #expect(error.field == "width")
    }
  }

  @Test func angleGateAtItsBoundary() {
    let g = SwipeGeometry()
    let gate = AngleGate(maximumAngle: 30, slop: 10)
    // First sample 10 pt out at 29° and at 31° from +x.
    func at(_ degrees: Double) -> [TouchSample] {
      let r = degrees * Double.pi / 180
      return trace([
        (0, 0, 0), (0.01, 4 * Elementary.cos(r), 4 * Elementary.sin(r)),
        (0.02, 12 * Elementary.cos(r), 12 * Elementary.sin(r)), (0.03, 100, 200),
      ])
    }
    #expect(gate.admits(at(29), geometry: g))
    #expect(!gate.admits(at(31), geometry: g))
    #expect(gate.admits(at(-29), geometry: g))
    #expect(!gate.admits(at(180), geometry: g))  // leftwards on a +x swipe
    // Never leaves the slop circle: a tap never begins.
    #expect(!gate.admits(trace([(0, 0, 0), (0.05, 3, 0), (0.1, 3, 0)]), geometry: g))
    #expect(AngleGate.open.admits(trace([(0, 0, 0), (0.05, -3, 0)]), geometry: g))
    #expect(!AngleGate.open.admits(trace([(0, 0, 0), (0.05, 0, 0)]), geometry: g))
    #expect(throws: InputError.self) { try AngleGate.validated(maximumAngle: 200, slop: 10) }
  }

  @Test func releaseRecordFromATrace() {
    let samples = trace([(0, 100, 300), (0.03, 110, 302), (0.06, 160, 305), (0.07, 160, 305)])
    let r = ReleaseRecord(
      samples: samples, intent: .complete, geometry: SwipeGeometry(), gate: AngleGate(),
      releaseVelocity: SIMD2(1500, -20))
    #expect(r.travel == 60)
    #expect(r.crossTravel == 5)
    #expect(r.velocity == 1500 && r.crossVelocity == -20)
    #expect(r.duration == 0.07)
    #expect(!r.gatedOut)
    #expect(r.releasePosition == 60 && r.handoffVelocity == 1500)
    #expect(r.end(completing: true) == 390 && r.end(completing: false) == 0)
    expectClose(r.projectedDistance(rate: 0.998), 1500 * 0.499, relative: 1e-12, "projection")
    expectClose(
      r.projectedProgress(.width, rate: 0.998), (60 + 748.5) / 390, relative: 1e-12, "projected")
    #expect(abs(r.travelFraction - 60.0 / 390) < 1e-15)
    // Pinned at either end: the view is not moving with the finger.
    let past = ReleaseRecord(travel: 420, velocity: 800)
    #expect(past.releasePosition == 390 && past.handoffVelocity == 0)
    let behind = ReleaseRecord(travel: -5, velocity: 800)
    #expect(behind.releasePosition == 0 && behind.handoffVelocity == 0)
    // Estimated with AnimationMath's trackers.
    let swipe = Swipe(samples: samples, intent: .complete)
    let lsq = ReleaseRecord(swipe: swipe, geometry: SwipeGeometry(), strategy: .lsq2)
    #expect(lsq.velocity == releaseVelocity(of: samples, strategy: .lsq2).x)
  }
}
