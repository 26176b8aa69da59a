/// What a sweep will cost before it runs: peak memory and CPU time, from the grid and the
/// population size alone (nothing is generated).
///
/// The model follows what the engine holds and does (Docs/SweepEngine.md):
///
/// - memory ≈ 24 MB + S · (80 + 95·E + 8·F) bytes + 600 bytes per row, where S is the number of
///   swipes, E the number of estimators (one 56-byte release record per swipe and estimator, plus
///   the reordered copy), and F the most decision families one estimator needs (8-byte bucket keys
///   per swipe and family); the rows' statistics and CSV text take the last term;
/// - CPU time ≈ S · (2.2 µs + 0.36 µs·E) + 45 ns per work unit of the engine (2 per swipe and
///   spring for the hand-offs, 2 per swipe, family and spring for the aggregation).
///
/// The coefficients were fitted to release builds of `spring-tune sweep --threads 1` on the
/// development machine (peak RSS from `/usr/bin/time`, user CPU seconds): 10⁶ swipes with one and
/// five estimators and one row, 10⁶ swipes with five estimators and 399 rows, 2·10⁵ swipes over
/// 55 springs and over 9 191 threshold rows. The memory model was within 15 % of every one; the
/// time model is good to about a factor 2 (the CPU, the build and the load of the machine vary
/// more than that). It also reproduces the `spring-bench` figures of Docs/SweepEngine.md:
/// `sweep.settings` (10⁶ swipes × 1 000 settings) is predicted at 1.8 CPU-seconds and measured at
/// 0.86 s on 2 threads (1.6 CPU-seconds); `sweep.readme` is predicted at 0.09 and measured at
/// 0.04 s on 2 threads.
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
    for estimator in plan.families {
      units += Double(Set(estimator.flatMap(\.springs)).count) * 2 * Double(swipes)
      for need in estimator { units += Double(need.springs.count) * 2 * Double(swipes) }
    }
    work = units
  }

  /// Bytes held per swipe.
  var bytesPerSwipe: Double { 80 + 95 * Double(estimators) + 8 * Double(families) }
  /// Bytes that do not depend on the population.
  var fixedBytes: Double { 24e6 + 600 * Double(rows) }

  /// Peak memory, bytes.
  public var bytes: Double { fixedBytes + Double(swipes) * bytesPerSwipe }

  /// CPU time, seconds (the sum over all threads).
  public var cpuSeconds: Double {
    Double(swipes) * (2.2e-6 + 0.36e-6 * Double(estimators)) * sampleScale + 45e-9 * work
  }

  /// Wall-clock time on `threads` threads of a machine with `cores` cores, seconds.
  public func seconds(threads: Int, cores: Int) -> Double {
    cpuSeconds / Double(Swift.max(1, Swift.min(threads, cores)))
  }

  /// The most swipes whose sweep fits in `limit` bytes with this grid (0 when none does).
  public func maximumSwipes(fitting limit: Double) -> Int {
    let room = limit - fixedBytes
    guard room > 0 else { return 0 }
    return Int(Swift.min(room / bytesPerSwipe, 1e15))
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
