import AnimationMath
import SwipeTuning
import TestSupport
import Testing

@Suite("SwipeRecorder")
struct SwipeRecorderTests {
  func sample(_ t: Double, _ x: Double, _ y: Double, _ phase: TouchPhase = .move) -> TouchSample {
    TouchSample(time: t, x: x, y: y, phase: phase)
  }

  /// The definition the recorder replaces, written out: travel and duration from the first to
  /// the last sample, the gate decided by the first sample outside the slop circle. For traces
  /// with one `down` (every validated or generated trace) the recorder must agree bit for bit.
  func reference(
    _ samples: [TouchSample], geometry g: SwipeGeometry, gate: AngleGate, velocity: SIMD2<Double>
  ) -> ReleaseRecord {
    var admitted = false
    if let down = samples.first {
      for s in samples {
        let d = s.position - down.position
        let r2 = d.x * d.x + d.y * d.y
        if r2 > 0 && r2 >= gate.slop * gate.slop {
          let cosine = gate.maximumAngle >= 180 ? -1 : Elementary.cos(gate.maximumAngle * .pi / 180)
          admitted = g.along(d) >= r2.squareRoot() * cosine
          break
        }
      }
    }
    let delta = (samples.last?.position ?? .zero) - (samples.first?.position ?? .zero)
    return ReleaseRecord(
      travel: g.along(delta), crossTravel: g.across(delta), velocity: g.along(velocity),
      crossVelocity: g.across(velocity),
      duration: (samples.last?.time ?? 0) - (samples.first?.time ?? 0), width: g.width,
      gatedOut: !admitted)
  }

