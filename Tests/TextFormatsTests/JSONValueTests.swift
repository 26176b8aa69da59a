import Testing

@testable import AnimationMath
@testable import TextFormats

@Suite("JSONValue")
struct JSONValueTests {
  func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue { try JSONValue(parsing: text) }

  func syntaxError(_ text: String) -> JSONSyntaxError? {
    do {
      _ = try JSONValue(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test func scalars() throws {
    #expect(try parse("null").kindDescription == "null")
    #expect(try parse(" true ").kindDescription == "a boolean")
    #expect(try parse("-0.5e1").number == -5)
    #expect(try parse("0").number == 0)
    #expect(try parse("1E+2").number == 100)
    #expect(try parse("0.1").number == 0.1)
    #expect(try parse("1e400").number == .infinity)
    #expect(try parse("-1e400").number == -.infinity)
    #expect(try parse("1e-400").number == 0)
    #expect(try parse(#""a\"b\\c\/\n\t\u00e9\ud83d\ude00""#).string == "a\"b\\c/\n\té😀")
    #expect(try parse(#""naïve""#).string == "naïve")
  }

  @Test func objectsKeepFileOrderAndPositions() throws {
    let v = try parse("{\n  \"b\": 1,\n  \"a\": [2, {\"c\": null}]\n}")
    let members = try #require(v.members)
    #expect(members.map(\.key) == ["b", "a"])
    #expect(members[0].line == 2 && members[0].column == 3)
    #expect(members[1].value.line == 3 && members[1].value.column == 8)
    let inner = try #require(members[1].value.array)
    #expect(inner.count == 2)
    #expect(inner[1].column == 12)
    #expect(try parse("{}").members?.isEmpty == true)
    #expect(try parse("[]").array?.isEmpty == true)
  }

  @Test func errorsCarryLineAndColumn() {
    let cases: [(String, JSONSyntaxError)] = [
      ("", .init(line: 1, column: 1, message: "empty file, expected a JSON value")),
      (
        "{\"a\": 1,}",
        .init(line: 1, column: 9, message: "expected a string key in object, found '}'")
      ),
      ("[1 2]", .init(line: 1, column: 4, message: "expected ',' or ']' in array, found '2'")),
      ("{\"a\" 1}", .init(line: 1, column: 6, message: "expected ':' after key 'a', found '1'")),
      ("{\"a\": 1, \"a\": 2}", .init(line: 1, column: 10, message: "duplicate key 'a'")),
      ("\n  tru", .init(line: 2, column: 3, message: "invalid literal (expected 'true')")),
      ("01", .init(line: 1, column: 2, message: "leading zeros are not allowed in numbers")),
      ("1.", .init(line: 1, column: 3, message: "expected a digit after '.', found end of input")),
      ("-", .init(line: 1, column: 2, message: "expected a digit, found end of input")),
      (
        "1e",
        .init(line: 1, column: 3, message: "expected a digit in the exponent, found end of input")
      ),
      ("\"abc", .init(line: 1, column: 5, message: "unterminated string")),
      ("\"a\nb\"", .init(line: 1, column: 3, message: "control character in string (escape it)")),
      ("\"\\x\"", .init(line: 1, column: 2, message: "invalid escape sequence")),
      ("\"\\u12\"", .init(line: 1, column: 6, message: "expected 4 hexadecimal digits after \\u")),
      ("\"\\ud800\"", .init(line: 1, column: 8, message: "unpaired surrogate escape")),
      ("\"\\udc00\"", .init(line: 1, column: 8, message: "unpaired surrogate escape")),
      ("1 2", .init(line: 1, column: 3, message: "unexpected text after the JSON value")),
      ("\"é\" x", .init(line: 1, column: 5, message: "unexpected text after the JSON value")),
      ("@", .init(line: 1, column: 1, message: "expected a value, found '@'")),
    ]
    for (text, expected) in cases {
      #expect(syntaxError(text) == expected, "\(text.debugDescription)")
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 10_000)
    #expect(syntaxError(deep)?.message == "nesting deeper than 256 levels")
    let ok = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(syntaxError(ok) == nil)
  }

  /// Regression: a UTF-8 byte-order mark (as Windows editors write) was "expected a value, found
  /// byte 0xef"; RFC 8259 lets a parser ignore it.
  @Test func byteOrderMarkIsIgnored() throws {
    let value = try JSONValue(parsing: "\u{FEFF}{\"a\": 1}")
    #expect(value.members?.first?.key == "a")
    // Only at the very start: elsewhere it is text like any other.
    #expect(syntaxError("[\u{FEFF}1]")?.message == "expected a value, found byte 0xef")
  }

  /// Regression: duplicate keys were found by searching the members so far, so an object of
  /// 10⁵ keys took minutes (quadratic). Ten times the keys must cost about ten times the time,
  /// not a hundred — a ratio, measured inside the test, so a busy machine (or a test runner that
  /// starts the clock before the test gets a thread) cannot fail it — and the parser must still
  /// see a duplicate at the very end. The time limit is only a hang guard.
  @Test(.timeLimit(.minutes(10)))
  func manyKeysParseInLinearTime() throws {
    func object(_ count: Int) -> (text: String, keys: [String]) {
      let keys = (0..<count).map { "\"k\($0)\": \($0)" }
      return ("{" + keys.joined(separator: ",") + "}", keys)
    }
    func seconds(_ text: String) throws -> Double {
      let clock = ContinuousClock()
      let start = clock.now
      _ = try JSONValue(parsing: text)
      let elapsed = clock.now - start
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
    let small = object(10_000).text
    let (large, keys) = object(100_000)
    let value = try JSONValue(parsing: large)
    #expect(value.members?.count == 100_000)
    // The fastest of three small parses against one large one: linear is about 10×, quadratic
    // about 100×.
    let smallTime = try (0..<3).map { _ in try seconds(small) }.min()!
    let ratio = try seconds(large) / max(smallTime, 1e-6)
    print("JSON object of 10⁵ keys: \(ratio)× the time of 10⁴")
    #expect(ratio < 40, "10× the keys took \(ratio)× the time")
    let duplicate = "{" + keys.joined(separator: ",") + ", \"k0\": 1}"
    #expect(syntaxError(duplicate)?.message == "duplicate key 'k0'")
  }
}
