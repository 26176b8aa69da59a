import SweepTestSupport
import TestSupport
import Testing

@testable import SwipeTuning

@Suite struct SweepTableTests {
  @Test func parsesTheFixture() throws {
    let t = try SweepTable(parsing: SweepFixture.csv)
    #expect(t.settings == SweepSettings(source: .synthetic(seed: 1)))
    #expect(t.rows.count == 12)
    let first = t.rows[0]
    #expect(first.line == 2)
    #expect(first.policy == "threshold" && first.estimator == "lsq2")
    #expect(first.value("damping_ratio") == 0.8)
    #expect(first.value("velocity_threshold") == 100)
    #expect(first.value("intent_agreement") == 0.88)
    #expect(first.value("nonexistent") == nil)
    #expect(t.rows[4].value("settle_p95_s") == nil)  // empty field
    #expect(first.interval(.intentAgreement) == SweepInterval(lower: nil, upper: nil))
    #expect(t.rows[7].interval(.intentAgreement) == SweepInterval(lower: 0.91, upper: 0.973))
    #expect(t.rows[7].interval(.overshootP95) == SweepInterval(lower: 4.5, upper: 5.6))
    #expect(t.rows[7].interval(.swipes) == nil)
    #expect(t.interval(.falseCancelRate, 7) == SweepInterval(lower: 0.011, upper: 0.064))
  }

  @Test func intervalColumnsAreOptionalAndChecked() throws {
    // A report written before the interval columns existed reads with unknown intervals.
    let intervals = Set(SweepSchema.intervalColumns)
    let keep = SweepSchema.header.indices.filter { !intervals.contains(SweepSchema.header[$0]) }
    let lines = SweepFixture.csv.split(separator: "\n").map {
      let f = $0.split(separator: ",", omittingEmptySubsequences: false)
      return keep.map { String(f[$0]) }.joined(separator: ",")
    }
    let old = try SweepTable(parsing: lines.joined(separator: "\n") + "\n")
    #expect(old.rows.count == 12 && old.rows[7].interval(.intentAgreement) == .unknown)
    let bad = SweepFixture.csv.replacingOccurrences(of: "0.91,0.973", with: "0.91,1.5")
    #expect(throws: SweepTableError.self) { try SweepTable(parsing: bad) }
  }

  @Test func columnsInAnyOrderAndExtraColumnsIgnored() throws {
    let text =
      "extra," + SweepSchema.header.reversed().joined(separator: ",") + "\n"
      + "x,"
      + SweepSchema.header.reversed().map { c in
        let settings = SweepSettings(source: .synthetic(seed: 1)).fields
        if let i = SweepSchema.settingsColumns.firstIndex(of: c) { return settings[i] }
        if c == "swipes" || c == "completed" { return "2" }  // counts are whole numbers
        if SweepSchema.verdictColumns.contains(c) { return "1" }
        return c == "policy" ? "p" : c == "estimator" ? "e" : "0.5"
      }.joined(separator: ",") + "\n"
    let t = try SweepTable(parsing: text)
    #expect(t.rows.count == 1)
    #expect(t.rows[0].policy == "p")
    #expect(t.rows[0].value("response") == 0.5)
  }

  @Test func intentColumnsMayBeEmptyAndNonFiniteMetricsAreMissing() throws {
    let row = "p,e,0.8,0.4,0.5,100,0.998,10,5,0.5,0.4,0.5,,,,0,0.2,0.3,nan,inf,0"
    let t = try SweepTable(parsing: SweepFixture.report(row))
    #expect(t.rows[0].value("intent_agreement") == nil)
    #expect(t.rows[0].value("settle_p50_s") == nil)
    #expect(t.rows[0].value("settle_p95_s") == nil)
  }

