/// Exact order statistics of a metric at every progress threshold, in O(N + K·B + Σ bins) instead
/// of a sort per threshold.
///
/// At threshold k the multiset is {C-value of swipe s : bucket(s) > k} ∪ {X-value of s : bucket(s)
/// ≤ k} over the engaged swipes — each swipe contributes the value of the outcome the policy
/// chose. Its size n is the same at every k, so the nearest ranks are fixed. The method:
///
/// 1. Count the values per ``ValueBins`` bin (a two-level histogram) at the lowest threshold
///    (C for buckets > 0, X for bucket 0); walk the thresholds in ascending order, moving the
///    swipes of bucket k from their C bin to their X bin (O(1) each); after each step find the bin
///    holding each rank by a cumulative scan (≤ 257 + 256 steps) and remember (k, bin, rank
///    within bin).
/// 2. Gather the values of only the bins that were hit (one pass over the swipes), sort each such
///    bin, and answer each query by walking its bin and counting the values active at k.
///
/// Every step is integer counting or comparison of the input doubles, so the result equals the
/// nearest-rank value of a full sort exactly.
enum ThresholdQuantiles {
  private struct Element {
    var value: Double
    var bucket: Int32
    var isCompletion: Bool
  }

  private struct Query {
    var threshold: Int
    var rankIndex: Int
    var bin: Int
    var rankInBin: Int
  }

  /// A two-level histogram of ``ValueBins`` bins: a count per bin and per group of
  /// 2^``ValueBins/groupShift`` bins, so the bin holding a rank is found in ≤ 257 + 256 steps.
  /// Owns its counts (allocated once per call of the passes below, freed on `deallocate()`).
  private struct Histogram {
    let fine: UnsafeMutableBufferPointer<Int32>
    let coarse: UnsafeMutableBufferPointer<Int32>

    init(_ binning: ValueBins) {
      fine = .allocate(capacity: binning.count)
      fine.initialize(repeating: 0)
      coarse = .allocate(capacity: binning.groupCount)
      coarse.initialize(repeating: 0)
    }

    func deallocate() {
      fine.deallocate()
      coarse.deallocate()
    }

    @inline(__always) func add(_ bin: Int) {
      fine[bin] += 1
      coarse[bin >> ValueBins.groupShift] += 1
    }

    @inline(__always) func remove(_ bin: Int) {
      fine[bin] -= 1
      coarse[bin >> ValueBins.groupShift] -= 1
    }

    /// The bin holding the `rank`-th value (1-based, at most the count), and its rank within
    /// the bin.
    func locate(_ rank: Int) -> (bin: Int, rankInBin: Int) {
      var remaining = Int32(truncatingIfNeeded: rank)
      var group = 0
      while coarse[group] < remaining {
        remaining -= coarse[group]
        group += 1
      }
      var bin = group << ValueBins.groupShift
      while fine[bin] < remaining {
        remaining -= fine[bin]
        bin += 1
      }
      return (bin, Int(remaining))
    }
  }

