import AnimationMath
import SwipeTuning
import Testing

/// The gate's geometry — edge region, start distance, slop, fingers, travel origin, right-to-left
/// — on hand-made traces with hand-computed verdicts, each at its boundary.
@Suite("gate geometry")
struct GateGeometryTests {
  func s(_ t: Double, _ x: Double, _ y: Double = 300, _ phase: TouchPhase = .move) -> TouchSample {
    TouchSample(time: t, x: x, y: y, phase: phase)
  }

  /// A straight rightward stroke from `x0` to `x1` in 10 pt steps, lifted at `x1`.
  func stroke(from x0: Double, to x1: Double, y: Double = 300) -> [TouchSample] {
    var out = [s(0, x0, y, .down)]
    var x = x0
    var t = 0.0
    while x + 10 < x1 {
      x += 10
      t += 0.01
      out.append(s(t, x, y))
    }
    out.append(s(t + 0.01, x1, y, .up))
    return out
  }

  func verdict(_ samples: [TouchSample], _ gate: AngleGate, _ g: SwipeGeometry = SwipeGeometry())
    -> AngleGate.Verdict
  {
    var r = SwipeRecorder(geometry: g, gate: gate)
    r.add(contentsOf: samples)
    return r.verdict
  }

  @Test func theEdgeRegionIsJudgedAtTouchDownInclusive() {
    let gate = AngleGate(edge: 20)
    #expect(verdict(stroke(from: 20, to: 200), gate) == .admitted)
    #expect(verdict(stroke(from: 20.5, to: 200), gate) == .rejected)
    // Rejected at once, before any movement.
    var r = SwipeRecorder(gate: gate)
    #expect(r.add(s(0, 21, 300, .down)) == .rejected)
    #expect(r.add(s(0.01, 200, 300)) == .rejected)
    #expect(r.record(releaseVelocity: .zero).gatedOut)
  }

  @Test func rightToLeftMeasuresFromTheRightEdge() {
    let g = SwipeGeometry(width: 390, direction: .negative)
    let gate = AngleGate(edge: 20)
    // Touch-down at x = 370 is 20 pt from the right edge; the swipe moves left.
    let samples = [s(0, 370, 300, .down), s(0.01, 360, 300), s(0.02, 200, 300, .up)]
    #expect(verdict(samples, gate, g) == .admitted)
    let r = ReleaseRecord(
      samples: samples, intent: nil, geometry: g, gate: gate, releaseVelocity: SIMD2(-800, 0))
    #expect(r.travel == 170 && r.velocity == 800)
    let far = [s(0, 369, 300, .down), s(0.01, 359, 300), s(0.02, 200, 300, .up)]
    #expect(verdict(far, gate, g) == .rejected)
    // The same stroke mirrored is rejected by a left-to-right gate: it moves backwards.
    #expect(verdict(samples, AngleGate(), SwipeGeometry()) == .rejected)
    #expect(g.distanceFromLeadingEdge(SIMD2(370, 0)) == 20)
    #expect(g.point(fromEdge: 20, across: 5) == SIMD2(370, 5))
  }

  @Test func maximumStartDistanceIsJudgedAtTheRecognitionPoint() {
    // Down at 30, slop 10: recognised at 40 (the first sample ≥ 10 pt away).
    let gate = AngleGate(maximumAngle: 90, slop: 10, maximumStartDistance: 40)
    #expect(verdict(stroke(from: 30, to: 200), gate) == .admitted)
    #expect(verdict(stroke(from: 30.5, to: 200), gate) == .rejected)
    // FD measures where the pan begins, not the touch-down: a touch-down at 35 within 40 pt
    // is rejected because recognition happens at 45.
    #expect(verdict(stroke(from: 35, to: 200), gate) == .rejected)
  }

  @Test func slopDecidesWhereRecognitionHappens() {
    // 9.99 pt of movement is still a tap; 10 pt recognises (|d| ≥ slop).
    let tap = [s(0, 100, 300, .down), s(0.01, 109.99, 300), s(0.02, 109.99, 300, .up)]
    #expect(verdict(tap, AngleGate(slop: 10)) == .undecided)
    let pan = [s(0, 100, 300, .down), s(0.01, 110, 300), s(0.02, 110, 300, .up)]
    #expect(verdict(pan, AngleGate(slop: 10)) == .admitted)
    var r = SwipeRecorder(gate: AngleGate(slop: 10))
    r.add(contentsOf: pan)
    #expect(r.recognition == SIMD2(110, 300))
  }

