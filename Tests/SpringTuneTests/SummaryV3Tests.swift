import Foundation
import TestSupport
import Testing

@testable import SwipeTuning
@testable import spring_tune

/// The summary under population v3 (issue 40): the model's uncertainty first, the baseline by
/// the paired test, the error trade-off and the cost plateau, the width and estimator caveats,
/// and no answer when too few swipes engage.
@Suite("the summary says how sure, and what it trades")
struct SummaryV3Tests {
  /// The summary of `sweep` with `arguments`, whitespace-normalised, and its CSV.
  static func run(_ arguments: [String]) throws -> (text: String, csv: String) {
    let dir = try scratchDirectory("summary-v3")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/s.csv"
    let r = runCLI(["sweep", "--threads", "1"] + arguments + ["-o", out])
    #expect(r.code == 0, "\(r.err)")
    return (
      r.err.split(whereSeparator: \.isWhitespace).joined(separator: " "),
      readText(out) ?? ""
    )
  }

  /// Goal: at 1 000 swipes the baseline statement agrees with the paired test (it said "cannot
  /// be told apart … about 2 381 more swipes" while the paired test put the baseline off the
  /// plateau), and it never asks for more synthetic swipes.
  @Test func theBaselineIsComparedByThePairedTest() throws {
    let (text, _) = try Self.run(["--damping", "0.8", "--swipes", "1000"])
    #expect(text.contains("and the paired test on the same swipes tells them apart"), "\(text)")
    #expect(!text.contains("more swipes ("), "\(text)")
    // The model's uncertainty leads, before the table of best rows.
    let model = try #require(text.range(of: "Model uncertainty: not measured."))
    let best = try #require(text.range(of: "Best 5 by intent_agreement"))
    #expect(model.lowerBound < best.lowerBound)
    #expect(text.contains("Trade-off at the recommendation: false_complete_rate "))
    // The cost objective's plateau, where it differs (at 20 000 swipes: 0.6–0.65, 250–400).
    let full = try Self.run(["--damping", "0.8"]).text
    #expect(
      full.contains(
        "By cost (false pop 3, false snap-back 1) the plateau lies elsewhere: "
          + "seed-progress-velocity, progress_threshold 0.6–0.65, velocity_threshold 250–400 "
          + "pt/s"), "\(full)")
  }

  /// Below 25 % engaged the sweep recommends nothing and says why; the report has no
  /// recommended row.
  @Test func tooFewEngagedMeansNoAnswer() throws {
    let (text, csv) = try Self.run([
      "--preset", "uikit-pop-approx", "--angle-gate", "5", "--swipes", "1000",
    ])
    #expect(text.contains("No recommendation: only "), "\(text)")
    #expect(!text.contains("Recommended thresholds"))
    let table = try SweepTable(parsing: csv)
    #expect(!table.rows.contains { $0.recommended == true })
  }

  /// A width outside the calibrated phones is named; two-point on the plateau is warned about.
  @Test func caveatsAreSaid() throws {
    let wide = try Self.run(["--width", "1024", "--swipes", "1000"]).text
    #expect(wide.contains("width 1024 pt is outside the population's calibrated widths"))
    let phone = try Self.run(["--swipes", "1000"]).text
    #expect(!phone.contains("calibrated widths"))
    let crude = try Self.run(["--estimator", "two-point", "--swipes", "1000"]).text
    #expect(crude.contains("Note: the two-point estimator ranks on the plateau."), "\(crude)")
  }

  /// Issue 41: values that read like a unit mistake get a warning with the likely intent (the
  /// sweep still runs), and the summary says what a progress threshold is a fraction of.
  @Test func wrongUnitsAreNamed() throws {
    for (flag, value, says) in [
      ("--progress-threshold", "50", "did you mean 0.5, a percentage?"),
      ("--response", "300", "did you mean 0.3 s, given in milliseconds?"),
      ("--damping", "80", "a damping coefficient, or a percentage (0.8)?"),
    ] {
      let (text, _) = try Self.run([flag, value, "--swipes", "200"])
      #expect(text.hasPrefix("Warning: \(flag) \(value) is "), "\(text)")
      #expect(text.contains(says), "\(text)")
    }
    let (plain, _) = try Self.run(["--swipes", "1000"])
    #expect(!plain.contains("Warning:"))
    #expect(plain.contains("progress_threshold 0.5 (of 200 pt of travel)"), "\(plain)")
  }
}
