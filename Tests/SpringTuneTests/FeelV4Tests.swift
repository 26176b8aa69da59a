import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SwipeTuning
@testable import spring_tune

/// Feel v4 (issue 39) end to end: abruptness, one feel model, edges, one answer.
@Suite("feel v4: the spring a designer would ship")
struct FeelV4Tests {
  /// The recommended row of a sweep report: its damping ratio and response.
  static func recommended(_ csv: String) throws -> (damping: Double, response: Double) {
    let table = try SweepTable(parsing: csv)
    let row = try #require(table.rows.first { $0.recommended == true })
    return (
      try #require(row.value(.dampingRatio)), try #require(row.value(.response))
    )
  }

  /// Abruptness against its goals: most swipes of a 50 ms spring run ahead of the finger, none
  /// of UIKit's default spring's or of ζ 1 / 0.5 s.
  @Test func abruptRateSeparatesAJumpFromAMove() throws {
    let dir = try scratchDirectory("feel-v4")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func rate(_ damping: String, _ response: String) throws -> Double {
      let out = dir + "/a.csv"
      let run = runCLI([
        "sweep", "--swipes", "1000", "--threads", "1", "--damping", damping, "--response", response,
        "-q", "-o", out,
      ])
      #expect(run.code == 0, "\(run.err)")
      let table = try SweepTable(parsing: try #require(readText(out)))
      let row = try #require(table.rows.first { $0.recommended == true })
      return try #require(row.value(.abruptRate))
    }
    #expect(try rate("1", "0.05") > 0.5)
    // UIKit's UISpringTimingParameters(): mass 3, stiffness 1000, damping 500.
    let uikit = Spring(mass: 3, stiffness: 1000, damping: 500)
    #expect(
      try rate(NumberText.shortest(uikit.dampingRatio), NumberText.shortest(uikit.response))
        < 0.05)
    #expect(try rate("1", "0.5") < 0.05)
  }

