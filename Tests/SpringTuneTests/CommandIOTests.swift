import Foundation
import Testing

@testable import spring_tune

@Suite("CommandIO")
struct CommandIOTests {
  /// Regression: streamed output used `FileHandle.write(_: Data)`, which traps on a write error:
  /// `spring-tune ease ease --at 1 > /dev/full` died with "Fatal error … No space left on
  /// device" (exit 132), and so did a closed pipe while SIGPIPE is ignored. A failed write now
  /// marks the output as failed (the tool then exits 74) and never traps, on stdout or stderr.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func writeErrorsAreReportedNotTrapped() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let io = CommandIO(mode: .stream, standardOutput: full, standardError: full)
    io.out(String(repeating: "x", count: 100))
    #expect(!io.outputFailed)  // still buffered
    io.err("a message\n")  // flushes stdout first, then writes stderr: neither traps
    #expect(io.outputFailed)
    io.out("more")
    io.flush()
    #expect(io.outputFailed)
  }
}
