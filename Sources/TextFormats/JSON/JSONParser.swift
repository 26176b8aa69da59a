import AnimationMath

/// The recursive-descent parser behind ``JSONValue/init(parsing:)``.
struct JSONParser {
  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    // A UTF-8 byte-order mark (editors on Windows write one) is ignored, as RFC 8259 §8.1 allows.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    if current == nil {
      // Nothing but white space: say "empty", as every format does of an empty file.
      throw JSONSyntaxError(line: 1, column: 1, message: "empty file, expected a JSON value")
    }
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count { throw error("unexpected text after the JSON value") }
    return value
  }

  private func error(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Moves past one byte, keeping line and column (columns count scalars, not bytes).
  private mutating func advance() {
    let b = bytes[index]
    index += 1
    if b == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if b & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { advance() }
  }

  private func describeCurrent() -> String {
    guard let b = current else { return "end of input" }
    if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    return "byte 0x\(String(b, radix: 16))"
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    let (l, c) = (line, column)
    guard let b = current else { throw error("expected a value, found end of input") }
    let kind: JSONValue.Kind
    switch b {
    case UInt8(ascii: "{"): kind = try parseObject()
    case UInt8(ascii: "["): kind = try parseArray()
    case UInt8(ascii: "\""): kind = .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      kind = .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      kind = .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      kind = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): kind = .number(try parseNumber())
    default: throw error("expected a value, found \(describeCurrent())")
    }
    return JSONValue(kind: kind, line: l, column: c)
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let start = error("")
    for w in word.utf8 {
      guard current == w else {
        throw JSONSyntaxError(
          line: start.line, column: start.column, message: "invalid literal (expected '\(word)')")
      }
      advance()
    }
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    if depth > JSONValue.maximumDepth {
      throw error("nesting deeper than \(JSONValue.maximumDepth) levels")
    }
  }

  /// Parses an array or object body: `open` (the current byte) then `element`s separated by
  /// commas up to `close`, or `close` at once for an empty one. `expected` names what may follow
  /// an element (for the error message).
  private mutating func parseContainer(
    closing close: UInt8, expected: String,
    _ element: (inout JSONParser) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    try enter()
    advance()  // [ or {
    skipWhitespace()
    if current == close {
      advance()
      depth -= 1
      return
    }
    while true {
      skipWhitespace()
      try element(&self)
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): advance()
      case close?:
        advance()
        depth -= 1
        return
      default: throw error("expected \(expected), found \(describeCurrent())")
      }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue.Kind {
    var elements: [JSONValue] = []
    try parseContainer(closing: UInt8(ascii: "]"), expected: "',' or ']' in array") {
      (p: inout JSONParser) throws(JSONSyntaxError) in
      elements.append(try p.parseValue())
    }
    return .array(elements)
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue.Kind {
    var members: [JSONValue.Member] = []
    var keys = Set<String>()  // duplicate check in O(1): a list search made 10⁵ keys take minutes
    try parseContainer(closing: UInt8(ascii: "}"), expected: "',' or '}' in object") {
      (p: inout JSONParser) throws(JSONSyntaxError) in
      guard p.current == UInt8(ascii: "\"") else {
        throw p.error("expected a string key in object, found \(p.describeCurrent())")
      }
      let (l, c) = (p.line, p.column)
      let key = try p.parseString()
      if !keys.insert(key).inserted {
        throw JSONSyntaxError(line: l, column: c, message: "duplicate key '\(key)'")
      }
      p.skipWhitespace()
      guard p.current == UInt8(ascii: ":") else {
        throw p.error("expected ':' after key '\(key)', found \(p.describeCurrent())")
      }
      p.advance()
      p.skipWhitespace()
      members.append(JSONValue.Member(key: key, line: l, column: c, value: try p.parseValue()))
    }
    return .object(members)
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    let (l, c) = (line, column)
    func digits(_ p: inout JSONParser) -> Int {
      var n = 0
      while let b = p.current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
        p.advance()
        n += 1
      }
      return n
    }
    if current == UInt8(ascii: "-") { advance() }
    if current == UInt8(ascii: "0") {
      advance()
      if let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
        throw error("leading zeros are not allowed in numbers")
      }
    } else if digits(&self) == 0 {
      throw error("expected a digit, found \(describeCurrent())")
    }
    if current == UInt8(ascii: ".") {
      advance()
      if digits(&self) == 0 {
        throw error("expected a digit after '.', found \(describeCurrent())")
      }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      if digits(&self) == 0 {
        throw error("expected a digit in the exponent, found \(describeCurrent())")
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    // Magnitudes beyond the largest double read as ±infinity (the reader of the document
    // decides, and can name the field); the grammar above guarantees the text is a number.
    guard let value = Double(text) else {
      throw JSONSyntaxError(line: l, column: c, message: "number \(text) cannot be read")
    }
    return value
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    advance()  // opening quote
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    while true {
      guard let b = current else { throw error("unterminated string") }
      switch b {
      case UInt8(ascii: "\""):
        advance()
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        return String(scalars)
      case UInt8(ascii: "\\"):
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll(keepingCapacity: true)
        scalars.append(try parseEscape())
      case 0..<0x20:
        throw error("control character in string (escape it)")
      default:
        run.append(b)
        advance()
      }
    }
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let escapeError = error("invalid escape sequence")
    advance()  // backslash
    guard let b = current else { throw escapeError }
    advance()
    switch b {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hex4()
      if (0xD800..<0xDC00).contains(high) {
        guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate escape") }
        advance()
        guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate escape") }
        advance()
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate escape") }
        let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        guard let scalar = Unicode.Scalar(code) else { throw escapeError }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else { throw error("unpaired surrogate escape") }
      return scalar
    default:
      throw escapeError
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var v: UInt32 = 0
    for _ in 0..<4 {
      guard let b = current, let d = Self.hexDigit(b) else {
        throw error("expected 4 hexadecimal digits after \\u")
      }
      v = v << 4 | d
      advance()
    }
    return v
  }

  private static func hexDigit(_ b: UInt8) -> UInt32? {
    switch b {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
