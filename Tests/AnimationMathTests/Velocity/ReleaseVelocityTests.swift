import TestSupport
import Testing
import TextFormats

@testable import AnimationMath

/// One row of `touch-traces/traces.csv`, keyed by column name.
private struct TraceExpectation {
  var fields: [String: String]

  subscript(_ column: String) -> String { fields[column] ?? "" }

  /// The value of a numeric column, or `nil` when it is empty (axis not checked).
  func number(_ column: String) -> Double? { Double(self[column]) }
}

/// Every row of the reference index.
private func traceExpectations() throws -> [TraceExpectation] {
  let records = try CSVRecords(parsing: fixtureText("touch-traces/traces.csv")).records
  guard let header = records.first else { return [] }
  return records.dropFirst().map { record in
    var fields: [String: String] = [:]
    for (name, value) in zip(header.fields, record.fields) { fields[name] = value }
    return TraceExpectation(fields: fields)
  }
}

/// The samples of one fixture trace.
private func traceSamples(_ file: String) throws -> [TouchSample] {
  try TouchTrace(parsing: fixtureText("touch-traces/" + file)).samples
}

@Suite("releaseVelocity on recorded traces")
struct RecordedTraceTests {
  @Test func fixturesArePresent() throws {
    let rows = try traceExpectations()
    #expect(rows.count == 34)  // 9 Flutter, 1 Swordfish (impulse only), 12 Sailfish × 2
    #expect(Set(rows.map { $0["file"] }).count == 22)
  }

  /// Android LSQ2 and Flutter expectations, to the tolerance the issue asks for (0.1 %, the
  /// Flutter test's tolerance). Android computes in `float`, so its numbers carry ~1e-5 relative
  /// error that an exact double fit does not reproduce; 0.1 % is 30× the worst such error seen.
  @Test func leastSquaresExpectations() throws {
    var checked = 0
    for row in try traceExpectations() {
      let strategy: VelocityStrategy
      switch row["strategy"] {
      case "android_lsq2": strategy = .lsq2
      case "flutter_lsq2": strategy = .flutter
      default: continue
      }
      let v = releaseVelocity(of: try traceSamples(row["file"]), strategy: strategy)
      for (axis, column) in [(0, "expected_vx"), (1, "expected_vy")] {
        guard let expected = row.number(column) else { continue }
        expectClose(v[axis], expected, relative: 1e-3, "\(row["file"]) \(strategy) \(column)")
        checked += 1
      }
    }
    #expect(checked == 9 * 2 + 7 * 2 + 5)  // Flutter both axes; Sailfish: 7 both, 5 y only
  }

  /// Android IMPULSE expectations: within the Android test's 20 % band, and equal to the
  /// recomputed value where the index shows the expectation reproduced (|rel_err| < 1e-4; the
  /// others are 4–20 % off, see the fixtures' README). "Equal" is 5e-5 relative: the expectation
  /// comes from Android's `float` arithmetic, and the energy sum cancels (SailfishFlingUpSlow1 x
  /// is 1.6e-5 off in float).
  @Test func impulseExpectations() throws {
    var exact = 0
    for row in try traceExpectations() where row["strategy"] == "android_impulse" {
      let v = releaseVelocity(of: try traceSamples(row["file"]), strategy: .impulse)
      for (axis, column) in [(0, "expected_vx"), (1, "expected_vy")] {
        guard let expected = row.number(column) else { continue }
        expectClose(v[axis], expected, relative: 0.2, "\(row["file"]) impulse \(column)")
        let errorColumn = axis == 0 ? "rel_err_vx" : "rel_err_vy"
        if let recordedError = row.number(errorColumn), abs(recordedError) < 1e-4 {
          expectClose(v[axis], expected, relative: 5e-5, "\(row["file"]) impulse exact \(column)")
          exact += 1
        }
      }
    }
    // SwordfishFlingDown y, SailfishFlingUpSlow1 x, SailfishFlingUpFaster1 y, SailfishFlingDownFast1 y,
    // SailfishFlingDownFast3 x are the post-2019 values.
    #expect(exact == 5)
  }

  /// Every estimator against the index's recomputed columns (computed in double precision from
  /// the same files and printed with 6 decimals): equal up to that printing, 1e-6 absolute or
  /// 1e-8 relative (the double-precision sums over ≤ 20 samples lose at most a few digits).
  @Test func everyStrategyMatchesRecomputedValues() throws {
    let columns: [(VelocityStrategy, String)] = [
      (.lsq2, "calc_android_lsq2"), (.impulse, "calc_android_impulse"),
      (.flutter, "calc_flutter_lsq2"), (.ios, "calc_ios_weighted"),
    ]
    var seen: Set<String> = []
    for row in try traceExpectations() where seen.insert(row["file"]).inserted {
      let samples = try traceSamples(row["file"])
      for (strategy, prefix) in columns {
        let v = releaseVelocity(of: samples, strategy: strategy)
        for (axis, suffix) in [(0, "_vx"), (1, "_vy")] {
          let expected = try #require(row.number(prefix + suffix))
          expectClose(
            v[axis], expected, absolute: 1e-6, relative: 1e-8,
            "\(row["file"]) \(strategy) \(prefix + suffix)")
        }
      }
    }
    #expect(seen.count == 22)
  }

  /// The window the Android rules select holds as many samples as the index says.
  @Test func windowSizesMatchIndex() throws {
    var seen: Set<String> = []
    for row in try traceExpectations() where seen.insert(row["file"]).inserted {
      var tracker = VelocityTracker(strategy: .lsq2)
      for sample in try traceSamples(row["file"]) { tracker.add(sample) }
      let expected = try #require(Int(row["n_samples_in_window"]))
      #expect(tracker.sampleCount - tracker.windowStart() == expected, "\(row["file"])")
    }
  }
}
