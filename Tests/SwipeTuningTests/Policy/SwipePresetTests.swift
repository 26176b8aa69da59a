import AnimationMath
import Foundation
import SwipeTuning
import Testing

/// Every swipe preset replayed on hand-made traces with hand-computed outcomes: the gate (edge,
/// slop, angle, fingers), the recognition point, the progress mapping and the rule, each at its
/// boundary, through the same code an app runs (`SwipeRecorder` → `ReleaseRecord` → policy).
@Suite("swipe presets")
struct SwipePresetTests {
  func preset(_ name: String) throws -> SwipePreset { try SwipePreset(parsing: name) }

  /// Down at `x0`, moves in 2 pt steps to `x0 + 2` … then straight to `x1`, lifted there.
  /// With a slop of 10 the recognition point is `x0 + 10`; with 18, `x0 + 18`.
  func trace(_ x0: Double, _ x1: Double, y: Double = 300) -> [TouchSample] {
    var out = [TouchSample(time: 0, x: x0, y: y, phase: .down)]
    var t = 0.0
    var x = x0
    while x + 2 < x1 && x - x0 < 30 {
      x += 2
      t += 0.008
      out.append(TouchSample(time: t, x: x, y: y, phase: .move))
    }
    out.append(TouchSample(time: t + 0.008, x: x1, y: y, phase: .up))
    return out
  }

  /// Down at (50, 300), recognised 31° off the axis (10 pt away), lifted at (200, 200): a 30°
  /// gate never lets it begin.
  func steep() -> [TouchSample] {
    [
      TouchSample(time: 0, x: 50, y: 300, phase: .down),
      TouchSample(
        time: 0.01, x: 50 + 10 * Elementary.cos(31 * .pi / 180),
        y: 300 - 10 * Elementary.sin(31 * .pi / 180), phase: .move),
      TouchSample(time: 0.02, x: 200, y: 200, phase: .up),
    ]
  }

  func outcome(_ p: SwipePreset, _ samples: [TouchSample], v: Double, other: Double? = nil)
    -> Bool?
  {
    p.decide(samples, releaseVelocity: SIMD2(v, 0), otherTouchTime: other).completes
  }

  @Test func everyPresetIsNamedOnceAndParses() throws {
    let names = SwipePreset.all.map(\.name)
    #expect(Set(names).count == names.count)
    for p in SwipePreset.all {
      #expect(try SwipePreset(parsing: p.name.uppercased()) == p)
      #expect(!p.source.isEmpty && !p.known.isEmpty && !p.handoff.isEmpty)
    }
    // Every completion rule has a preset of its own name.
    for rule in CompletionPreset.allCases {
      #expect(SwipePreset.all.contains { $0.name == rule.rawValue }, "\(rule)")
    }
    #expect(throws: InputError.self) { try SwipePreset(parsing: "ios") }
  }

  @Test func seedProgressVelocity() throws {
    let p = try preset("seed-progress-velocity")
    #expect(p.handoff == "uikit-spring 0.4,1,0")  // initialSpringVelocity 0: spring-rest
    // p = dx/200: 20 pt is exactly 0.1, not above it; v 50 > 0 but ≤ 100.
    #expect(outcome(p, trace(50, 70), v: 50) == false)
    #expect(outcome(p, trace(50, 70.5), v: 50) == true)
    // The velocity arm: v > 100 completes from anywhere, even behind the start.
    #expect(outcome(p, trace(50, 60), v: 100) == false)
    #expect(outcome(p, trace(50, 60), v: 100.5) == true)
    // p > 0.1 needs v > 0: a resting finger at 150 pt cancels.
    #expect(outcome(p, trace(50, 200), v: 0) == false)
    // The 30° gate: a stroke 31° off the axis never begins.
    #expect(outcome(p, steep(), v: 1000) == nil)
  }

  @Test func halfWidth() throws {
    let p = try preset("half-width")
    #expect(outcome(p, trace(40, 235), v: 2000) == false)  // 195/390 = 0.5
    #expect(outcome(p, trace(40, 235.5), v: -2000) == true)
    #expect(p.handoff == "curve ease-in-out,0.25,scale-by-remaining")
    // A plain pan: no angle test, so a stroke that starts straight up still begins.
    let up = [
      TouchSample(time: 0, x: 40, y: 300, phase: .down),
      TouchSample(time: 0.01, x: 40, y: 288, phase: .move),
      TouchSample(time: 0.02, x: 260, y: 280, phase: .up),
    ]
    #expect(outcome(p, up, v: 0) == true)
  }