  @Test func ninetyDegreesAdmitsOnlyForwardMotion() {
    let gate = AngleGate(maximumAngle: 90, slop: 10)
    #expect(verdict([s(0, 50, 300, .down), s(0.01, 50, 290)], gate) == .rejected)
    #expect(verdict([s(0, 50, 300, .down), s(0.01, 50.001, 290)], gate) == .admitted)
    #expect(verdict([s(0, 50, 300, .down), s(0.01, 49.999, 290)], gate) == .rejected)
  }

  @Test func aSecondFingerBeforeRecognitionRejects() {
    let gate = AngleGate(singleTouch: true)
    var r = SwipeRecorder(gate: gate)
    r.add(s(0, 10, 300, .down))
    r.add(s(0.01, 15, 300))
    #expect(r.addOtherTouch() == .rejected)
    r.add(s(0.02, 100, 300))
    #expect(r.verdict == .rejected)
    // After recognition a second finger changes nothing.
    var late = SwipeRecorder(gate: gate)
    late.add(contentsOf: stroke(from: 10, to: 40).dropLast())
    #expect(late.addOtherTouch() == .admitted)
    // Without singleTouch nothing changes either.
    var free = SwipeRecorder()
    free.add(s(0, 10, 300, .down))
    #expect(free.addOtherTouch() == .undecided)
    // The trace path: the other touch at 0.015 s comes before recognition at 0.02 s (x 30).
    let samples = [s(0, 10, 300, .down), s(0.01, 15, 300), s(0.02, 30, 300), s(0.03, 90, 300, .up)]
    let early = ReleaseRecord(
      samples: samples, intent: nil, geometry: SwipeGeometry(), gate: gate,
      releaseVelocity: .zero, otherTouchTime: 0.015)
    #expect(early.gatedOut)
    // At 0.02 s exactly it is told before the sample at that time: still before recognition.
    let tie = ReleaseRecord(
      samples: samples, intent: nil, geometry: SwipeGeometry(), gate: gate,
      releaseVelocity: .zero, otherTouchTime: 0.02)
    #expect(tie.gatedOut)
    let after = ReleaseRecord(
      samples: samples, intent: nil, geometry: SwipeGeometry(), gate: gate,
      releaseVelocity: .zero, otherTouchTime: 0.021)
    #expect(!after.gatedOut && after.travel == 80)
  }

  @Test func travelCountsFromTouchDownOrFromRecognition() {
    // Down at 10, recognised at 20 (slop 10), lifted at 100.
    let samples = stroke(from: 10, to: 100)
    let down = ReleaseRecord(
      samples: samples, intent: nil, geometry: SwipeGeometry(), gate: AngleGate(),
      releaseVelocity: .zero)
    let recognised = ReleaseRecord(
      samples: samples, intent: nil, geometry: SwipeGeometry(),
      gate: AngleGate(travelOrigin: .recognised), releaseVelocity: .zero)
    #expect(down.travel == 90)
    #expect(recognised.travel == 80)
    // Before recognition the view has not moved.
    var r = SwipeRecorder(gate: AngleGate(travelOrigin: .recognised))
    r.add(s(0, 10, 300, .down))
    r.add(s(0.01, 15, 300))
    #expect(r.travel == 0)
    r.add(s(0.02, 25, 300))
    #expect(r.travel == 0)
    r.add(s(0.03, 40, 300))
    #expect(r.travel == 15)
  }

  @Test func outsideInputIsValidated() throws {
    #expect(throws: InputError.self) {
      try AngleGate.validated(maximumAngle: 30, slop: 10, edge: 0)
    }
    #expect(throws: InputError.self) {
      try AngleGate.validated(maximumAngle: 30, slop: 10, maximumStartDistance: -1)
    }
    #expect(throws: InputError.self) { try TravelOrigin(parsing: "lift") }
    let origin = try? TravelOrigin(parsing: "Recognized")
    #expect(origin == .recognised)
  }

  @Test func aPointerColumnMarksOtherFingers() throws {
    let text = """
      t_ms,x,y,phase,pointer
      0,10,300,down,0
      10,15,300,move,0
      12,200,500,down,1
      20,30,300,move,0
      30,90,300,up,0
      31,200,500,up,1

      """
    let swipes = try SwipeTraceFiles.parse(text, file: "two.csv")
    #expect(swipes.count == 1)
    #expect(swipes[0].samples.count == 4)
    #expect(abs((swipes[0].otherTouchTime ?? 0) - 0.012) < 1e-15)
    let one = try SwipeTraceFiles.parse(
      "t_ms,x,y,phase,pointer\n0,1,1,down,7\n10,30,1,up,7\n", file: "one.csv")
    #expect(one[0].otherTouchTime == nil)
  }
}
