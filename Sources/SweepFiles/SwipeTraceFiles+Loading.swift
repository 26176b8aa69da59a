import AnimationMath
import Foundation
import SwipeTuning
import TextFormats

extension SwipeTraceFiles {
  /// Loads `path` through ``InputPolicy/standard``: ``load(path:policy:)``.
  public static func load(path: String) throws(InputFileError) -> [Swipe] {
    try load(path: path, policy: .standard)
  }

  /// Loads `path`: one CSV file, or a directory whose `*.csv` regular files (sorted by name, not
  /// recursive, hidden files left out; a pipe or device among them refused before it is opened,
  /// ``InputPolicy/files(inDirectory:suffix:)``) are each loaded. Swipes are returned in file
  /// order, then row order. Every file is read through `policy` (``InputPolicy``); a file name
  /// that is not UTF-8 is read under its exact bytes (carried as in
  /// ``AtomicFile/argumentText(_:)``, shown as `\xNN`).
  ///
  /// - Throws: ``InputFileError`` for an unreadable path, a directory without CSV files, or the
  ///   first malformed file.
  public static func load(path: String, policy: InputPolicy) throws(InputFileError) -> [Swipe] {
    guard let (_, isDirectory) = AtomicFile.existingIdentity(path) else {
      throw InputFileError(file: path, line: nil, message: "no such file or directory")
    }
    if !isDirectory { return try loadFile(path, policy: policy) }
    let csvs: [String]
    do { csvs = try InputPolicy.files(inDirectory: path, suffix: ".csv") } catch {
      throw InputFileError(file: error.path, line: nil, message: error.message)
    }
    guard !csvs.isEmpty else {
      throw InputFileError(file: path, line: nil, message: "the directory holds no .csv files")
    }
    var out: [Swipe] = []
    for full in csvs { out += try loadFile(full, policy: policy) }
    return out
  }

  private static func loadFile(_ path: String, policy: InputPolicy) throws(InputFileError)
    -> [Swipe]
  {
    let text: String
    do { text = try policy.text(path) } catch {
      throw InputFileError(file: path, line: error.line, message: error.message)
    }
    return try parse(text, file: path)
  }
}
