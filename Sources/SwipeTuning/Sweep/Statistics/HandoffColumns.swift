import AnimationMath

/// The hand-offs of a population at one spring, the outcomes each swipe needs (completion,
/// cancel, both or none: ``NeededOutcomes``), as columns; and the per-family aggregation of those
/// columns over all progress thresholds.
///
/// Allocated once per estimator and reused for every spring. The columns go through three phases,
/// each a noncopyable value that the next one consumes, so the order is checked by the compiler:
///
/// ```swift
/// var columns = HandoffColumns(population: population, needs: needs)
/// let filling = columns.startSpring()          // HandoffColumns → Filling
/// filling.fill(range, population: population, kernel: kernel)   // parallel, disjoint ranges
/// let filled = filling.fitBins()              // Filling → Filled
/// filled.aggregate(.counts, buckets: buckets) // parallel, read only
/// columns = filled.finishSpring()             // Filled → HandoffColumns
/// ```
///
/// Only one phase value exists at a time, so nothing can fill while an aggregation reads, read
/// bins fitted to another spring, or aggregate before the bins are fitted.
struct HandoffColumns: ~Copyable, Sendable {
  /// The number of swipes.
  let count: Int
  /// The hand-offs to completion.
  fileprivate let completion: OutcomeColumns
  /// The hand-offs to cancel.
  fileprivate let cancel: OutcomeColumns
  /// Each swipe's fixed outcome bits (``SweepOutcomes``: hijack, intent), whatever is decided.
  fileprivate let swipeBits: [UInt8]
  /// The number of swipes that engaged (passed the angle gate).
  fileprivate let engaged: Int
  /// The outcomes each swipe is handed off to (none for gated-out swipes).
  fileprivate let needs: [NeededOutcomes]

  /// Columns for `population`, computing only the outcomes in `needs` — an outcome no swept
  /// threshold gives is never looked at. The columns are initialised on up to `threads`
  /// threads (the first touch of their memory is most of their set-up).
  ///
  /// - Precondition: `needs.count == population.count`.
  init(population: [ReleaseRecord], needs: [NeededOutcomes], threads: Int = 1) {
    precondition(needs.count == population.count, "one need per swipe")
    count = population.count
    self.needs = needs
    completion = OutcomeColumns(count: count, threads: threads)
    let cancel = OutcomeColumns(count: count, threads: threads)
    self.cancel = cancel
    let engaged = Locked(0)
    swipeBits = ParallelLoop.map(count: count, threads: threads) { s in
      let record = population[s]
      if record.gatedOut {
        cancel.flags[s] = []  // never moved: breaks nothing, feels cancelled
      }
      return UInt8(
        SweepOutcomes.code(
          completed: false, feelsDecided: false, reversed: false,
          hijacked: !record.gatedOut && record.isScroll, intent: record.intent))
    }
    ParallelLoop.forEachChunk(count: count, threads: threads, minimumChunk: 1 << 14) { range in
      let n = population.withUnsafeBufferPointer { p in range.count { !p[$0].gatedOut } }
      engaged.withLock { $0 += n }
    }
    self.engaged = engaged.withLock { $0 }
  }

  /// Starts a spring: the columns become writable by ``Filling/fill(_:population:kernel:)``.
  consuming func startSpring() -> Filling {
    Filling(columns: self)
  }
}

// MARK: - Phases

extension HandoffColumns {
  /// The fill phase of one spring: parallel tasks hand off disjoint ranges of swipes.
  struct Filling: ~Copyable, Sendable {
    fileprivate let columns: HandoffColumns
    /// Per metric, the smallest positive and the largest finite value filled at this spring
    /// (min and max do not depend on the order the threads report in).
    private let ranges = Locked(PerMetric(repeating: ValueRange.empty))

    fileprivate init(columns: consuming HandoffColumns) {
      self.columns = columns
    }