  @Test func policyParametersMayBeEmptyButTheSpringMayNot() throws {
    // The sweep leaves a parameter empty where the row's policy does not use it.
    let row = "half-width,lsq2,0.8,0.4,0.5,,,10,5,0.5,0.4,0.5,0.9,0.1,0.1,0,0.2,0.3,0.3,0.4,0"
    let t = try SweepTable(parsing: SweepFixture.report(row))
    #expect(t.rows[0].value("progress_threshold") == 0.5)
    #expect(t.rows[0].value("velocity_threshold") == nil)
    #expect(t.rows[0].value("projection_rate") == nil)
    #expect(t.rows[0].parameters.count == SweepSchema.parameterColumns.count)
    for (column, spring) in [
      ("damping_ratio", "half-width,lsq2,,0.4,"), ("response", "half-width,lsq2,0.8,,"),
    ] {
      let bad = spring + row.split(separator: ",", maxSplits: 4)[4]
      #expect(
        Self.error(SweepFixture.report(bad))?.description
          == "line 2: column '\(column)' value '': expected a finite number")
    }
  }

  static func error(_ text: String) -> SweepTableError? {
    do {
      _ = try SweepTable(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  static let good = SweepFixture.row(
    "p,e,0.8,0.4,0.5,100,0.998,10,5,0.5,0.4,0.5,0.9,0.1,0.1,0,0.2,0.3,0.3,0.4,0")

  @Test func badFilesNameLineColumnAndValue() {
    let h = SweepFixture.header
    #expect(Self.error("")?.description == "line 1: empty file, expected a header row")
    #expect(Self.error(h + "\n")?.description == "line 1: no data rows after the header")
    // Every row must carry the same settings; each setting is validated as on the command line.
    let seven = SweepSettings(source: .synthetic(seed: 7)).fields.joined(separator: ",")
    #expect(
      Self.error(
        SweepFixture.report(Self.good)
          + Self.good + "," + SweepFixture.noIntervals + "," + seven + "\n")?.description
        == "line 3: column 'seed' value '7': differs from '1' at line 2 (rows of different sweeps)")
    let narrow = SweepFixture.report(Self.good).replacingFirst(",x,+,", with: ",z,+,")
    #expect(
      Self.error(narrow)?.description == "line 2: column 'axis' value 'z': must be 'x' or 'y'")
    #expect(
      Self.error("policy,estimator\np,e\n")?.description
        == "line 1: column 'damping_ratio': missing column")
    #expect(
      Self.error(h + ",policy\n")?.description == "line 1: column 'policy': column appears twice")
    #expect(
      Self.error(SweepFixture.report(Self.good) + "p,e,0.8\n")?.description
        == "line 3: expected \(SweepSchema.header.count) fields like the header, found 3")
    let badNumber = Self.good.replacingFirst("0.8", with: "fast")
    #expect(
      Self.error(SweepFixture.report(badNumber))?.description
        == "line 2: column 'damping_ratio' value 'fast': expected a finite number")
    let negative = Self.good.replacingFirst("0.8", with: "-1")
    #expect(
      Self.error(SweepFixture.report(negative))?.description
        == "line 2: column 'damping_ratio' value '-1': a damping ratio must lie in 0…1e6")
    let zeroResponse = Self.good.replacingFirst("0.4", with: "0")
    #expect(
      Self.error(SweepFixture.report(zeroResponse))?.description
        == "line 2: column 'response' value '0': a response must lie in 1e-6…1e6 s")
    let rate = Self.good.replacingFirst(",0.9,", with: ",1.5,")
    #expect(
      Self.error(SweepFixture.report(rate))?.description
        == "line 2: column 'intent_agreement' value '1.5': a rate must lie in 0…1")
    let word = Self.good.replacingFirst(",10,", with: ",ten,")
    #expect(
      Self.error(SweepFixture.report(word))?.description
        == "line 2: column 'swipes' value 'ten': expected a number or empty")
    let emptyPolicy = "," + Self.good.dropFirst(2)
    #expect(
      Self.error(SweepFixture.report(emptyPolicy))?.description
        == "line 2: column 'policy' value '': must not be empty")
    #expect(
      Self.error(h + "\n\"p,e\n")?.description == "line 2: unterminated quoted field")
  }

  /// Regression (issue 11): `report` accepted two sweeps concatenated. Every row carries the
  /// sweep's `sweep_id`, so the first row of the second sweep is refused, with or without its
  /// header; a report without the column (older, or written by hand) still reads.
  @Test func twoSweepsInOneFileAreRefused() throws {
    func report(_ id: String) -> String {
      var settings = SweepSettings(source: .synthetic(seed: 1))
      settings.sweepID = id
      return SweepSchema.header.joined(separator: ",") + "\n" + Self.good + ","
        + SweepFixture.noIntervals + "," + settings.fields.joined(separator: ",") + "\n"
    }
    let (a, b) = (report("0123456789abcdef"), report("fedcba9876543210"))
    #expect(try SweepTable(parsing: a).settings.sweepID == "0123456789abcdef")
    #expect(
      Self.error(a + b)?.description
        == "line 3: a second header row (two reports concatenated?)")
    let body = String(b.drop { $0 != "\n" }.dropFirst())
    #expect(
      Self.error(a + body)?.description
        == "line 3: column 'sweep_id' value 'fedcba9876543210': differs from '0123456789abcdef' at "
        + "line 2 (rows of different sweeps)")
    #expect(
      Self.error(report("not-an-id"))?.description
        == "line 2: column 'sweep_id' value 'not-an-id': expected 16 hex digits or empty")
    // Without the column: the rows read, identity unknown.
    let old = a.replacingOccurrences(of: ",sweep_id\n", with: "\n")
      .replacingOccurrences(of: ",0123456789abcdef\n", with: "\n")
    #expect(try SweepTable(parsing: old).settings.sweepID == "")
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }

}
