import AnimationMath

/// A whole swipe-back system as it runs: its gate (angle, slop, edge region, start distance,
/// fingers, travel origin), its completion rule with its progress mapping, and the hand-off that
/// finishes the motion — each with its source, and what is known and what is guessed.
///
/// ``CompletionPreset`` is the rule alone (`sweep --policy`); a swipe preset is the system around
/// it (`sweep --preset`, `spring-tune presets`). The comparison of every preset on one population
/// is `Docs/Presets.md`.
///
/// The hand-off is recorded as data in the `--handoff` syntax (``handoff``: `spring-velocity`,
/// `spring-rest`, `uikit-spring DURATION,DAMPING[,VELOCITY]`,
/// `curve CURVE,DURATION[,scale-by-remaining]`, `timeline FILE`) and runs as the
/// ``HandoffStyle`` of ``handoffStyle(width:)``: a sweep of a preset finishes every swipe with it.
public struct SwipePreset: Hashable, Sendable {
  /// The preset's name (`sweep --preset NAME`).
  public let name: String
  /// The completion rule with its own constants.
  public let rule: CompletionPreset
  /// The progress the rule reads (`dx/200`, `dx/width`, `|dx|/width`).
  public let mapping: String
  /// The gate: angle, slop, edge region, start distance, fingers and travel origin.
  public let gate: AngleGate
  /// The hand-off in the `--handoff` syntax.
  public let handoff: String
  /// The platform the system runs on, whose velocity estimator a sweep of the preset uses
  /// (``SwipePlatform/estimator``) unless `--platform` or `--estimator` says otherwise; nil for
  /// a rule that belongs to no one platform.
  public let platform: SwipePlatform?
  /// Where the rule, gate and hand-off come from.
  public let source: String
  /// What is taken from a published source or the code itself.
  public let known: String
  /// What is assumed or guessed (empty when nothing is).
  public let guessed: String

  /// The completion policy with the rule's own constants on a transition of `width` points.
  public func policy(width: Double = SwipeGeometry.defaultWidth) -> CompletionPolicy {
    let p = rule.policy(width: width)
    return CompletionPolicy(name: name, rule: p.rule)
  }

  /// Replays the preset's code path on one finger's trace: the gate (a ``SwipeRecorder`` with
  /// ``gate``), the record, and the rule's decision.
  ///
  /// - Returns: the record and `true`/`false` for complete/cancel, or `nil` when the gate never
  ///   let the gesture begin.
  public func decide(
    _ samples: [TouchSample], releaseVelocity: SIMD2<Double>,
    geometry: SwipeGeometry = SwipeGeometry(), otherTouchTime: Double? = nil
  ) -> (record: ReleaseRecord, completes: Bool?) {
    let record = ReleaseRecord(
      samples: samples, intent: nil, geometry: geometry, gate: gate,
      releaseVelocity: releaseVelocity, otherTouchTime: otherTouchTime)
    guard !record.gatedOut else { return (record, nil) }
    return (record, policy(width: geometry.width).decide(record))
  }

  /// The preset's hand-off as the style a sweep runs on a transition of `width` points:
  /// ``handoff`` parsed; the keyframe transition's `timeline Docs/examples/keyframe-transition.json`
  /// is the embedded ``keyframeTransitionTimeline(width:)`` (the same text on a 390 pt screen),
  /// so that no file is read and the move ends at the width.
  ///
  /// - Throws: `InputError` with field `preset NAME` when the spec does not parse (a defect of
  ///   the preset table: `SwipePresetTests` parses every preset's).
  public func handoffStyle(width: Double = SwipeGeometry.defaultWidth) throws(InputError)
    -> HandoffStyle
  {
    let field = "preset \(name)"
    guard let path = HandoffStyle.timelinePath(handoff) else {
      return try HandoffStyle(parsing: handoff, field: field)
    }
    guard path == Self.keyframeTransitionFile else {
      throw InputError(
        field: field, value: handoff,
        reason: "a preset's timeline must be \(Self.keyframeTransitionFile), which is embedded")
    }
    let timeline: Timeline
    do { timeline = try Timeline(parsing: Self.keyframeTransitionTimeline(width: width)) } catch {
      throw InputError(field: field, value: handoff, reason: "\(error)")
    }
    return try HandoffStyle.timeline(timeline, source: path)
  }

  /// The path the keyframe transition's hand-off names (its timeline is embedded:
  /// ``keyframeTransitionTimeline``).
  public static let keyframeTransitionFile = "Docs/examples/keyframe-transition.json"

