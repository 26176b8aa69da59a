import Testing

@testable import AnimationMath

/// A user type conformed through `AdditiveArithmetic` (only two members to write).
private struct RGBA: Interpolatable, AdditiveArithmetic {
  var r, g, b, a: Double
  static var zero: RGBA { RGBA(r: 0, g: 0, b: 0, a: 0) }
  static func + (x: RGBA, y: RGBA) -> RGBA {
    RGBA(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a)
  }
  static func - (x: RGBA, y: RGBA) -> RGBA {
    RGBA(r: x.r - y.r, g: x.g - y.g, b: x.b - y.b, a: x.a - y.a)
  }
  func scaled(by f: Double) -> RGBA { RGBA(r: r * f, g: g * f, b: b * f, a: a * f) }
  var magnitudeSquared: Double { r * r + g * g + b * b + a * a }
}

/// A user type conformed through the named requirements (no operators).
private struct Span: Interpolatable, Equatable {
  var lower, upper: Double
  static var zero: Span { Span(lower: 0, upper: 0) }
  func adding(_ o: Span) -> Span { Span(lower: lower + o.lower, upper: upper + o.upper) }
  func subtracting(_ o: Span) -> Span { Span(lower: lower - o.lower, upper: upper - o.upper) }
  func scaled(by f: Double) -> Span { Span(lower: lower * f, upper: upper * f) }
  var magnitudeSquared: Double { lower * lower + upper * upper }
}

@Suite("Interpolatable")
struct InterpolatableTests {
  /// The laws tracks rely on, exact for these dyadic inputs.
  func checkLaws<V: Interpolatable & Equatable>(_ x: V, _ y: V, _ label: String) {
    #expect(x.adding(.zero) == x, "\(label) zero")
    #expect(x.subtracting(y).adding(y) == x, "\(label) difference")
    #expect(x.scaled(by: 1) == x, "\(label) scale 1")
    #expect(x.scaled(by: 0) == .zero, "\(label) scale 0")
    #expect(x.scaled(by: 0.5).scaled(by: 4) == x.scaled(by: 2), "\(label) scale product")
    #expect(V.zero.magnitudeSquared == 0, "\(label) zero length")
    #expect(x.magnitudeSquared > 0, "\(label) length")
    #expect(x.interpolated(towards: y, amount: 0) == x, "\(label) lerp 0")
    #expect(x.interpolated(towards: y, amount: 1) == y, "\(label) lerp 1")
    #expect(x.isFinite)
  }

  @Test func builtInConformances() {
    checkLaws(1.5, -0.25, "Double")
    checkLaws(Float(1.5), Float(-0.25), "Float")
    checkLaws(SIMD2<Double>(1, -2), SIMD2(0.5, 4), "SIMD2<Double>")
    checkLaws(SIMD3<Double>(1, -2, 3), SIMD3(0.5, 4, -8), "SIMD3<Double>")
    checkLaws(SIMD4<Double>(1, -2, 3, 0.25), SIMD4(0.5, 4, -8, 2), "SIMD4<Double>")
    checkLaws(SIMD2<Float>(1, -2), SIMD2(0.5, 4), "SIMD2<Float>")
    checkLaws(SIMD3<Float>(1, -2, 3), SIMD3(0.5, 4, -8), "SIMD3<Float>")
    checkLaws(SIMD4<Float>(1, -2, 3, 0.25), SIMD4(0.5, 4, -8, 2), "SIMD4<Float>")
    checkLaws(Span(lower: 1, upper: 2), Span(lower: -4, upper: 0.5), "Span")
  }

  @Test func distancesAndFiniteness() {
    #expect(SIMD3<Double>(1, 2, 2).distance(to: .zero) == 3)
    #expect(SIMD2<Float>(3, 4).magnitudeSquared == 25)
    // Float lanes square in Double: no overflow at 1e30.
    #expect(SIMD2<Float>(1e30, 0).magnitudeSquared == Double(Float(1e30)) * Double(Float(1e30)))
    #expect(!SIMD4<Double>(0, 0, .nan, 0).isFinite)
    #expect(!Double.infinity.isFinite)
    #expect(!RGBA(r: .infinity, g: 0, b: 0, a: 0).isFinite)
  }

  @Test func userTypesAnimateInTracks() {
    let track = KeyframeTrack([
      Keyframe(time: 0, value: RGBA(r: 1, g: 0, b: 0, a: 1)),
      Keyframe(time: 1, value: RGBA(r: 0, g: 0, b: 1, a: 0.5), curve: .catmullRom),
      Keyframe(time: 2, value: RGBA(r: 0, g: 1, b: 0, a: 1), curve: .paced),
    ])
    let mid = track.value(at: 0.5)
    // Cubic from rest to the chord slope: each channel moves the same way as a scalar track.
    let red = KeyframeTrack([
      Keyframe(time: 0, value: 1.0), Keyframe(time: 1, value: 0.0, curve: .catmullRom),
      Keyframe(time: 2, value: 0.0, curve: .paced),
    ])
    #expect(mid.r == red.value(at: 0.5))
    #expect(track.value(at: 2) == RGBA(r: 0, g: 1, b: 0, a: 1))
    let span = KeyframeTrack([
      Keyframe(time: 0, value: Span(lower: 0, upper: 10)),
      Keyframe(time: 4, value: Span(lower: 4, upper: 2)),
    ])
    #expect(span.value(at: 1) == Span(lower: 1, upper: 8))
    #expect(span.velocity(at: 1) == Span(lower: 1, upper: -2))
  }
}
