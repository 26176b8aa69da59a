import Testing

@testable import spring_tune

@Suite("ease command")
struct EaseCommandTests {
  static let usage =
    "Usage: spring-tune ease <curve> (--at <x,...> [--slope] [--extrapolation <policy>] | --css "
    + "[--max-error <e>])\n  See 'spring-tune ease --help' for more information.\n"

  /// Exact CLI text. The digits are the library's (true y(0.25) = 0.12916193104731981…, slope
  /// 1.05926184117479934…, with the binary control points: both printed values are within an
  /// ulp, inside the solver's ~1e-15 bound).
  @Test func valuesAndSlopes() {
    let run = runCLI([
      "ease", "cubic-bezier(0.42, 0, 0.58, 1)", "--at", "0,0.25,0.5,1.5", "--slope",
    ])
    #expect(run.code == 0)
    #expect(run.err == "")
    #expect(
      run.out
        == "x,y,slope\n0,0,0\n0.25,0.12916193104731982,1.0592618411747994\n0.5,0.5,1.7241379310344827\n"
        + "1.5,1,0\n")
  }

  @Test func plainValues() {
    let run = runCLI(["ease", "steps(4, jump-both)", "--at", "0,0.5,1"])
    #expect(run.code == 0)
    #expect(run.out == "x,y\n0,0.2\n0.5,0.6\n1,1\n")
  }

  /// The README's divergence: cubic-bezier(0, 1.5, 1, 1.5) is flat outside [0, 1] in browsers,
  /// continues with slopes 1.5 / −0.5 by the spec text, and clamps to y(0), y(1).
  @Test func extrapolationPolicies() {
    let args = ["ease", "cubic-bezier(0,1.5,1,1.5)", "--at", "-0.5,1.5", "--extrapolation"]
    #expect(runCLI(args + ["spec"]).out == "x,y\n-0.5,-0.75\n1.5,0.75\n")
    #expect(runCLI(args + ["browser"]).out == "x,y\n-0.5,0\n1.5,1\n")
    #expect(runCLI(args + ["clamp"]).out == "x,y\n-0.5,0\n1.5,1\n")
    #expect(runCLI(Array(args.dropLast())).out == "x,y\n-0.5,0\n1.5,1\n")
  }

  @Test func cssExport() {
    let run = runCLI(["ease", "ease-in-out", "--css", "--max-error", "0.01"])
    #expect(run.code == 0)
    #expect(
      run.out
        == "linear(0, 0.035 13.25%, 0.14 26.02%, 0.335 40.21%, 0.765 66.46%, 0.915 79.59%, "
        + "0.989 92.44%, 1)\n")
    #expect(
      runCLI(["ease", "steps(2)", "--css"]).out == "linear(0 0% 50%, 0.5 50% 100%, 1 100%)\n")
  }

  @Test func springCurve() {
    let run = runCLI(["ease", "spring(response=0.4,dampingRatio=0.8)", "--at", "0,1"])
    #expect(run.code == 0)
    #expect(run.out == "x,y\n0,0\n1,1\n")
    let css = runCLI(["ease", "spring(response=0.4,dampingRatio=0.8)", "--css"])
    #expect(css.code == 0)
    #expect(css.out.hasPrefix("linear(0, "))
  }

  @Test func badCurvesPointAtTheProblem() {
    let cases: [([String], String)] = [
      (
        ["ease", "cubic-bezier(0.1,0.2,1.5,1)", "--at", "1"],
        "Invalid curve: at column 22: expected a number in [0, 1] for x2, found '1.5'.\n"
          + "  cubic-bezier(0.1,0.2,1.5,1)\n                       ^"
      ),
      (
        ["ease", "steps(3, sideways)", "--at", "1"],
        "Invalid curve: at column 10: expected jump-start, jump-end, jump-none, jump-both, start "
          + "or end, found 'sideways'.\n  steps(3, sideways)\n           ^"
      ),
      (
        ["ease", "wiggle", "--css"],
        "Invalid curve: at column 1: expected an easing name (e.g. ease, ease-in-out, easeOutBack, "
          + "emphasized), found 'wiggle'.\n  wiggle\n  ^"
      ),
      (["ease", "ease"], "Missing '--at <x,...>' or '--css'."),
      (
        ["ease", "ease", "--at", "1", "--css"],
        "Options '--at' and '--css' cannot be used together."
      ),
      (["ease", "ease", "--css", "--slope"], "Option '--slope' needs '--at'."),
      (["ease", "ease", "--at", "1", "--max-error", "0.1"], "Option '--max-error' needs '--css'."),
      (
        ["ease", "ease", "--css", "--max-error", "0"],
        "Invalid value '0' for '--max-error': expected a number in (0, 1]."
      ),
      (
        ["ease", "ease", "--at", "1", "--extrapolation", "wrap"],
        "Invalid value 'wrap' for '--extrapolation': expected spec, browser or clamp."
      ),
      (["ease", "ease", "--at", "x"], "Invalid value 'x' for '--at': expected a number."),
      (["ease"], "Missing expected argument '<curve>'."),
      // Regressions: these printed `inf` (extrapolated past binary64) or hung building 2·10⁹
      // stops.
      (
        ["ease", "easeInQuint", "--at", "0.5,1e308"],
        "Invalid value '1e+308' for '--at': the curve's value there overflows binary64 "
          + "(extrapolated too far; try '--extrapolation clamp')."
      ),
      (
        ["ease", "steps(1000000000)", "--css"],
        "Invalid curve for '--css': steps(1000000000) would need 2000000000 stops; '--css' "
          + "writes at most 1000000 steps."
      ),
    ]
    for (arguments, message) in cases {
      let run = runCLI(arguments)
      #expect(run.code == 64, "\(arguments)")
      #expect(run.out == "")
      #expect(run.err == "Error: \(message)\n" + Self.usage, "\(arguments)")
    }
  }

  @Test func help() {
    let run = runCLI(["ease", "--help"])
    #expect(run.code == 0)
    #expect(
      run.out.hasPrefix("OVERVIEW: Evaluate an easing curve, or export it as CSS linear().\n"))
    #expect(
      run.out.contains(
        "  --extrapolation <policy>\n                          Inputs outside [0, 1]: spec (CSS text), "
          + "browser, clamp. (default: browser)\n"))
  }

  /// No curve text and input prints `nan`, or `inf` other than a vertical tangent's slope.
  @Test(
    arguments: [
      "cubic-bezier(0, 1e300, 1, -1e300)", "linear(0 0%, 0.5 1e-320%, 1 2e-320%)",
      "linear(1e300, -1e300)", "easeInElastic", "easeOutExpo", "easeInOutCirc",
      "cubic-bezier(0, 1, 0, 1)", "steps(1000000000, jump-both)", "emphasized",
    ])
  func hostileCurvesNeverPrintNaN(curve: String) {
    for policy in ["browser", "spec", "clamp"] {
      let run = runCLI([
        "ease", curve, "--at", "0,1e-320,0.5,1,2,-1,1e308,-1e308", "--slope", "--extrapolation",
        policy,
      ])
      #expect(run.code == 0 || run.code == 64, "\(curve) \(policy): \(run.err)")
      for line in run.out.split(separator: "\n").dropFirst() {
        let fields = line.split(separator: ",")
        #expect(
          fields.count == 3 && !fields[0...1].contains { $0.contains("inf") || $0 == "nan" }
            && fields[2] != "nan", "\(curve) \(policy): \(line)")
      }
    }
  }
}

