import AnimationMath

/// One metric over one or two swept parameters, with every other parameter held at one row's
/// values (the best row's, normally): the data behind the summary's ASCII view, the `--svg`
/// heatmap and the HTML report's heatmaps and rate charts.
///
/// Axes: the swept parameters of the row's (policy, estimator, hand-off) group with the most distinct
/// values (``SweepRows/sweptParameters(through:)``), `x` first. Cells hold the metric of the row
/// that matches the held row in every other parameter; nil where no such row is in the report
/// (another shard) or the metric is undefined.
public struct SweepSlice: Hashable, Sendable {
  /// A cell: indices into ``xValues`` and ``yValues``.
  public struct Cell: Hashable, Sendable {
    /// Index into ``SweepSlice/xValues``.
    public var x: Int
    /// Index into ``SweepSlice/yValues`` (0 without a second axis).
    public var y: Int
  }

  /// The first axis (horizontal in a heatmap, columns in the ASCII view).
  public let x: SweepParameter
  /// The second axis, nil for a one-parameter slice.
  public let y: SweepParameter?
  /// Distinct values along ``x``, ascending.
  public let xValues: [Double]
  /// Distinct values along ``y``, ascending (`[]` without a second axis).
  public let yValues: [Double]
  /// The metric, `values[y][x]` (one row without a second axis).
  public let values: [[Double?]]
  /// The cell of the row the slice goes through, if its values are on the axes.
  public let held: Cell?
  /// The row the slice goes through.
  public let through: Int
  /// The parameters held fixed, in words (`policy seed-progress-velocity`, `damping_ratio 0.8`).
  public let heldText: [String]
}

extension SweepRows {
  /// Rows with the same policy, estimator and hand-off style as row `row`.
  public func group(of row: Int) -> [Int] {
    let (p, e, h) = (policy(row), estimator(row), handoff(row))
    return (0..<rowCount).filter { policy($0) == p && estimator($0) == e && handoff($0) == h }
  }

  /// Numeric parameters with at least two distinct values in the group of row `row`, most
  /// values first, ties in the order progress threshold, velocity threshold, damping ratio,
  /// response, projection rate.
  public func sweptParameters(through row: Int) -> [SweepParameter] {
    let preference: [SweepParameter] = [
      .progressThreshold, .velocityThreshold, .dampingRatio, .response, .projectionRate,
    ]
    let group = group(of: row)
    let counted = preference.map { ($0, distinctValues($0, in: group).count) }.filter { $0.1 >= 2 }
    return counted.enumerated().sorted { a, b in
      a.element.1 != b.element.1 ? a.element.1 > b.element.1 : a.offset < b.offset
    }.map(\.element.0)
  }

  /// Whether row `i` matches row `row` in policy, estimator, hand-off style and every parameter
  /// but `free`.
  public func matches(_ i: Int, _ row: Int, free: [SweepParameter]) -> Bool {
    guard policy(i) == policy(row), estimator(i) == estimator(row), handoff(i) == handoff(row)
    else { return false }
    for p in SweepParameter.allCases where !free.contains(p) {
      if value(p, i) != value(p, row) { return false }
    }
    return true
  }

  /// `metric` over `axes` (one or two parameters; default: the first two of
  /// ``sweptParameters(through:)``) through row `row`; nil when no parameter is swept.
  public func slice(
    of metric: SweepMetric, through row: Int, axes: [SweepParameter]? = nil
  ) -> SweepSlice? {
    let axes = Array((axes ?? sweptParameters(through: row)).prefix(2))
    guard let x = axes.first else { return nil }
    let y = axes.count > 1 ? axes[1] : nil
    let group = group(of: row)
    let xs = distinctValues(x, in: group)
    let ys = y.map { distinctValues($0, in: group) } ?? []
    var values = [[Double?]](
      repeating: [Double?](repeating: nil, count: xs.count), count: Swift.max(ys.count, 1))
    var xIndex: [Double: Int] = [:]
    for (i, v) in xs.enumerated() { xIndex[v] = i }
    var yIndex: [Double: Int] = [:]
    for (i, v) in ys.enumerated() { yIndex[v] = i }
    func cell(_ i: Int) -> SweepSlice.Cell? {
      guard let vx = value(x, i), let cx = xIndex[vx] else { return nil }
      guard let y else { return .init(x: cx, y: 0) }
      guard let vy = value(y, i), let cy = yIndex[vy] else { return nil }
      return .init(x: cx, y: cy)
    }
    for i in group where matches(i, row, free: axes) {
      guard let c = cell(i), values[c.y][c.x] == nil else { continue }
      values[c.y][c.x] = value(metric, i)
    }
    var held = ["policy \(policy(row))", "estimator \(estimator(row))"]
    if handoffs.count > 1 { held.append("handoff \(handoff(row))") }
    for p in SweepParameter.allCases where !axes.contains(p) {
      guard let v = value(p, row) else { continue }
      held.append("\(p.column) \(NumberText.shortest(v))")
    }
    return SweepSlice(
      x: x, y: y, xValues: xs, yValues: ys, values: values, held: cell(row), through: row,
      heldText: held)
  }
}
