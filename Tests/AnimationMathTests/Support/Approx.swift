import AnimationMath
import Foundation
import Testing

/// Whether `actual` is within `absolute` or within `relative`·|expected| of `expected`.
///
/// Passes on absolute *or* relative error, like swift-numerics' `isApproximatelyEqual`, so one
/// helper serves values near zero and large values. Every caller states why its tolerance is what
/// it is.
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
    let error = abs(actual - expected)
    let ulps = expected == 0 ? Double.infinity : error / expected.ulp
    Issue.record(
      "\(context()) expected \(expected), got \(actual), error \(error) (\(ulps) ulp)",
      sourceLocation: sourceLocation)
  }
}

/// Loads a fixture file from the test bundle as text.
func fixtureText(_ name: String) throws -> String {
  guard let url = Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil) else {
    throw FixtureError.missing(name)
  }
  return try String(contentsOf: url, encoding: .utf8)
}

/// A fixture that is not in the bundle.
enum FixtureError: Error {
  case missing(String)
}

/// Rows of a fixture CSV keyed by header name, read with the package's RFC 4180 reader
/// (`CSVRecords`), so CRLF line ends and quoted fields work as in the reference files.
func fixtureRows(_ name: String) throws -> [[String: String]] {
  let records = try CSVRecords(parsing: fixtureText(name)).records
  guard let header = records.first?.fields else { return [] }
  return records.dropFirst().map { record in
    var row: [String: String] = [:]
    for (k, v) in zip(header, record.fields) { row[k] = v }
    return row
  }
}
