/// Turns validated keyframes into ``KeyframeSegment``s, left to right.
///
/// Walking the keyframes in order it keeps, for every keyframe k, `reached[k]` (where the track
/// is at t[k]) and `arriving[k]` (the velocity just before t[k]; 0 at the first keyframe). Each
/// segment starts from `reached` of its start keyframe. Only cubic segments look ahead (at the
/// next keyframe's value and curve, never at a later segment's *result*), so the walk is a
/// single pass without cycles.
struct KeyframeCompiler<Value: Interpolatable> {
  let keyframes: [Keyframe<Value>]
  private var reached: [Value] = []
  private var arriving: [Value] = []
  private var segments: [KeyframeSegment<Value>] = []
  /// The paced run in progress and the index of its last keyframe.
  private var run: (run: PacedRun<Value>, end: Int)?

  init(keyframes: [Keyframe<Value>]) {
    self.keyframes = keyframes
  }

  /// Strong references to every object a segment points to (unowned) — kept by the track.
  private var owners: [any AnyObject & Sendable] = []

  /// Keeps `object` alive with the track and returns an unowned reference to it.
  private mutating func own<Object: AnyObject & Sendable>(_ object: Object) -> Unmanaged<Object> {
    if !owners.contains(where: { $0 === object }) { owners.append(object) }
    return Unmanaged.passUnretained(object)
  }

  /// The segments, the objects they reference, the value reached at each keyframe time and the
  /// value held after the last keyframe.
  consuming func compile() -> (
    segments: [KeyframeSegment<Value>], owners: [any AnyObject & Sendable], reached: [Value],
    finalValue: Value
  ) {
    reached = [keyframes[0].value]
    arriving = [.zero]
    segments.reserveCapacity(keyframes.count - 1)
    for i in keyframes.indices.dropFirst() {
      appendSegment(arrivingAt: i)
    }
    return (segments, owners, reached, reached[reached.count - 1])
  }

  private func time(_ k: Int) -> Double { keyframes[k].time }
  private func value(_ k: Int) -> Value { keyframes[k].value }

  private mutating func appendSegment(arrivingAt i: Int) {
    let t0 = time(i - 1)
    let dt = time(i) - t0
    let a = reached[i - 1]
    let b = value(i)
    let delta = b.subtracting(a)
    let kind: KeyframeSegment<Value>.Kind
    var endValue = b
    let endVelocity: Value
    switch keyframes[i].curve {
    case .linear:
      kind = .linear(from: a, delta: delta)
      endVelocity = delta.scaled(by: 1 / dt)
    case .easing(let curve):
      let resolved = curve.resolvingNames
      if case .cubicBezier(let bezier) = resolved {
        kind = .bezier(from: a, delta: delta, curve: own(BezierBox(bezier)))
      } else {
        kind = .eased(from: a, delta: delta, curve: own(EasingBox(resolved)))
      }
      let y1 = curve.value(at: 1)
      if y1 != 1 { endValue = a.adding(delta.scaled(by: y1)) }
      endVelocity = delta.scaled(by: curve.slope(at: 1) / dt)
    case .hold:
      kind = .hold(a)
      endVelocity = .zero
    case .cubic:
      let m0 = leavingVelocity(at: i - 1).scaled(by: dt)
      let m1 = cubicArrivingVelocity(at: i)
      let m1dt = m1.scaled(by: dt)
      // Hermite basis rewritten in powers of u: c2 = 3Δp − 2m0 − m1, c3 = −2Δp + m0 + m1.
      let c2 = delta.scaled(by: 3).subtracting(m0.scaled(by: 2)).subtracting(m1dt)
      let c3 = m0.adding(m1dt).subtracting(delta.scaled(by: 2))
      kind = .cubic(c0: a, c1: m0, c2: c2, c3: c3)
      endVelocity = m1
    case .spring(let spring):
      let segment = SpringSegment(spring: spring, from: a, to: b, initialVelocity: arriving[i - 1])
      kind = .spring(own(segment))
      endValue = segment.value(at: dt)
      endVelocity = segment.velocity(at: dt)
    case .paced:
      let current = pacedRun(startingAt: i - 1)
      kind = .paced(own(current.run))
      if i == current.end {
        endVelocity = current.run.finalVelocity
      } else {
        endValue = current.run.value(at: time(i))
        endVelocity = current.run.velocity(at: time(i))
      }
    }
    segments.append(KeyframeSegment(start: t0, duration: dt, kind: kind))
    reached.append(endValue)
    arriving.append(endVelocity)
  }

