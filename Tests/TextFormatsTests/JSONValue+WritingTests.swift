import Testing

@testable import AnimationMath
@testable import TextFormats

@Suite("JSONValue writing")
struct JSONValueWritingTests {
  @Test func scalarsAndEscapes() {
    #expect(JSONValue(.null).formatted() == "null")
    #expect(JSONValue(.bool(true)).formatted() == "true")
    #expect(JSONValue(.number(0.1)).formatted() == "0.1")
    #expect(JSONValue(.number(-0.0)).formatted() == "0")
    #expect(JSONValue(.number(1e-7)).formatted() == "1e-07")
    #expect(JSONValue(.number(.infinity)).formatted() == "null")
    #expect(
      JSONValue(.string("a\"b\\c\nd\u{01}é")).formatted() == #""a\"b\\c\nd\u0001é""#)
  }

  @Test func layout() {
    let doc = JSONValue(
      .object([
        .init("a", JSONValue(.array([JSONValue(.number(1)), JSONValue(.number(2))]))),
        .init(
          "b",
          JSONValue(.object([.init("c", JSONValue(.object([.init("d", JSONValue(.null))])))]))),
        .init("e", JSONValue(.array([]))),
      ]))
    #expect(
      doc.formatted() == """
        {
          "a": [1, 2],
          "b": {
            "c": {"d": null}
          },
          "e": []
        }
        """)
    // A container of scalars too wide for the line is broken up.
    let wide = JSONValue(.array((0..<40).map { JSONValue(.number(Double($0))) }))
    #expect(wide.formatted(width: 20).split(separator: "\n").count == 42)
  }

  @Test func readsBackExactly() throws {
    let numbers = [
      0.1 + 0.2, 1.0 / 3, -2.5e-300, 1.7976931348623157e308,
      Double.leastNonzeroMagnitude, 123_456_789,
    ]
    let doc = JSONValue(.array(numbers.map { JSONValue(.number($0)) }))
    let back = try JSONValue(parsing: doc.formatted())
    #expect(back.array?.compactMap(\.number) == numbers)
  }
}
