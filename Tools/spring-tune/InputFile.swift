import AnimationMath
import Foundation
import SweepFiles
import SwipeTuning
import TextFormats

/// Reading an input file through SweepFiles' ``InputPolicy`` (the one input policy: sources,
/// size limits, encodings, NUL bytes), with the tool's exit codes: a file that cannot be read —
/// missing, a directory, a device such as `/dev/zero` — is an I/O error (74) saying why; content
/// the policy refuses (over a size limit, UTF-16, Latin-1, a NUL byte) is bad data (65) naming
/// the file and, where there is one, the line.
enum InputFile {
  /// The text of the file at `path` (its exact bytes: see ``AtomicFile/pathBytes(_:)``).
  static func text(_ path: String, policy: InputPolicy = .standard) throws(CLIError) -> String {
    do { return try policy.text(path) } catch { throw failure(error, path: path) }
  }

  /// A refusal of the policy as the tool's error for `path`.
  static func failure(_ problem: InputPolicy.Problem, path: String) -> CLIError {
    let shown = AtomicFile.displayPath(path)
    if problem.isUnreadable { return .io("Cannot read '\(shown)': \(problem.message).") }
    return .badFile(InputFileError(file: path, line: problem.line, message: problem.message))
  }

  /// Calls `body` with each CSV record of the file at `path`, in order, read in blocks by
  /// SweepFiles' ``CSVRecordStream`` (the one streaming reader), so a file of any size is read in
  /// memory bounded by its longest record; the same exit codes as ``text(_:policy:)``.
  ///
  /// - Throws: ``CLIError``: I/O (74) for a file that cannot be read, bad data (65) naming the
  ///   line for content the policy refuses, malformed CSV or whatever `body` throws.
  static func forEachRecord(
    _ path: String, _ body: (CSVRecords.Record) throws(SweepTableError) -> Void
  ) throws(CLIError) {
    let records: CSVRecordStream
    do { records = try CSVRecordStream(path: path) } catch { throw failure(error, path: path) }
    while true {
      let next: CSVRecordStream.Record?
      do { next = try records.next() } catch { throw failure(error, path: path) }
      guard let next else { return }
      do { try body(CSVRecords.Record(line: next.line, fields: next.fields)) } catch {
        throw .badFile(InputFileError(file: path, error))
      }
    }
  }

  /// The timeline files of `--handoff 'timeline FILE'`, as inputs for the same-file rule.
  static func timelineInputs(_ arguments: ParsedArguments) -> [(name: String, path: String)] {
    guard let text = arguments.value("--handoff") else { return [] }
    return HandoffStyle.splitList(text).compactMap(HandoffStyle.timelinePath)
      .filter { !$0.isEmpty }.map { ("--handoff", $0) }
  }
}
