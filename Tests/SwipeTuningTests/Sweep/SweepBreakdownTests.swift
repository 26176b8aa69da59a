import AnimationMath
import SweepFiles
import Testing

@testable import SwipeTuning

@Suite("SweepBreakdown")
struct SweepBreakdownTests {
  @Test func groupNames() {
    let s = Swipe(
      samples: [], intent: .cancel, source: "a.csv#7", task: "peek", device: "Pixel 7")
    #expect(
      SweepBreakdown.allCases.map { $0.group(of: s) } == [
        "intent=cancel", "class=(none)", "file=a.csv", "label=a.csv#7", "task=peek",
        "device=Pixel 7",
      ])
    #expect(SweepBreakdown.task.group(of: Swipe(samples: [])) == "task=(none)")
    #expect(SweepBreakdown.class.group(kind: .scrollLike) == "class=scroll-like")
    #expect(SweepBreakdown.intent.group(kind: .peek) == "intent=cancel")
    #expect(SweepBreakdown.allCases.filter { $0.applies(synthetic: true) } == [.intent, .class])
    #expect(!SweepBreakdown.class.applies(synthetic: false))
  }

  /// The synthetic population by class: the groups partition the swipes, each group's counts are
  /// a sweep of its swipes alone, and they add up to the overall row's.
  @Test func classesPartitionTheSyntheticPopulation() throws {
    var request = SweepRequest(
      policies: ["seed-progress-velocity"], estimators: ["lsq2"], dampingRatios: [1],
      responses: [0.5], progressThresholds: [0.3, 0.5], velocityThresholds: [100],
      projectionRates: [0.998], population: .synthetic(count: 600, seed: 3))
    request.breakdown = .class
    let job = try SweepJob.prepare(request, threads: 2)
    let rows = 0..<job.engine.grid.rowCount
    let overall = job.engine.run(rows: rows, threads: 2)
    let groups = job.breakdown(rows: rows, threads: 2)
    #expect(groups.map(\.name) == SwipeKind.allCases.map { "class=\($0.rawValue)" }.sorted())
    for r in rows {
      let parts = groups.map { $0.results.statistics[r] }
      #expect(parts.map(\.swipes).reduce(0, +) == 600)
      #expect(parts.map(\.completed).reduce(0, +) == overall[r].completed)
      #expect(parts.map(\.intentAgreement).reduce(0, +) == overall[r].intentAgreement)
      #expect(parts.map(\.feelsComplete).reduce(0, +) == overall[r].feelsComplete)
    }
    let csv = SweepResults(
      grid: job.engine.grid, rows: rows, statistics: overall, settings: job.settings
    ).csv(groups: groups)
    let table = try SweepTable(parsing: csv)
    #expect(table.rows.count == 2)
    #expect(table.groupRows.count == 10)
    // A file of group rows alone has no overall rows to rank.
    let lines = csv.split(separator: "\n", omittingEmptySubsequences: false)
    let groupOnly = ([lines[0]] + lines.dropFirst(3)).joined(separator: "\n")
    #expect(
      throws: SweepTableError(
        line: 2, reason: "no overall rows (group 'all'), only the rows of a breakdown's groups")
    ) { try SweepTable(parsing: groupOnly) }
  }
}