  /// The run containing the paced segment that starts at keyframe `start`; builds a new one
  /// when that segment begins a run.
  private mutating func pacedRun(startingAt start: Int) -> (run: PacedRun<Value>, end: Int) {
    if let run, start < run.end { return run }
    let new = Self.makePacedRun(keyframes, from: start, startValue: reached[start])
    run = new
    return new
  }

  /// The paced run that begins at keyframe `start` (whose next keyframe arrives paced).
  private static func makePacedRun(
    _ keyframes: [Keyframe<Value>], from start: Int, startValue: Value
  ) -> (run: PacedRun<Value>, end: Int) {
    var end = start + 1
    while end + 1 < keyframes.count, case .paced = keyframes[end + 1].curve { end += 1 }
    let values = [startValue] + keyframes[(start + 1)...end].map { $0.value }
    let run = PacedRun(
      values: values, startTime: keyframes[start].time, endTime: keyframes[end].time)
    return (run, end)
  }

  /// Velocity with which a cubic segment leaves keyframe `k`.
  private func leavingVelocity(at k: Int) -> Value {
    guard k > 0, case .cubic(let tension, let continuity, let bias) = keyframes[k].curve else {
      return arriving[k]  // continue with whatever the track arrives with (0 at the first)
    }
    return kochanekBartels(
      at: k, next: value(k + 1), tension: tension, continuity: continuity, bias: bias,
      incoming: false)
  }

  /// Velocity with which the cubic segment ending at keyframe `k` arrives there.
  private func cubicArrivingVelocity(at k: Int) -> Value {
    guard k + 1 < keyframes.count,
      case .cubic(let tension, let continuity, let bias) =
        keyframes[k].curve
    else { return .zero }  // last keyframe: the track holds afterwards
    let next = keyframes[k + 1]
    let dtNext = next.time - time(k)
    switch next.curve {
    case .cubic, .spring:
      return kochanekBartels(
        at: k, next: next.value, tension: tension, continuity: continuity, bias: bias,
        incoming: true)
    case .linear:
      return next.value.subtracting(value(k)).scaled(by: 1 / dtNext)
    case .easing(let curve):
      return next.value.subtracting(value(k)).scaled(by: curve.slope(at: 0) / dtNext)
    case .hold:
      return .zero
    case .paced:
      return Self.makePacedRun(keyframes, from: k, startValue: value(k)).run.initialVelocity
    }
  }

  /// Kochanek–Bartels velocity at keyframe `k` (which must have a predecessor), per second:
  /// `(1−T)·[wᵢ·D⁻ + wₒ·D⁺]/(t[k+1] − t[k−1])` with the weights of ``KeyframeCurve/cubic``.
  private func kochanekBartels(
    at k: Int, next: Value, tension: Double, continuity: Double, bias: Double, incoming: Bool
  ) -> Value {
    let here = value(k)
    let before = here.subtracting(reached[k - 1])
    let after = next.subtracting(here)
    let scale = (1 - tension) / (time(k + 1) - time(k - 1))
    let wBefore = incoming ? (1 - continuity) * (1 + bias) : (1 + continuity) * (1 + bias)
    let wAfter = incoming ? (1 + continuity) * (1 - bias) : (1 - continuity) * (1 - bias)
    return before.scaled(by: scale * wBefore).adding(after.scaled(by: scale * wAfter))
  }
}
