import AnimationMath

/// The hand-offs of a population at one spring, the outcomes each swipe needs (completion,
/// cancel, both or none: ``NeededOutcomes``), as columns; and the per-family aggregation of those
/// columns over all progress thresholds.
///
/// Allocated once per estimator and reused for every spring. The columns go through three phases,
/// each a noncopyable value that the next one consumes, so the order is checked by the compiler:
///
/// ```swift
/// var columns = HandOffColumns(population: population, needs: needs)
/// let filling = columns.startSpring()          // HandOffColumns → Filling
/// filling.fill(range, population: population, kernel: kernel)   // parallel, disjoint ranges
/// let filled = filling.fitBins()              // Filling → Filled
/// filled.aggregate(.counts, buckets: buckets) // parallel, read only
/// columns = filled.finishSpring()             // Filled → HandOffColumns
/// ```
///
/// Only one phase value exists at a time, so nothing can fill while an aggregation reads, read
/// bins fitted to another spring, or aggregate before the bins are fitted.
struct HandOffColumns: ~Copyable, Sendable {
  /// The number of swipes.
  let count: Int
  /// The hand-offs to completion.
  fileprivate let completion: OutcomeColumns
  /// The hand-offs to cancel.
  fileprivate let cancel: OutcomeColumns
  /// Each swipe's intent, as far as it is known.
  fileprivate let intent: [LabelledIntent]
  /// The number of swipes that engaged (passed the angle gate).
  fileprivate let engaged: Int
  /// The outcomes each swipe is handed off to (none for gated-out swipes).
  fileprivate let needs: [NeededOutcomes]

  /// Columns for `population`, computing only the outcomes in `needs` — an outcome no swept
  /// threshold gives is never looked at.
  ///
  /// - Precondition: `needs.count == population.count`.
  init(population: [ReleaseRecord], needs: [NeededOutcomes]) {
    precondition(needs.count == population.count, "one need per swipe")
    count = population.count
    self.needs = needs
    completion = OutcomeColumns(count: count)
    cancel = OutcomeColumns(count: count)
    for s in 0..<count where population[s].gatedOut {
      cancel.flags[s] = .feelsDecided  // never moved: feels cancelled
    }
    intent = population.map { LabelledIntent($0.intent) }
    engaged = population.count { !$0.gatedOut }
  }

  /// Starts a spring: the columns become writable by ``Filling/fill(_:population:kernel:)``.
  consuming func startSpring() -> Filling {
    Filling(columns: self)
  }
}

// MARK: - Phases

extension HandOffColumns {
  /// The fill phase of one spring: parallel tasks hand off disjoint ranges of swipes.
  struct Filling: ~Copyable, Sendable {
    fileprivate let columns: HandOffColumns
    /// Per metric, the smallest positive and the largest finite value filled at this spring
    /// (min and max do not depend on the order the threads report in).
    private let ranges = Locked(PerMetric(repeating: ValueRange.empty))

