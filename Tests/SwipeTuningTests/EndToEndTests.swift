import AnimationMath
import Foundation
import SweepFiles
import Testing

@testable import SwipeTuning

/// The recorded traces through the whole model: trace → estimator → policy → spring hand-off.
@Suite("End to end")
struct EndToEndTests {
  @Test func recordedTracesThroughEveryPresetAndEstimator() throws {
    let dir = try fixturePath("touch-traces")
    let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasPrefix("android-") || $0.hasPrefix("flutter-")
    }.sorted()
    let springs = [0.6, 0.8, 1.0, 1.3].map { Spring(dampingRatio: $0, response: 0.4) }
    let bounds = FeelBounds()
    var decisions = 0
    for name in names {
      let swipe = try #require(try SwipeTraceFiles.load(path: dir + "/" + name).first)
      // Vertical flings: a sheet dismissed downwards or upwards on an 800 pt tall screen.
      let d = (swipe.samples.last?.position ?? .zero) - (swipe.samples.first?.position ?? .zero)
      let geometry = SwipeGeometry(
        width: 800, axis: .y, direction: d.y >= 0 ? .positive : .negative)
      for strategy in VelocityStrategy.allCases {
        let r = ReleaseRecord(swipe: swipe, geometry: geometry, gate: .open, strategy: strategy)
        #expect(r.velocity.isFinite && r.travel.isFinite)
        for preset in CompletionPreset.allCases {
          let complete = preset.policy(width: 800).decide(r)
          decisions += 1
          for spring in springs {
            let m = SpringHandoff(spring: spring, bounds: bounds).metrics(
              from: r.releasePosition, to: r.end(completing: complete),
              velocity: r.handoffVelocity)
            #expect(m.backwardTravel >= 0 && m.overshoot >= 0)
            #expect(m.arrivalTime >= 0 && m.arrivalTime.isFinite)
            #expect(m.settlingTime >= m.arrivalTime, "\(name) \(strategy) \(preset)")
            if spring.dampingRatio >= 1 && r.handoffVelocity == 0 { #expect(m.overshoot == 0) }
          }
        }
      }
    }
    #expect(decisions == 22 * VelocityStrategy.allCases.count * CompletionPreset.allCases.count)
  }

  @Test func stopBeforeLiftIsNotAFling() throws {
    // Flutter pointer 3 travels 187 pt then nearly stops before lifting. Its LSQ2 release
    // velocity is slightly backwards while the iOS-style estimate (which weights older segments)
    // is still forwards; the seed rule needs v > 0 even past p = 0.1, so the estimator alone
    // decides whether this 187 pt drag completes.
    let swipe = try #require(
      try SwipeTraceFiles.load(path: try fixturePath("touch-traces/flutter-pointer03.csv")).first)
    let geometry = SwipeGeometry(width: 390, axis: .y)
    let lsq = ReleaseRecord(swipe: swipe, geometry: geometry, gate: .open, strategy: .lsq2)
    let ios = ReleaseRecord(swipe: swipe, geometry: geometry, gate: .open, strategy: .ios)
    #expect(lsq.velocity < 0)
    #expect(ios.velocity > 100)
    let seed = CompletionPreset.seedProgressVelocity.policy()
    #expect(!seed.decide(lsq))
    #expect(seed.decide(ios))  // the estimator alone flips the decision
  }
}
