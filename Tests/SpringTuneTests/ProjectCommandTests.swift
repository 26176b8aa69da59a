import Testing

@testable import spring_tune

@Suite("spring-tune project")
struct ProjectCommandTests {
  /// Default decay (0.998 per ms): 0.499 s × v (the double nearest 0.998 makes it
  /// 498.99999999999955), stopping at 1 pt/s after ln(1/1000)/(1000·ln 0.998) s.
  @Test func defaultDecay() {
    let run = runCLI(["project", "--velocity", "1000"])
    #expect(run.code == 0)
    #expect(run.err == "")
    #expect(run.out == "distance,duration\n498.99999999999955,3.4504226094062744\n")
  }

  @Test func models() {
    #expect(
      runCLI(["project", "--velocity", "2000", "--rate", "0.99"]).out
        == "distance,duration\n197.99999999999983,0.756283428766611\n")
    // 2000/ln 2 and ln(1000)/ln 2.
    #expect(
      runCLI([
        "project", "--velocity", "2000", "--model", "friction", "--drag", "0.5", "--stop-velocity",
        "2",
      ]).out
        == "distance,duration\n2885.3900817779268,9.965784284662087\n")
    // −1000/4.2, ln(1000)/4.2.
    #expect(
      runCLI(["project", "--velocity", "-1000", "--model", "compose"]).out
        == "distance,duration\n-238.09523809523807,1.6447036378528896\n")
    // OverScroller at 160 ppi: 194 dp in 555 ms.
    #expect(
      runCLI(["project", "--velocity", "1000", "--model", "fling"]).out
        == "distance,duration\n194.3136212798958,0.5551817750854167\n")
    #expect(
      runCLI(["project", "--velocity", "0", "--model", "fling"]).out == "distance,duration\n0,0\n")
  }

  @Test func badFlagsExit64() {
    let usage = """
      Usage: spring-tune project --velocity <v> [--model <name>] [--rate <r>] [--drag <d>] [--stop-velocity <s>]
        See 'spring-tune project --help' for more information.

      """
    let cases: [([String], String)] = [
      (["project"], "Missing expected option '--velocity <v>'."),
      (
        ["project", "--velocity", "fast"],
        "Invalid value 'fast' for '--velocity': expected a number."
      ),
      (
        ["project", "--velocity", "inf"],
        "Invalid value 'inf' for '--velocity': expected a finite number."
      ),
      (
        ["project", "--velocity", "1", "--rate", "1"],
        "Invalid value '1' for '--rate': expected a number in (0, 1)."
      ),
      (
        ["project", "--velocity", "1", "--model", "spline"],
        "Invalid value 'spline' for '--model': expected one of decay, friction, compose, fling."
      ),
      (
        ["project", "--velocity", "1", "--model", "fling", "--rate", "0.99"],
        "'--rate' applies only to '--model decay'."
      ),
      (
        ["project", "--velocity", "1", "--drag", "0.2"],
        "'--drag' applies only to '--model friction'."
      ),
      (
        ["project", "--velocity", "1", "--model", "fling", "--stop-velocity", "3"],
        "'--stop-velocity' does not apply to '--model fling' (it stops at zero speed)."
      ),
      (
        ["project", "--velocity", "1", "--stop-velocity", "-1"],
        "Invalid value '-1' for '--stop-velocity': expected a number > 0."
      ),
      (["project", "--velocity", "1", "extra"], "Unexpected argument 'extra'."),
      (
        ["project", "--velocity", "1e308", "--model", "fling"],
        "The projection overflows: a 1e+308 units/s release travels or lasts beyond ±1.8e308 "
          + "with --model fling (reduce '--velocity')."
      ),
      (
        ["project", "--velocity", "1e308", "--rate", "0.999999999999"],
        "The projection overflows: a 1e+308 units/s release travels or lasts beyond ±1.8e308 "
          + "with --model decay (reduce '--velocity')."
      ),
    ]
    for (arguments, message) in cases {
      let run = runCLI(arguments)
      #expect(run.code == 64, "\(arguments)")
      #expect(run.out == "")
      #expect(run.err == "Error: \(message)\n" + usage, "\(arguments)")
    }
  }

  @Test func helpMentionsEveryModel() {
    let run = runCLI(["help", "project"])
    #expect(run.code == 0)
    #expect(run.out.hasPrefix("OVERVIEW: Project where a released motion comes to rest.\n"))
    for model in ["decay", "friction", "compose", "fling"] {
      #expect(run.out.contains(model))
    }
    #expect(
      run.out.contains(
        "  --rate <r>              decay: velocity multiplier per ms, in (0, 1). (default: 0.998)\n"
      ))
  }

  /// Regression: the stop time was ln(s/|v|) of the quotient, which underflows to 0 for
  /// |v| = 1e308 and s = 1e-320: the duration printed `inf` though it is ~1.3e16 s. Every model
  /// now prints finite numbers for extreme but representable inputs.
  @Test func extremeStopVelocitiesGiveFiniteDurations() {
    for arguments in [
      ["--rate", "0.9999999999999999"], ["--model", "friction", "--drag", "1e-300"],
      ["--model", "compose"],
    ] {
      let run = runCLI(
        ["project", "--velocity", "-1e290", "--stop-velocity", "1e-320"] + arguments)
      #expect(run.code == 0, "\(arguments): \(run.err)")
      #expect(!run.out.contains("inf") && !run.out.contains("nan"), "\(arguments): \(run.out)")
    }
  }
}
