import Foundation
import Plotting
import SweepTestSupport
import SwipeTuning
import TestSupport
import Testing

@testable import spring_tune

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A temporary directory removed when the value is released.
final class ScratchDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spring-tune-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func write(_ name: String, _ text: String) throws -> String {
    let p = path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: p))
    return p
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

@Suite struct ReportCommandTests {
  /// Hand-written: 2 progress × 2 velocity thresholds at one damping, 100 swipes each. Best by
  /// intent agreement is line 4 (0.94).
  static let csv = SweepFixture.report(
    """
    threshold,lsq2,0.8,0.4,0.3,100,0.998,100,70,0.7,0.65,0.3,0.88,0.1,0.02,0,0.2,0.3,0.35,0.5,6
    threshold,lsq2,0.8,0.4,0.3,300,0.998,100,66,0.66,0.62,0.33,0.9,0.07,0.03,0,0.2,0.3,0.35,0.5,6
    threshold,lsq2,0.8,0.4,0.5,100,0.998,100,60,0.6,0.58,0.4,0.94,0.03,0.03,0,0.2,0.3,0.35,0.5,5
    threshold,lsq2,0.8,0.4,0.5,300,0.998,100,58,0.58,0.55,0.41,0.92,0.02,0.06,0,0.2,0.3,0.35,,5
    """)

  static func isXML(_ text: String) -> Bool { XMLParser(data: Data(text.utf8)).parse() }

