/// The iOS overscroll ("rubber-band") curve: how far content moves when dragged `x` past its end.
///
/// `offset(x) = c·d·x / (d + c·|x|)` with `d` the dimension of the scroll view along the drag
/// (points) and `c` the coefficient (0.55 on iOS). It follows the finger at slope `c` near the
/// edge and approaches `d` (never reaching it) as the drag grows. The formula is the widely
/// quoted reconstruction of UIScrollView's behaviour (equivalently `(1 − 1/(x·c/d + 1))·d`).
///
/// Domain: `c > 0`, `d > 0` (precondition on `c`; `d ≤ 0` gives offset 0), finite `x`. Odd in
/// `x`: dragging past the start mirrors dragging past the end.
public struct RubberBand: Hashable, Sendable {
  /// UIScrollView's coefficient, 0.55.
  public static let iOS = RubberBand(coefficient: 0.55)

  /// The slope at the edge, `c` (0.55 on iOS).
  public var coefficient: Double

  /// Creates a rubber band.
  ///
  /// - Precondition: `coefficient` finite and > 0.
  public init(coefficient: Double) {
    precondition(coefficient.isFinite && coefficient > 0, "coefficient must be > 0")
    self.coefficient = coefficient
  }

  /// The displayed offset for a drag `overshoot` past the edge: `c·d·x/(d + c·|x|)`.
  public func offset(forOvershoot overshoot: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    return coefficient * dimension * overshoot / (dimension + coefficient * abs(overshoot))
  }

  /// The drag needed to show `offset` (inverse of ``offset(forOvershoot:dimension:)``):
  /// `d·y / (c·(d − |y|))` for |y| < d; ±`.infinity` for |y| ≥ d (never shown); 0 when d ≤ 0.
  public func overshoot(forOffset offset: Double, dimension: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let remaining = dimension - abs(offset)
    guard remaining > 0 else { return offset < 0 ? -.infinity : .infinity }
    return dimension * offset / (coefficient * remaining)
  }

  /// `value` unchanged inside `range`; outside it, the bound plus the rubber-banded excess.
  public func clamp(_ value: Double, to range: ClosedRange<Double>, dimension: Double) -> Double {
    if value < range.lowerBound {
      return range.lowerBound + offset(forOvershoot: value - range.lowerBound, dimension: dimension)
    }
    if value > range.upperBound {
      return range.upperBound + offset(forOvershoot: value - range.upperBound, dimension: dimension)
    }
    return value
  }
}
