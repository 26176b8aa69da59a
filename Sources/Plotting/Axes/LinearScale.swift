/// An affine map from a data interval to a pixel interval.
///
/// `map(v) = rangeStart + (v − domainLower) / (domainUpper − domainLower) · (rangeEnd − rangeStart)`.
/// The pixel interval may be reversed (SVG y grows downwards). A zero-width domain maps every
/// value to the middle of the range.
public struct LinearScale: Hashable, Sendable {
  /// Data value mapped to `rangeStart`.
  public var domainLower: Double
  /// Data value mapped to `rangeEnd`.
  public var domainUpper: Double
  /// Pixel position of `domainLower`.
  public var rangeStart: Double
  /// Pixel position of `domainUpper`.
  public var rangeEnd: Double

  /// Creates a scale from `domain` (data units) to `rangeStart…rangeEnd` (pixels).
  public init(domain: ClosedRange<Double>, rangeStart: Double, rangeEnd: Double) {
    self.domainLower = domain.lowerBound
    self.domainUpper = domain.upperBound
    self.rangeStart = rangeStart
    self.rangeEnd = rangeEnd
  }

  /// The pixel position of data value `v` (extrapolates linearly outside the domain).
  public func map(_ v: Double) -> Double {
    let span = domainUpper - domainLower
    guard span != 0 else { return (rangeStart + rangeEnd) / 2 }
    return rangeStart + (v - domainLower) / span * (rangeEnd - rangeStart)
  }
}
