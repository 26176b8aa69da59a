/// Drops polyline points that lie within a tolerance of the line through their neighbours, so
/// densely sampled curves do not bloat the SVG (Ramer–Douglas–Peucker: Ramer 1972, Douglas and
/// Peucker 1973). With a tolerance of 0.1 px the drawn curve is indistinguishable from the
/// original at any zoom a reader will use.
enum PolylineSimplifier {
  /// The points of `points` that must be kept so that no dropped point is farther than
  /// `tolerance` (pixels) from the simplified line. First and last points are always kept; the
  /// result keeps the original order. Iterative (explicit stack), O(n log n) typical.
  static func simplify(_ points: [SIMD2<Double>], tolerance: Double = 0.1) -> [SIMD2<Double>] {
    guard points.count > 2 else { return points }
    var keep = [Bool](repeating: false, count: points.count)
    keep[0] = true
    keep[points.count - 1] = true
    var stack = [(0, points.count - 1)]
    while let (first, last) = stack.popLast() {
      guard last > first + 1 else { continue }
      let a = points[first]
      let b = points[last]
      let d = b - a
      let length = (d.x * d.x + d.y * d.y).squareRoot()
      var worst = -1.0
      var index = first
      for i in (first + 1)..<last {
        let p = points[i] - a
        let distance =
          length > 0 ? abs(d.x * p.y - d.y * p.x) / length : (p.x * p.x + p.y * p.y).squareRoot()
        if distance > worst {
          worst = distance
          index = i
        }
      }
      if worst > tolerance {
        keep[index] = true
        stack.append((first, index))
        stack.append((index, last))
      }
    }
    var result: [SIMD2<Double>] = []
    for (i, p) in points.enumerated() where keep[i] { result.append(p) }
    return result
  }
}
