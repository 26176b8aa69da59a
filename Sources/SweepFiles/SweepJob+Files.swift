import AnimationMath
import SwipeTuning
import TextFormats

extension SweepJob {
  /// Resolves names, loads or generates the population and builds the engine, reading recorded
  /// traces from the file system with `SwipeTraceFiles.load(path:)`: SwipeTuning's
  /// `prepare(_:threads:loadTraces:progress:)` with the file loader.
  ///
  /// - Parameters:
  ///   - request: what to sweep.
  ///   - threads: worker threads for the population (the records do not depend on it).
  ///   - progress: called with the fraction of the population built, from any thread.
  /// - Returns: the job: engine, settings and sweep id.
  /// - Throws: `SweepSetupError.input` naming the flag of an unknown policy or estimator;
  ///   `SweepSetupError.traces` for the first unusable trace file.
  public static func prepare(
    _ request: SweepRequest, threads: Int = 1, progress: (@Sendable (Double) -> Void)? = nil
  ) throws(SweepSetupError) -> SweepJob {
    try prepare(
      request, threads: threads,
      loadTraces: SwipeTraceFiles.load(path:), progress: progress)
  }
}

extension Sweep {
  /// Runs `request` end to end, reading recorded traces from the file system with
  /// `SwipeTraceFiles.load(path:)`: SwipeTuning's `run(_:threads:loadTraces:progress:)` with the
  /// file loader.
  ///
  /// - Throws: `SweepSetupError` for a request that cannot be set up.
  public static func run(
    _ request: SweepRequest, threads: Int = 1,
    progress: (@Sendable (Stage, Double) -> Void)? = nil
  ) throws(SweepSetupError) -> SweepAnswer {
    try run(
      request, threads: threads,
      loadTraces: { path throws(InputFileError) in try SwipeTraceFiles.load(path: path) },
      progress: progress)
  }
}

extension SweepBaseline {
  /// The baseline's row evaluated by the sweep's own model (SwipeTuning's
  /// `evaluate(in:recommended:loadTraces:)`), reading recorded traces from the file system.
  public func evaluate(in table: SweepTable, recommended: SweepTable.Row) -> SweepTable.Row? {
    evaluate(
      in: table, recommended: recommended,
      loadTraces: { path throws(InputFileError) in try SwipeTraceFiles.load(path: path) })
  }
}

extension Sweep {
  /// The plateau pass of `request` against `target` (SwipeTuning's
  /// `plateauShard(_:target:threads:loadTraces:progress:)`), reading recorded traces from the
  /// file system.
  ///
  /// - Throws: `SweepSetupError` for a request that cannot be set up or is not the report's.
  public static func plateauShard(
    _ request: SweepRequest, target: SweepPlateauTarget, threads: Int = 1,
    progress: (@Sendable (Stage, Double) -> Void)? = nil
  ) throws(SweepSetupError) -> String {
    try plateauShard(
      request, target: target, threads: threads,
      loadTraces: { path throws(InputFileError) in try SwipeTraceFiles.load(path: path) },
      progress: progress)
  }
}
