import AnimationMath
import Plotting

/// Plot entries for spring motions, with the spring library's exact settling time and peak
/// overshoot, so the plots show the same numbers as `spring-tune spring --settle`.
enum SpringPlotting {
  /// Settling band half-width for the report's hand-off plot: half a point, below what a
  /// viewer can see on a 2× or 3× screen.
  static let handoffTolerance = 0.5

  /// A plot entry for `motion`: settling time within `tolerance` (nil when it never settles)
  /// and the peak overshoot past the target as a fraction of the distance travelled (of the
  /// motion's ``SpringMotion/amplitudeScale`` when it starts at the target).
  static func entry(name: String, motion: SpringMotion, tolerance: SpringTolerance)
    -> SpringPlot.Entry
  {
    let settle = motion.settlingTime(within: tolerance)
    var overshoot: SpringPlot.Overshoot?
    if let peak = motion.peakOvershoot {
      let scale = motion.amplitudeScale
      overshoot = SpringPlot.Overshoot(
        time: peak.time, position: peak.position,
        fraction: scale > 0 ? abs(peak.displacement) / scale : 0)
    }
    return SpringPlot.Entry(
      name: name, motion: motion, settlingTime: settle.isFinite ? settle : nil,
      overshoot: overshoot)
  }
}
