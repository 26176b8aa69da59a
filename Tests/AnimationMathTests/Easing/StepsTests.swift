import Testing

@testable import AnimationMath

@Suite("Steps")
struct StepsTests {
  /// Every row of steps.csv, exact (`==`): the spec algorithm is exact in binary64 for these
  /// inputs (the README dropped the rows where it is not).
  @Test("matches steps.csv exactly (1616 rows)")
  func reference() throws {
    let rows = try fixtureRows("steps.csv")
    #expect(rows.count == 1616)
    for row in rows {
      guard let n = Int(row["steps"] ?? ""),
        let position = StepPosition(rawValue: row["position"] ?? ""),
        let x = Double(row["x"] ?? ""), let y = Double(row["y"] ?? "")
      else {
        Issue.record("unparsable row \(row)")
        continue
      }
      let before = row["before_flag"] == "1"
      let got = Steps(n, position).value(at: x, before: before)
      #expect(got == y, "steps(\(n), \(position.rawValue)) x=\(x) before=\(before)")
    }
  }

  @Test("jump counts and validity")
  func jumps() {
    #expect(Steps(4, .jumpNone).jumps == 3)
    #expect(Steps(4, .jumpBoth).jumps == 5)
    #expect(Steps(4, .start).jumps == 4)
    #expect(!Steps.isValid(count: 1, position: .jumpNone))
    #expect(!Steps.isValid(count: 0, position: .end))
    #expect(Steps(3).slope(at: 0.5) == 0)
  }
}
