extension Double: Interpolatable {
  /// `self · factor`.
  @inlinable public func scaled(by factor: Double) -> Double { self * factor }
  /// `self²`.
  @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: Interpolatable {
  /// `self · Float(factor)`.
  @inlinable public func scaled(by factor: Double) -> Float { self * Float(factor) }
  /// `Double(self)²` (computed in Double, so it does not overflow Float's range).
  @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension SIMD2: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Lane-wise sum.
  @inlinable public func adding(_ other: SIMD2) -> SIMD2 { self + other }
  /// Lane-wise difference.
  @inlinable public func subtracting(_ other: SIMD2) -> SIMD2 { self - other }
  /// Every lane multiplied by `factor` (converted to `Scalar`).
  @inlinable public func scaled(by factor: Double) -> SIMD2 { self * Scalar(factor) }
  /// Σ lane² computed in Double.
  @inlinable public var magnitudeSquared: Double {
    let x = Double(self.x)
    let y = Double(self.y)
    return x * x + y * y
  }
  /// Whether every lane is finite.
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension SIMD3: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Lane-wise sum.
  @inlinable public func adding(_ other: SIMD3) -> SIMD3 { self + other }
  /// Lane-wise difference.
  @inlinable public func subtracting(_ other: SIMD3) -> SIMD3 { self - other }
  /// Every lane multiplied by `factor` (converted to `Scalar`).
  @inlinable public func scaled(by factor: Double) -> SIMD3 { self * Scalar(factor) }
  /// Σ lane² computed in Double.
  @inlinable public var magnitudeSquared: Double {
    let x = Double(self.x)
    let y = Double(self.y)
    let z = Double(self.z)
    return x * x + y * y + z * z
  }
  /// Whether every lane is finite.
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }
}

extension SIMD4: Interpolatable where Scalar: BinaryFloatingPoint {
  /// Lane-wise sum.
  @inlinable public func adding(_ other: SIMD4) -> SIMD4 { self + other }
  /// Lane-wise difference.
  @inlinable public func subtracting(_ other: SIMD4) -> SIMD4 { self - other }
  /// Every lane multiplied by `factor` (converted to `Scalar`).
  @inlinable public func scaled(by factor: Double) -> SIMD4 { self * Scalar(factor) }
  /// Σ lane² computed in Double.
  @inlinable public var magnitudeSquared: Double {
    let x = Double(self.x)
    let y = Double(self.y)
    let z = Double(self.z)
    let w = Double(self.w)
    return x * x + y * y + z * z + w * w
  }
  /// Whether every lane is finite.
  @inlinable public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
}
