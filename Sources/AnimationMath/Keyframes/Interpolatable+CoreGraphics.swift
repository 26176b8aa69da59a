#if canImport(CoreGraphics)
import CoreGraphics

// CoreGraphics conformances, on Apple platforms only. CGPoint, CGSize and CGRect get the named
// `adding`/`subtracting` requirements (no `+`/`-` operators are added to these types); CGFloat
// is `AdditiveArithmetic` already.

extension CGFloat: Interpolatable {
  /// `self · factor`.
  @inlinable public func scaled(by factor: Double) -> CGFloat { self * CGFloat(factor) }
  /// `Double(self)²`.
  @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGPoint: Interpolatable {
  /// Component-wise sum.
  @inlinable public func adding(_ other: CGPoint) -> CGPoint {
    CGPoint(x: x + other.x, y: y + other.y)
  }
  /// Component-wise difference.
  @inlinable public func subtracting(_ other: CGPoint) -> CGPoint {
    CGPoint(x: x - other.x, y: y - other.y)
  }
  /// Both coordinates multiplied by `factor`.
  @inlinable public func scaled(by factor: Double) -> CGPoint {
    CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor))
  }
  /// x² + y².
  @inlinable public var magnitudeSquared: Double { Double(x * x + y * y) }
  /// Whether both coordinates are finite.
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize: Interpolatable {
  /// Component-wise sum.
  @inlinable public func adding(_ other: CGSize) -> CGSize {
    CGSize(width: width + other.width, height: height + other.height)
  }
  /// Component-wise difference.
  @inlinable public func subtracting(_ other: CGSize) -> CGSize {
    CGSize(width: width - other.width, height: height - other.height)
  }
  /// Width and height multiplied by `factor`.
  @inlinable public func scaled(by factor: Double) -> CGSize {
    CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor))
  }
  /// width² + height².
  @inlinable public var magnitudeSquared: Double { Double(width * width + height * height) }
  /// Whether width and height are finite.
  @inlinable public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect: Interpolatable {
  /// Origin and size added component-wise (no standardisation).
  @inlinable public func adding(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.adding(other.origin), size: size.adding(other.size))
  }
  /// Origin and size subtracted component-wise (no standardisation).
  @inlinable public func subtracting(_ other: CGRect) -> CGRect {
    CGRect(origin: origin.subtracting(other.origin), size: size.subtracting(other.size))
  }
  /// Origin and size multiplied by `factor`.
  @inlinable public func scaled(by factor: Double) -> CGRect {
    CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor))
  }
  /// Sum of the squares of x, y, width and height.
  @inlinable public var magnitudeSquared: Double {
    origin.magnitudeSquared + size.magnitudeSquared
  }
  /// Whether origin and size are finite.
  @inlinable public var isFinite: Bool { origin.isFinite && size.isFinite }
}
#endif