/// `ease --css` prints only what it has checked, or refuses naming the bound it can reach.
@Suite("spring-tune ease --css bound")
struct EaseCSSBoundTests {
  @Test func unreachableBoundIsRefusedNamingWhatIsReachable() {
    let run = runCLI(["ease", "ease", "--css", "--max-error", "1e-15"])
    #expect(run.code == 64)
    #expect(
      run.err.hasPrefix(
        "Error: Invalid value '1e-15' for '--max-error': the closest linear() found is "))
    #expect(run.err.contains("; use --max-error "))
    #expect(run.out.isEmpty)
  }

  @Test func verticalTangentMeetsTheBound() {
    let run = runCLI(["ease", "cubic-bezier(1,0,0,1)", "--css", "--max-error", "0.01"])
    #expect(run.code == 0)
    #expect(run.out.hasPrefix("linear(0, "))
  }

  /// The 3 000-deep nest that overflowed the stack is refused at the limit.
  @Test func deepNestingIsAnError() {
    let text =
      String(repeating: "reverse(", count: 3_000) + "ease"
      + String(repeating: ")", count: 3_000)
    let run = runCLI(["ease", text, "--at", "0.5"])
    #expect(run.code == 64)
    #expect(
      run.err.hasPrefix(
        "Error: Invalid curve: at column 513: expected functions nested at most 64 deep "
          + "(a simpler curve), found 'reverse'."))
    // The 27 KB curve is shown as a window around the column, not whole.
    #expect(run.err.count < 500, "\(run.err.count) characters")
  }
}
