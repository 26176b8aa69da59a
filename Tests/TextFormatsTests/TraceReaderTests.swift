import Testing

@testable import AnimationMath
@testable import TextFormats

@Suite("TraceReader and TraceStroke")
struct TraceReaderTests {
  @Test func extraColumnsAreFoundByName() throws {
    let reader = try TraceReader(parsing: " swipe ,t,x,y,phase,intent\na,0,1,2,down,complete\n")
    #expect(reader.column("swipe") == 0)
    #expect(reader.column("intent") == 5)
    #expect(reader.column("pressure") == nil)
    #expect(reader.timeName == "t")
    #expect(reader.rows.map(\.line) == [2])
    let (sample, timeText) = try reader.sample(reader.rows.first!)
    #expect(sample == TouchSample(time: 0, x: 1, y: 2, phase: .down))
    #expect(timeText == "0")
  }

  @Test func millisecondsBecomeSecondsAndTheTextIsKept() throws {
    let reader = try TraceReader(parsing: "t_ms,x,y,phase\n 12.5 ,1,2,down\n")
    let (sample, timeText) = try reader.sample(reader.rows.first!)
    #expect(sample.time == 12.5 * 0.001)
    #expect(timeText == "12.5")
  }

  @Test func strokeRulesInOrder() throws {
    func sample(_ t: Double, _ phase: TouchPhase) -> TouchSample {
      TouchSample(time: t, x: 0, y: 0, phase: phase)
    }
    var stroke = TraceStroke()
    try stroke.append(sample(0, .down), timeText: "0", timeName: "t", line: 2)
    // Equal times are allowed (Android records lift-off at the last move's time).
    try stroke.append(sample(0, .move), timeText: "0", timeName: "t", line: 3)
    #expect(throws: TouchTraceError(line: 3, reason: .noUp)) { try stroke.finished() }
    var backwards = stroke
    #expect(
      throws: TouchTraceError(
        line: 4, reason: .timeWentBackwards(column: "t", previous: "0", value: "-1"))
    ) { try backwards.append(sample(-1, .move), timeText: "-1", timeName: "t", line: 4) }
    try stroke.append(sample(1, .up), timeText: "1", timeName: "t", line: 4)
    #expect(try stroke.finished().map(\.phase) == [.down, .move, .up])
    #expect(throws: TouchTraceError(line: 5, reason: .rowAfterUp)) {
      try stroke.append(sample(2, .move), timeText: "2", timeName: "t", line: 5)
    }
  }
}
