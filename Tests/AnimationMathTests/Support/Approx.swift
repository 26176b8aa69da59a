import AnimationMath
import Foundation
import TextFormats

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
