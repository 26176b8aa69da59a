import Foundation
import Testing

@testable import SweepFiles

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

  /// Regression: `--out /dev/null` (or a named pipe) wrote a temporary file next to it and renamed
  /// it over the device, turning it into a regular file. A pipe stands in for the device here: it
  /// must still be a pipe afterwards and its reader must get the text.
  @Test func aPipeIsWrittenInPlaceNotReplaced() throws {
    let path = try scratch() + "/pipe"
    try #require(mkfifo(path, 0o600) == 0)
    // A non-blocking reader, so that opening the pipe for writing does not wait.
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    try AtomicFile.checkWritable(path)
    try AtomicFile.write("report\n", to: path)
    #expect(AtomicFile.isSpecialFile(path))
    var buffer = [UInt8](repeating: 0, count: 64)
    let n = Foundation.read(reader, &buffer, buffer.count)
    #expect(n == 7 && String(decoding: buffer.prefix(max(n, 0)), as: UTF8.self) == "report\n")
  }

  /// A symbolic link is followed: the file it points to gets the report, the link stays a link.
  @Test func aSymbolicLinkIsFollowed() throws {
    let dir = try scratch()
    try AtomicFile.write("old\n", to: dir + "/target.csv")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/link.csv", withDestinationPath: dir + "/target.csv")
    try AtomicFile.write("new\n", to: dir + "/link.csv")
    #expect(read(dir + "/target.csv") == "new\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.csv")
        == dir + "/target.csv")
  }
}