  /// The preset named `text` (case-insensitive).
  ///
  /// - Throws: `InputError` with field `preset`, listing the known names.
  public init(parsing text: String) throws(InputError) {
    guard let p = SwipePreset.all.first(where: { $0.name == text.lowercased() }) else {
      throw InputError(
        field: "preset", value: text,
        reason: "unknown preset; one of: " + SwipePreset.all.map(\.name).joined(separator: ", "))
    }
    self = p
  }

  init(
    name: String, rule: CompletionPreset, mapping: String = "dx/width",
    gate: AngleGate = AngleGate(), handoff: String = "spring-velocity",
    platform: SwipePlatform?, source: String, known: String, guessed: String = ""
  ) {
    self.platform = platform
    self.name = name
    self.rule = rule
    self.mapping = mapping
    self.gate = gate
    self.handoff = handoff
    self.source = source
    self.known = known
    self.guessed = guessed
  }

  /// Flutter `_CupertinoBackGestureController.dragEnd`'s finish duration in seconds for a release
  /// at `progress` (p = 1 − the controller's value): completing (popping) takes
  /// `⌊800·(1 − p)⌋` ms, cancelling `min(⌊800·p⌋, 300)` ms; the curve is
  /// `fastLinearToSlowEaseIn`, `cubic-bezier(0.18, 1, 0.04, 1)`.
  public static func flutterCupertinoFinishDuration(progress p: Double, completing: Bool)
    -> Double
  {
    let ms = completing ? (800 * (1 - p)).rounded(.down) : Swift.min((800 * p).rounded(.down), 300)
    return ms / 1000
  }

  /// The keyframe transition's finish as a timeline file (`Docs/TimelineJSON.md`), with the
  /// code's literal UIKit keyframes: alpha over the first 10 %, then the move with
  /// `relativeStartTime 0.1, relativeDuration 1` (past the end, clamped), ease-in-out, over
  /// 0.25 s on a 390 pt screen. The same text as `Docs/examples/keyframe-transition.json`, kept
  /// here so that the preset needs no file.
  public static let keyframeTransitionTimeline = keyframeTransitionTimeline(width: 390)

  /// ``keyframeTransitionTimeline`` with the move ending at `width` points (the code moves the
  /// view by the screen's width; its literal 390 is a 390 pt screen's).
  public static func keyframeTransitionTimeline(width: Double) -> String {
    """
    {"duration": 0.25, "timing": "relative", "tracks": {
      "alpha": [{"time": 0, "value": 1}, {"start": 0, "duration": 0.1, "value": 0}],
      "x": [{"time": 0, "value": 0},
            {"start": 0.1, "duration": 1, "value": \(NumberText.shortest(width)), "curve": "ease-in-out"}]}}

    """
  }

