import AnimationMath

/// A keyframe timeline: one horizontal lane per animated property over a shared time axis, each
/// lane showing its sampled value curve (scaled to the lane) with diamonds at the keyframes.
///
/// Each lane is scaled on its own (its label shows the value range), so properties with
/// different units — opacity 0…1, position 0…390 pt — can be read side by side. A lane whose
/// values are all equal is drawn as a flat line through the middle.
public struct TimelineChart: Sendable {
  /// One animated property.
  public struct Lane: Hashable, Sendable {
    /// Property name, e.g. `alpha`.
    public var name: String
    /// Value unit shown with the range, e.g. `pt`; nil for none.
    public var unit: String?
    /// The value curve (time, value), sampled densely by the caller.
    public var samples: [SIMD2<Double>]
    /// Keyframes (time, value), marked with diamonds.
    public var keyframes: [SIMD2<Double>]

    /// Creates a lane.
    public init(
      name: String, unit: String? = nil, samples: [SIMD2<Double>], keyframes: [SIMD2<Double>]
    ) {
      self.name = name
      self.unit = unit
      self.samples = samples
      self.keyframes = keyframes
    }

    /// The finite value range of samples and keyframes (nil when there is none).
    public var valueRange: ClosedRange<Double>? {
      let vs = (samples + keyframes).map(\.y).filter(\.isFinite)
      guard let lo = vs.min(), let hi = vs.max() else { return nil }
      return lo...hi
    }
  }

  /// Title above the chart; nil for none.
  public var title: String?
  /// The shared time axis (title, unit, optional fixed range).
  public var timeAxis: LineChart.Axis
  /// Lanes from top to bottom.
  public var lanes: [Lane]
  /// Total width in pixels (default 640).
  public var width: Double = 640
  /// Height of each lane in pixels (default 64).
  public var laneHeight: Double = 64

  /// Creates a timeline chart.
  public init(title: String? = nil, timeAxis: LineChart.Axis, lanes: [Lane]) {
    self.title = title
    self.timeAxis = timeAxis
    self.lanes = lanes
  }

  /// The time ticks: the fixed range, or the extent of every lane's samples and keyframes.
  public func timeTicks() -> AxisTicks {
    if let r = timeAxis.range {
      return AxisTicks(lower: r.lowerBound, upper: r.upperBound, maximumCount: 8)
    }
    let ts = lanes.flatMap { ($0.samples + $0.keyframes).map(\.x) }.filter(\.isFinite)
    return AxisTicks(lower: ts.min() ?? 0, upper: ts.max() ?? 1, maximumCount: 8)
  }

  /// The label of a lane: name, then `min → max unit` or the constant value.
  static func laneLabel(_ lane: Lane) -> (name: String, range: String) {
    let unit = lane.unit.map { " " + $0 } ?? ""
    guard let r = lane.valueRange else { return (lane.name, "no data") }
    if r.lowerBound == r.upperBound {
      return (lane.name, "= " + NumberText.rounded(r.lowerBound, decimals: 3) + unit)
    }
    let lo = NumberText.rounded(r.lowerBound, decimals: 3)
    let hi = NumberText.rounded(r.upperBound, decimals: 3)
    return (lane.name, lo + " … " + hi + unit)
  }

  /// The chart as a standalone SVG document.
  public func svg() -> String { canvas().svg() }

  /// The chart drawn on a canvas.
  public func canvas() -> SVGCanvas {
    let ticks = timeTicks()
    let domain = timeAxis.range ?? (ticks.lower...ticks.upper)
    let labels = lanes.map(Self.laneLabel)
    let labelWidth =
      labels.map {
        Swift.max(TextMetrics.width($0.name, size: 12), TextMetrics.width($0.range, size: 11))
      }.max() ?? 0
    let left = 12 + labelWidth + 12
    // A long title wraps to the chart's width.
    let titleLines = title.map { TextMetrics.wrap($0, size: 14, width: width - 24) } ?? []
    let top = title == nil ? 12.0 : 18 + 18 * Double(titleLines.count)
    let plotWidth = Swift.max(width - left - 20, 40)
    let plotHeight = Double(Swift.max(lanes.count, 1)) * laneHeight
    let height = top + plotHeight + 46
    var c = SVGCanvas(width: width, height: height, title: title ?? "keyframe timeline")
    c.rect(x: 0, y: 0, width: width, height: height, fill: .white)
    let sx = LinearScale(domain: domain, rangeStart: left, rangeEnd: left + plotWidth)
    let frame = PlotFrame(
      left: left, top: top, width: plotWidth, height: plotHeight, x: sx,
      y: LinearScale(domain: 0...1, rangeStart: top + plotHeight, rangeEnd: top))
    let visibleTicks = ticks.values.filter { domain.contains($0) }
    frame.drawGrid(&c, x: visibleTicks, y: [])
    for (i, lane) in lanes.enumerated() {
      let laneTop = top + Double(i) * laneHeight
      if i > 0 {
        c.line(
          x1: left, y1: laneTop, x2: left + plotWidth, y2: laneTop, stroke: PlotFrame.axisColor,
          width: 0.75)
      }
      let style = SeriesStyle.palette(i)
      let r = lane.valueRange ?? (0...1)
      let sy = LinearScale(
        domain: r.lowerBound == r.upperBound ? (r.lowerBound - 1)...(r.upperBound + 1) : r,
        rangeStart: laneTop + laneHeight - 10, rangeEnd: laneTop + 10)
      let lanePoints = lane.samples.map { p -> SIMD2<Double> in
        p.x.isFinite && p.y.isFinite ? SIMD2(sx.map(p.x), sy.map(p.y)) : SIMD2(.nan, .nan)
      }
      let laneFrame = PlotFrame(
        left: left, top: laneTop, width: plotWidth, height: laneHeight, x: sx, y: sy)
      for run in PolylineClipper.clip(lanePoints, to: laneFrame) {
        c.polyline(PolylineSimplifier.simplify(run), style: style)
      }
      for k in lane.keyframes where k.x.isFinite && k.y.isFinite && domain.contains(k.x) {
        let p = SIMD2(sx.map(k.x), sy.map(k.y))
        c.polygon(
          [
            SIMD2(p.x, p.y - 5.5), SIMD2(p.x + 5.5, p.y), SIMD2(p.x, p.y + 5.5),
            SIMD2(p.x - 5.5, p.y),
          ],
          fill: .white, stroke: .black, strokeWidth: 1.5)
      }
      c.text(labels[i].name, x: 12, y: laneTop + laneHeight / 2 - 2, size: 12, bold: true)
      c.text(
        labels[i].range, x: 12, y: laneTop + laneHeight / 2 + 13, size: 11,
        color: RGBColor(hex: 0x555555))
    }
    frame.drawAxes(
      &c, xTicks: visibleTicks, xDecimals: ticks.decimals, yTicks: [], yDecimals: 0,
      xTitle: timeAxis.label, yTitle: "")
    c.textLines(titleLines, x: 12, y: 22, size: 14, bold: true, lineHeight: 18)
    return c
  }
}
