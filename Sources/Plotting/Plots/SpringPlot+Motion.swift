import AnimationMath

extension SpringPlot.Entry {
  /// An entry for `motion` with the spring library's exact settling time within `tolerance`
  /// (nil when it never settles) and its peak overshoot past the target as a fraction of the
  /// distance travelled (of ``SpringMotion/amplitudeScale`` when it starts at the target), so
  /// the plot shows the same numbers as `spring-tune spring --settle`.
  public init(name: String, motion: SpringMotion, tolerance: SpringTolerance, tag: String? = nil) {
    let settle = motion.settlingTime(within: tolerance)
    var overshoot: SpringPlot.Overshoot?
    if let peak = motion.peakOvershoot {
      let scale = motion.amplitudeScale
      overshoot = SpringPlot.Overshoot(
        time: peak.time, position: peak.position,
        fraction: scale > 0 ? abs(peak.displacement) / scale : 0)
    }
    self.init(
      name: name, motion: motion, settlingTime: settle.isFinite ? settle : nil,
      overshoot: overshoot, tag: tag)
  }
}
