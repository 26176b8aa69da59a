import AnimationMath
import Testing

@testable import spring_tune

@Suite("spring-tune spring")
struct SpringCommandTests {
  static let usage = """
    Usage: spring-tune spring <spec> [--from <x>] [--to <y>] [--velocity <v>] \
    (--at <t,...> | --settle <eps,...> | --feel) [--relative]
      See 'spring-tune spring --help' for more information.

    """

  @Test("--at prints t,position,velocity with absolute positions")
  func at() {
    let run = runCLI([
      "spring", "dampingRatio=0.5,response=0.3", "--at", "0,0.05", "--from", "0", "--to", "100",
      "--velocity", "50",
    ])
    #expect(run.code == 0)
    #expect(run.err == "")
    #expect(
      run.out == """
        t,position,velocity
        0,0,50
        0.05,37.847060204275614,1133.1124405405662

        """)
  }

  /// The printed numbers are the library's, in shortest round-trip form: parse them back.
  @Test("values equal the library's closed form exactly")
  func matchesLibrary() throws {
    let run = runCLI(["spring", "mass=1,stiffness=170,damping=26", "--at", "0.1,0.5,1"])
    let motion = SpringMotion(
      spring: Spring(mass: 1, stiffness: 170, damping: 26), from: 1, to: 0)
    let lines = run.out.split(separator: "\n").dropFirst()
    #expect(lines.count == 3)
    for line in lines {
      let f = line.split(separator: ",").compactMap { Double($0) }
      try #require(f.count == 3)
      #expect(f[1] == motion.position(at: f[0]))
      #expect(f[2] == motion.velocity(at: f[0]))
    }
  }

  @Test("--settle prints epsilon,settling_time; inf for undamped; --relative")
  func settle() {
    #expect(
      runCLI(["spring", "mass=1,stiffness=170,damping=26", "--settle", "0.001,0.01"]).out == """
        epsilon,settling_time
        0.001,0.7017005371904215
        0.01,0.5058128590292235

        """)
    #expect(
      runCLI(["spring", "mass=1,stiffness=100,damping=0", "--settle", "0.01"]).out == """
        epsilon,settling_time
        0.01,inf

        """)
    // --relative scales by |from − to| = 200: same as absolute 2.
    let relative = runCLI([
      "spring", "duration=0.5,bounce=0.2", "--from", "200", "--settle", "0.01", "--relative",
    ])
    let absolute = runCLI(["spring", "duration=0.5,bounce=0.2", "--from", "200", "--settle", "2"])
    #expect(
      relative.out.split(separator: "\n").last?.split(separator: ",").last
        == absolute.out.split(separator: "\n").last?.split(separator: ",").last)
  }

  /// `--feel` prints what `feel-fit` measures of a hand-off: `FeelRating.features`, which is
  /// `SpringHandoff`'s metrics with the default bands, in shortest round-trip form.
  @Test("--feel prints overshoot,ringing,settle_time,jump of the hand-off")
  func feel() throws {
    let run = runCLI([
      "spring", "dampingRatio=0.5,response=0.35", "--from", "200", "--to", "390",
      "--velocity", "800", "--feel",
    ])
    #expect(run.code == 0)
    #expect(run.err == "")
    let lines = run.out.split(separator: "\n")
    #expect(lines.first == "overshoot,ringing,settle_time,jump,abrupt_ratio")
    let values = try #require(lines.last).split(separator: ",").compactMap { Double($0) }
    let spring = Spring(dampingRatio: 0.5, response: 0.35)
    let metrics = SpringHandoff(spring: spring).metrics(from: 200, to: 390, velocity: 800)
    // The abrupt ratio: the peak speed over max(release speed, remaining / 0.1 s).
    let peak = SpringMotion(spring: spring, from: 200, to: 390, initialVelocity: 800).peakSpeed
    #expect(
      values == [
        metrics.overshoot, metrics.ringing, metrics.settlingTime, 0, peak.speed / max(800, 1900),
      ])
    #expect(metrics.overshoot > 1 && metrics.ringing > 0, "an underdamped hand-off overshoots")
  }

  @Test("usage errors exit 64 and name the flag or value")
  func errors() {
    let cases: [([String], String)] = [
      (
        ["spring", "mass=1,stiffness=1,damping=0"],
        "Missing '--at <t,...>', '--settle <eps,...>' or '--feel'."
      ),
      (
        ["spring", "mass=1,stiffness=1,damping=0", "--at", "1", "--feel"],
        "Options '--at' and '--feel' cannot be used together."
      ),
      (
        ["spring", "mass=1,stiffness=1,damping=0", "--settle", "1", "--feel"],
        "Options '--settle' and '--feel' cannot be used together."
      ),
      (
        ["spring", "mass=1,stiffness=1,damping=0", "--at", "1", "--settle", "1"],
        "Options '--at' and '--settle' cannot be used together."
      ),
      (
        ["spring", "mass=1,stiffness=1,damping=0", "--at", "-1"],
        "Invalid value '-1' for '--at': expected a number ≥ 0."
      ),
      (
        ["spring", "mass=1,stiffness=1,damping=0", "--at", "x"],
        "Invalid value 'x' for '--at': expected a number."
      ),
      (
        ["spring", "mass=1,stiffness=1,damping=0", "--settle", "-0.5"],
        "Invalid value '-0.5' for '--settle': expected a number ≥ 0."
      ),
      (
        ["spring", "mass=1,stiffness=1,damping=0", "--at", "1", "--relative"],
        "Option '--relative' needs '--settle'."
      ),
      (
        ["spring", "mass=1,stiffness=1,damping=0", "--from", "inf", "--at", "1"],
        "Invalid value 'inf' for '--from': expected a finite number."
      ),
      (
        ["spring", "mass=-1,stiffness=1,damping=1", "--at", "1"],
        "Invalid spring 'mass=-1,stiffness=1,damping=1': invalid value '-1' for 'mass': must be > 0."
      ),
      (
        ["spring", "duration=0.5,bounce=x", "--at", "1"],
        "Invalid spring 'duration=0.5,bounce=x': invalid value 'x' for 'bounce': expected a number."
      ),
      (
        ["spring", "x", "--at", "1"],
        "Invalid spring 'x': invalid value 'x' for 'spec': expected key=value."
      ),
      (
        [
          "spring", "mass=1,stiffness=1,damping=0", "--from", "1e308", "--to", "-1e308", "--at",
          "1",
        ],
        "Invalid values for '--from' and '--to': their distance 1e+308 - -1e+308 overflows."
      ),
      (
        ["spring", "mass=1,stiffness=1e300,damping=26", "--from", "1e10", "--at", "0,1"],
        "The motion overflows at t = 1: its position or velocity is beyond ±1.8e308 (reduce "
          + "--from, --to, --velocity or the spring's frequency)."
      ),
      (
        ["spring", "tension=1e308,friction=1e308", "--at", "1"],
        "Invalid spring 'tension=1e308,friction=1e308': invalid value '1e+308' for 'tension': "
          + "out of range: maps to a Rebound value that overflows."
      ),
      (["spring"], "Missing expected argument '<spec>'."),
      (["spring", "mass=1,stiffness=1,damping=0", "--nope"], "Unknown option '--nope'."),
    ]
    for (arguments, message) in cases {
      let run = runCLI(arguments)
      #expect(run.code == 64, "\(arguments)")
      #expect(run.out == "", "\(arguments)")
      #expect(run.err == "Error: \(message)\n" + Self.usage, "\(arguments)")
    }
  }

  @Test("help: -h, --help and help spring print the same text")
  func help() {
    let a = runCLI(["spring", "--help"])
    #expect(a.code == 0)
    #expect(a.out.hasPrefix("OVERVIEW: Evaluate a damped spring"))
    #expect(a.out.contains("  --settle <eps,...>      Print settling times for these bands"))
    #expect(a.out.contains("  --from <x>              Start position. (default: 1)\n"))
    #expect(runCLI(["spring", "-h"]).out == a.out)
    #expect(runCLI(["help", "spring"]).out == a.out)
  }

  /// No input makes it crash or print a non-number: odd SPECs and values all end in a message
  /// and 0 or 64, and a printed table holds no `nan` and no `inf` except an infinite settling
  /// time. (The extreme springs once trapped, `tension=1e308,…`, or moved as NaN.)
  @Test(
    "hostile inputs never crash",
    arguments: [
      "", ",", "=", "mass=", "=1", "mass=1,,", "stiffness=1e308,damping=1e308,mass=1e-308",
      "duration=1e-320,bounce=0", "tension=0,friction=0", "bounciness=20,speed=1e300",
      "dampingRatio=1e308,response=1e-308", "visualDuration=1e308,bounce=-1e308",
      "stiffness=5e-324,damping=0", "tension=1e308,friction=1e308",
      "mass=1e-300,stiffness=170,damping=26", "stiffness=170,damping=1e300",
      "reboundTension=1e308,reboundFriction=1e308", "stiffness=1e300,damping=0",
      "mass=5e-324,stiffness=5e-324,damping=5e-324", "dampingRatio=1e9,response=1e-9",
    ])
  func hostile(spec: String) {
    for (from, to, velocity) in [
      ("1", "0", "0"), ("-1e308", "1e308", "0"), ("1e300", "0", "1e308"),
    ] {
      let run = runCLI([
        "spring", spec, "--at", "0,1e-9,1,1e300", "--from", from, "--to", to, "--velocity",
        velocity,
      ])
      #expect(run.code == 0 || run.code == 64, "\(spec): \(run.err)")
      #expect(!run.out.contains("nan") && !run.out.contains("inf"), "\(spec): \(run.out)")
    }
    let settle = runCLI(["spring", spec, "--settle", "0,1e-300,1e300", "--velocity", "1e308"])
    #expect(settle.code == 0 || settle.code == 64, "\(spec): \(settle.err)")
    #expect(!settle.out.contains("nan") && !settle.out.contains(",-inf"), "\(spec): \(settle.out)")
  }
}