  @Test func anEmptyRecorderIsGatedOutWithNoTravel() {
    let recorder = SwipeRecorder()
    #expect(recorder.verdict == .undecided)
    #expect(recorder.down == nil && recorder.latest == nil)
    #expect(recorder.travel == 0 && recorder.duration == 0)
    let r = recorder.record(releaseVelocity: SIMD2(500, 0))
    #expect(r == ReleaseRecord(travel: 0, velocity: 500, gatedOut: true))
    #expect(
      ReleaseRecord(
        samples: [], intent: nil, geometry: SwipeGeometry(), gate: AngleGate(),
        releaseVelocity: SIMD2(500, 0)) == r)
  }

  @Test func aTapNeverBegins() {
    var recorder = SwipeRecorder(gate: AngleGate(maximumAngle: 30, slop: 10))
    #expect(recorder.add(sample(0, 100, 100, .down)) == .undecided)
    #expect(recorder.add(sample(0.05, 106, 107)) == .undecided)  // 9.2 pt: inside the slop
    #expect(recorder.add(sample(0.08, 106, 107, .up)) == .undecided)
    let r = recorder.record(releaseVelocity: .zero)
    #expect(r.gatedOut)
    #expect(r.travel == 6 && r.crossTravel == 7 && r.duration == 0.08)
  }

  @Test func theFirstSampleOutsideTheSlopDecidesOnce() {
    var recorder = SwipeRecorder(gate: AngleGate(maximumAngle: 30, slop: 10))
    recorder.add(sample(0, 0, 0, .down))
    #expect(recorder.add(sample(0.01, 10, 0)) == .admitted)  // exactly on the slop circle
    #expect(recorder.add(sample(0.02, -50, 80)) == .admitted)  // later samples do not undo it
    #expect(recorder.travel == -50)
    var rejected = SwipeRecorder(gate: AngleGate(maximumAngle: 30, slop: 10))
    rejected.add(sample(0, 0, 0, .down))
    #expect(rejected.add(sample(0.01, 0, 12)) == .rejected)  // 90° from +x
    #expect(rejected.add(sample(0.02, 200, 12)) == .rejected)
    #expect(rejected.record(releaseVelocity: SIMD2(900, 0)).gatedOut)
  }

  @Test func aDownSampleStartsANewSwipe() {
    var recorder = SwipeRecorder()
    recorder.add(sample(0, 0, 0, .down))
    recorder.add(sample(0.01, 0, 40))
    #expect(recorder.verdict == .rejected)
    recorder.add(sample(1, 100, 40, .down))
    #expect(recorder.verdict == .undecided && recorder.down?.time == 1)
    recorder.add(sample(1.02, 160, 42))
    recorder.add(sample(1.03, 170, 42, .up))
    let r = recorder.record(releaseVelocity: SIMD2(800, 10), intent: .complete)
    #expect(!r.gatedOut && r.travel == 70 && r.crossTravel == 2)
    #expect(r.duration == 1.03 - 1 && r.intent == .complete)
    recorder.reset()
    #expect(recorder == SwipeRecorder())
  }

  @Test func travelAndProgressFollowTheAxisAndDirection() {
    var recorder = SwipeRecorder(
      geometry: SwipeGeometry(width: 600, axis: .y, direction: .negative))
    recorder.add(sample(0, 50, 700, .down))
    recorder.add(sample(0.05, 52, 550))
    #expect(recorder.travel == 150)
    #expect(recorder.progress(.width) == 0.25)
    #expect(recorder.progress(.distance(100)) == 1)
    #expect(recorder.verdict == .admitted)
    let r = recorder.record(releaseVelocity: SIMD2(30, -1200))
    #expect(r.velocity == 1200 && r.crossVelocity == 30 && r.crossTravel == 2 && r.width == 600)
  }

  @Test func agreesBitForBitWithTheWholeTraceDefinition() {
    // Seeded synthetic swipes of every kind (flicks, drags, peeks, scroll-like strokes rejected
    // by the gate), on three screens and three gates.
    let screens = [
      SwipeGeometry(), SwipeGeometry(width: 700, axis: .y, direction: .negative),
      SwipeGeometry(width: 320, axis: .x, direction: .negative),
    ]
    let gates = [AngleGate(), AngleGate.open, AngleGate(maximumAngle: 10, slop: 18)]
    var admitted = 0
    var rejected = 0
    for (i, geometry) in screens.enumerated() {
      let generator = SwipeGenerator(
        configuration: SwipeGenerator.Configuration(geometry: geometry), seed: UInt64(7 + i))
      var samples: [TouchSample] = []
      for index in 0..<400 {
        _ = generator.generate(index: index, into: &samples)
        let velocity = releaseVelocity(of: samples)
        for gate in gates {
          var recorder = SwipeRecorder(geometry: geometry, gate: gate)
          for s in samples { recorder.add(s) }
          let expected = reference(samples, geometry: geometry, gate: gate, velocity: velocity)
          #expect(recorder.record(releaseVelocity: velocity) == expected)
          #expect(gate.admits(samples, geometry: geometry) == !expected.gatedOut)
          #expect(
            ReleaseRecord(
              samples: samples, intent: nil, geometry: geometry, gate: gate,
              releaseVelocity: velocity) == expected)
          if expected.gatedOut { rejected += 1 } else { admitted += 1 }
        }
      }
    }
    // Both outcomes occur, so the comparison covers both branches of the gate.
    #expect(admitted > 1000 && rejected > 100)
  }

  /// The gesture-handler path, called from this module (not SwipeTuning's): feeding samples to
  /// AnimationMath's velocity tracker and to a recorder, reading the live progress, and at
  /// lift-off building the record, deciding with a policy and reading the hand-off allocates
  /// nothing. Counted with `AllocationCounter` (every `malloc` on this thread) over 10 000
  /// samples, in whatever build the tests run in (debug by default).
  ///
  /// The samples are made one at a time, as events arrive: in a debug build a `for`-`in` over an
  /// array of samples allocates once per element by itself (the unspecialised iterator), which is
  /// the caller's loop, not this path.
  @Test func theGestureHandlerPathAllocatesNothing() throws {
    try #require(AllocationCounter.isAvailable, "allocation counting needs glibc")
    // The counter sees allocations: one array per iteration here.
    var sink = 0
    let arrays = AllocationCounter.count {
      for i in 0..<100 { sink &+= Array(repeating: i, count: 3 + i % 5).count }
    }
    #expect((arrays ?? 0) >= 100)

    let geometry = SwipeGeometry()
    let gate = AngleGate()
    let policies = CompletionPreset.allCases.map { $0.policy(width: geometry.width) }
    let samplesPerSwipe = 25
    let swipes = 400  // 10 000 samples
    func sample(_ swipe: Int, _ k: Int) -> TouchSample {
      let phase: TouchPhase = k == 0 ? .down : (k == samplesPerSwipe - 1 ? .up : .move)
      // Forward strokes, and every fourth one dragged back before lift-off.
      let travel = swipe % 4 == 1 && k > 15 ? 225 - 20 * (k - 15) : k * k
      return TouchSample(
        time: Double(swipe) + Double(k) * 0.008, x: Double(travel) * Double(1 + swipe % 3),
        y: Double(k % 4) * Double(swipe % 5), phase: phase)
    }
    var tracker = VelocityTracker(strategy: .lsq2)
    var recorder = SwipeRecorder(geometry: geometry, gate: gate)
    // Every preset's gate in turn: edge regions, start distances, one finger, travel from the
    // recognition point — the same per-sample path.
    let gates =
      [gate, AngleGate(maximumAngle: 90, slop: 10, maximumStartDistance: 60)]
      + SwipePreset.all.map(\.gate)
    var completed = 0
    var gatedOut = 0
    let count = AllocationCounter.count {
      for swipe in 0..<swipes {
        recorder = SwipeRecorder(geometry: geometry, gate: gates[swipe % gates.count])
        for k in 0..<samplesPerSwipe {
          let s = sample(swipe, k)
          tracker.add(s)
          recorder.add(s)
          if k == 1 && swipe % 7 == 0 { recorder.addOtherTouch() }
          sink &+= recorder.progress(.width) > 0.5 ? 1 : 0
          if s.phase == .up {
            let record = recorder.record(releaseVelocity: tracker.velocity())
            if record.gatedOut {
              gatedOut += 1
            } else if policies[swipe % policies.count].decide(record) {
              completed += 1
              sink &+= record.handoffVelocity > 0 ? 1 : 0
            }
          }
        }
      }
    }
    #expect(count == 0, "\(count ?? -1) heap allocations over \(swipes * samplesPerSwipe) samples")
    // Both outcomes of the gate and of the policies occur.
    #expect(completed > 0, "\(completed) completed")
    #expect(completed + gatedOut < swipes, "\(completed) completed, \(gatedOut) gated out")
    #expect(gatedOut > 0 && sink > 0, "\(gatedOut) gated out")
  }

  /// The whole-trace forms the sweep uses walk an array through its buffer: no allocation per
  /// call from another module, in a debug build too (where iterating the array directly would
  /// allocate once per sample).
  @Test func theWholeTraceFormsAllocateNothingOnAnArray() throws {
    try #require(AllocationCounter.isAvailable, "allocation counting needs glibc")
    let geometry = SwipeGeometry()
    let gate = AngleGate()
    var samples = [TouchSample(time: 0, x: 0, y: 0, phase: .down)]
    for k in 1..<20 { samples.append(sample(Double(k) * 0.008, Double(k * k), Double(k), .move)) }
    samples.append(sample(0.2, 400, 20, .up))
    var admitted = 0
    // One call first: type metadata is instantiated (and allocated) once per process.
    _ = gate.admits(samples, geometry: geometry)
    _ = ReleaseRecord(
      samples: samples[...], intent: nil, geometry: geometry, gate: gate, releaseVelocity: .zero)
    let count = AllocationCounter.count {
      for _ in 0..<1000 {
        if gate.admits(samples, geometry: geometry) { admitted += 1 }
        let r = ReleaseRecord(
          samples: samples[...], intent: .complete, geometry: geometry, gate: gate,
          releaseVelocity: SIMD2(900, 0))
        if !r.gatedOut { admitted += 1 }
      }
    }
    #expect(count == 0, "\(count ?? -1) heap allocations in 1000 calls of each")
    #expect(admitted == 2000)
  }

  @Test func addingACollectionEqualsAddingEachSample() {
    let samples = [
      sample(0, 0, 0, .down), sample(0.01, 4, 1), sample(0.02, 30, 5), sample(0.03, 30, 5, .down),
      sample(0.04, 20, 60), sample(0.05, 25, 90, .up),
    ]
    var one = SwipeRecorder()
    for s in samples { one.add(s) }
    var contiguous = SwipeRecorder()
    contiguous.add(contentsOf: samples)
    var lazy = SwipeRecorder()
    lazy.add(contentsOf: samples.lazy.map { $0 })  // not contiguous: the iterator path
    #expect(contiguous == one && lazy == one)
    #expect(one.verdict == .rejected && one.down?.time == 0.03)
  }
}
