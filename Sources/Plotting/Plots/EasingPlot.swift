import AnimationMath

/// One or more easing curves y(x) on the unit square: the 0–1 box drawn square (one unit is as
/// long on both axes) with a dashed outline inside a small margin, each curve in its palette
/// style, jumps (CSS `steps()`) drawn as vertical risers at their exact positions, and for cubic
/// Béziers the control polygon (P0→P1 and P2→P3 handles).
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

  /// The chart: x over 0…1 and y over the curves and the unit box, each padded by 4 % so that
  /// the dashed box stays clear of the frame; equal scales on both axes.
  public func chart() -> LineChart {
    let n = Swift.min(Swift.max(samples, 2), 10_000)
    var series: [LineChart.Series] = []
    var palette = 0
    var lo = 0.0
    var hi = 1.0
    for e in entries {
      let points = Self.samples(e.curve, count: n)
      for p in points where p.y.isFinite {
        lo = Swift.min(lo, p.y)
        hi = Swift.max(hi, p.y)
      }
      series.append(.init(name: e.name, points: points, style: .palette(palette)))
      if let (p1, p2) = e.controlPoints {
        let handles: [SIMD2<Double>] = [SIMD2(0, 0), p1, SIMD2(.nan, .nan), p2, SIMD2(1, 1)]
        for p in [p1, p2] where p.y.isFinite {
          lo = Swift.min(lo, p.y)
          hi = Swift.max(hi, p.y)
        }
        let color = SeriesStyle.palette(palette).color
        series.append(
          .init(
            name: e.name + " control points", points: handles, kind: .guide,
            style: SeriesStyle(color: color, dash: [3, 3], width: 1)))
      }
      palette += 1
    }
    // Curves far outside the box (a wild extrapolation) are cut at ±3 rather than squashing it.
    lo = Swift.max(lo, -3)
    hi = Swift.min(hi, 4)
    let pad = 0.04
    var chart = LineChart(
      title: title, xAxis: .init("progress", range: -pad...(1 + pad)),
      yAxis: .init("eased value", range: (lo - pad * (hi - lo))...(hi + pad * (hi - lo))),
      series: series)
    chart.regions = [.init(x: 0...1, y: 0...1, filled: false)]
    chart.width = 440
    chart.equalAspect = true
    return chart
  }

  /// `count` evenly spaced samples of `curve` over 0…1, plus, at every jump (a step whose
  /// height does not shrink as the interval around it is halved 60 times), the two points on
  /// either side of it at the same x, so the riser is drawn vertical where the jump is.
  static func samples(_ curve: any EasingCurve, count n: Int) -> [SIMD2<Double>] {
    var points: [SIMD2<Double>] = []
    points.reserveCapacity(n + 8)
    var previous: SIMD2<Double>?
    for k in 0..<n {
      let x = Double(k) / Double(n - 1)
      let p = SIMD2(x, curve.value(at: x))
      if let a = previous, let (left, right) = jump(curve, from: a, to: p) {
        points.append(left)
        points.append(right)
      }
      points.append(p)
      previous = p
    }
    return points
  }

  /// The jump between samples `a` and `b`, if any: bisects towards the x where the curve changes
  /// most and reports the values just left and right of it when they still differ by more than
  /// a thousandth of the step between the samples (a continuous curve's difference shrinks to
  /// nothing).
  static func jump(_ curve: any EasingCurve, from a: SIMD2<Double>, to b: SIMD2<Double>)
    -> (SIMD2<Double>, SIMD2<Double>)?
  {
    let step = abs(b.y - a.y)
    guard step.isFinite, step > 1e-3 else { return nil }
    var (x0, y0, x1, y1) = (a.x, a.y, b.x, b.y)
    for _ in 0..<60 {
      let m = (x0 + x1) / 2
      guard m > x0, m < x1 else { break }
      let ym = curve.value(at: m)
      if abs(ym - y0) >= abs(y1 - ym) {
        (x1, y1) = (m, ym)
      } else {
        (x0, y0) = (m, ym)
      }
    }
    guard abs(y1 - y0) > step * 1e-3 else { return nil }
    // Where the jump is: the left value up to it, the right value from it.
    let x = (x0 + x1) / 2
    return (SIMD2(x, y0), SIMD2(x, y1))
  }

  /// The plot as a standalone SVG document.
  public func svg() -> String { chart().svg() }

  /// The plot as Unicode text, lines at most `lineWidth` characters (see
  /// ``LineChart/text(columns:rows:lineWidth:)``).
  public func text(columns: Int = 48, rows: Int = 20, lineWidth: Int = 80) -> String {
    chart().text(columns: columns, rows: rows, lineWidth: lineWidth)
  }
}
