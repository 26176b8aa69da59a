import Foundation
import SweepFiles
import SwipeTuning

/// Every file one command writes, through the one output path of the tool.
///
/// Created after the flags are checked and before any work, it applies the same-file rule and
/// makes every output (``AtomicFile/Batch``): no output may be the same file (device and inode,
/// after following links) as an input, as a file inside an input directory, or as another output
/// — standard output included when it is a regular file; `-` means standard output, and only one
/// output can be `-`. Each file is then filled with ``append(_:to:)`` and all are replaced
/// together by ``commit()``; dropping the value without committing leaves every file as it was.
///
/// Exit codes: a same-file conflict or two outputs on stdout are usage errors (64); a destination
/// that cannot be created (a missing or read-only directory, a read-only file, a directory, a
/// name too long) is 73; a failed write (full disk, device error) is 74.
final class OutputFiles {
  /// The options, in the order given.
  private let options: [String]
  /// Per option: its index in the batch, or nil for stdout.
  private var slots: [String: Int?] = [:]
  private let batch: AtomicFile.Batch
  private let io: CommandIO
  /// Text for stdout, written after the files are committed.
  private var standardOutput = ""

  /// Checks and creates the outputs.
  ///
  /// - Parameters:
  ///   - outputs: each output option (`--out`) and its path; a nil path is not written.
  ///   - inputs: each input option or argument name and its path (a file or a directory).
  ///   - io: where `-` goes.
  /// - Throws: a usage error for a same-file conflict or two outputs on stdout, else the
  ///   ``AtomicFile/Failure`` of the first output that cannot be created.
  init(
    _ outputs: [(option: String, path: String?)], inputs: [(name: String, path: String)],
    io: CommandIO
  ) throws(CLIError) {
    self.io = io
    let given = outputs.compactMap { o in o.path.map { (option: o.option, path: $0) } }
    let toStdout = given.filter { $0.path == "-" }
    if toStdout.count > 1 {
      throw .usage(
        "Options \(toStdout.map { "'\($0.option)'" }.joined(separator: " and ")) both write to "
          + "standard output ('-'); give one of them a file.")
    }
    let files = given.filter { $0.path != "-" }
    let batch: AtomicFile.Batch
    do { batch = try AtomicFile.Batch(files.map(\.path)) } catch { throw CLIError(error) }
    // Identities: the files, then stdout when it is one of the outputs and a regular file.
    // A device or pipe may take several outputs (`-o /dev/null --svg /dev/null`).
    var written = zip(files, batch.destinations).map {
      ($0.0.option, $0.0.path, $0.1.identity, $0.1.state == .special)
    }
    if !toStdout.isEmpty, io.mode == .stream, let id = Self.standardOutputIdentity() {
      written.append((toStdout[0].option, "-", id, false))
    }
    for (i, a) in written.enumerated() where !a.3 {
      for b in written[..<i] where a.2 == b.2 {
        // Stdout comes last; name the file it was redirected to.
        throw .usage(
          "Options '\(b.0)' and '\(a.0)' name the same file '\(Self.show(a.1 == "-" ? b.1 : a.1))'; "
            + "one would overwrite the other.")
      }
    }
    for (option, path, outputID, special) in written where !special {
      guard let input = AtomicFile.sameFileAsInput(outputID, inputs: inputs.map(\.path)) else {
        continue
      }
      let what =
        input.isDirectory
        ? "a file in the input directory '\(Self.show(input.path))'"
        : "the input file '\(Self.show(input.path))'"
      guard path != "-" else {
        throw .usage(
          "Standard output is \(what) (redirected onto it); writing there would destroy it.")
      }
      throw .invalid(option, Self.show(path), "it is \(what); writing there would destroy it")
    }
    self.batch = batch
    options = given.map(\.option)
    for (option, path) in given {
      slots[option] = path == "-" ? .some(nil) : files.firstIndex { $0.option == option }
    }
  }

  /// Applies the same-file rule to standard output alone, for the commands that print only
  /// there: `velocity trace.csv >> trace.csv` is refused (64) before anything is read.
  ///
  /// - Throws: a usage error when stdout is a regular file that is one of `inputs`.
  static func checkStandardOutput(inputs: [(name: String, path: String)], io: CommandIO)
    throws(CLIError)
  {
    _ = try OutputFiles([("stdout", "-")], inputs: inputs, io: io)
  }

  /// Whether `option` was given a destination (a file or `-`).
  func has(_ option: String) -> Bool { slots[option] != nil }

  /// The path `option` writes to, for messages (`stdout` for `-`).
  func destination(_ option: String) -> String? {
    guard let slot = slots[option] else { return nil }
    guard let index = slot else { return "stdout" }
    return AtomicFile.displayPath(batch.destinations[index].path)
  }

  /// Appends `text` to the output of `option` (ignored when `option` has no output).
  func append(_ text: String, to option: String) throws(CLIError) {
    guard let slot = slots[option] else { return }
    guard let index = slot else {
      standardOutput += text
      return
    }
    do { try batch.append(text, to: index) } catch { throw CLIError(error) }
  }

  /// Replaces every file at once, then writes the standard-output part.
  func commit() throws(CLIError) {
    do { try batch.commit() } catch { throw CLIError(error) }
    if !standardOutput.isEmpty { io.out(standardOutput) }
    standardOutput = ""
  }

  /// Writes `contents` (by option) and commits: the whole life of a command's outputs in one
  /// call, for commands that hold their outputs as text.
  func write(_ contents: [String: String]) throws(CLIError) {
    for option in options {
      if let text = contents[option] { try append(text, to: option) }
    }
    try commit()
  }

  /// `path` for a message.
  static func show(_ path: String) -> String { AtomicFile.displayPath(path) }

  /// The identity of standard output when it is a regular file (`> file`), else nil.
  static func standardOutputIdentity() -> AtomicFile.Identity? {
    var info = stat()
    guard fstat(1, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return AtomicFile.Identity(info)
  }
}

extension CLIError {
  /// An output failure with its exit code: 73 when the file cannot be created, 74 when writing
  /// it failed, 64 when it is one of the run's inputs.
  init(_ failure: AtomicFile.Failure) {
    switch failure.kind {
    case .cannotCreate: self = .cannotCreate(failure.description)
    case .io: self = .io(failure.description)
    case .isInput: self = .usage(failure.description)
    }
  }
}
