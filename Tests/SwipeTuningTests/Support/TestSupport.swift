import Foundation
import Testing

/// Whether `actual` is within `absolute` or within `relative`·|expected| of `expected`.
func isClose(_ actual: Double, _ expected: Double, absolute: Double = 0, relative: Double = 0)
  -> Bool
{
  if actual == expected { return true }
  let error = abs(actual - expected)
  return error <= absolute || error <= relative * abs(expected)
}

/// Records an issue naming expected, actual and the error unless they are close.
func expectClose(
  _ actual: Double, _ expected: Double, absolute: Double = 0, relative: Double = 0,
  _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if !isClose(actual, expected, absolute: absolute, relative: relative) {
    Issue.record(
      "\(context()) expected \(expected), got \(actual), error \(abs(actual - expected))",
      sourceLocation: sourceLocation)
  }
}

/// A fixture that is not in the bundle.
enum FixtureError: Error {
  case missing(String)
}

/// The file-system path of a fixture file or directory in the test bundle.
func fixturePath(_ name: String) throws -> String {
  guard let url = Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil) else {
    throw FixtureError.missing(name)
  }
  return url.path
}

/// A fresh empty temporary directory for one test.
func temporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "swipetuning-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}
