import AnimationMath
import Foundation
import SwipeTuning
import TestSupport
import Testing
import TextFormats

/// `sweep --preset NAME` finishes with the preset's own hand-off, measured on hand-made swipes
/// whose release velocities are known exactly (constant-velocity strokes: every estimator gives
/// the stroke's velocity).
@Suite("spring-tune sweep --preset hand-offs")
struct SweepPresetHandoffTests {
  /// Release velocities of the three strokes, pt/s; all complete under every preset used here.
  static let velocities = [500.0, 900.0, 1200.0]

  /// Three swipes from x = 5 (inside a 20 pt edge) at constant velocity, 20 steps of 8 ms, lifted
  /// on the line (travel 80–192 pt: the view is tracking the finger at lift-off).
  func traces() throws -> String {
    var text = "swipe,t_ms,x,y,phase\n"
    for (id, v) in Self.velocities.enumerated() {
      for i in 0...20 {
        let phase = i == 0 ? "down" : (i == 20 ? "up" : "move")
        let x = 5 + v * Double(i) * 0.008
        text += "s\(id),\(i * 8),\(NumberText.shortest(x)),300,\(phase)\n"
      }
    }
    let dir = try scratchDirectory("preset-handoff")
    let path = dir + "/t.csv"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  /// The rows of a sweep of `preset` on the strokes: (handoff, jump p50, jump p95, completed).
  func sweep(_ preset: String, _ extra: [String] = []) throws -> [(String, Double, Double, String)]
  {
    let run = runCLI(
      ["sweep", "--preset", preset, "--traces", try traces(), "-q", "-o", "-"] + extra)
    #expect(run.code == 0, "\(run.err)")
    let records = try CSVRecords(parsing: run.out).records
    let header = records[0].fields
    func at(_ name: String) throws -> Int {
      try #require(header.firstIndex(of: name), "no column \(name)")
    }
    let (h, p50, p95, done) = (
      try at("handoff"), try at("handoff_jump_p50"), try at("handoff_jump_p95"),
      try at("completed")
    )
    return try records.dropFirst().map {
      (
        $0.fields[h], try #require(Double($0.fields[p50])), try #require(Double($0.fields[p95])),
        $0.fields[done]
      )
    }
  }

  @Test func seedDropsTheVelocity() throws {
    // uikit-spring 0.4,1,0 starts at rest: the jump is |v|, its median the median |v|.
    let rows = try sweep("seed-progress-velocity")
    #expect(!rows.isEmpty)
    for (handoff, p50, p95, done) in rows {
      #expect(handoff == "uikit-spring 0.4,1,0" && done == "3")
      #expect(Swift.abs(p50 - 900) < 1e-6, "\(p50)")
      #expect(Swift.abs(p95 - 1200) < 1e-6 || p95 > 900 && p95 <= 1200, "\(p95)")
    }
  }

  @Test func aVelocityPreservingPresetHasNoJump() throws {
    let rows = try sweep("min-travel")
    #expect(!rows.isEmpty)
    for (handoff, p50, p95, done) in rows {
      #expect(handoff == "spring-velocity" && done == "3")
      #expect(p50 == 0 && p95 == 0)
    }
  }

  @Test func flutterFinishesAtAFixedSpeed() throws {
    // fastLinearToSlowEaseIn, cubic-bezier(0.18, 1, 0.04, 1), starts with slope 1/0.18 over the
    // remaining distance W(1 − p) in 0.8·(1 − p) s: (1/0.18)·390/0.8 = 2708.33 pt/s whatever p.
    let start = 390 / 0.18 / 0.8
    #expect(Swift.abs(start - 2708.333_333) < 1e-3)
    let jumps = Self.velocities.map { Swift.abs(start - $0) }.sorted()  // 1508.3, 1808.3, 2208.3
    let rows = try sweep("flutter-cupertino")
    #expect(!rows.isEmpty)
    for (handoff, p50, _, done) in rows {
      #expect(handoff == "curve cubic-bezier(0.18, 1, 0.04, 1),0.8,scale-by-remaining")
      #expect(done == "3")
      #expect(Swift.abs(p50 - jumps[1]) < 1e-3, "\(p50) vs \(jumps[1])")
    }
  }

  @Test func anExplicitHandoffOverridesThePresets() throws {
    let rows = try sweep("seed-progress-velocity", ["--handoff", "spring-velocity"])
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.0 == "spring-velocity" && $0.1 == 0 })
  }

  @Test func theKeyframePresetFinishesWithItsTimeline() throws {
    // The timeline is embedded (SwipePreset.handoffStyle(), no file read: SwipePresetTests).
    let rows = try sweep("keyframe-transition")
    #expect(!rows.isEmpty)
    for (handoff, p50, _, _) in rows {
      #expect(handoff == "timeline " + SwipePreset.keyframeTransitionFile)
      // The move's ease-in-out starts with slope 0: the view stops dead, the jump is |v|.
      #expect(Swift.abs(p50 - 900) < 1e-6, "\(p50)")
    }
  }

  /// Every preset's sweep writes its summary: a hand-off with its own motion (a curve, a timeline,
  /// UIKit's spring) has no swept spring to check, and the summary once trapped looking for one
  /// (`sweep --preset fd-fullscreen-pop`, exit 132, found comparing the CLI before and after the
  /// options moved into `SweepOptions`).
  @Test(arguments: SwipePreset.all.map(\.name))
  func everyPresetSummarises(_ preset: String) throws {
    let dir = try scratchDirectory("preset-summary-" + preset)
    let run = runCLI(
      ["sweep", "--preset", preset, "--swipes", "200", "--threads", "1", "-o", dir + "/s.csv"])
    #expect(run.code == 0, "\(run.err)")
    #expect(run.err.contains("Recommended") || run.err.contains("recommend"), "\(run.err)")
  }
}
