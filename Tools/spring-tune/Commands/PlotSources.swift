import AnimationMath
import Foundation
import Plotting

/// Turning `plot` arguments into plot values: spring SPECs, easing curves, timeline files.
enum PlotSources {
  /// An easing entry for CSS easing text, with control points for cubic Béziers (also named
  /// ones such as `ease-in-out`). `spring(SPEC)` is accepted as the spring's normalised motion
  /// over its settling time when the easing parser does not know it.
  static func easing(_ text: String) throws(CLIError) -> EasingPlot.Entry {
    let easing: Easing
    do {
      easing = try Easing(parsing: text)
    } catch {
      if let spring = try springEasing(text) {
        return EasingPlot.Entry(name: text, curve: spring)
      }
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

  /// `spring(SPEC)` as an easing curve, nil if `text` is not of that shape.
  ///
  /// Interim, until the easing library parses `spring(…)` itself: the motion from 0 to 1 at
  /// rest, time-scaled so that x = 1 is the settling time within 0.1 % of the distance
  /// (SwiftUI's default settling epsilon).
  static func springEasing(_ text: String) throws(CLIError) -> SpringEasingCurve? {
    let trimmed = text.trimmingSpaces()
    guard trimmed.lowercased().hasPrefix("spring("), trimmed.hasSuffix(")") else { return nil }
    let inner = String(trimmed.dropFirst("spring(".count).dropLast())
    let spring: Spring
    do {
      spring = try Spring.parse(inner)
    } catch {
      throw .usage("Invalid easing '\(text)': \(error.description).")
    }
    let motion = SpringMotion(spring: spring, from: 0, to: 1)
    let duration = motion.settlingTime(within: .relative(0.001))
    guard duration.isFinite, duration > 0 else {
      throw .usage("Invalid easing '\(text)': the spring never settles (damping is 0).")
    }
    return SpringEasingCurve(motion: motion, duration: duration)
  }

  /// Lanes for every track of a timeline file: one per scalar track, one per component of a
  /// vector track (`p.0`, `p.1`, …), with 400 samples over [0, duration] and the file's
  /// keyframes marked.
  static func timelineLanes(_ path: String) throws(CLIError) -> (TimelineChart, Double) {
    let timeline = try TimelineCommand.load(path)
    let times = keyframeTimes(path, duration: timeline.duration)
    let end = timeline.duration > 0 ? timeline.duration : (times.values.flatMap { $0 }.max() ?? 1)
    let sampleTimes = (0..<400).map { end * Double($0) / 399 }
    var lanes: [TimelineChart.Lane] = []
    for name in timeline.trackNames {
      let values = sampleTimes.map {
        timeline.anyValue(of: name, at: $0).map(TimelineCommand.components) ?? []
      }
      let width = values.first?.count ?? 0
      let keyTimes = times[name] ?? []
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

  /// Keyframe times per track on the timeline's clock (seconds), read from the file that
  /// ``TimelineCommand/load(_:)`` has already validated; relative times are scaled by the
  /// duration.
  ///
  /// Interim: the keyframes library does not expose keyframe times yet, so the plot reads them
  /// from the JSON itself.
  static func keyframeTimes(_ path: String, duration: Double) -> [String: [Double]] {
    guard let data = FileManager.default.contents(atPath: path),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tracks = root["tracks"] as? [String: Any]
    else { return [:] }
    let relative = (root["timing"] as? String) == "relative"
    var result: [String: [Double]] = [:]
    for (name, value) in tracks {
      guard let keyframes = value as? [[String: Any]] else { continue }
      result[name] = keyframes.compactMap { k -> Double? in
        guard let t = (k["time"] as? NSNumber)?.doubleValue, t.isFinite else { return nil }
        return relative ? t * duration : t
      }
    }
    return result
  }
}

/// A spring's normalised motion from 0 to 1 as an easing curve: y(x) = position(x·T), with T
/// the settling time; dy/dx = T·velocity(x·T). For x outside [0, 1] it follows the motion
/// (x < 0 is treated as 0 by the motion).
struct SpringEasingCurve: EasingCurve {
  var motion: SpringMotion
  var duration: Double

  func value(at x: Double) -> Double { motion.position(at: x * duration) }
  func slope(at x: Double) -> Double { motion.velocity(at: x * duration) * duration }
}
