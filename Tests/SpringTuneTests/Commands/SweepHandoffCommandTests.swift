import Foundation
import Testing

@Suite("spring-tune sweep --handoff")
struct SweepHandoffCommandTests {
  static let small = [
    "--swipes", "200", "--progress-threshold", "0.5", "--velocity-threshold", "100", "-q", "-o",
    "-",
  ]

  /// The report's rows as (handoff, field of `column`).
  func column(_ csv: String, _ name: String) -> [(String, String)] {
    let lines = csv.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = lines.first, let c = header.firstIndex(of: name),
      let h = header.firstIndex(of: "handoff")
    else { return [] }
    return lines.dropFirst().map { ($0[h], $0[c]) }
  }

  @Test func springRestShowsTheJumpTheSeedCodeCauses() {
    let run = runCLI(["sweep", "--handoff", "spring-rest,spring-velocity"] + Self.small)
    #expect(run.code == 0, "\(run.err)")
    let jumps = column(run.out, "handoff_jump_p50")
    #expect(jumps.map(\.0) == ["spring-rest", "spring-velocity"])
    #expect((Double(jumps[0].1) ?? 0) > 0 && jumps[1].1 == "0")
    #expect(column(run.out, "feel_score").allSatisfy { (Double($0.1) ?? -1) > 0 })
  }

  /// Two hand-offs that decide alike: the summary, the card and the tables tell them apart, the
  /// velocity-keeping one is recommended (the feel score breaks the tie) and the card shows the
  /// jump the other causes.
  @Test func theReportNamesTheHandoffAndItsJump() throws {
    let dir = try ScratchDirectory()
    let csv = dir.path("s.csv")
    let sweep = runCLI(
      [
        "sweep", "--handoff", "spring-rest,spring-velocity", "--swipes", "600",
        "--progress-threshold", "0.3,0.5", "--velocity-threshold", "100,300", "-o", csv,
      ])
    #expect(sweep.code == 0, "\(sweep.err)")
    let summary = sweep.err.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(summary.contains("Recommended thresholds (the plateau's most central setting): "))
    // Stage 2 chooses the hand-off by feel: the velocity-keeping one.
    #expect(
      summary.contains(
        "Recommended (the most central of them): damping_ratio 1, response 0.3 s, handoff spring-velocity"
      ),
      "\(sweep.err)")
    #expect(summary.contains("1 of 2 springs are within the best one's 95 % interval"))
    #expect(summary.contains("(ties: feels_complete_rate, then feel_score)"))
    let html = dir.path("r.html")
    let report = runCLI(["report", csv, "-o", html])
    #expect(report.code == 0, "\(report.err)")
    let page = try String(contentsOfFile: html, encoding: .utf8)
    #expect(
      page.contains("hand-off spring-velocity (the spring starts at the finger&#39;s velocity)"))
    #expect(page.contains("<th>hand-off</th>"))
    #expect(page.contains("velocity jump at lift-off (95th percentile)"))
    #expect(
      page.contains(
        "feel score (smooth: arrival, kick-back, overshoot, ringing, linger, jump, abruptness)"))
    #expect(page.contains("Varied: 2 hand-offs"))
    // The default baseline is the seed rule with the seed code's hand-off, started from rest:
    // the card shows the jump it causes.
    #expect(
      page.contains("Against the seed rule&#39;s own numbers (seed-progress-velocity, hand-off "))
    #expect(page.contains(" pt/s less at lift-off (95th percentile)"))
  }

  @Test func ownMotionStylesLeaveTheSpringEmpty() {
    let run = runCLI(
      ["sweep", "--handoff", "uikit-spring 0.4,1,0,curve ease-in-out,0.25,scale-by-remaining"]
        + Self.small)
    #expect(run.code == 0, "\(run.err)")
    // CSV quotes the fields with commas.
    #expect(run.out.contains("\nseed-progress-velocity,lsq2,\"uikit-spring 0.4,1,0\",,,0.5,100,,"))
    #expect(
      run.out.contains(
        "seed-progress-velocity,lsq2,\"curve ease-in-out,0.25,scale-by-remaining\",,,0.5,100,,"))
  }

  @Test func badStylesExitWithUsage() throws {
    for (spec, reason) in [
      ("springs", "unknown hand-off style"), ("spring 1,2", "expected 'spring MASS"),
      ("uikit-spring 0.4,2", "the damping must be in"),
      ("curve easeInOutBack,0.3", "the curve must be monotone"),
      ("spring-rest,spring-rest", "given more than once"),
    ] {
      let run = runCLI(["sweep", "--handoff", spec] + Self.small)
      #expect(run.code == 64, "\(spec)")
      #expect(run.err.hasPrefix("Error: Invalid value '"), "\(spec): \(run.err)")
      #expect(run.err.contains("for '--handoff': \(reason)"), "\(spec): \(run.err)")
    }
    let missing = runCLI(["sweep", "--handoff", "timeline /nonexistent/t.json"] + Self.small)
    #expect(missing.code == 74)
    let dir = try ScratchDirectory()
    let noX = try dir.write(
      "t.json", #"{"duration": 1, "tracks": {"alpha": [{"time": 0, "value": 1}]}}"#)
    let bad = runCLI(["sweep", "--handoff", "timeline \(noX)"] + Self.small)
    #expect(bad.code == 65)
    #expect(bad.err.contains("no number track 'x'"))
    let good = try dir.write(
      "x.json",
      #"{"duration": 0.25, "timing": "relative", "tracks": {"x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 1, "curve": "ease-in-out"}]}}"#
    )
    let run = runCLI(["sweep", "--handoff", "timeline \(good)"] + Self.small)
    #expect(run.code == 0, "\(run.err)")
    #expect(run.out.contains(",timeline \(good),,,0.5,100,,"))
  }
}
