import AnimationMath
import TextFormats

extension SweepSummary {
  /// The ASCII ramp from worst to best.
  static let ramp = Array(" .:-=+*#%@")

  /// The objective over the slice through the best row (``SweepRows/slice(of:through:axes:)``).
  public func slice(of metric: SweepMetric) -> SweepSlice? {
    ranking.best(report).flatMap { report.slice(of: metric, through: $0) }
  }

  /// ``slice(width:)`` at 80 columns.
  public var slice: String { slice(width: 80) }

  /// An ASCII picture of the objective over ``slice(of:)``: two characters per cell from the
  /// ramp `" .:-=+*#%@"` (worst to best within the slice), the slice's first axis across and
  /// its second up (largest value on top, as in the heatmap `sweep --svg` draws), or a bar chart when only one parameter is swept; empty when none is.
  /// Every line is at most `width` characters: cells narrow to one character, then only every
  /// k-th column is drawn (and the header says so), and the text lines wrap.
  public func slice(width: Int) -> String {
    guard let s = slice(of: objective) else { return "" }
    let values = s.values.flatMap { $0 }
    let finite = values.compactMap { $0 }.filter(\.isFinite)
    let (lo, hi) = (finite.min() ?? 0, finite.max() ?? 0)
    func goodness(_ v: Double) -> Double {
      guard hi > lo else { return 1 }
      let t = (Swift.min(Swift.max(v, lo), hi) - lo) / (hi - lo)
      return objective.higherIsBetter ? t : 1 - t
    }
    let held = s.heldText.joined(separator: ", ")
    guard let y = s.y else {
      var rows: [[String]] = []
      for (i, v) in s.values[0].enumerated() {
        let n = v.map { Int((goodness($0) * 30).rounded()) } ?? 0
        rows.append([
          NumberText.shortest(s.xValues[i]),
          String(repeating: "#", count: n) + String(repeating: ".", count: 30 - n),
          v.map { NumberText.rounded($0, decimals: 3) } ?? "",
        ])
      }
      return TextWrap.wrapped("\(objective.column) by \(s.x.column) (\(held)):\n", width: width)
        + Self.align(rows)
    }
    let labels = s.yValues.map(NumberText.shortest)
    let labelWidth = labels.map(\.count).max() ?? 0
    // Two characters per cell if they fit, else one, else every k-th column.
    let room = Swift.max(width - labelWidth - 4, 1)
    let n = s.xValues.count
    let cellChars = 2 * n <= room ? 2 : 1
    let every = Swift.max((n + room - 1) / room, 1)
    let shown = Array(stride(from: 0, to: n, by: every))
    var text = TextWrap.wrapped(
      "\(objective.column) by \(y.column) (rows) and \(s.x.column) (columns) (\(held)):\n",
      width: width)
    text += TextWrap.wrapped(
      "  " + String(repeating: " ", count: labelWidth) + "  \(s.x.column) "
        + "\(NumberText.shortest(s.xValues[0])) ... "
        + "\(NumberText.shortest(s.xValues[n - 1])), "
        + (every == 1 ? "\(n) columns" : "every \(Self.ordinal(every)) of \(n) columns") + "\n",
      width: width, indent: labelWidth + 4)
    // The largest value of the second axis on top, as in the SVG heatmap of the same slice.
    for (i, row) in s.values.enumerated().reversed() {
      var line =
        "  " + String(repeating: " ", count: labelWidth - labels[i].count) + labels[i] + "  "
      for c in shown {
        let ch =
          row[c].map { Self.ramp[Int((goodness($0) * Double(Self.ramp.count - 1)).rounded())] }
          ?? "?"
        for _ in 0..<cellChars { line.append(ch) }
      }
      text += line + "\n"
    }
    let (worst, best) = objective.higherIsBetter ? (lo, hi) : (hi, lo)
    text += TextWrap.wrapped(
      "  scale: ' ' = \(NumberText.rounded(worst, decimals: 3)) (worst) ... '@' = \(NumberText.rounded(best, decimals: 3)) (best)"
        + (values.contains { $0 == nil } ? "; '?' = no value (not in this shard)" : "") + "\n",
      width: width, indent: 4)
    return text
  }

  /// `2nd`, `3rd`, `4th`, …
  static func ordinal(_ k: Int) -> String {
    let suffix =
      (k % 100 >= 11 && k % 100 <= 13)
      ? "th" : (k % 10 == 1 ? "st" : k % 10 == 2 ? "nd" : k % 10 == 3 ? "rd" : "th")
    return "\(k)\(suffix)"
  }
}
