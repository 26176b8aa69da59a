import AnimationMath

/// A heatmap of one metric over two parameters: one cell per (x, y) grid point coloured by
/// ``ColorRamp``, labelled axes, and a colour bar as the legend.
///
/// The colour says how *good* a cell is, never merely how large: the caller states which way is
/// better (``Direction``), the ramp spans exactly the finite values of the map (or the fixed
/// ``valueRange``), and the best value is always the brightest colour, so "brighter is better"
/// holds on every map whatever the metric. The best cells are marked with a star (at most ``maximumStarredCells``), the
/// ``highlighted`` cells (e.g. the chosen setting) outlined. Cells without a value are drawn white
/// with a grey cross and listed as "no data" under the colour bar.
///
/// Labels follow one rule for the whole map: every value is printed with the same number of
/// fraction digits (``labelDecimals()``, trailing zeros kept), and either every cell's label fits
/// its cell or none is drawn (the legend then says "values on hover"). Each cell carries an SVG
/// `<title>` with its exact value and, when given, its interval, which browsers show on hover
/// without any script.
///
/// `values[row][column]` is the metric at `(xValues[column], yValues[row])`; row 0 is drawn at the
/// bottom so y grows upwards like a plot. Missing rows or columns and non-finite values count as
/// no data.
///
/// ```swift
/// let svg = Heatmap(
///   xLabel: "progress threshold", yLabel: "damping ratio", xValues: [0.3, 0.5],
///   yValues: [0.8, 1.0], values: [[0.91, 0.93], [0.90, nil]], metricName: "intent agreement",
///   better: .higher
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

  /// Which values of the metric are better: they get the brighter colours and the star.
  public enum Direction: Hashable, Sendable {
    /// Larger values are better (e.g. an agreement rate).
    case higher
    /// Smaller values are better (e.g. an error rate or a settling time).
    case lower
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
  /// Which values are better.
  public var better: Direction
  /// Title above the chart (wrapped to the chart's width); nil uses `metricName`.
  public var title: String?
  /// Fixed colour-scale range; nil spans the finite values exactly.
  public var valueRange: ClosedRange<Double>?
  /// Cells outlined to draw attention (e.g. the chosen setting).
  public var highlighted: [Cell] = []
  /// The most cells a star marks: when more tie for the best value (a plateau of equal rates),
  /// stars would cover the map and single out nothing, so none is drawn and the key says how
  /// many tie. Default 5.
  public var maximumStarredCells = 5
  /// An interval for each value, `intervals[row][column]` (e.g. a 95 % confidence interval),
  /// shown in the cell's hover title; nil or missing entries show none.
  public var intervals: [[ClosedRange<Double>?]]?
  /// What the intervals are, for the hover title (default `95 % CI`).
  public var intervalName = "95 % CI"
  /// Text of each column's axis label instead of its value (a categorical axis, e.g. estimator
  /// names); used only when it has one entry per column.
  public var xValueLabels: [String]?
  /// Text of each row's axis label instead of its value (e.g. policy names); used only when it
  /// has one entry per row.
  public var yValueLabels: [String]?

  /// Creates a heatmap; `better` says which values are better (brighter).
  public init(
    xLabel: String, yLabel: String, xValues: [Double], yValues: [Double], values: [[Double?]],
    metricName: String, better: Direction, title: String? = nil,
    valueRange: ClosedRange<Double>? = nil
  ) {
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.xValues = xValues
    self.yValues = yValues
    self.values = values
    self.metricName = metricName
    self.better = better
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

  /// The interval at (column, row), or nil if none was given or its ends are not finite.
  public func interval(column: Int, row: Int) -> ClosedRange<Double>? {
    guard let intervals, row >= 0, row < intervals.count, column >= 0,
      column < intervals[row].count, let r = intervals[row][column],
      r.lowerBound.isFinite, r.upperBound.isFinite
    else { return nil }
    return r
  }

  /// The finite values, in row-major order.
  func finiteValues() -> [Double] {
    var out: [Double] = []
    for row in 0..<yValues.count {
      for column in 0..<xValues.count {
        if let v = value(column: column, row: row) { out.append(v) }
      }
    }
    return out
  }

  /// The range the colour ramp spans: ``valueRange`` if set, else the smallest and largest
  /// finite value; nil when the map has no finite value and no fixed range.
  public func colorRange() -> ClosedRange<Double>? {
    if let valueRange { return valueRange }
    let vs = finiteValues()
    guard let lo = vs.min(), let hi = vs.max() else { return nil }
    return lo...hi
  }

  /// Position of `v` on the ramp, 0 (worst, darkest) … 1 (best, brightest), clamped to the
  /// ``colorRange()``. When every value is the same there is no worse cell: 1.
  public func goodness(_ v: Double) -> Double { goodness(v, range: colorRange()) }

  /// ``goodness(_:)`` on a ``colorRange()`` computed once by the caller (every call of the
  /// public one scans every cell).
  func goodness(_ v: Double, range: ClosedRange<Double>?) -> Double {
    guard let r = range, r.upperBound > r.lowerBound else { return 1 }
    let t = Swift.min(Swift.max((v - r.lowerBound) / (r.upperBound - r.lowerBound), 0), 1)
    return better == .higher ? t : 1 - t
  }

  /// The cells holding the best finite value (every tie), or none when all values tie (then no
  /// cell stands out) or there is no value.
  public func bestCells() -> [Cell] {
    let vs = finiteValues()
    guard let best = better == .higher ? vs.max() : vs.min(), vs.contains(where: { $0 != best })
    else { return [] }
    var out: [Cell] = []
    for row in 0..<yValues.count {
      for column in 0..<xValues.count where value(column: column, row: row) == best {
        out.append(Cell(column: column, row: row))
      }
    }
    return out
  }

  /// The cells marked with a star: ``bestCells()`` when there are at most
  /// ``maximumStarredCells`` of them, else none.
  public func starredCells() -> [Cell] {
    let best = bestCells()
    return best.count <= maximumStarredCells ? best : []
  }

  /// The fraction digits every cell label is printed with: enough to resolve a thirtieth of the
  /// spread of the values (so neighbouring colours get different numbers), and at least two
  /// significant digits of the largest magnitude; 0…4. For a constant map, two significant
  /// digits.
  public func labelDecimals() -> Int {
    let vs = finiteValues()
    guard let lo = vs.min(), let hi = vs.max() else { return 0 }
    let magnitude = Swift.max(abs(lo), abs(hi))
    var digits = 0
    if magnitude > 0 {
      digits = Swift.max(digits, 1 - Int(Elementary.log10(magnitude).rounded(.down)))
    }
    if hi > lo {
      digits = Swift.max(digits, Int((-Elementary.log10((hi - lo) / 30)).rounded(.up)))
    }
    return Swift.min(Swift.max(digits, 0), 4)
  }

  /// `v` with exactly `decimals` fraction digits (trailing zeros kept: `0.900`, not `0.9`).
  public static func fixed(_ v: Double, decimals: Int) -> String {
    let text = NumberText.rounded(v, decimals: decimals)
    guard decimals > 0, v.isFinite else { return text }
    let have = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 }
    return text + (have == nil ? "." : "") + String(repeating: "0", count: decimals - (have ?? 0))
  }

  /// The hover title of a cell: where it is, its exact value (shortest round-trip text) and its
  /// interval (one digit finer than the cell labels), e.g. `progress threshold 0.3, velocity threshold (pt/s) 200: intent agreement
  /// 0.9495 (95 % CI 0.9393–0.9582)`.
  public func cellTitle(column: Int, row: Int) -> String {
    cellTitle(column: column, row: row, decimals: labelDecimals())
  }

  /// ``cellTitle(column:row:)`` with the ``labelDecimals()`` computed once by the caller (they
  /// scan every cell).
  func cellTitle(column: Int, row: Int, decimals: Int) -> String {
    let xText = axisText(xValueLabels, xValues, column)
    let yText = axisText(yValueLabels, yValues, row)
    var text = "\(xLabel) \(xText)" + (yLabel.isEmpty ? "" : ", \(yLabel) \(yText)") + ": "
    guard let v = value(column: column, row: row) else { return text + "no data" }
    text += "\(metricName) \(NumberText.shortest(v))"
    if let r = interval(column: column, row: row) {
      // One digit finer than the cell labels: enough to compare, without 17-digit noise.
      let d = decimals + 1
      text +=
        " (\(intervalName) \(NumberText.rounded(r.lowerBound, decimals: d))–"
        + "\(NumberText.rounded(r.upperBound, decimals: d)))"
    }
    return text
  }

  private func axisText(_ labels: [String]?, _ values: [Double], _ i: Int) -> String {
    if let labels, labels.count == values.count { return labels[i] }
    return i < values.count ? Self.parameterLabel(values[i]) : ""
  }

  /// The heatmap as a standalone SVG document.
  public func svg() -> String { canvas().svg() }
}
