import AnimationMath
import Foundation
import SwipeTuning
import TestSupport
import Testing
import TextFormats

@testable import Recorder
@testable import spring_tune

@Suite("spring-tune record --feel-test: candidates and design")
struct FeelTrialsTests {
  typealias Task = RecorderProtocol.Task

  func candidates(_ text: String) throws -> [FeelTrials.Candidate] {
    try FeelTrials.candidates(specs: text)
  }

  @Test func specsParseAsSpringsInOrder() throws {
    let list = try candidates(" dampingRatio=0.8,response=0.3 ; stiffness=300,damping=40")
    #expect(list.map(\.spec) == ["dampingRatio=0.8,response=0.3", "stiffness=300,damping=40"])
    #expect(list[0].spring == Spring(dampingRatio: 0.8, response: 0.3))
    #expect(list[1].spring == Spring(stiffness: 300, damping: 40))
  }

  /// The page's message names the springs it tests and the next step, feel-fit (it said
  /// 'sweep --traces', the recorder's next step).
  @Test func theMessageNamesTheSpringsAndTheNextStep() throws {
    let dir = try scratchDirectory("feel-record")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let run = runCLI([
      "record", "--feel-test", "dampingRatio=0.8,response=0.3;dampingRatio=1,response=0.2", "-o",
      dir + "/feel.html",
    ])
    #expect(run.code == 0, "\(run.err)")
    #expect(
      run.err.contains(
        "of 2 hand-offs: dampingRatio=0.8,response=0.3; dampingRatio=1,response=0.2 "
          + "(release velocity by 'lsq2')."))
    #expect(run.err.contains("then 'spring-tune feel-fit ratings/*.csv --out model.json'"))
    #expect(!run.err.contains("sweep --traces"))
  }

  @Test func badSpecsAreNamed() {
    #expect(throws: InputError.self) { try candidates("") }
    #expect(throws: InputError.self) { try candidates("dampingRatio=0.8,response=0.3;") }
    #expect(throws: InputError.self) { try candidates("dampingRatio=x,response=0.3") }
    let many = Array(repeating: "dampingRatio=1,response=0.3", count: 13).joined(separator: ";")
    #expect(throws: InputError.self) { try candidates(many) }
    let run = runCLI(["record", "--feel-test", "dampingRatio=-1,response=0.3", "-o", "-"])
    #expect(run.code == 64 && run.out == "")
    #expect(
      run.err.hasPrefix("Error: Invalid value 'dampingRatio=-1,response=0.3' for '--feel-test'"))
  }

  /// Every back-swipe task meets every candidate equally often (to one); other tasks get none;
  /// the same seed gives the same design and another seed another.
  @Test func theDesignIsBalancedPerTask() throws {
    let specs = try candidates(
      "dampingRatio=0.8,response=0.3;dampingRatio=0.5,response=0.4;dampingRatio=1,response=0.25")
    let trials = RecorderProtocol(trials: 60, seed: 9)
    let design = FeelTrials(candidates: specs, protocolOfTrials: trials, seed: 9)
    #expect(design.assignment.count == 60)
    for task in Task.allCases {
      let given = zip(trials.tasks, design.assignment).filter { $0.0 == task }.map(\.1)
      if task.mode != "back" {
        #expect(given.allSatisfy { $0 == nil }, "\(task)")
        continue
      }
      let counts = (0..<3).map { c in given.filter { $0 == c }.count }
      #expect(counts.max()! - counts.min()! <= 1, "\(task): \(counts)")
    }
    #expect(design == FeelTrials(candidates: specs, protocolOfTrials: trials, seed: 9))
    #expect(design != FeelTrials(candidates: specs, protocolOfTrials: trials, seed: 10))
  }

  /// A sweep CSV gives its four best distinct springs by feels_complete_rate, ties in file order.
  @Test func aSweepGivesItsBestRows() throws {
    let csv = """
      policy,damping_ratio,response,feels_complete_rate
      a,0.6,0.3,0.5
      a,0.8,0.3,0.9
      b,0.8,0.3,0.95
      a,1,0.4,0.7
      a,0.7,0.35,0.7
      a,0.9,0.5,0.1
      a,0.5,0.2,0.2

      """
    let records = try CSVRecords(parsing: csv).records
    let list = try FeelTrials.candidates(sweepRecords: records)
    #expect(
      list.map(\.spec) == [
        "dampingRatio=0.8,response=0.3", "dampingRatio=1,response=0.4",
        "dampingRatio=0.7,response=0.35", "dampingRatio=0.6,response=0.3",
      ])
    // The sweep's recommended row names the estimator the page uses.
    #expect(FeelTrials.estimator(sweepRecords: records) == nil)
    let withEstimator = try CSVRecords(
      parsing: "damping_ratio,response,estimator,recommended\n0.8,0.3,lsq2,0\n1,0.3,ios,1\n"
    ).records
    #expect(FeelTrials.estimator(sweepRecords: withEstimator) == .ios)
    let noColumns = try CSVRecords(parsing: "a,b\n1,2\n").records
    #expect(throws: InputError.self) { try FeelTrials.candidates(sweepRecords: noColumns) }
  }

  @Test func aFeelPageCarriesTheModuleAndTheDesign() throws {
    let run = runCLI([
      "record", "--feel-test", "dampingRatio=0.8,response=0.3;duration=0.4,bounce=0.2",
      "--trials", "12", "--seed", "4", "-o", "-",
    ])
    #expect(run.code == 0, "\(run.err)")
    let config = try RecordCommandTests.config(run.out)
    #expect(
      config["columns"] as? [String] == RecorderPage.columns + ["handoff", "rating", "estimator"])
    let feel = try #require(config["feel"] as? [String: Any])
    // No platform named: Android's lsq2, code 0 of the module's velocity_strategy.
    let estimator = try #require(feel["estimator"] as? [String: Any])
    #expect(estimator["name"] as? String == "lsq2" && estimator["code"] as? Int == 0)
    #expect(feel["question"] as? String == "Did that feel finished?")
    #expect(
      feel["wasm"] as? String == AnimationMathWasm.base64Lines.split(separator: "\n").joined())
    let list = try #require(feel["candidates"] as? [[String: Any]])
    let spring = Spring(duration: 0.4, bounce: 0.2)
    #expect(list[1]["spec"] as? String == "duration=0.4,bounce=0.2")
    #expect(list[1]["stiffness"] as? Double == spring.stiffness)
    #expect(list[1]["damping"] as? Double == spring.damping)
    for needed in ["data-rating=\"yes\"", "data-rating=\"no\"", "window.springTuneFeel"] {
      #expect(run.out.contains(needed), "the page lacks \(needed)")
    }
    for banned in ["http:", "https:", "://", "src=", "<link"] {
      #expect(!run.out.contains(banned), "the page contains \(banned)")
    }
    // The study's platform gives the estimator; --estimator overrides it.
    for (flags, name, code) in [
      (["--platform", "ios"], "ios", 3),
      (["--platform", "ios", "--estimator", "two-point"], "two-point", 4),
    ] {
      let page = runCLI(
        ["record", "--feel-test", "dampingRatio=0.8,response=0.3", "-o", "-"] + flags)
      #expect(page.code == 0, "\(page.err)")
      let chosen = try #require(
        (try RecordCommandTests.config(page.out)["feel"] as? [String: Any])?["estimator"]
          as? [String: Any])
      #expect(chosen["name"] as? String == name && chosen["code"] as? Int == code, "\(flags)")
    }
    #expect(runCLI(["record", "--platform", "ios", "-o", "-"]).code == 64)
    #expect(
      runCLI([
        "record", "--feel-test", "dampingRatio=0.8,response=0.3", "--estimator", "x", "-o", "-",
      ])
      .code == 64)
    // Without --feel-test the page has none of it.
    let plain = runCLI(["record", "-o", "-"])
    #expect(!plain.out.contains("springTuneFeel =") && !plain.out.contains("\"feel\":"))
  }
}
