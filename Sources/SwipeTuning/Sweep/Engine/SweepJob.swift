import AnimationMath
import TextFormats

/// A prepared sweep: the engine, plus what the report, the summary and the shard id need to know.
public struct SweepJob: Sendable {
  /// The engine (grid, records, feel model).
  public let engine: SweepEngine<HandoffFeel>
  /// The settings every report row records.
  public let settings: SweepSettings
  /// What, besides the grid and the records, determines the numbers (feel bounds, gate,
  /// geometry), for the fingerprint.
  let model: String
  /// The part of the population the engine holds, and the whole population it is part of
  /// (nil when the engine holds the whole population).
  public let populationShard: SweepPopulationShard?
  /// How many recorded swipes end with a `cancelled` row (``Swipe/isCancelled``): counted in
  /// `swipes` as cancels with no hand-off, never decided by a policy; 0 for a synthetic
  /// population.
  public var cancelledSwipes = 0
  /// With a ``SweepRequest/breakdown``, the group of each swipe (``SweepBreakdown``'s
  /// `key=value`), in population order; empty otherwise.
  public var swipeGroups: [String] = []

  /// The rows `rows` of the sweep run on each group of ``swipeGroups`` alone (same grid, feel
  /// model and settings), groups sorted by name: the breakdown rows of `sweep --by`.
  /// `progress` receives the fraction of groups done.
  public func breakdown(
    rows: Range<Int>, threads: Int, progress: (@Sendable (Double) -> Void)? = nil
  ) -> [(name: String, results: SweepResults)] {
    var members: [String: [Int]] = [:]
    for (i, g) in swipeGroups.enumerated() { members[g, default: []].append(i) }
    let names = members.keys.sorted()
    var out: [(name: String, results: SweepResults)] = []
    for (k, name) in names.enumerated() {
      let indices = members[name] ?? []
      let releases = engine.releases.map { records in indices.map { records[$0] } }
      let part = SweepEngine(grid: engine.grid, releases: releases, evaluator: engine.evaluator)
      let statistics = part.run(rows: rows, threads: threads)
      out.append(
        (
          name,
          SweepResults(grid: engine.grid, rows: rows, statistics: statistics, settings: settings)
        ))
      progress?(Double(k + 1) / Double(names.count))
    }
    return out
  }

  /// The fingerprint of the whole sweep: the `sweep_id` column of its report and shard files.
  /// For a synthetic population it hashes the population's description (seed and size; the
  /// generator is the tool version's) instead of its records, so a single run and every
  /// population shard of it (`--population-shard`) carry one id and their merge has the single
  /// run's bytes; recorded traces are hashed record by record.
  public var sweepID: String { settings.sweepID }

  /// The grid of `request`: policy and estimator names resolved, axes checked. Cheap; lets a
  /// caller validate everything about the grid before the population is built.
  ///
  /// - Throws: ``SweepSetupError/input(_:)`` naming the flag of an unknown policy or estimator,
  ///   or a grid larger than ``SweepGrid/maximumRows``.
  public static func grid(_ request: SweepRequest) throws(SweepSetupError) -> SweepGrid {
    let width = request.geometry.width
    var policies: [CompletionPolicy] = []
    var strategies: [VelocityStrategy] = []
    do throws(InputError) {
      for name in request.policies {
        do { policies.append(try CompletionPreset(parsing: name).policy(width: width)) } catch {
          throw error.renamingField(SweepField.policies.rawValue)
        }
      }
      for name in request.estimators {
        do { strategies.append(try VelocityStrategy(parsing: name)) } catch {
          throw error.renamingField(SweepField.estimators.rawValue)
        }
      }
    } catch { throw .input(error) }
    do {
      return try SweepGrid(
        policies: policies, estimators: strategies.map(\.name),
        dampingRatios: request.dampingRatios, responses: request.responses,
        progressThresholds: request.progressThresholds,
        velocityThresholds: request.velocityThresholds, projectionRates: request.projectionRates,
        handoffs: request.handoffs)
    } catch { throw .input(error) }
  }

