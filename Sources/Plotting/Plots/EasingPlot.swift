import AnimationMath

/// One or more easing curves y(x) on the unit square: the 0–1 box outlined, each curve in its
/// palette style, and for cubic Béziers the control polygon (P0→P1 and P2→P3 handles).
public struct EasingPlot: Sendable {
  /// One curve to draw.
  public struct Entry: Sendable {
    /// Legend name, e.g. the CSS text as typed.
    public var name: String
    /// The curve.
    public var curve: any EasingCurve
    /// Cubic-Bézier control points P1 and P2 (x1, y1), (x2, y2); nil for other curves.
    public var controlPoints: (SIMD2<Double>, SIMD2<Double>)?

    /// Creates an entry.
    public init(
      name: String, curve: any EasingCurve,
      controlPoints: (SIMD2<Double>, SIMD2<Double>)? = nil
    ) {
      self.name = name
      self.curve = curve
      self.controlPoints = controlPoints
    }
  }

  /// Curves in legend order.
  public var entries: [Entry]
  /// Title; nil for none.
  public var title: String?
  /// Samples per curve over x ∈ [0, 1] (default 400, clamped to 2…10 000). Step curves need
  /// enough samples to show their jumps as near-vertical lines.
  public var samples = 400

  /// Creates an easing plot.
  public init(entries: [Entry], title: String? = nil) {
    self.entries = entries
    self.title = title
  }

  /// The chart: x fixed to 0…1, y fitted to the curves and the unit box.
  public func chart() -> LineChart {
    let n = Swift.min(Swift.max(samples, 2), 10_000)
    var series: [LineChart.Series] = []
    var palette = 0
    for e in entries {
      var points: [SIMD2<Double>] = []
      points.reserveCapacity(n)
      for k in 0..<n {
        let x = Double(k) / Double(n - 1)
        points.append(SIMD2(x, e.curve.value(at: x)))
      }
      series.append(.init(name: e.name, points: points, style: .palette(palette)))
      if let (p1, p2) = e.controlPoints {
        let handles: [SIMD2<Double>] = [SIMD2(0, 0), p1, SIMD2(.nan, .nan), p2, SIMD2(1, 1)]
        let color = SeriesStyle.palette(palette).color
        series.append(
          .init(
            name: e.name + " control points", points: handles, kind: .guide,
            style: SeriesStyle(color: color, dash: [3, 3], width: 1)))
      }
      palette += 1
    }
    var chart = LineChart(
      title: title, xAxis: .init("progress", range: 0...1), yAxis: .init("eased value"),
      series: series)
    chart.regions = [.init(x: 0...1, y: 0...1, filled: false)]
    chart.width = 520
    chart.plotHeight = 360
    return chart
  }

  /// The plot as a standalone SVG document.
  public func svg() -> String { chart().svg() }

  /// The plot as Unicode text, lines at most `lineWidth` characters (see
  /// ``LineChart/text(columns:rows:lineWidth:)``).
  public func text(columns: Int = 48, rows: Int = 20, lineWidth: Int = 80) -> String {
    chart().text(columns: columns, rows: rows, lineWidth: lineWidth)
  }
}
