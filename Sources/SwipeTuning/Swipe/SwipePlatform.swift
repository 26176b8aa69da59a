import AnimationMath

/// The platform a swipe-back gesture ships on, and what that platform really does at lift-off:
/// the velocity estimator its gesture recogniser uses, the unit its thresholds are written in
/// and the one its events arrive in, and the hand-off its animation API allows.
///
/// `sweep --platform NAME` (or a preset's own ``SwipePreset/platform``) picks the estimator and
/// the hand-off of a sweep, and the report records it in its `platform` column, so that the
/// thresholds it recommends and the code it offers are in the platform's terms
/// (`Docs/Platforms.md`, "Swipe platforms").
///
/// The sweep itself works in points; 1 pt = 1 dp = 1 Flutter logical pixel = 1 CSS pixel, the
/// density-independent unit of each platform. Android's `VelocityTracker` and `MotionEvent`, and
/// Compose's `VelocityTracker` and pointer positions, report **physical** pixels: code for them
/// multiplies a threshold by the display density.
public enum SwipePlatform: String, CaseIterable, Hashable, Sendable {
  /// iOS: UIKit (`UIPanGestureRecognizer.velocity(in:)`) and SwiftUI (`DragGesture.Value`), in
  /// points. Apple publishes no estimator; `VelocityStrategy.ios` is the UIKit-like one of
  /// Flutter's `IOSScrollViewFlingVelocityTracker`, an approximation.
  case ios
  /// Android views: `VelocityTracker` (default strategy LSQ2 for x and y, AOSP
  /// `libs/input/VelocityTracker.cpp`) and `MotionEvent` positions, in pixels.
  case android
  /// Jetpack Compose: `androidx.compose.ui.input.pointer.util.VelocityTracker` (its own LSQ2;
  /// the impulse strategy is behind a flag that is off by default), in pixels.
  case compose
  /// Flutter: `VelocityTracker` of `gestures/velocity_tracker.dart` (least squares, at least 3
  /// samples), in logical pixels.
  case flutter
  /// The web: pointer events in CSS pixels. Browsers have no velocity tracker, so the page's
  /// code estimates the velocity itself: the snippet does it as `VelocityStrategy.twoPoint`
  /// over the last 100 ms (the same window as LSQ2).
  case web
  /// React Native: React Native Gesture Handler's pan (`velocityX`, `translationX`) in
  /// density-independent pixels (React Native's unit: 1 = 1 pt on iOS = 1 dp on Android). On
  /// iOS the handler reads `UIPanGestureRecognizer`'s velocity (`VelocityStrategy.ios`, the
  /// same approximation as ``ios``); on Android it reads `android.view.VelocityTracker`
  /// (LSQ2): sweep `--estimator lsq2` for an Android build.
  case reactNative = "react-native"

  /// The name used on the command line and in CSV (`ios`, `android`, …).
  public var name: String { rawValue }

  /// The platform in words, e.g. `iOS (UIKit, SwiftUI)`.
  public var title: String {
    switch self {
    case .ios: "iOS (UIKit, SwiftUI)"
    case .android: "Android views"
    case .compose: "Jetpack Compose"
    case .flutter: "Flutter"
    case .web: "the web (pointer events)"
    case .reactNative: "React Native (Gesture Handler, Reanimated)"
    }
  }

  /// The velocity estimator the platform's gesture code uses (the web's snippet's own).
  public var estimator: VelocityStrategy {
    switch self {
    case .ios, .reactNative: .ios
    case .android, .compose: .lsq2
    case .flutter: .flutter
    case .web: .twoPoint
    }
  }

  /// Where ``estimator`` comes from, in a few words.
  public var estimatorSource: String {
    switch self {
    case .ios: "a UIKit-like weighted average of the last three segments; Apple publishes none"
    case .android: "android.view.VelocityTracker: LSQ2, AOSP's default"
    case .compose: "Compose's VelocityTracker: LSQ2, its impulse strategy off by default"
    case .flutter: "Flutter's VelocityTracker: least squares over 100 ms"
    case .web: "this code's own: two points up to 100 ms apart"
    case .reactNative:
      "Gesture Handler's: UIPanGestureRecognizer's on iOS (UIKit-like, unpublished), "
        + "android.view.VelocityTracker (LSQ2) on Android"
    }
  }

  /// The hand-off the platform's animation API allows: every one of them can start a spring at
  /// the finger's velocity (UIKit `initialSpringVelocity`/`UISpringTimingParameters`, SwiftUI
  /// `Spring` with `initialVelocity`, Android `SpringAnimation.setStartVelocity`, Compose
  /// `animateTo(initialVelocity =)`, Flutter `SpringSimulation(velocity)`, and a spring stepped
  /// by `requestAnimationFrame` on the web; a CSS transition cannot).
  public var handoff: HandoffStyle { .springVelocity }

  /// The density-independent unit thresholds are written in: `pt`, `dp`, `logical px`, `CSS px`.
  public var unit: String {
    switch self {
    case .ios: "pt"
    case .android, .compose: "dp"
    case .flutter: "logical px"
    case .web: "CSS px"
    case .reactNative: "dp"
    }
  }

  /// The unit positions and velocities arrive in: ``unit``, except `px` (physical pixels) on
  /// Android and Compose.
  public var eventUnit: String {
    switch self {
    case .android, .compose: "px"
    default: unit
    }
  }

  /// Whether events arrive in physical pixels, so that a threshold is multiplied by the display
  /// density before it is compared.
  public var needsDensity: Bool { self == .android || self == .compose }

  /// The platform named `text` (case-insensitive).
  ///
  /// - Throws: `InputError` with field `platform`, listing the known names.
  public init(parsing text: String) throws(InputError) {
    guard let p = SwipePlatform(rawValue: text.lowercased()) else {
      throw InputError(
        field: "platform", value: text,
        reason: "unknown platform; one of: "
          + SwipePlatform.allCases.map(\.rawValue).joined(separator: ", "))
    }
    self = p
  }
}
