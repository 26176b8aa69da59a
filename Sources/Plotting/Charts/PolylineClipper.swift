/// Splits a pixel polyline into the runs that lie inside a plot frame, cutting segments at the
/// frame's edges (Liang–Barsky parametric clipping, Liang and Barsky 1984). Non-finite points
/// end a run.
enum PolylineClipper {
  static func clip(_ points: [SIMD2<Double>], to f: PlotFrame) -> [[SIMD2<Double>]] {
    var runs: [[SIMD2<Double>]] = []
    var current: [SIMD2<Double>] = []
    func finish() {
      if current.count >= 2 { runs.append(current) }
      current = []
    }
    var previous: SIMD2<Double>?
    for p in points {
      guard p.x.isFinite, p.y.isFinite else {
        finish()
        previous = nil
        continue
      }
      guard let a = previous else {
        previous = p
        continue
      }
      previous = p
      guard let (s, e) = clipSegment(a, p, f) else {
        finish()
        continue
      }
      if let last = current.last, last == s {
        current.append(e)
      } else {
        finish()
        current = [s, e]
      }
      if e != p { finish() }
    }
    finish()
    return runs
  }

  /// The part of segment a→b inside the frame, or nil.
  static func clipSegment(_ a: SIMD2<Double>, _ b: SIMD2<Double>, _ f: PlotFrame)
    -> (SIMD2<Double>, SIMD2<Double>)?
  {
    guard
      let (t0, t1) = insideParameters(
        a, b, left: f.left, right: f.right, top: f.top, bottom: f.bottom)
    else { return nil }
    let d = b - a
    let s = t0 == 0 ? a : a + d * t0
    let e = t1 == 1 ? b : a + d * t1
    return (s, e)
  }

  /// The parameters t0 ≤ t1 in [0, 1] between which a + t·(b − a) lies inside the box
  /// `left…right × top…bottom`, or nil when segment a→b misses the box (Liang–Barsky: the segment
  /// meets the box iff the entering parameter does not exceed the leaving one).
  static func insideParameters(
    _ a: SIMD2<Double>, _ b: SIMD2<Double>, left: Double, right: Double, top: Double,
    bottom: Double
  ) -> (t0: Double, t1: Double)? {
    let d = b - a
    var t0 = 0.0
    var t1 = 1.0
    let checks: [(Double, Double)] = [
      (-d.x, a.x - left), (d.x, right - a.x), (-d.y, a.y - top), (d.y, bottom - a.y),
    ]
    for (p, q) in checks {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let r = q / p
      if p < 0 {
        if r > t1 { return nil }
        if r > t0 { t0 = r }
      } else {
        if r < t0 { return nil }
        if r < t1 { t1 = r }
      }
    }
    return (t0, t1)
  }
}