  /// The values of nearest rank `ranks[q]` at each threshold k.
  ///
  /// - Parameters:
  ///   - completionValues: the metric per swipe when it completes (≥ 0, not NaN); read only
  ///     for swipes with bucket > 0.
  ///   - cancelValues: the metric per swipe when it cancels (≥ 0, not NaN); read only for
  ///     swipes with bucket < K.
  ///   - needs: the outcomes each swipe needs; a swipe is in the multiset iff it needs some
  ///     (none for swipes that did not engage).
  ///   - binning: a ``ValueBins`` (any range; a fitted one keeps the bins small).
  ///   - buckets: the family's ``ThresholdBuckets``.
  ///   - ranks: 1-based ranks, each in `1...n` where n = number of swipes taking part.
  /// - Returns: `result[k * ranks.count + q]` = the value of rank `ranks[q]` at threshold k.
  static func compute(
    completionValues: UnsafeBufferPointer<Double>, cancelValues: UnsafeBufferPointer<Double>,
    needs: UnsafeBufferPointer<NeededOutcomes>, binning: ValueBins, buckets: ThresholdBuckets,
    ranks: [Int]
  ) -> [Double] {
    let count = completionValues.count
    let thresholds = buckets.thresholdCount
    var result = [Double](repeating: 0, count: thresholds * ranks.count)
    guard thresholds > 0, !ranks.isEmpty else { return result }
    let histogram = Histogram(binning)
    defer { histogram.deallocate() }
    let bucketOf = buckets.buckets
    var queries: [Query] = []
    queries.reserveCapacity(thresholds * ranks.count)
    var sameAsPrevious = [Bool](repeating: false, count: thresholds)
    bucketOf.withUnsafeBufferPointer { bucketOf in
      // The multiset at the lowest threshold: C where the bucket is > 0, else X.
      for s in 0..<count where !needs[s].isEmpty {
        histogram.add(
          Int(binning.bin(bucketOf[s] > 0 ? completionValues[s] : cancelValues[s])))
      }
      for k in 0..<thresholds {
        var moved = false
        if k > 0 {
          buckets.forEachSwipe(inBucket: k) { s in
            if needs[s].isEmpty { return }
            histogram.remove(Int(binning.bin(completionValues[s])))
            histogram.add(Int(binning.bin(cancelValues[s])))
            moved = true
          }
        }
        if k > 0 && !moved {
          sameAsPrevious[k] = true
          continue
        }
        for (q, rank) in ranks.enumerated() {
          let (bin, inBin) = histogram.locate(rank)
          queries.append(Query(threshold: k, rankIndex: q, bin: bin, rankInBin: inBin))
        }
      }
    }
    // Gather the values of the hit bins (only the outcomes this family's thresholds give).
    let (slot, lists) = gather(
      bins: queries.lazy.map(\.bin), completionValues: completionValues,
      cancelValues: cancelValues, needs: needs, binning: binning, buckets: buckets)
    for query in queries {
      let value = rankedValue(query.rankInBin, in: lists[Int(slot[query.bin])]) { e in
        e.isCompletion ? Int(e.bucket) > query.threshold : Int(e.bucket) <= query.threshold
      }
      result[query.threshold * ranks.count + query.rankIndex] = value
    }
    for k in 0..<thresholds where sameAsPrevious[k] {
      for q in ranks.indices {
        result[k * ranks.count + q] = result[(k - 1) * ranks.count + q]
      }
    }
    return result
  }
}

extension ThresholdQuantiles {
  /// A query of
  /// ``computeWithOutcomes(completionValues:cancelValues:needs:binning:buckets:ranks:split:)``:
  /// which multiset it ranks in.
  private enum Side: UInt8 {
    /// Every engaged swipe with the outcome the threshold gives it.
    case all
    /// The swipes that complete at the threshold (their completion values).
    case completing
    /// The swipes that cancel at the threshold (their cancel values).
    case cancelling
  }

  private struct SideQuery {
    var threshold: Int
    var slot: Int
    var side: Side
    var bin: Int
    var rankInBin: Int
  }

