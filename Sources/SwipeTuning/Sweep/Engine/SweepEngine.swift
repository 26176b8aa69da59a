import AnimationMath

/// Evaluates a ``SweepGrid`` over a population of swipes: one ``SweepRowStatistics`` per row.
///
/// The fast path costs O(N·log K) per decision family (policy × velocity threshold × projection
/// rate) for the decision keys, O(N) hand-offs per (swipe, spring, outcome) and O(N + K·B) per
/// (family, spring) for all K progress thresholds at once — not O(N) per grid row:
///
/// 1. per estimator, the swipes are keyed and bucketed by the progress thresholds they complete at
///    (`ThresholdBuckets`) and reordered once by the first family's bucket;
/// 2. per spring, every engaged swipe is handed off to each outcome some swept threshold gives it
///    (at most twice: to completion and to cancel), into `HandoffColumns`;
/// 3. per (family, spring), counts are prefix sums over buckets and the percentiles come from
///    `ThresholdQuantiles`.
///
/// The engine is generic over its feel model, so the hand-off loop is compiled for the model's
/// own ``SweepFeelEvaluator/Kernel`` type. ``run(rows:threads:progress:)`` is pre-specialised for
/// ``HandoffFeel`` (the model the CLI uses), so callers in other modules get that compiled
/// loop too; any other model runs the same code through its protocol witnesses.
///
/// Every result is written to its own row slot and every reduction is an integer count or an exact
/// order statistic, so the output does not depend on `threads`. ``reference(rows:)`` computes the
/// same rows by deciding and handing off every (row, swipe) pair.
public struct SweepEngine<Feel: SweepFeelEvaluator>: Sendable {
  /// The grid.
  public let grid: SweepGrid
  /// Per estimator (aligned with ``SweepGrid/estimators``), the same swipes in the same order.
  public let releases: [[ReleaseRecord]]
  /// The hand-off feel model.
  public let evaluator: Feel
  /// When one estimator keeps its families' buckets (8 bytes per swipe each) for all springs:
  /// with at most `families` families, or when they take at most `bytes` in all; otherwise
  /// each spring rebuilds them, `families` at a time (``defaultBucketBudget``; tests lower it
  /// to run the rebuilding path on small grids).
  var bucketBudget = SweepEngine.defaultBucketBudget

  /// Creates an engine.
  ///
  /// - Precondition: one release list per estimator, all of the same length.
  public init(grid: SweepGrid, releases: [[ReleaseRecord]], evaluator: Feel) {
    precondition(releases.count == grid.estimators.count, "one release list per estimator")
    precondition(
      releases.allSatisfy { $0.count == releases[0].count }, "estimators must see the same swipes")
    self.grid = grid
    self.releases = releases
    self.evaluator = evaluator
  }

  /// The number of swipes in the population.
  public var swipeCount: Int { releases.first?.count ?? 0 }

  /// The statistics of `rows` (default: every row), in row order.
  ///
  /// - Parameters:
  ///   - rows: a sub-range of `0..<grid.rowCount` (a shard).
  ///   - threads: worker threads (≥ 1); the result is identical for every value.
  ///   - progress: called with the fraction done (0…1), from any thread.
  /// - Returns: one ``SweepRowStatistics`` per row of `rows`, in order.
  @_specialize(where Feel == HandoffFeel)
  public func run(
    rows: Range<Int>? = nil, threads: Int = 1, progress: (@Sendable (Double) -> Void)? = nil
  ) -> [SweepRowStatistics] {
    compute(rows: rows, samples: nil, threads: threads, progress: progress).statistics
  }

  /// The statistics of `rows` and, for each row, ``QuantileSample``s of its percentile metrics:
  /// the order statistics of ranks ``QuantileSample/ranks(of:samples:)`` over the engaged swipes,
  /// what a population shard records so that ``PopulationShardMerge`` can merge percentiles.
  ///
  /// - Parameters:
  ///   - rows: a sub-range of `0..<grid.rowCount` (a grid shard).
  ///   - samples: order statistics per metric and row (≥ 1); with `samples` ≥ the engaged
  ///     swipes every engaged value is recorded.
  ///   - threads: worker threads (≥ 1); the result is identical for every value.
  ///   - progress: called with the fraction done (0…1), from any thread.
  /// - Returns: one ``SweepRowStatistics`` and one ``QuantileSample`` per row of `rows`, in
  ///   order; the statistics equal ``run(rows:threads:progress:)``'s.
  @_specialize(where Feel == HandoffFeel)
  public func sampledRun(
    rows: Range<Int>? = nil, samples: Int, threads: Int = 1,
    progress: (@Sendable (Double) -> Void)? = nil
  ) -> (statistics: [SweepRowStatistics], samples: [QuantileSample]) {
    precondition(samples >= 1, "at least one sample")
    let result = compute(rows: rows, samples: samples, threads: threads, progress: progress)
    return (result.statistics, result.samples)
  }

