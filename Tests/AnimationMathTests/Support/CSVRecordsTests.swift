import Testing

@testable import AnimationMath

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
}
