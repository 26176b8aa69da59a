import Foundation
import Testing

@testable import SwipeTuning
@testable import spring_tune

/// Known issues (QA, for the plots owner) in `PlotOutput`, which `plot` and `report` write
/// through. Both are fixed by writing with `AtomicFile.write` (SwipeTuning) as `sweep` and
/// `merge` do, instead of `Data.write(to:options: .atomic)`:
/// 1. `--out` naming a device or pipe (`/dev/null`, `/dev/stdout`, a FIFO) replaces it with a
///    regular file: Foundation's atomic write renames a temporary file over it. Run as root,
///    `--out /dev/null` destroys the system's /dev/null.
/// 2. Write and read failures print Foundation error numbers: `Cannot write '/': error 512.`,
///    `Cannot read '/': error 256.`, `Cannot write '': error 512.`
/// 3. (`PlotCommand.springPlot`) `plot --spring SPEC --from 1e308 --to -1e308` exits 0 with an
///    empty plot (every sample overflows and is dropped). `spring` rejects the same values with
///    "Invalid values for '--from' and '--to': their distance … overflows." (exit 64); `plot`
///    should too, and should reject a motion whose samples are not finite.
/// When fixed, `withKnownIssue` reports that no issue was recorded: delete the wrapper.
@Suite("plot and report output (known issues)")
struct PlotOutputTests {
  func scratch() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spring-tune-plot-output-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.path
  }

  @Test func aPipeIsWrittenInPlaceNotReplaced() throws {
    let path = try scratch() + "/pipe"
    try #require(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let run = runCLI(["plot", "--spring", "dampingRatio=0.5,response=0.3", "--out", path])
    #expect(run.code == 0)
    withKnownIssue("PlotOutput renames a temporary file over the pipe") {
      #expect(AtomicFile.isSpecialFile(path))
    }
  }

  @Test func failuresSayWhy() throws {
    let dir = try scratch()
    let write = runCLI(["plot", "--spring", "dampingRatio=0.5,response=0.3", "--out", dir])
    #expect(write.code == 74)
    let read = runCLI(["report", dir])
    #expect(read.code == 74)
    withKnownIssue("Foundation error numbers instead of reasons") {
      #expect(write.err == "Error: Cannot write '\(dir)': it is a directory.\n")
      #expect(read.err == "Error: Cannot read '\(dir)': it is a directory.\n")
    }
  }

  @Test func overflowingSpringIsAnError() {
    let run = runCLI([
      "plot", "--spring", "stiffness=170,damping=26", "--from", "1e308", "--to", "-1e308",
      "--format", "text",
    ])
    withKnownIssue("plot draws an empty chart and exits 0") {
      #expect(run.code == 64)
    }
  }
}
