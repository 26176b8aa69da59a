/// Which way a scalar track (or a scalar projection of a track) moves over all times.
@usableFromInline
enum ScalarDirection: Sendable {
  /// Non-decreasing and not constant.
  case rising
  /// Non-increasing and not constant.
  case falling
  /// The same value at every time.
  case constant
  /// It turns: some value is reached, left and reached again.
  case turning
}

/// An affine map from a track's values to numbers, `p(v)`, with its linear part
/// `L(d) = p(d) − p(0)` (the change of `p` along a difference `d`).
struct ScalarProjection<Value: Interpolatable> {
  let map: (Value) -> Double
  let origin: Double

  init(_ map: @escaping (Value) -> Double) {
    self.map = map
    origin = map(.zero)
  }

  func callAsFunction(_ v: Value) -> Double { map(v) }
  func along(_ d: Value) -> Double { map(d) - origin }
}

extension KeyframeTrack where Value == Double {
  /// Whether the track never turns: its value is non-decreasing in time, or non-increasing,
  /// over all times (holds and jumps included).
  ///
  /// Decided once, when the track is created, per segment from its compiled form: linear and
  /// hold segments by their end values, eased segments by ``Easing/isMonotonic``, cubic segments
  /// by the sign of their derivative polynomial on [0, 1], spring segments by their first
  /// turning point (``SpringMotion/firstExtremum``) against the segment's length, paced runs by
  /// their polyline; every segment must move the same way as the track does from its first to
  /// its final value.
  public var isMonotonic: Bool { storage.direction != .turning }

  /// The earliest time (seconds) at which the track reaches `target`: the inverse of a monotone
  /// track, for scrubbing ("where is the gesture on the timeline when x = 120 pt?").
  ///
  /// For a non-decreasing track: the earliest t with value(at: t) ≥ target; for a
  /// non-increasing one, ≤ target. Where the track holds a value that equals the target this is
  /// the start of the hold; where it jumps over the target (a hold segment), the time of the
  /// jump. Elsewhere `value(at: time(reaching: v))` equals v up to the track's rounding divided
  /// by its slope (a few ulps of t where the track moves; up to ~1e-9 s where it arrives flat,
  /// as ease-in-out does).
  ///
  /// Linear, spring, cubic, paced and non-Bézier eased segments answer the earliest double
  /// that reaches the target exactly; cubic-bezier segments answer their own inverse, within
  /// the rounding above.
  ///
  /// Cost: a binary search over the keyframes and the segment's own inverse — closed form for
  /// linear segments, Chebyshev steps on the Bézier's y polynomial for cubic-bezier curves
  /// (about the cost of one `value(at:)`), a bracketed secant on the value for springs, cubic
  /// splines, paced runs and other easing curves — then, except for Béziers, a few evaluations
  /// to land on the exact double.
  /// Monotonicity is known from the track's creation, so nothing is recomputed per call.
  ///
  /// Returns `nil` when the track is not monotone (``isMonotonic``: the value may be reached
  /// at several times, so there is no single answer to scrub to), when `target` is NaN, or when
  /// it lies outside the range between the first and final values.
  public func time(reaching target: Double) -> Double? {
    inverse(reaching: target, direction: storage.direction, projection: nil)
  }
}

extension KeyframeTrack {
  /// Whether `projection` of the track never turns (``KeyframeTrack/isMonotonic`` for the
  /// number `projection` makes of each value).
  ///
  /// `projection` must be affine — a coordinate (`{ $0.x }`), a dot product with a direction, a
  /// scale or an offset of those — so that it commutes with the track's interpolation; the
  /// answer is decided per segment as for a scalar track, in O(keyframes) per call.
  public func isMonotonic(along projection: @escaping (Value) -> Double) -> Bool {
    Self.direction(storage, ScalarProjection(projection)) != .turning
  }

