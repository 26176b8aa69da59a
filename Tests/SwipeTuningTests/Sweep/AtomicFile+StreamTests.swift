import Foundation
import Testing

@testable import SwipeTuning

@Suite("AtomicFile.Stream")
struct AtomicFileStreamTests {
  func scratch() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stream-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  @Test func commitReplacesAbortKeeps() throws {
    let dir = try scratch()
    let path = dir + "/out.csv"
    try "old\n".write(toFile: path, atomically: true, encoding: .utf8)
    let stream = try AtomicFile.Stream(path: path)
    let line = String(repeating: "x", count: 999) + "\n"
    for _ in 0..<3000 { stream.append(line) }  // 3 MB: several buffer drains
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
    try stream.commit()
    #expect(try String(contentsOfFile: path, encoding: .utf8).utf8.count == 3_000_000)
    let aborted = try AtomicFile.Stream(path: path)
    aborted.append("new\n")
    aborted.abort()
    #expect(try String(contentsOfFile: path, encoding: .utf8).utf8.count == 3_000_000)
    do {
      let dropped = try AtomicFile.Stream(path: path)
      dropped.append("new\n")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.csv"])
  }

  @Test func refusesWhatCannotBeWritten() {
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.Stream(path: "/nonexistent/x.csv") }
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.Stream(path: "/tmp") }
  }

  @Test func fullDeviceFailsAtCommit() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    let stream = try AtomicFile.Stream(path: "/dev/full")
    stream.append("x\n")
    #expect(throws: AtomicFile.Failure.self) { try stream.commit() }
  }
}
