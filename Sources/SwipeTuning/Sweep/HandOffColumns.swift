import AnimationMath
import Synchronization

/// The hand-offs of a population at one spring, both outcomes per swipe, as columns; and the
/// per-family aggregation of those columns over all progress thresholds.
///
/// Allocated once per estimator and refilled for every spring: ``startSpring()``, then
/// ``fill(_:population:kernel:)`` (parallel over disjoint ranges), then ``fitBins()``, then any
/// number of ``aggregate(part:buckets:)`` calls (read only). `@unchecked Sendable` for that
/// reason.
final class HandOffColumns: @unchecked Sendable {
  private static let feelsBit: UInt8 = 1
  private static let reversedBit: UInt8 = 2

  let count: Int
  /// Arrival, settle and overshoot values for completion (index 2m) and cancel (2m + 1).
  private let values: [SharedBuffer<Double>]
  /// The binning of each metric at the current spring.
  private(set) var binnings: [ValueBins] = []
  /// Per metric, the smallest positive and the largest finite value filled at this spring
  /// (min and max do not depend on the order the threads report in).
  private let extremes = Mutex<[Double]>([])
  private let completionFlags: SharedBuffer<UInt8>
  private let cancelFlags: SharedBuffer<UInt8>
  /// 1 = meant to complete, 0 = meant to cancel, −1 = unknown.
  private let intent: [Int8]
  private let engaged: Int
  /// Which outcomes each swipe needs: bit 0 completion, bit 1 cancel (0 for gated-out swipes).
  private let needs: [UInt8]

  /// Columns for `population`, computing only the outcomes in `needs` (bit 0: completion, bit 1:
  /// cancel) — an outcome no swept threshold gives is never looked at.
  init(population: [ReleaseRecord], needs: [UInt8]) {
    count = population.count
    self.needs = needs
    values = (0..<6).map { _ in SharedBuffer(repeating: 0, count: population.count) }
    completionFlags = SharedBuffer(repeating: 0, count: population.count)
    cancelFlags = SharedBuffer(repeating: 0, count: population.count)
    for s in 0..<population.count where population[s].gatedOut {
      cancelFlags[s] = Self.feelsBit  // never moved: feels cancelled
    }
    intent = population.map { r in r.intent.map { $0 == .complete ? 1 : 0 } ?? -1 }
    engaged = population.count { !$0.gatedOut }
  }

  /// Resets the value ranges before a new spring's ``fill(_:population:kernel:)``.
  func startSpring() {
    extremes.withLock { $0 = [.infinity, 0, .infinity, 0, .infinity, 0] }
  }

  /// Hands off the swipes of `range` with `kernel`, the outcomes each needs.
  func fill<Kernel: SweepFeelKernel>(
    _ range: Range<Int>, population: [ReleaseRecord], kernel: Kernel
  ) {
    let (a0, a1, s0, s1, o0, o1) = (
      values[0], values[1], values[2], values[3], values[4], values[5]
    )
    let (cf, xf) = (completionFlags, cancelFlags)
    // Per metric (arrival, settle, overshoot): smallest positive and largest finite value, in
    // scalars (arrays here cost about a tenth of a hand-off).
    var (lowA, lowS, lowO) = (Double.infinity, Double.infinity, Double.infinity)
    var (highA, highS, highO) = (0.0, 0.0, 0.0)
    @inline(__always) func note(_ h: SweepHandOff) {
      if h.arrivalTime > 0 && h.arrivalTime < lowA { lowA = h.arrivalTime }
      if h.arrivalTime < .infinity && h.arrivalTime > highA { highA = h.arrivalTime }
      if h.settleTime > 0 && h.settleTime < lowS { lowS = h.settleTime }
      if h.settleTime < .infinity && h.settleTime > highS { highS = h.settleTime }
      if h.overshoot > 0 && h.overshoot < lowO { lowO = h.overshoot }
      if h.overshoot < .infinity && h.overshoot > highO { highO = h.overshoot }
    }
    defer {
      let low = [lowA, lowS, lowO]
      let high = [highA, highS, highO]
      extremes.withLock { e in
        for m in 0..<3 {
          e[2 * m] = Swift.min(e[2 * m], low[m])
          e[2 * m + 1] = Swift.max(e[2 * m + 1], high[m])
        }
      }
    }
    needs.withUnsafeBufferPointer { needs in
      population.withUnsafeBufferPointer { population in
        for s in range {
          let need = needs[s]
          if need & 1 != 0 {
            let h = kernel.handOff(population[s], completes: true)
            a0[s] = h.arrivalTime
            s0[s] = h.settleTime
            o0[s] = h.overshoot
            cf[s] = Self.flags(h)
            note(h)
          }
          if need & 2 != 0 {
            let h = kernel.handOff(population[s], completes: false)
            a1[s] = h.arrivalTime
            s1[s] = h.settleTime
            o1[s] = h.overshoot
            xf[s] = Self.flags(h)
            note(h)
          }
        }
      }
    }
  }

