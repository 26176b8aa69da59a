import Foundation
import SwipeTuning
import TestSupport
import Testing

@testable import Recorder
@testable import spring_tune

@Suite("spring-tune record: the recorder page")
struct RecordCommandTests {
  typealias Task = RecorderProtocol.Task

  /// The page's configuration block, parsed.
  static func config(_ html: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"config\">"
    let start = try #require(html.range(of: open)).upperBound
    let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
    let object = try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8))
    return try #require(object as? [String: Any])
  }

  @Test func everyBlockHoldsEachTaskOnceAndNoTaskComesTwiceInARow() {
    for seed: UInt64 in [0, 1, 2, 99, .max] {
      let tasks = RecorderProtocol(trials: 60, seed: seed).tasks
      #expect(tasks.count == 60)
      for block in stride(from: 0, to: 60, by: 6) {
        #expect(Set(tasks[block..<block + 6]) == Set(Task.allCases), "seed \(seed)")
      }
      for (a, b) in zip(tasks, tasks.dropFirst()) { #expect(a != b, "seed \(seed)") }
    }
  }

  @Test func shortProtocolsAreCutFromTheFirstBlock() {
    #expect(
      RecorderProtocol(trials: 1, seed: 5).tasks == [RecorderProtocol(trials: 6, seed: 5).tasks[0]])
    let seven = RecorderProtocol(trials: 7, seed: 5).tasks
    #expect(Array(seven.prefix(6)) == RecorderProtocol(trials: 6, seed: 5).tasks)
  }

  /// A regression pin: the order is defined by SplitMix64 and the Fisher–Yates loop in
  /// RecorderProtocol, not by the standard library's shuffle, so it never changes under a page.
  @Test func theOrderIsPinned() {
    #expect(
      RecorderProtocol(trials: 12, seed: 1).tasks.map(\.rawValue) == [
        "peek", "back", "back-quickly", "scroll", "carousel", "change-mind",
        "back-quickly", "change-mind", "back", "peek", "carousel", "scroll",
      ])
  }

  @Test func theLabelsAreTheTraceFormatsIntents() {
    #expect(
      Task.allCases.map(\.rawValue) == [
        "back", "back-quickly", "peek", "change-mind", "scroll", "carousel",
      ])
    #expect(Task.allCases.filter { $0.intent == .complete } == [.back, .backQuickly])
    #expect(Set(Task.allCases.map(\.mode)) == ["back", "scroll", "carousel"])
  }

  @Test func writesOneSelfContainedPageWithTheProtocol() throws {
    let dir = try scratchDirectory("record-cli")
    let out = dir + "/recorder.html"
    let run = runCLI(["record", "--out", out, "--trials", "9", "--seed", "42"])
    #expect(run.code == 0, "\(run.err)")
    #expect(run.out == "" && run.err.hasPrefix("Wrote \(out): the recorder page (9 trials"))
    let html = try #require(readText(out))
    #expect(html.hasPrefix("<!DOCTYPE html>\n"))
    // Nothing to fetch: no URL, no external script, style sheet, font or image.
    for banned in ["http:", "https:", "://", "src=", "<link", "@import", "url("] {
      #expect(!html.contains(banned), "the page contains \(banned)")
    }
    for needed in [
      "viewport-fit=cover", "env(safe-area-inset-top)", "env(safe-area-inset-bottom)",
      "touch-action: none", "getCoalescedEvents", "pointercancel", "event", "new Blob",
      "a.download", "window.springTuneRecorder", "exportCSV", "currentTask",
    ] {
      #expect(html.contains(needed), "the page lacks \(needed)")
    }
    let config = try Self.config(html)
    #expect(config["seed"] as? String == "42")
    #expect(config["columns"] as? [String] == RecorderPage.columns)
    let protocolNames = try #require(config["protocol"] as? [String])
    #expect(protocolNames == RecorderProtocol(trials: 9, seed: 42).tasks.map(\.rawValue))
    let tasks = try #require(config["tasks"] as? [String: [String: String]])
    for task in Task.allCases {
      #expect(tasks[task.rawValue]?["intent"] == task.intent.rawValue)
      #expect(tasks[task.rawValue]?["text"] == task.instruction)
    }
  }

  @Test func theColumnsAreTheTraceFormatsPlusTheTrialsMetadata() {
    #expect(Array(RecorderPage.columns.prefix(6)) == ["swipe", "t", "x", "y", "phase", "intent"])
    #expect(Set(["task", "device", "pointer_type"]).isSubset(of: RecorderPage.columns))
  }

  @Test func sameSeedSameBytesOtherSeedOtherOrder() throws {
    let a = runCLI(["record", "-o", "-", "--seed", "3"])
    let b = runCLI(["record", "--out", "-", "--seed", "3"])
    let c = runCLI(["record", "--out", "-", "--seed", "4"])
    #expect(a.code == 0 && b.code == 0 && c.code == 0)
    #expect(a.out == b.out)
    #expect(a.out != c.out)
    let defaults = try Self.config(a.out)["protocol"] as? [String]
    #expect(defaults?.count == RecorderProtocol.defaultTrials)
  }

  @Test func jsonStringsCannotCloseTheScript() {
    #expect(
      RecorderPage.json("a\"b\\c</script>&\n\u{2028}")
        == #""a\"b\\c\u003c/script\u003e\u0026\u000a\u2028""#)
  }

  @Test func badArgumentsAreUsageErrors() {
    let zero = runCLI(["record", "--trials", "0", "-o", "-"])
    #expect(zero.code == 64)
    #expect(
      zero.err.hasPrefix(
        "Error: Invalid value '0' for '--trials': expected an integer in 1...600.\n"))
    let seed = runCLI(["record", "--seed", "-1", "-o", "-"])
    #expect(seed.code == 64)
    #expect(seed.out == "")
  }

  @Test func anUnwritablePlaceIsACantCreateError() throws {
    let dir = try scratchDirectory("record-cli")
    let out = dir + "/missing/recorder.html"
    let run = runCLI(["record", "--out", out])
    #expect(run.code == 73)
    #expect(run.err.contains("does not exist"))
  }
}
