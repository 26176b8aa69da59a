import AnimationMath

extension SweepSummary {
  /// The ASCII ramp from worst to best.
  static let ramp = Array(" .:-=+*#%@")

  /// An ASCII picture of the objective over ``slice(of:)``: two characters per cell from the
  /// ramp `" .:-=+*#%@"` (worst to best within the slice), or a bar chart when only one
  /// parameter is swept; empty when none is.
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
    let held = s.held.joined(separator: ", ")
    let labels = s.rowValues.map(CSVWriter.format)
    guard let columnAxis = s.columnAxis else {
      var rows: [[String]] = []
      for (i, v) in values.enumerated() {
        let n = v.map { Int((goodness($0) * 30).rounded()) } ?? 0
        rows.append([
          labels[i], String(repeating: "#", count: n) + String(repeating: ".", count: 30 - n),
          v.map { NumberText.rounded($0, decimals: 3) } ?? "",
        ])
      }
      return "\(objective.column) by \(s.rowAxis) (\(held)):\n" + Self.align(rows)
    }
    let width = labels.map(\.count).max() ?? 0
    var text = "\(objective.column) by \(s.rowAxis) (rows) and \(columnAxis) (columns) (\(held)):\n"
    text +=
      "  " + String(repeating: " ", count: width) + "  \(columnAxis) "
      + "\(CSVWriter.format(s.columnValues[0])) ... "
      + "\(CSVWriter.format(s.columnValues[s.columnValues.count - 1])), "
      + "\(s.columnValues.count) columns\n"
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
