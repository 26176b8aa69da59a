import Foundation
import Testing

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
private let reportBrowserCheck: (python: String, tool: String)? = {
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
      "\n*** SKIPPED: \(missing.joined(separator: " and ")) not found, so the report's browser "
      + "test (scripts/check-report.py) did not run. Install them (apt-get install -y chromium "
      + "python3; .ci/run does) to run it. ***\n\n"
    print(text)
    FileHandle.standardError.write(Data(text.utf8))
    return nil
  }
  return (python, tool)
}()

@Suite("The sweep report in headless Chromium")
struct ReportBrowserTests {
  /// Renders the report and the comparison page at 390 and 1400 px, light and dark, and checks
  /// no sideways page scroll, the recommendation card on the first screen, chart text of at
  /// least 11 px, no console error and no request but the file; and that copy, sorting and the
  /// preview (with and without reduced motion) work. See the script's docstring.
  @Test(
    "The report fits phone and desktop, light and dark, offline",
    .enabled(if: reportBrowserCheck != nil, "python3 or Chromium is missing"),
    .timeLimit(.minutes(3)))
  func reportFitsEveryScreen() throws {
    let (python, tool) = try #require(reportBrowserCheck)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [repository.appendingPathComponent("scripts/check-report.py").path, tool]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    print(text, terminator: "")
    #expect(process.terminationStatus == 0, "check-report.py failed:\n\(text)")
    #expect(text.contains("report pages pass in Chromium"), "\(text)")
  }
}
