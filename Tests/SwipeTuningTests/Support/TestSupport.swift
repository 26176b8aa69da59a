import Foundation
import Testing

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
