import AnimationMath
import Foundation
import SwipeTuning

extension SwipeTraceFiles {
  /// Swipes per file ``writePopulation(_:count:directory:)`` writes.
  public static let swipesPerFile = 1000
  /// The names of the files holding `count` swipes: `swipes-K.csv`, K from 1, zero-padded to
  /// the digits of the file count (at least 4), so that sorting by name (as
  /// ``load(path:)`` does) gives index order.
  public static func populationFileNames(count: Int) -> [String] {
    TraceDirectory.numberedNames(
      stem: "swipes", count: Swift.max(1, (count + swipesPerFile - 1) / swipesPerFile))
  }

  /// Writes the first `count` swipes of `generator` into `directory` as trace files
  /// (``text(_:)``: `swipe` is the swipe's index, with its `intent` and `class`),
  /// ``swipesPerFile`` to a file named by ``populationFileNames(count:)``, so that
  /// `sweep --traces directory` reads back exactly the records of the synthetic sweep.
  ///
  /// The directory is created when missing (not its parents). It may hold other files, but no
  /// other `.csv` file: `sweep --traces` would read it too. Files are written by
  /// ``TraceDirectory``: each file is complete or absent.
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
    let names = populationFileNames(count: count)
    let shown = AtomicFile.displayPath(directory)
    return try TraceDirectory.write(
      names, into: directory, createParents: false, inputs: inputs,
      refusing: { existing in
        // Any other CSV file would be read by a sweep over the directory.
        existing.first { $0.lowercased().hasSuffix(".csv") && !names.contains($0) }.map {
          "Cannot write '\(shown)': it holds '\($0)', which a sweep over the directory would "
            + "read with the population; use an empty directory."
        }
      },
      text: { file in
        let lower = file * swipesPerFile
        let upper = Swift.min(lower + swipesPerFile, count)
        return self.text(
          (lower..<upper).lazy.map { (id: String($0), swipe: generator.swipe(at: $0)) })
      })
  }
}
