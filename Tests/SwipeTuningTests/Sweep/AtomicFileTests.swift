import Foundation
import Testing

@testable import SwipeTuning

@Suite("AtomicFile")
struct AtomicFileTests {
  struct Interrupted: Error {}

  func scratch() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.path
  }

  func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func replacesTheFile() throws {
    let dir = try scratch()
    let path = dir + "/r.csv"
    try AtomicFile.write("old\n", to: path)
    try AtomicFile.write("new\n", to: path)
    #expect(read(path) == "new\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["r.csv"])
  }

  @Test func aFailureBeforeTheRenameLeavesTheOldFileIntact() throws {
    let dir = try scratch()
    let path = dir + "/r.csv"
    try AtomicFile.write("old report\n", to: path)
    var sawTemporary = false
    #expect(throws: AtomicFile.Failure.self) {
      try AtomicFile.write(String(repeating: "partial,", count: 100_000), to: path) {
        // The new content is complete in a temporary file next to the report…
        sawTemporary = (try? FileManager.default.contentsOfDirectory(atPath: dir).count) == 2
        throw Interrupted()
      }
    }
    #expect(sawTemporary)
    // …but the report still holds the old content and no temporary file is left.
    #expect(read(path) == "old report\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["r.csv"])
  }

  @Test func unwritableDestinations() throws {
    let dir = try scratch()
    #expect(throws: AtomicFile.Failure(description: "Cannot write '\(dir)': it is a directory.")) {
      try AtomicFile.write("x", to: dir)
    }
    #expect(
      throws: AtomicFile.Failure(
        description: "Cannot write '\(dir)/no/r.csv': the directory '\(dir)/no' does not exist.")
    ) {
      try AtomicFile.checkWritable(dir + "/no/r.csv")
    }
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: dir + "/no/r.csv") }
  }
}