  @Test func rootNavigationControllerHasTheThirtyDegreeGateAndUIKitsPop() throws {
    let p = try preset("root-navigation-controller")
    #expect(p.gate.maximumAngle == 30 && p.gate.edge == .infinity && p.platform == .ios)
    #expect(p.rule == .flutterCupertinoBack && p.handoff == "uikit-spring 0.35,1")
    #expect(outcome(p, trace(100, 294), v: 0) == false)  // 194/390 from touch-down
    #expect(outcome(p, trace(100, 295), v: 0) == true)
    #expect(outcome(p, steep(), v: 1000) == nil)
  }

  @Test func presetsNameTheirPlatform() throws {
    #expect(try preset("flutter-cupertino").platform == .flutter)
    #expect(try preset("compose-swipe-to-dismiss").platform == .compose)
    #expect(try preset("android-predictive-back").platform == .android)
    #expect(try preset("seed-progress-velocity").platform == .ios)
    #expect(try preset("min-travel").platform == nil)
    #expect(try preset("react-navigation-stack").platform == .reactNative)
    #expect(try preset("compose-anchored-draggable").platform == .compose)
    #expect(try preset("uikit-navigation-spring").platform == .ios)
  }

  @Test func keyframeTransitionMeasuresFromRecognition() throws {
    let p = try preset("keyframe-transition")
    // Down at 30, recognised at 40: travel 58.5 = 0.15·390 completes, 58 cancels, though the
    // finger moved 68 pt from touch-down (a decision the touch-down origin would flip).
    #expect(outcome(p, trace(30, 98.5), v: 0) == true)
    #expect(outcome(p, trace(30, 98), v: 0) == false)
    let minTravel = try preset("min-travel")
    #expect(minTravel.decide(trace(30, 98), releaseVelocity: .zero).completes == true)
    // |dx|: dragged 58.5 pt back behind the recognition point completes too, as the code reads.
    let back = [
      TouchSample(time: 0, x: 100, y: 300, phase: .down),
      TouchSample(time: 0.01, x: 110, y: 300, phase: .move),
      TouchSample(time: 0.2, x: 51.5, y: 300, phase: .up),
    ]
    #expect(outcome(p, back, v: 0) == true)
  }

