import AnimationMath
import Foundation
import TestSupport
import Testing

@Suite("Spring UIKit duration form")
struct SpringUIKitTests {
  /// The from-rest envelope amplitude relative to the distance at time t: ζ/√(1 − ζ²)·e^(−ζω₀t)
  /// for ζ < 1, (1 + ω₀t)·e^(−ω₀t) at ζ = 1.
  static func envelope(_ s: Spring, at t: Double) -> Double {
    let zeta = s.dampingRatio
    let w = s.naturalFrequency
    if zeta >= 1 - 1e-12 { return (1 + w * t) * exp(-w * t) }
    return zeta / (1 - zeta * zeta).squareRoot() * exp(-zeta * w * t)
  }

  @Test func theEnvelopeIsOneThousandthAtTheDuration() {
    for duration in [0.01, 0.25, 0.4, 1, 10] {
      for zeta in [0.01, 0.1, 0.5, 0.8, 1] {
        let s = Spring(uikitDuration: duration, dampingRatio: zeta)
        #expect(s.mass == 1)
        expectClose(s.dampingRatio, zeta, relative: 1e-14, "ζ")
        // The root of the envelope equation, up to the rounding of log/exp (1e-12 relative).
        expectClose(Self.envelope(s, at: duration), 0.001, relative: 1e-12, "\(duration) \(zeta)")
      }
    }
    // ζ = 1, 0.4 s (the seed's finish): ω₀ = 9.2334134764515857/0.4, response 0.2722 s.
    let seed = Spring(uikitDuration: 0.4, dampingRatio: 1)
    expectClose(seed.naturalFrequency, 9.233_413_476_451_585_7 / 0.4, relative: 1e-15)
    expectClose(seed.response, 2 * Double.pi * 0.4 / 9.233_413_476_451_585_7, relative: 1e-15)
  }

  @Test func validationNamesTheField() {
    #expect(throws: InputError.self) { try Spring.validated(uikitDuration: 0, dampingRatio: 1) }
    do {
      _ = try Spring.validated(uikitDuration: 0.4, dampingRatio: 1.5)
      Issue.record("accepted ζ 1.5")
    } catch {
      #expect(error.field == "dampingRatio" && error.value == "1.5")
    }
    do {
      _ = try Spring.validated(uikitDuration: .nan, dampingRatio: 1)
      Issue.record("accepted a NaN duration")
    } catch {
      #expect(error.field == "duration")
    }
  }

  @Test func relativeVelocityIsPerRemainingDistance() {
    // Apple's example: 200 pt to go at 100 pt/s is 0.5.
    #expect(Spring.uikitRelativeVelocity(velocity: 100, from: 0, to: 200) == 0.5)
    #expect(Spring.uikitAbsoluteVelocity(relative: 0.5, from: 0, to: 200) == 100)
    // Towards a target behind: the sign follows the direction of travel.
    #expect(Spring.uikitRelativeVelocity(velocity: -100, from: 200, to: 0) == 0.5)
    #expect(Spring.uikitRelativeVelocity(velocity: 5, from: 3, to: 3) == nil)
  }
}
