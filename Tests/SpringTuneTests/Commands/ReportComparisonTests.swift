import Foundation
import TestSupport
import Testing

@testable import spring_tune

/// `report a.csv b.csv` for the question people bring to a damping sweep: the same thresholds at
/// ζ 0.8 and ζ 0.6.
@Suite("report: comparing two sweeps")
struct ReportComparisonTests {
  @Test func aDampingQuestionIsAnswered() throws {
    let dir = try scratchDirectory("report-compare")
    let grid = [
      "--swipes", "2000", "--progress-threshold", "0.3,0.5", "--velocity-threshold",
      "100,300", "--quiet",
    ]
    #expect(runCLI(["sweep", "--damping", "0.8", "--out", dir + "/a.csv"] + grid).code == 0)
    #expect(runCLI(["sweep", "--damping", "0.6", "--out", dir + "/b.csv"] + grid).code == 0)
    let run = runCLI(["report", dir + "/a.csv", dir + "/b.csv", "--out", dir + "/ab.html"])
    #expect(run.code == 0, "\(run.err)")
    let html = try #require(readText(dir + "/ab.html"))
    expectWellFormedXML(html)
    // Every setting is matched on its thresholds, not lost to the differing damping ratio.
    #expect(html.contains("4 and 4 settings · 4 in both"))
    // What differs is named: the damping ratio (and nothing else but the sweep's identity).
    let diff = try #require(section(html, "settings-diff"))
    #expect(diff.contains("<tr><td>damping_ratio</td><td>0.8</td><td>0.6</td></tr>"))
    #expect(!diff.contains("<td>seed</td>") && !diff.contains("sweep_id"))
    // The feel is compared with intervals, and the verdicts are marked.
    let feel = try #require(section(html, "feel-diff"))
    for meaning in [
      "overshoot (95th percentile)", "settling time (95th percentile)", "feel score",
      "decided as the person meant",
    ] {
      #expect(feel.contains(meaning), "\(meaning)")
    }
    // Decisions do not depend on the spring: agreement is unchanged and not called better.
    #expect(feel.contains("±0\u{A0}points</td><td>no: within the intervals</td>"))
    // ζ 0.6 overshoots more: beyond the noise, and worse.
    #expect(feel.contains("yes: B is worse"))
    #expect(html.contains("No setting&#39;s intent agreement changed"))
  }

  private func section(_ html: String, _ id: String) -> String? {
    guard let start = html.firstRange(of: "id=\"\(id)\"") else { return nil }
    let rest = html[start.lowerBound...]
    return rest.firstRange(of: "</section>").map { String(rest[..<$0.upperBound]) }
  }
}
