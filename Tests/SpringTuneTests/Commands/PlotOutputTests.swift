import Foundation
import TestSupport
import Testing

@testable import SweepFiles
@testable import spring_tune

/// Regression tests for `plot` and `report` output found by QA: a pipe or device given to
/// `--out` is written in place, never replaced (they write through `OutputFiles` like `sweep`);
/// read and write failures say why in words; a spring motion that overflows is a usage error,
/// not an empty plot.
@Suite("plot and report output")
struct PlotOutputTests {
  func scratch() throws -> String { try scratchDirectory("spring-tune-plot-output") }

  @Test func aPipeIsWrittenInPlaceNotReplaced() throws {
    let path = try scratch() + "/pipe"
    try #require(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let run = runCLI(["plot", "--spring", "dampingRatio=0.5,response=0.3", "--out", path])
    #expect(run.code == 0)
    #expect(AtomicFile.isSpecialFile(path))
  }

  @Test func failuresSayWhy() throws {
    let dir = try scratch()
    let write = runCLI(["plot", "--spring", "dampingRatio=0.5,response=0.3", "--out", dir])
    #expect(write.code == 73)
    let read = runCLI(["report", dir])
    #expect(read.code == 74)
    #expect(write.err == "Error: Cannot write '\(dir)': it is a directory.\n")
    #expect(read.err == "Error: Cannot read '\(dir)': it is a directory.\n")
  }

  @Test func overflowingSpringIsAnError() {
    let run = runCLI([
      "plot", "--spring", "stiffness=170,damping=26", "--from", "1e308", "--to", "-1e308",
      "--format", "text",
    ])
    #expect(run.code == 64)
    #expect(run.err.hasPrefix("Error: Invalid values for '--from' and '--to'"))
  }
}
