import AnimationMath
import Foundation
import SwipeTuning
import TestSupport
import Testing
import TextFormats

@testable import spring_tune

@Suite("spring-tune sweep --robust")
struct SweepRobustTests {
  static let variantsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/population-variants").path

  @Test func theDocumentedVariantsAreTheBuiltInOnes() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.variantsDirectory)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(files == PopulationVariant.builtIn.map { $0.name + ".json" }.sorted())
    for v in PopulationVariant.builtIn {
      #expect(
        readText(Self.variantsDirectory + "/" + v.name + ".json") == v.json + "\n", "\(v.name)")
      // Each loads, and each but the first changes the population.
      let c = try v.configuration(over: SwipeGenerator.Configuration())
      #expect((c == SwipeGenerator.Configuration()) == (v.name == "base"), "\(v.name)")
    }
    #expect(PopulationVariant.builtIn.first?.name == "base")
  }

  static let grid = [
    "--swipes", "300", "--damping", "0.8", "--progress-threshold", "0.2,0.5",
    "--velocity-threshold", "100,400", "-q", "-o", "-",
  ]

  @Test func robustColumnsMatchSeparateSweepsOfEachVariant() throws {
    let run = runCLI(["sweep", "--robust"] + Self.grid)
    #expect(run.code == 0, "\(run.err)")
    let records = try CSVRecords(parsing: run.out).records
    let header = records[0].fields
    #expect(Array(header.suffix(3)) == ["robust_mean", "robust_worst", "regret"])
    #expect(Array(header.dropLast(3)) == SweepSchema.header)
    // The report without the three columns is the plain sweep's.
    let plain = runCLI(["sweep"] + Self.grid)
    let stripped = CSVWriter(header: SweepSchema.header)
    var w = stripped
    for r in records.dropFirst() { w.appendRow(Array(r.fields.dropLast(3))) }
    #expect(w.text == plain.out)
    // Brute force: one sweep per documented variant file, objective per row.
    var values: [[Double]] = []
    for v in PopulationVariant.builtIn {
      let one = runCLI(
        ["sweep"] + Self.grid + ["--population", Self.variantsDirectory + "/\(v.name).json"])
      #expect(one.code == 0)
      let table = try SweepTable(parsing: one.out)
      values.append(table.rows.map { $0.value(.intentAgreement) ?? .nan })
    }
    let rows = records.count - 1
    var regrets: [Double] = []
    for r in 0..<rows {
      let column = values.map { $0[r] }
      let mean = column.reduce(0, +) / Double(column.count)
      let worst = column.min() ?? .nan
      let regret = zip(values, column).map { ($0.max() ?? 0) - $1 }.max() ?? .nan
      let f = records[r + 1].fields.suffix(3).map { Double($0) ?? .nan }
      expectClose(f[0], mean, relative: 1e-12, "row \(r) mean")
      #expect(f[1] == worst, "row \(r) worst")
      expectClose(f[2], regret, absolute: 1e-15, "row \(r) regret")
      regrets.append(regret)
    }
    // The summary recommends the row of least regret.
    let summary = runCLI(["sweep", "--robust"] + Self.grid.dropLast(3) + ["-o", "-"])
    // The robustness part's sentences wrap at 80 columns, continuation lines indented.
    let robustPart = try #require(summary.err.range(of: "Robustness: ")).lowerBound
    #expect(
      summary.err[robustPart...].split(separator: "\n").allSatisfy { $0.count <= 80 },
      "\(summary.err)")
    let unwrapped = summary.err.replacingOccurrences(of: "\n  ", with: " ")
    let best = try #require(regrets.indices.min { regrets[$0] < regrets[$1] })
    let table = try SweepTable(parsing: plain.out)
    let p = try #require(table.rows[best].value(.progressThreshold))
    let v = try #require(table.rows[best].value(.velocityThreshold))
    #expect(
      unwrapped.contains(
        "Recommended (least worst-case regret): progress_threshold \(NumberText.shortest(p)), "
          + "velocity_threshold \(NumberText.shortest(v)): regret"), "\(summary.err)")
    #expect(summary.err.contains("Best setting per variant:\n  variant "))
    #expect(unwrapped.contains("Across the variants the best setting moves: progress_threshold "))
  }

  @Test func usageErrors() {
    for extra in [["--traces", "."], ["--shard", "1/2"], ["--population-shard", "1/2"]] {
      let run = runCLI(["sweep", "--robust", "-q", "-o", "-"] + extra)
      #expect(run.code == 64, "\(extra)")
      #expect(run.err.contains("'--robust'"), "\(run.err)")
    }
  }
}
