import AnimationMath
import Foundation
import Testing
import TextFormats

@testable import SweepFiles
@testable import SwipeTuning

@Suite("CSVRecordStream")
struct CSVRecordStreamTests {
  /// Lines and fields of every record.
  func all(_ stream: CSVRecordStream) throws -> [[String]] {
    var out: [[String]] = []
    while let r = try stream.next() {
      out.append([String(r.line)] + r.fields)
      if let plain = r.plainText { #expect(plain == r.fields.joined(separator: ",")) }
    }
    return out
  }

  func parsed(_ text: String) throws -> [[String]] {
    try CSVRecords(parsing: text).records.map { [String($0.line)] + $0.fields }
  }

  @Test func readsWhatCSVRecordsReadsWithTheSameLines() throws {
    let texts = [
      "", "\n", "a,b\n", "a,b", "\u{FEFF}a,b\r\n1,2\r\n", "a\n\n\nb\n",
      "x,\"two\nlines\",y\nz,\"\"\"q\"\"\",w\n", "a,\"\",b\n,\n",
    ]
    for text in texts {
      let expected = try parsed(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
      #expect(try all(CSVRecordStream(text: text)) == expected, "\(text.debugDescription)")
    }
  }

  @Test func recordsSpanningReadBlocksFromAFile() throws {
    // Quoted line breaks and rows that straddle the 64 KiB read blocks.
    var text = "h1,h2\n"
    for i in 0..<5000 { text += "\(i),\"row \(i)\nsecond line, with a comma\"\n" }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stream-\(UUID().uuidString).csv"
    ).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let records = try all(CSVRecordStream(path: path))
    #expect(records == (try parsed(text)))
    #expect(records.last?.first == String(2 + 2 * 4999))
  }

  /// A file name that is not UTF-8 (`s\xFF.csv`, as SpringTuneMain passes it) is opened by its
  /// bytes, as ``AtomicFile`` writes it.
  @Test func opensANonUTF8NameByItsBytes() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stream-\(UUID().uuidString)"
    ).path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = dir + "/" + AtomicFile.argumentText([0x73, 0xFF, 0x2E, 0x63, 0x73, 0x76])
    try AtomicFile.write("a,b\n1,2\n", to: path)
    #expect(try all(CSVRecordStream(path: path)) == [["1", "a", "b"], ["2", "1", "2"]])
  }

  @Test func problemsNameTheLine() {
    func problem(_ text: String) -> String {
      do {
        _ = try all(CSVRecordStream(text: text))
        return "none"
      } catch let error as CSVRecordStream.Problem {
        return "\(error.line.map(String.init) ?? "-"): \(error.message)"
      } catch { return "\(error)" }
    }
    #expect(problem("a\nb\n\"open\n") == "3: unterminated quoted field")
    #expect(
      problem("a\nb\rc\n")
        == "2: carriage return without a line feed (use \\n or \\r\\n line endings)")
    #expect(
      problem("a\n\"" + String(repeating: "x\n", count: 600_000))
        == "2: a record longer than 1 MiB (an unbalanced quote?)")
    #expect(problem("ok\n" + String(decoding: [0x61, 0xFF, 0x0A], as: UTF8.self)) == "none")
    do {
      _ = try CSVRecordStream(path: "/nonexistent/x.csv")
      Issue.record("opened a missing file")
    } catch { #expect(error.line == nil && error.isUnreadable) }
  }
}
