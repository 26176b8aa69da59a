import AnimationMath

extension SwipeGenerator {
  /// A stroke and the time the finger lifts.
  struct Plan {
    var stroke: MinimumJerkStroke
    var release: Double
  }

  /// Minimum-jerk position at phase τ (shorthand).
  private static func s(_ tau: Double) -> Double { MinimumJerkStroke.profile(tau) }

  /// Draws the plan of one swipe of class `kind` on a transition `width` points long. All
  /// distances are along the completing direction; ranges and their sources are in
  /// `Docs/SwipeModel.md`.
  static func plan(_ kind: SwipeKind, width w: Double, rng: inout SplitMix64) -> Plan {
    let originAlong = w * rng.nextUniform(0.02, 0.3)
    let originAcross = rng.nextUniform(150, 650)
    // Off-axis drift of an intended along-axis stroke: slope ~ N(0, 0.2) (≈ 11° s.d.); the
    // cross-axis part lags (or leads) the along-axis part by −10…+25 % of the movement.
    func drift(_ along: Double, _ duration: Double, _ rng: inout SplitMix64) -> (Double, Double) {
      (along * 0.2 * rng.nextNormal(), duration * rng.nextUniform(-0.1, 0.25))
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

    switch kind {
    case .flick:
      // Lifts off while moving: release phase 0.5–0.72 (release speed 0.6–1.0 × peak), contact
      // 60–250 ms, travel at release log-normal around 35 % of the width.
      let tau = rng.nextUniform(0.5, 0.72)
      let contact = rng.nextLogUniform(0.06, 0.25)
      let travel = w * rng.nextLogNormal(median: 0.35, sigma: 0.6, lower: 0.04, upper: 1.0)
      let duration = contact / tau
      let m = movement(start: 0, duration: duration, along: travel / s(tau), &rng)
      return Plan(stroke: stroke(m), release: contact)

    case .drag:
      // Runs to a stop (or nearly) 25–100 % across, then half of them dwell 0–300 ms.
      let travel = w * rng.nextLogNormal(median: 0.6, sigma: 0.35, lower: 0.25, upper: 1.0)
      let duration = rng.nextLogUniform(0.3, 1.0)
      let m = movement(start: 0, duration: duration, along: travel, &rng)
      let release =
        rng.nextUnit() < 0.5
        ? duration * rng.nextUniform(0.85, 1.0) : duration + rng.nextUniform(0, 0.3)
      return Plan(stroke: stroke(m), release: release)

    case .hesitant:
      // Forward 10–50 %, then an opposite sub-movement of 20–80 % of it that starts before the
      // first ends; lifts during or just after the return.
      let travel = w * rng.nextUniform(0.1, 0.5)
      let t1 = rng.nextLogUniform(0.15, 0.5)
      let forward = movement(start: 0, duration: t1, along: travel, &rng)
      let start2 = t1 * rng.nextUniform(0.6, 1.0)
      let t2 = rng.nextLogUniform(0.15, 0.4)
      let back = movement(
        start: start2, duration: t2, along: -travel * rng.nextUniform(0.2, 0.8), &rng)
      var st = stroke(forward)
      st.second = back
      return Plan(stroke: st, release: start2 + t2 * rng.nextUniform(0.4, 1.1))

    case .peek:
      // Drags 10–45 % to look, pauses 0–200 ms, returns 70–100 % of the way and lifts.
      let travel = w * rng.nextUniform(0.1, 0.45)
      let t1 = rng.nextLogUniform(0.25, 0.6)
      let forward = movement(start: 0, duration: t1, along: travel, &rng)
      let start2 = t1 + rng.nextUniform(0, 0.2)
      let t2 = rng.nextLogUniform(0.25, 0.6)
      let back = movement(
        start: start2, duration: t2, along: -travel * rng.nextUniform(0.7, 1.0), &rng)
      var st = stroke(forward)
      st.second = back
      return Plan(stroke: st, release: start2 + t2 * rng.nextUniform(0.8, 1.15))

    case .scrollLike:
      // Cross-axis dominant: direction 50–90° from the axis, either way, scroll-flick timing.
      let length = w * rng.nextLogNormal(median: 0.4, sigma: 0.5, lower: 0.05, upper: 1.5)
      let slope = rng.nextUniform(0, 0.84)  // |along/across| ≤ tan 40°
      let across = length * (rng.nextUnit() < 0.5 ? -1 : 1)
      let along = abs(across) * slope * (rng.nextUnit() < 0.5 ? -1 : 1)
      let tau = rng.nextUniform(0.5, 1.0)
      let duration = rng.nextLogUniform(0.1, 0.4) / tau
      // Here the along-axis part may lead: the initial direction is then nearer the axis, so a
      // few scrolls slip through an angle gate, as they do on real devices.
      let m = MinimumJerkStroke.SubMovement(
        start: duration * rng.nextUniform(0, 0.2), duration: duration, along: along,
        across: across, crossLag: 0)
      var st = stroke(m)
      st.first.start = 0
      st.first.crossLag = m.start
      return Plan(stroke: st, release: duration * tau + m.start)
    }
  }
}
