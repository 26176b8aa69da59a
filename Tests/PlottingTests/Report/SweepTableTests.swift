import Testing

@testable import Plotting

@Suite struct SweepTableTests {
  @Test func parsesTheFixture() throws {
    let t = try SweepTable(parsing: SweepFixture.csv)
    #expect(t.rows.count == 12)
    let first = t.rows[0]
    #expect(first.line == 2)
    #expect(first.policy == "threshold" && first.estimator == "lsq2")
    #expect(first.value("damping_ratio") == 0.8)
    #expect(first.value("velocity_threshold") == 100)
    #expect(first.value("intent_agreement") == 0.88)
    #expect(first.value("nonexistent") == nil)
    #expect(t.rows[4].value("settle_p95_s") == nil)  // empty field
  }

  @Test func columnsInAnyOrderAndExtraColumnsIgnored() throws {
    let text =
      "extra," + SweepTable.columns.reversed().joined(separator: ",") + "\n"
      + "x,"
      + SweepTable.columns.reversed().map { c in
        c == "policy" ? "p" : c == "estimator" ? "e" : c == "response" ? "0.5" : "0.5"
      }.joined(separator: ",") + "\n"
    let t = try SweepTable(parsing: text)
    #expect(t.rows.count == 1)
    #expect(t.rows[0].policy == "p")
    #expect(t.rows[0].value("response") == 0.5)
  }

  @Test func intentColumnsMayBeEmptyAndNonFiniteMetricsAreMissing() throws {
    let row = "p,e,0.8,0.4,0.5,100,0.998,10,5,0.5,0.4,0.5,,,,0,0.2,0.3,nan,inf,0"
    let t = try SweepTable(parsing: SweepFixture.header + "\n" + row + "\n")
    #expect(t.rows[0].value("intent_agreement") == nil)
    #expect(t.rows[0].value("settle_p50_s") == nil)
    #expect(t.rows[0].value("settle_p95_s") == nil)
  }

  static func error(_ text: String) -> SweepTableError? {
    do {
      _ = try SweepTable(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  static let good = "p,e,0.8,0.4,0.5,100,0.998,10,5,0.5,0.4,0.5,0.9,0.1,0.1,0,0.2,0.3,0.3,0.4,0"

  @Test func badFilesNameLineColumnAndValue() {
    let h = SweepFixture.header
    #expect(Self.error("")?.description == "line 1: empty file, expected a header row")
    #expect(Self.error(h + "\n")?.description == "line 1: no data rows after the header")
    #expect(
      Self.error("policy,estimator\np,e\n")?.description
        == "line 1: column 'damping_ratio': missing column")
    #expect(
      Self.error(h + ",policy\n")?.description == "line 1: column 'policy': column appears twice")
    #expect(
      Self.error(h + "\n" + Self.good + "\n" + "p,e,0.8\n")?.description
        == "line 3: expected 21 fields like the header, found 3")
    let badNumber = Self.good.replacingFirst("0.8", with: "fast")
    #expect(
      Self.error(h + "\n" + badNumber + "\n")?.description
        == "line 2: column 'damping_ratio' value 'fast': expected a finite number")
    let negative = Self.good.replacingFirst("0.8", with: "-1")
    #expect(
      Self.error(h + "\n" + negative + "\n")?.description
        == "line 2: column 'damping_ratio' value '-1': a damping ratio must lie in 0…1e6")
    let zeroResponse = Self.good.replacingFirst("0.4", with: "0")
    #expect(
      Self.error(h + "\n" + zeroResponse + "\n")?.description
        == "line 2: column 'response' value '0': a response must lie in 1e-6…1e6 s")
    let rate = Self.good.replacingFirst(",0.9,", with: ",1.5,")
    #expect(
      Self.error(h + "\n" + rate + "\n")?.description
        == "line 2: column 'intent_agreement' value '1.5': a rate must lie in 0…1")
    let word = Self.good.replacingFirst(",10,", with: ",ten,")
    #expect(
      Self.error(h + "\n" + word + "\n")?.description
        == "line 2: column 'swipes' value 'ten': expected a number or empty")
    let emptyPolicy = "," + Self.good.dropFirst(2)
    #expect(
      Self.error(h + "\n" + emptyPolicy + "\n")?.description
        == "line 2: column 'policy' value '': must not be empty")
    #expect(
      Self.error(h + "\n\"p,e\n")?.description == "line 2: unterminated quoted field")
  }
}

extension String {
  /// The string with the first occurrence of `target` replaced.
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}
