/// A value a keyframe track can animate: an element of a real vector space with a Euclidean
/// length.
///
/// Tracks need exactly what SwiftUI's `VectorArithmetic` provides: a zero, sums and differences,
/// scaling by a real factor, and a squared length (paced keyframes move at constant Euclidean
/// speed). The track's velocity has the same type as its value (a difference per second).
///
/// The requirements are named methods rather than operators so that conforming a type you do not
/// own (a `CGPoint`) does not add `+` and `-` operators to it. A type that already conforms to
/// `AdditiveArithmetic` gets ``adding(_:)`` and ``subtracting(_:)`` for free, so a user colour
/// type needs only ``scaled(by:)`` and ``magnitudeSquared``:
///
/// ```swift
/// struct RGBA: Interpolatable, AdditiveArithmetic {
///   var r, g, b, a: Double
///   static var zero: RGBA { RGBA(r: 0, g: 0, b: 0, a: 0) }
///   static func + (x: RGBA, y: RGBA) -> RGBA { RGBA(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a) }
///   static func - (x: RGBA, y: RGBA) -> RGBA { RGBA(r: x.r - y.r, g: x.g - y.g, b: x.b - y.b, a: x.a - y.a) }
///   func scaled(by f: Double) -> RGBA { RGBA(r: r * f, g: g * f, b: b * f, a: a * f) }
///   var magnitudeSquared: Double { r * r + g * g + b * b + a * a }
/// }
/// ```
///
/// Laws the tracks rely on (exact up to rounding): `x.adding(.zero) == x`,
/// `x.subtracting(y).adding(y) ≈ x`, `x.scaled(by: 1) == x`, `x.scaled(by: 0) == .zero`,
/// `x.scaled(by: a).scaled(by: b) ≈ x.scaled(by: a * b)`, and `magnitudeSquared ≥ 0`, zero only
/// for `.zero`.
public protocol Interpolatable: Sendable {
  /// The additive identity (the value of "no change").
  static var zero: Self { get }
  /// The component-wise sum `self + other`.
  func adding(_ other: Self) -> Self
  /// The component-wise difference `self − other`.
  func subtracting(_ other: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
  /// The squared Euclidean length Σ cᵢ², used for distances (paced keyframes).
  var magnitudeSquared: Double { get }
  /// Whether every component is finite (validation rejects keyframes with non-finite values).
  ///
  /// The default is `magnitudeSquared.isFinite`, which is also `false` for finite components
  /// whose squares overflow (|c| > ~1.3e154); override it where that matters.
  var isFinite: Bool { get }
}

extension Interpolatable {
  /// Whether every component is finite; default `magnitudeSquared.isFinite`.
  @inlinable public var isFinite: Bool { magnitudeSquared.isFinite }

  /// Linear interpolation `self + (other − self)·amount`: `self` at 0, `other` at 1 (within
  /// rounding), extrapolating outside [0, 1].
  @inlinable
  public func interpolated(towards other: Self, amount: Double) -> Self {
    adding(other.subtracting(self).scaled(by: amount))
  }

  /// Euclidean distance `‖other − self‖` = √(magnitudeSquared of the difference).
  @inlinable
  public func distance(to other: Self) -> Double {
    other.subtracting(self).magnitudeSquared.squareRoot()
  }
}

extension Interpolatable where Self: AdditiveArithmetic {
  /// `self + other`.
  @inlinable public func adding(_ other: Self) -> Self { self + other }
  /// `self − other`.
  @inlinable public func subtracting(_ other: Self) -> Self { self - other }
}
