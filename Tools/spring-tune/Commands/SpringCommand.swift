import AnimationMath
import SwipeTuning
import TextFormats

/// `spring-tune spring SPEC [--from X] [--to Y] [--velocity V]
/// (--at T,... | --settle EPS,... | --feel)`.
enum SpringCommand: Subcommand {
  static let spec = CommandSpec(
    name: "spring",
    abstract:
      "Evaluate a damped spring: position and velocity at times, settling times, or its feel.",
    discussion: """
      SPEC is comma-separated key=value pairs; the keys pick the form (mass is optional, 1):
        mass=1,stiffness=170,damping=26     physical (CASpringAnimation, Flutter, react-spring)
        dampingRatio=0.8,response=0.5       SwiftUI response form, Wave
        duration=0.5,bounce=0.2             SwiftUI/UIKit/Flutter duration and bounce
        stiffness=1500,dampingRatio=0.5     Android SpringForce, Compose spring()
        tension=40,friction=7               Origami (Rebound, POP)
        reboundTension=230.2,reboundFriction=22, bounciness=4,speed=12 (POP),
        frequency=0.5,damping=0.8 (react-spring), visualDuration=0.3,bounce=0.3 and
        framerDuration=0.8,bounce=0.3 (motion, seconds).

      With --at prints CSV 't,position,velocity' (absolute position, velocity in units per
      second), one row per time in the order given. With --settle prints
      'epsilon,settling_time': the last time |position - to| is >= epsilon (absolute, in
      position units; with --relative a fraction of |from - to|), 'inf' if it never settles.
      With --feel prints the hand-off features 'feel-fit' measures, as CSV
      'overshoot,ringing,settle_time,jump,abrupt_ratio' (pt, pt, s, pt/s, x): the spring as a
      hand-off from --from (pt) to --to (pt) starting at the finger's --velocity (pt/s), with
      the default bands; jump is 0, the spring starting at the finger's velocity; abrupt_ratio
      is the peak speed after lift-off over max(|velocity|, |to - from| / 0.1 s), abrupt above
      2 (Docs/FeelTest.md).
      """,
    positionals: [
      PositionalSpec(name: "spec", help: "The spring, e.g. dampingRatio=0.8,response=0.5.")
    ],
    options: [
      OptionSpec(
        name: "--from", valueName: "x", help: "Start position.", defaultValue: "1", range: .finite),
      OptionSpec(
        name: "--to", valueName: "y", help: "Target position.", defaultValue: "0", range: .finite),
      OptionSpec(
        name: "--velocity", valueName: "v", help: "Initial velocity, units per second.",
        defaultValue: "0", range: .finite),
      OptionSpec(
        name: "--at", valueName: "t,...", help: "Times in seconds (>= 0).",
        range: .closed(0, OptionRange.largest)),
      OptionSpec(
        name: "--settle", valueName: "eps,...",
        help: "Print settling times for these bands instead (>= 0).",
        range: .closed(0, OptionRange.largest)),
      OptionSpec(
        name: "--relative", valueName: nil,
        help: "Read --settle bands as fractions of |from - to|."),
      OptionSpec(
        name: "--feel", valueName: nil,
        help: "Print the hand-off's feel features (overshoot, ringing, settle, jump, abruptness)."),
    ],
    usage: "<spec> [--from <x>] [--to <y>] [--velocity <v>] "
      + "(--at <t,...> | --settle <eps,...> | --feel) [--relative]")

  /// `--at` evaluates, `--settle` gives settling times, `--feel` the feel features: one of them;
  /// `--relative` needs `--settle`.
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    let modes = ["--at", "--settle", "--feel"].filter {
      $0 == "--feel" ? arguments.flag($0) : arguments.has($0)
    }
    if modes.count > 1 {
      throw .usage("Options '\(modes[0])' and '\(modes[1])' cannot be used together.")
    }
    if arguments.flag("--relative") && !arguments.has("--settle") {
      throw .usage("Option '--relative' needs '--settle'.")
    }
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let spring = try parseSpring(arguments.positionals[0])
    let from = try arguments.number("--from")
    let to = try arguments.number("--to")
    let velocity = try arguments.number("--velocity")
    guard (from - to).isFinite else {
      throw .usage(
        "Invalid values for '--from' and '--to': their distance \(NumberText.shortest(from)) - "
          + "\(NumberText.shortest(to)) overflows.")
    }
    let motion = SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
    let times = try arguments.doubleList("--at")
    let bands = try arguments.doubleList("--settle")
    if let times {
      var csv = CSVWriter(header: ["t", "position", "velocity"])
      for t in times {
        let (position, velocity) = (motion.position(at: t), motion.velocity(at: t))
        guard position.isFinite && velocity.isFinite else {
          throw .usage(
            "The motion overflows at t = \(NumberText.shortest(t)): its position or velocity is "
              + "beyond ±1.8e308 (reduce --from, --to, --velocity or the spring's frequency).")
        }
        csv.appendRow([t, position, velocity])
      }
      io.out(csv.text)
    } else if let bands {
      let relative = arguments.flag("--relative")
      var csv = CSVWriter(header: ["epsilon", "settling_time"])
      for eps in bands {
        let t = motion.settlingTime(within: relative ? .relative(eps) : .absolute(eps))
        guard !t.isNaN else {
          throw .usage(
            "The settling time for epsilon \(NumberText.shortest(eps)) cannot be computed: the "
              + "motion overflows (reduce --from, --to, --velocity or the spring's frequency).")
        }
        csv.appendRow([eps, t])
      }
      io.out(csv.text)
    } else if arguments.flag("--feel") {
      let features = FeelRating.features(spring: spring, from: from, to: to, velocity: velocity)
      var csv = CSVWriter(header: FeelFeature.allCases.map(\.rawValue))
      csv.appendRow(FeelFeature.allCases.map { features[$0] ?? .nan })
      io.out(csv.text)
    } else {
      throw .usage("Missing '--at <t,...>', '--settle <eps,...>' or '--feel'.")
    }
  }

  /// Parses a SPEC, turning the library's error into a usage error naming key, value and reason.
  static func parseSpring(_ text: String) throws(CLIError) -> Spring {
    do {
      return try Spring(parsing: text)
    } catch {
      throw .usage("Invalid spring '\(text)': \(error.description).")
    }
  }
}
