import AnimationMath
import Foundation
import SwipeTuning
import TextFormats

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a CSV file one record at a time, so that a file of any length is read in memory
/// bounded by its longest record: the one streaming file reader (``SweepMerge`` streams shard
/// files with it, `spring-tune report` reads a sweep report with it).
///
/// The bytes come from a file (read in 64 KiB blocks) or from text already in memory. Physical
/// lines are gathered until the quotes balance, so a quoted field may hold line breaks, and each
/// record with a quote is parsed with ``CSVRecords``, built on `CSVParser` (AnimationMath's one
/// CSV grammar, no I/O; same rules, same messages); a record without quotes is split at its
/// commas, which is what the grammar gives for it. Line numbers are the file's.
package final class CSVRecordStream {
  /// One record: its first line and fields (as ``CSVRecords/Record``), and its text when it has
  /// no quotes, which is then exactly the fields joined by commas.
  package struct Record: Hashable {
    /// 1-based line number of the first character of the record.
    package var line: Int
    /// The fields, unquoted.
    package var fields: [String]
    /// The record's text without its line ending, when it holds no quote (so no field was
    /// quoted and the text is what ``CSVWriter`` writes for these fields); nil otherwise.
    package var plainText: Substring?
  }

  /// A problem at a line: bad CSV, content ``InputPolicy`` refuses, or a read error (no line,
  /// ``InputPolicy/Problem/isUnreadable``).
  package typealias Problem = InputPolicy.Problem

  /// The longest record read: a sweep row is a few hundred bytes, so a longer one is damage (a
  /// stray quote would otherwise gather the rest of the file into one record).
  static let maximumRecordBytes = 1 << 20
  /// The longest record of a population shard file, whose rows carry up to 3 × m sampled values
  /// (`--quantile-samples m`, about 75 bytes per m): m up to about 3.5 million.
  static let maximumPopulationRecordBytes = 1 << 28

  /// The longest record this stream reads.
  private let recordLimit: Int

  /// The most bytes this stream reads from its file.
  private let byteLimit: Int
  /// Bytes read from the file so far.
  private var bytesRead = 0

  private var fd: Int32 = -1
  private var bytes: [UInt8] = []
  private var position = 0
  private var finished = false
  /// The line the next physical line starts on.
  private var line = 1

  /// Opens the file at `path` through `policy` (``InputPolicy/open(_:limit:)``): at most
  /// ``InputPolicy/maximumStreamBytes`` are read.
  ///
  /// - Throws: ``Problem`` (no line) when it cannot be opened, is a directory or a device.
  package init(
    path: String, maximumRecordBytes: Int = CSVRecordStream.maximumRecordBytes,
    policy: InputPolicy = .standard
  ) throws(Problem) {
    recordLimit = maximumRecordBytes
    byteLimit = policy.maximumStreamBytes
    fd = try policy.open(path, limit: byteLimit)
  }

  /// Reads `text`.
  package init(text: String, maximumRecordBytes: Int = CSVRecordStream.maximumRecordBytes) {
    recordLimit = maximumRecordBytes
    byteLimit = .max
    bytes = Array(text.utf8)
    finished = true
  }

  deinit { if fd >= 0 { close(fd) } }

  /// The next record, nil at the end. Blank lines are skipped; a leading UTF-8 byte-order mark
  /// is dropped.
  package func next() throws(Problem) -> Record? {
    switch try nextRaw() {
    case nil: return nil
    case .record(let record): return record
    case .plain(let line, let bytes): return Self.record(plain: bytes, line: line)
    }
  }

  /// A record as ``nextRaw()`` returns it.
  package enum Raw {
    /// A record without quotes or carriage returns: its first line and bytes (no line ending),
    /// which are its fields joined by commas.
    case plain(line: Int, bytes: [UInt8])
    /// Any other record, parsed.
    case record(Record)
  }

  /// The next record with the checks of ``next()``, a plain one left as bytes so that a reader
  /// that only needs bytes (`merge`) does not build a string per field; nil at the end.
  package func nextRaw() throws(Problem) -> Raw? {
    var record: [UInt8] = []
    var quotes = 0
    var start = line
    while true {
      guard let physical = try nextLine() else {
        if record.isEmpty { return nil }
        break
      }
      if record.isEmpty {
        start = line - 1
        if start == 1, physical.starts(with: [0xEF, 0xBB, 0xBF]) {
          record.append(contentsOf: physical.dropFirst(3))
        } else {
          record.append(contentsOf: physical)
        }
      } else {
        record.append(contentsOf: physical)
      }
      guard record.count <= recordLimit else {
        throw Problem(
          line: start,
          message:
            "a record longer than \(InputPolicy.size(recordLimit)) (an unbalanced quote?)")
      }
      quotes += physical.lazy.filter { $0 == UInt8(ascii: "\"") }.count
      if quotes % 2 == 0 {
        if record.allSatisfy({ $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
          record.removeAll()
          continue
        }
        break
      }
    }
    try InputPolicy.check(record[...], line: start, atStart: start == 1)
    if quotes == 0 {
      // The common case, a record without quotes: its fields are its comma-separated parts,
      // as CSVRecords would read them (a carriage return is allowed only before the \n).
      var end = record.count
      if end > 0, record[end - 1] == UInt8(ascii: "\n") { end -= 1 }
      if end > 0, record[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      if !record[..<end].contains(UInt8(ascii: "\r")) {
        record.removeSubrange(end...)
        return .plain(line: start, bytes: record)
      }
    }
    let text = String(decoding: record, as: UTF8.self)
    let parsed: [CSVRecords.Record]
    do throws(CSVSyntaxError) {
      parsed = try CSVRecords(parsing: text).records
    } catch {
      throw Problem(line: start + error.line - 1, message: error.reason)
    }
    guard let first = parsed.first else { return try nextRaw() }
    return .record(Record(line: start, fields: first.fields, plainText: nil))
  }

  /// The record of a plain record's bytes (``Raw/plain(line:bytes:)``): split at its commas, as
  /// bytes (a comma is ASCII, so it never falls inside a multi-byte character).
  package static func record(plain bytes: [UInt8], line: Int) -> Record {
    let fields = bytes.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
      .map { String(decoding: $0, as: UTF8.self) }
    return Record(
      line: line, fields: fields, plainText: Substring(String(decoding: bytes, as: UTF8.self)))
  }

  /// The next physical line with its `\n` (none on a last line without one); nil at the end.
  private func nextLine() throws(Problem) -> ArraySlice<UInt8>? {
    while true {
      if let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) {
        let lineBytes = bytes[position...end]
        position = end + 1
        line += 1
        return lineBytes
      }
      if finished {
        guard position < bytes.count else { return nil }
        let rest = bytes[position...]
        position = bytes.count
        line += 1
        return rest
      }
      try refill()
    }
  }

  /// Drops the bytes already consumed and reads the next block of the file.
  private func refill() throws(Problem) {
    bytes.removeFirst(position)
    position = 0
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = block.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw Problem(line: nil, message: String(cString: strerror(errno)), isUnreadable: true)
      }
      bytesRead += max(0, n)
      guard bytesRead <= byteLimit else {
        throw Problem(
          line: nil,
          message: "larger than the limit of \(InputPolicy.size(byteLimit)) for one streamed file")
      }
      if n == 0 {
        finished = true
      } else {
        bytes.append(contentsOf: block[0..<n])
      }
      return
    }
  }
}
