import AnimationMath
import SwipeTuning

/// Copy-paste code for one setting in one language.
public struct ReportSnippet: Hashable, Sendable {
  /// The language or framework as shown, e.g. `SwiftUI`.
  public var language: String
  /// A stable identifier for the page, e.g. `swiftui`.
  public var id: String
  /// The code.
  public var code: String
  /// What the code needs or assumes, in a few words (e.g. `iOS 17+`).
  public var note: String = ""
}

extension SweepReport {
  /// The setting's spring, `Spring(dampingRatio:response:)` with unit mass; nil when the row has
  /// no spring (a report from another tool).
  static func spring(_ row: SweepTable.Row) -> Spring? {
    guard let zeta = row.value(.dampingRatio), let response = row.value(.response), response > 0,
      zeta >= 0
    else { return nil }
    return Spring(dampingRatio: zeta, response: response)
  }

  /// Code for `row` in SwiftUI, UIKit, Jetpack Compose, Flutter and CSS: the policy's thresholds
  /// as constants and the spring in each API's own parameters (``SpringEcosystem``, the
  /// conversions of `spring-tune convert`; CSS gets a `linear()` curve within
  /// ``PiecewiseLinear/defaultMaxError`` of ``SpringEasing``). Empty without a spring.
  public func snippets(for row: SweepTable.Row) -> [ReportSnippet] {
    guard let spring = Self.spring(row) else { return [] }
    let thresholds = SweepParameter.allCases.compactMap { p -> (SweepParameter, Double)? in
      guard p != .dampingRatio, p != .response, let v = row.value(p) else { return nil }
      return (p, v)
    }
    let origin =
      "spring-tune: policy \(row.policy), estimator \(row.estimator), from \(sourceName)"
    func values(_ name: String) -> [Double]? {
      SpringEcosystem.named(name)?.values(for: spring)
    }
    func n(_ v: Double) -> String { NumberText.rounded(v, decimals: 4) }
    func unitComment(_ p: SweepParameter, length: String) -> String {
      switch p {
      case .progressThreshold:
        guard let d = Self.progressDistance(policy: row.policy, width: width), d != width else {
          return "fraction of the transition's width"
        }
        return "fraction of \(NumberText.rounded(d, decimals: 3)) \(length) of travel"
      case .velocityThreshold: return "\(length)/s along the swipe"
      case .projectionRate: return "deceleration rate per ms of the projection"
      default: return ""
      }
    }
    func camel(_ p: SweepParameter) -> String {
      let words = p.column.split(separator: "_")
      return words[0]
        + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        .joined()
    }
    var result: [ReportSnippet] = []

    // SwiftUI: Animation.spring(duration:bounce:) (iOS 17), or response/dampingFraction.
    var swift = "// \(origin)\n"
    for (p, v) in thresholds {
      swift += "let \(camel(p)): CGFloat = \(n(v))  // \(unitComment(p, length: "pt"))\n"
    }
    if let v = values("swiftui") {
      swift +=
        "let swipeBackAnimation = Animation.spring(duration: \(n(v[0])), bounce: \(n(v[1])))\n"
    } else if let v = values("swiftui-response") {
      swift +=
        "let swipeBackAnimation = Animation.spring(response: \(n(v[0])), dampingFraction: \(n(v[1])))\n"
    }
    swift += "// withAnimation(swipeBackAnimation) { offset = completes ? width : 0 }\n"
    result.append(
      ReportSnippet(
        language: "SwiftUI", id: "swiftui", code: swift,
        note: values("swiftui") != nil ? "iOS 17+, spring(duration:bounce:)" : "iOS 13+"))

    // UIKit: UISpringTimingParameters with the physical coefficients and relative velocity.
    if let v = values("core-animation") {
      var uikit = "// \(origin)\n"
      for (p, value) in thresholds {
        uikit += "let \(camel(p)): CGFloat = \(n(value))  // \(unitComment(p, length: "pt"))\n"
      }
      uikit += """
        /// The hand-off spring, starting at the finger's velocity (pt/s) with `remaining` pt to go.
        func swipeBackTiming(velocity: CGFloat, remaining: CGFloat) -> UISpringTimingParameters {
          let relative = remaining != 0 ? velocity / remaining : 0
          return UISpringTimingParameters(
            mass: \(n(v[0])), stiffness: \(n(v[1])), damping: \(n(v[2])),
            initialVelocity: CGVector(dx: relative, dy: 0))
        }
        // UIViewPropertyAnimator(duration: 0, timingParameters: swipeBackTiming(...))

        """
      result.append(
        ReportSnippet(
          language: "UIKit", id: "uikit", code: uikit,
          note: "iOS 10+, starts at the finger's velocity"))
    }

    // Jetpack Compose: spring(dampingRatio, stiffness), unit mass.
    if let v = values("android") {
      var compose = "// \(origin)\n"
      for (p, value) in thresholds {
        let name = p.column.uppercased()
        compose += "const val \(name) = \(n(value))f // \(unitComment(p, length: "dp"))\n"
      }
      compose +=
        "val swipeBackSpring = spring<Float>(dampingRatio = \(n(v[1]))f, stiffness = \(n(v[0]))f)\n"
      compose += "// offset.animateTo(target, swipeBackSpring, initialVelocity = releaseVelocity)\n"
      result.append(
        ReportSnippet(
          language: "Jetpack Compose", id: "compose", code: compose, note: "unit mass, dp"))
    }

    // Flutter: SpringDescription(mass, stiffness, damping).
    if let v = values("flutter") {
      var dart = "// \(origin)\n"
      for (p, value) in thresholds {
        dart += "const double \(camel(p)) = \(n(value)); // \(unitComment(p, length: "px"))\n"
      }
      dart += """
        const SpringDescription swipeBackSpring =
            SpringDescription(mass: \(n(v[0])), stiffness: \(n(v[1])), damping: \(n(v[2])));
        // controller.animateWith(SpringSimulation(swipeBackSpring, value, target, velocity));

        """
      result.append(
        ReportSnippet(language: "Flutter", id: "flutter", code: dart, note: "logical pixels"))
    }

    // CSS: the spring from rest as linear(), lasting until it settles within 0.1 %.
    if SpringEasing.isValid(
      spring: spring, initialVelocity: 0, epsilon: SpringEasing.defaultEpsilon)
    {
      let easing = SpringEasing(spring)
      let curve = Easing.spring(easing).linearApproximation()
      var css = "/* \(origin) */\n:root {\n"
      for (p, value) in thresholds {
        css +=
          "  --\(p.column.dashed): \(n(value)); /* \(unitComment(p, length: "px")) */\n"
      }
      css += "  --swipe-back-duration: \(NumberText.rounded(easing.duration, decimals: 3))s;\n"
      css += "  --swipe-back-easing: \(curve.description);\n}\n"
      css += """
        /* The spring from rest (CSS cannot start at the finger's velocity), within 0.1 % of the
           distance after the duration. */
        .page.settling {
          transition: transform var(--swipe-back-duration) var(--swipe-back-easing);
        }

        """
      result.append(
        ReportSnippet(
          language: "CSS", id: "css", code: css,
          note: "linear(): Chrome 113+, Firefox 112+, Safari 17.2+"))
    }
    return result
  }
}
