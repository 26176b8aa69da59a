import Testing

@testable import AnimationMath
@testable import TextFormats

@Suite("CSVRecords")
struct CSVRecordsTests {
  @Test func empty() throws {
    #expect(try CSVRecords(parsing: "").records.isEmpty)
    #expect(try CSVRecords(parsing: "\n\n").records.isEmpty)
  }

  @Test func simpleAndLineNumbers() throws {
    let r = try CSVRecords(parsing: "a,b\r\n1,2\n\n3,\n")
    #expect(r.records.map(\.fields) == [["a", "b"], ["1", "2"], ["3", ""]])
    #expect(r.records.map(\.line) == [1, 2, 4])
  }

  @Test func quoting() throws {
    let r = try CSVRecords(parsing: "\"a,b\",\"say \"\"hi\"\"\",\"multi\nline\"\nx,y,z")
    #expect(r.records[0].fields == ["a,b", "say \"hi\"", "multi\nline"])
    #expect(r.records[1].line == 3)
  }

  @Test func errors() {
    #expect(throws: CSVSyntaxError(line: 2, reason: "unterminated quoted field")) {
      try CSVRecords(parsing: "a\n\"open")
    }
    #expect(throws: CSVSyntaxError(line: 1, reason: "text after a closing quote")) {
      try CSVRecords(parsing: "\"a\"b")
    }
    #expect(throws: CSVSyntaxError(line: 1, reason: "unexpected '\"' inside an unquoted field")) {
      try CSVRecords(parsing: "ab\"c")
    }
  }

  /// Regression: classic Mac line endings (CR only) made the whole file one record, and a trace
  /// failed with "column '0' appears more than once". A lone CR is now named; CRLF, a final CR
  /// and CRs inside quotes are fine.
  @Test func loneCarriageReturn() throws {
    #expect(
      throws: CSVSyntaxError(
        line: 1, reason: "carriage return without a line feed (use \\n or \\r\\n line endings)")
    ) {
      try CSVRecords(parsing: "t_ms,x\r0,1\r")
    }
    #expect(
      try CSVRecords(parsing: "a,b\r\nc,d\r").records.map(\.fields) == [["a", "b"], ["c", "d"]])
    #expect(try CSVRecords(parsing: "\"a\rb\",c\n").records[0].fields == ["a\rb", "c"])
  }
}
