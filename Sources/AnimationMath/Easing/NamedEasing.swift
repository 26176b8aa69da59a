/// Easing curves known by name on the platforms users come from.
///
/// | name | curve | source |
/// | --- | --- | --- |
/// | `ease` | cubic-bezier(0.25, 0.1, 0.25, 1) | CSS Easing |
/// | `ease-in` | cubic-bezier(0.42, 0, 1, 1) | CSS Easing |
/// | `ease-out` | cubic-bezier(0, 0, 0.58, 1) | CSS Easing |
/// | `ease-in-out` | cubic-bezier(0.42, 0, 0.58, 1) | CSS Easing |
/// | `step-start` | steps(1, start) | CSS Easing |
/// | `step-end` | steps(1, end) | CSS Easing |
/// | `default` | cubic-bezier(0.25, 0.1, 0.25, 1) | Core Animation `kCAMediaTimingFunctionDefault` |
/// | `easeIn` | cubic-bezier(0.42, 0, 1, 1) | Core Animation |
/// | `easeOut` | cubic-bezier(0, 0, 0.58, 1) | Core Animation |
/// | `easeInEaseOut` | cubic-bezier(0.42, 0, 0.58, 1) | Core Animation |
/// | `standard` | cubic-bezier(0.2, 0, 0, 1) | Material 3 motion tokens |
/// | `standard-decelerate` | cubic-bezier(0, 0, 0, 1) | Material 3 |
/// | `standard-accelerate` | cubic-bezier(0.3, 0, 1, 1) | Material 3 |
/// | `emphasized` | path M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1 | Material 3 (two segments) |
/// | `emphasized-decelerate` | cubic-bezier(0.05, 0.7, 0.1, 1) | Material 3 |
/// | `emphasized-accelerate` | cubic-bezier(0.3, 0, 0.8, 0.15) | Material 3 |
/// | `fastOutSlowIn` | cubic-bezier(0.4, 0, 0.2, 1) | Material 2 / Android `FastOutSlowInInterpolator` |
/// | `linearOutSlowIn` | cubic-bezier(0, 0, 0.2, 1) | Material 2 / Android `LinearOutSlowInInterpolator` |
/// | `fastOutLinearIn` | cubic-bezier(0.4, 0, 1, 1) | Material 2 / Android `FastOutLinearInInterpolator` |
public enum NamedEasing: String, Hashable, Sendable, CaseIterable {
  /// CSS `ease`.
  case ease
  /// CSS `ease-in`.
  case easeInCSS = "ease-in"
  /// CSS `ease-out`.
  case easeOutCSS = "ease-out"
  /// CSS `ease-in-out`.
  case easeInOutCSS = "ease-in-out"
  /// CSS `step-start` = steps(1, start).
  case stepStart = "step-start"
  /// CSS `step-end` = steps(1, end).
  case stepEnd = "step-end"
  /// Core Animation default timing function.
  case caDefault = "default"
  /// Core Animation `easeIn`.
  case caEaseIn = "easeIn"
  /// Core Animation `easeOut`.
  case caEaseOut = "easeOut"
  /// Core Animation `easeInEaseOut`.
  case caEaseInEaseOut = "easeInEaseOut"
  /// Material 3 standard.
  case standard
  /// Material 3 standard decelerate.
  case standardDecelerate = "standard-decelerate"
  /// Material 3 standard accelerate.
  case standardAccelerate = "standard-accelerate"
  /// Material 3 emphasized (two cubic segments).
  case emphasized
  /// Material 3 emphasized decelerate.
  case emphasizedDecelerate = "emphasized-decelerate"
  /// Material 3 emphasized accelerate.
  case emphasizedAccelerate = "emphasized-accelerate"
  /// Material 2 / Android fast-out-slow-in (also M3 "legacy").
  case fastOutSlowIn
  /// Material 2 / Android linear-out-slow-in (decelerate).
  case linearOutSlowIn
  /// Material 2 / Android fast-out-linear-in (accelerate).
  case fastOutLinearIn

  /// Where the curve comes from (for documentation and `--help`).
  public var source: String {
    switch self {
    case .ease, .easeInCSS, .easeOutCSS, .easeInOutCSS, .stepStart, .stepEnd: "CSS Easing"
    case .caDefault, .caEaseIn, .caEaseOut, .caEaseInEaseOut: "Core Animation"
    case .standard, .standardDecelerate, .standardAccelerate, .emphasized, .emphasizedDecelerate,
      .emphasizedAccelerate:
      "Material 3"
    case .fastOutSlowIn, .linearOutSlowIn, .fastOutLinearIn: "Material 2 / Android"
    }
  }

  /// The curve this name stands for (built once, then shared).
  public var definition: Easing {
    switch self {
    case .ease, .caDefault: NamedEasingTable.ease
    case .easeInCSS, .caEaseIn: NamedEasingTable.easeIn
    case .easeOutCSS, .caEaseOut: NamedEasingTable.easeOut
    case .easeInOutCSS, .caEaseInEaseOut: NamedEasingTable.easeInOut
    case .stepStart: .steps(Steps(1, .start))
    case .stepEnd: .steps(Steps(1, .end))
    case .standard: NamedEasingTable.standard
    case .standardDecelerate: NamedEasingTable.standardDecelerate
    case .standardAccelerate: NamedEasingTable.standardAccelerate
    case .emphasized: NamedEasingTable.emphasized
    case .emphasizedDecelerate: NamedEasingTable.emphasizedDecelerate
    case .emphasizedAccelerate: NamedEasingTable.emphasizedAccelerate
    case .fastOutSlowIn: NamedEasingTable.fastOutSlowIn
    case .linearOutSlowIn: NamedEasingTable.linearOutSlowIn
    case .fastOutLinearIn: NamedEasingTable.fastOutLinearIn
    }
  }
}

/// Lazily built shared curves behind ``NamedEasing``.
enum NamedEasingTable {
  static let ease = Easing.cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))
  static let easeIn = Easing.cubicBezier(CubicBezier(0.42, 0, 1, 1))
  static let easeOut = Easing.cubicBezier(CubicBezier(0, 0, 0.58, 1))
  static let easeInOut = Easing.cubicBezier(CubicBezier(0.42, 0, 0.58, 1))
  static let standard = Easing.cubicBezier(CubicBezier(0.2, 0, 0, 1))
  static let standardDecelerate = Easing.cubicBezier(CubicBezier(0, 0, 0, 1))
  static let standardAccelerate = Easing.cubicBezier(CubicBezier(0.3, 0, 1, 1))
  static let emphasizedDecelerate = Easing.cubicBezier(CubicBezier(0.05, 0.7, 0.1, 1))
  static let emphasizedAccelerate = Easing.cubicBezier(CubicBezier(0.3, 0, 0.8, 0.15))
  static let fastOutSlowIn = Easing.cubicBezier(CubicBezier(0.4, 0, 0.2, 1))
  static let linearOutSlowIn = Easing.cubicBezier(CubicBezier(0, 0, 0.2, 1))
  static let fastOutLinearIn = Easing.cubicBezier(CubicBezier(0.4, 0, 1, 1))
  /// M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1 (Material 3 tokens;
  /// Flutter `Curves.easeInOutCubicEmphasized`).
  static let emphasized = Easing.chain(
    ChainedEasing(path: [
      (c1: (0.05, 0), c2: (0.133333, 0.06), end: (0.166666, 0.4)),
      (c1: (0.208333, 0.82), c2: (0.25, 1), end: (1, 1)),
    ]))
}
