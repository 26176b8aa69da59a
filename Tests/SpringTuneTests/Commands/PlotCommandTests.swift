import Foundation
import Testing

@testable import spring_tune

@Suite struct PlotCommandTests {
  static let usage =
    "Usage: spring-tune plot (--spring <spec> ... | --ease <curve> ... | --timeline <file>) "
    + "[<options>]\n  See 'spring-tune plot --help' for more information.\n"

  @Test func springOverlayIsDeterministicWellFormedSVG() {
    let args = [
      "plot", "--spring", "dampingRatio=0.5,response=0.4", "--spring",
      "dampingRatio=1,response=0.4",
    ]
    let run = runCLI(args)
    #expect(run.code == 0 && run.err == "")
    #expect(ReportCommandTests.isXML(run.out))
    #expect(run.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    // Two springs with long names are numbered; the legend names them.
    #expect(run.out.contains(">1: overshoot 16.3%</text>"))
    #expect(run.out.contains(">1: dampingRatio=0.5,response=0.4</text>"))
    #expect(run.out.contains(">settling band ±0.5 pt</text>"))
    #expect(run.out.contains(">2: settles 0.473 s</text>"))
    #expect(run.out.contains(">velocity (pt/s)</text>"))
    #expect(runCLI(args).out == run.out)
  }

  @Test func settlingTimeMatchesTheSpringCommand() {
    // The marker shows the same exact settling time as `spring --settle`.
    let settle = runCLI([
      "spring", "dampingRatio=0.5,response=0.4", "--from", "0", "--to", "100", "--settle", "0.5",
    ])
    let value = settle.out.split(separator: "\n").last?.split(separator: ",").last
    let seconds = value.flatMap { Double($0) } ?? .nan
    #expect(abs(seconds - 0.583_66) < 1e-5)
    let plot = runCLI(["plot", "--spring", "dampingRatio=0.5,response=0.4"])
    #expect(plot.out.contains(">settles 0.584 s</text>"))  // the same time, to 3 decimals
  }

  @Test func easingOverlayWithControlPoints() {
    let run = runCLI([
      "plot", "--ease", "ease-in-out", "--ease", "spring(response=0.4,dampingRatio=0.8)",
    ])
    #expect(run.code == 0 && run.err == "")
    #expect(ReportCommandTests.isXML(run.out))
    #expect(run.out.contains(">ease-in-out control points</text>"))
    #expect(run.out.contains(">spring(response=0.4,dampingRatio=0.8)</text>"))
    #expect(!run.out.contains("spring(response=0.4,dampingRatio=0.8) control points"))
  }

  @Test func springEasingIsTheLibrarysParse() {
    // The library's spring easing also takes velocity= and epsilon=, and a larger initial
    // velocity overshoots further: the y axis must reach a higher tick.
    let rest = runCLI(["plot", "--ease", "spring(response=0.4,dampingRatio=0.5)"])
    // (ζ = 0.5 at rest peaks at 1.163; thrown at 40 distances/s it passes 1.5.)
    let thrown = runCLI(["plot", "--ease", "spring(response=0.4,dampingRatio=0.5,velocity=40)"])
    #expect(rest.code == 0 && thrown.code == 0 && thrown.err == "")
    #expect(ReportCommandTests.isXML(thrown.out))
    #expect(rest.out.contains(">1</text>") && !rest.out.contains(">1.5</text>"))
    #expect(thrown.out.contains(">1.5</text>") && thrown.out.contains(">2</text>"))
  }

  @Test func textFormat() {
    let run = runCLI(["plot", "--ease", "linear", "--format", "text"])
    #expect(run.code == 0)
    #expect(run.out.hasPrefix("eased value\n  1 ┤"))
    #expect(run.out.hasSuffix("⠿ linear\n"))
    let spring = runCLI(["plot", "--spring", "dampingRatio=0.5,response=0.4", "--format", "text"])
    #expect(spring.out.contains("\n┊ settles 0.584 s\n∘ overshoot 16.3%\n"))
  }

