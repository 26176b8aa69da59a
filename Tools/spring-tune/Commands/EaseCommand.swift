import AnimationMath
import Foundation
import SwipeTuning
import TextFormats

/// `spring-tune ease CURVE (--at X,... [--slope] [--extrapolation P] | --css [--max-error E])`.
enum EaseCommand: Subcommand {
  static let spec = CommandSpec(
    name: "ease",
    abstract: "Evaluate an easing curve, or export it as CSS linear().",
    discussion: """
      CURVE is CSS easing syntax (linear, ease, ease-in, ease-out, ease-in-out, step-start,
      step-end, cubic-bezier(x1, y1, x2, y2), steps(n, jump-start|jump-end|jump-none|jump-both|
      start|end), linear(0, 0.5 25%, 1)), a named curve (default, easeIn, easeOut,
      easeInEaseOut; standard, standard-decelerate, standard-accelerate, emphasized,
      emphasized-decelerate, emphasized-accelerate; fastOutSlowIn, linearOutSlowIn,
      fastOutLinearIn), a Penner name (easeInQuad ... easeInOutBounce), spring(SPEC) with SPEC
      as in 'spring-tune spring' plus optional velocity=V and epsilon=E (the settling band that
      sets the duration), or reverse(C), flip(C), interval(A, B, C), chain(C X Y, ..., C).
      Quote it in the shell.

      With --at prints CSV 'x,y' (with --slope 'x,y,slope', dy/dx), one row per input in the
      order given. With --css prints the shortest CSS linear() within --max-error of the curve
      on [0, 1].
      """,
    positionals: [
      PositionalSpec(name: "curve", help: "The easing, e.g. 'cubic-bezier(0.42, 0, 0.58, 1)'.")
    ],
    options: [
      OptionSpec(
        name: "--at", valueName: "x,...", help: "Inputs (progress; any finite number).",
        range: .finite),
      OptionSpec(name: "--slope", valueName: nil, help: "Add a 'slope' column (dy/dx)."),
      OptionSpec(
        name: "--extrapolation", valueName: "policy",
        help: "Inputs outside [0, 1]: spec (CSS text), browser, clamp.", defaultValue: "browser"),
      OptionSpec(name: "--css", valueName: nil, help: "Print the curve as CSS linear()."),
      OptionSpec(
        name: "--max-error", valueName: "e",
        help: "Largest |linear() - curve| on [0, 1] for --css.",
        defaultValue: NumberText.shortest(PiecewiseLinear.defaultMaxError),
        range: .above(0, upTo: 1)),
    ],
    usage: "<curve> (--at <x,...> [--slope] [--extrapolation <policy>] | --css [--max-error <e>])")

  /// `--at` evaluates, `--css` exports: one of them, each with its own options.
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    let (at, css) = (arguments.has("--at"), arguments.flag("--css"))
    if at && css { throw .usage("Options '--at' and '--css' cannot be used together.") }
    if at && arguments.has("--max-error") { throw .usage("Option '--max-error' needs '--css'.") }
    if css && arguments.flag("--slope") { throw .usage("Option '--slope' needs '--at'.") }
    if css && arguments.has("--extrapolation") {
      throw .usage("Option '--extrapolation' needs '--at'.")
    }
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let curve = try parseCurve(arguments.positionals[0])
    let inputs = try arguments.doubleList("--at")
    let css = arguments.flag("--css")
    if let inputs {
      let policy = try extrapolation(arguments.value("--extrapolation"))
      let slope = arguments.flag("--slope")
      var csv = CSVWriter(header: slope ? ["x", "y", "slope"] : ["x", "y"])
      for x in inputs {
        let y = curve.value(at: x, extrapolation: policy)
        let dy = slope ? curve.slope(at: x, extrapolation: policy) : 0
        // ±inf is a documented slope (a vertical tangent); a non-finite value or a NaN slope
        // only comes from extrapolating past what binary64 holds.
        guard y.isFinite && !dy.isNaN else {
          throw .invalid(
            "--at", NumberText.shortest(x),
            "the curve's value there overflows binary64 (extrapolated too far; try "
              + "'--extrapolation clamp')")
        }
        csv.appendRow(slope ? [x, y, dy] : [x, y])
      }
      io.out(csv.text)
    } else if css {
      let bound = try arguments.number("--max-error")
      if case .steps(let steps) = curve, steps.count > Self.maximumExportSteps {
        // Steps are exported exactly, two stops per step: 10⁹ steps would be ~40 GB of text.
        throw .usage(
          "Invalid curve for '--css': steps(\(steps.count)) would need \(2 * steps.count) stops; "
            + "'--css' writes at most \(Self.maximumExportSteps) steps.")
      }
      let text = curve.linearApproximation(maxError: bound).description
      // Check what is printed, read back, densely and on both sides of every stop (jumps).
      // Exact exports (linear, linear(), steps) need no check.
      switch curve {
      case .linear, .piecewiseLinear, .steps: break
      default:
        guard case .piecewiseLinear(let printed) = try? Easing(parsing: text) else {
          throw .usage("The linear() export of the curve does not read back.")
        }
        let reached = printed.maximumDistance(to: curve)
        guard reached <= bound else {
          let hint = NumberText.shortest(Double(String(format: "%.1e", reached * 1.05)) ?? reached)
          throw .invalid(
            "--max-error", try arguments.text("--max-error"),
            "the closest linear() found is \(NumberText.shortest(reached)) from the curve "
              + "(a bound near rounding, or more than \(PiecewiseLinear.maximumRefinedStops) "
              + "stops needed); use --max-error \(hint) or more")
        }
      }
      io.out(text + "\n")
    } else {
      throw .usage("Missing '--at <x,...>' or '--css'.")
    }
  }

  /// Parses CURVE; a syntax error becomes a usage error with the column and a caret line.
  static func parseCurve(_ text: String) throws(CLIError) -> Easing {
    do {
      return try Easing(parsing: text)
    } catch {
      var pointer = error.pointer.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "  " + $0 }.joined(separator: "\n")
      let scalars = Array(error.text.unicodeScalars)
      if scalars.count > 100 {
        // A long curve (a 3 000-deep nest is 27 KB): show 60 characters either side only.
        let start = Swift.max(0, error.position - 60)
        let end = Swift.min(scalars.count, error.position + 60)
        var window = start > 0 ? "…" : ""
        window.unicodeScalars.append(contentsOf: scalars[start..<end])
        if end < scalars.count { window += "…" }
        let caret = error.position - start + (start > 0 ? 1 : 0)
        pointer = "  " + window + "\n  " + String(repeating: " ", count: caret) + "^"
      }
      throw .usage("Invalid curve: \(error.description).\n\(pointer)")
    }
  }

  /// The most steps '--css' writes out (2 stops each; 10⁶ steps is about 38 MB of CSS).
  static let maximumExportSteps = 1_000_000

  static func extrapolation(_ text: String?) throws(CLIError) -> EasingExtrapolation {
    guard let text else { return .browserCompatible }
    guard let policy = EasingExtrapolation(rawValue: text) else {
      throw .invalid("--extrapolation", text, "expected spec, browser or clamp")
    }
    return policy
  }
}
