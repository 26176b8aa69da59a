import AnimationMath
import Foundation
import SwipeTuning
import TestSupport
import Testing

@testable import spring_tune

/// `sweep --traces … --by`: a recorder-format CSV (the columns `spring-tune record`'s page
/// exports) through the sweep, broken down by task, into `report`; the labels drive intent
/// agreement.
@Suite("spring-tune sweep --by")
struct SweepByCommandTests {
  func scratch() throws -> String { try scratchDirectory("spring-tune-sweep-by") }

  /// A session as the recorder page exports it: `back` swipes run 260 pt right and lift while
  /// moving; `peek` swipes run 150 pt right and lift coming back, at 20 pt; `scroll`
  /// swipes run down (the angle gate rejects them); one `back` swipe ends `cancelled` (a second
  /// finger). `peekIntent` is the label written on the peek swipes.
  static func session(peekIntent: String = "cancel") -> String {
    var text = "swipe,t,x,y,phase,intent,task,device,pointer_type,dpr,viewport,marks,user_agent\n"
    var id = 0
    func swipe(_ task: String, _ intent: String, _ path: [(Double, Double)], last: String = "up") {
      id += 1
      let tail = "\(intent),\(task),Test phone,touch,3,390x844,,\"Mozilla/5.0 (test, like Gecko)\""
      for (i, p) in path.enumerated() {
        let phase = i == 0 ? "down" : (i == path.count - 1 ? last : "move")
        text += "\(id),\(Double(i) * 0.008),\(p.0),\(p.1),\(phase),\(tail)\n"
      }
    }
    for k in 0..<4 {
      let back = (0...12).map { i in (10 + 260 * Double(i) / 12 + Double(k), 400.0) }
      swipe("back", "complete", back + [back[back.count - 1]], last: k == 3 ? "cancelled" : "up")
      let out = (0...8).map { i in (10 + 150 * Double(i) / 8, 400.0) }
      let home = (1...10).map { i in (160 - 140 * Double(i) / 10, 400.0) }
      swipe("peek", peekIntent, out + home)
      swipe("scroll", "cancel", (0...10).map { i in (200 + Double(k), 300 + 30 * Double(i)) })
    }
    return text
  }

