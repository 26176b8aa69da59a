import Testing
import TextFormats

@testable import AnimationMath

@Suite("TouchTrace")
struct TouchTraceTests {
  /// Parses `text`, expecting the given error.
  private func expectError(
    _ text: String, line: Int, _ reason: TouchTraceError.Reason,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: TouchTraceError(line: line, reason: reason), sourceLocation: sourceLocation) {
      try TouchTrace(parsing: text)
    }
  }

  @Test func millisecondsAndSeconds() throws {
    let ms = try TouchTrace(parsing: "t_ms,x,y,phase\n0,1,2,down\n8.5,3,4,move\n8.5,3,4,up\n")
    #expect(ms.samples.map(\.phase) == [.down, .move, .up])
    #expect(ms.samples[1].time == 8.5 * 0.001)
    #expect(ms.samples[1].position == SIMD2(3, 4))
    let s = try TouchTrace(
      parsing: "phase, y ,x,t,pressure\r\ndown,2,1,0.5,0.3\r\nmove,4,3,0.51,0.4\r\nup,4,3,0.51,0")
    #expect(s.samples.map(\.time) == [0.5, 0.51, 0.51])
    #expect(s.samples.map(\.position) == [SIMD2(1, 2), SIMD2(3, 4), SIMD2(3, 4)])
  }

  @Test func everyFixtureParses() throws {
    let files = [
      "android-swordfish-fling-down.csv", "android-sailfish-fling-up-fast3.csv",
      "flutter-pointer01.csv", "flutter-pointer13.csv",
    ]
    for file in files {
      let trace = try TouchTrace(parsing: fixtureText("touch-traces/" + file))
      #expect(trace.samples.first?.phase == .down)
      #expect(trace.samples.last?.phase == .up)
      #expect(zip(trace.samples, trace.samples.dropFirst()).allSatisfy { $0.time <= $1.time })
    }
  }

  @Test func aCancelledTouchEndsTheStrokeLikeUp() throws {
    let rows = "0,0,0,down\n8,4,0,move\n16,9,0,move\n24,15,0,move\n"
    let cancelled = try TouchTrace(parsing: "t_ms,x,y,phase\n" + rows + "24,15,0,cancelled\n")
    let lifted = try TouchTrace(parsing: "t_ms,x,y,phase\n" + rows + "24,15,0,up\n")
    #expect(cancelled.samples.last?.phase == .cancelled)
    // Trackers treat the cancel as the lift-off: the same estimate, bit for bit.
    for strategy in VelocityStrategy.allCases {
      #expect(
        releaseVelocity(of: cancelled.samples, strategy: strategy)
          == releaseVelocity(of: lifted.samples, strategy: strategy))
    }
    expectError("t_ms,x,y,phase\n0,0,0,down\n5,0,0,cancelled\n6,0,0,up\n", line: 4, .rowAfterUp)
    expectError("t_ms,x,y,phase\n0,0,0,cancelled\n", line: 2, .firstPhaseNotDown(.cancelled))
  }

  @Test func emptyAndHeaderOnly() {
    expectError("", line: 1, .empty)
    expectError("\n\n", line: 1, .empty)
    expectError("t_ms,x,y,phase\n", line: 1, .noSamples)
  }

  @Test func headerProblems() {
    expectError("x,y,phase\n1,2,down", line: 1, .missingTimeColumn)
    expectError("t_ms,x,phase\n0,1,down", line: 1, .missingColumn("y"))
    expectError("t_ms,x,y\n0,1,2", line: 1, .missingColumn("phase"))
    expectError("t_ms,t,x,y,phase\n", line: 1, .bothTimeColumns)
    expectError("t_ms,x,x,y,phase\n", line: 1, .duplicateColumn("x"))
  }

  @Test func rowProblemsNameTheLine() {
    let header = "t_ms,x,y,phase\n"
    expectError(header + "0,1,2,down\n5,3\n", line: 3, .fieldCount(expected: 4, found: 2))
    expectError(header + "0,1,2,down\n5,3,4,move,9\n", line: 3, .fieldCount(expected: 4, found: 5))
    expectError(
      header + "0,1,2,down\n5,abc,4,move\n", line: 3, .notANumber(column: "x", value: "abc"))
    expectError(header + "0,1,,down\n", line: 2, .notANumber(column: "y", value: ""))
    expectError(header + "zero,1,2,down\n", line: 2, .notANumber(column: "t_ms", value: "zero"))
    expectError(header + "0,1,nan,down\n", line: 2, .notFinite(column: "y", value: "nan"))
    expectError(
      header + "0,1,2,down\n5,inf,4,move\n", line: 3, .notFinite(column: "x", value: "inf"))
    expectError(header + "0,1,2,press\n", line: 2, .unknownPhase("press"))
    expectError(
      header + "0,1,2,down\n\n10,1,2,move\n9.5,1,2,move\n", line: 5,
      .timeWentBackwards(column: "t_ms", previous: "10", value: "9.5"))
    expectError(header + "0,1,2,move\n", line: 2, .firstPhaseNotDown(.move))
    expectError(header + "0,1,2,down\n5,1,2,down\n", line: 3, .secondDown)
    expectError(header + "0,1,2,down\n5,1,2,up\n6,1,2,move\n", line: 4, .rowAfterUp)
    expectError(header + "0,1,2,down\n5,1,2,move\n\n", line: 3, .noUp)
    expectError("t_ms,x,y,phase\n0,\"1,2,down\n", line: 2, .csvSyntax("unterminated quoted field"))
  }

  @Test func messages() {
    let e = TouchTraceError(line: 3, reason: .notANumber(column: "x", value: "abc"))
    #expect(e.description == "line 3: column 'x': 'abc' is not a number")
    let back = TouchTraceError(
      line: 7, reason: .timeWentBackwards(column: "t", previous: "0.5", value: "0.4"))
    #expect(
      back.description == "line 7: column 't': time 0.4 is earlier than the previous row's 0.5")
    #expect(
      TouchTraceError(line: 1, reason: .missingTimeColumn).message
        == "missing column 't_ms' (or 't') in the header")
    #expect(
      TouchTraceError(line: 1, reason: .bothTimeColumns).message
        == "both 't_ms' and 't' columns (use one)")
    #expect(
      TouchTraceError(line: 9, reason: .noUp).description
        == "line 9: the stroke does not end with an 'up' or 'cancelled' row")
  }
}