  /// ``compute(completionValues:cancelValues:needs:binning:buckets:ranks:)`` for the whole
  /// multiset, and in the same pass the 95th percentile of the completing swipes'
  /// completion values and of the cancelling swipes' cancel values at each threshold, with its
  /// 95 % order-statistic interval — the outcome split of a metric.
  ///
  /// The completing and the cancelling values are kept in two histograms (their sum is the
  /// whole multiset's), so the split costs a second cumulative scan per threshold, not a pass.
  /// The other parameters are `compute`'s; `split` holds the side ranks of `buckets` and `needs`
  /// (``OutcomeSplitRanks``).
  ///
  /// - Returns: per threshold k, `all[k * ranks.count + q]` as `compute`'s result, and
  ///   `completing[3 * k + j]`, `cancelling[3 * k + j]`: the 95th percentile (j = 0) and its
  ///   interval's lower (1) and upper (2) bound; NaN where the side has no swipe or the bound
  ///   does not exist.
  static func computeWithOutcomes(
    completionValues: UnsafeBufferPointer<Double>, cancelValues: UnsafeBufferPointer<Double>,
    needs: UnsafeBufferPointer<NeededOutcomes>, binning: ValueBins, buckets: ThresholdBuckets,
    ranks: [Int], split: OutcomeSplitRanks
  ) -> (all: [Double], completing: [Double], cancelling: [Double]) {
    let count = completionValues.count
    let thresholds = buckets.thresholdCount
    precondition(split.thresholdCount == thresholds, "the split ranks of these buckets")
    let sideWidth = OutcomeSplitRanks.perSide
    let width = ranks.count + 2 * sideWidth
    var result = [Double](repeating: .nan, count: thresholds * width)
    guard thresholds > 0 else { return ([], [], []) }
    // The completing values, the cancelling values, and the whole multiset (their sum, kept too
    // so that each scan reads one histogram).
    let (completingValues, cancellingValues, everything) = (
      Histogram(binning), Histogram(binning), Histogram(binning)
    )
    defer { for h in [completingValues, cancellingValues, everything] { h.deallocate() } }
    let bucketOf = buckets.buckets
    var queries: [SideQuery] = []
    queries.reserveCapacity(thresholds * width)
    var sameAsPrevious = [Bool](repeating: false, count: thresholds)
    bucketOf.withUnsafeBufferPointer { bucketOf in
      var completing = 0
      var cancelling = 0
      for s in 0..<count where !needs[s].isEmpty {
        if bucketOf[s] > 0 {
          let b = Int(binning.bin(completionValues[s]))
          completingValues.add(b)
          everything.add(b)
          completing += 1
        } else {
          let b = Int(binning.bin(cancelValues[s]))
          cancellingValues.add(b)
          everything.add(b)
          cancelling += 1
        }
      }
      for k in 0..<thresholds {
        var moved = false
        if k > 0 {
          buckets.forEachSwipe(inBucket: k) { s in
            if needs[s].isEmpty { return }
            let from = Int(binning.bin(completionValues[s]))
            let to = Int(binning.bin(cancelValues[s]))
            completingValues.remove(from)
            cancellingValues.add(to)
            everything.remove(from)
            everything.add(to)
            completing -= 1
            cancelling += 1
            moved = true
          }
        }
        if k > 0 && !moved {
          sameAsPrevious[k] = true
          continue
        }
        for (q, rank) in ranks.enumerated() {
          let (bin, inBin) = everything.locate(rank)
          queries.append(
            SideQuery(threshold: k, slot: q, side: .all, bin: bin, rankInBin: inBin))
        }
        precondition(
          split.completing(k) == completing && split.cancelling(k) == cancelling,
          "the split ranks count the same swipes")
        for (j, rank) in split.completingRanks(k).enumerated() where rank > 0 {
          let (bin, inBin) = completingValues.locate(rank)
          queries.append(
            SideQuery(
              threshold: k, slot: ranks.count + j, side: .completing, bin: bin, rankInBin: inBin))
        }
        for (j, rank) in split.cancellingRanks(k).enumerated() where rank > 0 {
          let (bin, inBin) = cancellingValues.locate(rank)
          queries.append(
            SideQuery(
              threshold: k, slot: ranks.count + sideWidth + j, side: .cancelling, bin: bin,
              rankInBin: inBin))
        }
      }
    }
    let (slot, lists) = gather(
      bins: queries.lazy.map(\.bin), completionValues: completionValues,
      cancelValues: cancelValues, needs: needs, binning: binning, buckets: buckets)
    for query in queries {
      let value = rankedValue(query.rankInBin, in: lists[Int(slot[query.bin])]) { e in
        let completes = Int(e.bucket) > query.threshold
        switch query.side {
        case .all: return e.isCompletion == completes
        case .completing: return e.isCompletion && completes
        case .cancelling: return !e.isCompletion && !completes
        }
      }
      result[query.threshold * width + query.slot] = value
    }
    for k in 0..<thresholds where sameAsPrevious[k] {
      for q in 0..<width { result[k * width + q] = result[(k - 1) * width + q] }
    }
    var all: [Double] = []
    all.reserveCapacity(thresholds * ranks.count)
    var completing: [Double] = []
    var cancelling: [Double] = []
    completing.reserveCapacity(thresholds * sideWidth)
    cancelling.reserveCapacity(thresholds * sideWidth)
    for k in 0..<thresholds {
      let row = k * width + ranks.count
      all += result[(k * width)..<row]
      completing += result[row..<(row + sideWidth)]
      cancelling += result[(row + sideWidth)..<(row + 2 * sideWidth)]
    }
    return (all, completing, cancelling)
  }
}