  /// Every preset, in the order `spring-tune presets` lists them.
  public static let all: [SwipePreset] = [
    SwipePreset(
      name: "seed-progress-velocity", rule: .seedProgressVelocity, mapping: "dx/200",
      gate: AngleGate(maximumAngle: 30, slop: 10), handoff: "uikit-spring 0.4,1,0",
      platform: .ios,
      source: "the full-screen swipe-back code this project started from",
      known: "rule (p > 0.1 and v > 0) or v > 100 on clamp(dx/200); "
        + "UIView.animate(withDuration: 0.4, usingSpringWithDamping: 1.0, "
        + "initialSpringVelocity: 0): the finger's velocity is dropped (spring-rest)",
      guessed: "gate: the 30° test is RootNavigationController's (root-navigation-controller), "
        + "not this code's: kept as the sweep's default; slop 10 pt "
        + "(UIPanGestureRecognizer's hysteresis, not published)"),
    SwipePreset(
      name: "half-width", rule: .halfWidth, gate: AngleGate(maximumAngle: 180, slop: 10),
      handoff: "curve ease-in-out,0.25,scale-by-remaining",
      platform: .ios,
      source: "the percent-driven transition (POP / UIPercentDrivenInteractiveTransition)",
      known: "rule p > 0.5 on dx/width; finish()/cancel() run the remaining fraction with "
        + "completionCurve ease-in-out at completionSpeed 1 over the 0.25 s transition, "
        + "from rest; a plain pan: no angle test (180°)",
      guessed: "slop 10 pt (UIPanGestureRecognizer's hysteresis, not published)"),
    SwipePreset(
      name: "keyframe-transition", rule: .minTravel, mapping: "|dx|/width",
      gate: AngleGate(maximumAngle: 30, slop: 10, travelOrigin: .recognised),
      handoff: "timeline Docs/examples/keyframe-transition.json",
      platform: .ios,
      source: "the keyframe swipe-back transition this project started from",
      known: "cancel if |dx| < 0.15·width with dx the pan's translation, measured from where "
        + "the pan was recognised; keyframes: alpha over the first 10 %, then the move "
        + "(relativeStartTime 0.1, relativeDuration 1, clamped at the end)",
      guessed: "gate 30°, slop 10 pt (as the seed); the timeline plays from the release "
        + "position (its duration scaled by nothing); the x track ends at the --width (the "
        + "code's literal 390 pt on a 390 pt screen); the code's scale (at least 0.3 at full "
        + "width) is not modelled: the sweep judges position only"),
    SwipePreset(
      name: "fd-fullscreen-pop", rule: .flutterCupertinoBack,
      gate: AngleGate(maximumAngle: 90, slop: 10, singleTouch: true),
      handoff: "uikit-spring 0.35,1",
      platform: .ios,
      source: "forkingdog/FDFullscreenPopGesture 44ddc10 (gestureRecognizerShouldBegin)",
      known: "gate: translation.x > 0 at recognition (90°, strict), maximumNumberOfTouches 1, "
        + "optional fd_interactivePopMaxAllowedInitialDistanceToLeftEdge on the recognition "
        + "point (the gate's maximumStartDistance; 0 = off, the default); RTL flips the sign",
      guessed: "rule and finish: UIKit's private interactive-pop handler, approximated as "
        + "uikit-pop-approx; slop 10 pt"),
    SwipePreset(
      name: "flutter-cupertino", rule: .flutterCupertinoBack,
      gate: AngleGate(maximumAngle: 45, slop: 18, edge: 20, travelOrigin: .recognised),
      handoff: "curve cubic-bezier(0.18, 1, 0.04, 1),0.8,scale-by-remaining",
      platform: .flutter,
      source: "flutter/flutter 002ec27 packages/flutter/lib/src/cupertino/route.dart, "
        + "_CupertinoBackGestureController.dragEnd",
      known: "pop if v ≥ 1 screen width/s towards completion, stay if ≤ −1 width/s, else pop "
        + "if p ≥ 0.5; edge strip 20 (_kBackGestureWidth); drag slop 18 "
        + "(kTouchSlop), travel from acceptance; fastLinearToSlowEaseIn over "
        + "⌊800·(1−p)⌋ ms popping, min(⌊800·p⌋, 300) ms staying",
      guessed: "45° stands for the arena between horizontal and vertical drags; the edge is "
        + "really max(20, the left safe-area padding): no safe area is modelled; the 300 ms "
        + "cap when staying is not in the curve hand-off (exact when popping and below "
        + "p = 0.375); newer Flutter (3.x) finishes in a fixed 350 ms with "
        + "fastEaseInToSlowEaseOut, a three-point cubic the curve hand-off cannot express"),
    SwipePreset(
      name: "uikit-pop-approx", rule: .flutterCupertinoBack,
      gate: AngleGate(maximumAngle: 90, slop: 10, edge: 20, singleTouch: true),
      handoff: "uikit-spring 0.35,1",
      platform: .ios,
      source: "UIKit's interactive pop (UINavigationController, private): an approximation",
      known: "an edge pan (UIScreenEdgePanGestureRecognizer, left edge; right in RTL) drives a "
        + "percent-driven pop; the velocity-or-half-way structure (Flutter's Cupertino rule "
        + "was matched by eye to it)",
      guessed: "edge 20 pt, slop 10 pt, one finger, the 1 width/s fling and p ≥ 0.5 "
        + "(Flutter's), a 0.35 s critically damped finish keeping the finger's velocity"),
    SwipePreset(
      name: "root-navigation-controller", rule: .flutterCupertinoBack,
      gate: AngleGate(maximumAngle: 30, slop: 10), handoff: "uikit-spring 0.35,1",
      platform: .ios,
      source: "RootNavigationController (the seed systems' third, scheme 2): a full-screen pan "
        + "that hands its gesture to UIKit's own interactive pop",
      known: "the 30° gate (the pan begins only within 30° of the back direction), anywhere on "
        + "the screen; completion and finish are UIKit's",
      guessed: "UIKit's completion and finish as uikit-pop-approx guesses them (1 width/s "
        + "fling, p ≥ 0.5, a 0.35 s critically damped spring keeping the finger's velocity); "
        + "slop 10 pt"),
    SwipePreset(
      name: "uikit-navigation-spring", rule: .flutterCupertinoBack,
      gate: AngleGate(maximumAngle: 90, slop: 10, edge: 20, singleTouch: true),
      handoff: "spring 3,1000,500",
      platform: .ios,
      source: "Apple, UISpringTimingParameters.init() and initialVelocity (developer.apple.com); "
        + "react-navigation packages/stack/src/TransitionConfigs/TransitionSpecs.tsx "
        + "(TransitionIOSSpec, the same numbers)",
      known: "UISpringTimingParameters() is mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56, "
        + "response ≈ 0.344 s: heavily overdamped, no overshoot); its initialVelocity is the "
        + "view's speed divided by the distance left, so the spring starts at the view's "
        + "velocity",
      guessed: "whether UINavigationController's own pop animates with this spring is not "
        + "published; rule and gate as uikit-pop-approx (edge 20 pt, slop 10 pt, one finger, "
        + "the 1 width/s fling, p ≥ 0.5)"),
    SwipePreset(
      name: "android-predictive-back", rule: .androidPredictiveBack,
      gate: AngleGate(maximumAngle: 63.43494882292201, slop: 8, edge: 24),
      platform: .android,
      source: "Android 14+ predictive back: BackEvent/BackEventCompat (developer.android.com)",
      known: "apps get BackEvent(touchX, touchY, progress, swipeEdge); progress is linear in "
        + "the horizontal distance from the starting edge, ≈ 1 at the far side, smoothly "
        + "clamped; the system decides commit or cancel at release; touch slop 8 dp",
      guessed: "the commit rule (past 0.1·width unless flung back at ≥ 300 pt/s) stands for "
        + "the rules reported from SystemUI's BackPanelController (not checked in AOSP): commit "
        + "once x ≥ 16 dp, deactivate after moving 32 dp back (a distance from the peak, which "
        + "a release record does not carry), a fling away from the edge commits from any "
        + "state, progress 1 at 412 dp; the gate 2·|dx| ≥ |dy| (63.4°) is as reported; the "
        + "24 dp edge is unverified; the finish is left to the app (the sweep's spring)"),
    SwipePreset(
      name: "react-navigation-stack", rule: .reactNavigationStack,
      gate: AngleGate(maximumAngle: 76, slop: 5, edge: 50),
      handoff: "spring 3,1000,500",
      platform: .reactNative,
      source: "react-navigation/react-navigation packages/stack: views/Stack/CardContainer "
        + "and Card (the release), utils/gestureActivationCriteria.tsx, "
        + "TransitionConfigs/TransitionSpecs.tsx (TransitionIOSSpec)",
      known: "close if (translation + velocity × gestureVelocityImpact) > distance / 2 with "
        + "gestureVelocityImpact 0.3 s, translation and velocity from Gesture Handler's pan "
        + "(from the touch-down, dp and dp/s); the pan starts within gestureResponseDistance "
        + "50 of the edge, activates at 5 along the axis (activeOffsetX) and fails past 20 "
        + "across (failOffsetY); the iOS transition is a spring of mass 3, stiffness 1000, "
        + "damping 500 with overshootClamping, started at the gesture's velocity",
      guessed: "the gate as an angle: 5 along before 20 across is atan(20/5) ≈ 76° at a 5 pt slop; "
        + "the spring's rest thresholds (restDisplacementThreshold 10, restSpeedThreshold 10) "
        + "end the motion a few points early, which the sweep's settle times do not model; "
        + "overshootClamping never acts (the spring is overdamped: no overshoot at any "
        + "release speed a finger gives)"),
    SwipePreset(
      name: "compose-anchored-draggable", rule: .composeAnchoredDraggable,
      gate: AngleGate(maximumAngle: 45, slop: 8),
      handoff: "curve cubic-bezier(0.4, 0, 0.2, 1),0.3",
      platform: .compose,
      source: "androidx compose foundation gestures/AnchoredDraggable.kt (computeTarget, "
        + "AnchoredDraggableDefaults, AnchoredDraggableMinFlingVelocity), Foundation 1.8",
      known: "anchors at 0 and the width: a fling of |v| ≥ 125 dp/s goes to the next anchor "
        + "in its direction; slower, to the next anchor once past the positional threshold "
        + "(half the distance) from the anchor it comes from, else back; the default snap is "
        + "AnchoredDraggableDefaults.SnapAnimationSpec = tween(): 300 ms of "
        + "FastOutSlowInEasing from the release position, which drops the finger's velocity",
      guessed: "a swipe-back built on it with anchors {0, width}; the gate (touch slop 8 dp, "
        + "45° for a horizontal draggable's axis lock); p ≥ 0.5 for the slow case (exact but "
        + "at p = 0.5 when released moving back); an app that passes a spring as its "
        + "animationSpec finishes otherwise: sweep with --handoff"),
    SwipePreset(
      name: "min-travel", rule: .minTravel, mapping: "|dx|/width",
      platform: nil,
      source: "the keyframe transition's rule with travel from touch-down",
      known: "cancel if |dx| < 0.15·width", guessed: "gate and finish: the sweep's defaults"),
    SwipePreset(
      name: "projected-midpoint", rule: .projectedMidpoint,
      platform: .ios,
      source: "Apple, WWDC 2018 'Designing Fluid Interfaces'",
      known: "complete if p + projection(v, 0.998)/width > 0.5",
      guessed: "gate and finish: the sweep's defaults"),
    SwipePreset(
      name: "flutter-dismissible", rule: .flutterDismissible,
      gate: AngleGate(maximumAngle: 45, slop: 18),
      platform: .flutter,
      source: "Flutter widgets/dismissible.dart",
      known: "fling (|v| ≥ 700, |v| − |v⊥| ≥ 400) decides by direction, else p > 0.4; "
        + "drag slop 18", guessed: "45° for the drag arena; finish: the sweep's spring"),
    SwipePreset(
      name: "flutter-cupertino-back", rule: .flutterCupertinoBack,
      platform: .flutter,
      source: "Flutter cupertino/route.dart (the rule alone)",
      known: "|v| ≥ 1 width/s decides by direction, else p ≥ 0.5",
      guessed: "gate and finish: the sweep's defaults (flutter-cupertino has Flutter's)"),
    SwipePreset(
      name: "compose-swipe-to-dismiss", rule: .composeSwipeToDismiss,
      gate: AngleGate(maximumAngle: 45, slop: 8),
      platform: .compose,
      source: "Compose Material 3 SwipeToDismissBox",
      known: "dx > 0 and (v ≥ 125 or dx ≥ 56); touch slop 8 dp",
      guessed: "45° for the axis lock; finish: the sweep's spring"),
    SwipePreset(
      name: "android-item-touch-helper", rule: .androidItemTouchHelper,
      gate: AngleGate(maximumAngle: 45, slop: 8),
      platform: .android,
      source: "AndroidX RecyclerView ItemTouchHelper",
      known: "dx > 0 and (fling ≥ 120 after an 800 clamp, or |dx| > 0.5·width); swipe starts "
        + "when |dx| > slop and |dx| > |dy| (45°); touch slop 8 dp",
      guessed: "finish: the sweep's spring"),
  ]
}

