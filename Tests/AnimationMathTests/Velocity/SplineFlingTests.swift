import TestSupport
import Testing

@testable import AnimationMath

@Suite("SplineFling")
struct SplineFlingTests {
  /// The OverScroller reference table at density 1 (notes/velocity.md §5): velocity dp/s →
  /// distance dp, Android duration ms, Flutter duration ms. The table is rounded (distance to
  /// 0.1 dp below 10, else to 1 dp; durations to 1 ms), hence the tolerances.
  @Test func referenceTable() {
    let fling = SplineFling()
    let table: [(v: Double, d: Double, android: Double, flutter: Double)] = [
      (100, 3.6, 102, 84), (500, 58, 333, 275), (1000, 194, 555, 458),
      (2000, 647, 925, 763), (5000, 3178, 1816, 1499), (8000, 7186, 2567, 2118),
    ]
    for row in table {
      expectClose(
        fling.distance(velocity: row.v), row.d, absolute: row.d < 10 ? 0.05 : 0.5, "D \(row.v)")
      expectClose(
        1000 * fling.duration(velocity: row.v), row.android, absolute: 0.5, "T_A \(row.v)")
      expectClose(
        1000 * fling.flutterDuration(velocity: row.v), row.flutter, absolute: 0.5, "T_F \(row.v)")
    }
  }

  @Test func constants() {
    expectClose(SplineFling.decelerationExponent, 2.358_201_815_5, absolute: 1e-9, "ln 0.78/ln 0.9")
    expectClose(
      SplineFling().deceleration / 0.015, 51_890.2, absolute: 0.05, "physical coefficient")
  }

  /// Flutter's closed form starts at the release velocity and ends at the distance with zero
  /// speed. 1e-6 relative on the forward difference slope (h = 1e-7 s; curvature error
  /// ~DR·h/T ≈ 1e-6 at worst).
  @Test func flutterShape() {
    let fling = SplineFling()
    for v in [300.0, -2500] {
      let end = fling.flutterDuration(velocity: v)
      expectClose(
        fling.position(at: end, velocity: v), fling.distance(velocity: v), relative: 1e-14, "end")
      #expect(fling.velocity(at: end, initialVelocity: v) == 0)
      let h = 1e-7
      expectClose(fling.position(at: h, velocity: v) / h, v, relative: 2e-6, "slope at 0")
      let mid = 0.4 * end
      let slope =
        (fling.position(at: mid + h, velocity: v) - fling.position(at: mid - h, velocity: v))
        / (2 * h)
      expectClose(slope, fling.velocity(at: mid, initialVelocity: v), relative: 1e-6, "slope mid")
    }
  }

  /// Distance is odd in velocity and monotonic; the inverse round-trips (1e-12 relative).
  @Test func symmetryMonotonicityInverse() {
    let fling = SplineFling()
    var previous = 0.0
    for k in 1...50 {
      let v = Double(k) * 200
      let d = fling.distance(velocity: v)
      #expect(d > previous)
      previous = d
      #expect(fling.distance(velocity: -v) == -d)
      expectClose(fling.velocity(forDistance: d), v, relative: 1e-12, "v=\(v)")
      expectClose(fling.velocity(forDistance: -d), -v, relative: 1e-12, "v=-\(v)")
    }
    #expect(fling.distance(velocity: 0) == 0)
    #expect(fling.duration(velocity: 0) == 0)
    #expect(fling.velocity(forDistance: 0) == 0)
    #expect(fling.position(at: 1, velocity: 0) == 0)
  }
}