    /// Hands off the swipes of `range` with `kernel`, the outcomes each needs.
    ///
    /// Safe to call concurrently for disjoint ranges (each call writes only the slots of its own
    /// swipes).
    func fill<Kernel: SweepFeelKernel>(
      _ range: Range<Int>, population: [ReleaseRecord], kernel: Kernel
    ) {
      let (completion, cancel) = (columns.completion, columns.cancel)
      let bounds = kernel.bounds
      // Per metric, in scalars (arrays here cost about a tenth of a hand-off).
      var arrival = ValueRange.empty
      var settle = ValueRange.empty
      var overshoot = ValueRange.empty
      var jump = ValueRange.empty
      @inline(__always) func note(_ h: SweepHandoff) {
        arrival.include(h.metrics.arrivalTime)
        settle.include(h.metrics.settlingTime)
        overshoot.include(h.metrics.overshoot)
        jump.include(h.jump)
      }
      defer {
        let seen = PerMetric(arrival: arrival, settle: settle, overshoot: overshoot, jump: jump)
        ranges.withLock { $0.formUnion(seen) }
      }
      columns.needs.withUnsafeBufferPointer { needs in
        population.withUnsafeBufferPointer { population in
          completion.withWriter { completion in
            cancel.withWriter { cancel in
              for s in range {
                let need = needs[s]
                if need.contains(.completion) {
                  let h = kernel.handoff(population[s], completes: true)
                  completion.store(h, at: s, bounds: bounds)
                  note(h)
                }
                if need.contains(.cancel) {
                  let h = kernel.handoff(population[s], completes: false)
                  cancel.store(h, at: s, bounds: bounds)
                  note(h)
                }
              }
            }
          }
        }
      }
    }

    /// Ends the fill: fits each metric's ``ValueBins`` to the range of the values filled.
    consuming func fitBins() -> Filled {
      let ranges = ranges.withLock { $0 }
      return Filled(
        columns: columns,
        bins: ranges.map { ValueBins(lower: $0.lowestPositive, upper: $0.highestFinite) },
        ranges: ranges)
    }
  }

  /// The aggregation phase of one spring: the columns are complete and read only.
  struct Filled: ~Copyable, Sendable {
    fileprivate let columns: HandoffColumns
    /// Each metric's binning, fitted to its values at this spring.
    let bins: PerMetric<ValueBins>
    /// Each metric's range of values at this spring.
    let ranges: PerMetric<ValueRange>
    /// The outcomes each swipe is handed off to (what ``OutcomeSplitRanks`` counts by).
    var needs: [NeededOutcomes] { columns.needs }

    /// One part of a family's aggregation at every sorted threshold. Safe to call concurrently.
    ///
    /// With `samples` (≥ 1), each percentile part also computes the order statistics of
    /// ``QuantileSample/ranks(of:samples:)`` (for a population shard's sidecar). `split` is
    /// the family's ``OutcomeSplitRanks`` (the overshoot's part needs it).
    func aggregate(
      _ part: AggregationPart, buckets: ThresholdBuckets, split: OutcomeSplitRanks?,
      samples: Int? = nil
    ) -> PartialAggregation {
      switch part {
      case .counts:
        return .counts(counts(buckets))
      case .percentiles(let metric):
        let (values, completing, cancelling) = percentiles(
          metric, buckets: buckets, split: split, samples: samples)
        guard metric == .overshoot else { return .percentiles(metric, values) }
        return .overshoot(values, completing: completing, cancelling: cancelling)
      }
    }

    /// Ends the spring; the columns can be filled again.
    consuming func finishSpring() -> HandoffColumns {
      columns
    }

