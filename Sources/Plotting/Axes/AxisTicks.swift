import AnimationMath

/// "Nice" tick positions for a numeric axis: multiples of 1, 2 or 5 × 10ᵏ.
///
/// After Paul Heckbert, "Nice Numbers for Graph Labels" (Graphics Gems, 1990): the step is the
/// smallest of 1, 2, 5 × 10ᵏ that covers the range in at most `maximumCount` intervals, and the
/// axis is widened outwards to whole steps so the first and last ticks sit on its ends.
public struct AxisTicks: Hashable, Sendable {
  /// The axis range after widening to whole steps (`lower ≤ requested lower`,
  /// `upper ≥ requested upper`).
  public let lower: Double
  /// Upper end of the widened range.
  public let upper: Double
  /// Spacing between ticks (> 0).
  public let step: Double
  /// Tick values from `lower` to `upper` inclusive, each the double nearest to `i · step`.
  public let values: [Double]
  /// Fraction digits needed to print every tick distinctly.
  public let decimals: Int

  /// Ticks for the range `lower…upper` with at most `maximumCount` intervals (≥ 1).
  ///
  /// The bounds may come in either order. A degenerate range (`lower == upper`) is widened to
  /// `v ± max(|v|·0.1, 1e-9)`, with `0 ± 1` at zero; non-finite bounds give the axis 0…1;
  /// bounds beyond ±1e300 are clamped and spans below 10⁻¹² of the magnitude are widened.
  /// `maximumCount` is clamped to 1…100.
  public init(lower: Double, upper: Double, maximumCount: Int = 6) {
    var lo = Swift.min(lower, upper)
    var hi = Swift.max(lower, upper)
    if !lo.isFinite || !hi.isFinite {
      lo = 0
      hi = 1
    }
    if lo == hi {
      let pad = lo == 0 ? 1 : Swift.max(abs(lo) * 0.1, 1e-9)
      lo -= pad
      hi += pad
    }
    // Keep the span finite and well above the subnormal range so the step and the tick
    // indices stay representable.
    lo = Swift.max(lo, -1e300)
    hi = Swift.min(hi, 1e300)
    let minimumSpan = Swift.max(Swift.max(abs(lo), abs(hi)) * 1e-12, 1e-250)
    if hi - lo < minimumSpan {
      let middle = lo / 2 + hi / 2
      lo = middle - minimumSpan / 2
      hi = middle + minimumSpan / 2
    }
    let intervals = Double(Swift.min(Swift.max(maximumCount, 1), 100))
    let rough = (hi - lo) / intervals
    var exponent = Int(Elementary.log10(rough).rounded(.down))
    var mantissa = 1.0
    var chosen = false
    while !chosen {
      for m in [1.0, 2.0, 5.0] {
        let s = Self.decimalValue(m, exponent: exponent)
        let first = (lo / s).rounded(.down)
        let last = (hi / s).rounded(.up)
        if last - first <= intervals + 1e-9 {
          mantissa = m
          chosen = true
          break
        }
      }
      if !chosen { exponent += 1 }
    }
    let step = Self.decimalValue(mantissa, exponent: exponent)
    let first = Int((lo / step).rounded(.down))
    let last = Int((hi / step).rounded(.up))
    var values: [Double] = []
    values.reserveCapacity(last - first + 1)
    for i in first...last {
      values.append(Self.decimalValue(Double(i) * mantissa, exponent: exponent))
    }
    self.step = step
    self.values = values
    self.lower = values.first ?? lo
    self.upper = values.last ?? hi
    self.decimals = NumberText.decimals(forStep: step)
  }

  /// The tick labels, each `NumberText.rounded(value, decimals: decimals)`.
  public var labels: [String] {
    values.map { NumberText.rounded($0, decimals: decimals) }
  }

  /// m × 10^e computed so that e < 0 divides by an exact power of ten (0.3 is the double
  /// nearest 3/10, not 3 × 0.1).
  static func decimalValue(_ m: Double, exponent e: Int) -> Double {
    var power = 1.0
    for _ in 0..<abs(e) { power *= 10 }
    return e < 0 ? m / power : m * power
  }
}
