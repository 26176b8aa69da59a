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

  /// The cubic Bézier this name stands for, or `nil` for `step-start`, `step-end` and the
  /// two-piece `emphasized`: built once and shared (`NamedEasingTable`), so evaluating a named
  /// curve costs what the Bézier costs — it was rebuilt on every evaluation.
  @inlinable
  public var cubicBezier: CubicBezier? {
    switch self {
    case .ease, .caDefault: NamedEasingTable.ease
    case .easeInCSS, .caEaseIn: NamedEasingTable.easeInCSS
    case .easeOutCSS, .caEaseOut: NamedEasingTable.easeOutCSS
    case .easeInOutCSS, .caEaseInEaseOut: NamedEasingTable.easeInOutCSS
    case .standard: NamedEasingTable.standard
    case .standardDecelerate: NamedEasingTable.standardDecelerate
    case .standardAccelerate: NamedEasingTable.standardAccelerate
    case .emphasizedDecelerate: NamedEasingTable.emphasizedDecelerate
    case .emphasizedAccelerate: NamedEasingTable.emphasizedAccelerate
    case .fastOutSlowIn: NamedEasingTable.fastOutSlowIn
    case .linearOutSlowIn: NamedEasingTable.linearOutSlowIn
    case .fastOutLinearIn: NamedEasingTable.fastOutLinearIn
    case .stepStart, .stepEnd, .emphasized: nil
    }
  }

  /// The curve this name stands for.
  public var definition: Easing {
    if let c = cubicBezier { return .cubicBezier(c) }
    switch self {
    case .stepStart: return .steps(Steps(1, .start))
    case .stepEnd: return .steps(Steps(1, .end))
    default: return NamedEasingTable.emphasized
    }
  }
}

/// The curves behind the names, built once and shared: each cubic Bézier (by the first name
/// that stands for it) and the two-piece ``NamedEasing/emphasized``.
@usableFromInline
enum NamedEasingTable {
  @usableFromInline static let ease = CubicBezier(0.25, 0.1, 0.25, 1)
  @usableFromInline static let easeInCSS = CubicBezier(0.42, 0, 1, 1)
  @usableFromInline static let easeOutCSS = CubicBezier(0, 0, 0.58, 1)
  @usableFromInline static let easeInOutCSS = CubicBezier(0.42, 0, 0.58, 1)
  @usableFromInline static let standard = CubicBezier(0.2, 0, 0, 1)
  @usableFromInline static let standardDecelerate = CubicBezier(0, 0, 0, 1)
  @usableFromInline static let standardAccelerate = CubicBezier(0.3, 0, 1, 1)
  @usableFromInline static let emphasizedDecelerate = CubicBezier(0.05, 0.7, 0.1, 1)
  @usableFromInline static let emphasizedAccelerate = CubicBezier(0.3, 0, 0.8, 0.15)
  @usableFromInline static let fastOutSlowIn = CubicBezier(0.4, 0, 0.2, 1)
  @usableFromInline static let linearOutSlowIn = CubicBezier(0, 0, 0.2, 1)
  @usableFromInline static let fastOutLinearIn = CubicBezier(0.4, 0, 1, 1)

  /// M 0,0 C 0.05,0 0.133333,0.06 0.166666,0.4 C 0.208333,0.82 0.25,1 1,1 (Material 3 tokens;
  /// Flutter `Curves.easeInOutCubicEmphasized`).
  static let emphasized = Easing.chain(
    ChainedEasing(path: [
      (c1: (0.05, 0), c2: (0.133333, 0.06), end: (0.166666, 0.4)),
      (c1: (0.208333, 0.82), c2: (0.25, 1), end: (1, 1)),
    ]))
}
