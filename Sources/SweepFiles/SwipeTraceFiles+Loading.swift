import AnimationMath
import Foundation
import SwipeTuning

extension SwipeTraceFiles {
  /// Loads `path`: one CSV file, or a directory whose `*.csv` files (sorted by name, not
  /// recursive) are each loaded. Swipes are returned in file order, then row order.
  ///
  /// - Throws: ``InputFileError`` for an unreadable path, a directory without CSV files, or the
  ///   first malformed file.
  public static func load(path: String) throws(InputFileError) -> [Swipe] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputFileError(file: path, line: nil, message: "no such file or directory")
    }
    if !isDirectory.boolValue { return try loadFile(path) }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw InputFileError(file: path, line: nil, message: "cannot list the directory")
    }
    let csvs = names.filter { $0.lowercased().hasSuffix(".csv") }.sorted()
    guard !csvs.isEmpty else {
      throw InputFileError(file: path, line: nil, message: "the directory holds no .csv files")
    }
    var out: [Swipe] = []
    for name in csvs {
      let full = path.hasSuffix("/") ? path + name : path + "/" + name
      out += try loadFile(full)
    }
    return out
  }

  private static func loadFile(_ path: String) throws(InputFileError) -> [Swipe] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw InputFileError(file: path, line: nil, message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputFileError(file: path, line: nil, message: "the file is not UTF-8 text")
    }
    return try parse(text, file: path)
  }
}
