import Foundation
import SwipeTuning

/// The one writer of a directory of numbered trace files — `stem-0001.csv`, `stem-0002.csv`, … —
/// shared by `spring-tune import` (one file per imported touch) and `population --out-dir`
/// (``SwipeTraceFiles/writePopulation(_:count:directory:inputs:)``, 1 000 swipes a file).
///
/// It creates the directory when missing, refuses a path that is not a directory, lets the
/// caller refuse what the directory already holds (a stale file a later sweep would read beside
/// the new ones), refuses any name that is one of the inputs, and writes the files through
/// ``AtomicFile/Batch``es of ``filesPerBatch``, so each file is complete or absent.
public enum TraceDirectory {
  /// Files one ``AtomicFile/Batch`` holds open.
  public static let filesPerBatch = 64

  /// `count` names `stem-K.csv`, K from 1, zero-padded to the digits of `count` (at least 4),
  /// so that sorting by name gives the order.
  public static func numberedNames(stem: String, count: Int) -> [String] {
    let digits = Swift.max(4, String(count).count)
    return (0..<Swift.max(count, 0)).map {
      let k = String($0 + 1)
      return stem + "-" + String(repeating: "0", count: digits - k.count) + k + ".csv"
    }
  }

  /// Writes `names.count` files into `directory`, file `i` holding `text(i)`.
  ///
  /// - Parameters:
  ///   - names: the files' names, in order.
  ///   - directory: where they go.
  ///   - createParents: whether a missing directory's missing parents are created too.
  ///   - inputs: files that must not be overwritten (a name that resolves to one is refused
  ///     before the first file is written).
  ///   - refusing: given the names already in the directory (sorted), why writing there is
  ///     refused, or nil to go ahead.
  ///   - text: the text of file `i`.
  /// - Returns: the paths written.
  /// - Throws: ``AtomicFile/Failure``: `cannotCreate` for a path that is not a directory, a
  ///   directory that cannot be made or a refusal (its description is the refusal's text),
  ///   `isInput`, `io`.
  @discardableResult
  public static func write(
    _ names: [String], into directory: String, createParents: Bool, inputs: [String] = [],
    refusing: ([String]) -> String? = { _ in nil }, text: (Int) -> String
  ) throws(AtomicFile.Failure) -> [String] {
    let shown = AtomicFile.displayPath(directory)
    func fail(_ description: String) -> AtomicFile.Failure {
      AtomicFile.Failure(.cannotCreate, description: description)
    }
    if let (_, isDirectory) = AtomicFile.existingIdentity(directory) {
      guard isDirectory else {
        throw fail("Cannot write '\(shown)': it exists and is not a directory.")
      }
    } else {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: createParents)
      } catch {
        throw fail(
          "Cannot write '\(shown)': the directory cannot be created"
            + (createParents ? "." : " (does its parent exist?)."))
      }
    }
    let existing = (AtomicFile.entryNames(ofDirectory: directory) ?? []).sorted()
    if let refusal = refusing(existing) { throw fail(refusal) }
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    var resolved: [AtomicFile.Destination] = []
    for name in names { resolved.append(try AtomicFile.resolve(base + name)) }
    try AtomicFile.refuseInputs(resolved, inputs: inputs)
    var written: [String] = []
    var first = 0
    while first < names.count {
      let chunk = first..<Swift.min(first + filesPerBatch, names.count)
      let paths = chunk.map { base + names[$0] }
      let batch = try AtomicFile.Batch(paths)
      for (slot, file) in chunk.enumerated() { try batch.append(text(file), to: slot) }
      try batch.commit()
      written += paths
      first = chunk.upperBound
    }
    return written
  }

  /// Writes one trace file per swipe of an import of `input` into `directory` (created with its
  /// parents): named after the input without its extension and numbered (`pixel.log` →
  /// `pixel-0001.csv`, …), file `i` holding `texts[i]`. Numbered files of an earlier, longer
  /// import of the same input that this one would not replace are refused: a sweep over the
  /// directory would read them too.
  ///
  /// - Returns: the names written, in order.
  /// - Throws: ``AtomicFile/Failure`` as ``write(_:into:createParents:inputs:refusing:text:)``.
  @discardableResult
  public static func writeImport(_ texts: [String], of input: String, into directory: String)
    throws(AtomicFile.Failure) -> [String]
  {
    let base = input.split(separator: "/").last.map(String.init) ?? input
    let stem = base.firstIndex(of: ".").map { String(base[..<$0]) } ?? base
    let names = numberedNames(stem: stem, count: texts.count)
    let mine = Set(names)
    try write(
      names, into: directory, createParents: true, inputs: [input],
      refusing: { existing in
        let stale = existing.filter { name in
          name.hasPrefix(stem + "-") && name.hasSuffix(".csv") && !mine.contains(name)
            && name.dropFirst(stem.count + 1).dropLast(4).allSatisfy(\.isNumber)
        }
        guard let first = stale.first else { return nil }
        return "'\(AtomicFile.displayPath(directory))' holds \(stale.count) trace file(s) of an "
          + "earlier import of '\(base)' that this one would not replace (\(first), …); remove "
          + "them or choose another directory."
      },
      text: { texts[$0] })
    return names
  }
}