  /// The joint outcome table of every row of `rows` with a partition of the swipes: for each
  /// row, `classes × 64` counts, cell `c * 64 + code` counting the swipes of class `c` whose
  /// outcome under the row's setting has `code` (``SweepOutcomes``). With the classes set to
  /// another setting's per-swipe outcome, this is the paired table of the two settings over the
  /// same swipes (``SweepPlateau``) — obtained by counting, not by deciding every pair.
  ///
  /// - Parameters:
  ///   - rows: a sub-range of `0..<grid.rowCount`.
  ///   - partition: each swipe's class (`< classes`), in population order.
  ///   - classes: the number of classes (1…64).
  ///   - threads: worker threads (≥ 1); the result is identical for every value.
  /// - Returns: one table per row of `rows`, in order.
  public func outcomeTables(
    rows: Range<Int>? = nil, partition: [UInt8], classes: Int, threads: Int = 1
  ) -> [[Int]] {
    outcomeCells(rows: rows, partition: partition, classes: classes, threads: threads).map {
      Self.table($0, classes: classes)
    }
  }

  /// The tables of ``outcomeTables(rows:partition:classes:threads:)`` as their nonzero cells:
  /// per row, (cell, count) pairs flattened, cells ascending. A table has `classes × 64` cells
  /// (32 KiB as integers for 64 classes), mostly zero: holding the cells instead keeps the
  /// memory of a grid with thousands of rows small.
  @_specialize(where Feel == HandoffFeel)
  public func outcomeCells(
    rows: Range<Int>? = nil, partition: [UInt8], classes: Int, threads: Int = 1
  ) -> [[Int]] {
    precondition(partition.count == swipeCount, "one class per swipe")
    precondition((1...64).contains(classes) && partition.allSatisfy { Int($0) < classes })
    let rows = rows ?? 0..<grid.rowCount
    let plan = SweepPlan(grid: grid, rows: rows)
    let output = SharedBuffer<[Int]>(repeating: [], count: rows.count)
    let meter = ProgressCounter(total: plan.work(swipes: swipeCount), report: nil)
    for estimator in grid.estimators.indices where !plan.families[estimator].isEmpty {
      runEstimator(
        estimator, plan: plan, rows: rows, output: .tables(output, (partition, classes)),
        sampling: nil, threads: threads, meter: meter)
    }
    return output.elements
  }

  /// Where ``runEstimator`` writes: row statistics, or joint outcome tables of a partition.
  private enum Output {
    case statistics(SharedBuffer<SweepRowStatistics>)
    case tables(SharedBuffer<[Int]>, (classes: [UInt8], count: Int))
  }

  private func compute(
    rows: Range<Int>?, samples: Int?, threads: Int, progress: (@Sendable (Double) -> Void)?
  ) -> (statistics: [SweepRowStatistics], samples: [QuantileSample]) {
    let rows = rows ?? 0..<grid.rowCount
    precondition(rows.lowerBound >= 0 && rows.upperBound <= grid.rowCount, "rows out of range")
    let plan = SweepPlan(grid: grid, rows: rows)
    let output = SharedBuffer<SweepRowStatistics>(repeating: .empty, count: rows.count)
    let sampleOutput = SharedBuffer<QuantileSample>(
      repeating: QuantileSample(), count: samples == nil ? 0 : rows.count)
    let meter = ProgressCounter(total: plan.work(swipes: swipeCount), report: progress)
    for estimator in grid.estimators.indices where !plan.families[estimator].isEmpty {
      runEstimator(
        estimator, plan: plan, rows: rows, output: .statistics(output),
        sampling: samples.map { ($0, sampleOutput) }, threads: threads, meter: meter)
    }
    return (output.elements, sampleOutput.elements)
  }

