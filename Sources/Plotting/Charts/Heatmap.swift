/// A heatmap of one metric over two parameters: one cell per (x, y) grid point coloured by
/// ``ColorRamp`` (dark = low, light = high, so it survives greyscale), labelled axes, and a colour
/// bar with ticks as the legend. Cells without a value are drawn white with a grey cross and
/// listed as "no data" under the colour bar.
///
/// `values[row][column]` is the metric at `(xValues[column], yValues[row])`; row 0 is drawn at the
/// bottom so y grows upwards like a plot. Missing rows or columns and non-finite values count as
/// no data. When cells are large enough, each shows its value with black or white text chosen
/// for contrast.
///
/// ```swift
/// let svg = Heatmap(
///   xLabel: "progress threshold", yLabel: "damping ratio", xValues: [0.3, 0.5],
///   yValues: [0.8, 1.0], values: [[0.91, 0.93], [0.90, nil]], metricName: "intent agreement"
/// ).svg()
/// ```
public struct Heatmap: Sendable {
  /// A cell by column (x index) and row (y index).
  public struct Cell: Hashable, Sendable {
    /// Index into `xValues`.
    public var column: Int
    /// Index into `yValues`.
    public var row: Int
    /// Creates a cell reference.
    public init(column: Int, row: Int) {
      self.column = column
      self.row = row
    }
  }

  /// Title of the horizontal axis (include the unit, e.g. `velocity threshold (pt/s)`).
  public var xLabel: String
  /// Title of the vertical axis.
  public var yLabel: String
  /// Parameter value of each column, left to right.
  public var xValues: [Double]
  /// Parameter value of each row, bottom to top.
  public var yValues: [Double]
  /// The metric, `values[row][column]`; nil where there is no data.
  public var values: [[Double?]]
  /// Name of the metric, shown in the title and beside the colour bar.
  public var metricName: String
  /// Title above the chart; nil uses `metricName`.
  public var title: String?
  /// Fixed colour-scale range; nil spans the finite values (widened to nice ticks).
  public var valueRange: ClosedRange<Double>?
  /// Cells outlined to draw attention (e.g. the best setting).
  public var highlighted: [Cell] = []

  /// Creates a heatmap.
  public init(
    xLabel: String, yLabel: String, xValues: [Double], yValues: [Double], values: [[Double?]],
    metricName: String, title: String? = nil, valueRange: ClosedRange<Double>? = nil
  ) {
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.xValues = xValues
    self.yValues = yValues
    self.values = values
    self.metricName = metricName
    self.title = title
    self.valueRange = valueRange
  }

  /// The value at (column, row), or nil if absent or non-finite.
  public func value(column: Int, row: Int) -> Double? {
    guard row >= 0, row < values.count, column >= 0, column < values[row].count,
      let v = values[row][column], v.isFinite
    else { return nil }
    return v
  }

  /// The colour-bar ticks: the fixed range, or the finite values' extent, widened to nice values.
  public func scaleTicks() -> AxisTicks {
    if let valueRange {
      return AxisTicks(lower: valueRange.lowerBound, upper: valueRange.upperBound, maximumCount: 5)
    }
    var lo = Double.infinity
    var hi = -Double.infinity
    for row in 0..<yValues.count {
      for column in 0..<xValues.count {
        if let v = value(column: column, row: row) {
          lo = Swift.min(lo, v)
          hi = Swift.max(hi, v)
        }
      }
    }
    if lo > hi { return AxisTicks(lower: 0, upper: 1, maximumCount: 5) }
    return AxisTicks(lower: lo, upper: hi, maximumCount: 5)
  }

  /// Position of `v` on the colour scale, 0…1 (clamped).
  func fraction(_ v: Double, _ ticks: AxisTicks) -> Double {
    let lo = valueRange?.lowerBound ?? ticks.lower
    let hi = valueRange?.upperBound ?? ticks.upper
    guard hi > lo else { return 0.5 }
    return Swift.min(Swift.max((v - lo) / (hi - lo), 0), 1)
  }

  /// The heatmap as a standalone SVG document.
  public func svg() -> String { canvas().svg() }
}
