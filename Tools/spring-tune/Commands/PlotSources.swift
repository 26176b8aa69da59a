import AnimationMath
import Plotting

/// Turning `plot` arguments into plot values: spring SPECs, easing curves, timeline files.
enum PlotSources {
  /// An easing entry for CSS easing text, with control points for cubic Béziers (also named
  /// ones such as `ease-in-out`). `spring(SPEC)` is the library's ``SpringEasing``: the spring's
  /// motion from 0 to 1, with x = 1 at its settling time within 0.1 % of the distance.
  static func easing(_ text: String) throws(CLIError) -> EasingPlot.Entry {
    let easing: Easing
    do {
      easing = try Easing(parsing: text)
    } catch {
      throw .usage("Invalid easing '\(text)': \(error.description).")
    }
    return EasingPlot.Entry(name: text, curve: easing, controlPoints: controlPoints(easing))
  }

  /// P1 and P2 of a cubic Bézier easing (directly or through a named curve), else nil.
  static func controlPoints(_ easing: Easing) -> (SIMD2<Double>, SIMD2<Double>)? {
    switch easing {
    case .cubicBezier(let c): return (SIMD2(c.x1, c.y1), SIMD2(c.x2, c.y2))
    case .named(let n): return controlPoints(n.definition)
    default: return nil
    }
  }

  /// Lanes for every track of a timeline file: one per scalar track, one per component of a
  /// vector track (`p.0`, `p.1`, …), with 400 samples over [0, duration] and the keyframes
  /// marked at ``Timeline/keyframeTimes(of:)`` (relative times already scaled by the duration).
  static func timelineLanes(_ path: String) throws(CLIError) -> (TimelineChart, Double) {
    let timeline = try TimelineCommand.load(path)
    let times = timeline.trackNames.map { timeline.keyframeTimes(of: $0) ?? [] }
    let end = timeline.duration > 0 ? timeline.duration : (times.joined().max() ?? 1)
    let sampleTimes = (0..<400).map { end * Double($0) / 399 }
    var lanes: [TimelineChart.Lane] = []
    for (name, keyTimes) in zip(timeline.trackNames, times) {
      let values = sampleTimes.map {
        timeline.anyValue(of: name, at: $0).map(TimelineCommand.components) ?? []
      }
      let width = values.first?.count ?? 0
      for k in 0..<width {
        let laneName = width > 1 ? "\(name).\(k)" : name
        let samples = zip(sampleTimes, values).map { SIMD2($0, k < $1.count ? $1[k] : .nan) }
        let keyframes = keyTimes.map { t -> SIMD2<Double> in
          let v = timeline.anyValue(of: name, at: t).map(TimelineCommand.components) ?? []
          return SIMD2(t, k < v.count ? v[k] : .nan)
        }
        lanes.append(.init(name: laneName, samples: samples, keyframes: keyframes))
      }
    }
    return (TimelineChart(timeAxis: .init("time", unit: "s", range: 0...end), lanes: lanes), end)
  }
}
