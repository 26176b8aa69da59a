import AnimationMath
import SweepTestSupport
import Testing

@testable import SwipeTuning

@Suite("ThresholdQuantiles")
struct ThresholdQuantilesTests {
  /// Nearest-rank values at each threshold by sorting the active values (the definition).
  func bruteForce(
    _ c: [Double], _ x: [Double], _ included: [Bool], _ b: ThresholdBuckets, ranks: [Int]
  ) -> [Double] {
    var out: [Double] = []
    for k in 0..<b.thresholdCount {
      var active: [Double] = []
      for s in c.indices where included[s] {
        active.append(Int(b.buckets[s]) > k ? c[s] : x[s])
      }
      active.sort()
      for r in ranks { out.append(active[r - 1]) }
    }
    return out
  }

  func check(_ name: String, count: Int, seed: UInt64, value: (inout TestRandom) -> Double) {
    var rng = TestRandom(seed: seed)
    let thresholds = [0.0, 0.1, 0.2, 0.35, 0.5, 0.8]
    let keys = (0..<count).map { _ in
      rng.int(6) == 0 ? thresholds[rng.int(thresholds.count)] : rng.uniform(-0.2, 1.2)
    }
    var c = (0..<count).map { _ in value(&rng) }
    var x = (0..<count).map { _ in value(&rng) }
    let included = (0..<count).map { _ in rng.int(9) != 0 }
    let n = included.count { $0 }
    guard n > 0 else { return }
    let buckets = ThresholdBuckets(keys: keys, sortedThresholds: thresholds)
    let ranks = [1, NearestRank.median(of: n), NearestRank.p95(of: n), n]
    let used = zip(c + x, included + included).filter { $0.1 && $0.0 > 0 && $0.0.isFinite }
    let binning = ValueBins(
      lower: used.map(\.0).min() ?? 0, upper: used.map(\.0).max() ?? 0)
    // Outcomes no threshold gives, and swipes taking no part, are never read: NaN there.
    for s in 0..<count {
      if buckets.buckets[s] == 0 || !included[s] { c[s] = .nan }
      if Int(buckets.buckets[s]) == thresholds.count || !included[s] { x[s] = .nan }
    }
    let needs: [NeededOutcomes] = included.map { $0 ? [.completion, .cancel] : [] }
    let fast = c.withUnsafeBufferPointer { c in
      x.withUnsafeBufferPointer { x in
        needs.withUnsafeBufferPointer { needs in
          ThresholdQuantiles.compute(
            completionValues: c, cancelValues: x, needs: needs, binning: binning,
            buckets: buckets, ranks: ranks)
        }
      }
    }
    #expect(fast == bruteForce(c, x, included, buckets, ranks: ranks), "\(name)")
  }

  @Test func spreadValues() {
    check("spread", count: 3_000, seed: 1) { $0.uniform(0, 3) }
  }

  @Test func denseClusterInOneBin() {
    // All values within 1e-5 of 0.3: one or two bins hold everything, so the in-bin walk decides.
    check("cluster", count: 3_000, seed: 2) { 0.3 + $0.uniform(0, 1e-5) }
  }

  @Test func zerosInfinitiesAndTinyValues() {
    check("mixed", count: 2_000, seed: 3) { rng in
      switch rng.int(5) {
      case 0: 0
      case 1: .infinity
      case 2: rng.uniform(0, 1e-12)
      case 3: rng.uniform(1e10, 1e11)
      default: 2 + rng.uniform(0, 1e-6)
      }
    }
  }

  @Test func tinyPopulations() {
    for n in 1...6 {
      check("n=\(n)", count: n, seed: UInt64(n)) { $0.uniform(0, 1) }
    }
  }

  @Test func binsAreMonotone() {
    var rng = TestRandom(seed: 5)
    var values: [Double] = [0, .leastNonzeroMagnitude, 0x1p-33, 0x1p-32, 1, 0x1p32, .infinity]
    for _ in 0..<2_000 { values.append(Double(bitPattern: rng.next() >> 1)) }
    values = values.filter { !$0.isNaN }.sorted()
    for binning in [
      ValueBins(lower: 0, upper: 0), ValueBins(lower: 1e-3, upper: 2),
      ValueBins(lower: 1, upper: 1),
      ValueBins(lower: 0.3, upper: 0.3000001), ValueBins(lower: 1e-300, upper: 1e300),
    ] {
      #expect(binning.count <= ValueBins.maximumCount)
      for (a, b) in zip(values, values.dropFirst()) {
        #expect(binning.bin(a) <= binning.bin(b), "\(a) \(b)")
      }
      #expect(binning.bin(0) == 0)
      // Outside the domain, treated as 0.
      #expect(binning.bin(-0.0) == 0 && binning.bin(-1) == 0 && binning.bin(.nan) == 0)
      #expect(binning.bin(-.infinity) == 0)
      #expect(binning.bin(.infinity) == UInt32(binning.count - 1))
      #expect(binning.bin(.greatestFiniteMagnitude) < UInt32(binning.count - 1))
      #expect(binning.bin(.leastNonzeroMagnitude) >= 1)
    }
    // Fitted to [1e-3, 2], a bin is narrower than 1e-3 relative; values outside the range are
    // clamped into the first and the last finite bin.
    let fitted = ValueBins(lower: 1e-3, upper: 2)
    #expect(fitted.bin(0.5) != fitted.bin(0.5 * (1 + 1e-3)))
    #expect(fitted.bin(1e-9) == 1 && fitted.bin(1e-3) == 1)
    #expect(fitted.bin(2) == UInt32(fitted.count - 2) && fitted.bin(1e9) == fitted.bin(2))
  }
}
