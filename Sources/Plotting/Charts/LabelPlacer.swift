/// Greedy placement of text labels so they do not overlap each other: each label tries its
/// preferred baseline, then alternately one line further away in its preferred direction and the
/// other, and takes the first free slot inside the bounds (or the preferred one if none is free).
struct LabelPlacer {
  struct Box {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double

    func overlaps(_ o: Box) -> Bool {
      x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1
    }
  }

  var top: Double
  var bottom: Double
  private(set) var placed: [Box] = []

  init(top: Double, bottom: Double) {
    self.top = top
    self.bottom = bottom
  }

  /// Reserves a box that labels must avoid (e.g. a legend or a marker dot).
  mutating func reserve(_ box: Box) { placed.append(box) }

  /// The baseline y for a label spanning x0…x1 of font size `size`, preferring `y` and moving by
  /// whole lines in `direction` (−1 up, +1 down) first.
  mutating func place(x0: Double, x1: Double, y: Double, size: Double, direction: Double) -> Double
  {
    let line = size + 3
    var candidates = [y]
    for k in 1...8 {
      candidates.append(y + direction * Double(k) * line)
      candidates.append(y - direction * Double(k) * line)
    }
    for candidate in candidates {
      let box = Box(x0: x0, y0: candidate - size, x1: x1, y1: candidate + 3)
      guard box.y0 >= top, box.y1 <= bottom else { continue }
      if !placed.contains(where: { $0.overlaps(box) }) {
        placed.append(box)
        return candidate
      }
    }
    placed.append(Box(x0: x0, y0: y - size, x1: x1, y1: y + 3))
    return y
  }
}
