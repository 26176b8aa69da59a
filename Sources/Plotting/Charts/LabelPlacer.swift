/// Greedy placement of text labels so they do not overlap each other or, where there is room
/// nearby, the drawn curves: each label tries its preferred baseline, then alternately one line
/// further away in its preferred direction and the other, and takes the first slot inside the
/// bounds that is clear of placed labels and, within `curveLines` lines of the preferred
/// baseline, of every curve segment; failing that, the first slot clear of placed labels only
/// (the label's halo keeps it readable over a curve); failing that, the preferred slot.
struct LabelPlacer {
  struct Box {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    func overlaps(_ o: Box) -> Bool {
      x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1
    }

    /// Whether segment a→b passes through the box (``PolylineClipper/insideParameters(_:_:left:right:top:bottom:)``).
    func intersects(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Bool {
      PolylineClipper.insideParameters(a, b, left: x0, right: x1, top: y0, bottom: y1) != nil
    }
  }

  var top: Double
  var bottom: Double
  private(set) var placed: [Box] = []
  /// Drawn curves (pixel polylines) that labels avoid when there is room.
  private(set) var curves: [[SIMD2<Double>]] = []

  init(top: Double, bottom: Double) {
    self.top = top
    self.bottom = bottom
  }

  /// Reserves a box that labels must avoid (e.g. a legend or a marker dot).
  mutating func reserve(_ box: Box) { placed.append(box) }

  /// Adds a drawn polyline that labels avoid when they can.
  mutating func avoid(_ polyline: [SIMD2<Double>]) {
    if polyline.count >= 2 { curves.append(polyline) }
  }

  /// Whether `box` crosses any curve. The 2 px margin keeps glyphs off a stroke's edge.
  func crossesCurve(_ box: Box) -> Bool {
    let grown = Box(x0: box.x0 - 2, y0: box.y0 - 2, x1: box.x1 + 2, y1: box.y1 + 2)
    for curve in curves {
      for i in 1..<curve.count where grown.intersects(curve[i - 1], curve[i]) { return true }
    }
    return false
  }

  /// The baseline y for a label spanning x0…x1 of font size `size`, preferring `y` and moving by
  /// whole lines in `direction` (−1 up, +1 down) first; it moves at most `curveLines` lines to
  /// get off a curve (0: curves are ignored, for labels that belong next to a point on one).
  mutating func place(
    x0: Double, x1: Double, y: Double, size: Double, direction: Double, curveLines: Int = 0
  ) -> Double {
    let line = size + 3
    var candidates = [y]
    for k in 1...8 {
      candidates.append(y + direction * Double(k) * line)
      candidates.append(y - direction * Double(k) * line)
    }
    let boxes = candidates.map { Box(x0: x0, y0: $0 - size, x1: x1, y1: $0 + 3) }
    let inside = boxes.indices.filter { boxes[$0].y0 >= top && boxes[$0].y1 <= bottom }
    let free = inside.filter { i in !placed.contains { $0.overlaps(boxes[i]) } }
    // Candidate 2k − 1 and 2k are k lines away.
    let chosen = free.first { $0 <= 2 * curveLines && !crossesCurve(boxes[$0]) } ?? free.first ?? 0
    placed.append(boxes[chosen])
    return candidates[chosen]
  }
}
