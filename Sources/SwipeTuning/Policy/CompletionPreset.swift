import AnimationMath

/// Named completion policies: the rule this project started from, simple textbook rules, and the
/// rules of peer toolkits (constants and sources in `Docs/SwipeModel.md`; 1 dp ≈ 1 pt ≈ 1 Flutter
/// logical pixel).
///
/// Each preset is a ``CompletionRule`` whose thresholds are tagged with the sweepable
/// ``PolicyParameter`` they stand for, so `--progress-threshold` and `--velocity-threshold`
/// replace the preset's own constants.
public enum CompletionPreset: String, Hashable, Sendable, CaseIterable {
  /// Complete if (p > 0.1 and v > 0) or v > 100 pt/s, with p = clamp(dx / 200 pt): the full-screen
  /// swipe-back code this project started from.
  case seedProgressVelocity = "seed-progress-velocity"
  /// Complete if p > 0.5, p = dx / width.
  case halfWidth = "half-width"
  /// Complete unless |dx| < 0.15·width (|dx|: a swipe dragged back past its start completes too,
  /// as in the code the rule is taken from).
  case minTravel = "min-travel"
  /// Complete if the projected end p + projection(v)/width passes 0.5 (rate 0.998 per ms).
  case projectedMidpoint = "projected-midpoint"
  /// Flutter `Dismissible`: a fling (|v| ≥ 700 and |v| − |v⊥| ≥ 400) decides by its direction;
  /// otherwise complete if p > 0.4.
  case flutterDismissible = "flutter-dismissible"
  /// Flutter `CupertinoPageRoute` back swipe: a fling (|v| ≥ 1 width/s) decides by its
  /// direction; otherwise complete if p ≥ 0.5.
  case flutterCupertinoBack = "flutter-cupertino-back"
  /// Compose Material 3 `SwipeToDismissBox` (anchored draggable): dragged forward and either
  /// v ≥ 125 pt/s or dx ≥ 56 pt (progress threshold 56/width).
  case composeSwipeToDismiss = "compose-swipe-to-dismiss"
  /// Android `ItemTouchHelper`: dragged forward and either a fling (v > 0, v ≥ 120 pt/s after clamping
  /// to 800 pt/s, |vx| > |vy| after the same clamp) or |dx| > 0.5·width.
  case androidItemTouchHelper = "android-item-touch-helper"
  /// Android predictive back, as far as it is public: complete if the touch has travelled past
  /// θp·width (progress follows the touch linearly from the edge) unless it was flung back
  /// (|v| ≥ θv and v ≤ 0). The platform does not publish its commit rule: θp 0.1 and θv
  /// 300 pt/s are guesses (`Docs/Presets.md`).
  case androidPredictiveBack = "android-predictive-back"
  /// React Navigation's stack (`@react-navigation/stack`, `Card`): complete if
  /// `(dx + 0.3 s · v) / width > 0.5` (`gestureVelocityImpact` 0.3; dx not clamped).
  case reactNavigationStack = "react-navigation-stack"
  /// Compose Foundation `AnchoredDraggable` with anchors at 0 and the width
  /// (`AnchoredDraggableDefaults.flingBehavior`, 1.8): a fling (|v| ≥ 125 pt/s) goes to the
  /// anchor in its direction; otherwise complete if p ≥ 0.5 (the positional threshold, half the
  /// distance).
  case composeAnchoredDraggable = "compose-anchored-draggable"

  /// React Navigation's `gestureVelocityImpact` default, seconds: the stack projects the
  /// release this far ahead before comparing it with half the distance.
  public static let reactNavigationVelocityImpact = 0.3

  /// The progress mapping of the seed rule: clamp(dx / 200 pt).
  public static let seedMapping = ProgressMapping.distance(200)

  /// The preset named `text` (case-insensitive).
  ///
  /// - Throws: `InputError` with field `policy`, listing the known names.
  public init(parsing text: String) throws(InputError) {
    guard let p = CompletionPreset(rawValue: text.lowercased()) else {
      let names = CompletionPreset.allCases.map(\.rawValue).joined(separator: ", ")
      throw InputError(
        field: "policy", value: text, reason: "unknown policy; one of: \(names)")
    }
    self = p
  }

