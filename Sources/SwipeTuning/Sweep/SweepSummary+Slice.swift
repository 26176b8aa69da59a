extension SweepSummary {
  /// The ASCII ramp from worst to best.
  static let ramp = Array(" .:-=+*#%@")

  /// An ASCII picture of the objective over the two numeric axes with the most values (progress
  /// threshold × velocity threshold by default), the other parameters held at the best row's
  /// values; a bar chart when only one axis varies; empty when none does.
  public var slice: String {
    guard let bestRow = ranking.first else { return "" }
    let grid = report.grid
    let best = grid.point(at: report.rows.lowerBound + bestRow)
    let uses = grid.uses[best.policy]
    var axes: [(name: String, count: Int)] = []
    if uses.progress && grid.progressThresholds.count > 1 {
      axes.append(("progress_threshold", grid.progressThresholds.count))
    }
    if uses.velocity && grid.velocityThresholds.count > 1 {
      axes.append(("velocity_threshold", grid.velocityThresholds.count))
    }
    if grid.dampingRatios.count > 1 { axes.append(("damping_ratio", grid.dampingRatios.count)) }
    if grid.responses.count > 1 { axes.append(("response", grid.responses.count)) }
    if uses.projection && grid.projectionRates.count > 1 {
      axes.append(("projection_rate", grid.projectionRates.count))
    }
    guard !axes.isEmpty else { return "" }
    func point(_ assignments: [(String, Int)]) -> SweepPoint {
      var p = best
      for (name, index) in assignments {
        switch name {
        case "progress_threshold": p.progressThreshold = index
        case "velocity_threshold": p.velocityThreshold = index
        case "damping_ratio": p.dampingRatio = index
        case "response": p.response = index
        default: p.projectionRate = index
        }
      }
      return p
    }
    func value(_ p: SweepPoint) -> Double? {
      let row = grid.row(of: p)
      guard report.rows.contains(row) else { return nil }
      return objective.value(report.statistics[row - report.rows.lowerBound])
    }
    func label(_ name: String, _ index: Int) -> String {
      let axis: [Double] =
        switch name {
        case "progress_threshold": grid.progressThresholds
        case "velocity_threshold": grid.velocityThresholds
        case "damping_ratio": grid.dampingRatios
        case "response": grid.responses
        default: grid.projectionRates
        }
      return CSVWriter.format(axis[index])
    }
    let held = heldDescription(best, excluding: axes.prefix(2).map(\.name))
    if axes.count == 1 {
      let a = axes[0]
      let values = (0..<a.count).map { value(point([(a.name, $0)])) }
      let (lo, hi) = range(values)
      var rows: [[String]] = []
      for i in 0..<a.count {
        let v = values[i]
        let n = v.map { Int((goodness($0, lo, hi) * 30).rounded()) } ?? 0
        rows.append([
          label(a.name, i),
          String(repeating: "#", count: n) + String(repeating: ".", count: 30 - n),
          v.map(Self.short) ?? "",
        ])
      }
      return "\(objective.column) by \(a.name) (\(held)):\n" + Self.align(rows)
    }
    let (r, c) = (axes[0], axes[1])
    var cells: [[Double?]] = []
    for i in 0..<r.count {
      cells.append((0..<c.count).map { j in value(point([(r.name, i), (c.name, j)])) })
    }
    let (lo, hi) = range(cells.flatMap { $0 })
    let labels = (0..<r.count).map { label(r.name, $0) }
    let width = labels.map(\.count).max() ?? 0
    var text = "\(objective.column) by \(r.name) (rows) and \(c.name) (columns) (\(held)):\n"
    text +=
      "  " + String(repeating: " ", count: width) + "  \(c.name) \(label(c.name, 0)) ... "
      + "\(label(c.name, c.count - 1)), \(c.count) columns\n"
    for i in 0..<r.count {
      var line = "  " + String(repeating: " ", count: width - labels[i].count) + labels[i] + "  "
      for v in cells[i] {
        let ch =
          v.map { Self.ramp[Int((goodness($0, lo, hi) * Double(Self.ramp.count - 1)).rounded())] }
          ?? "?"
        line.append(ch)
        line.append(ch)
      }
      text += line + "\n"
    }
    let worst = objective.higherIsBetter ? lo : hi
    let bestValue = objective.higherIsBetter ? hi : lo
    text +=
      "  scale: ' ' = \(Self.short(worst)) (worst) ... '@' = \(Self.short(bestValue)) (best)"
      + (cells.joined().contains { $0 == nil } ? "; '?' = not in this shard" : "") + "\n"
    return text
  }

  private func range(_ values: [Double?]) -> (Double, Double) {
    let finite = values.compactMap { $0 }.filter(\.isFinite)
    return (finite.min() ?? 0, finite.max() ?? 0)
  }

  /// 0 (worst) … 1 (best) within [lo, hi].
  private func goodness(_ v: Double, _ lo: Double, _ hi: Double) -> Double {
    guard hi > lo else { return 1 }
    let t = (Swift.min(Swift.max(v, lo), hi) - lo) / (hi - lo)
    return objective.higherIsBetter ? t : 1 - t
  }

  private func heldDescription(_ p: SweepPoint, excluding: [String]) -> String {
    let grid = report.grid
    var parts = [
      "policy \(grid.policies[p.policy].name)", "estimator \(grid.estimators[p.estimator])",
    ]
    if !excluding.contains("damping_ratio") {
      parts.append("damping_ratio \(CSVWriter.format(grid.dampingRatios[p.dampingRatio]))")
    }
    if !excluding.contains("response") {
      parts.append("response \(CSVWriter.format(grid.responses[p.response]))")
    }
    if let k = p.progressThreshold, !excluding.contains("progress_threshold") {
      parts.append("progress_threshold \(CSVWriter.format(grid.progressThresholds[k]))")
    }
    if let v = p.velocityThreshold, !excluding.contains("velocity_threshold") {
      parts.append("velocity_threshold \(CSVWriter.format(grid.velocityThresholds[v]))")
    }
    if let j = p.projectionRate, !excluding.contains("projection_rate") {
      parts.append("projection_rate \(CSVWriter.format(grid.projectionRates[j]))")
    }
    return parts.joined(separator: ", ")
  }
}
