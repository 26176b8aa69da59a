import AnimationMath
import Plotting

/// Settling time and overshoot of a motion for the plots.
///
/// Interim: sampled on a fine grid until the springs library's exact settling API lands on main;
/// then this file calls it instead (the plots show the same numbers as `spring-tune spring`).
enum SpringPlotting {
  /// Settling band half-width for the report's hand-off plot: half a point, below what a
  /// viewer can see on a 2× or 3× screen.
  static let handoffTolerance = 0.5

  /// A plot entry with the motion's settling time (last time |position − to| > tolerance) and
  /// peak overshoot past the target.
  static func entry(name: String, motion: SpringMotion, tolerance: Double) -> SpringPlot.Entry {
    let response = motion.spring.response
    let dt = Swift.max(response / 2000, 1e-5)
    let horizon = Swift.min(60.0, Swift.max(response * 40, 1))
    let steps = Int(horizon / dt)
    var lastOutside: Double? = 0
    var peak: (t: Double, excess: Double)?
    let direction: Double = motion.to >= motion.from ? 1 : -1
    for k in 0...steps {
      let t = Double(k) * dt
      let x = motion.position(at: t) - motion.to
      if abs(x) > tolerance { lastOutside = t + dt }
      let excess = x * direction
      if excess > 0, excess > (peak?.excess ?? 0) { peak = (t, excess) }
    }
    let settled = lastOutside.map { $0 >= horizon ? nil : $0 } ?? nil
    let distance = abs(motion.from - motion.to)
    let overshoot = peak.map {
      SpringPlot.Overshoot(
        time: $0.t, position: motion.to + $0.excess * direction,
        fraction: distance > 0 ? $0.excess / distance : 0)
    }
    return SpringPlot.Entry(name: name, motion: motion, settlingTime: settled, overshoot: overshoot)
  }
}
