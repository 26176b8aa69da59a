import Foundation
import SwipeTuning
import TestSupport
import Testing

@testable import Recorder
@testable import spring_tune

@Suite("The recorder page in headless Chromium")
struct RecorderBrowserTests {
  /// Drives the page through a 12-trial protocol with injected touches and checks the export
  /// (positions, times, labels, marks) and that `sweep --traces` reads it; see the script's
  /// docstring for every check.
  @Test(
    "Injected touches come back in exportCSV() and sweep --traces reads them",
    .enabled(if: BrowserCheck.tools != nil, "python3 or Chromium is missing"),
    .timeLimit(.minutes(5)))
  func injectedTouchesComeBackInTheExport() throws {
    let dir = try scratchDirectory("recorder-browser")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let (status, text) = try BrowserCheck.run("check-recorder.py", ["--keep", dir])
    #expect(status == 0, "check-recorder.py failed:\n\(text)")
    #expect(text.contains("sweep --traces read the export"), "\(text)")

    // The export read back by the library: per-swipe labels and the cancelled trial.
    let path = dir + "/recording.csv"
    let swipes = try SwipeTraceFiles.parse(try #require(readText(path)), file: path)
    #expect(swipes.count == 12)
    for swipe in swipes {
      let task = try #require(swipe.task.flatMap(RecorderProtocol.Task.init(rawValue:)))
      #expect(swipe.intent == task.intent, "\(swipe.source ?? "")")
      #expect(swipe.device == #"CI Chromium, "headless""#)
      #expect(swipe.pointerType == "touch")
      #expect(swipe.samples.first?.phase == .down)
    }
    #expect(swipes.filter(\.isCancelled).map(\.task) == ["peek"])
  }
}
