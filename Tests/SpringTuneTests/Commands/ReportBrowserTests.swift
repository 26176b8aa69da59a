import Foundation
import Testing

@Suite("The sweep report in headless Chromium")
struct ReportBrowserTests {
  /// Renders the report and the comparison page at 390 and 1400 px, light and dark, and checks
  /// no sideways page scroll, the recommendation card on the first screen, chart text of at
  /// least 11 px, no console error and no request but the file; and that copy, sorting and the
  /// preview (with and without reduced motion) work. See the script's docstring.
  @Test(
    "The report fits phone and desktop, light and dark, offline",
    .enabled(if: BrowserCheck.tools != nil, "python3 or Chromium is missing"),
    .timeLimit(.minutes(5)))
  func reportFitsEveryScreen() throws {
    let (status, text) = try BrowserCheck.run("check-report.py")
    #expect(status == 0, "check-report.py failed:\n\(text)")
    #expect(text.contains("report pages pass in Chromium"), "\(text)")
  }
}
