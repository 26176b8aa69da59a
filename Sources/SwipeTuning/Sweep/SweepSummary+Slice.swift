import AnimationMath

extension SweepSummary {
  /// The ASCII ramp from worst to best.
  static let ramp = Array(" .:-=+*#%@")

  /// The objective over the slice through the best row (``SweepRows/slice(of:through:axes:)``).
  public func slice(of metric: SweepMetric) -> SweepSlice? {
    ranking.best(report).flatMap { report.slice(of: metric, through: $0) }
  }

  /// An ASCII picture of the objective over ``slice(of:)``: two characters per cell from the
  /// ramp `" .:-=+*#%@"` (worst to best within the slice), the slice's first axis across and
  /// its second down, or a bar chart when only one parameter is swept; empty when none is.
  public var slice: String {
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
      return "\(objective.column) by \(s.x.column) (\(held)):\n" + Self.align(rows)
    }
    let labels = s.yValues.map(NumberText.shortest)
    let width = labels.map(\.count).max() ?? 0
    var text = "\(objective.column) by \(y.column) (rows) and \(s.x.column) (columns) (\(held)):\n"
    text +=
      "  " + String(repeating: " ", count: width) + "  \(s.x.column) "
      + "\(NumberText.shortest(s.xValues[0])) ... "
      + "\(NumberText.shortest(s.xValues[s.xValues.count - 1])), "
      + "\(s.xValues.count) columns\n"
    for (i, row) in s.values.enumerated() {
      var line = "  " + String(repeating: " ", count: width - labels[i].count) + labels[i] + "  "
      for v in row {
        let ch =
          v.map { Self.ramp[Int((goodness($0) * Double(Self.ramp.count - 1)).rounded())] } ?? "?"
        line.append(ch)
        line.append(ch)
      }
      text += line + "\n"
    }
    let (worst, best) = objective.higherIsBetter ? (lo, hi) : (hi, lo)
    text +=
      "  scale: ' ' = \(NumberText.rounded(worst, decimals: 3)) (worst) ... '@' = \(NumberText.rounded(best, decimals: 3)) (best)"
      + (values.contains { $0 == nil } ? "; '?' = no value (not in this shard)" : "") + "\n"
    return text
  }
}
