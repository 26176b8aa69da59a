/// The swipes of one decision family grouped by how many progress thresholds they complete at.
///
/// With the thresholds sorted ascending, θ₀ < θ₁ < … < θ_{K−1}, a swipe with key κ completes at
/// θ_k iff κ > θ_k, i.e. iff k < c where c = #{k : θ_k < κ} is its *bucket* (0…K). Sorting the
/// population by bucket once (a counting sort, O(N + K)) turns every per-threshold question into
/// prefix sums over buckets: at θ_k the completed swipes are exactly buckets k+1…K.
struct ThresholdBuckets: Sendable {
  /// The bucket of each swipe.
  let buckets: [Int32]
  /// Swipe indices grouped by bucket, ascending, stable; `nil` when already in bucket order.
  let order: [Int32]?
  /// `start[c]..<start[c+1]` are the positions (in `order`) of bucket c; K + 2 entries.
  let start: [Int]
  /// The number of thresholds K.
  let thresholdCount: Int

  /// Buckets the swipes by `keys` against `sortedThresholds` (strictly ascending), searching
  /// in parallel chunks on up to `threads` threads (the result does not depend on it).
  ///
  /// NaN keys are treated as `−∞` (cancel at every threshold).
  init(keys: [Double], sortedThresholds: [Double], threads: Int = 1) {
    let k = sortedThresholds.count
    let buckets = ParallelLoop.map(count: keys.count, threads: threads) { i in
      let key = keys[i]
      // First index whose threshold is ≥ key = number of thresholds < key.
      var lo = 0
      var hi = k
      if key.isNaN {
        hi = 0
      } else {
        while lo < hi {
          let mid = (lo + hi) >> 1
          if sortedThresholds[mid] < key { lo = mid + 1 } else { hi = mid }
        }
      }
      return Int32(truncatingIfNeeded: lo)
    }
    var counts = [Int](repeating: 0, count: k + 2)
    var sorted = true
    var previous: Int32 = 0
    for c in buckets {
      counts[Int(c) + 1] += 1
      if c < previous { sorted = false }
      previous = c
    }
    for c in 0...k { counts[c + 1] += counts[c] }
    self.start = counts
    self.buckets = buckets
    self.thresholdCount = k
    if sorted {
      order = nil
    } else {
      var next = counts
      var order = [Int32](repeating: 0, count: keys.count)
      for (i, c) in buckets.enumerated() {
        order[next[Int(c)]] = Int32(truncatingIfNeeded: i)
        next[Int(c)] += 1
      }
      self.order = order
    }
  }

  /// Calls `body` with every swipe of bucket `bucket` (the swipes that start to cancel at
  /// threshold `bucket` as the thresholds rise), in ``order``.
  @inline(__always)
  func forEachSwipe(inBucket bucket: Int, _ body: (Int) -> Void) {
    let range = start[bucket]..<start[bucket + 1]
    if let order {
      for position in range { body(Int(order[position])) }
    } else {
      for s in range { body(s) }
    }
  }

  /// The permutation that sorts the swipes by bucket (identity when already sorted).
  var sortingPermutation: [Int] {
    order.map { $0.map(Int.init) } ?? Array(0..<buckets.count)
  }

  /// The buckets of the same swipes reordered by ``sortingPermutation``: what bucketing their
  /// keys in that order gives, without searching again.
  var sorted: ThresholdBuckets {
    var buckets = [Int32](repeating: 0, count: self.buckets.count)
    for c in 0...thresholdCount {
      let bucket = Int32(truncatingIfNeeded: c)
      for position in start[c]..<start[c + 1] { buckets[position] = bucket }
    }
    return ThresholdBuckets(buckets: buckets, start: start, thresholdCount: thresholdCount)
  }

  private init(buckets: [Int32], start: [Int], thresholdCount: Int) {
    self.buckets = buckets
    self.order = nil
    self.start = start
    self.thresholdCount = thresholdCount
  }
}
