import AnimationMath
import SwipeTuning
import TextFormats

/// `spring-tune convert SPEC [--to NAME,...]`: one spring in every ecosystem's parameters.
enum ConvertCommand: Subcommand {
  static let spec = CommandSpec(
    name: "convert",
    abstract: "Print a spring in every ecosystem's parameters (SwiftUI, Android, Rebound, ...).",
    discussion: """
      Prints CSV, one row per ecosystem, with header
      'ecosystem,api,parameter_1,value_1,parameter_2,value_2,parameter_3,value_3,spec,note':
      the ecosystem's name and API, up to three parameters in its own names and order (unused
      cells empty), a SPEC that 'spring' and 'convert' read back, and a note: why the
      ecosystem cannot express this spring (its values are then empty), or a caveat.

      Ecosystems: physical, swiftui, swiftui-response, core-animation, android, flutter,
      rebound, origami, pop, react-spring, react-spring-frequency, reanimated, framer,
      framer-visual, framer-duration, wave.

      With --velocity instead of a SPEC, prints a release velocity in every unit a platform's
      API takes, header 'unit,value,api': pt/s (= dp/s = logical px/s = CSS px/s), px/s (times
      --density), widths/s (over --width) and UIKit's relative velocity (over --remaining).
      """,
    positionals: [
      PositionalSpec(
        name: "spec", help: "The spring as key=value pairs (see 'spring-tune help spring').",
        optional: true)
    ],
    options: [
      OptionSpec(
        name: "--to", valueName: "name,...", help: "Only these ecosystems, in this order."),
      OptionSpec(
        name: "--velocity", valueName: "v",
        help: "Convert this release velocity instead of a spring (in --velocity-unit).",
        range: .closed(-1e9, 1e9)),
      OptionSpec(
        name: "--velocity-unit", valueName: "pt|px", help: "The velocity's unit, per second.",
        defaultValue: "pt"),
      OptionSpec(
        name: "--density", valueName: "px/pt", help: "Physical pixels per point.",
        defaultValue: "3", range: .above(0, upTo: 100)),
      OptionSpec(
        name: "--width", valueName: "pt", help: "The page's width, for widths/s.",
        defaultValue: "390", range: .above(0, upTo: 1e6)),
      OptionSpec(
        name: "--remaining", valueName: "pt",
        help: "Distance left to the target, for UIKit's relative velocity.",
        range: .closed(-1e6, 1e6)),
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    if arguments.has("--velocity") {
      guard arguments.positionals.isEmpty, !arguments.has("--to") else {
        throw .usage("'--velocity' converts a velocity; it takes no SPEC and no '--to'.")
      }
      io.out(try velocityTable(arguments))
      return
    }
    for flag in ["--velocity-unit", "--density", "--width", "--remaining"]
    where arguments.has(flag) {
      throw .usage("'\(flag)' is for '--velocity'.")
    }
    guard let text = arguments.positionals.first else {
      throw .usage("Missing argument <spec> (or '--velocity').")
    }
    let spring = try SpringCommand.parseSpring(text)
    var ecosystems = SpringEcosystem.all
    if let names = arguments.value("--to") {
      ecosystems = []
      for name in names.split(separator: ",", omittingEmptySubsequences: false) {
        let trimmed = String(name).trimmingSpaces()
        guard let e = SpringEcosystem.named(trimmed) else {
          throw .invalid(
            "--to", trimmed,
            "expected one of " + SpringEcosystem.all.map(\.name).joined(separator: ", "))
        }
        ecosystems.append(e)
      }
    }
    var csv = CSVWriter(header: [
      "ecosystem", "api", "parameter_1", "value_1", "parameter_2", "value_2", "parameter_3",
      "value_3", "spec", "note",
    ])
    for e in ecosystems {
      var values = e.values(for: spring)
      var spec = e.form.spec(for: spring) ?? ""
      var note = e.note(for: spring)
      if e.name == "react-spring-frequency", let f = values?.first, f < 0.01 {
        // react-spring reads a frequency below 0.01 s as 0.01 s; this package's reader does not.
        (values, spec, note) = (
          nil, "", "cannot be represented: react-spring clamps frequency to at least 0.01 s"
        )
      }
      if !spec.isEmpty, let why = roundTripFailure(spec, spring, ecosystem: e.name) {
        // A SPEC that reads back as another spring is worse than none: say why instead.
        (values, spec, note) = (nil, "", why)
      }
      var row = [e.name, e.api]
      for i in 0..<3 {
        if i < e.parameters.count {
          row.append(e.parameters[i].name)
          row.append(values.map { NumberText.shortest($0[i]) } ?? "")
        } else {
          row += ["", ""]
        }
      }
      row.append(spec)
      row.append(note)
      csv.appendRow(row)
    }
    io.out(csv.text)
  }

  /// The largest relative difference of k/m and c/m at which a printed SPEC still counts as the
  /// same spring (rounding of the conversions is ~1e-15).
  static let roundTripTolerance = 1e-12

  /// Why `spec` does not read back as `spring` (k/m or c/m off by more than
  /// ``roundTripTolerance``), or `nil` when it does.
  static func roundTripFailure(_ spec: String, _ spring: Spring, ecosystem: String) -> String? {
    let clamp =
      switch ecosystem {
      case "framer-duration": " (motion clamps duration to at most 10 s)"
      case "react-spring-frequency": " (react-spring clamps frequency to at least 0.01 s)"
      default: ""
      }
    let back: Spring
    do { back = try Spring(parsing: spec) } catch {
      return "cannot be represented: its values do not read back\(clamp)"
    }
    func off(_ a: Double, _ b: Double) -> Double {
      a == b ? 0 : Swift.abs(a - b) / Swift.max(Swift.abs(a), Swift.abs(b))
    }
    let error = Swift.max(
      off(back.stiffness / back.mass, spring.stiffness / spring.mass),
      off(back.damping / back.mass, spring.damping / spring.mass))
    guard error > roundTripTolerance else { return nil }
    let percent = NumberText.rounded(error * 100, decimals: 2)
    return "cannot be represented: its values read back as a spring \(percent) % off\(clamp)"
  }

  /// `--velocity` in every unit a platform's API takes (``VelocityUnits``), as CSV.
  static func velocityTable(_ arguments: ParsedArguments) throws(CLIError) -> String {
    let value = try arguments.number("--velocity")
    let density = try arguments.number("--density")
    let unit = try arguments.text("--velocity-unit")
    guard unit == "pt" || unit == "px" else {
      throw .invalid("--velocity-unit", unit, "expected 'pt' or 'px'")
    }
    let v = unit == "px" ? VelocityUnits.points(pixelsPerSecond: value, density: density) : value
    let width = try arguments.number("--width")
    var csv = CSVWriter(header: ["unit", "value", "api"])
    csv.appendRow([
      "pt/s", NumberText.shortest(v),
      "UIKit velocity(in:), SwiftUI DragGesture, Flutter, CSS px, React Native dp, "
        + "Reanimated and Motion velocity",
    ])
    csv.appendRow([
      "px/s", NumberText.shortest(VelocityUnits.pixels(pointsPerSecond: v, density: density)),
      "Android VelocityTracker and MotionEvent, Compose VelocityTracker (density "
        + NumberText.shortest(density) + ")",
    ])
    csv.appendRow([
      "widths/s", NumberText.shortest(VelocityUnits.widths(pointsPerSecond: v, width: width)),
      "Flutter CupertinoPageRoute's fling test (width " + NumberText.shortest(width) + " pt)",
    ])
    if arguments.has("--remaining") {
      let remaining = try arguments.number("--remaining")
      let relative = VelocityUnits.relative(pointsPerSecond: v, remaining: remaining)
      csv.appendRow([
        "relative", relative.map { NumberText.shortest($0) } ?? "",
        "UIKit initialSpringVelocity and UISpringTimingParameters initialVelocity, SwiftUI "
          + "interpolatingSpring initialVelocity (remaining " + NumberText.shortest(remaining)
          + " pt"
          + (relative == nil ? ": no distance left, start from the absolute velocity)" : ")"),
      ])
    }
    return csv.text
  }
}
