import AnimationMath

extension JSONValue {
  /// A value built in code (no source location: line and column 0), for writing.
  package init(_ kind: Kind) {
    self.init(kind: kind, line: 0, column: 0)
  }

  /// The value as JSON text that ``init(parsing:)`` reads back to the same value: numbers in
  /// shortest round-trip form (``NumberText/shortest(_:)``), objects in member order, two-space
  /// indentation, and a container whose elements are all scalars on one line when it fits in
  /// `width` columns. Non-finite numbers, which JSON cannot hold, are written as `null`.
  package func formatted(width: Int = 96) -> String {
    var out = ""
    write(to: &out, indent: 0, width: width)
    return out
  }

  private var isScalar: Bool {
    switch kind {
    case .array(let elements): elements.isEmpty
    case .object(let members): members.isEmpty
    default: true
    }
  }

  /// The one-line form of a scalar or of a container of scalars.
  private var inline: String {
    switch kind {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let v): v.isFinite ? NumberText.shortest(v) : "null"
    case .string(let s): JSONValue.quoted(s)
    case .array(let elements): "[" + elements.map { $0.inline }.joined(separator: ", ") + "]"
    case .object(let members):
      "{"
        + members.map { JSONValue.quoted($0.key) + ": " + $0.value.inline }.joined(
          separator: ", ") + "}"
    }
  }

  private func write(to out: inout String, indent: Int, width: Int) {
    let children: [(key: String?, value: JSONValue)]
    let (open, close): (String, String)
    switch kind {
    case .array(let elements):
      children = elements.map { (nil, $0) }
      (open, close) = ("[", "]")
    case .object(let members):
      children = members.map { ($0.key, $0.value) }
      (open, close) = ("{", "}")
    default:
      out += inline
      return
    }
    if children.allSatisfy({ $0.value.isScalar }) {
      let line = inline
      if indent + line.count <= width {
        out += line
        return
      }
    }
    let pad = String(repeating: " ", count: indent + 2)
    out += open + "\n"
    for (i, child) in children.enumerated() {
      out += pad
      if let key = child.key { out += JSONValue.quoted(key) + ": " }
      child.value.write(to: &out, indent: indent + 2, width: width)
      out += i + 1 < children.count ? ",\n" : "\n"
    }
    out += String(repeating: " ", count: indent) + close
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
  package static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension JSONValue.Member {
  /// A member built in code (no source location), for writing.
  package init(_ key: String, _ value: JSONValue) {
    self.init(key: key, line: 0, column: 0, value: value)
  }
}