extension CompletionPreset {
  /// The rule in one line with its own constants (θv of the Cupertino rule in widths/s).
  public var summary: String {
    switch self {
    case .seedProgressVelocity: return "(p > 0.1 and v > 0) or v > 100 pt/s"
    case .halfWidth: return "p > 0.5"
    case .minTravel: return "|dx| ≥ 0.15·width"
    case .projectedMidpoint: return "p + projection(v, 0.998)/width > 0.5"
    case .flutterDismissible: return "fling (|v| ≥ 700, |v| − |v⊥| ≥ 400) ? v > 0 : p > 0.4"
    case .flutterCupertinoBack: return "|v| ≥ 1 width/s ? v > 0 : p ≥ 0.5"
    case .composeSwipeToDismiss: return "dx > 0 and (v ≥ 125 pt/s or dx ≥ 56 pt)"
    case .androidItemTouchHelper:
      return "dx > 0 and (fling ≥ 120 pt/s, 800-clamped, or |dx| > 0.5·width)"
    case .androidPredictiveBack: return "p > 0.1 and not (|v| ≥ 300 pt/s and v ≤ 0)"
    case .reactNavigationStack: return "(dx + 0.3 s · v) / width > 0.5"
    case .composeAnchoredDraggable: return "|v| ≥ 125 pt/s ? v > 0 : p ≥ 0.5"
    }
  }
}

extension AngleGate {
  /// The gate in one line, e.g. `30°, slop 10 pt, edge 20 pt, one finger, travel from
  /// recognition`.
  public var summary: String {
    var parts = ["\(NumberText.shortest(maximumAngle))°", "slop \(NumberText.shortest(slop)) pt"]
    if edge != .infinity { parts.append("edge \(NumberText.shortest(edge)) pt") }
    if maximumStartDistance != .infinity {
      parts.append("start ≤ \(NumberText.shortest(maximumStartDistance)) pt")
    }
    if singleTouch { parts.append("one finger") }
    if travelOrigin == .recognised { parts.append("travel from recognition") }
    return parts.joined(separator: ", ")
  }
}
