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
  /// The platform whose units, estimator and APIs the code uses.
  public var platform: SwipePlatform
}

/// What every snippet of one row is written from: the row's rule with its thresholds, its
/// spring, the sweep's geometry, estimator and platform.
struct SnippetContext {
  /// The row.
  let row: SweepTable.Row
  /// The hand-off spring (unit mass).
  let spring: Spring
  /// The row's completion rule with its thresholds set; nil for a policy the swipe model does
  /// not know (a report from another tool): then only the constants are written.
  let rule: CompletionRule?
  /// Screen width, axis and completing direction.
  let geometry: SwipeGeometry
  /// The platform the sweep was made for, if it named one.
  let sweepPlatform: SwipePlatform?
  /// Where the numbers come from, e.g. `sweep.csv`.
  let source: String

  /// The spring in the parameters of `ecosystem` (`spring-tune convert`).
  func values(_ ecosystem: String) -> [Double]? {
    SpringEcosystem.named(ecosystem)?.values(for: spring)
  }

  /// A spring parameter for people and code: 4 decimals.
  func n(_ v: Double) -> String { NumberText.rounded(v, decimals: 4) }

  /// The rule in `language`.
  func rule(_ language: SnippetRule.Language) -> SnippetRule? {
    rule.map { SnippetRule($0, language: language) }
  }

  /// The estimator the row's thresholds were swept with.
  var estimator: String { row.estimator }

  /// The lines (without comment markers) that open every snippet for `platform`: where the
  /// numbers come from, the estimator and unit the thresholds assume, and whether that is the
  /// platform's own estimator.
  func header(for platform: SwipePlatform) -> [String] {
    var lines = [
      "spring-tune: policy \(row.policy), from \(source)"
        + (sweepPlatform.map { " (--platform \($0.name))" } ?? "")
    ]
    lines.append(
      "Thresholds assume the '\(estimator)' velocity estimator and \(platform.unit), "
        + "\(platform.unit)/s" + (platform.needsDensity ? " (converted to px below)" : "") + ".")
    let own = platform.estimator
    // "The web (pointer events) estimates …": the title starts a sentence here.
    let title =
      platform.title.hasPrefix("the ") ? "The" + platform.title.dropFirst(3) : platform.title
    let known =
      platform.estimatorSource.prefix(1).uppercased() + platform.estimatorSource.dropFirst()
    if own.name == estimator {
      lines.append("\(title) estimates as '\(own.name)' does:")
      lines.append(known + ".")
    } else {
      lines.append("\(title) estimates with '\(own.name)', not '\(estimator)':")
      lines.append(known + ".")
      lines.append(
        "Thresholds shift with the estimator: sweep with --platform \(platform.name) for its own.")
    }
    lines.append("Begin the swipe only as the sweep's gate does: \(gate.summary).")
    // The thresholds hold for travel measured from the sweep's origin: ~10 pt apart otherwise.
    lines.append(
      gate.travelOrigin == .down
        ? "Measure dx from the touch-down, as the sweep did (a pan's translation starts later)."
        : "Measure dx from where the drag was recognised (after the slop), as the sweep did.")
    return lines
  }

  /// The travel (`dx`) and velocity along the swipe axis, in words.
  var axisWords: String {
    let along = geometry.axis == .x ? "x" : "y"
    let sign = geometry.direction == .positive ? "+" : "−"
    return "both along \(along), \(sign) towards completion"
  }

  /// `-` when the completing direction is negative: the sign to put before an axis component.
  var sign: String { geometry.direction == .positive ? "" : "-" }

  /// The sweep's gate.
  let gate: AngleGate

  /// The named thresholds with their values, in code order.
  func thresholdComment(_ p: PolicyParameter, unit: String) -> String {
    switch p {
    case .progressThreshold:
      guard
        let d = SweepReport.progressDistance(policy: row.policy, width: geometry.width),
        d != geometry.width
      else { return "fraction of the transition's width" }
      return "fraction of \(NumberText.shortest(d)) \(unit) of travel"
    case .velocityThreshold: return "\(unit)/s along the swipe"
    case .projectionRate: return "deceleration rate per ms of the projection"
    }
  }
}