  /// The buckets one estimator keeps for all springs: up to 8 families (64 bytes per swipe,
  /// under half of what the rest of the run holds per swipe, ``SweepEstimate``), or any number
  /// that fits in 256 MiB. Beyond both, each spring rebuilds them from the keys 8 at a time, so
  /// peak memory stops growing with the number of velocity thresholds while smaller runs (the
  /// default grid's 21 families up to 1.6 million swipes) compute every key once.
  static var defaultBucketBudget: (families: Int, bytes: Int) { (8, 256 << 20) }

  private func runEstimator(
    _ estimator: Int, plan: SweepPlan, rows: Range<Int>, output target: Output,
    sampling: (count: Int, output: SharedBuffer<QuantileSample>)?, threads: Int,
    meter: ProgressCounter
  ) {
    let families = plan.families[estimator]
    // Reorder the population once by the first family's buckets, so that family's passes are
    // sequential and the others' are near-sequential.
    let first = families[0].family
    let base = releases[estimator]
    let baseKeys = keys(base, family: first, plan: plan, threads: threads)
    let firstBuckets = ThresholdBuckets(
      keys: baseKeys, sortedThresholds: plan.sortedThresholds(first), threads: threads)
    let order = firstBuckets.order
    let population = ParallelLoop.map(count: base.count, threads: threads) { position in
      base[order.map { Int($0[position]) } ?? position]
    }
    // The families' buckets (8 bytes per swipe each): kept when they fit the budget, else
    // rebuilt from the keys for every spring, a group at a time, so memory does not grow with
    // the number of families (velocity thresholds × projection rates × policies).
    let sortedFirst = firstBuckets.sorted
    func makeBuckets(_ f: Int) -> ThresholdBuckets {
      if f == 0 { return sortedFirst }
      let family = families[f].family
      return ThresholdBuckets(
        keys: keys(population, family: family, plan: plan, threads: threads),
        sortedThresholds: plan.sortedThresholds(family), threads: threads)
    }
    let keep =
      families.count <= bucketBudget.families
      || families.count * population.count * 8 <= bucketBudget.bytes
    var kept: [ThresholdBuckets] = []
    let wantsSplits: Bool
    if case .statistics = target { wantsSplits = true } else { wantsSplits = false }
    // The outcome split's ranks of each family (row statistics only).
    var splits = [OutcomeSplitRanks?](repeating: nil, count: families.count)
    var needs: [NeededOutcomes]
    if keep {
      // Outcomes some swept threshold gives: completion where a bucket is > 0, cancel where < K.
      needs = [NeededOutcomes](repeating: [], count: population.count)
      for f in families.indices {
        let b = makeBuckets(f)
        let k = Int32(b.thresholdCount)
        for s in needs.indices where !population[s].gatedOut {
          let c = b.buckets[s]
          if c > 0 { needs[s].insert(.completion) }
          if c < k { needs[s].insert(.cancel) }
        }
        kept.append(b)
      }
      if wantsSplits {
        for f in families.indices {
          splits[f] = OutcomeSplitRanks(buckets: kept[f], needs: needs, threads: threads)
        }
      }
    } else {
      // Every engaged swipe is handed off to both outcomes: about one hand-off more per swipe
      // and spring, far cheaper than a pass over every family's keys to learn which outcomes
      // some threshold gives. The multiset of each percentile is the engaged swipes either way.
      needs = population.map { $0.gatedOut ? [] : [.completion, .cancel] }
    }
    var columns = HandoffColumns(population: population, needs: needs, threads: threads)
    let springs = Set(families.flatMap(\.springs)).sorted()
    let parts = AggregationPart.all
    // The parts by decreasing cost, the order the tasks start in so that the threads finish
    // together: the percentiles (the overshoot's, with its outcome split, first), then the
    // counts; the jump's percentiles last (no pass at all for springs that keep the velocity).
    let costOrder: [AggregationPart] = [
      .percentiles(.overshoot), .percentiles(.arrival), .percentiles(.settle), .counts,
      .percentiles(.jump),
    ]
    let costRank = parts.map { costOrder.firstIndex(of: $0) ?? 0 }
    let partition: (classes: [UInt8], count: Int)? =
      switch target {
      case .statistics: nil
      case .tables(_, let p): (firstBuckets.sortingPermutation.map { p.classes[$0] }, p.count)
      }
    for springIndex in springs {
      let unit = grid.unit(springIndex)
      let spring = Spring(
        dampingRatio: grid.dampingRatios[unit.dampingRatio], response: grid.responses[unit.response]
      )
      let filling = columns.startSpring()
      let kernel = evaluator.kernel(for: grid.handoffs[unit.handoff], spring: spring)
      // Small chunks: swipes of different buckets need different hand-offs, so chunks differ
      // in cost, and the last one to finish leaves the other threads idle.
      ParallelLoop.forEachChunk(
        count: population.count, threads: threads, chunksPerThread: 16
      ) { range in
        filling.fill(range, population: population, kernel: kernel)
        // Two per swipe, as SweepPlan.work counts: an upper bound on the hand-offs filled.
        meter.add(2 * range.count)
      }
      let filled = filling.fitBins()
      let active = families.indices.filter { families[$0].springs.contains(springIndex) }
      // The joint tables of a partitioned run (counts only), or every part of the rows.
      let tables = SharedBuffer<[[Int]]>(
        repeating: [], count: partition == nil ? 0 : active.count)
      let partials = SharedBuffer<PartialAggregation>(
        repeating: .pending, count: partition == nil ? active.count * parts.count : 0)
      // The active families a group at a time: all at once when their buckets are kept.
      let groupSize = keep ? Swift.max(active.count, 1) : bucketBudget.families
      for groupStart in stride(from: 0, to: active.count, by: groupSize) {
        let group = groupStart..<Swift.min(groupStart + groupSize, active.count)
        var built: [ThresholdBuckets] = []
        for i in group {
          let f = active[i]
          let b = keep ? kept[f] : makeBuckets(f)
          if wantsSplits, splits[f] == nil {
            splits[f] = OutcomeSplitRanks(buckets: b, needs: needs, threads: threads)
          }
          built.append(b)
        }
        let buckets = built
        let groupSplits = group.map { splits[active[$0]] }
        if let partition {
          ParallelLoop.forEach(count: group.count, threads: threads) { i in
            tables[group.lowerBound + i] = filled.outcomeTables(buckets[i], partition: partition)
              .map(Self.cells)
          }
        } else {
          // One task per (active family of the group, part); task t is part t % parts.count of
          // family active[t / parts.count]. They start in `schedule` order: by cost, then
          // family.
          let tasks = (group.lowerBound * parts.count)..<(group.upperBound * parts.count)
          let schedule = tasks.sorted {
            (costRank[$0 % parts.count], $0) < (costRank[$1 % parts.count], $1)
          }
          ParallelLoop.forEach(count: schedule.count, threads: threads) { order in
            let task = schedule[order]
            let i = task / parts.count
            partials[task] = filled.aggregate(
              parts[task % parts.count], buckets: buckets[i - group.lowerBound],
              split: groupSplits[i - group.lowerBound],
              samples: sampling?.count)
            meter.add(population.count / 2)
          }
        }
      }
      columns = filled.finishSpring()
      let output: SharedBuffer<SweepRowStatistics>
      switch target {
      case .statistics(let o): output = o
      case .tables(let tableOutput, _):
        for (i, f) in active.enumerated() {
          place(
            tables[i], family: families[f].family, estimator: estimator,
            springIndex: springIndex, plan: plan, rows: rows, output: tableOutput)
        }
        continue
      }
      for (i, f) in active.enumerated() {
        let joined = (0..<parts.count).map { partials[i * parts.count + $0] }
        let statistics = PartialAggregation.rows(joining: joined)
        place(
          statistics, family: families[f].family, estimator: estimator, springIndex: springIndex,
          plan: plan, rows: rows, output: output)
        if let sampling {
          let samples = PartialAggregation.samples(joining: joined).map {
            QuantileSample(arrival: $0.arrival, settle: $0.settle, overshoot: $0.overshoot)
          }
          place(
            samples, family: families[f].family, estimator: estimator, springIndex: springIndex,
            plan: plan, rows: rows, output: sampling.output)
        }
      }
    }
  }