  /// The preset's own constants on a transition of `width` points.
  ///
  /// Parameters the preset does not use (see ``parameters``) hold neutral values: velocity
  /// threshold 0, projection rate 0.998.
  public func defaultParameters(
    width: Double = SwipeGeometry.defaultWidth
  ) -> PolicyParameters {
    switch self {
    case .seedProgressVelocity:
      return PolicyParameters(progressThreshold: 0.1, velocityThreshold: 100)
    case .halfWidth: return PolicyParameters(progressThreshold: 0.5, velocityThreshold: 0)
    case .minTravel: return PolicyParameters(progressThreshold: 0.15, velocityThreshold: 0)
    case .projectedMidpoint:
      return PolicyParameters(progressThreshold: 0.5, velocityThreshold: 0, projectionRate: 0.998)
    case .flutterDismissible:
      return PolicyParameters(progressThreshold: 0.4, velocityThreshold: 700)
    case .flutterCupertinoBack:
      return PolicyParameters(progressThreshold: 0.5, velocityThreshold: width)
    case .composeSwipeToDismiss:
      return PolicyParameters(progressThreshold: 56 / width, velocityThreshold: 125)
    case .androidItemTouchHelper:
      return PolicyParameters(progressThreshold: 0.5, velocityThreshold: 120)
    case .androidPredictiveBack:
      return PolicyParameters(progressThreshold: 0.1, velocityThreshold: 300)
    case .reactNavigationStack:
      return PolicyParameters(progressThreshold: 0.5, velocityThreshold: 0)
    case .composeAnchoredDraggable:
      return PolicyParameters(progressThreshold: 0.5, velocityThreshold: 125)
    }
  }

  /// The parameters that change this preset's decisions (the others are ignored).
  public var parameters: Set<PolicyParameter> { rule(defaultParameters()).parameters }

  /// The policy with the given parameter values.
  public func policy(_ parameters: PolicyParameters) -> CompletionPolicy {
    CompletionPolicy(name: rawValue, rule: rule(parameters))
  }

  /// The policy with the preset's own constants on a transition of `width` points.
  public func policy(width: Double = SwipeGeometry.defaultWidth) -> CompletionPolicy {
    policy(defaultParameters(width: width))
  }

  /// The rule with the given parameter values.
  public func rule(_ values: PolicyParameters) -> CompletionRule {
    let progress = Threshold.progress(values.progressThreshold)
    let velocity = Threshold.velocity(values.velocityThreshold)
    let forward = CompletionRule.above(.progress(.width), .fixed(0))
    let movingForward = CompletionRule.above(.velocity, .fixed(0))
    switch self {
    case .seedProgressVelocity:
      return .any([
        .all([.above(.progress(Self.seedMapping), progress), movingForward]),
        .above(.velocity, velocity),
      ])
    case .halfWidth:
      return .above(.progress(.width), progress)
    case .minTravel:
      return .atLeast(.travelFraction, progress)
    case .projectedMidpoint:
      let rate = Threshold.projectionRate(values.projectionRate)
      return .above(.projectedProgress(.width, rate: rate), progress)
    case .flutterDismissible:
      let fling = CompletionRule.all([
        .atLeast(.speed, velocity), .atLeast(.axisDominance(limit: .infinity), .fixed(400)),
      ])
      return .when(fling, then: movingForward, otherwise: .above(.progress(.width), progress))
    case .flutterCupertinoBack:
      return .when(
        .atLeast(.speed, velocity), then: movingForward,
        otherwise: .atLeast(.progress(.width), progress))
    case .composeSwipeToDismiss:
      return .all([
        forward, .any([.atLeast(.velocity, velocity), .atLeast(.progress(.width), progress)]),
      ])
    case .androidItemTouchHelper:
      let fling = CompletionRule.all([
        movingForward, .atLeast(.clampedVelocity(limit: 800), velocity),
        .above(.axisDominance(limit: 800), .fixed(0)),
      ])
      return .all([forward, .any([fling, .above(.travelFraction, progress)])])
    case .androidPredictiveBack:
      let flungBack = CompletionRule.all([.atLeast(.speed, velocity), .not(movingForward)])
      return .all([.above(.progress(.width), progress), .not(flungBack)])
    case .reactNavigationStack:
      return .above(.impactProgress(seconds: Self.reactNavigationVelocityImpact), progress)
    case .composeAnchoredDraggable:
      return .when(
        .atLeast(.speed, velocity), then: movingForward,
        otherwise: .atLeast(.progress(.width), progress))
    }
  }
}
