/// What a sweep will cost before it runs: peak memory and CPU time, from the grid and the
/// population size alone (nothing is generated).
///
/// The model follows what the engine holds and does (Docs/SweepEngine.md):
///
/// - memory ≈ 24 MB + S · (80 + 95·E + 8·F′) bytes + 3 500 bytes per row, where S is the number of
///   swipes, E the number of estimators (one 56-byte release record per swipe and estimator, plus
///   the reordered copy), and F′ the buckets one estimator holds: its F decision families when
///   they fit the engine's budget (at most 8, or 8·F·S ≤ 256 MiB), else 8 at a time
///   (``SweepEngine`` rebuilds them per spring); the rows' statistics, plateau cells and CSV
///   text take the last term;
/// - CPU time ≈ S · (2.2 µs + 0.36 µs·E) + 152 ns per key unit (one per swipe and family, or per
///   swipe, family and spring when the buckets are rebuilt: the decision keys and buckets of the
///   sweep and of its plateau) + 45 ns per work unit of the engine (2 per swipe and spring for the
///   hand-offs, 2 per swipe, family and spring for the aggregation) + 50 µs per row (the paired
///   tests, ranking, recommendation and CSV).
///
/// The coefficients were fitted to release builds of `spring-tune sweep --threads 1` on the
/// shared development machine (peak RSS from `/usr/bin/time`, user CPU seconds, load average
/// about 5): 2·10⁵ swipes of the default grid at one damping ratio, with 21 and with 201 velocity
/// thresholds (441 and 4 221 rows), 2·10⁴ swipes at 201, 5·10⁴ swipes over 61 damping ratios
/// (24 339 rows) and over 13 damping ratios × 101 velocity thresholds (24 947 rows). The memory
/// model was within 10 % and the time model within 24 % of every one (`SweepEstimateTests`); the
/// time moves with the load and the CPU by more than that. The memory model's terms for five
/// estimators come from the earlier fit (10⁶ swipes with one and five estimators, within 15 %).
public struct SweepEstimate: Hashable, Sendable {
  /// Swipes in the population.
  public var swipes: Int
  /// Velocity estimators swept.
  public var estimators: Int
  /// Grid rows this run computes.
  public var rows: Int
  /// The most decision families one estimator needs.
  public var families: Int
  /// Engine work units (see `SweepPlan`).
  public var work: Double
  /// Decision key units: per estimator, one per swipe and family, or per swipe, family and
  /// spring where the engine rebuilds the buckets for every spring.
  public var keyUnits: Double = 0
  /// The most buckets (families' worth, 8 bytes per swipe each) one estimator holds at a time.
  public var heldFamilies: Int = 0

  /// Samples per swipe relative to the default population's (its per-swipe work scales with it).
  public var sampleScale: Double = 1

  /// The estimate for computing `rows` of `grid` over `swipes` swipes of up to
  /// `samplesPerSwipe` samples each (``SwipeGenerator/samplesPerSwipe(_:)``; default: the
  /// default population's).
  public init(grid: SweepGrid, rows: Range<Int>, swipes: Int, samplesPerSwipe: Double? = nil) {
    let plan = SweepPlan(grid: grid, rows: rows)
    let typical = SwipeGenerator.samplesPerSwipe(SwipeGenerator.Configuration())
    sampleScale = Swift.max(1, (samplesPerSwipe ?? typical) / typical)
    self.swipes = swipes
    estimators = grid.estimators.count
    self.rows = rows.count
    families = plan.families.map(\.count).max() ?? 0
    var units = 0.0
    var keys = 0.0
    var held = 0
    for estimator in plan.families {
      units += Double(Set(estimator.flatMap(\.springs)).count) * 2 * Double(swipes)
      for need in estimator { units += Double(need.springs.count) * 2 * Double(swipes) }
      let kept = Self.keepsBuckets(families: estimator.count, swipes: swipes)
      held = Swift.max(
        held, kept ? estimator.count : SweepEngine<HandoffFeel>.defaultBucketBudget.families)
      for need in estimator { keys += Double(kept ? 1 : need.springs.count) * Double(swipes) }
    }
    work = units
    keyUnits = keys
    heldFamilies = held
  }

  /// Whether the engine keeps the buckets of `families` families over `swipes` swipes for
  /// every spring (``SweepEngine``'s budget), rather than rebuilding them per spring.
  static func keepsBuckets(families: Int, swipes: Int) -> Bool {
    let budget = SweepEngine<HandoffFeel>.defaultBucketBudget
    return families <= budget.families
      || Double(families) * 8 * Double(swipes)
        <= Double(budget.bytes)
  }

  /// Bytes held per swipe.
  var bytesPerSwipe: Double { 80 + 95 * Double(estimators) + 8 * Double(heldFamilies) }
  /// Bytes that do not depend on the population.
  var fixedBytes: Double { 24e6 + 3500 * Double(rows) }

  /// Peak memory, bytes.
  public var bytes: Double { fixedBytes + Double(swipes) * bytesPerSwipe }

  /// CPU time, seconds (the sum over all threads).
  public var cpuSeconds: Double {
    Double(swipes) * (2.2e-6 + 0.36e-6 * Double(estimators)) * sampleScale + 152e-9 * keyUnits
      + 45e-9 * work + 50e-6 * Double(rows)
  }

  /// Wall-clock time on `threads` threads of a machine with `cores` cores, seconds.
  public func seconds(threads: Int, cores: Int) -> Double {
    cpuSeconds / Double(Swift.max(1, Swift.min(threads, cores)))
  }

  /// The most swipes whose sweep fits in `limit` bytes with this grid (0 when none does): with
  /// every family's buckets held, or, when the engine would rebuild them at that size, 8 at a
  /// time.
  public func maximumSwipes(fitting limit: Double) -> Int {
    let room = limit - fixedBytes
    guard room > 0 else { return 0 }
    let base = 80 + 95 * Double(estimators)
    let rebuilt = SweepEngine<HandoffFeel>.defaultBucketBudget.families
    let all = Int(Swift.min(room / (base + 8 * Double(families)), 1e15))
    let few = Int(Swift.min(room / (base + 8 * Double(Swift.min(families, rebuilt))), 1e15))
    if few > all, !Self.keepsBuckets(families: families, swipes: few) { return few }
    return Self.keepsBuckets(families: families, swipes: all) ? all : few
  }

  /// `bytes` for a message, in binary units as `free -h` prints them: `830 MiB`, `19 GiB`.
  public static func text(bytes: Double) -> String {
    let units: [(Double, String)] = [
      (0x1p40, "TiB"), (0x1p30, "GiB"), (0x1p20, "MiB"), (0x1p10, "KiB"),
    ]
    for (size, name) in units where bytes >= size {
      return rounded(bytes / size) + " " + name
    }
    return "\(Int(bytes)) B"
  }

  /// `seconds` for a message: `40 s`, `12 min`, `3.5 h`, `4.2 days`.
  public static func text(seconds: Double) -> String {
    if seconds < 90 { return rounded(seconds) + " s" }
    if seconds < 5400 { return rounded(seconds / 60) + " min" }
    if seconds < 172_800 { return rounded(seconds / 3600) + " h" }
    return rounded(seconds / 86400) + " days"
  }

  /// Two significant digits, at most one decimal.
  private static func rounded(_ value: Double) -> String {
    if value >= 10 || value == value.rounded() { return String(Int(value.rounded())) }
    return String((value * 10).rounded() / 10)
  }
}
