import AnimationMath
import Plotting
import SwipeTuning

/// `spring-tune plot`: SVG (or terminal text) pictures of springs, easing curves and keyframe
/// timelines.
enum PlotCommand: Subcommand {
  static let spec = CommandSpec(
    name: "plot",
    abstract: "Draw springs, easing curves or a keyframe timeline as SVG or terminal text.",
    discussion: """
      One kind per plot; repeat --spring or --ease to overlay several with a legend.
        --spring SPEC      position and velocity against time, settling band and settling
                           time marked, peak overshoot labelled (SPEC as in 'spring-tune spring')
        --ease CURVE       eased value against progress in the 0-1 box, with control points for
                           cubic-bezier; CSS easing text, a Penner name or spring(SPEC)
        --timeline FILE    one lane per track of a timeline JSON file, keyframes marked
      The SVG has no scripts or external resources and is the same bytes for the same input.
      """,
    options: [
      OptionSpec(name: "--spring", valueName: "spec", help: "A spring to draw.", repeatable: true),
      OptionSpec(
        name: "--ease", valueName: "curve", help: "An easing curve to draw.", repeatable: true),
      OptionSpec(name: "--timeline", valueName: "file", help: "A timeline JSON file to draw."),
      OptionSpec(
        name: "--from", valueName: "x", help: "Spring start position, pt.", defaultValue: "0",
        range: .finite),
      OptionSpec(
        name: "--to", valueName: "y", help: "Spring target position, pt.", defaultValue: "100",
        range: .finite),
      OptionSpec(
        name: "--velocity", valueName: "v", help: "Spring initial velocity, pt/s.",
        defaultValue: "0", range: .finite),
      OptionSpec(
        name: "--settle", valueName: "eps",
        help: "Settling band half-width, pt (a fraction with --relative).",
        defaultValue: "0.5", range: .above(0, upTo: OptionRange.largest)),
      OptionSpec(name: "--relative", valueName: nil, help: "Read --settle as a fraction."),
      OptionSpec(
        name: "--duration", valueName: "t", help: "Time span of a spring plot, s (default: fit).",
        range: .above(0, upTo: 3600)),
      OptionSpec(name: "--title", valueName: "text", help: "Title above the plot."),
      OptionSpec(
        name: "--format", valueName: "svg|text", help: "SVG, or a Unicode plot for the terminal.",
        defaultValue: "svg"),
      OptionSpec(
        name: "--out", short: "-o", valueName: "file", help: "Where to write ('-' for stdout).",
        defaultValue: "-"),
    ],
    usage: "(--spring <spec> ... | --ease <curve> ... | --timeline <file>) [<options>]")

  /// One source of curves (`--spring`, `--ease` or `--timeline`); the spring options need
  /// `--spring`.
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    let springs = arguments.has("--spring")
    let kinds = [springs, arguments.has("--ease"), arguments.has("--timeline")].filter { $0 }.count
    guard kinds == 1 else {
      throw .usage(
        kinds == 0
          ? "Missing '--spring <spec>', '--ease <curve>' or '--timeline <file>'."
          : "Options '--spring', '--ease' and '--timeline' cannot be used together.")
    }
    for option in ["--from", "--to", "--velocity", "--settle", "--relative", "--duration"]
    where !springs && arguments.has(option) {
      throw .usage("Option '\(option)' needs '--spring'.")
    }
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let format = try arguments.text("--format")
    guard format == "svg" || format == "text" else {
      throw .invalid("--format", format, "expected 'svg' or 'text'")
    }
    let springs = arguments.allValues("--spring")
    let eases = arguments.allValues("--ease")
    let timeline = arguments.value("--timeline")
    let title = arguments.value("--title")
    let outputs = try OutputFiles(
      [("--out", try arguments.text("--out"))],
      inputs: timeline.map { [("--timeline", $0)] } ?? [], io: io)
    // Text lines fit 80 columns, or a wider terminal when the plot goes to one.
    let lineWidth =
      try arguments.text("--out") == "-" ? io.textWidth(stderr: false) : TerminalWidth.standard
    let output: String
    if !springs.isEmpty {
      let plot = try springPlot(springs, arguments, title: title)
      output = format == "svg" ? plot.svg() : plot.text(lineWidth: lineWidth)
    } else if !eases.isEmpty {
      var entries: [EasingPlot.Entry] = []
      for text in eases { entries.append(try PlotSources.easing(text)) }
      let plot = EasingPlot(entries: entries, title: title)
      output = format == "svg" ? plot.svg() : plot.text(lineWidth: lineWidth)
    } else {
      var (chart, _) = try PlotSources.timelineLanes(timeline ?? "")
      chart.title = title
      output = format == "svg" ? chart.svg() : chart.text(lineWidth: lineWidth)
    }
    try outputs.write(["--out": output])
  }

  static func springPlot(_ specs: [String], _ arguments: ParsedArguments, title: String?)
    throws(CLIError) -> SpringPlot
  {
    let from = try arguments.number("--from")
    let to = try arguments.number("--to")
    let velocity = try arguments.number("--velocity")
    let eps = try arguments.number("--settle")
    let relative = arguments.flag("--relative")
    let duration = try arguments.double("--duration")
    guard (from - to).isFinite else {
      throw .usage(
        "Invalid values for '--from' and '--to': their distance \(NumberText.shortest(from)) - "
          + "\(NumberText.shortest(to)) overflows.")
    }
    var entries: [SpringPlot.Entry] = []
    for spec in specs {
      let spring = try SpringCommand.parseSpring(spec)
      // The largest speed the motion reaches is of the order |v0| + ω0·|from − to|; when that
      // overflows, every sample does and the plot would be empty.
      guard (abs(velocity) + spring.naturalFrequency * abs(from - to)).isFinite else {
        throw .usage(
          "The motion of '\(spec)' overflows: its velocity is beyond ±1.8e308 (reduce --from, "
            + "--to, --velocity or the spring's frequency).")
      }
      let motion = SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
      entries.append(
        SpringPlot.Entry(
          name: spec, motion: motion, tolerance: relative ? .relative(eps) : .absolute(eps)))
    }
    let band = relative ? eps * abs(from - to) : eps
    var plot = SpringPlot(entries: entries, tolerance: band > 0 ? band : nil, title: title)
    plot.duration = duration
    return plot
  }
}