  @Test func recorderSessionByTaskIntoTheReport() throws {
    let dir = try scratch()
    try Self.session().write(toFile: dir + "/session.csv", atomically: false, encoding: .utf8)
    let run = runCLI([
      "sweep", "--traces", dir + "/session.csv", "--by", "task", "-o", dir + "/r.csv",
      "--progress-threshold", "0.3,0.5", "--velocity-threshold", "0,300",
    ])
    try #require(run.code == 0, "\(run.err)")
    #expect(
      run.err.contains(
        "Note: 1 of 12 recorded swipes end with a 'cancelled' row: they count as cancels with no "
          + "hand-off and no policy decides them."))
    #expect(
      run.err.contains(
        "intent_agreement of the best setting by task (3 groups, rows after the overall ones): "
          + "task=back 0.75 (4 swipes), task=peek 1 (4 swipes), task=scroll 1 (4 swipes)"))
    let text = try String(contentsOfFile: dir + "/r.csv", encoding: .utf8)
    #expect(text.hasPrefix("group,policy,estimator,"))
    let table = try SweepTable(parsing: text)
    #expect(table.rows.count == 4)
    #expect(table.groupRows.count == 12)
    #expect(table.rows.allSatisfy { $0.group == "all" })
    #expect(Set(table.groupRows.map(\.group)) == ["task=back", "task=peek", "task=scroll"])
    // Counts add up: every group row of a setting sums to its overall row.
    for (i, overall) in table.rows.enumerated() {
      let parts = table.groupRows.enumerated().filter { $0.offset % 4 == i }.map(\.element)
      for metric in [SweepMetric.swipes, .completed] {
        #expect(parts.map { $0.value(metric) ?? -1 }.reduce(0, +) == overall.value(metric))
      }
      let agreeing = parts.map { ($0.value(.intentAgreement) ?? 0) * ($0.value(.swipes) ?? 0) }
      expectClose(
        agreeing.reduce(0, +), (overall.value(.intentAgreement) ?? 0) * 12, absolute: 1e-9,
        "agreeing swipes of row \(i)")
    }
    let report = runCLI(["report", dir + "/r.csv", "-o", dir + "/r.html"])
    #expect(report.code == 0, "\(report.err)")
    let html = try String(contentsOfFile: dir + "/r.html", encoding: .utf8)
    #expect(html.contains("12 recorded swipes"), "the report ranks the overall rows")
  }

  /// The labels, not the strokes, decide what agrees: the same session with the peek swipes
  /// labelled `complete` agrees on 3 + 0 + 4 of 12 swipes under the best setting.
  @Test func labelsDriveIntentAgreement() throws {
    let dir = try scratch()
    try Self.session(peekIntent: "complete").write(
      toFile: dir + "/session.csv", atomically: false, encoding: .utf8)
    let run = runCLI([
      "sweep", "--traces", dir + "/session.csv", "--by", "intent", "-o", "-",
      "--progress-threshold", "0.5", "--velocity-threshold", "300",
    ])
    try #require(run.code == 0, "\(run.err)")
    let table = try SweepTable(parsing: run.out)
    expectClose(table.rows[0].value(.intentAgreement) ?? -1, 7.0 / 12, absolute: 1e-12)
    #expect(table.groupRows.map(\.group) == ["intent=cancel", "intent=complete"])
    #expect(table.groupRows.map { $0.value(.intentAgreement) } == [1, 3.0 / 8])
  }

  /// The `all` rows of a `--by` report are the report without `--by`, field for field.
  @Test func overallRowsAreTheReportWithoutBy() throws {
    let arguments = [
      "sweep", "--swipes", "300", "--progress-threshold", "0.3,0.5", "--velocity-threshold",
      "100", "-o", "-", "-q",
    ]
    let plain = runCLI(arguments)
    let by = runCLI(arguments + ["--by", "intent"])
    try #require(plain.code == 0 && by.code == 0, "\(plain.err)\(by.err)")
    let overall = by.out.split(separator: "\n").prefix(3).map { line in
      line.hasPrefix("group,") ? line.dropFirst(6) : line.dropFirst(4)
    }
    #expect(overall.joined(separator: "\n") + "\n" == plain.out)
    #expect(by.out.split(separator: "\n").count == 3 + 4)
  }

  @Test func refusals() throws {
    let dir = try scratch()
    try Self.session().write(toFile: dir + "/s.csv", atomically: false, encoding: .utf8)
    let cases: [([String], String)] = [
      (
        ["sweep", "--swipes", "50", "--by", "task", "-o", "-"],
        "Error: Invalid value 'task' for '--by': the synthetic population has no task; use intent "
          + "or class."
      ),
      (
        ["sweep", "--traces", dir + "/s.csv", "--by", "class", "-o", "-"],
        "Error: Invalid value 'class' for '--by': recorded swipes have no generator class; use "
          + "intent, file, label, task or device."
      ),
      (
        ["sweep", "--swipes", "50", "--by", "kind", "-o", "-"],
        "Error: Invalid value 'kind' for '--by': expected one of intent, class, file, label, "
          + "task, device."
      ),
      (
        ["sweep", "--swipes", "50", "--by", "class", "--shard", "1/2", "-o", "-"],
        "Error: '--by' needs the whole sweep in one report; it cannot be used with '--shard'."
      ),
    ]
    for (arguments, message) in cases {
      let run = runCLI(arguments)
      #expect(run.code == 64, "\(arguments)")
      #expect(run.err.hasPrefix(message + "\n"), "\(arguments): \(run.err)")
    }
  }
}
