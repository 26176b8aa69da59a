import TestSupport
import Testing

@testable import AnimationMath

@Suite("FrictionDecay")
struct FrictionDecayTests {
  /// Compose `exponentialDecay()`: target x0 + v/4.2, duration ln(|v|/0.1)/4.2 with Compose's
  /// own 0.1 stop speed. 1e-14 relative: one division, one log.
  @Test func composeClosedForms() {
    let compose = FrictionDecay.compose()
    #expect(compose.decayConstant == 4.2)
    expectClose(compose.distance(velocity: 2100), 500, relative: 1e-14, "distance")
    expectClose(
      compose.duration(velocity: -2100, stopVelocity: 0.1), Elementary.log(21_000) / 4.2,
      relative: 1e-14, "duration")
    #expect(FrictionDecay.compose(frictionMultiplier: 2).decayConstant == 8.4)
  }

  /// Flutter's bouncing drag 0.135 is UIScrollView's 0.998 per ms over a second: the two
  /// projections agree to 0.1 % (0.998¹⁰⁰⁰ = 0.13506).
  @Test func flutterDragMatchesUIScrollView() {
    let friction = FrictionDecay.flutterBouncing
    expectClose(friction.drag, 0.135, relative: 1e-14, "drag round trip")
    let decay = DecayProjection.normal
    expectClose(
      friction.distance(velocity: 1000), decay.distance(velocity: 1000), relative: 1e-3,
      "same projection")
  }

  /// Position is the integral of velocity: central differences agree (1e-7 relative: the
  /// step-size error of a 1e-5 s central difference on e^(−kt) is ~(kh)²/6 ≈ 1e-10, plus
  /// cancellation in the difference ~1e-11/h·|x|).
  @Test func positionIsIntegralOfVelocity() {
    let f = FrictionDecay(drag: 0.2)
    let h = 1e-5
    for t in [0.01, 0.2, 1, 3] {
      let slope =
        (f.position(at: t + h, velocity: 900) - f.position(at: t - h, velocity: 900)) / (2 * h)
      expectClose(slope, f.velocity(at: t, initialVelocity: 900), relative: 1e-7, "t=\(t)")
    }
    #expect(f.position(at: 0, velocity: 900) == 0)
    expectClose(
      f.position(at: 100, velocity: 900), f.distance(velocity: 900), relative: 1e-14, "limit")
  }

  /// Inverses round-trip (1e-12 relative).
  @Test func inversesRoundTrip() {
    let f = FrictionDecay.compose()
    for v in [-3000.0, -1, 250, 8000] {
      expectClose(f.velocity(forDistance: f.distance(velocity: v)), v, relative: 1e-12, "v=\(v)")
      let t = f.duration(velocity: v)
      expectClose(abs(f.velocity(at: t, initialVelocity: v)), 1, relative: 1e-12, "stop v=\(v)")
      for time in [0.01, 0.3, 1] {
        let x = f.position(at: time, velocity: v)
        expectClose(f.time(toReach: x, velocity: v), time, relative: 1e-9, "v=\(v) t=\(time)")
      }
    }
    #expect(f.time(toReach: f.distance(velocity: 100), velocity: 100) == .infinity)
    #expect(f.duration(velocity: 0.5) == 0)
  }

  /// Regression: ln(|v|/s) of the quotient overflowed for |v| = 1e308, s ≈ 2e-320 (duration
  /// `inf`). 1e-12 relative covers the two logarithms' rounding.
  @Test func durationWithExtremeSpeedRatio() {
    let stop = Double.leastNormalMagnitude * 0x1p-40  // ≈ 2e-320
    let f = FrictionDecay(drag: 0.135)
    let expected = (Elementary.log(1e308) - Elementary.log(stop)) / -Elementary.log(0.135)
    expectClose(f.duration(velocity: 1e308, stopVelocity: stop), expected, relative: 1e-12)
  }
}
