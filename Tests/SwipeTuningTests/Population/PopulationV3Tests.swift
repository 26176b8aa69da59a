import AnimationMath
import Testing

@testable import SwipeTuning

/// Population v3 (issue 40): edge gestures judged on swipes that start at the edge, hands that do
/// not grow with the screen.
@Suite("Population v3: edge-true starts, width-true hands")
struct PopulationV3Tests {
  /// The share of the swipes meant for the gesture (every class but scroll-like strokes) that
  /// engage under `gate` on a screen `width` points wide.
  func engagedShare(gate: AngleGate, width: Double, direction: SwipeDirection = .positive) throws
    -> Double
  {
    var request = SweepRequest(
      policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [1],
      responses: [0.3], progressThresholds: [0.5], velocityThresholds: [250],
      projectionRates: [0.998], population: .synthetic(count: 4000, seed: 1))
    request.gate = gate
    request.geometry = SwipeGeometry(width: width, direction: direction)
    let job = try SweepJob.prepare(request, threads: 2)
    let meant = job.engine.releases[0].filter { !$0.isScroll }
    return Double(meant.count { !$0.gatedOut }) / Double(meant.count)
  }

  /// Goal: the edge presets engage at least 80 % of the swipes meant for them, at a phone's
  /// width and a tablet's, left-to-right and right-to-left (they engaged 11–15 % before: the
  /// touch-downs were drawn 8–117 pt from the edge whatever the gate).
  @Test(arguments: ["uikit-pop-approx", "flutter-cupertino", "android-predictive-back"])
  func edgePresetsEngageTheSwipesMeantForThem(name: String) throws {
    let preset = try #require(SwipePreset.all.first { $0.name == name })
    for width in [390.0, 1024] {
      for direction in [SwipeDirection.positive, .negative] {
        let share = try engagedShare(gate: preset.gate, width: width, direction: direction)
        #expect(share >= 0.8, "\(name) at \(width) pt, \(direction): \(share)")
      }
    }
  }

  /// A gate without an edge zone keeps the population as it was: starts on the hand scale.
  @Test func withoutAnEdgeStartsAreHandSized() throws {
    for width in [390.0, 1366] {
      var c = SwipeGenerator.Configuration(geometry: SwipeGeometry(width: width))
      c.edgeZone = .infinity
      let generator = SwipeGenerator(configuration: c, seed: 2)
      var samples: [TouchSample] = []
      var starts: [Double] = []
      for i in 0..<2000 {
        _ = generator.generate(index: i, into: &samples)
        starts.append(samples[0].position.x)
      }
      // 2–30 % of 390 pt, whatever the width (plus the position noise).
      #expect(starts.min() ?? 0 > 6 && starts.max() ?? 1000 < 120, "\(width)")
    }
  }

  /// Goal: flick release speeds do not scale with the screen — the p90 of the two-point speed
  /// over the last 8 ms at 1 366 pt is at most 1.5 × that at 390 pt (3.5 × before).
  @Test func flickSpeedsDoNotScaleWithTheScreen() {
    func p90(_ width: Double) -> Double {
      let generator = SwipeGenerator(
        configuration: SwipeGenerator.Configuration(geometry: SwipeGeometry(width: width)),
        seed: 1)
      var samples: [TouchSample] = []
      var speeds: [Double] = []
      for i in 0..<4000 {
        guard generator.generate(index: i, into: &samples) == .flick else { continue }
        let moves = samples.filter { $0.phase == .move || $0.phase == .up }
        guard let last = moves.last,
          let before = moves.last(where: { $0.time <= last.time - 0.008 })
        else { continue }
        speeds.append(abs(last.position.x - before.position.x) / (last.time - before.time))
      }
      speeds.sort()
      return speeds[speeds.count * 9 / 10]
    }
    let phone = p90(390)
    let tablet = p90(1366)
    #expect(tablet <= 1.5 * phone, "p90 \(tablet) pt/s at 1366 pt vs \(phone) at 390 pt")
    #expect(phone > 2000 && phone < 5000, "p90 at 390 pt: \(phone)")
  }
}
