import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning
import TestSupport
import Testing
import TextFormats

/// Reading trace files and directories (the parsing itself is tested in SwipeTuningTests).
@Suite("SwipeTraceFiles loading")
struct SwipeTraceFilesLoadingTests {
  /// A fresh empty temporary directory.
  func scratch() throws -> String { try scratchDirectory("sweepfiles") }

  @Test func directoriesAndPaths() throws {
    let dir = try scratch()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let one = "t_ms,x,y,phase\n0,0,0,down\n10,5,0,move\n10,5,0,up\n"
    try one.write(toFile: dir + "/b.csv", atomically: true, encoding: .utf8)
    try one.write(toFile: dir + "/a.csv", atomically: true, encoding: .utf8)
    try "notes".write(toFile: dir + "/README.md", atomically: true, encoding: .utf8)
    let swipes = try SwipeTraceFiles.load(path: dir)
    #expect(swipes.map(\.source) == ["a.csv", "b.csv"])
    #expect(try SwipeTraceFiles.load(path: dir + "/b.csv").count == 1)
    #expect(throws: InputFileError.self) { try SwipeTraceFiles.load(path: dir + "/none.csv") }
    do {
      _ = try SwipeTraceFiles.load(path: dir + "/none.csv")
    } catch {
      #expect(error.description == dir + "/none.csv: no such file or directory")
    }
    let empty = try scratch()
    defer { try? FileManager.default.removeItem(atPath: empty) }
    do {
      _ = try SwipeTraceFiles.load(path: empty)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == empty + ": the directory holds no .csv files")
    }
  }
}
