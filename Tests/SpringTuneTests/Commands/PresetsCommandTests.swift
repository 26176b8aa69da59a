import AnimationMath
import Foundation
import SwipeTuning
import TestSupport
import Testing
import TextFormats

@testable import spring_tune

@Suite("spring-tune presets")
struct PresetsCommandTests {
  @Test func listsEveryPresetWithin80Columns() {
    let run = runCLI(["presets"])
    #expect(run.code == 0 && run.err.isEmpty)
    let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    for p in SwipePreset.all {
      #expect(lines.contains { $0 == Substring(p.name) }, "\(p.name)")
    }
    #expect(run.out.contains("  hand-off  uikit-spring 0.4,1,0\n"))
    for p in SwipePreset.all {
      #expect(run.out.contains(p.name + "\n  rule "), "\(p.name)")
      #expect(run.out.contains("  hand-off  \(p.handoff)\n"), "\(p.name)")
    }
    #expect(run.out.contains("  gate      45°, slop 18 pt, edge 20 pt, travel from recognition\n"))
  }

  @Test func csvHasOneRowPerPreset() throws {
    let run = runCLI(["presets", "--csv"])
    #expect(run.code == 0)
    let records = try CSVRecords(parsing: run.out).records
    #expect(
      records[0].fields == [
        "preset", "policy", "rule", "progress", "gate", "handoff", "platform", "estimator",
        "source", "known", "guessed",
      ])
    #expect(records.dropFirst().map { $0.fields[0] } == SwipePreset.all.map(\.name))
    #expect(records[1].fields[1] == "seed-progress-velocity")
    #expect(records[1].fields[3] == "dx/200")
  }

  @Test func sweepRunsAPresetWithItsGateAndConstants() throws {
    let dir = try scratchDirectory("presets-cli")
    let out = dir + "/p.csv"
    let run = runCLI([
      "sweep", "--preset", "flutter-cupertino", "--swipes", "300", "--quiet", "-o", out,
    ])
    #expect(run.code == 0, "\(run.err)")
    let text = readText(out) ?? ""
    let table = try CSVRecords(parsing: text).records
    #expect(table.count == 2)
    let row = Dictionary(uniqueKeysWithValues: zip(table[0].fields, table[1].fields))
    #expect(row["policy"] == "flutter-cupertino-back")
    #expect(row["progress_threshold"] == "0.5" && row["velocity_threshold"] == "390")
    #expect(row["angle_gate_deg"] == "45" && row["gate_slop_pt"] == "18")
    #expect(row["gate_edge_pt"] == "20" && row["gate_max_start_pt"] == "")
    #expect(row["gate_single_touch"] == "no" && row["travel_origin"] == "recognised")
    // A gate flag given too replaces its part; the report reads back.
    let wide = runCLI([
      "sweep", "--preset", "flutter-cupertino", "--edge", "120", "--swipes", "300", "--quiet",
      "-o", "-",
    ])
    #expect(wide.code == 0)
    #expect(wide.out.contains(",45,18,120,,no,recognised,"))
    // Unknown names and --policy with --preset are usage errors.
    #expect(runCLI(["sweep", "--preset", "ios", "-o", "-"]).code == 64)
    #expect(runCLI(["sweep", "--preset", "half-width", "--policy", "half-width"]).code == 64)
    #expect(runCLI(["sweep", "--travel-origin", "lift", "-o", "-"]).code == 64)
    #expect(runCLI(["sweep", "--edge", "0", "-o", "-"]).code == 64)
  }

  @Test func theEdgeGatesOutSwipesThatStartFarFromIt() throws {
    // Under an edge gate the swipes meant for it start in its zone (90 %) or just beyond it, in
    // both directions; a scroll-like stroke starts anywhere on the hand scale. So a narrow edge
    // still engages most swipes, and sweeps with and without it differ.
    func engaged(_ text: String) -> Int? {
      let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      guard let r = flat.firstRange(of: " engaged") else { return nil }
      return Int(flat[..<r.lowerBound].split(separator: " ").last ?? "")
    }
    for direction in ["+", "-"] {
      let narrow = runCLI([
        "sweep", "--swipes", "400", "--edge", "8", "--direction", direction,
        "--progress-threshold", "0.5", "--velocity-threshold", "100", "-o", "-",
      ])
      let all = runCLI([
        "sweep", "--swipes", "400", "--direction", direction,
        "--progress-threshold", "0.5", "--velocity-threshold", "100", "-o", "-",
      ])
      #expect(narrow.code == 0 && all.code == 0)
      let n = try #require(engaged(narrow.err), "\(narrow.err)")
      #expect(n >= 260, "\(direction): \(n) of 400 engage under an 8 pt edge")
      #expect(narrow.out != all.out, "\(direction)")
    }
  }
}
