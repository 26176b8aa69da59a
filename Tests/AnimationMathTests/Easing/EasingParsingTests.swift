import Testing

@testable import AnimationMath

@Suite("Easing parse and print")
struct EasingParsingTests {
  @Test("keywords and names parse to the right cases")
  func names() throws {
    #expect(try Easing(parsing: "linear") == .linear)
    #expect(try Easing(parsing: " EASE-in-OUT ") == .named(.easeInOutCSS))
    #expect(try Easing(parsing: "easeInEaseOut") == .named(.caEaseInEaseOut))
    #expect(try Easing(parsing: "emphasized") == .named(.emphasized))
    #expect(try Easing(parsing: "easeOutBack") == .penner(.easeOutBack))
    #expect(try Easing(parsing: "step-start") == .named(.stepStart))
    for n in NamedEasing.allCases { #expect(try Easing(parsing: n.rawValue) == .named(n)) }
    for p in PennerEasing.allCases { #expect(try Easing(parsing: p.rawValue) == .penner(p)) }
  }

  @Test("functions parse with CSS whitespace and number forms")
  func functions() throws {
    #expect(
      try Easing(parsing: "cubic-bezier( .42 ,0, 0.58,1 )")
        == .cubicBezier(CubicBezier(0.42, 0, 0.58, 1)))
    #expect(
      try Easing(parsing: "cubic-bezier(0.1, -5e-1, 1, +2)")
        == .cubicBezier(CubicBezier(0.1, -0.5, 1, 2)))
    #expect(try Easing(parsing: "steps(4)") == .steps(Steps(4, .end)))
    #expect(try Easing(parsing: "steps(2, jump-none)") == .steps(Steps(2, .jumpNone)))
    let linear = try Easing(parsing: "linear(0, 0.25 75%, 1)")
    #expect(
      linear
        == .piecewiseLinear(PiecewiseLinear([LinearStop(0), LinearStop(0.25, 75), LinearStop(1)])))
    #expect(
      try Easing(parsing: "interval(0.1, 1, ease-out)")
        == .interval(start: 0.1, end: 1, .named(.easeOutCSS)))
    #expect(
      try Easing(parsing: "reverse(flip(ease-in))") == .reversed(.flipped(.named(.easeInCSS))))
  }

  /// parse(print(e)) == e, and print is idempotent through parse.
  @Test("printing round-trips exactly")
  func roundTrip() throws {
    let samples: [Easing] = [
      .linear, .cubicBezier(CubicBezier(0.1, 0.7, 0.1, 1)),
      .cubicBezier(CubicBezier(1.0 / 3, -0.1234567890123456789, 0.999, 1e-7)),
      .steps(Steps(4, .jumpBoth)), .steps(Steps(3, .start)), .steps(Steps(1, .end)),
      .piecewiseLinear(
        PiecewiseLinear([LinearStop(0), LinearStop(0.5, 10, 40), LinearStop(1.25, 100)])),
      .penner(.easeInOutElastic), .named(.emphasized), .named(.fastOutLinearIn),
      .reversed(.named(.ease)), .flipped(.penner(.easeInCubic)),
      .interval(start: 0.1, end: 0.9, .steps(Steps(2, .jumpNone))),
      .chain(
        ChainedEasing([
          .init(.named(.easeInCSS), endX: 0.3, endY: 0.6), .init(.linear, endX: 0.3, endY: 0.7),
          .init(.penner(.easeOutBounce), endX: 1, endY: 1),
        ])),
    ]
    for e in samples {
      let text = e.description
      let back = try Easing(parsing: text)
      #expect(back == e, "\(text)")
      #expect(back.description == text)
    }
  }

  @Test("exact printed texts")
  func printedText() throws {
    #expect(
      Easing.cubicBezier(CubicBezier(0.42, 0, 1, 1)).description == "cubic-bezier(0.42, 0, 1, 1)")
    #expect(try Easing(parsing: "steps(4)").description == "steps(4, end)")
    #expect(
      try Easing(parsing: "linear(0,.5 10% 40%,1)").description == "linear(0, 0.5 10% 40%, 1)")
    #expect(try Easing(parsing: "Ease").description == "ease")
    #expect(
      try Easing(parsing: "chain(ease-in 0.5 0.4, ease-out)").description
        == "chain(ease-in 0.5 0.4, ease-out)")
  }

  /// Each malformed text fails at the documented column with the documented expectation.
  @Test("errors name the position and what was expected")
  func errors() {
    let cases: [(String, Int, String)] = [
      ("", 0, "an easing name or function"),
      ("bogus", 0, "an easing name (e.g. ease, ease-in-out, easeOutBack, emphasized)"),
      ("cubic-bezier(0.1, 0.2, 1.5, 1)", 23, "a number in [0, 1] for x2"),
      ("cubic-bezier(0.1, 0.2, 0.3)", 26, "','"),
      ("cubic-bezier(0.1, x, 0.3, 1)", 18, "a number for y1"),
      ("steps(0)", 6, "a positive integer up to 1000000000"),
      ("steps(2.5)", 6, "a positive integer up to 1000000000"),
      ("steps(1, jump-none)", 6, "an integer >= 2 for jump-none"),
      ("steps(3, sideways)", 9, "jump-start, jump-end, jump-none, jump-both, start or end"),
      ("linear(1)", 8, "',' and a second stop (linear() needs two)"),
      ("linear(0, 1 50)", 14, "'%'"),
      ("ease-in extra", 8, "end of input"),
      (
        "wobble(1)", 0,
        "a function cubic-bezier(), steps(), linear(), spring(), reverse(), flip(), interval() or chain()"
      ),
      ("cubic-bezier(0, 1e999, 1, 1)", 16, "a finite number for y1"),
      // Regressions: finite but huge outputs evaluated to NaN (the coefficients 3·y1 overflow)
      // and -inf (linear() interpolating across y2 − y1 = -2e308), so they are rejected.
      ("cubic-bezier(0, 1e308, 1, -1e308)", 16, "a number in [-1e300, 1e300] for y1"),
      ("cubic-bezier(0, 1, 1, -1e301)", 22, "a number in [-1e300, 1e300] for y2"),
      ("linear(1e308, -1e308)", 7, "a number in [-1e300, 1e300] (stop output)"),
      ("steps(1000000001)", 6, "a positive integer up to 1000000000"),
    ]
    for (text, position, expected) in cases {
      do {
        let e = try Easing(parsing: text)
        Issue.record("'\(text)' parsed as \(e)")
      } catch {
        #expect(error.position == position, "'\(text)': \(error)")
        #expect(error.expected == expected, "'\(text)': \(error)")
      }
    }
  }

  @Test("error description format")
  func errorDescription() {
    do {
      _ = try Easing(parsing: "cubic-bezier(0.1, 0.2, 1.5, 1)")
      Issue.record("parsed")
    } catch {
      #expect(error.description == "at column 24: expected a number in [0, 1] for x2, found '1.5'")
      #expect(error.pointer == "cubic-bezier(0.1, 0.2, 1.5, 1)\n                       ^")
    }
  }

  /// The largest accepted outputs still evaluate to finite values everywhere on [0, 1] (the
  /// bound exists so that they do).
  @Test("outputs at the 1e300 bound evaluate to finite values")
  func outputBound() throws {
    for text in ["cubic-bezier(0, 1e300, 1, -1e300)", "linear(1e300, -1e300 50%, 1e300)"] {
      let curve = try Easing(parsing: text)
      for k in 0...64 {
        let x = Double(k) / 64
        #expect(curve.value(at: x).isFinite, "\(text) at \(x)")
      }
    }
  }
}