    /// The metric's percentiles at every sorted threshold; for the overshoot also its 95th
    /// percentile over the completing and over the cancelling swipes with its interval (as
    /// ``ThresholdQuantiles/computeWithOutcomes(completionValues:cancelValues:needs:binning:buckets:ranks:split:)``;
    /// all NaN when no swipe engaged; empty for the other metrics).
    private func percentiles(
      _ metric: HandoffMetric, buckets: ThresholdBuckets, split: OutcomeSplitRanks?,
      samples: Int?
    ) -> (ThresholdPercentiles, completing: [Double], cancelling: [Double]) {
      let engaged = columns.engaged
      let reported = metric.reportedPercentiles
      let k = buckets.thresholdCount
      guard engaged > 0 else {
        let none =
          metric == .overshoot
          ? [Double](repeating: .nan, count: k * OutcomeSplitRanks.perSide) : []
        return (
          ThresholdPercentiles(
            percentiles: reported, bounded: reported.map { _ in (false, false) }, values: [],
            sampleCount: 0), none, none
        )
      }
      let sampleRanks =
        metric.isSampled ? samples.map { QuantileSample.ranks(of: engaged, samples: $0) } ?? [] : []
      let (ranks, bounded) = ThresholdPercentiles.ranks(
        reported, of: engaged, sampleRanks: sampleRanks)
      // A velocity-preserving hand-off never jumps: every value is 0, no pass is needed.
      if metric == .jump && ranges.jump.lowestPositive == .infinity {
        let values = [Double](repeating: 0, count: k * ranks.count)
        return (
          ThresholdPercentiles(
            percentiles: reported, bounded: bounded, values: values,
            sampleCount: sampleRanks.count), [], []
        )
      }
      // A swipe takes part iff it needs some outcome (gated-out swipes need none).
      let (values, completing, cancelling) = columns.needs.withUnsafeBufferPointer { needs in
        columns.completion.values(of: metric).withUnsafeElements { completionValues in
          columns.cancel.values(of: metric).withUnsafeElements { cancelValues in
            if metric == .overshoot {
              guard let split else { preconditionFailure("the overshoot needs the split ranks") }
              return ThresholdQuantiles.computeWithOutcomes(
                completionValues: completionValues, cancelValues: cancelValues, needs: needs,
                binning: bins[metric], buckets: buckets, ranks: ranks, split: split)
            }
            let all = ThresholdQuantiles.compute(
              completionValues: completionValues, cancelValues: cancelValues, needs: needs,
              binning: bins[metric], buckets: buckets, ranks: ranks)
            return (all, [], [])
          }
        }
      }
      return (
        ThresholdPercentiles(
          percentiles: reported, bounded: bounded, values: values, sampleCount: sampleRanks.count),
        completing, cancelling
      )
    }

    private func counts(_ buckets: ThresholdBuckets) -> [SweepRowStatistics] {
      var rows = outcomeTables(buckets, partition: nil).map {
        SweepRowStatistics(outcomes: SweepOutcomes(cells: $0), engaged: columns.engaged)
      }
      let (units, squares, feel) = feelScoreUnits(buckets)
      for k in rows.indices {
        rows[k].feelScoreUnits = units[k]
        rows[k].feelScoreSquareUnits = squares[k]
        rows[k].feel = feel[k]
      }
      return rows
    }

    /// The sums of the engaged swipes' ``FeelScore/units(_:bounds:)`` and of their
    /// ``FeelScore/squareUnits(_:)`` at every sorted threshold: per bucket the completion and
    /// cancel sums, then, as the counts, cancel sums of buckets ≤ k plus completion sums of
    /// buckets > k (gated-out swipes are never filled: 0). Integer sums: exact and independent
    /// of the thread count. In the same pass, the feel-bound counts (``FeelCounts``): per bucket
    /// and outcome a histogram of the hand-offs' ``FeelBreaks``, summed as the counts.
    func feelScoreUnits(_ buckets: ThresholdBuckets)
      -> (units: [UInt64], squares: [UInt64], feel: [FeelCounts])
    {
      let k = buckets.thresholdCount
      // Per bucket: completion units, cancel units, completion squares, cancel squares.
      var sums = [UInt64](repeating: 0, count: 4 * (k + 1))
      // Per bucket and side (0 completion, 1 cancel): 256 cells, one per (outcome, set of
      // breaks) — completions in cells 0…127, cancels in 128…255, so the threshold pass keeps
      // them apart (`FeelCounts.init(cells:)`).
      let kinds = 2 * FeelCounts.breakSets
      var histogram = [Int32](repeating: 0, count: 2 * kinds * (k + 1))
      let (completionScore, cancelScore) = (columns.completion.score, columns.cancel.score)
      let (completionFlags, cancelFlags) = (columns.completion.flags, columns.cancel.flags)
      sums.withUnsafeMutableBufferPointer { sums in
        histogram.withUnsafeMutableBufferPointer { histogram in
          buckets.buckets.withUnsafeBufferPointer { bucketOf in
            columns.needs.withUnsafeBufferPointer { needs in
              for s in 0..<columns.count where !needs[s].isEmpty {
                let bucket = Int(bucketOf[s])
                let b = 4 * bucket
                let (c, x) = (completionScore[s], cancelScore[s])
                sums[b] += UInt64(c)
                sums[b + 1] += UInt64(x)
                sums[b + 2] += FeelScore.squareUnits(c)
                sums[b + 3] += FeelScore.squareUnits(x)
                let h = 2 * kinds * bucket
                histogram[h + completionFlags[s].breakSet] += 1
                histogram[h + kinds + FeelCounts.breakSets + cancelFlags[s].breakSet] += 1
              }
            }
          }
        }
      }
      let feel = HandoffColumns.perThreshold(histogram, width: kinds, thresholds: k).map(
        FeelCounts.init(cells:))
      var completing = (units: UInt64(0), squares: UInt64(0))
      for bucket in stride(from: 1, through: k, by: 1) {
        completing.units += sums[4 * bucket]
        completing.squares += sums[4 * bucket + 2]
      }
      var cancelling = (units: UInt64(0), squares: UInt64(0))
      var units: [UInt64] = []
      var squares: [UInt64] = []
      units.reserveCapacity(k)
      squares.reserveCapacity(k)
      for threshold in 0..<k {
        cancelling.units += sums[4 * threshold + 1]
        cancelling.squares += sums[4 * threshold + 3]
        if threshold > 0 {
          completing.units -= sums[4 * threshold]
          completing.squares -= sums[4 * threshold + 2]
        }
        units.append(completing.units + cancelling.units)
        squares.append(completing.squares + cancelling.squares)
      }
      return (units, squares, feel)
    }

