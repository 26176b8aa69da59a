import AnimationMath
import Testing

@testable import SwipeTuning

/// Hand-made release states at each preset's boundaries (width 390 pt).
@Suite("CompletionPreset")
struct CompletionPresetTests {
  func decide(
    _ preset: CompletionPreset, travel: Double, v: Double, cross: Double = 0
  ) -> Bool {
    preset.policy(width: 390).decide(
      ReleaseRecord(travel: travel, velocity: v, crossVelocity: cross, width: 390))
  }

  @Test func parsingNames() throws {
    for p in CompletionPreset.allCases {
      #expect(try CompletionPreset(parsing: p.rawValue) == p)
      #expect(try CompletionPreset(parsing: p.rawValue.uppercased()) == p)
    }
    #expect(throws: InputError.self) { try CompletionPreset(parsing: "half") }
    do {
      _ = try CompletionPreset(parsing: "nope")
    } catch {
      #expect(error.field == "policy")
      #expect(
        error.description.hasPrefix(
          "invalid value 'nope' for 'policy': unknown policy; one of: seed-"))
    }
  }

  @Test func seedProgressVelocity() {
    // p = clamp(dx/200): p = 0.1 at dx = 20 exactly; the rule is strict.
    #expect(!decide(.seedProgressVelocity, travel: 20, v: 1))
    #expect(decide(.seedProgressVelocity, travel: 20.001, v: 1))
    #expect(!decide(.seedProgressVelocity, travel: 150, v: 0))  // needs v > 0
    #expect(!decide(.seedProgressVelocity, travel: 150, v: -1))
    #expect(!decide(.seedProgressVelocity, travel: 0, v: 100))  // strict at 100 pt/s
    #expect(decide(.seedProgressVelocity, travel: 0, v: 100.001))
    #expect(decide(.seedProgressVelocity, travel: -50, v: 150))  // velocity alone completes
  }

  @Test func halfWidth() {
    #expect(!decide(.halfWidth, travel: 195, v: 0))
    #expect(decide(.halfWidth, travel: 195.001, v: -5000))  // velocity is ignored
    #expect(!decide(.halfWidth, travel: 194, v: 9000))
    #expect(decide(.halfWidth, travel: 1000, v: 0))  // clamped p = 1
  }

  @Test func minTravel() {
    // Cancel if |dx| < 0.15·390 = 58.5.
    #expect(decide(.minTravel, travel: 58.5, v: 0))
    #expect(!decide(.minTravel, travel: 58.49, v: 3000))
    #expect(decide(.minTravel, travel: -60, v: 0))  // |dx|, as in the code the rule comes from
  }

  @Test func projectedMidpoint() {
    // Projection factor 0.998/0.002/1000 = 0.499 s: from rest at 0, v > 0.5·390/0.499 ≈ 390.78.
    #expect(!decide(.projectedMidpoint, travel: 0, v: 390))
    #expect(decide(.projectedMidpoint, travel: 0, v: 391))
    #expect(decide(.projectedMidpoint, travel: 200, v: 0))
    #expect(!decide(.projectedMidpoint, travel: 300, v: -500))  // 0.769 − 0.640 < 0.5
    let fast = CompletionPreset.projectedMidpoint.policy(
      PolicyParameters(progressThreshold: 0.5, velocityThreshold: 0, projectionRate: 0.99))
    #expect(!fast.decide(ReleaseRecord(travel: 0, velocity: 391, width: 390)))  // 0.099 s only
  }

  @Test func flutterDismissible() {
    #expect(decide(.flutterDismissible, travel: 157, v: 0))  // p > 0.4
    #expect(!decide(.flutterDismissible, travel: 156, v: 0))  // p = 0.4
    #expect(!decide(.flutterDismissible, travel: 157, v: -800))  // reverse fling returns it
    #expect(decide(.flutterDismissible, travel: 157, v: -800, cross: 500))  // not a fling
    #expect(decide(.flutterDismissible, travel: 10, v: 700, cross: 300))  // fling at the limits
    #expect(!decide(.flutterDismissible, travel: 10, v: 699.9, cross: 0))
    #expect(!decide(.flutterDismissible, travel: 10, v: 700, cross: 300.1))
  }

  @Test func flutterCupertinoBack() {
    // Fling at |v| ≥ 1 width/s = 390 pt/s decides by direction; otherwise p ≥ 0.5.
    #expect(!decide(.flutterCupertinoBack, travel: 300, v: -390))
    #expect(decide(.flutterCupertinoBack, travel: 300, v: -389))
    #expect(decide(.flutterCupertinoBack, travel: 195, v: 0))
    #expect(!decide(.flutterCupertinoBack, travel: 194.9, v: 0))
    #expect(decide(.flutterCupertinoBack, travel: 10, v: 390))
  }

  @Test func reactNavigationStack() {
    // Card's release: close if (translation + 0.3 s · velocity) > width / 2 = 195, dx not
    // clamped (values well away from the boundary, as the source computes them).
    #expect(decide(.reactNavigationStack, travel: 200, v: 0))
    #expect(!decide(.reactNavigationStack, travel: 190, v: 0))
    #expect(decide(.reactNavigationStack, travel: 100, v: 400))  // 100 + 120 = 220
    #expect(!decide(.reactNavigationStack, travel: 100, v: 250))  // 100 + 75 = 175
    #expect(!decide(.reactNavigationStack, travel: 300, v: -500))  // 300 − 150 = 150
    #expect(decide(.reactNavigationStack, travel: 20, v: 800))  // 20 + 240 = 260
    #expect(!decide(.reactNavigationStack, travel: -40, v: 750))  // −40 + 225 = 185
  }

  @Test func composeAnchoredDraggable() {
    // computeTarget: |v| ≥ 125 dp/s goes the fling's way; slower, past half the distance.
    #expect(decide(.composeAnchoredDraggable, travel: 20, v: 130))
    #expect(!decide(.composeAnchoredDraggable, travel: 350, v: -130))
    #expect(!decide(.composeAnchoredDraggable, travel: 150, v: 120))
    #expect(decide(.composeAnchoredDraggable, travel: 250, v: 120))
    #expect(decide(.composeAnchoredDraggable, travel: 250, v: -120))
    #expect(!decide(.composeAnchoredDraggable, travel: 150, v: -120))
    #expect(decide(.composeAnchoredDraggable, travel: 250, v: 0))
    #expect(!decide(.composeAnchoredDraggable, travel: 100, v: 0))
  }

  @Test func composeSwipeToDismiss() {
    #expect(decide(.composeSwipeToDismiss, travel: 56, v: 0))
    #expect(!decide(.composeSwipeToDismiss, travel: 55.9, v: 0))
    #expect(decide(.composeSwipeToDismiss, travel: 10, v: 125))
    #expect(!decide(.composeSwipeToDismiss, travel: 10, v: 124.9))
    #expect(!decide(.composeSwipeToDismiss, travel: 0, v: 500))  // not dragged forward
    #expect(decide(.composeSwipeToDismiss, travel: 60, v: -2000))  // position alone suffices
  }

  @Test func androidItemTouchHelper() {
    #expect(!decide(.androidItemTouchHelper, travel: 195, v: 0))  // strict |dx| > 0.5·w
    #expect(decide(.androidItemTouchHelper, travel: 195.1, v: 0))
    #expect(decide(.androidItemTouchHelper, travel: 10, v: 120))
    #expect(!decide(.androidItemTouchHelper, travel: 10, v: 119))
    #expect(!decide(.androidItemTouchHelper, travel: 10, v: 120, cross: 120))  // |vx| > |vy|
    // Both components clamp to 800 pt/s first, so a fast diagonal fling is no fling.
    #expect(!decide(.androidItemTouchHelper, travel: 10, v: 1000, cross: 900))
    #expect(decide(.androidItemTouchHelper, travel: 10, v: 1000, cross: 700))
    #expect(!decide(.androidItemTouchHelper, travel: 10, v: -500))
  }

  @Test func parametersReplaceThePresetConstants() {
    let p = CompletionPreset.halfWidth.policy(
      PolicyParameters(progressThreshold: 0.3, velocityThreshold: 0))
    #expect(p.decide(ReleaseRecord(travel: 118, velocity: 0, width: 390)))
    #expect(!p.decide(ReleaseRecord(travel: 117, velocity: 0, width: 390)))
    let seed = CompletionPreset.seedProgressVelocity.policy()
    let faster = seed.setting(.velocityThreshold, to: 1000)
    #expect(seed.decide(ReleaseRecord(travel: 0, velocity: 500)))
    #expect(!faster.decide(ReleaseRecord(travel: 0, velocity: 500)))
  }

  @Test func declaredParameters() {
    #expect(CompletionPreset.halfWidth.parameters == [.progressThreshold])
    #expect(CompletionPreset.minTravel.parameters == [.progressThreshold])
    #expect(
      CompletionPreset.projectedMidpoint.parameters == [.progressThreshold, .projectionRate])
    for p in [
      CompletionPreset.seedProgressVelocity, .flutterDismissible, .flutterCupertinoBack,
      .composeSwipeToDismiss, .androidItemTouchHelper,
    ] {
      #expect(p.parameters == [.progressThreshold, .velocityThreshold], "\(p)")
    }
  }
}