  /// Resolves names, loads or generates the population and builds the engine.
  ///
  /// SwipeTuning does not touch the file system: recorded traces are read by `loadTraces`.
  /// The `SweepFiles` target's `SweepJob.prepare(_:threads:progress:)` passes
  /// `SwipeTraceFiles.load(path:)`; a caller with traces in memory can pass a closure around
  /// ``SwipeTraceFiles/parse(_:file:)``.
  ///
  /// - Parameters:
  ///   - request: what to sweep.
  ///   - threads: worker threads for the population (the records do not depend on it).
  ///   - loadTraces: reads the swipes of a ``SweepRequest/Population/traces(path:)`` population
  ///     (not called for a synthetic one).
  ///   - progress: called with the fraction of the population built, from any thread.
  /// - Returns: the job: engine, settings and sweep id.
  /// - Throws: ``SweepSetupError/input(_:)`` naming the flag of an unknown policy or estimator;
  ///   ``SweepSetupError/traces(_:)`` for the first unusable trace file.
  public static func prepare(
    _ request: SweepRequest, threads: Int = 1,
    loadTraces: (String) throws(InputFileError) -> [Swipe],
    progress: (@Sendable (Double) -> Void)? = nil
  ) throws(SweepSetupError) -> SweepJob {
    let grid = try Self.grid(request)
    let strategies = grid.estimators.compactMap { VelocityStrategy(rawValue: $0) }
    let records: [[ReleaseRecord]]
    var part: SweepPopulationShard?
    var populationDescription: String?
    var cancelled = 0
    var groups: [String] = []
    if let key = request.breakdown {
      let synthetic = if case .synthetic = request.population { true } else { false }
      guard key.applies(synthetic: synthetic) else {
        throw .input(
          InputError(
            field: SweepField.breakdown.rawValue, value: key.rawValue,
            reason: synthetic
              ? "the synthetic population has no \(key.rawValue); use intent or class"
              : "recorded swipes have no generator class; use intent, file, label, task or device"
          ))
      }
      if request.populationShard != nil {
        throw .input(
          InputError(
            field: SweepField.breakdown.rawValue, value: key.rawValue,
            reason: "a breakdown needs the whole population, not a population shard"))
      }
    }
    switch request.population {
    case .synthetic(let count, let seed):
      var configuration = request.populationConfiguration
      configuration.geometry = request.geometry
      if let problem = configuration.validationError {
        throw .input(
          problem.renamingField(SweepField.populationConfiguration.rawValue + ": " + problem.field))
      }
      // Edge-true starts: the swipes meant for an edge gesture start in the gate's edge zone.
      configuration.edgeZone = request.gate.edge
      let generator = SwipeGenerator(configuration: configuration, seed: seed)
      let indices = request.populationShard?.rows(of: count) ?? 0..<count
      part = request.populationShard.map {
        SweepPopulationShard(shard: $0, swipes: count, seed: seed)
      }
      // Not the part K/N: every part and the single run share the id (the file's
      // population_shard columns say which part it is).
      // A population file changes the swipes: its settings join the id (the defaults keep the
      // id a default sweep always had).
      populationDescription = "synthetic seed=\(seed) swipes=\(count)"
      var standard = SwipeGenerator.Configuration(geometry: request.geometry)
      standard.edgeZone = configuration.edgeZone
      if configuration != standard {
        populationDescription? += " configuration=" + configuration.jsonText
      }
      records = SweepPopulation.synthetic(
        generator, indices: indices, estimators: strategies, gate: request.gate,
        threads: threads, progress: progress)
      if let key = request.breakdown {
        var samples: [TouchSample] = []
        groups = indices.map { key.group(kind: generator.generate(index: $0, into: &samples)) }
      }
    case .traces(let path):
      if let shard = request.populationShard {
        throw .input(
          InputError(
            field: SweepField.populationShard.rawValue, value: "\(shard.index)/\(shard.count)",
            reason: "population shards split the synthetic population, not recorded traces"
          ))
      }
      let swipes: [Swipe]
      do { swipes = try loadTraces(path) } catch { throw .traces(error) }
      cancelled = swipes.count(where: \.isCancelled)
      if let key = request.breakdown { groups = swipes.map { key.group(of: $0) } }
      records = SweepPopulation.recorded(
        swipes, geometry: request.geometry, estimators: strategies, gate: request.gate,
        threads: threads, progress: progress)
    }
    let g = request.geometry
    let feel = HandoffFeel(bounds: request.bounds)
    let engine = SweepEngine(grid: grid, releases: records, evaluator: feel)
    let gate = request.gate
    let model =
      feel.description + " gate=\(gate.maximumAngle)/\(gate.slop)\(gate.optionsFingerprint) "
      + "geometry=\(g.width)/\(g.axis.rawValue)/\(g.direction.rawValue)"
    var settings = request.settings
    settings.sweepID = engine.fingerprint(model: model, population: populationDescription)
    var job = SweepJob(engine: engine, settings: settings, model: model, populationShard: part)
    job.cancelledSwipes = cancelled
    job.swipeGroups = groups
    return job
  }
}