    /// The outcome table at every sorted threshold: per threshold, `parts × 64` counts, cell
    /// `part * 64 + code` counting the swipes of partition class `part` whose outcome at that
    /// threshold has `code` (``SweepOutcomes``). Without a partition every swipe is in class 0.
    ///
    /// Per bucket, each swipe adds one to its completion cell and one to its cancel cell; at
    /// threshold k, buckets ≤ k cancel and buckets > k complete, so the table is a prefix sum of
    /// cancel cells plus a suffix sum of completion cells. Integer counts only: exact and
    /// independent of the thread count.
    func outcomeTables(_ buckets: ThresholdBuckets, partition: (classes: [UInt8], count: Int)?)
      -> [[Int]]
    {
      let k = buckets.thresholdCount
      let parts = partition?.count ?? 1
      let width = parts * SweepOutcomes.cellCount
      // table[(bucket * 2 + side) * width + part * 64 + code], side 0 completion, 1 cancel.
      var table = [Int32](repeating: 0, count: (k + 1) * 2 * width)
      let (completion, cancel) = (columns.completion.flags, columns.cancel.flags)
      let classes = partition?.classes ?? []
      table.withUnsafeMutableBufferPointer { table in
        buckets.buckets.withUnsafeBufferPointer { bucketOf in
          columns.swipeBits.withUnsafeBufferPointer { bits in
            classes.withUnsafeBufferPointer { classes in
              for s in 0..<columns.count {
                let base =
                  Int(bucketOf[s]) * 2 * width
                  + (classes.isEmpty ? 0 : Int(classes[s]) * SweepOutcomes.cellCount)
                let b = Int(bits[s])
                table[base + (b | 1 | completion[s].cellBits)] += 1
                table[base + width + (b | cancel[s].cellBits)] += 1
              }
            }
          }
        }
      }
      return HandoffColumns.perThreshold(table, width: width, thresholds: k)
    }
  }

  /// Per sorted threshold k (0..<`thresholds`), the cells of a per-bucket table laid out as
  /// `table[(bucket · 2 + side) · width + cell]` (side 0 the hand-offs to completion, 1 to
  /// cancel, buckets 0…thresholds): at threshold k buckets > k complete and buckets ≤ k cancel,
  /// so its cells are a suffix sum of completion cells plus a prefix sum of cancel cells. The
  /// one threshold pass of the outcome tables and of the feel-bound counts.
  static func perThreshold(_ table: [Int32], width: Int, thresholds k: Int) -> [[Int]] {
    // Completion cells of buckets > threshold: start with all buckets 1…k, drop as k rises.
    var completing = [Int](repeating: 0, count: width)
    for bucket in stride(from: 1, through: k, by: 1) {
      let base = bucket * 2 * width
      for c in 0..<width { completing[c] += Int(table[base + c]) }
    }
    var cancelling = [Int](repeating: 0, count: width)
    var result: [[Int]] = []
    result.reserveCapacity(k)
    for threshold in 0..<k {
      let base = threshold * 2 * width
      for c in 0..<width { cancelling[c] += Int(table[base + width + c]) }
      if threshold > 0 {
        for c in 0..<width { completing[c] -= Int(table[base + c]) }
      }
      result.append(zip(completing, cancelling).map { $0 + $1 })
    }
    return result
  }
}

