import Testing

@testable import AnimationMath

@Suite("Reference integrators")
struct SpringIntegratorTests {
  /// The reference integrators converge to the exact step at their order, and blow up where
  /// their stability limits say.
  @Test("Euler and RK4 converge at their order; RK4 diverges past its limit")
  func integrators() {
    let spring = Spring(dampingRatio: 0.5, response: 0.5)
    let exact = SpringMotion(spring: spring, from: 1, to: 0).position(at: 1)
    func error(_ method: SpringIntegrator, _ h: Double) -> Double {
      var x = 1.0
      var v = 0.0
      method.advance(spring, value: &x, velocity: &v, target: 0, duration: 1, deltaTime: h)
      return abs(x - exact)
    }
    let e1 = error(.semiImplicitEuler, 1e-3)
    let e2 = error(.semiImplicitEuler, 5e-4)
    #expect(e1 / e2 > 1.8 && e1 / e2 < 2.2)  // first order: halving h halves the error
    let r1 = error(.rungeKutta4, 1e-2)
    let r2 = error(.rungeKutta4, 5e-3)
    #expect(r1 / r2 > 12 && r1 / r2 < 20)  // fourth order: ≈16
    #expect(r2 < 1e-7)
    // c/m·h = 30·... past RK4's real-axis limit 2.785: heavy damping diverges at 1/60 s.
    let stiff = Spring(mass: 1, stiffness: 1e4, damping: 6000)
    var x = 1.0
    var v = 0.0
    SpringIntegrator.rungeKutta4.advance(
      stiff, value: &x, velocity: &v, target: 0, duration: 1, deltaTime: 1.0 / 60)
    #expect(!(abs(x) < 1))
    var y = 1.0
    var w = 0.0
    stiff.update(value: &y, velocity: &w, target: 0, deltaTime: 1)
    #expect(abs(y) < 1)
  }
}