  /// The earliest time (seconds) at which `projection` of the track reaches `target`: scrubbing
  /// a track of points, sizes or colours by one number ("when does the card's x reach
  /// 120 pt?").
  ///
  /// ``time(reaching:)`` for the number `projection` makes of each value: the smallest t with
  /// projection(value(at: t)) ≥ target on a non-decreasing projection (≤ on a non-increasing
  /// one). `projection` must be affine (see ``isMonotonic(along:)``); monotonicity is decided
  /// on each call (O(keyframes)). Returns `nil` when the projection turns, for a NaN target and
  /// for a target outside the projection's range.
  public func time(reaching target: Double, along projection: @escaping (Value) -> Double)
    -> Double?
  {
    let p = ScalarProjection(projection)
    return inverse(reaching: target, direction: Self.direction(storage, p), projection: p)
  }

  /// Which way `p` of the track moves, from its compiled segments.
  static func direction(_ storage: KeyframeTrackStorage<Value>, _ p: ScalarProjection<Value>)
    -> ScalarDirection
  {
    direction(
      first: storage.firstValue, last: storage.lastValue, times: storage.times,
      segments: storage.segments, reached: storage.reached, p)
  }

  /// Which way `p` of a compiled track moves: every segment must move the way the track does
  /// from its first to its final value.
  static func direction(
    first firstValue: Value, last lastValue: Value, times: [Double],
    segments: [KeyframeSegment<Value>], reached: [Value], _ p: ScalarProjection<Value>
  ) -> ScalarDirection {
    let first = p(firstValue)
    let last = p(lastValue)
    let rising = last >= first
    var before = first
    var moves = false
    for (j, segment) in segments.enumerated() {
      let after = p(reached[j + 1])
      guard rising ? after >= before : after <= before,
        segment.isMonotonic(rising: rising, duration: times[j + 1] - times[j], projection: p)
      else { return .turning }
      if after != before || !segment.isConstant(p) { moves = true }
      before = after
    }
    if !moves && last == first { return .constant }
    return rising ? .rising : .falling
  }