  @inline(__always)
  private static func flags(_ h: SweepHandOff) -> UInt8 {
    (h.feelsDecided ? feelsBit : 0) | (h.reversed ? reversedBit : 0)
  }

  /// Fits each metric's ``ValueBins`` to the range of the values filled at this spring.
  func fitBins() {
    let e = extremes.withLock { $0 }
    binnings = (0..<3).map { m in ValueBins(lower: e[2 * m], upper: e[2 * m + 1]) }
  }

  /// One part of a family's aggregation at every sorted threshold: part 0 the counts, parts 1–3
  /// the arrival, settle and overshoot percentiles.
  func aggregate(part: Int, buckets: ThresholdBuckets) -> Partial {
    if part == 0 { return .counts(counts(buckets)) }
    guard engaged > 0 else { return .quantiles([]) }
    let m = part - 1
    let ranks =
      m == 2
      ? [NearestRank.p95(of: engaged)]
      : [NearestRank.median(of: engaged), NearestRank.p95(of: engaged)]
    let result = needs.withUnsafeBufferPointer { needs in
      values[2 * m].withUnsafeElements { completionValues in
        values[2 * m + 1].withUnsafeElements { cancelValues in
          ThresholdQuantiles.compute(
            completionValues: completionValues, cancelValues: cancelValues, takesPart: needs,
            binning: binnings[m], buckets: buckets, ranks: ranks)
        }
      }
    }
    return .quantiles(result)
  }

  /// A part of a family's aggregation.
  enum Partial: Sendable {
    case counts([SweepRowStatistics])
    case quantiles([Double])
  }

  private func counts(_ buckets: ThresholdBuckets) -> [SweepRowStatistics] {
    let k = buckets.thresholdCount
    // Per bucket c: swipes, feels-complete (as completion), feels-cancelled (as cancel),
    // reversed as completion / as cancel, meant to complete, meant to cancel.
    var table = [Int](repeating: 0, count: 7 * (k + 1))
    let (cf, xf) = (completionFlags, cancelFlags)
    table.withUnsafeMutableBufferPointer { table in
      buckets.buckets.withUnsafeBufferPointer { b in
        intent.withUnsafeBufferPointer { intent in
          for s in 0..<count {
            let c = 7 * Int(b[s])
            let fc = cf[s]
            let fx = xf[s]
            table[c] += 1
            table[c + 1] += Int(fc & Self.feelsBit)
            table[c + 2] += Int(fx & Self.feelsBit)
            table[c + 3] += Int(fc >> 1)
            table[c + 4] += Int(fx >> 1)
            let i = intent[s]
            table[c + 5] += i == 1 ? 1 : 0
            table[c + 6] += i == 0 ? 1 : 0
          }
        }
      }
    }
    var total = [Int](repeating: 0, count: 7)
    for c in 0...k {
      for f in 0..<7 { total[f] += table[7 * c + f] }
    }
    let labelled = total[5] + total[6]
    var below = [Int](repeating: 0, count: 7)  // sums over buckets ≤ current k
    var result: [SweepRowStatistics] = []
    result.reserveCapacity(k)
    for threshold in 0..<k {
      for f in 0..<7 { below[f] += table[7 * threshold + f] }
      func above(_ f: Int) -> Int { total[f] - below[f] }
      result.append(
        SweepRowStatistics(
          swipes: count, engaged: engaged, labelled: labelled, completed: above(0),
          feelsComplete: above(1), feelsCancelled: below[2],
          intentAgreement: above(5) + below[6], falseComplete: above(6), falseCancel: below[5],
          reversed: above(3) + below[4], arrivalP50: nil, arrivalP95: nil, settleP50: nil,
          settleP95: nil, overshootP95: nil))
    }
    return result
  }

  /// Joins the four parts of a family's aggregation into rows.
  static func merge(_ parts: [Partial]) -> [SweepRowStatistics] {
    guard case .counts(var rows) = parts[0] else { return [] }
    var q: [[Double]] = []
    for part in parts.dropFirst() {
      if case .quantiles(let values) = part { q.append(values) }
    }
    guard q.count == 3, !q[0].isEmpty else { return rows }
    for k in rows.indices {
      rows[k].arrivalP50 = q[0][2 * k]
      rows[k].arrivalP95 = q[0][2 * k + 1]
      rows[k].settleP50 = q[1][2 * k]
      rows[k].settleP95 = q[1][2 * k + 1]
      rows[k].overshootP95 = q[2][k]
    }
    return rows
  }
}
