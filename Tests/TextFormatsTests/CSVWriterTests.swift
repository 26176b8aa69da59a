import Testing

@testable import AnimationMath
@testable import TextFormats

@Suite("CSVWriter")
struct CSVWriterTests {
  @Test func shortestRoundTrip() {
    #expect(CSVWriter.format(1) == "1")
    #expect(CSVWriter.format(-0.0) == "0")
    #expect(CSVWriter.format(0.1) == "0.1")
    #expect(CSVWriter.format(1e-5) == "1e-05")
    #expect(CSVWriter.format(.infinity) == "inf")
    #expect(CSVWriter.format(-.infinity) == "-inf")
    #expect(CSVWriter.format(.nan) == "nan")
    for v in [
      0.1 + 0.2, 1.0 / 3, 123_456.789, .leastNonzeroMagnitude, 1.7976931348623157e308, -2.5,
    ] {
      #expect(Double(CSVWriter.format(v)) == v)
    }
  }

  @Test func quotingAndRows() {
    var w = CSVWriter(header: ["name", "value"])
    w.appendRow(["a,b", "say \"hi\""])
    w.appendRow([1.5, 2])
    #expect(w.text == "name,value\n\"a,b\",\"say \"\"hi\"\"\"\n1.5,2\n")
  }

  @Test func readsBackWithCSVRecords() throws {
    var w = CSVWriter(header: ["name", "note"])
    let rows = [["a,b", "say \"hi\""], ["", "two\nlines"], ["x", "\"\""]]
    for r in rows { w.appendRow(r) }
    let back = try CSVRecords(parsing: w.text).records.map(\.fields)
    #expect(back == [["name", "note"]] + rows)
  }
}