  /// The inverse for a track whose projection (`nil`: the value itself, a `Double`) moves in
  /// `direction`.
  func inverse(
    reaching target: Double, direction: ScalarDirection?, projection: ScalarProjection<Value>?
  ) -> Double? {
    guard let direction, direction != .turning, !target.isNaN else { return nil }
    func scalar(_ v: Value) -> Double {
      if let projection { return projection(v) }
      return unsafeBitCast(v, to: Double.self)
    }
    let rising = direction != .falling
    func reached(_ v: Double) -> Bool { rising ? v >= target : v <= target }
    let first = scalar(storage.firstValue)
    let last = scalar(storage.lastValue)
    guard rising ? (target >= first && target <= last) : (target <= first && target >= last)
    else { return nil }
    if reached(first) { return startTime }
    // The first keyframe k at which the target is reached (the last one reaches it: the final
    // value is held from there on); the answer lies in the segment that ends there.
    let reachedValues = storage.reached
    var lo = 0
    var hi = reachedValues.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) &>> 1
      if reached(scalar(reachedValues[mid])) { hi = mid } else { lo = mid }
    }
    let segment = storage.segments[lo]
    let t0 = storage.times[lo]
    let t1 = storage.times[hi]
    func reachedAt(_ t: Double) -> Bool {
      t >= t1 || (t > t0 && reached(scalar(segment.value(at: t))))
    }
    guard let guess = segment.guess(reaching: target, until: t1, scalar: scalar) else {
      return t1  // a hold: the jump at its end
    }
    if case .bezier = segment.kind {
      // The Bézier's own inverse, exact up to its rounding: no evaluation to check it (one
      // would cost more than the inverse itself). The start is not reached, so the answer is
      // after it, however flat the curve leaves.
      return Swift.min(Swift.max(guess, t0.nextUp), t1)
    }
    // Linear segments (a check costs a multiply-add) and the segments found on the value: the
    // earliest double that reaches the target.
    return Self.earliest(reachedAt, guess: guess, notReached: t0, reached: t1)
  }

  /// The smallest double t in (`notReached`, `reached`] with `reachedAt(t)`, for a monotone
  /// predicate, starting from `guess`: steps away from the guess by growing multiples of its
  /// ulp until the answer is bracketed, then bisects to adjacent doubles (two or three
  /// evaluations for a guess within a few ulps).
  @inline(__always)
  static func earliest(
    _ reachedAt: (Double) -> Bool, guess: Double, notReached: Double, reached: Double
  ) -> Double {
    var lo = notReached
    var hi = reached
    let g = Swift.min(Swift.max(guess, lo), hi)
    var step = Swift.max(g.ulp, Double.leastNormalMagnitude)
    if g > lo && g < hi {
      if reachedAt(g) {
        hi = g
        while true {
          let c = hi - step
          if c <= lo { break }
          if reachedAt(c) {
            hi = c
          } else {
            lo = c
            break
          }
          step *= 8
        }
      } else {
        lo = g
        while true {
          let c = lo + step
          if c >= hi { break }
          if reachedAt(c) {
            hi = c
            break
          } else {
            lo = c
          }
          step *= 8
        }
      }
    }
    while true {
      let mid = lo + 0.5 * (hi - lo)
      if mid <= lo || mid >= hi { break }
      if reachedAt(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }
}

extension TimelineTrack where Value == Double {
  /// The earliest time on the timeline's clock at which the track reaches `target`
  /// (``KeyframeTrack/time(reaching:)``), for scrubbing.
  ///
  /// A track that is one keyframe track on its timeline (made by
  /// ``Timeline/addTrack(_:keyframes:timing:)`` or ``Timeline/setTrack(_:_:)``) answers with
  /// the keyframe track's inverse. A composed track answers when it is monotone as composed:
  /// sequences and overlaps of tracks that move the same way without stepping back where one
  /// takes over, speed changes, and repeats or reversals of a constant track; the answer is
  /// found by bisection on the composed clock down to adjacent doubles. A repeated or reversed
  /// track that moves reaches its values more than once: `nil`, as for a non-monotone track and
  /// a target outside the track's range.
  ///
  /// Before its first keyframe the track holds its first value from time 0, so a target equal
  /// to that value is reached at 0, the start of that hold (not at the first keyframe).
  public func time(reaching target: Double) -> Double? {
    if let leaf {
      guard let t = leaf.time(reaching: target), t >= 0, t <= leafDuration else { return nil }
      if t == leaf.startTime && value(at: 0) == leaf.value(at: t) { return 0 }
      return t
    }
    return composedInverse(reaching: target, projection: nil)
  }
}

extension TimelineTrack {
  /// The earliest time on the timeline's clock at which `projection` of the track reaches
  /// `target` (``KeyframeTrack/time(reaching:along:)`` on this track, composed or not; see
  /// ``time(reaching:)`` for compositions). `projection` must be affine.
  public func time(reaching target: Double, along projection: @escaping (Value) -> Double)
    -> Double?
  {
    let p = ScalarProjection(projection)
    if let leaf {
      guard let t = leaf.time(reaching: target, along: projection), t >= 0, t <= leafDuration
      else { return nil }
      if t == leaf.startTime && p(value(at: 0)) == p(leaf.value(at: t)) { return 0 }
      return t
    }
    return composedInverse(reaching: target, projection: p)
  }

  /// The inverse of a composed track by bisection on the composed clock.
  func composedInverse(reaching target: Double, projection: ScalarProjection<Value>?) -> Double? {
    func scalar(_ v: Value) -> Double {
      if let projection { return projection(v) }
      return unsafeBitCast(v, to: Double.self)
    }
    let p = ScalarProjection<Value>(scalar)
    let direction = Self.direction(node, p)
    guard direction != .turning, !target.isNaN else { return nil }
    let rising = direction != .falling
    func reachedAt(_ t: Double) -> Bool {
      let v = scalar(value(at: t))
      return rising ? v >= target : v <= target
    }
    let end = Self.extent(node)
    let first = scalar(value(at: 0))
    let last = scalar(value(at: end))
    guard rising ? (target >= first && target <= last) : (target <= first && target >= last)
    else { return nil }
    if reachedAt(0) { return 0 }
    return KeyframeTrack<Value>.earliest(
      reachedAt, guess: end, notReached: 0, reached: end)
  }

  /// Which way `p` of a composed node moves over its clock.
  static func direction(_ node: Node, _ p: ScalarProjection<Value>) -> ScalarDirection {
    switch node {
    case .keyframes(let track, _):
      return KeyframeTrack.direction(track.storage, p)
    case .overlap(let first, let second, let offset):
      let after = direction(second, p)
      guard let first else { return after }
      let before = direction(first, p)
      guard before != .turning, after != .turning else { return .turning }
      // The first part's value where the second takes over (its right value there, which a
      // monotone part reaches no later than its left limit) must not be past the second's start.
      let handover = p(value(first, offset))
      let start = p(value(second, 0))
      switch (before, after) {
      case (.constant, .constant):
        return handover == start ? .constant : (handover < start ? .rising : .falling)
      case (.rising, .falling), (.falling, .rising): return .turning
      case (.rising, _), (_, .rising): return handover <= start ? .rising : .turning
      default: return handover >= start ? .falling : .turning
      }
    case .warp(let base, let warp):
      let inner = direction(base, p)
      switch warp {
      case .speed(let factor): return factor > 0 ? inner : .constant
      case .repeating(_, let count): return count <= 1 || inner == .constant ? inner : .turning
      case .autoreverse: return inner == .constant ? .constant : .turning
      }
    }
  }

  /// The time at which a composed node reaches its end (it holds from there on).
  static func extent(_ node: Node) -> Double {
    switch node {
    case .keyframes(_, let duration):
      return duration
    case .overlap(let first, let second, let offset):
      return Swift.max(first.map(extent) ?? 0, offset + extent(second))
    case .warp(let base, let warp):
      switch warp {
      case .speed(let factor): return factor > 0 ? extent(base) / factor : 0
      case .repeating(let period, let count): return period * count
      case .autoreverse(let period): return 2 * period
      }
    }
  }
}

extension KeyframeSegment {
  /// Whether `p` of the value is constant over the segment.
  func isConstant(_ p: ScalarProjection<Value>) -> Bool {
    switch kind {
    case .hold: return true
    case .linear(_, let delta), .bezier(_, let delta, _), .eased(_, let delta, _):
      return p.along(delta) == 0
    case .cubic(_, let c1, let c2, let c3):
      return p.along(c1) == 0 && p.along(c2) == 0 && p.along(c3) == 0
    case .spring(let box):
      let segment = box.takeUnretainedValue()
      return p.along(segment.displacement) == 0 && p.along(segment.initialVelocity) == 0
    case .paced(let box):
      return box.takeUnretainedValue().differences.allSatisfy { p.along($0) == 0 }
    }
  }

  /// Whether `p` of the value moves only one way over the segment's [0, duration) (`rising`:
  /// never down; otherwise never up).
  func isMonotonic(rising: Bool, duration: Double, projection p: ScalarProjection<Value>) -> Bool {
    func along(_ d: Double) -> Bool { rising ? d >= 0 : d <= 0 }
    switch kind {
    case .linear(_, let delta):
      return along(p.along(delta))
    case .hold:
      return true
    case .bezier(_, let delta, let box):
      let curve = box.takeUnretainedValue().curve
      return curve.isMonotonic && along(p.along(delta) * (curve.value(at: 1) - curve.value(at: 0)))
    case .eased(_, let delta, let box):
      let curve = box.takeUnretainedValue().curve
      return curve.isMonotonic && along(p.along(delta) * (curve.value(at: 1) - curve.value(at: 0)))
    case .cubic(_, let v1, let v2, let v3):
      // Derivative c1 + 2c2·u + 3c3·u² on [0, 1]: its ends and its vertex.
      let c1 = p.along(v1)
      let c2 = p.along(v2)
      let c3 = p.along(v3)
      guard along(c1), along(c1 + 2 * c2 + 3 * c3) else { return false }
      if c3 != 0 {
        let u = -c2 / (3 * c3)
        if u > 0 && u < 1 { return along(c1 + 2 * c2 * u + 3 * c3 * u * u) }
      }
      return true
    case .spring(let box):
      // The projection of a vector spring is the one-dimensional spring between the projected
      // ends, released with the projected velocity (the spring equation is linear).
      let segment = box.takeUnretainedValue()
      let motion = SpringMotion(
        spring: segment.displacementResponse.spring, from: p(segment.start),
        to: p(segment.target), initialVelocity: p.along(segment.initialVelocity))
      if let turn = motion.firstExtremum, turn.time < duration { return false }
      return along(p(segment.value(at: duration)) - p(segment.start))
    case .paced(let box):
      return box.takeUnretainedValue().differences.allSatisfy { along(p.along($0)) }
    }
  }

  /// A time in [t₀, `end`] close to where `scalar` of the value first reaches `target`, for a
  /// segment that starts short of it and reaches it by `end`; `nil` for a hold (it reaches the
  /// target only by jumping at `end`).
  @inline(__always)
  func guess(reaching target: Double, until end: Double, scalar: (Value) -> Double) -> Double? {
    let duration = end - start
    switch kind {
    case .hold:
      return nil
    case .linear(let from, let delta):
      let a = scalar(from)
      let d = scalar(from.adding(delta)) - a
      return start + (target - a) / d * duration
    case .bezier(let from, let delta, let box):
      let a = scalar(from)
      let d = scalar(from.adding(delta)) - a
      let curve = box._withUnsafeGuaranteedRef { $0.curve }
      return start + curve.input(reachingOutput: (target - a) / d) * duration
    default:
      // A bracketed secant (Illinois) on the value itself.
      var lo = start
      var hi = end
      var fLo = scalar(value(at: lo)) - target
      var fHi = scalar(value(at: hi)) - target
      guard fLo != fHi else { return hi }
      var side = 0
      for _ in 0..<40 {
        let t = (lo * fHi - hi * fLo) / (fHi - fLo)
        guard t > lo && t < hi else { break }
        let f = scalar(value(at: t)) - target
        if f == 0 { return t }
        if (f < 0) == (fLo < 0) {
          lo = t
          fLo = f
          if side == -1 { fHi *= 0.5 }
          side = -1
        } else {
          hi = t
          fHi = f
          if side == 1 { fLo *= 0.5 }
          side = 1
        }
        if hi - lo <= 4 * hi.ulp { break }
      }
      return lo + 0.5 * (hi - lo)
    }
  }
}

extension CubicBezier {
  /// The input x in [0, 1] at which a monotone curve's output is `y` (for y in [0, 1]): the
  /// curve parameter s with y(s) = y — found as ``interiorParameter(_:)`` finds it for x: a
  /// guess from the sixteenth of [0, 1] that holds it, three Chebyshev steps, a check — then
  /// x(s). Where y′ vanishes (a flat start or arrival) the check fails and bracketed Newton
  /// steps finish. Accurate to a few ulps; ``Easing/inverse(at:)`` gives the exact earliest
  /// input.
  func input(reachingOutput y: Double) -> Double {
    guard y > 0 else { return 0 }
    guard y < 1 else { return 1 }
    func yAt(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    var quarter = y >= yAt(0.25) ? 0.25 : 0
    quarter += y >= yAt(0.5) ? 0.25 : 0
    quarter += y >= yAt(0.75) ? 0.25 : 0
    var lower = quarter
    lower += y >= yAt(quarter + 0.0625) ? 0.0625 : 0
    lower += y >= yAt(quarter + 0.125) ? 0.0625 : 0
    lower += y >= yAt(quarter + 0.1875) ? 0.0625 : 0
    var s = lower + 0.03125
    let ay3 = 3 * ay
    var delta = 0.0
    var correction = 0.0
    for step in 0..<3 {
      let residual = yAt(s) - y
      let halfCurvature = ay3 * s + by
      let reciprocal = 1 / ((halfCurvature + by) * s + cy)
      delta = residual * reciprocal
      correction = halfCurvature * reciprocal * delta * delta
      if step < 2 { s = s - delta - correction }
    }
    if abs(delta) <= 0x1p-26 && abs(correction) <= 0x1p-56 {
      return x(atParameter: s - delta - correction)
    }
    // Bracketed Newton in the sixteenth that holds y.
    var lo = lower
    var hi = Swift.min(lower + 0.0625, 1)
    s = lo + 0.5 * (hi - lo)
    for _ in 0..<60 {
      let r = yAt(s) - y
      if r == 0 { break }
      if r < 0 { lo = s } else { hi = s }
      var next = s - r / ((3 * ay * s + 2 * by) * s + cy)
      if !(next > lo && next < hi) { next = lo + 0.5 * (hi - lo) }
      if next == s || !(hi - lo > 2 * hi.ulp) {
        s = next
        break
      }
      s = next
    }
    return x(atParameter: s)
  }
}
