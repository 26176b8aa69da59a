import Foundation
import Testing

/// Compares `actual` with the golden file `Fixtures/golden/<name>` byte for byte.
///
/// Set `PLOTTING_UPDATE_GOLDEN=1` to rewrite the golden files in the source tree instead (then
/// review the diff and commit it).
func expectGolden(
  _ actual: String, _ name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  if ProcessInfo.processInfo.environment["PLOTTING_UPDATE_GOLDEN"] == "1" {
    let testsDirectory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    var directory = testsDirectory
    while directory.lastPathComponent != "PlottingTests", directory.path != "/" {
      directory = directory.deletingLastPathComponent()
    }
    let url = directory.appendingPathComponent("Fixtures/golden/" + name)
    try Data(actual.utf8).write(to: url)
    return
  }
  guard let url = Bundle.module.url(forResource: "Fixtures/golden/" + name, withExtension: nil)
  else {
    Issue.record("missing golden file \(name)", sourceLocation: sourceLocation)
    return
  }
  let expected = try String(contentsOf: url, encoding: .utf8)
  if actual != expected {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var line = 0
    while line < min(a.count, e.count), a[line] == e[line] { line += 1 }
    let got = line < a.count ? String(a[line]) : "<end>"
    let want = line < e.count ? String(e[line]) : "<end>"
    Issue.record(
      "\(name) differs at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)",
      sourceLocation: sourceLocation)
  }
}
