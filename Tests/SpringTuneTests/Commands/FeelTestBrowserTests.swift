import Foundation
import SwipeTuning
import TestSupport
import Testing

@testable import spring_tune

@Suite("The recorder's feel test in headless Chromium")
struct FeelTestBrowserTests {
  /// Drives a 12-trial feel-test page with injected touches, answers every question, and checks
  /// each hand-off's frames against `spring-tune spring` and the export's `handoff` and `rating`
  /// columns (see scripts/check-feel.py); then reads the export back through SwipeTraceFiles.
  @Test(
    "Hand-offs are AnimationMath's frames and ratings come back in the export",
    .enabled(if: BrowserCheck.tools != nil, "python3 or Chromium is missing"),
    .timeLimit(.minutes(3)))
  func handOffsAndRatings() throws {
    let dir = try scratchDirectory("feel-browser")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (status, text) = try BrowserCheck.run("check-feel.py", ["--keep", dir])
    #expect(status == 0, "check-feel.py failed:\n\(text)")
    #expect(text.contains("frames equal spring-tune spring"), "\(text)")
    let path = dir + "/feel.csv"
    let swipes = try SwipeTraceFiles.parse(try #require(readText(path)), file: path)
    #expect(swipes.count == 12)
  }
}
