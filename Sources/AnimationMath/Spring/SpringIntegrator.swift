/// Fixed-step numerical integrators of `m·x″ + c·x′ + k·x = 0`, kept as references.
///
/// They are what Wave (semi-implicit Euler per frame), react-spring (semi-implicit Euler, 1 ms)
/// and Rebound / POP (RK4, 1 ms) do. Use them to see the error that the exact
/// ``Spring/update(value:velocity:target:deltaTime:)-(Double,_,_,_)`` removes: semi-implicit
/// Euler has O(h) phase error and is stable only for ω₀·h < 2; RK4 has O(h⁴) error and is stable only for
/// roughly c/m·h ≲ 2.785 and ω₀·h ≲ 2.8. Outside those limits they diverge (values grow without
/// bound, eventually to ±∞ or NaN): that is the point of keeping them.
public enum SpringIntegrator: String, CaseIterable, Hashable, Sendable {
  /// Symplectic (semi-implicit) Euler: v += a(x, v)·h, then x += v·h.
  case semiImplicitEuler
  /// Classic fourth-order Runge–Kutta on (x, v).
  case rungeKutta4

  /// Advances `value` and `velocity` by one step of `deltaTime` (h) seconds toward `target`.
  public func step(
    _ spring: Spring, value: inout Double, velocity: inout Double, target: Double,
    deltaTime h: Double
  ) {
    let k = spring.stiffness / spring.mass
    let c = spring.damping / spring.mass
    func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
    let x = value - target
    let v = velocity
    switch self {
    case .semiImplicitEuler:
      let v1 = v + acceleration(x, v) * h
      velocity = v1
      value = target + (x + v1 * h)
    case .rungeKutta4:
      let k1x = v
      let k1v = acceleration(x, v)
      let k2x = v + 0.5 * h * k1v
      let k2v = acceleration(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
      let k3x = v + 0.5 * h * k2v
      let k3v = acceleration(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
      let k4x = v + h * k3v
      let k4v = acceleration(x + h * k3x, v + h * k3v)
      value = target + (x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x))
      velocity = v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
  }

  /// Advances by `duration` seconds in fixed steps of `deltaTime` (h) seconds (the last step shortened to land
  /// exactly on `duration`); at most 10⁸ steps.
  public func advance(
    _ spring: Spring, value: inout Double, velocity: inout Double, target: Double,
    duration: Double, deltaTime h: Double
  ) {
    guard duration > 0, h > 0 else { return }
    var elapsed = 0.0
    var count = 0
    while elapsed < duration && count < 100_000_000 {
      let step = Swift.min(h, duration - elapsed)
      self.step(spring, value: &value, velocity: &velocity, target: target, deltaTime: step)
      elapsed += step
      count += 1
    }
  }
}
