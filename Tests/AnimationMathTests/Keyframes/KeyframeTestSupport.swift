import AnimationMath

/// y = u², y′ = 2u: an easing curve whose values are exact in binary64 for dyadic inputs.
/// y = x², y′ = 2x (Penner's quad-in: exactly x·x).
let quadraticEaseIn: Easing = .penner(.easeInQuad)

/// Central difference (f(t+h) − f(t−h)) / 2h.
func centralDifference(_ f: (Double) -> Double, at t: Double, step h: Double) -> Double {
  (f(t + h) - f(t - h)) / (2 * h)
}

/// The reference tracks of `Fixtures/keyframes-reference.py`, built from the same keyframes.
enum ReferenceTracks {
  static let catmullRom = KeyframeTrack([
    Keyframe(time: 0, value: 0.0, curve: .catmullRom),
    Keyframe(time: 1, value: 2.0, curve: .catmullRom),
    Keyframe(time: 3, value: 1.0, curve: .catmullRom),
    Keyframe(time: 4, value: 4.0, curve: .catmullRom),
  ])

  static let kochanekBartels = KeyframeTrack([
    Keyframe(time: 0, value: 0.0, curve: .catmullRom),
    Keyframe(time: 1, value: 2.0, curve: .cubic(tension: 0.5, continuity: -0.5, bias: 0.25)),
    Keyframe(time: 3, value: 1.0, curve: .cubic(tension: -0.2, continuity: 0.3, bias: -0.4)),
    Keyframe(time: 4, value: 4.0, curve: .catmullRom),
  ])

  static let borders = KeyframeTrack([
    Keyframe(time: 0, value: 0.0),
    Keyframe(time: 1, value: 10.0),
    Keyframe(time: 2, value: 30.0, curve: .catmullRom),
    Keyframe(time: 3, value: 20.0, curve: .catmullRom),
    Keyframe(time: 4, value: 0.0, curve: .easing(quadraticEaseIn)),
  ])

  static let spring = KeyframeTrack([
    Keyframe(time: 0, value: 0.0),
    Keyframe(time: 0.2, value: 100.0),
    Keyframe(time: 0.7, value: 300.0, curve: .spring(Spring(dampingRatio: 0.5, response: 0.4))),
    Keyframe(time: 1, value: 200.0),
  ])

  static let spring2d = KeyframeTrack([
    Keyframe(time: 0, value: SIMD2<Double>(0, 0)),
    Keyframe(time: 0.5, value: SIMD2<Double>(10, -20)),
    Keyframe(
      time: 1.5, value: SIMD2<Double>(50, 50),
      curve: .spring(Spring(dampingRatio: 2, response: 0.5))),
    Keyframe(
      time: 2.5, value: SIMD2<Double>(60, 40),
      curve: .spring(Spring(dampingRatio: 1, response: 0.3))),
  ])

  /// `(value, velocity)` of component `component` of the named reference track at `t`.
  static func evaluate(_ track: String, _ t: Double, component: Int) -> (Double, Double)? {
    switch track {
    case "catmull-rom": (catmullRom.value(at: t), catmullRom.velocity(at: t))
    case "kochanek-bartels": (kochanekBartels.value(at: t), kochanekBartels.velocity(at: t))
    case "borders": (borders.value(at: t), borders.velocity(at: t))
    case "spring": (spring.value(at: t), spring.velocity(at: t))
    case "spring2d": (spring2d.value(at: t)[component], spring2d.velocity(at: t)[component])
    default: nil
    }
  }
}
