import AnimationMath
import SwipeTuning
import TextFormats

/// `spring-tune project --velocity V [--model ...]`: where a fling comes to rest, and when.
enum ProjectCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "project",
      abstract: "Project where a released motion comes to rest.",
      discussion: """
        Prints CSV 'distance,duration': the total travel (velocity units × s, signed) and the
        seconds until the motion stops. Models: decay = UIScrollView per-millisecond rate
        (distance (v/1000)·r/(1-r)); friction = Flutter FrictionSimulation (drag per second);
        compose = Compose exponentialDecay (friction 4.2); fling = Android OverScroller spline
        (160 ppi, friction 0.015; duration is Android's). Exponential models stop when the speed
        falls to --stop-velocity.
        """,
      options: [
        OptionSpec(
          name: "--velocity", valueName: "v", help: "Release velocity (units/s).", range: .finite),
        OptionSpec(
          name: "--model", valueName: "name", help: "decay, friction, compose or fling.",
          defaultValue: "decay"),
        OptionSpec(
          name: "--rate", valueName: "r", help: "decay: velocity multiplier per ms, in (0, 1).",
          defaultValue: NumberText.shortest(DecayProjection.normal.rate), range: .open(0, 1)),
        OptionSpec(
          name: "--drag", valueName: "d", help: "friction: velocity multiplier per s, in (0, 1).",
          defaultValue: NumberText.shortest(FrictionDecay.flutterBouncingDrag), range: .open(0, 1)),
        OptionSpec(
          name: "--stop-velocity", valueName: "s", help: "Speed counted as stopped (units/s).",
          defaultValue: NumberText.shortest(DecayProjection.defaultStopVelocity),
          range: .above(0, upTo: OptionRange.largest)),
      ],
      usage:
        "--velocity <v> [--model <name>] [--rate <r>] [--drag <d>] [--stop-velocity <s>]")
  }

  /// The projection models of `--model`.
  static let models = ["decay", "friction", "compose", "fling"]

  /// Each model's own options only with that model (an unknown model is `run`'s error).
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    guard let model = arguments.value("--model"), models.contains(model) else { return }
    if arguments.has("--rate"), model != "decay" {
      throw .usage("'--rate' applies only to '--model decay'.")
    }
    if arguments.has("--drag"), model != "friction" {
      throw .usage("'--drag' applies only to '--model friction'.")
    }
    if arguments.has("--stop-velocity"), model == "fling" {
      throw .usage("'--stop-velocity' does not apply to '--model fling' (it stops at zero speed).")
    }
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    guard let velocity = try arguments.double("--velocity") else {
      throw .usage("Missing expected option '--velocity <v>'.")
    }
    let model = try arguments.text("--model")
    guard models.contains(model) else {
      throw .invalid("--model", model, "expected one of decay, friction, compose, fling")
    }
    let stop = try arguments.number("--stop-velocity")
    let distance: Double
    let duration: Double
    switch model {
    case "decay":
      let rate = try arguments.number("--rate")
      let projection = DecayProjection(rate: rate)
      distance = projection.distance(velocity: velocity)
      duration = projection.duration(velocity: velocity, stopVelocity: stop)
    case "friction", "compose":
      let friction =
        model == "compose"
        ? FrictionDecay.compose()
        : FrictionDecay(drag: try arguments.number("--drag"))
      distance = friction.distance(velocity: velocity)
      duration = friction.duration(velocity: velocity, stopVelocity: stop)
    default:
      let fling = SplineFling()
      distance = fling.distance(velocity: velocity)
      duration = fling.duration(velocity: velocity)
    }
    guard distance.isFinite && duration.isFinite else {
      throw .usage(
        "The projection overflows: a \(NumberText.shortest(velocity)) units/s release travels "
          + "or lasts beyond ±1.8e308 with --model \(model) (reduce '--velocity').")
    }
    var csv = CSVWriter(header: ["distance", "duration"])
    csv.appendRow([distance, duration])
    io.out(csv.text)
  }
}
