import AnimationMath
import Foundation
import SwipeTuning
import TestSupport
import Testing
import TextFormats

@testable import spring_tune

@Suite("spring-tune population")
struct PopulationCommandTests {
  @Test func printConfigPrintsTheDefaultsWhichLoadBack() throws {
    let run = runCLI(["population", "--print-config"])
    #expect(run.code == 0 && run.err.isEmpty)
    #expect(run.out == SwipeGenerator.Configuration().jsonText)
    let dir = try scratchDirectory("population-config")
    let file = dir + "/defaults.json"
    try run.out.write(toFile: file, atomically: true, encoding: .utf8)
    let again = runCLI(["population", "--print-config", "--population", file])
    #expect(again.code == 0 && again.out == run.out)
  }

  @Test func badFilesExit65NamingTheFileAndKey() throws {
    let dir = try scratchDirectory("population-bad")
    let file = dir + "/bad.json"
    try #"{"noise": {"position_pt": -1}}"#.write(toFile: file, atomically: true, encoding: .utf8)
    for command in [["population", "--print-config"], ["sweep", "-q", "-o", dir + "/s.csv"]] {
      let run = runCLI(command + ["--population", file])
      #expect(run.code == 65)
      #expect(
        run.err
          == "Error: \(file):1:27: invalid value '-1' for 'noise.position_pt': must be in "
          + "[0, 1000]\n")
    }
    let missing = runCLI(["population", "--print-config", "--population", dir + "/nope.json"])
    #expect(missing.code == 74)
    #expect(!FileManager.default.fileExists(atPath: dir + "/s.csv"))
  }

  @Test func usageErrors() {
    #expect(runCLI(["population"]).code == 64)
    #expect(runCLI(["population", "--print-config", "--out", "x"]).code == 64)
    let traces = runCLI(["sweep", "--traces", ".", "--population", "p.json"])
    #expect(traces.code == 64)
    #expect(traces.err.contains("'--population' describes the synthetic population"))
  }

  @Test func refusesADirectoryWithOtherTraces() throws {
    let dir = try scratchDirectory("population-other")
    try "t_ms,x,y,phase\n".write(toFile: dir + "/mine.csv", atomically: true, encoding: .utf8)
    let run = runCLI(["population", "--out", dir, "--swipes", "10"])
    #expect(run.code == 73)
    #expect(run.err.contains("it holds 'mine.csv'"))
  }

  /// The settings columns that say where the swipes came from; everything else must match.
  static let sourceColumns: Set<String> = ["population", "seed", "traces", "sweep_id"]

  /// `report` with the source columns emptied.
  func withoutSource(_ report: String) throws -> String {
    let records = try CSVRecords(parsing: report).records
    let header = records[0].fields
    var out = CSVWriter(header: header)
    for r in records.dropFirst() {
      out.appendRow(
        zip(header, r.fields).map { Self.sourceColumns.contains($0.0) ? "" : $0.1 })
    }
    return out.text
  }

  @Test func tracesSweepBackToTheSyntheticReportByteForByte() throws {
    let dir = try scratchDirectory("population-roundtrip")
    let traces = dir + "/traces"
    let options = [
      "--width", "320", "--policy", "seed-progress-velocity,flutter-dismissible",
      "--estimator", "lsq2,impulse", "--damping", "0.7,1", "--response", "0.3",
      "--progress-threshold", "0.2,0.5", "--velocity-threshold", "100,400", "-q",
    ]
    let wrote = runCLI(
      ["population", "--out", traces, "--swipes", "1100", "--seed", "11", "--width", "320"])
    #expect(wrote.code == 0)
    #expect(wrote.err == "Wrote 1100 synthetic swipes (seed 11) to 2 trace files in \(traces).\n")
    let synthetic = runCLI(
      ["sweep", "--swipes", "1100", "--seed", "11", "-o", "-"] + options)
    let recorded = runCLI(["sweep", "--traces", traces, "-o", "-"] + options)
    #expect(synthetic.code == 0 && recorded.code == 0)
    #expect(synthetic.out.split(separator: "\n").count == 1 + 2 * 2 * 2 * 2 * 2)
    #expect(try withoutSource(synthetic.out) == withoutSource(recorded.out))
    // Rerunning into the same directory replaces the files.
    #expect(
      runCLI(["population", "--out", traces, "--swipes", "1100", "--seed", "11", "-q"]).code == 0)
  }

  @Test func aPopulationFileChangesTheSwipesAndTheSweepID() throws {
    let dir = try scratchDirectory("population-file")
    let file = dir + "/flicks.json"
    try #"{"weights": {"drag": 0, "hesitant": 0, "peek": 0, "scroll-like": 0}}"#.write(
      toFile: file, atomically: true, encoding: .utf8)
    let plain = runCLI(["sweep", "--swipes", "300", "-o", "-", "-q"])
    let flicks = runCLI(["sweep", "--swipes", "300", "-o", "-", "-q", "--population", file])
    #expect(plain.code == 0 && flicks.code == 0)
    let a = try SweepTable(parsing: plain.out)
    let b = try SweepTable(parsing: flicks.out)
    #expect(a.settings.sweepID != b.settings.sweepID)
    // Only flicks: every swipe means complete, so nothing is a false complete.
    #expect(b.rows.allSatisfy { $0.value(.falseCompleteRate) == 0 })
  }
}
