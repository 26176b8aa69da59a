extension KeyframeTrack where Value == Double {
  /// Whether the track never turns: its value is non-decreasing in time, or non-increasing,
  /// over all times (holds and jumps included).
  ///
  /// Decided per segment from its compiled form: linear and hold segments by their end values,
  /// eased segments by ``Easing/isMonotonic``, cubic segments by the sign of their derivative
  /// polynomial on [0, 1], spring segments by their first turning point
  /// (``SpringMotion/firstExtremum``) against the segment's length, paced runs by their
  /// polyline; every segment must move the same way as the track does from its first to its
  /// final value.
  public var isMonotonic: Bool {
    let rising = finalValue >= storage.firstValue
    var before = storage.firstValue
    for (j, segment) in storage.segments.enumerated() {
      let t0 = storage.times[j]
      let t1 = storage.times[j + 1]
      let after = j + 1 < storage.segments.count ? value(at: t1) : finalValue
      let moves = rising ? after >= before : after <= before
      guard moves, segment.isMonotonic(rising: rising, duration: t1 - t0) else { return false }
      before = after
    }
    return true
  }

  /// The earliest time (seconds) at which the track reaches `target`: the inverse of a monotone
  /// track, for scrubbing ("where is the gesture on the timeline when x = 120 pt?").
  ///
  /// For a non-decreasing track: the smallest t with value(at: t) ≥ target; for a
  /// non-increasing one, ≤ target. Where the track holds a value that equals the target this is
  /// the start of the hold; where it jumps over the target (a hold segment), the time of the
  /// jump. `value(at: time(reaching: v))` equals v up to the track's rounding divided by its
  /// slope. Found by locating the segment whose end values bracket the target and bisecting in
  /// it down to adjacent doubles.
  ///
  /// Returns `nil` when the track is not monotone (``isMonotonic``: the value may be reached
  /// at several times, so there is no single answer to scrub to), when `target` is NaN, or when
  /// it lies outside the range between the first and final values.
  public func time(reaching target: Double) -> Double? {
    let first = storage.firstValue
    let last = finalValue
    let rising = last >= first
    guard !target.isNaN,
      rising ? (target >= first && target <= last) : (target <= first && target >= last),
      isMonotonic
    else { return nil }
    func reached(_ t: Double) -> Bool { rising ? value(at: t) >= target : value(at: t) <= target }
    if reached(startTime) { return startTime }
    // The first keyframe time at which the target is reached (the end time reaches it, since
    // the final value is held from there on).
    let times = storage.times
    var k = 1
    while k < times.count - 1 && !reached(times[k]) { k += 1 }
    var lo = times[k - 1]  // not reached
    var hi = times[k]  // reached
    while true {
      let mid = lo + 0.5 * (hi - lo)
      if mid <= lo || mid >= hi { break }
      if reached(mid) { hi = mid } else { lo = mid }
    }
    return hi
  }
}

extension TimelineTrack where Value == Double {
  /// The earliest time on the timeline's clock at which the track reaches `target`
  /// (``KeyframeTrack/time(reaching:)``), for scrubbing.
  ///
  /// Defined for a track that is one keyframe track on its timeline (made by
  /// ``Timeline/addTrack(_:keyframes:timing:)`` or ``Timeline/setTrack(_:_:)``): the keyframe
  /// track's answer, when it lies in [0, duration]. `nil` for composed tracks (sequences,
  /// repeats, reversals, speed changes: a repeated or reversed track reaches a value more than
  /// once), for a non-monotone track and for a target outside the track's range.
  ///
  /// Before its first keyframe the track holds its first value from time 0, so a target equal
  /// to that value is reached at 0, the start of that hold (not at the first keyframe).
  public func time(reaching target: Double) -> Double? {
    guard let leaf, let t = leaf.time(reaching: target), t >= 0, t <= leafDuration else {
      return nil
    }
    if t == leaf.startTime && value(at: 0) == leaf.value(at: t) { return 0 }
    return t
  }
}

extension KeyframeSegment where Value == Double {
  /// Whether the value moves only one way over the segment's [0, duration) (`rising`: never
  /// down; otherwise never up).
  func isMonotonic(rising: Bool, duration: Double) -> Bool {
    func along(_ d: Double) -> Bool { rising ? d >= 0 : d <= 0 }
    switch kind {
    case .linear(_, let delta):
      return along(delta)
    case .hold:
      return true
    case .bezier(_, let delta, let box):
      let curve = box.takeUnretainedValue().curve
      return curve.isMonotonic && along(delta * (curve.value(at: 1) - curve.value(at: 0)))
    case .eased(_, let delta, let box):
      let curve = box.takeUnretainedValue().curve
      return curve.isMonotonic && along(delta * (curve.value(at: 1) - curve.value(at: 0)))
    case .cubic(_, let c1, let c2, let c3):
      // Derivative c1 + 2c2·u + 3c3·u² on [0, 1]: its ends and its vertex.
      var candidates = [c1, c1 + 2 * c2 + 3 * c3]
      if c3 != 0 {
        let u = -c2 / (3 * c3)
        if u > 0 && u < 1 { candidates.append(c1 + 2 * c2 * u + 3 * c3 * u * u) }
      }
      return candidates.allSatisfy(along)
    case .spring(let box):
      let segment = box.takeUnretainedValue()
      let motion = SpringMotion(
        spring: segment.displacementResponse.spring, from: segment.start, to: segment.target,
        initialVelocity: segment.initialVelocity)
      if let turn = motion.firstExtremum, turn.time < duration { return false }
      return along(segment.value(at: duration) - segment.start)
    case .paced(let box):
      let points = box.takeUnretainedValue().points
      return zip(points, points.dropFirst()).allSatisfy { along($1 - $0) }
    }
  }
}
