// The exported C-ABI surface of the AnimationMath WebAssembly module, built by
// `scripts/build-wasm.sh` together with the unchanged sources of AnimationMath (one
// whole-module Embedded Swift compile, so these are inside the module and see its `package`
// API). Not a SwiftPM target: the native build never compiles this directory.
//
// Every export takes and returns IEEE 754 doubles (wasm `f64`), so JavaScript calls it with
// plain numbers and no memory is shared. Invalid parameters give NaN, never a trap. Docs:
// Docs/WebAssembly.md.

/// The version of this surface, bumped when an export changes meaning or signature.
@_expose(wasm, "animation_math_abi")
@_cdecl("animation_math_abi")
public func animationMathABI() -> Int32 { 1 }

/// `query` of the motion of ``SpringMotion`` for a spring given by its physical coefficients at
/// `t`, or NaN when the coefficients are outside ``Spring``'s domain (mass, stiffness finite and
/// > 0; damping finite, ≥ 0), `from`, `to`, `velocity` are not finite, or `t` is NaN.
func evaluateMotion(
  _ mass: Double, _ stiffness: Double, _ damping: Double, _ from: Double, _ to: Double,
  _ velocity: Double, _ t: Double, _ query: (SpringMotion, Double) -> Double
) -> Double {
  guard
    mass.isFinite && mass > 0 && stiffness.isFinite && stiffness > 0 && damping.isFinite
      && damping >= 0 && from.isFinite && to.isFinite && (from - to).isFinite && velocity.isFinite
      && !t.isNaN
  else { return .nan }
  let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)
  return query(SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity), t)
}

/// ``SpringMotion/position(at:)`` of the motion from `from` to `to` starting at `velocity`
/// (units per second) on the spring `mass`, `stiffness`, `damping`; `t` in seconds (≤ 0 gives
/// `from`). NaN for parameters outside the domain (see `evaluateMotion`).
@_expose(wasm, "spring_position")
@_cdecl("spring_position")
public func springPosition(
  _ mass: Double, _ stiffness: Double, _ damping: Double, _ from: Double, _ to: Double,
  _ velocity: Double, _ t: Double
) -> Double {
  evaluateMotion(mass, stiffness, damping, from, to, velocity, t) { $0.position(at: $1) }
}

/// ``SpringMotion/velocity(at:)`` (units per second) of the motion `spring_position` evaluates.
@_expose(wasm, "spring_velocity")
@_cdecl("spring_velocity")
public func springVelocity(
  _ mass: Double, _ stiffness: Double, _ damping: Double, _ from: Double, _ to: Double,
  _ velocity: Double, _ t: Double
) -> Double {
  evaluateMotion(mass, stiffness, damping, from, to, velocity, t) { $0.velocity(at: $1) }
}

/// `query` of `cubic-bezier(x1, y1, x2, y2)` at `x`, or NaN for an invalid curve
/// (``CubicBezier/isValid(_:_:_:_:)``) or a NaN `x`.
func evaluateBezier(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double,
  _ query: (CubicBezier, Double) -> Double
) -> Double {
  guard !x.isNaN && CubicBezier.isValid(x1, y1, x2, y2) else { return .nan }
  return query(CubicBezier(x1, y1, x2, y2), x)
}

/// ``CubicBezier/value(at:)`` of `cubic-bezier(x1, y1, x2, y2)` at `x` (the browser-compatible
/// rule outside [0, 1]). NaN as `evaluateBezier`.
@_expose(wasm, "bezier_value")
@_cdecl("bezier_value")
public func bezierValue(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double
) -> Double {
  evaluateBezier(x1, y1, x2, y2, x) { $0.value(at: $1) }
}

/// ``CubicBezier/slope(at:)`` (dy/dx) of `cubic-bezier(x1, y1, x2, y2)` at `x`. NaN as
/// `evaluateBezier`.
@_expose(wasm, "bezier_slope")
@_cdecl("bezier_slope")
public func bezierSlope(
  _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double
) -> Double {
  evaluateBezier(x1, y1, x2, y2, x) { $0.slope(at: $1) }
}

/// ``SpringMotion/settlingTime(within:)`` with an absolute band of `epsilon` (position units,
/// ≥ 0): the last time |position − to| ≥ epsilon, seconds (0 if never, +∞ for an undamped
/// motion that leaves the band). NaN as `evaluateMotion` or for a negative or NaN `epsilon`.
@_expose(wasm, "spring_settling_time")
@_cdecl("spring_settling_time")
public func springSettlingTime(
  _ mass: Double, _ stiffness: Double, _ damping: Double, _ from: Double, _ to: Double,
  _ velocity: Double, _ epsilon: Double
) -> Double {
  guard epsilon >= 0 else { return .nan }
  return evaluateMotion(mass, stiffness, damping, from, to, velocity, 0) { motion, _ in
    motion.settlingTime(within: .absolute(epsilon))
  }
}

/// The module's one touch stroke: a ``VelocityTracker`` with the Android estimator (`lsq2`, until
/// `velocity_strategy` chooses another) and the standard window, fed by `velocity_add` and read by `velocity_x` / `velocity_y`. The
/// tracker holds its samples inline, so this needs no allocator.
nonisolated(unsafe) var wasmTracker = VelocityTracker(strategy: .lsq2)

/// Adds a sample to the module's stroke: `phase` 0 `down` (starts a new stroke), 1 `move`, 2
/// `up`, 3 `cancelled` (anything else is ignored); `t` in seconds, `x`, `y` in position units.
/// Returns the number of samples held.
@_expose(wasm, "velocity_add")
@_cdecl("velocity_add")
public func velocityAdd(_ phase: Int32, _ t: Double, _ x: Double, _ y: Double) -> Int32 {
  let phases: [TouchPhase] = [.down, .move, .up, .cancelled]
  guard phase >= 0 && phase < 4 else { return Int32(wasmTracker.sampleCount) }
  wasmTracker.add(TouchSample(time: t, x: x, y: y, phase: phases[Int(phase)]))
  return Int32(wasmTracker.sampleCount)
}

/// Chooses the estimator of the module's stroke and starts a new, empty one: `code` 0 `lsq2`,
/// 1 `flutter`, 2 `impulse`, 3 `ios`, 4 `two-point` (``VelocityStrategy/allCases`` order).
/// Returns 1, or 0 (keeping the tracker as it was) for any other code.
@_expose(wasm, "velocity_strategy")
@_cdecl("velocity_strategy")
public func velocityStrategy(_ code: Int32) -> Int32 {
  let strategies = VelocityStrategy.allCases
  guard code >= 0 && Int(code) < strategies.count else { return 0 }
  wasmTracker = VelocityTracker(strategy: strategies[Int(code)])
  return 1
}

/// The stroke's release velocity along x, units per second (``VelocityTracker/velocity()``):
/// what `spring-tune velocity TRACE.csv --strategy S` gives for the same samples with the
/// tracker's estimator S.
@_expose(wasm, "velocity_x")
@_cdecl("velocity_x")
public func velocityX() -> Double { wasmTracker.velocity().x }
