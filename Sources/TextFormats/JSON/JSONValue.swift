import AnimationMath

/// A parsed JSON document (RFC 8259) that remembers where each value starts and keeps object
/// members in file order, for readers of timeline and configuration files that must report
/// errors by line and column.
///
/// No Foundation: the parser walks the UTF-8 bytes once. Lines and columns are 1-based; columns
/// count Unicode scalars. A leading byte-order mark is ignored. Duplicate object keys, nesting
/// deeper than ``maximumDepth``, control characters in strings and lone surrogate escapes are
/// errors. A number too large for a Double
/// reads as ±infinity (so that the reader of the document can reject it naming the field).
package struct JSONValue: Sendable {
  /// The value itself.
  package enum Kind: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])
  }

  /// One `"key": value` member of an object.
  package struct Member: Sendable {
    /// The key, unescaped.
    package var key: String
    /// Line of the key's opening quote.
    package var line: Int
    /// Column of the key's opening quote.
    package var column: Int
    /// The value.
    package var value: JSONValue
  }

  /// Nesting depth beyond which parsing stops with an error (no stack overflow on `[[[[…`).
  package static let maximumDepth = 256

  /// The value.
  package var kind: Kind
  /// 1-based line where the value starts.
  package var line: Int
  /// 1-based column where the value starts.
  package var column: Int

  /// Parses a complete JSON text (one value, surrounded by optional whitespace).
  package init(parsing text: String) throws(JSONSyntaxError) {
    var parser = JSONParser(bytes: Array(text.utf8))
    self = try parser.parseDocument()
  }

  package init(kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// A short name of the kind for messages: `null`, `a boolean`, `a number`, `a string`,
  /// `an array`, `an object`.
  package var kindDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The number, if this is one.
  package var number: Double? {
    if case .number(let v) = kind { return v }
    return nil
  }

  /// The string, if this is one.
  package var string: String? {
    if case .string(let v) = kind { return v }
    return nil
  }

  /// The elements, if this is an array.
  package var array: [JSONValue]? {
    if case .array(let v) = kind { return v }
    return nil
  }

  /// The members in file order, if this is an object.
  package var members: [Member]? {
    if case .object(let v) = kind { return v }
    return nil
  }
}

/// A JSON syntax error at a 1-based line and column.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line.
  package var line: Int
  /// 1-based column (Unicode scalars).
  package var column: Int
  /// What was wrong or expected.
  package var message: String

  /// `line:column: message`.
  package var description: String { "\(line):\(column): \(message)" }
}