/// How one language writes the rule function (``SnippetContext/ruleFunction(_:)``).
struct RuleSyntax {
  /// The language.
  var language: SnippetRule.Language
  /// A named threshold's declaration: name, literal value and its comment.
  var constant: (_ name: String, _ value: String, _ comment: String) -> String
  /// The unit of the thresholds' comments (`pt`, `dp`, …).
  var unit: String
  /// The doc comment and signature, up to and including the opening brace; `cross` is the
  /// cross-velocity parameter's text when the rule reads it, else empty.
  var signature: (_ cross: String) -> String
  /// The indentation inside the function.
  var indent: String
  /// A local value's declaration keyword (`let`, `val`, `final`, `const`).
  var local: String
  /// What ends a statement (`;` in Dart and JavaScript).
  var end = ""
  /// The cross-velocity parameter's text.
  var crossParameter: String
}

extension SnippetContext {
  /// The rule as a function in `syntax`'s language, its named thresholds as constants before it
  /// (Kotlin converts the velocity one to px/s inside); a comment saying so for a policy the
  /// swipe model does not know.
  func ruleFunction(_ syntax: RuleSyntax) -> String {
    guard let rule = rule(syntax.language) else {
      return "// Policy \(row.policy) is not one spring-tune knows: its rule is not written.\n"
    }
    var code = ""
    for (p, v) in rule.constants {
      code +=
        syntax.constant(
          rule.constantName(p), rule.literal(v), thresholdComment(p, unit: syntax.unit)) + "\n"
    }
    code += "\n" + syntax.signature(rule.usesCrossVelocity ? syntax.crossParameter : "") + "\n"
    if rule.usesDensity, rule.constants.contains(where: { $0.parameter == .velocityThreshold }) {
      code += syntax.indent + "val velocityThreshold = VELOCITY_THRESHOLD_DP * density // px/s\n"
    }
    for b in rule.bindings {
      code += "\(syntax.indent)\(syntax.local) \(b.name) = \(b.code)\(syntax.end)\n"
    }
    return code + "\(syntax.indent)return \(rule.expression)\(syntax.end)\n}\n"
  }
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

  /// The completion rule of `row`: its policy's preset with the row's thresholds (the preset's
  /// own constants for those the row leaves empty); nil for a policy the swipe model does not
  /// know.
  static func rule(_ row: SweepTable.Row, width: Double) -> CompletionRule? {
    guard let preset = try? CompletionPreset(parsing: row.policy) else { return nil }
    var parameters = preset.defaultParameters(width: width)
    if let v = row.value(.progressThreshold) { parameters.progressThreshold = v }
    if let v = row.value(.velocityThreshold) { parameters.velocityThreshold = v }
    if let v = row.value(.projectionRate) { parameters.projectionRate = v }
    return preset.rule(parameters)
  }

  /// Code for `row` in SwiftUI, UIKit, Jetpack Compose, Android views, Flutter, React Native
  /// (Gesture Handler and Reanimated) and the web (JavaScript, Motion, and CSS for a finish from
  /// rest): the completion rule as a function with the
  /// thresholds as constants (``SnippetRule``, exact), in each platform's units (Android and
  /// Compose multiply by the display density), and a hand-off that starts the spring at the
  /// finger's velocity in each API's own parameters (``SpringEcosystem``, the conversions of
  /// `spring-tune convert`). Every snippet opens by naming the estimator and unit its
  /// thresholds assume and whether that is the platform's own. The sweep's platform (its
  /// `platform` column) comes first. Empty without a spring.
  public func snippets(for row: SweepTable.Row) -> [ReportSnippet] {
    guard let spring = Self.spring(row) else { return [] }
    let settings = table.settings
    let context = SnippetContext(
      row: row, spring: spring, rule: Self.rule(row, width: width), geometry: settings.geometry,
      sweepPlatform: settings.platform, source: sourceName, gate: settings.gate)
    var result = [
      context.swiftUI(), context.uiKit(), context.compose(), context.androidViews(),
      context.flutter(), context.reactNative(), context.javaScript(), context.motion(),
    ]
    if let css = context.css() { result.append(css) }
    if let platform = settings.platform {
      // Stable: the sweep's platform first, the others in their usual order.
      result =
        result.filter { $0.platform == platform } + result.filter { $0.platform != platform }
    }
    return result
  }
}