  @Test func theKeyframeTimelineIsTheExampleFile() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/examples/keyframe-transition.json")
    #expect(try String(contentsOf: url, encoding: .utf8) == SwipePreset.keyframeTransitionTimeline)
    let timeline = try Timeline(parsing: SwipePreset.keyframeTransitionTimeline)
    #expect(timeline.keyframeTimes(of: "x") == [0, 0.025, 0.25])
  }

  @Test func everyPresetsHandoffParses() throws {
    for p in SwipePreset.all {
      let style = try p.handoffStyle()
      // The style's report field is the preset's spec, so the report names the preset's own.
      #expect(style.description == p.handoff, "\(p.name)")
    }
    // The keyframe transition's finish is the embedded timeline: its x track over 0.25 s.
    guard
      case .timeline(let track, let duration, let source) =
        try preset("keyframe-transition").handoffStyle()
    else {
      Issue.record("keyframe-transition's hand-off is not a timeline")
      return
    }
    #expect(duration == 0.25 && source == SwipePreset.keyframeTransitionFile)
    #expect(track.value(at: 0.025) == 0 && track.value(at: 0.25) == 390)
    // On another screen the move ends at its width, not at the code's literal 390.
    guard
      case .timeline(let wide, _, _) = try preset("keyframe-transition").handoffStyle(width: 430)
    else {
      Issue.record("keyframe-transition's hand-off is not a timeline")
      return
    }
    #expect(wide.value(at: 0.25) == 430)
    guard case .uikitSpring(0.4, 1, 0) = try preset("seed-progress-velocity").handoffStyle()
    else {
      Issue.record("the seed's hand-off is not UIKit's 0.4 s, ζ 1 spring from rest")
      return
    }
  }

  @Test func fdFullscreenPop() throws {
    let p = try preset("fd-fullscreen-pop")
    // Gate: anywhere on screen (no edge), translation.x > 0 at recognition, one finger.
    #expect(outcome(p, trace(300, 310), v: 390) == true)  // fling of 1 width/s
    let up = [
      TouchSample(time: 0, x: 200, y: 300, phase: .down),
      TouchSample(time: 0.01, x: 200, y: 290, phase: .move),
      TouchSample(time: 0.02, x: 300, y: 280, phase: .up),
    ]
    #expect(outcome(p, up, v: 2000) == nil)  // translation.x == 0 at recognition
    #expect(outcome(p, trace(20, 300), v: 0, other: 0.01) == nil)  // second finger first
    #expect(outcome(p, trace(20, 300), v: 0, other: 0.5) == true)
    // Rule: |v| ≥ 390 decides by direction; else p ≥ 0.5.
    #expect(outcome(p, trace(20, 380), v: -390) == false)
    #expect(outcome(p, trace(20, 215), v: 389) == true)  // 195/390 = 0.5
    #expect(outcome(p, trace(20, 214), v: 389) == false)
    // FD's option, on the recognition point (down at 35 + slop 10 = 45).
    let fd = AngleGate(maximumAngle: 90, slop: 10, maximumStartDistance: 40, singleTouch: true)
    #expect(AngleGate(maximumAngle: 90, slop: 10, singleTouch: true) == p.gate)
    #expect(fd.admits(trace(30, 200), geometry: SwipeGeometry()))
    #expect(!fd.admits(trace(35, 200), geometry: SwipeGeometry()))
  }

  @Test func flutterCupertino() throws {
    let p = try preset("flutter-cupertino")
    // Edge strip 20: touch-down at 20 begins, at 20.5 does not.
    #expect(outcome(p, trace(20, 300), v: 0) != nil)
    #expect(outcome(p, trace(20.5, 300), v: 0) == nil)
    // Slop 18 (recognised at x0 + 18), travel from there: 195 pt from 38 is p = 0.5 → pops.
    #expect(outcome(p, trace(20, 233), v: 0) == true)
    #expect(outcome(p, trace(20, 232), v: 0) == false)
    // Velocity in screen widths per second: 1 width/s = 390 pt/s.
    #expect(outcome(p, trace(0, 40), v: 390) == true)
    #expect(outcome(p, trace(0, 380), v: -390) == false)
    #expect(outcome(p, trace(0, 40), v: 389.9) == false)
    // dragEnd's durations: ⌊800·(1 − p)⌋ ms popping, min(⌊800·p⌋, 300) ms staying.
    #expect(SwipePreset.flutterCupertinoFinishDuration(progress: 0.5, completing: true) == 0.4)
    #expect(SwipePreset.flutterCupertinoFinishDuration(progress: 0.5, completing: false) == 0.3)
    #expect(SwipePreset.flutterCupertinoFinishDuration(progress: 0.2, completing: false) == 0.16)
    #expect(SwipePreset.flutterCupertinoFinishDuration(progress: 0.9999, completing: true) == 0)
    #expect(SwipePreset.flutterCupertinoFinishDuration(progress: 0.001, completing: false) == 0)
  }

  @Test func uikitPopApprox() throws {
    let p = try preset("uikit-pop-approx")
    #expect(outcome(p, trace(20, 300), v: 0) == true)
    #expect(outcome(p, trace(21, 300), v: 0) == nil)  // outside the guessed 20 pt edge
    #expect(outcome(p, trace(0, 194), v: 0) == false)  // travel from touch-down: 194/390
    #expect(outcome(p, trace(0, 195), v: 0) == true)  // p = 0.5 exactly: ≥
    #expect(outcome(p, trace(0, 300), v: 0, other: 0.004) == nil)
  }

  @Test func androidPredictiveBack() throws {
    let p = try preset("android-predictive-back")
    // p = dx/width > 0.1: 39 pt cancels, 39.5 completes.
    #expect(outcome(p, trace(0, 39), v: 0) == false)
    #expect(outcome(p, trace(0, 39.5), v: 0) == true)
    // Flung back at ≥ 300 pt/s cancels even past the threshold.
    #expect(outcome(p, trace(0, 200), v: -300) == false)
    #expect(outcome(p, trace(0, 200), v: -299) == true)
    #expect(outcome(p, trace(24, 200), v: 0) == true)
    #expect(outcome(p, trace(24.5, 200), v: 0) == nil)  // outside the 24 dp edge
    // The reported activation test 2·|dx| ≥ |dy|: atan(2) = 63.43° from the axis.
    #expect(Swift.abs(p.gate.maximumAngle - Elementary.atan(2) * 180 / .pi) < 1e-12)
    // A back swipe from the right edge in a right-to-left layout.
    let g = SwipeGeometry(width: 390, direction: .negative)
    let rtl = [
      TouchSample(time: 0, x: 380, y: 300, phase: .down),
      TouchSample(time: 0.01, x: 370, y: 300, phase: .move),
      TouchSample(time: 0.05, x: 300, y: 300, phase: .up),
    ]
    #expect(p.decide(rtl, releaseVelocity: SIMD2(-1000, 0), geometry: g).completes == true)
    #expect(p.decide(rtl, releaseVelocity: SIMD2(400, 0), geometry: g).completes == false)
  }

  @Test func peerPresets() throws {
    let compose = try preset("compose-swipe-to-dismiss")
    #expect(outcome(compose, trace(100, 156), v: 0) == true)  // dx ≥ 56
    #expect(outcome(compose, trace(100, 155.5), v: 124) == false)
    #expect(outcome(compose, trace(100, 120), v: 125) == true)
    let helper = try preset("android-item-touch-helper")
    #expect(outcome(helper, trace(100, 295), v: 0) == false)  // |dx| > 0.5·width needed
    #expect(outcome(helper, trace(100, 295.5), v: 0) == true)
    let dismissible = try preset("flutter-dismissible")
    #expect(outcome(dismissible, trace(100, 256), v: 0) == false)  // 156/390 = 0.4
    #expect(outcome(dismissible, trace(100, 256.5), v: 0) == true)
    #expect(outcome(dismissible, trace(100, 300), v: -700) == false)
    let projected = try preset("projected-midpoint")
    #expect(outcome(projected, trace(100, 295.5), v: 0) == true)
  }

  @Test func reactNavigationStack() throws {
    let p = try preset("react-navigation-stack")
    // Within 50 of the edge, travel from the touch-down (Gesture Handler's translation).
    #expect(outcome(p, trace(40, 250), v: 0) == true)  // 210 + 0 > 195
    #expect(outcome(p, trace(40, 200), v: 0) == false)  // 160 < 195
    #expect(outcome(p, trace(40, 200), v: 300) == true)  // 160 + 90 = 250
    #expect(outcome(p, trace(40, 300), v: -600) == false)  // 260 − 180 = 80
    #expect(outcome(p, trace(60, 300), v: 0) == nil)  // outside the 50 edge zone
    // Its hand-off is UIKit's default spring, started at the view's velocity.
    guard case .spring(3, 1000, 500) = try p.handoffStyle() else {
      Issue.record("react-navigation-stack's hand-off is not TransitionIOSSpec's spring")
      return
    }
  }

  @Test func composeAnchoredDraggable() throws {
    let p = try preset("compose-anchored-draggable")
    #expect(outcome(p, trace(100, 130), v: 200) == true)  // a 125 dp/s fling forward
    #expect(outcome(p, trace(100, 350), v: -200) == false)  // flung back
    #expect(outcome(p, trace(100, 250), v: 50) == false)  // 150/390 < 0.5
    #expect(outcome(p, trace(100, 320), v: 50) == true)  // 220/390 ≥ 0.5
    guard case .curve(_, 0.3, false) = try p.handoffStyle() else {
      Issue.record("compose-anchored-draggable's hand-off is not tween()'s 300 ms curve")
      return
    }
  }

  @Test func uikitNavigationSpring() throws {
    let p = try preset("uikit-navigation-spring")
    let approx = try preset("uikit-pop-approx")
    // The rule and gate are uikit-pop-approx's; the hand-off is UISpringTimingParameters().
    #expect(p.gate == approx.gate && p.rule == approx.rule)
    #expect(outcome(p, trace(20, 300), v: 0) == true)
    guard case .spring(let m, let k, let c) = try p.handoffStyle() else {
      Issue.record("uikit-navigation-spring's hand-off is not a physical spring")
      return
    }
    // ζ = c / (2·√(k·m)) ≈ 4.564, response 2π·√(m/k) ≈ 0.344 s (Apple's defaults).
    let spring = Spring(mass: m, stiffness: k, damping: c)
    #expect(Swift.abs(spring.dampingRatio - 500 / (2 * (3000.0).squareRoot())) < 1e-12)
    #expect(Swift.abs(spring.response - 2 * .pi * (3 / 1000.0).squareRoot()) < 1e-12)
  }
}
