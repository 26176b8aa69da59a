import AnimationMath

/// A minimal RFC 4180 CSV reader: fields separated by commas, records by `\n` or `\r\n`, fields
/// optionally quoted with `"` (a doubled `""` inside quotes is one quote). A carriage return
/// outside quotes that does not end a line is an error.
///
/// Used by the trace reader (``TouchTraceError``), SwipeTuning's report reader (`SweepTable`)
/// and, through its push parser ``CSVParser``, SweepFiles' streaming file reader. It never traps: malformed quoting
/// is reported as a ``CSVSyntaxError`` with the 1-based line number. ``CSVWriter`` is the writing
/// side: what it writes, this reads back field for field.
public struct CSVRecords: Sendable {
  /// One parsed record with the 1-based line on which it starts.
  public struct Record: Sendable, Hashable {
    /// 1-based line number of the first character of the record.
    public var line: Int
    /// The fields, unquoted.
    public var fields: [String]

    /// Creates a record.
    @inlinable
    public init(line: Int, fields: [String]) {
      self.line = line
      self.fields = fields
    }
  }

  /// The records in file order. Blank lines are kept out; a trailing newline adds no record.
  public var records: [Record]

  /// Parses `text`.
  ///
  /// - Throws: ``CSVSyntaxError`` on an unterminated quoted field, text after a closing quote or
  ///   a lone carriage return.
  public init(parsing text: String) throws(CSVSyntaxError) {
    var stream = CSVParser()
    var records: [Record] = []
    for b in text.utf8 {
      if let record = try stream.push(b) { records.append(record) }
    }
    if let record = try stream.finish() { records.append(record) }
    self.records = records
  }
}

/// The incremental form of ``CSVRecords`` and the one CSV grammar of the package: push the bytes
/// of a CSV text one at a time and take each record as it completes, so a file of any size is
/// read in memory bounded by its longest record. The same errors as ``CSVRecords/init(parsing:)``,
/// which is built on it; it does no I/O (SweepFiles' `CSVRecordStream` reads files in blocks and
/// parses with it).
public struct CSVParser: Sendable {
  @usableFromInline var fields: [String] = []
  @usableFromInline var field: [UInt8] = []
  @usableFromInline var line = 1
  @usableFromInline var recordLine = 1
  @usableFromInline var inQuotes = false
  /// A `"` inside quotes: a doubled quote or the closing one, decided by the next byte.
  @usableFromInline var quotePending = false
  /// A carriage return outside quotes: fine before a line feed or at the end, else an error.
  @usableFromInline var carriageReturnPending = false
  @usableFromInline var afterQuote = false
  @usableFromInline var fieldWasQuoted = false
  @usableFromInline var sawAnything = false

  /// A stream at the start of a text.
  @inlinable public init() {}

  /// Consumes the next byte; returns the record it completes, if any.
  ///
  /// - Throws: ``CSVSyntaxError`` as ``CSVRecords/init(parsing:)`` does.
  @inlinable
  public mutating func push(_ b: UInt8) throws(CSVSyntaxError) -> CSVRecords.Record? {
    if carriageReturnPending {
      carriageReturnPending = false
      guard b == UInt8(ascii: "\n") else {
        // A lone CR (classic Mac line endings) would glue every line into one record and fail
        // later with a misleading message ("column '0' appears more than once").
        throw CSVSyntaxError(
          line: line, reason: "carriage return without a line feed (use \\n or \\r\\n line endings)"
        )
      }
    }
    if quotePending {
      quotePending = false
      if b == UInt8(ascii: "\"") {
        field.append(b)
        return nil
      }
      inQuotes = false
      afterQuote = true
    }
    if inQuotes {
      if b == UInt8(ascii: "\"") {
        quotePending = true
      } else {
        if b == UInt8(ascii: "\n") { line += 1 }
        field.append(b)
      }
      return nil
    }
    switch b {
    case UInt8(ascii: ","):
      endField()
      afterQuote = false
      fieldWasQuoted = false
      sawAnything = true
    case UInt8(ascii: "\r"):
      carriageReturnPending = true
    case UInt8(ascii: "\n"):
      var record: CSVRecords.Record?
      if sawAnything || !field.isEmpty || fieldWasQuoted {
        endField()
        record = CSVRecords.Record(line: recordLine, fields: fields)
      }
      fields.removeAll(keepingCapacity: true)
      afterQuote = false
      fieldWasQuoted = false
      sawAnything = false
      line += 1
      recordLine = line
      return record
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
    return nil
  }

  /// Ends the text; returns the last record if it has no line end.
  ///
  /// - Throws: ``CSVSyntaxError`` on an unterminated quoted field.
  public mutating func finish() throws(CSVSyntaxError) -> CSVRecords.Record? {
    carriageReturnPending = false
    if quotePending {
      quotePending = false
      inQuotes = false
      afterQuote = true
    }
    if inQuotes {
      throw CSVSyntaxError(line: recordLine, reason: "unterminated quoted field")
    }
    guard sawAnything || !field.isEmpty || fieldWasQuoted else { return nil }
    endField()
    defer {
      fields.removeAll()
      sawAnything = false
      fieldWasQuoted = false
      afterQuote = false
    }
    return CSVRecords.Record(line: recordLine, fields: fields)
  }

  @usableFromInline mutating func endField() {
    fields.append(String(decoding: field, as: UTF8.self))
    field.removeAll(keepingCapacity: true)
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
