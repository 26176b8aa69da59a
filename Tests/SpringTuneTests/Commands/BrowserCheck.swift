import Foundation
import TestSupport

/// What the browser tests share: finding python3, Chromium and the built tool, and running one
/// of the `scripts/check-*.py` scripts (which drive headless Chromium through `scripts/cdp.py`).
enum BrowserCheck {
  /// python3 and the built `spring-tune`, or nil — after saying loudly what is missing — when
  /// python3, Chromium or the tool cannot be found.
  static let tools: (python: String, tool: String)? = {
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
        "\n*** SKIPPED: \(missing.joined(separator: " and ")) not found, so the browser tests "
        + "(scripts/check-recorder.py, scripts/check-report.py) did not run. Install them "
        + "(apt-get install -y chromium python3; .ci/run does) to run them. ***\n\n"
      print(text)
      FileHandle.standardError.write(Data(text.utf8))
      return nil
    }
    return (python, tool)
  }()

  /// The repository's root, from this file's path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Runs `scripts/<script>` with python3, the tool's path and `arguments`; returns its exit
  /// status and its standard output and error together (also printed, for the test log).
  static func run(_ script: String, _ arguments: [String] = []) throws -> (
    status: Int32, output: String
  ) {
    guard let (python, tool) = tools else { return (77, "browser tools missing") }
    let (status, text) = try runProcess(
      python, [repository.appendingPathComponent("scripts/\(script)").path, tool] + arguments)
    print(text, terminator: "")
    return (status, text)
  }

  private static func executable(_ names: [String], override: String? = nil) -> String? {
    executableOnPath(names, override: override)
  }
}
