/// A monotone binning of non-negative doubles by their bit patterns, used to locate order
/// statistics without sorting.
///
/// Bin 0 holds exactly 0; bins 1…65 536 split [2⁻³², 2³²) into 64 binades of 1 024 bins each
/// (relative width 2⁻¹⁰) — values in (0, 2⁻³²) share bin 1; bin 65 537 holds values ≥ 2³² and
/// `+∞`. `a ≤ b` implies `bin(a) ≤ bin(b)`, because the IEEE bit pattern of a non-negative double
/// is monotone in its value. Negative inputs and NaN are outside the domain (treated as 0).
enum ValueBins {
  /// Number of bins.
  static let count = 65_538
  /// Fine bins per coarse group (for the two-level cumulative search).
  static let groupShift = 8
  /// Number of coarse groups.
  static let groupCount = (count >> groupShift) + 1
  /// Marks a value that takes no part (a swipe that did not engage).
  static let excluded = UInt32.max
  /// Marks an outcome that was not computed because no swept threshold gives it; it is never
  /// counted (one past the last bin, so it can index a table of `count + 1` entries).
  static let unused = UInt32(count)

  /// The bin of `value`.
  @inline(__always)
  static func bin(_ value: Double) -> UInt32 {
    guard value > 0 else { return 0 }
    let top = value.bitPattern >> 42  // 11 exponent bits + 10 leading fraction bits
    let low = UInt64(1023 - 32) << 10
    if top < low { return 1 }
    let index = top - low + 1
    return index > 65_536 ? 65_537 : UInt32(truncatingIfNeeded: index)
  }
}