    fileprivate init(columns: consuming HandOffColumns) {
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
      // Per metric, in scalars (arrays here cost about a tenth of a hand-off).
      var arrival = ValueRange.empty
      var settle = ValueRange.empty
      var overshoot = ValueRange.empty
      var jump = ValueRange.empty
      @inline(__always) func note(_ h: SweepHandOff) {
        arrival.include(h.arrivalTime)
        settle.include(h.settleTime)
        overshoot.include(h.overshoot)
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
                  let h = kernel.handOff(population[s], completes: true)
                  completion.store(h, at: s)
                  note(h)
                }
                if need.contains(.cancel) {
                  let h = kernel.handOff(population[s], completes: false)
                  cancel.store(h, at: s)
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
    fileprivate let columns: HandOffColumns
    /// Each metric's binning, fitted to its values at this spring.
    let bins: PerMetric<ValueBins>
    /// Each metric's range of values at this spring.
    let ranges: PerMetric<ValueRange>

    /// One part of a family's aggregation at every sorted threshold. Safe to call concurrently.
    ///
    /// With `samples` (≥ 1), each percentile part also computes the order statistics of
    /// ``QuantileSample/ranks(of:samples:)`` (for a population shard's sidecar).
    func aggregate(_ part: AggregationPart, buckets: ThresholdBuckets, samples: Int? = nil)
      -> PartialAggregation
    {
      switch part {
      case .counts:
        return .counts(counts(buckets))
      case .percentiles(let metric):
        let (values, completing, cancelling) = percentiles(
          metric, buckets: buckets, samples: samples)
        guard metric == .overshoot else { return .percentiles(metric, values) }
        return .overshoot(values, completing: completing, cancelling: cancelling)
      }
    }

    /// Ends the spring; the columns can be filled again.
    consuming func finishSpring() -> HandOffColumns {
      columns
    }

    /// The metric's percentiles at every sorted threshold; for the overshoot also its 95th
    /// percentile over the completing and over the cancelling swipes (NaN where none; empty
    /// for the other metrics).
    private func percentiles(_ metric: HandOffMetric, buckets: ThresholdBuckets, samples: Int?)
      -> (ThresholdPercentiles, completing: [Double], cancelling: [Double])
    {
      let engaged = columns.engaged
      let reported = metric.reportedPercentiles
      let k = buckets.thresholdCount
      guard engaged > 0 else {
        let none = metric == .overshoot ? [Double](repeating: .nan, count: k) : []
        return (
          ThresholdPercentiles(percentiles: reported, values: [], sampleCount: 0), none, none
        )
      }
      let sampleRanks =
        metric.isSampled ? samples.map { QuantileSample.ranks(of: engaged, samples: $0) } ?? [] : []
      let ranks = reported.map { $0.rank(of: engaged) } + sampleRanks
      // A velocity-preserving hand-off never jumps: every value is 0, no pass is needed.
      if metric == .jump && ranges.jump.lowestPositive == .infinity {
        let values = [Double](repeating: 0, count: k * ranks.count)
        return (
          ThresholdPercentiles(
            percentiles: reported, values: values, sampleCount: sampleRanks.count), [], []
        )
      }
      // A swipe takes part iff it needs some outcome (gated-out swipes need none).
      let (values, completing, cancelling) = columns.needs.withUnsafeBufferPointer { needs in
        columns.completion.values(of: metric).withUnsafeElements { completionValues in
          columns.cancel.values(of: metric).withUnsafeElements { cancelValues in
            if metric == .overshoot {
              return ThresholdQuantiles.computeWithOutcomes(
                completionValues: completionValues, cancelValues: cancelValues, needs: needs,
                binning: bins[metric], buckets: buckets, ranks: ranks)
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
          percentiles: reported, values: values, sampleCount: sampleRanks.count),
        completing, cancelling
      )
    }

    private func counts(_ buckets: ThresholdBuckets) -> [SweepRowStatistics] {
      let k = buckets.thresholdCount
      var table = [BucketTally](repeating: BucketTally(), count: k + 1)
      let (completion, cancel) = (columns.completion.flags, columns.cancel.flags)
      let (completionScore, cancelScore) = (columns.completion.score, columns.cancel.score)
      table.withUnsafeMutableBufferPointer { table in
        buckets.buckets.withUnsafeBufferPointer { bucketOf in
          columns.intent.withUnsafeBufferPointer { intent in
            for s in 0..<columns.count {
              table[Int(bucketOf[s])].add(
                completion: completion[s], cancel: cancel[s], intent: intent[s],
                completionScore: completionScore[s], cancelScore: cancelScore[s])
            }
          }
        }
      }
      let total = table.reduce(into: BucketTally()) { $0.formSum($1) }
      let labelled = total.meantToComplete + total.meantToCancel
      // At threshold k, buckets ≤ k cancel and buckets > k complete.
      var cancelling = BucketTally()
      var result: [SweepRowStatistics] = []
      result.reserveCapacity(k)
      for threshold in 0..<k {
        cancelling.formSum(table[threshold])
        let completing = total.subtracting(cancelling)
        result.append(
          SweepRowStatistics(
            swipes: columns.count, engaged: columns.engaged, labelled: labelled,
            completed: completing.swipes,
            feelsComplete: completing.feelsDecidedAsCompletion,
            feelsCancelled: cancelling.feelsDecidedAsCancel,
            intentAgreement: completing.meantToComplete + cancelling.meantToCancel,
            falseComplete: completing.meantToCancel, falseCancel: cancelling.meantToComplete,
            reversed: completing.reversedAsCompletion + cancelling.reversedAsCancel,
            arrivalP50: nil, arrivalP95: nil, settleP50: nil, settleP95: nil, overshootP95: nil,
            feelScoreUnits: completing.scoreAsCompletion + cancelling.scoreAsCancel))
      }
      return result
    }
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

/// How a hand-off reads, as stored in the columns.
struct HandOffFlags: OptionSet, Sendable {
  let rawValue: UInt8
  /// ``SweepHandOff/feelsDecided``.
  static let feelsDecided = HandOffFlags(rawValue: 1)
  /// ``SweepHandOff/reversed``.
  static let reversed = HandOffFlags(rawValue: 2)

  @inline(__always)
  init(rawValue: UInt8) { self.rawValue = rawValue }

  @inline(__always)
  init(_ h: SweepHandOff) {
    rawValue = (h.feelsDecided ? 1 : 0) | (h.reversed ? 2 : 0)
  }
}

/// A swipe's intent as far as it is known.
enum LabelledIntent: Sendable {
  case complete, cancel, unknown

  init(_ intent: SwipeIntent?) {
    switch intent {
    case .complete: self = .complete
    case .cancel: self = .cancel
    case nil: self = .unknown
    }
  }
}

/// The hand-offs of every swipe to one outcome: one column per metric, and the flags.
private struct OutcomeColumns: Sendable {
  let arrival: SharedBuffer<Double>
  let settle: SharedBuffer<Double>
  let overshoot: SharedBuffer<Double>
  let jump: SharedBuffer<Double>
  let flags: SharedBuffer<HandOffFlags>
  /// ``FeelScore/units(_:)`` (0 for gated-out swipes, which are never filled).
  let score: SharedBuffer<UInt32>

  init(count: Int) {
    arrival = SharedBuffer(repeating: 0, count: count)
    settle = SharedBuffer(repeating: 0, count: count)
    overshoot = SharedBuffer(repeating: 0, count: count)
    jump = SharedBuffer(repeating: 0, count: count)
    flags = SharedBuffer(repeating: [], count: count)
    score = SharedBuffer(repeating: 0, count: count)
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
    let flags: UnsafeMutableBufferPointer<HandOffFlags>
    let score: UnsafeMutableBufferPointer<UInt32>

    /// Stores swipe `s`'s hand-off (a disjoint-index write: only the task owning `s` calls it).
    @inline(__always)
    func store(_ h: SweepHandOff, at s: Int) {
      arrival[s] = h.arrivalTime
      settle[s] = h.settleTime
      overshoot[s] = h.overshoot
      jump[s] = h.jump
      flags[s] = HandOffFlags(h)
      score[s] = FeelScore.units(h)
    }
  }

  func values(of metric: HandOffMetric) -> SharedBuffer<Double> {
    switch metric {
    case .arrival: arrival
    case .settle: settle
    case .overshoot: overshoot
    case .jump: jump
    }
  }
}

/// The count columns of one threshold bucket (the swipes that complete at exactly the thresholds
/// below the bucket's index).
private struct BucketTally {
  /// Swipes.
  var swipes = 0
  /// Swipes whose hand-off to completion feels complete.
  var feelsDecidedAsCompletion = 0
  /// Swipes whose hand-off to cancel feels cancelled (including gated-out swipes).
  var feelsDecidedAsCancel = 0
  /// Swipes whose hand-off to completion reverses.
  var reversedAsCompletion = 0
  /// Swipes whose hand-off to cancel reverses.
  var reversedAsCancel = 0
  /// Swipes meant to complete.
  var meantToComplete = 0
  /// Swipes meant to cancel.
  var meantToCancel = 0
  /// The feel-score units of the swipes' hand-offs to completion (0 for gated-out swipes).
  var scoreAsCompletion: UInt64 = 0
  /// The feel-score units of the swipes' hand-offs to cancel (0 for gated-out swipes).
  var scoreAsCancel: UInt64 = 0

  @inline(__always)
  mutating func add(
    completion: HandOffFlags, cancel: HandOffFlags, intent: LabelledIntent,
    completionScore: UInt32, cancelScore: UInt32
  ) {
    scoreAsCompletion += UInt64(completionScore)
    scoreAsCancel += UInt64(cancelScore)
    swipes += 1
    feelsDecidedAsCompletion += completion.contains(.feelsDecided) ? 1 : 0
    feelsDecidedAsCancel += cancel.contains(.feelsDecided) ? 1 : 0
    reversedAsCompletion += completion.contains(.reversed) ? 1 : 0
    reversedAsCancel += cancel.contains(.reversed) ? 1 : 0
    meantToComplete += intent == .complete ? 1 : 0
    meantToCancel += intent == .cancel ? 1 : 0
  }

  mutating func formSum(_ other: BucketTally) {
    swipes += other.swipes
    feelsDecidedAsCompletion += other.feelsDecidedAsCompletion
    feelsDecidedAsCancel += other.feelsDecidedAsCancel
    reversedAsCompletion += other.reversedAsCompletion
    reversedAsCancel += other.reversedAsCancel
    meantToComplete += other.meantToComplete
    meantToCancel += other.meantToCancel
    scoreAsCompletion += other.scoreAsCompletion
    scoreAsCancel += other.scoreAsCancel
  }

  func subtracting(_ other: BucketTally) -> BucketTally {
    BucketTally(
      swipes: swipes - other.swipes,
      feelsDecidedAsCompletion: feelsDecidedAsCompletion - other.feelsDecidedAsCompletion,
      feelsDecidedAsCancel: feelsDecidedAsCancel - other.feelsDecidedAsCancel,
      reversedAsCompletion: reversedAsCompletion - other.reversedAsCompletion,
      reversedAsCancel: reversedAsCancel - other.reversedAsCancel,
      meantToComplete: meantToComplete - other.meantToComplete,
      meantToCancel: meantToCancel - other.meantToCancel,
      scoreAsCompletion: scoreAsCompletion - other.scoreAsCompletion,
      scoreAsCancel: scoreAsCancel - other.scoreAsCancel)
  }
}
