import AnimationMath
import Foundation
import SwipeTuning

extension SwipeTraceFiles {
  /// Swipes per file ``writePopulation(_:count:directory:)`` writes.
  public static let swipesPerFile = 1000
  /// Files one ``AtomicFile/Batch`` of ``writePopulation(_:count:directory:)`` holds open.
  static let filesPerBatch = 64

  /// The names of the files holding `count` swipes: `swipes-K.csv`, K from 1, zero-padded to
  /// the digits of the file count (at least 4), so that sorting by name (as
  /// ``load(path:)`` does) gives index order.
  public static func populationFileNames(count: Int) -> [String] {
    let files = Swift.max(1, (count + swipesPerFile - 1) / swipesPerFile)
    let digits = Swift.max(4, String(files).count)
    return (1...files).map {
      let k = String($0)
      return "swipes-" + String(repeating: "0", count: digits - k.count) + k + ".csv"
    }
  }

  /// Writes the first `count` swipes of `generator` into `directory` as trace files
  /// (``text(_:)``: `swipe` is the swipe's index, with its `intent` and `class`),
  /// ``swipesPerFile`` to a file named by ``populationFileNames(count:)``, so that
  /// `sweep --traces directory` reads back exactly the records of the synthetic sweep.
  ///
  /// The directory is created when missing (not its parents). It may hold other files, but no
  /// other `.csv` file: `sweep --traces` would read it too. Files are written through
  /// ``AtomicFile/Batch``es of ``filesPerBatch``: each file is complete or absent.
  ///
  /// A file name that resolves to one of `inputs` (a symbolic or hard link to the population
  /// file, say) is refused before the first file is written.
  ///
  /// - Returns: the paths written.
  /// - Throws: ``AtomicFile/Failure`` (`cannotCreate` for a directory that cannot be made or
  ///   holds other CSV files, `isInput` for a name that is an input, `io` for a failed write).
  @discardableResult
  public static func writePopulation(
    _ generator: SwipeGenerator, count: Int, directory: String, inputs: [String] = []
  ) throws(AtomicFile.Failure) -> [String] {
    let shown = AtomicFile.displayPath(directory)
    func fail(_ reason: String) -> AtomicFile.Failure {
      AtomicFile.Failure(.cannotCreate, description: "Cannot write '\(shown)': \(reason).")
    }
    if let (_, isDirectory) = AtomicFile.existingIdentity(directory) {
      guard isDirectory else { throw fail("it exists and is not a directory") }
    } else {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: false)
      } catch {
        throw fail("the directory cannot be created (does its parent exist?)")
      }
    }
    let names = populationFileNames(count: count)
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    if let other = existing.sorted().first(where: {
      $0.lowercased().hasSuffix(".csv") && !names.contains($0)
    }) {
      throw fail(
        "it holds '\(other)', which a sweep over the directory would read with the population; "
          + "use an empty directory")
    }
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
      for (slot, file) in chunk.enumerated() {
        let lower = file * swipesPerFile
        let upper = Swift.min(lower + swipesPerFile, count)
        let text = self.text(
          (lower..<upper).lazy.map { (id: String($0), swipe: generator.swipe(at: $0)) })
        try batch.append(text, to: slot)
      }
      try batch.commit()
      written += paths
      first = chunk.upperBound
    }
    return written
  }
}