  @Test func writesAWellFormedSelfContainedPage() throws {
    let dir = try ScratchDirectory()
    let input = try dir.write("sweep.csv", Self.csv)
    let out = dir.path("report.html")
    let run = runCLI(["report", input, "--out", out])
    #expect(run.code == 0)
    #expect(run.out == "" && run.err == "")
    let html = try String(contentsOfFile: out, encoding: .utf8)
    #expect(Self.isXML(html))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // One inline script (copy buttons, sorting), nothing loaded.
    #expect(html.components(separatedBy: "<script").count == 2 && !html.contains("<link"))
    #expect(!html.contains(" src="))
    #expect(html.contains("<li>CSV line 4</li>"))
    #expect(html.contains("intent agreement"))
    // The footer: the tool, the exact command line, the file's name (not its directories).
    #expect(html.contains("<code>spring-tune report \(input) --out \(out)</code>"))
    #expect(html.contains("Source: sweep.csv, 4 rows"))
    #expect(html.contains("<title>sweep.csv — spring-tune sweep report</title>"))
    // Same command, same bytes; stdout by default.
    let first = runCLI(["report", input])
    let again = runCLI(["report", input])
    #expect(again.code == 0 && first.code == 0)
    #expect(again.out == first.out)
    #expect(
      first.out.replacingOccurrences(of: "report \(input)</code>", with: "")
        == html.replacingOccurrences(of: "report \(input) --out \(out)</code>", with: ""))
  }

  @Test func baselineNamedOrEvaluated() throws {
    let dir = try ScratchDirectory()
    // A preset policy, so the swipe model can evaluate a baseline the grid lacks.
    let known = Self.csv.replacingOccurrences(of: "threshold,lsq2,", with: "half-width,lsq2,")
    let path = try dir.write("h.csv", known)
    // In the grid: the row of progress 0.3 at the recommendation's velocity (line 2 is 0.3/100;
    // the best, line 4, is 0.5/100).
    let named = runCLI(["report", path, "--baseline", "progress_threshold=0.3"])
    #expect(named.code == 0, "\(named.err)")
    #expect(named.out.contains("Against your baseline (half-width: progress threshold 30"))
    #expect(!named.out.contains("the report evaluated it"))
    // Not in the grid: evaluated with the sweep's model (seed 1, 100 synthetic swipes).
    let evaluated = runCLI(["report", path, "--baseline", "progress_threshold=0.9"])
    #expect(evaluated.code == 0, "\(evaluated.err)")
    #expect(evaluated.out.contains("the report evaluated it with the sweep's own model"))
    #expect(runCLI(["report", path, "--baseline", "progress_threshold=0.9"]).out == evaluated.out)
    // Bad baselines are usage errors naming the flag.
    let bad = runCLI(["report", path, "--baseline", "speed=3"])
    #expect(bad.code == 64)
    #expect(
      bad.err.hasPrefix("Error: Invalid value 'speed=3' for '--baseline': unknown key 'speed'"))
  }

  @Test func twoSweepsSideBySide() throws {
    let dir = try ScratchDirectory()
    let a = try dir.write("a.csv", Self.csv)
    let b = try dir.write(
      "b.csv", Self.csv.replacingOccurrences(of: ",0.88,0.1,0.02,", with: ",0.91,0.1,0.02,"))
    let run = runCLI(["report", a, b])
    #expect(run.code == 0, "\(run.err)")
    #expect(Self.isXML(run.out))
    #expect(run.out.contains("<title>a.csv vs b.csv — spring-tune sweep comparison</title>"))
    #expect(run.out.contains("All 4 settings in both"))
    // The one changed row leads the differences: +3 points.
    #expect(
      run.out.contains("data-v=\"0.030000000000000027\">3</td>") || run.out.contains(">3</td>"))
    let three = runCLI(["report", a, b, a])
    #expect(three.code == 64)
  }

  @Test func missingFileIsAnIOError() throws {
    let dir = try ScratchDirectory()
    let path = dir.path("absent.csv")
    let run = runCLI(["report", path])
    #expect(run.code == 74)
    #expect(run.err == "Error: Cannot read '\(path)': no such file.\n")
  }

  @Test func badCSVNamesFileAndLine() throws {
    let dir = try ScratchDirectory()
    let broken = Self.csv.replacingOccurrences(of: ",0.8,0.4,0.5,100,", with: ",0.8,0.4,half,100,")
    let path = try dir.write("bad.csv", broken)
    let run = runCLI(["report", path])
    #expect(run.code == 65)
    #expect(
      run.err
        == "Error: \(path):4: column 'progress_threshold' value 'half': expected a finite number\n"
    )
    let empty = try dir.write("empty.csv", "")
    let emptyRun = runCLI(["report", empty])
    #expect(emptyRun.code == 65)
    #expect(emptyRun.err == "Error: \(empty):1: empty file, expected a header row\n")
  }

  @Test func usageErrors() {
    let run = runCLI(["report", "x.csv", "--top", "0"])
    #expect(run.code == 64)
    #expect(
      run.err.hasPrefix(
        "Error: Invalid value '0' for '--top': expected an integer in 1...1000000.\n"))
    // The sweep's settings come from the file, so the flags that used to repeat them are gone.
    for flag in ["--width", "--seed"] {
      let bad = runCLI(["report", "x.csv", flag, "1"])
      #expect(bad.code == 64)
    }
    let missing = runCLI(["report"])
    #expect(missing.code == 64)
    #expect(missing.err.hasPrefix("Error: Missing expected argument '<sweep-csv>'.\n"))
  }

  @Test func handoffUsesTheSwipeModelForKnownPolicies() throws {
    let dir = try ScratchDirectory()
    // The hand-written CSV's policy 'threshold' is not a preset: no hand-off section.
    let generic = runCLI(["report", try dir.write("a.csv", Self.csv)])
    #expect(generic.code == 0)
    #expect(!generic.out.contains("Hand-off of the recommended spring"))
    // With a preset and an estimator the swipe model knows: its median swipes.
    let known = Self.csv.replacingOccurrences(of: "threshold,lsq2,", with: "half-width,lsq2,")
    let model = runCLI(["report", try dir.write("b.csv", known)])
    #expect(model.code == 0 && model.err == "")
    #expect(Self.isXML(model.out))
    #expect(model.out.contains("Swipes of the synthetic swipe model (seed 1"))
    for pick in ["median overshoot", "p95 overshoot", "median arrival", "p95 arrival"] {
      #expect(
        model.out.contains(": completes, \(pick)") || model.out.contains(" = \(pick)"), "\(pick)")
    }
    // The width recorded in the file changes the swipes (and the page); the same file the
    // same bytes.
    let wideSettings = SweepSettings(
      source: .synthetic(seed: 1), geometry: SwipeGeometry(width: 600))
    let wide = known.replacingOccurrences(
      of: SweepFixture.settings, with: wideSettings.fields.joined(separator: ","))
    let wideRun = runCLI(["report", try dir.write("c.csv", wide)])
    #expect(wideRun.code == 0 && wideRun.out != model.out && wideRun.out.contains("600 pt wide"))
    #expect(runCLI(["report", dir.path("b.csv")]).out == model.out)
  }

  @Test func ranksByTheObjectiveTheSweepRecorded() throws {
    let dir = try ScratchDirectory()
    // By intent agreement the best is line 4; by false-complete rate (lower is better) line 5.
    let settings = SweepSettings(source: .synthetic(seed: 1), objective: .falseCompleteRate)
    let text = Self.csv.replacingOccurrences(
      of: SweepFixture.settings, with: settings.fields.joined(separator: ","))
    let run = runCLI(["report", try dir.write("o.csv", text)])
    #expect(run.code == 0, "\(run.err)")
    #expect(run.out.contains("<li>CSV line 5</li>"))
    #expect(run.out.contains("Objective: false-complete rate (lower is better)"))
  }

  @Test func aReportWithoutSettingsColumnsSaysWhy() throws {
    let dir = try ScratchDirectory()
    let header = SweepSchema.header.prefix(SweepSchema.settingsStart).joined(separator: ",")
    let row =
      "threshold,lsq2,0.8,0.4,0.3,100,0.998,100,70,0.7,0.65,0.3,0.88,0.1,0.02,0,0.2,0.3,0.35,0.5,6"
    let path = try dir.write("old.csv", header + "\n" + row + "\n")
    let run = runCLI(["report", path])
    #expect(run.code == 65)
    #expect(
      run.err
        == "Error: \(path):1: column 'objective': missing column (a report written before "
        + "spring-tune 0.2 records no settings; run the sweep again)\n")
  }

  @Test func readsWhatTheSweepWrites() throws {
    // End to end on a real (small) sweep: two policies, one of which leaves the velocity
    // threshold empty, and two estimators.
    let dir = try ScratchDirectory()
    let csv = dir.path("s.csv")
    let sweep = runCLI([
      "sweep", "-q", "--swipes", "300", "--policy", "seed-progress-velocity,half-width",
      "--estimator", "lsq2,ios", "--progress-threshold", "0.3,0.5", "--velocity-threshold",
      "0,300", "--out", csv, "--seed", "7", "--width", "600", "--settle-tolerance", "0.5",
    ])
    #expect(sweep.code == 0, "\(sweep.err)")
    let run = runCLI(["report", csv])
    #expect(run.code == 0 && run.err == "", "\(run.err)")
    #expect(Self.isXML(run.out))
    #expect(run.out.contains("Varied: 2 policies, 2 estimators, progress threshold (2 values)"))
    #expect(run.out.contains("<figcaption>best intent agreement per policy and estimator"))
    #expect(run.out.contains("Swipes of the synthetic swipe model (seed 7"))
    // The sweep's settings reach the page without being asked for again.
    #expect(run.out.contains("300 synthetic swipes (seed 7), width 600 pt, axis x+"))
    #expect(run.out.contains("settle band 0.5 pt"))
    #expect(run.out.contains("Settling band ±0.5 pt"))
  }

  @Test func unwritableOutputCannotBeCreated() throws {
    let dir = try ScratchDirectory()
    let input = try dir.write("sweep.csv", Self.csv)
    let out = dir.path("no/such/dir/report.html")
    let run = runCLI(["report", input, "--out", out])
    #expect(run.code == 73)
    #expect(run.err.hasPrefix("Error: Cannot write '\(out)': "))
  }
}
