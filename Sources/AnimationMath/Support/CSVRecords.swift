/// A minimal RFC 4180 CSV reader: fields separated by commas, records by `\n` or `\r\n`, fields
/// optionally quoted with `"` (a doubled `""` inside quotes is one quote). A carriage return
/// outside quotes that does not end a line is an error.
///
/// Used by the trace reader and by Plotting's sweep-table reader. It never traps: malformed quoting
/// is reported as a ``CSVSyntaxError`` with the 1-based line number. ``CSVWriter`` is the writing
/// side: what it writes, this reads back field for field.
public struct CSVRecords: Sendable {
  /// One parsed record with the 1-based line on which it starts.
  public struct Record: Sendable, Hashable {
    /// 1-based line number of the first character of the record.
    public var line: Int
    /// The fields, unquoted.
    public var fields: [String]
  }

  /// The records in file order. Blank lines are kept out; a trailing newline adds no record.
  public var records: [Record]

  /// Parses `text`.
  ///
  /// - Throws: ``CSVSyntaxError`` on an unterminated quoted field, text after a closing quote or
  ///   a lone carriage return.
  public init(parsing text: String) throws(CSVSyntaxError) {
    var records: [Record] = []
    var fields: [String] = []
    var field: [UInt8] = []
    var line = 1
    var recordLine = 1
    var inQuotes = false
    var afterQuote = false
    var fieldWasQuoted = false
    var sawAnything = false
    let bytes = Array(text.utf8)
    var i = 0

    func endField() {
      fields.append(String(decoding: field, as: UTF8.self))
      field.removeAll(keepingCapacity: true)
    }

    while i < bytes.count {
      let b = bytes[i]
      if inQuotes {
        if b == UInt8(ascii: "\"") {
          if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") {
            field.append(b)
            i += 2
            continue
          }
          inQuotes = false
          afterQuote = true
        } else {
          if b == UInt8(ascii: "\n") { line += 1 }
          field.append(b)
        }
        i += 1
        continue
      }
      switch b {
      case UInt8(ascii: ","):
        endField()
        afterQuote = false
        fieldWasQuoted = false
        sawAnything = true
      case UInt8(ascii: "\r") where i + 1 == bytes.count || bytes[i + 1] == UInt8(ascii: "\n"):
        break
      case UInt8(ascii: "\r"):
        // A lone CR (classic Mac line endings) would glue every line into one record and fail
        // later with a misleading message ("column '0' appears more than once").
        throw CSVSyntaxError(
          line: line, reason: "carriage return without a line feed (use \\n or \\r\\n line endings)"
        )
      case UInt8(ascii: "\n"):
        if sawAnything || !field.isEmpty || fieldWasQuoted {
          endField()
          records.append(Record(line: recordLine, fields: fields))
        }
        fields.removeAll()
        afterQuote = false
        fieldWasQuoted = false
        sawAnything = false
        line += 1
        recordLine = line
      case UInt8(ascii: "\""):
        guard field.isEmpty, !afterQuote else {
          throw CSVSyntaxError(line: line, reason: "unexpected '\"' inside an unquoted field")
        }
        inQuotes = true
        fieldWasQuoted = true
        sawAnything = true
      default:
        if afterQuote {
          throw CSVSyntaxError(line: line, reason: "text after a closing quote")
        }
        field.append(b)
        sawAnything = true
      }
      i += 1
    }
    if inQuotes {
      throw CSVSyntaxError(line: recordLine, reason: "unterminated quoted field")
    }
    if sawAnything || !field.isEmpty || fieldWasQuoted {
      endField()
      records.append(Record(line: recordLine, fields: fields))
    }
    self.records = records
  }
}

/// Malformed CSV text: the 1-based line and what was wrong.
public struct CSVSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// What was wrong.
  public var reason: String

  /// Creates an error.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// `line N: reason`.
  public var description: String { "line \(line): \(reason)" }
}

extension CSVRecords.Record {
  /// This record read as a header: each column name (spaces and tabs around it ignored) with its
  /// position, or the first name that appears twice. The one header rule of every CSV format
  /// here (traces, sweep reports).
  package func columnIndex() -> Result<[String: Int], RepeatedColumn> {
    var index: [String: Int] = [:]
    for (i, raw) in fields.enumerated() {
      let name = raw.trimmingSpaces()
      guard index[name] == nil else { return .failure(RepeatedColumn(name: name)) }
      index[name] = i
    }
    return .success(index)
  }

  /// A header that names a column twice.
  package struct RepeatedColumn: Error, Hashable, Sendable {
    /// The repeated name.
    package var name: String
  }
}