  /// The nonzero cells of `table` as flattened (cell, count) pairs, cells ascending.
  static func cells(_ table: [Int]) -> [Int] {
    var cells: [Int] = []
    for (i, k) in table.enumerated() where k != 0 { cells += [i, k] }
    return cells
  }

  /// The table of `classes × 64` cells whose nonzero cells are `cells`, (cell, count) pairs
  /// flattened as ``outcomeCells(rows:partition:classes:threads:)`` returns them.
  public static func table(_ cells: [Int], classes: Int) -> [Int] {
    var table = [Int](repeating: 0, count: classes * SweepOutcomes.cellCount)
    for j in stride(from: 0, to: cells.count, by: 2) { table[cells[j]] = cells[j + 1] }
    return table
  }

  /// The decision key of every record for `family`: the swipe completes at progress threshold θ
  /// iff `key > θ`. When the policy sweeps by keys, from its ``DecisionKeyProgram`` (or its
  /// ``DecisionSteps/completionCut`` if the rule does not compile: `q > θ` gives key q, `q ≥ θ`
  /// gives `q.nextUp`); otherwise the direct decision at the family's one threshold, as ±∞.
  /// Gated-out swipes never complete (`−∞`). Computed in parallel chunks.
  func keys(
    _ population: [ReleaseRecord], family: DecisionFamily, plan: SweepPlan, threads: Int
  ) -> [Double] {
    let out = SharedBuffer<Double>(repeating: 0, count: population.count)
    let key = keyFunction(family: family, plan: plan)
    ParallelLoop.forEachChunk(count: population.count, threads: threads, minimumChunk: 4096) {
      range in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: 64) { stack in
        population.withUnsafeBufferPointer { records in
          for i in range {
            out[i] = records[i].gatedOut ? -.infinity : key(records[i], stack.baseAddress)
          }
        }
      }
    }
    return out.elements
  }

  /// How to key one record of `family` (scratch stack of 64 doubles supplied by the caller).
  private func keyFunction(family: DecisionFamily, plan: SweepPlan)
    -> @Sendable (ReleaseRecord, UnsafeMutablePointer<Double>?) -> Double
  {
    let threshold = grid.progressThresholds[Swift.max(family.progress, 0)]
    let policy = grid.policies[family.policy].setting(
      PolicyParameters(
        progressThreshold: threshold,
        velocityThreshold: grid.velocityThresholds[family.velocity],
        projectionRate: grid.projectionRates[family.projection]))
    guard family.progress < 0 && plan.sortedByKey[family.policy] else {
      return { record, _ in policy.decide(record) ? .infinity : -.infinity }
    }
    if let program = DecisionKeyProgram(policy), program.depth <= 64 {
      return { record, stack in stack.map { program.key(record, stack: $0) } ?? -.infinity }
    }
    return { record, _ in
      guard let cut = policy.decisionSteps(record, sweeping: .progressThreshold).completionCut
      else { return -.infinity }
      if cut.value == -.infinity { return -.infinity }
      return cut.passedAtValue ? cut.value : cut.value.nextUp
    }
  }

  private func place<Row: Sendable>(
    _ statistics: [Row], family: DecisionFamily, estimator: Int, springIndex: Int,
    plan: SweepPlan, rows: Range<Int>, output: SharedBuffer<Row>
  ) {
    let uses = grid.uses[family.policy]
    let order = plan.thresholdOrder(family)
    let unit = grid.unit(springIndex)
    for (k, stats) in statistics.enumerated() {
      let point = SweepPoint(
        policy: family.policy, estimator: estimator, dampingRatio: unit.dampingRatio,
        response: unit.response, progressThreshold: uses.progress ? order[k] : nil,
        velocityThreshold: uses.velocity ? family.velocity : nil,
        projectionRate: uses.projection ? family.projection : nil, handoff: unit.handoff)
      let row = grid.row(of: point)
      if rows.contains(row) { output[row - rows.lowerBound] = stats }
    }
  }
}

extension SweepRowStatistics {
  /// All zeros (a placeholder before a row is computed).
  static let empty = SweepRowStatistics(
    swipes: 0, engaged: 0, labelled: 0, completed: 0, feelsComplete: 0, feelsCancelled: 0,
    intentAgreement: 0, falseComplete: 0, falseCancel: 0, reversed: 0, arrivalP50: nil,
    arrivalP95: nil, settleP50: nil, settleP95: nil, overshootP95: nil)
}