  /// Text plots fit 80 columns — eight overlaid springs with long names, a long title — and
  /// grow only with `COLUMNS` (the terminal's width).
  @Test func textPlotsFitEightyColumns() {
    let specs = (1...8).map { "dampingRatio=0.\($0),response=0.4" }
    let title = String(repeating: "a very long title about springs ", count: 5)
    var arguments = ["plot", "--format", "text", "--title", title]
    for spec in specs { arguments += ["--spring", spec] }
    let runs = [
      runCLI(arguments), runCLI(["plot", "--format", "text", "--ease", "ease", "--title", title]),
      runCLI(arguments, environment: ["COLUMNS": "120"]),
      runCLI(arguments, environment: ["COLUMNS": "50"]),
    ]
    for (run, width) in zip(runs, [80, 80, 120, 50]) {
      #expect(run.code == 0)
      let lines = run.out.split(separator: "\n")
      for line in lines { #expect(line.count <= width, "\(line.count) > \(width): \(line)") }
      #expect(lines.contains { $0.count > width - 12 }, "uses the width it has")
    }
    #expect(TerminalWidth.textWidth(environment: [:], terminalColumns: nil) == 80)
    #expect(TerminalWidth.textWidth(environment: [:], terminalColumns: 132) == 132)
    #expect(TerminalWidth.textWidth(environment: ["COLUMNS": "100"], terminalColumns: 132) == 100)
    #expect(TerminalWidth.textWidth(environment: ["COLUMNS": "x"], terminalColumns: nil) == 80)
    #expect(TerminalWidth.textWidth(environment: ["COLUMNS": "5"], terminalColumns: nil) == 40)
  }

  @Test func timelineFromFile() throws {
    let dir = try ScratchDirectory()
    let path = try dir.write(
      "t.json",
      """
      {"duration": 0.5, "timing": "relative", "tracks": {
        "alpha": [{"time": 0, "value": 1}, {"time": 0.1, "value": 0}],
        "x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 390, "curve": "ease-in-out"}]}}
      """)
    let run = runCLI(["plot", "--timeline", path, "--title", "swipe back"])
    #expect(run.code == 0 && run.err == "")
    #expect(ReportCommandTests.isXML(run.out))
    #expect(run.out.components(separatedBy: "<polygon").count - 1 == 4)  // four keyframes
    #expect(run.out.contains(">0 … 390</text>"))
    let text = runCLI(["plot", "--timeline", path, "--format", "text"])
    #expect(text.out.hasPrefix("alpha  0 … 1\n│◆"))
    let bad = try dir.write("bad.json", "{\"tracks\": 3}")
    let badRun = runCLI(["plot", "--timeline", bad])
    #expect(badRun.code == 65)
    #expect(badRun.err == "Error: \(bad):1:12: tracks must be an object, found a number\n")
  }

  @Test func writesToFile() throws {
    let dir = try ScratchDirectory()
    let out = dir.path("e.svg")
    let run = runCLI(["plot", "--ease", "ease", "--out", out])
    #expect(run.code == 0 && run.out == "")
    let svg = try String(contentsOfFile: out, encoding: .utf8)
    #expect(ReportCommandTests.isXML(svg))
  }

  @Test func usageErrors() {
    let cases: [([String], String)] = [
      (["plot"], "Missing '--spring <spec>', '--ease <curve>' or '--timeline <file>'."),
      (
        ["plot", "--spring", "dampingRatio=1,response=1", "--ease", "ease"],
        "Options '--spring', '--ease' and '--timeline' cannot be used together."
      ),
      (["plot", "--ease", "ease", "--from", "3"], "Option '--from' needs '--spring'."),
      (
        ["plot", "--ease", "ease", "--format", "png"],
        "Invalid value 'png' for '--format': expected 'svg' or 'text'."
      ),
      (
        ["plot", "--ease", "nope"],
        "Invalid easing 'nope': at column 1: expected an easing name (e.g. ease, ease-in-out, "
          + "easeOutBack, emphasized), found 'nope'."
      ),
      (
        ["plot", "--ease", "spring(response=0.4,dampingRatio=0)"],
        "Invalid easing 'spring(response=0.4,dampingRatio=0)': at column 8: expected a damped "
          + "spring that settles (damping > 0), found 'response'."
      ),
      (
        ["plot", "--spring", "dampingRatio=-1,response=1"],
        "Invalid spring 'dampingRatio=-1,response=1': invalid value '-1' for 'dampingRatio': "
          + "must be ≥ 0."
      ),
      (
        ["plot", "--spring", "dampingRatio=1,response=1", "--settle", "0"],
        "Invalid value '0' for '--settle': expected a number > 0."
      ),
      (
        ["plot", "--spring", "dampingRatio=1,response=1", "--duration", "-1"],
        "Invalid value '-1' for '--duration': expected a number in (0, 3600]."
      ),
    ]
    for (args, message) in cases {
      let run = runCLI(args)
      #expect(run.code == 64, "\(args)")
      #expect(run.err == "Error: \(message)\n" + Self.usage, "\(args)")
    }
  }
}
