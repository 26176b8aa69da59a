/// A monotone binning of non-negative doubles by their bit patterns, fitted to the data's range,
/// used to locate order statistics without sorting.
///
/// Bin 0 holds exactly 0 and the last bin `+∞`. Positive finite values in [`lower`, `upper`] are
/// binned by the top bits of their IEEE pattern (exponent and leading fraction bits) — as many
/// fraction bits as keep the bin count ≤ ``maximumCount`` — so a bin spans a relative width of
/// 2⁻ᵐ (m ≈ 13 for data over a few binades). Because the bit pattern of a non-negative double is
/// monotone in its value, `a ≤ b` implies `bin(a) ≤ bin(b)`. Values outside [`lower`, `upper`]
/// are clamped into the first or last finite bin (still monotone). Negative inputs and NaN are
/// outside the domain (treated as 0).
struct ValueBins: Sendable {
  /// The most bins.
  static let maximumCount = 1 << 16
  /// Fine bins per coarse group (for the two-level cumulative search).
  static let groupShift = 8

  /// The number of bins (≤ ``maximumCount``).
  let count: Int
  private let shift: UInt64
  private let base: UInt64
  private let last: UInt64

  /// A binning for positive finite values in [lower, upper] (any order; non-positive or
  /// non-finite bounds give a binning over all positive doubles).
  init(lower: Double, upper: Double) {
    var lo = Swift.min(lower, upper)
    var hi = Swift.max(lower, upper)
    if !(lo > 0 && hi.isFinite) {
      lo = .leastNonzeroMagnitude
      hi = .greatestFiniteMagnitude
    }
    var shift: UInt64 = 0
    while ((hi.bitPattern >> shift) - (lo.bitPattern >> shift)) + 3 > UInt64(Self.maximumCount) {
      shift += 1
    }
    self.shift = shift
    base = lo.bitPattern >> shift
    last = (hi.bitPattern >> shift) - base + 1
    count = Int(last) + 2
  }

  /// The number of coarse groups.
  var groupCount: Int { (count >> Self.groupShift) + 1 }

  /// The bin of `value`.
  @inline(__always)
  func bin(_ value: Double) -> UInt32 {
    // Selects, not branches: whether a value is 0 (an overshoot that never crosses) is data,
    // and a mispredicted branch costs more than the few operations of every case.
    let top = value.bitPattern >> shift
    let index = top < base ? 1 : Swift.min(top &- base &+ 1, last)
    let finite = value.isFinite ? index : last &+ 1
    return value > 0 ? UInt32(truncatingIfNeeded: finite) : 0
  }
}