  /// A learned feel model moves the recommended spring: a strict overshoot bound asks for more
  /// damping (feel_score reads the bounds in use).
  @Test func aFeelModelMovesThePick() throws {
    let dir = try scratchDirectory("feel-v4")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let model = dir + "/strict.json"
    try """
    {"format": "spring-tune-feel-model", "version": 1, "name": "strict",
     "pooled": [{"feature": "overshoot", "bound": 0.25}]}
    """.write(toFile: model, atomically: false, encoding: .utf8)
    let grid = [
      "--swipes", "1000", "--threads", "1", "--damping", "0.6...1.2:0.1", "--response",
      "0.2,0.3,0.4",
    ]
    let plain = runCLI(["sweep"] + grid + ["-q", "-o", dir + "/p.csv"])
    let strict = runCLI(["sweep"] + grid + ["--feel-model", model, "-q", "-o", dir + "/s.csv"])
    #expect(plain.code == 0 && strict.code == 0, "\(plain.err)\(strict.err)")
    let a = try Self.recommended(try #require(readText(dir + "/p.csv")))
    let b = try Self.recommended(try #require(readText(dir + "/s.csv")))
    #expect(b.damping > a.damping, "default \(a), strict overshoot \(b)")
  }

  /// The summary says when the recommendation is on the edge of a swept axis, and which way to
  /// sweep; not when it lies inside.
  @Test func edgesAreSaid() throws {
    let dir = try scratchDirectory("feel-v4")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    func summary(_ responses: String) -> String {
      let run = runCLI([
        "sweep", "--swipes", "1000", "--threads", "1", "--damping", "1", "--response", responses,
        "-o",
        dir + "/e.csv",
      ])
      #expect(run.code == 0, "\(run.err)")
      return run.err.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let high = summary("0.05,0.1")
    #expect(
      high.contains(
        "At the edge of the swept range: response 0.1 s, the largest swept (0.05–0.1 s): "
          + "sweep above 0.1 s too"), "\(high)")
    let low = summary("0.3,0.5,0.8")
    #expect(low.contains("response 0.3 s, the smallest swept (0.3–0.8 s): sweep below 0.3 s"))
    let inside = summary("0.1,0.2,0.3,0.5,0.8")
    #expect(!inside.contains("edge of the swept range"), "\(inside)")
  }

  /// The edge rule on hand-made rows: inside, on each edge, and at the edge of what a parameter
  /// can be.
  @Test func theEdgeRule() throws {
    let run = runCLI([
      "sweep", "--swipes", "200", "--damping", "0.8,1", "--response", "0.2,0.3,0.4",
      "--progress-threshold", "0.5,1", "--velocity-threshold", "0,100", "-q", "-o", "-",
    ])
    #expect(run.code == 0, "\(run.err)")
    let table = try SweepTable(parsing: run.out)
    func edges(_ damping: Double, _ response: Double, _ progress: Double, _ velocity: Double)
      throws -> [SweepRecommendation.Edge]
    {
      let i = try #require(
        table.rows.firstIndex {
          $0.value(.dampingRatio) == damping && $0.value(.response) == response
            && $0.value(.progressThreshold) == progress && $0.value(.velocityThreshold) == velocity
        })
      return SweepRecommendation.edges(of: i, table)
    }
    // Response 0.3 lies inside its axis; each two-valued axis has its values on its edges.
    let inside = try edges(0.8, 0.3, 0.5, 100)
    #expect(inside.map(\.parameter) == [.dampingRatio, .progressThreshold, .velocityThreshold])
    #expect(inside.allSatisfy { $0.canExtend })
    #expect(try edges(1, 0.3, 0.5, 100).first?.isUpper == true)
    let responseLow = try edges(0.8, 0.2, 0.5, 100).first { $0.parameter == .response }
    #expect(responseLow?.isUpper == false && responseLow?.canExtend == true)
    let responseHigh = try edges(0.8, 0.4, 0.5, 100).first { $0.parameter == .response }
    #expect(responseHigh?.isUpper == true && responseHigh?.canExtend == true)
    // A progress threshold of 1 and a velocity threshold of 0 cannot be extended.
    let limits = try edges(0.8, 0.3, 1, 0)
    #expect(limits.first { $0.parameter == .progressThreshold }?.canExtend == false)
    #expect(limits.first { $0.parameter == .velocityThreshold }?.canExtend == false)
    #expect(
      limits.first { $0.parameter == .velocityThreshold }?.description
        == "velocity_threshold 0 pt/s, the smallest swept (0–100 pt/s), the edge of what "
        + "velocity_threshold can be")
  }

  /// Exactly one recommendation under `--robust`: the CSV's recommended row is the setting the
  /// summary names.
  @Test func oneAnswerUnderRobust() throws {
    let dir = try scratchDirectory("feel-v4")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let out = dir + "/r.csv"
    let run = runCLI([
      "sweep", "--swipes", "500", "--threads", "1", "--robust", "--progress-threshold",
      "0.4...0.7:0.05",
      "--velocity-threshold", "150...300:50", "-o", out,
    ])
    #expect(run.code == 0, "\(run.err)")
    let text = run.err.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let table = try SweepTable(parsing: try #require(readText(out)))
    let row = try #require(table.rows.first { $0.recommended == true })
    let p = NumberText.shortest(try #require(row.value(.progressThreshold)))
    let v = NumberText.shortest(try #require(row.value(.velocityThreshold)))
    #expect(
      text.contains(
        "Recommended thresholds (least worst-case regret over the population variants): "
          + "seed-progress-velocity, lsq2, progress_threshold \(p) (of 200 pt of travel), "
          + "velocity_threshold \(v) pt/s"),
      "\(text)")
    #expect(
      text.contains("): progress_threshold \(p), velocity_threshold \(v): regret"), "\(text)")
  }
}