/// The ranks the outcome split of a metric
/// (``ThresholdQuantiles/computeWithOutcomes(completionValues:cancelValues:needs:binning:buckets:ranks:split:)``)
/// queries at each threshold of a family: over the completing and over the cancelling engaged
/// swipes, the 95th percentile's nearest rank and its interval's ranks
/// (``NearestRank/interval(of:percent:)``).
///
/// The counts depend on the family's buckets and the swipes' needs only, not on the spring, so
/// they are computed once per family (one pass over the swipes and the intervals of each
/// distinct count) instead of once per spring.
struct OutcomeSplitRanks: Sendable {
  /// Ranks per side and threshold: the 95th percentile, its lower and its upper bound.
  static let perSide = 3
  /// Per threshold k: the completing and the cancelling engaged swipes.
  private let counts: [(completing: Int, cancelling: Int)]
  /// `ranks[(2 * k + side) * perSide + j]`, 1-based; 0 where the side is empty or the bound
  /// does not exist. Side 0 completing, 1 cancelling.
  private let ranks: [Int]

  /// The ranks of `buckets` over the swipes with some need (the engaged ones), computing the
  /// intervals on up to `threads` threads.
  init(buckets: ThresholdBuckets, needs: [NeededOutcomes], threads: Int) {
    let k = buckets.thresholdCount
    var perBucket = [Int](repeating: 0, count: k + 1)
    buckets.buckets.withUnsafeBufferPointer { bucketOf in
      for (s, need) in needs.enumerated() where !need.isEmpty { perBucket[Int(bucketOf[s])] += 1 }
    }
    var completing = perBucket.dropFirst().reduce(0, +)
    var cancelling = 0
    var counts: [(completing: Int, cancelling: Int)] = []
    counts.reserveCapacity(k)
    for threshold in 0..<k {
      cancelling += perBucket[threshold]
      if threshold > 0 { completing -= perBucket[threshold] }
      counts.append((completing, cancelling))
    }
    // The ranks of each distinct count once, in a fixed order.
    let sizes = Set(counts.flatMap { [$0.completing, $0.cancelling] }.filter { $0 > 0 }).sorted()
    let found = SharedBuffer<(Int, Int, Int)>(repeating: (0, 0, 0), count: sizes.count)
    ParallelLoop.forEach(count: sizes.count, threads: threads) { i in
      let n = sizes[i]
      let (lower, upper) = NearestRank.interval(of: n, percent: 95)
      found[i] = (NearestRank.p95(of: n), lower ?? 0, upper ?? 0)
    }
    let bySize = Dictionary(uniqueKeysWithValues: zip(sizes, found.elements))
    var ranks: [Int] = []
    ranks.reserveCapacity(k * 2 * Self.perSide)
    for (c, x) in counts {
      for n in [c, x] {
        let (p95, lower, upper) = bySize[n] ?? (0, 0, 0)
        ranks += [p95, lower, upper]
      }
    }
    self.counts = counts
    self.ranks = ranks
  }

  /// The number of thresholds.
  var thresholdCount: Int { counts.count }
  /// The engaged swipes that complete at threshold `k`.
  func completing(_ k: Int) -> Int { counts[k].completing }
  /// The engaged swipes that cancel at threshold `k`.
  func cancelling(_ k: Int) -> Int { counts[k].cancelling }
  /// The completing side's ranks at `k`: the 95th percentile, lower, upper (0: none).
  func completingRanks(_ k: Int) -> ArraySlice<Int> {
    ranks[(2 * k * Self.perSide)..<((2 * k + 1) * Self.perSide)]
  }
  /// The cancelling side's ranks at `k`: the 95th percentile, lower, upper (0: none).
  func cancellingRanks(_ k: Int) -> ArraySlice<Int> {
    ranks[((2 * k + 1) * Self.perSide)..<((2 * k + 2) * Self.perSide)]
  }
}

