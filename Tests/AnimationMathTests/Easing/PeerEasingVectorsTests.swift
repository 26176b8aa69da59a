import TestSupport
import Testing

@testable import AnimationMath

/// The other projects' vectors (peer-easing-vectors.csv), each within its suite's own tolerance
/// (0 = the suite asserts exact equality).
///
/// Policy assumed per source: Chromium `cubic_bezier_unittest` / Blink `timing_function_test` and
/// the web-platform-tests rows assert **browser-compatible** extrapolation (the default); the
/// interior rows do not depend on the policy. Steps rows use the CSS algorithm with the before
/// flag as given. Flutter rows exercise Flutter-only curves (Catmull-Rom, SawTooth, Threshold,
/// `decelerate`, elastic period 0.4) that this package does not model; they are counted as skipped
/// (each is listed in `unsupported`) so a new, unhandled tag fails the test.
@Suite("Peer easing vectors")
struct PeerEasingVectorsTests {
  static let unsupported: Set<String> = [
    "CatmullRomCurve", "CatmullRomSpline.transform(t).dx", "CatmullRomSpline.transform(t).dy",
    "SawTooth", "Threshold", "Curves.decelerate", "ElasticOutCurve",
  ]

  static func numbers(_ text: String) -> [Double] {
    text.split(separator: ",").compactMap { Double($0.filter { $0 != " " }) }
  }

  static func bezier(_ params: String) -> CubicBezier? {
    let p = numbers(params)
    guard p.count == 4 else { return nil }
    return CubicBezier(p[0], p[1], p[2], p[3])
  }

  static func steps(_ params: String) throws -> (Steps, Bool) {
    // "n,position;before=0|1"
    let parts = params.split(separator: ";")
    let head = parts[0].split(separator: ",")
    let easing = try Easing(parsing: "steps(\(head[0]), \(head[1]))")
    guard case .steps(let s) = easing else { throw PeerError.bad(params) }
    return (s, parts.count > 1 && parts[1] == "before=1")
  }

  enum PeerError: Error { case bad(String) }

  /// The value a row asks for, or nil when the tag is unsupported.
  static func evaluate(_ row: [String: String]) throws -> Double? {
    let function = row["function"] ?? ""
    let params = row["params"] ?? ""
    let inputText = row["input"] ?? ""
    let input = Double(inputText) ?? .nan
    switch function {
    case "cubic-bezier", "cubic-bezier(browser extrapolation)", "cubic-bezier(extrapolated)":
      guard let c = bezier(params) else { throw PeerError.bad(params) }
      return c.value(at: input, extrapolation: .browserCompatible)
    case "cubic-bezier-slope(clamped x)":
      guard let c = bezier(params) else { throw PeerError.bad(params) }
      return c.slope(at: EasingExtrapolation.clampUnit(input))
    case let f where f.hasPrefix("cubic-bezier-output-range"):
      guard let c = bezier(params) else { throw PeerError.bad(params) }
      var range: ClosedRange<Double> = 0...1
      if !inputText.isEmpty {
        let b = inputText.split(separator: ":").compactMap { Double($0) }
        range = b[0]...b[1]
      }
      let r = c.outputRange(over: range)
      return f.contains("max") ? r.upperBound : r.lowerBound
    case let f where f.hasPrefix("three-point-cubic"):
      let p = numbers(params)
      let chain = ChainedEasing(path: [
        (c1: (p[0], p[1]), c2: (p[2], p[3]), end: (p[4], p[5])),
        (c1: (p[6], p[7]), c2: (p[8], p[9]), end: (1, 1)),
      ])
      return chain.value(at: input)
    case "linear()":
      return try Easing(parsing: params).value(at: input)
    case "linear()-resolved-stop-input(index)":
      guard case .piecewiseLinear(let p) = try Easing(parsing: params) else {
        throw PeerError.bad(params)
      }
      return p.points[Int(input)].input
    case "linear-keyword", "Curves.linear":
      return Easing.linear.value(at: input)
    case "steps(n,position;before_flag)":
      let (s, before) = try steps(params)
      return s.value(at: input, before: before)
    case "compose(outer(inner(t)))":
      // "outer=steps(1,jump-both);inner=cubic-bezier(...)"
      let parts = params.split(separator: ";").map {
        String($0.split(separator: "=", maxSplits: 1)[1])
      }
      let outer = try Easing(parsing: parts[0])
      let inner = try Easing(parsing: parts[1])
      return outer.value(at: inner.value(at: input))
    case "Curves.bounceIn": return PennerEasing.easeInBounce.value(at: input)
    case "Curves.bounceOut": return PennerEasing.easeOutBounce.value(at: input)
    case "Curves.bounceInOut": return PennerEasing.easeInOutBounce.value(at: input)
    case "FlippedCurve": return Easing.flipped(.penner(.easeInOutExpo)).value(at: input)
    case "Interval":
      let p = numbers(params)
      return Easing.interval(start: p[0], end: p[1], .linear).value(at: input)
    default:
      if unsupported.contains(function) { return nil }
      throw PeerError.bad("unknown tag \(function)")
    }
  }

  @Test("every supported peer vector within its suite's tolerance")
  func peers() throws {
    let rows = try fixtureRows("peer-easing-vectors.csv")
    #expect(rows.count == 276)
    var checked = 0
    var skipped = 0
    for row in rows {
      guard let expected = Double(row["expected"] ?? ""),
        let tolerance = Double(row["tolerance"] ?? "")
      else {
        Issue.record("unparsable row \(row)")
        continue
      }
      guard let got = try Self.evaluate(row) else {
        skipped += 1
        continue
      }
      checked += 1
      expectClose(
        got, expected, absolute: tolerance,
        "\(row["source"] ?? "") \(row["function"] ?? "") \(row["params"] ?? "") @ \(row["input"] ?? "")"
      )
    }
    #expect(checked == 253 && skipped == 23, "checked \(checked), skipped \(skipped)")
  }
}
