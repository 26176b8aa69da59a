import AnimationMath
import Foundation

extension SpringBenchMain {
  /// The swipe-back timeline of issue 4 (alpha fades over the first tenth of 0.25 s, x moves
  /// 0 → 390 pt with ease-in-out over the rest), loaded from its JSON text.
  static let swipeBackJSON = """
    {"duration": 0.25, "timing": "relative", "tracks": {"alpha": [{"time": 0, "value": 1},
    {"time": 0.1, "value": 0}], "x": [{"time": 0.1, "value": 0}, {"time": 1, "value": 390,
    "curve": "ease-in-out"}]}}
    """

  /// Keyframe timeline kernels.
  static var keyframeKernels: [BenchmarkKernel] {
    [
      // Value of both tracks at N times spread over [−0.0125, 0.2625) s (5 % before and after
      // the window, so the holds are exercised too), through the typed tracks a caller keeps.
      BenchmarkKernel(name: "timeline.swipe-back", operations: 1_000_000, unit: "time (2 tracks)") {
        ops in
        let (alpha, x) = swipeBackTracks()
        let times = sampleTimes(ops)
        return {
          var sum = 0.0
          for t in times { sum += alpha.value(at: t) + x.value(at: t) }
          return sum
        }
      },
      // The same timeline with a linear move instead of ease-in-out: the keyframe machinery
      // alone (segment lookup, holds, interpolation), without the easing curve's cost.
      BenchmarkKernel(name: "timeline.linear", operations: 1_000_000, unit: "time (2 tracks)") {
        ops in
        let (alpha, x) = swipeBackTracks(
          json: swipeBackJSON.replacingOccurrences(
            of: "ease-in-out", with: "linear"))
        let times = sampleTimes(ops)
        return {
          var sum = 0.0
          for t in times { sum += alpha.value(at: t) + x.value(at: t) }
          return sum
        }
      },
      // The same through the typed handles (`Timeline.value(of:at:)`: no name look-up, no
      // optional; one type check through the timeline's track table per call).
      BenchmarkKernel(name: "timeline.handle", operations: 1_000_000, unit: "time (2 tracks)") {
        ops in
        let timeline = swipeBackTimeline()
        let (alpha, x) = swipeBackHandles(timeline)
        let times = sampleTimes(ops)
        return {
          var sum = 0.0
          for t in times { sum += timeline.value(of: alpha, at: t) + timeline.value(of: x, at: t) }
          return sum
        }
      },
      // Scrubbing: the time at which x reaches N positions spread over 0…390 pt
      // (`TimelineTrack.time(reaching:)`, issue 44: within 3× of the hand-written inverse below).
      BenchmarkKernel(name: "timeline.scrub", operations: 1_000_000, unit: "inverse") { ops in
        let (_, x) = swipeBackTracks()
        let targets = scrubTargets(ops)
        return {
          var sum = 0.0
          for p in targets { sum += x.time(reaching: p) ?? 0 }
          return sum
        }
      },
      // The anchor of `timeline.scrub`: what an engine writes by hand for this one move —
      // Newton steps on the ease-in-out Bézier's y polynomial, kept in [0, 1], then the time at
      // that parameter — with no exactness guarantee at the double.
      BenchmarkKernel(
        name: "timeline.scrub.hand-written", operations: 1_000_000, unit: "inverse"
      ) { ops in
        let targets = scrubTargets(ops)
        return {
          var sum = 0.0
          for p in targets { sum += handWrittenScrub(p) }
          return sum
        }
      },
      // The same through the name lookup (`Timeline.value(of:as:at:)`), for comparison.
      BenchmarkKernel(
        name: "timeline.by-name", operations: 1_000_000, unit: "time (2 tracks)"
      ) { ops in
        let timeline = swipeBackTimeline()
        let times = sampleTimes(ops)
        return {
          var sum = 0.0
          for t in times {
            sum +=
              (timeline.value(of: "alpha", as: Double.self, at: t) ?? 0)
              + (timeline.value(of: "x", as: Double.self, at: t) ?? 0)
          }
          return sum
        }
      },
    ]
  }

  /// `count` times spread evenly over [−0.0125, 0.2625) s: the 0.25 s window with 5 % before
  /// and after it, so the holds are read too. (Typed step by step: as one closure expression
  /// it took the type checker over a second per kernel.)
  /// `count` positions spread over [0, 390] pt, in a scrubbing order (back and forth).
  static func scrubTargets(_ count: Int) -> [Double] {
    (0..<count).map { i in
      let u = (Double(i % 200) + 0.5) / 200
      return 390 * (i / 200 % 2 == 0 ? u : 1 - u)
    }
  }

  /// A hand-written inverse of the swipe-back x track (0 → 390 pt, ease-in-out =
  /// cubic-bezier(0.42, 0, 0.58, 1), from 0.025 s to 0.25 s): Newton on y(s) = p/390.
  @inline(never)
  static func handWrittenScrub(_ p: Double) -> Double {
    // y(s) = ((ay·s + by)·s + cy)·s for y1 = 0, y2 = 1; x likewise for x1 = 0.42, x2 = 0.58.
    let cy = 0.0
    let by = 3.0
    let ay = -2.0
    let cx = 3 * 0.42
    let bx = 3 * (0.58 - 0.42) - cx
    let ax = 1 - cx - bx
    let y = Swift.min(Swift.max(p / 390, 0), 1)
    var s = y
    for _ in 0..<8 {
      let r = ((ay * s + by) * s + cy) * s - y
      if abs(r) < 1e-14 { break }
      let slope = (3 * ay * s + 2 * by) * s + cy
      if slope == 0 { break }
      s = Swift.min(Swift.max(s - r / slope, 0), 1)
    }
    return 0.025 + ((ax * s + bx) * s + cx) * s * 0.225
  }

  static func sampleTimes(_ count: Int) -> [Double] {
    let n = Double(count)
    var times: [Double] = []
    times.reserveCapacity(count)
    for i in 0..<count {
      let middle: Double = Double(i) + 0.5
      times.append(-0.0125 + 0.275 * middle / n)
    }
    return times
  }

  static func swipeBackTimeline(json: String = swipeBackJSON) -> Timeline {
    do {
      return try Timeline(parsing: json)
    } catch {
      fail("swipe-back timeline: \(error)")
    }
  }

  /// The typed handles of the two tracks (checked once, after loading the JSON).
  static func swipeBackHandles(_ timeline: Timeline) -> (
    Timeline.TrackHandle<Double>, Timeline.TrackHandle<Double>
  ) {
    guard let alpha = timeline.handle("alpha", as: Double.self),
      let x = timeline.handle("x", as: Double.self)
    else { fail("swipe-back timeline: missing tracks") }
    return (alpha, x)
  }

  static func swipeBackTracks(json: String = swipeBackJSON) -> (
    TimelineTrack<Double>, TimelineTrack<Double>
  ) {
    let timeline = swipeBackTimeline(json: json)
    let (alpha, x) = swipeBackHandles(timeline)
    return (timeline[alpha], timeline[x])
  }
}
