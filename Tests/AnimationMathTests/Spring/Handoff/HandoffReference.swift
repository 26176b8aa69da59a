@testable import AnimationMath

/// One hand-off for the cross-checks: a spring given as (ζ, response), a release and two bands.
struct HandoffCase: CustomStringConvertible, Sendable {
  var zeta: Double
  var response: Double
  var from: Double
  var to: Double
  var velocity: Double
  var arrival = 1.0
  var settle = 1.0

  var spring: Spring { Spring(dampingRatio: zeta, response: response) }
  var handoff: SpringHandoff {
    SpringHandoff(spring: spring, arrivalBand: arrival, settleBand: settle)
  }
  var motion: SpringMotion {
    SpringMotion(spring: spring, from: from, to: to, initialVelocity: velocity)
  }
  var description: String {
    "ζ=\(zeta) response=\(response) from=\(from) to=\(to) v=\(velocity) arrival=\(arrival) "
      + "settle=\(settle)"
  }
}

/// The reference for ``SpringHandoff``: AnimationMath's general `SpringMotion` API
/// (`arrivalTime(within:)`, `settlingTime(within:)`, `firstExtremum`, `peakOvershoot`), which is
/// tested against 100-digit data, and the rule for where a difference is not an error.
///
/// Agreement means within 1e-9 s or 1e-9 pt (1e-14 of the motion's size for distances), except
/// where the metric itself is ill-conditioned at rounding level:
/// - a turning value within rounding of a tolerance (the motion grazes the band): the settling
///   time jumps by a swing as the tolerance crosses the turning value, and near the turning
///   point the crossing time moves like √(tolerance change);
/// - a start within rounding of a tolerance, or at rest: the same √ sensitivity at t = 0.
/// There, any answer the reference gives for a tolerance changed at rounding level (1e-13
/// relative, or 2e-15 of the motion's size A = |x0| + |v0|/ω0, which bounds the rounding of the
/// closed form), or any time between two such answers on the same swing, or a turning time
/// (the limit of the crossing as the tolerance reaches the turning value), is correct.
/// The turning times come both from the reference and refined by maximising |x(t)| around
/// them: near ζ = 1 the reference's turning time loses digits (its phase φ + π cancels; its
/// turning values are then low by up to ~5e-13 relative), though its crossing times do not.
/// So a refined turning value within 1e-10 of the tolerance also admits the crossing right
/// after that turning point.
enum HandoffReference {
  struct Metrics {
    var backward: Double
    var overshoot: Double
    var arrival: Double
    var settling: Double
  }

  static func metrics(_ c: HandoffCase, arrival: Double? = nil, settle: Double? = nil) -> Metrics {
    let m = c.motion
    let x0 = c.from - c.to
    var backward = 0.0
    if x0 != 0 && c.velocity * x0 > 0, let e = m.firstExtremum {
      backward = Swift.max(0, abs(e.displacement) - abs(x0))
    }
    return Metrics(
      backward: backward, overshoot: m.peakOvershoot.map { abs($0.displacement) } ?? 0,
      arrival: m.arrivalTime(within: .absolute(arrival ?? c.arrival)),
      settling: m.settlingTime(within: .absolute(settle ?? c.settle)))
  }

  /// The first `limit` turning times, as the reference gives them and refined.
  static func turningTimes(_ c: HandoffCase, limit: Int) -> [Double] {
    let m = c.motion
    var times: [Double] = []
    for e in m.extrema(through: 1e6, limit: limit) {
      times.append(e.time)
      // The reference's turning time is off by up to ~ulp(π)/ω near ζ = 1: search around it.
      let window = 1e-6 * e.time + 1e-6 / c.spring.naturalFrequency
      var lo = Swift.max(0, e.time - window)
      var hi = e.time + window
      for _ in 0..<100 {
        let m1 = lo + (hi - lo) / 3
        let m2 = hi - (hi - lo) / 3
        if abs(m.state(at: m1).displacement) < abs(m.state(at: m2).displacement) {
          lo = m1
        } else {
          hi = m2
        }
      }
      times.append(0.5 * (lo + hi))
    }
    return times
  }

  /// The largest |x| near each of the first turning points (refined as in ``turningTimes``).
  static func turningValues(_ c: HandoffCase) -> [Double] {
    let m = c.motion
    return turningTimes(c, limit: 3).map { abs(m.state(at: $0).displacement) }
  }

  /// Why `got` is not an acceptable value of the metric, or `nil` when it is.
  static func discrepancy(_ got: HandoffMetrics, _ c: HandoffCase) -> String? {
    let r = metrics(c)
    let size = abs(c.from - c.to) + abs(c.velocity) / c.spring.naturalFrequency
    let distanceTolerance = Swift.max(1e-9, 1e-14 * size)
    var problems: [String] = []
    for (name, value, expected, isBackward) in [
      ("backward", got.backwardTravel, r.backward, true),
      ("overshoot", got.overshoot, r.overshoot, false),
    ] where !(abs(value - expected) <= distanceTolerance) {
      let refined = turningValues(c).map { isBackward ? $0 - abs(c.from - c.to) : $0 }
      if !refined.contains(where: { abs(value - $0) <= distanceTolerance }) {
        problems.append("\(name) \(value) vs \(expected)")
      }
    }
    for (name, value, expected) in [
      ("arrival", got.arrivalTime, r.arrival), ("settling", got.settlingTime, r.settling),
    ] where !(value == expected || abs(value - expected) <= 1e-9) {
      var candidates: [Double] = []
      for j in -4...4 {
        let fa = 1 + Swift.max(1e-13, 2e-15 * size / c.arrival) * Double(j) / 4
        let fs = 1 + Swift.max(1e-13, 2e-15 * size / c.settle) * Double(j) / 4
        let p = metrics(c, arrival: c.arrival * fa, settle: c.settle * fs)
        candidates.append(name == "arrival" ? p.arrival : p.settling)
      }
      candidates += turningTimes(c, limit: 200)
      // A turning value within 1e-10 of the level (refined: the reference's own turning
      // values can be off by 5e-13 relative near ζ = 1): the crossing right after it, from the
      // parabola r ≈ R − ω0²R(t − t*)²/2, is an answer too.
      let m = c.motion
      let w0sq = c.spring.stiffness / c.spring.mass
      let level = name == "arrival" ? c.arrival : c.settle
      for t in turningTimes(c, limit: 20) {
        let turning = abs(m.state(at: t).displacement)
        if abs(turning - level) <= 1e-10 * level {
          let lag = (2 * Swift.max(0, turning - level) / (w0sq * turning)).squareRoot()
          candidates += [t, t + lag * 1.01 + 1e-9]
        }
      }
      candidates.sort()
      var accepted = false
      for (i, t) in candidates.enumerated() {
        if abs(value - t) <= 1e-9 { accepted = true }
        if i > 0 && candidates[i] - candidates[i - 1] < 1e-3 && value >= candidates[i - 1]
          && value <= t
        {
          accepted = true
        }
      }
      if !accepted { problems.append("\(name) \(value) vs \(expected)") }
    }
    return problems.isEmpty ? nil : problems.joined(separator: ", ")
  }
}
