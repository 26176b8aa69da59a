import Foundation
import SwipeTuning
import TestSupport
import Testing

@testable import spring_tune

/// The first executable called `name` on PATH (or at `$CHROMIUM` for Chromium), if any.
private func executable(_ names: [String], override: String? = nil) -> String? {
  if let override { return FileManager.default.isExecutableFile(atPath: override) ? override : nil }
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    for name in names where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
      return "\(directory)/\(name)"
    }
  }
  return nil
}

/// The repository's root, from this file's path.
private let repository = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// python3, Chromium and the built tool, or nil after saying loudly which is missing.
private let browserCheck: (python: String, tool: String)? = {
  let python = executable(["python3"])
  let chromium = executable(
    ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"],
    override: ProcessInfo.processInfo.environment["CHROMIUM"])
  let bundle = Bundle.main.bundleURL
  let tool = [bundle, bundle.deletingLastPathComponent()].map {
    $0.appendingPathComponent("spring-tune").path
  }
  .first { FileManager.default.isExecutableFile(atPath: $0) }
  let missing = [
    python == nil ? "python3" : nil, chromium == nil ? "Chromium" : nil,
    tool == nil ? "the spring-tune executable beside the test bundle" : nil,
  ].compactMap { $0 }
  guard let python, let tool, missing.isEmpty else {
    let text =
      "\n*** SKIPPED: \(missing.joined(separator: " and ")) not found, so the recorder page's "
      + "browser test (scripts/check-recorder.py) did not run. Install them "
      + "(apt-get install -y chromium python3; .ci/run does) to run it. ***\n\n"
    print(text)
    FileHandle.standardError.write(Data(text.utf8))
    return nil
  }
  return (python, tool)
}()

@Suite("The recorder page in headless Chromium")
struct RecorderBrowserTests {
  /// Drives the page through a 12-trial protocol with injected touches and checks the export
  /// (positions, times, labels, marks) and that `sweep --traces` reads it; see the script's
  /// docstring for every check.
  @Test(
    "Injected touches come back in exportCSV() and sweep --traces reads them",
    .enabled(if: browserCheck != nil, "python3 or Chromium is missing"),
    .timeLimit(.minutes(5)))
  func injectedTouchesComeBackInTheExport() throws {
    let (python, tool) = try #require(browserCheck)
    let dir = try scratchDirectory("recorder-browser")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [
      repository.appendingPathComponent("scripts/check-recorder.py").path, tool, "--keep", dir,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    print(text, terminator: "")
    #expect(process.terminationStatus == 0, "check-recorder.py failed:\n\(text)")
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
