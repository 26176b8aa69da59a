import AnimationMath

/// Builds CSV text: a header row, then rows; RFC 4180 quoting where needed, `\n` line endings,
/// `.` decimals and shortest round-trip doubles whatever the locale. ``CSVRecords`` reads it back.
public struct CSVWriter: Sendable {
  /// The text written so far.
  public private(set) var text: String
  /// The number of columns every row must have.
  public let columnCount: Int

  /// Starts a table with a header row.
  public init(header: [String]) {
    columnCount = header.count
    text = ""
    appendRow(header)
  }

  /// Appends a row of already formatted fields (quoted here if they need it).
  ///
  /// - Precondition: `fields.count == columnCount`.
  public mutating func appendRow(_ fields: [String]) {
    precondition(
      fields.count == columnCount, "CSV row has \(fields.count) fields, expected \(columnCount)")
    var first = true
    for f in fields {
      if !first { text += "," }
      first = false
      text += CSVWriter.quoted(f)
    }
    text += "\n"
  }

  /// Appends a row of numbers in shortest round-trip form.
  public mutating func appendRow(_ numbers: [Double]) {
    appendRow(numbers.map(CSVWriter.format))
  }

  /// A field, quoted per RFC 4180 when it holds a comma, quote, CR or LF.
  public static func quoted(_ field: String) -> String {
    var needs = false
    for b in field.utf8
    where b == UInt8(ascii: ",") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\n")
      || b == UInt8(ascii: "\r")
    {
      needs = true
      break
    }
    guard needs else { return field }
    var out = "\""
    for c in field {
      if c == "\"" { out += "\"\"" } else { out.append(c) }
    }
    return out + "\""
  }

  /// The shortest decimal text that reads back as exactly `value`.
  ///
  /// Integral values print without a fraction (`2`, not `2.0`), negative zero prints as `0`,
  /// infinities as `inf` / `-inf` and NaN as `nan`. Exponents use Swift's form (`1e-05`).
  /// The public name of the package's one shortest round-trip formatter, for library users who
  /// write their own CSV; code inside the package calls `NumberText.shortest` directly.
  public static func format(_ value: Double) -> String { NumberText.shortest(value) }
}