// MARK: - Column types

/// The outcomes a swipe is handed off to: those some swept threshold gives it.
struct NeededOutcomes: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  /// Completion (some threshold completes the swipe).
  static let completion = NeededOutcomes(rawValue: 1)
  /// Cancel (some threshold cancels the swipe).
  static let cancel = NeededOutcomes(rawValue: 2)
}

/// How a hand-off reads, as stored in the columns: its ``FeelBreaks``.
struct HandoffFlags: OptionSet, Sendable {
  let rawValue: UInt8

  @inline(__always)
  init(rawValue: UInt8) { self.rawValue = rawValue }

  @inline(__always)
  init(_ h: SweepHandoff) { rawValue = h.breaks.rawValue }

  /// Its set of breaks as a cell index, 0..<``FeelCounts/breakSets``.
  @inline(__always)
  var breakSet: Int { Int(rawValue) & (FeelCounts.breakSets - 1) }

  /// The hand-off's bits of an outcome code (``SweepOutcomes``): F (bit 1) when it breaks
  /// nothing, R (bit 2) when it reverses.
  @inline(__always)
  var cellBits: Int {
    (rawValue == 0 ? 2 : 0) | Int(rawValue & FeelBreaks.reversal.rawValue) << 2
  }
}

/// The hand-offs of every swipe to one outcome: one column per metric, and the flags.
private struct OutcomeColumns: Sendable {
  let arrival: SharedBuffer<Double>
  let settle: SharedBuffer<Double>
  let overshoot: SharedBuffer<Double>
  let jump: SharedBuffer<Double>
  let flags: SharedBuffer<HandoffFlags>
  /// ``FeelScore/units(_:bounds:)`` (0 for gated-out swipes, which are never filled).
  let score: SharedBuffer<UInt32>

  init(count: Int, threads: Int) {
    arrival = SharedBuffer(repeating: 0, count: count, threads: threads)
    settle = SharedBuffer(repeating: 0, count: count, threads: threads)
    overshoot = SharedBuffer(repeating: 0, count: count, threads: threads)
    jump = SharedBuffer(repeating: 0, count: count, threads: threads)
    score = SharedBuffer(repeating: 0, count: count, threads: threads)
    flags = SharedBuffer(repeating: [], count: count, threads: threads)
  }

  /// Calls `body` with a writer whose element pointers are loaded once, so a hot loop stores
  /// without reloading them from the buffers; the writer must not escape `body`.
  func withWriter<Result>(_ body: (Writer) -> Result) -> Result {
    withExtendedLifetime(self) {
      body(
        Writer(
          arrival: arrival.unsafeElements, settle: settle.unsafeElements,
          overshoot: overshoot.unsafeElements, jump: jump.unsafeElements,
          flags: flags.unsafeElements, score: score.unsafeElements))
    }
  }

  /// Stores hand-offs into the columns (valid inside ``withWriter(_:)`` only).
  struct Writer {
    let arrival: UnsafeMutableBufferPointer<Double>
    let settle: UnsafeMutableBufferPointer<Double>
    let overshoot: UnsafeMutableBufferPointer<Double>
    let jump: UnsafeMutableBufferPointer<Double>
    let flags: UnsafeMutableBufferPointer<HandoffFlags>
    let score: UnsafeMutableBufferPointer<UInt32>

    /// Stores swipe `s`'s hand-off (a disjoint-index write: only the task owning `s` calls it).
    @inline(__always)
    func store(_ h: SweepHandoff, at s: Int, bounds: FeelBounds) {
      arrival[s] = h.metrics.arrivalTime
      settle[s] = h.metrics.settlingTime
      overshoot[s] = h.metrics.overshoot
      jump[s] = h.jump
      score[s] = FeelScore.units(h, bounds: bounds)
      flags[s] = HandoffFlags(h)
    }
  }

  func values(of metric: HandoffMetric) -> SharedBuffer<Double> {
    switch metric {
    case .arrival: arrival
    case .settle: settle
    case .overshoot: overshoot
    case .jump: jump
    }
  }
}
