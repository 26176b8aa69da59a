import AnimationMath

extension SwipeGenerator {
  /// A stroke and the time the finger lifts.
  struct Plan {
    var stroke: MinimumJerkStroke
    var release: Double
  }

  /// Minimum-jerk position at phase τ (shorthand).
  private static func s(_ tau: Double) -> Double { MinimumJerkStroke.profile(tau) }

  /// Draws the plan of one swipe of class `kind` on a transition `width` points long, with the
  /// class shapes of `c`. All distances are along the completing direction; the parameters and
  /// their sources are in `Docs/SwipeModel.md`. Returns the plan and the swipe's intent (the
  /// class's, except that a drag shorter than `c.drag.cancelBelow` of the width means cancel).
  static func plan(
    _ kind: SwipeKind, width w: Double, configuration c: Configuration, rng: inout SplitMix64
  ) -> (plan: Plan, intent: SwipeIntent) {
    // Hands do not grow with the screen: starts and flicks are drawn on the hand scale (the
    // width up to the calibrated 390 pt); position-controlled strokes (drags, hesitant swipes,
    // peeks) on the width.
    let hand = SwipeGenerator.handScale(width: w)
    let originAlong: Double
    if c.edgeZone.isFinite && kind != .scrollLike {
      let zone = c.edgeZone
      originAlong =
        rng.nextUnit() < c.start.edgeShare
        ? rng.nextUniform(0, zone) : rng.nextUniform(zone, 2 * zone)
    } else {
      originAlong = hand * rng.nextUniform(c.start.along.lowerBound, c.start.along.upperBound)
    }
    let originAcross = rng.nextUniform(c.start.across.lowerBound, c.start.across.upperBound)
    let scatter = c.direction
    // Off-axis drift of an intended along-axis stroke: slope ~ N(0, scatter.slope); the
    // cross-axis part lags (or leads) the along-axis part by scatter.crossLag of the movement.
    func drift(_ along: Double, _ duration: Double, _ rng: inout SplitMix64) -> (Double, Double) {
      (
        along * scatter.slope * rng.nextNormal(),
        duration * rng.uniform(scatter.crossLag)
      )
    }
    func movement(
      start: Double, duration: Double, along: Double, _ rng: inout SplitMix64
    ) -> MinimumJerkStroke.SubMovement {
      let (across, lag) = drift(along, duration, &rng)
      return .init(start: start, duration: duration, along: along, across: across, crossLag: lag)
    }
    func stroke(_ m: MinimumJerkStroke.SubMovement) -> MinimumJerkStroke {
      MinimumJerkStroke(originAlong: originAlong, originAcross: originAcross, first: m)
    }
    // Forward, then an opposite sub-movement starting at `returnStart(t1)` (t1 the forward
    // duration); lifts at a phase of the return. The hesitant and peek classes.
    func outAndBack(
      travel: ClosedRange<Double>, duration: ClosedRange<Double>,
      returnStart: (Double, inout SplitMix64) -> Double, returnDuration: ClosedRange<Double>,
      returnFraction: ClosedRange<Double>, releasePhase: ClosedRange<Double>,
      _ rng: inout SplitMix64
    ) -> Plan {
      let distance = w * rng.uniform(travel)
      let t1 = rng.logUniform(duration)
      let forward = movement(start: 0, duration: t1, along: distance, &rng)
      let start2 = returnStart(t1, &rng)
      let t2 = rng.logUniform(returnDuration)
      let back = movement(
        start: start2, duration: t2, along: -distance * rng.uniform(returnFraction), &rng)
      var st = stroke(forward)
      st.second = back
      return Plan(stroke: st, release: start2 + t2 * rng.uniform(releasePhase))
    }

    switch kind {
    case .flick:
      // Lifts off while moving at phase τ (release speed 0.6–1.0 × peak by default).
      let f = c.flick
      let tau = rng.uniform(f.releasePhase)
      let contact = rng.logUniform(f.contactTime)
      let travel = hand * rng.logNormal(f.travel)
      let duration = contact / tau
      let m = movement(start: 0, duration: duration, along: travel / s(tau), &rng)
      return (Plan(stroke: stroke(m), release: contact), kind.intent)

    case .drag:
      // Runs to a stop (or nearly), then some dwell before lifting.
      let d = c.drag
      let fraction = rng.logNormal(d.travel)
      let travel = w * fraction
      let duration = rng.logUniform(d.duration)
      let m = movement(start: 0, duration: duration, along: travel, &rng)
      let release =
        rng.nextUnit() < d.earlyReleaseShare
        ? duration * rng.uniform(d.earlyReleasePhase) : duration + rng.uniform(d.dwell)
      let intent: SwipeIntent = fraction < d.cancelBelow ? .cancel : kind.intent
      return (Plan(stroke: stroke(m), release: release), intent)

    case .hesitant:
      // Forward, then an opposite sub-movement that starts before the first ends; lifts during
      // or just after the return.
      let h = c.hesitant
      let plan = outAndBack(
        travel: h.travel, duration: h.duration,
        returnStart: { t1, rng in t1 * rng.uniform(h.returnStart) },
        returnDuration: h.returnDuration, returnFraction: h.returnFraction,
        releasePhase: h.releasePhase, &rng)
      return (plan, kind.intent)

    case .peek:
      // Drags out to look, pauses, returns most of the way and lifts.
      let p = c.peek
      let plan = outAndBack(
        travel: p.travel, duration: p.duration,
        returnStart: { t1, rng in t1 + rng.uniform(p.pause) },
        returnDuration: p.returnDuration, returnFraction: p.returnFraction,
        releasePhase: p.releasePhase, &rng)
      return (plan, kind.intent)

    case .scrollLike:
      // Cross-axis dominant, either way, scroll-flick timing.
      let sc = c.scrollLike
      let length = hand * rng.logNormal(sc.length)
      let slope = rng.uniform(sc.alongSlope)
      let across = length * (rng.nextUnit() < 0.5 ? -1 : 1)
      let along = abs(across) * slope * (rng.nextUnit() < 0.5 ? -1 : 1)
      let tau = rng.uniform(sc.releasePhase)
      let duration = rng.logUniform(sc.contactTime) / tau
      // Here the along-axis part may lead: the initial direction is then nearer the axis, so a
      // few scrolls slip through an angle gate, as they do on real devices.
      let m = MinimumJerkStroke.SubMovement(
        start: duration * rng.uniform(sc.alongLead), duration: duration, along: along,
        across: across, crossLag: 0)
      var st = stroke(m)
      st.first.start = 0
      st.first.crossLag = m.start
      return (Plan(stroke: st, release: duration * tau + m.start), kind.intent)
    }
  }
}

extension SplitMix64 {
  /// A uniform deviate in `range` (``nextUniform(_:_:)`` of its bounds).
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    nextUniform(range.lowerBound, range.upperBound)
  }

  /// A log-uniform deviate in `range` (bounds > 0).
  mutating func logUniform(_ range: ClosedRange<Double>) -> Double {
    nextLogUniform(range.lowerBound, range.upperBound)
  }

  /// A clamped log-normal deviate.
  mutating func logNormal(_ d: SwipeGenerator.LogNormal) -> Double {
    nextLogNormal(median: d.median, sigma: d.sigma, lower: d.lower, upper: d.upper)
  }
}