extension ThresholdQuantiles {
  /// The values that fall in the queried bins: for every swipe of the multiset (one that needs
  /// an outcome), its completion value when its bucket is > 0 and its cancel value when its
  /// bucket is < K, kept when its bin is one of `bins` (repeats allowed). Returns one list per
  /// distinct bin, sorted by value, and `slot[b]`, the list of bin b (−1 for other bins).
  ///
  /// `hit` (one bit per bin, 8 KB, cache-resident) answers the common "not a queried bin"
  /// without touching `slot`.
  @inline(__always)
  private static func gather(
    bins: some Sequence<Int>, completionValues: UnsafeBufferPointer<Double>,
    cancelValues: UnsafeBufferPointer<Double>, needs: UnsafeBufferPointer<NeededOutcomes>,
    binning: ValueBins, buckets: ThresholdBuckets
  ) -> (slot: [Int32], lists: [[Element]]) {
    var slot = [Int32](repeating: -1, count: binning.count)
    var hit = [UInt64](repeating: 0, count: (binning.count + 63) / 64)
    var lists: [[Element]] = []
    for bin in bins where slot[bin] < 0 {
      slot[bin] = Int32(lists.count)
      hit[bin >> 6] |= 1 << UInt64(bin & 63)
      lists.append([])
    }
    let last = Int32(buckets.thresholdCount)
    var lastZero: Element?
    buckets.buckets.withUnsafeBufferPointer { bucketOf in
      hit.withUnsafeBufferPointer { hit in
        // Bin 0 holds only zeros, all equal, so a query there gives the list's last value
        // (``rankedValue``): keep just that one instead of every zero.
        @inline(__always) func keep(_ e: Element, _ b: Int) {
          if b == 0 { lastZero = e } else { lists[Int(slot[b])].append(e) }
        }
        for s in 0..<completionValues.count where !needs[s].isEmpty {
          let c = bucketOf[s]
          if c > 0 {
            let v = completionValues[s]
            let b = Int(binning.bin(v))
            if hit[b >> 6] & (1 << UInt64(b & 63)) != 0 {
              keep(Element(value: v, bucket: c, isCompletion: true), b)
            }
          }
          if c < last {
            let v = cancelValues[s]
            let b = Int(binning.bin(v))
            if hit[b >> 6] & (1 << UInt64(b & 63)) != 0 {
              keep(Element(value: v, bucket: c, isCompletion: false), b)
            }
          }
        }
      }
    }
    if let lastZero, slot[0] >= 0 { lists[Int(slot[0])] = [lastZero] }
    // Every bin but 0 holds values > 0.
    for i in lists.indices where i != Int(slot[0]) { sortPositive(&lists[i]) }
    return (slot, lists)
  }

  /// Sorts `list` ascending by value, for values > 0 and not NaN.
  ///
  /// Their bit patterns order like the values, so a least-significant-digit radix sort over
  /// only the bytes in which the patterns differ sorts a long list in O(n) per byte (a bin's
  /// values share their top bits, so a few bytes) without the comparison sort's unpredictable
  /// branches; short lists take an insertion sort.
  /// Equal values have equal bit patterns, so the order among them, which the radix sort does
  /// not keep, cannot show in a ranked value.
  private static func sortPositive(_ list: inout [Element]) {
    let n = list.count
    guard n > 1 else { return }
    list.withUnsafeMutableBufferPointer { list in
      if n <= 64 {
        for i in 1..<n {
          let e = list[i]
          var j = i
          while j > 0 && list[j - 1].value > e.value {
            list[j] = list[j - 1]
            j -= 1
          }
          list[j] = e
        }
        return
      }
      let first = list[0].value.bitPattern
      var differ: UInt64 = 0
      for e in list { differ |= e.value.bitPattern ^ first }
      guard differ != 0 else { return }
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
        let scratch = UnsafeMutableBufferPointer<Element>.allocate(capacity: n)
        defer { scratch.deallocate() }
        _ = scratch.initialize(from: list)
        var from = list
        var to = scratch
        var shift: UInt64 = 0
        while shift < 64 {
          defer { shift += 8 }
          guard (differ >> shift) & 0xFF != 0 else { continue }
          counts.initialize(repeating: 0)
          for e in from {
            counts[Int(truncatingIfNeeded: (e.value.bitPattern >> shift) & 0xFF)] += 1
          }
          var total = 0
          for d in 0..<256 {
            let c = counts[d]
            counts[d] = total
            total += c
          }
          for e in from {
            let d = Int(truncatingIfNeeded: (e.value.bitPattern >> shift) & 0xFF)
            to[counts[d]] = e
            counts[d] += 1
          }
          swap(&from, &to)
        }
        if from.baseAddress != list.baseAddress {
          list.baseAddress.unsafelyUnwrapped.update(
            from: from.baseAddress.unsafelyUnwrapped, count: n)
        }
      }
    }
  }

  /// The value of the `rank`-th (1-based) element of `list` (sorted by value) among those
  /// `active` admits; a list of one value gives that value without a scan.
  @inline(__always)
  private static func rankedValue(
    _ rank: Int, in list: [Element], where active: (Element) -> Bool
  ) -> Double {
    let top = list[list.count - 1].value
    if list[0].value == top { return top }
    var seen = 0
    for e in list where active(e) {
      seen += 1
      if seen == rank { return e.value }
    }
    return top
  }
}
