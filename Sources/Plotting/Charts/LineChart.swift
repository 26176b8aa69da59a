import AnimationMath

/// A line chart of one or more series against numeric x and y axes, with nice ticks, axis titles
/// with units, a legend below the plot, and optional regions, vertical markers and labelled
/// points.
///
/// Layout is computed from the content (tick label widths, legend rows), so the same chart value
/// always renders to the same bytes. Data outside a fixed axis range is clipped geometrically
/// (no SVG clip paths, so no element ids).
///
/// ```swift
/// let chart = LineChart(
///   title: "Spring", xAxis: .init("time", unit: "s"), yAxis: .init("position", unit: "pt"),
///   series: [.init(name: "A", points: samples)])
/// let svg = chart.svg()
/// ```
public struct LineChart: Sendable {
  /// Title above the plot; nil for none.
  public var title: String?
  /// The horizontal axis.
  public var xAxis: Axis
  /// The vertical axis.
  public var yAxis: Axis
  /// Data series, drawn in order (later on top).
  public var series: [Series]
  /// Background regions, drawn under the grid.
  public var regions: [Region] = []
  /// Vertical marker lines.
  public var markers: [Marker] = []
  /// Labelled points.
  public var notes: [Note] = []
  /// Total width in pixels (default 640).
  public var width: Double = 640
  /// Height of the plotting area in pixels (default 260); the canvas adds title, axes, legend.
  public var plotHeight: Double = 260
  /// Left margin (axis title and tick labels) in pixels; nil sizes it to the tick labels. Set it
  /// to the same value on charts stacked with ``SVGCanvas/stacked(_:title:spacing:)`` so their
  /// plot areas line up (see ``naturalLeftMargin()``).
  public var leftMargin: Double?
  /// Maximum number of tick intervals per axis.
  public var maximumTicks = (x: 8, y: 6)
  /// Whether one data unit has the same length in pixels on both axes (an easing curve's unit
  /// square drawn square): the plot height then follows from the plot width and the two axis
  /// ranges, and ``plotHeight`` is ignored.
  public var equalAspect = false

  /// Creates a chart.
  public init(title: String? = nil, xAxis: Axis, yAxis: Axis, series: [Series]) {
    self.title = title
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
  }

  /// The chart as a standalone SVG document.
  public func svg() -> String { canvas().svg() }

  /// The ticks the chart uses on each axis (the data extent widened to nice values, or the fixed
  /// ranges' ticks).
  public func ticks() -> (x: AxisTicks, y: AxisTicks) {
    var xs: [Double] = []
    var ys: [Double] = []
    for s in series {
      for p in s.points where p.x.isFinite && p.y.isFinite {
        xs.append(p.x)
        ys.append(p.y)
      }
    }
    for r in regions {
      if let x = r.x { xs += [x.lowerBound, x.upperBound] }
      if let y = r.y { ys += [y.lowerBound, y.upperBound] }
    }
    for m in markers where m.x.isFinite { xs.append(m.x) }
    for n in notes where n.point.x.isFinite && n.point.y.isFinite {
      xs.append(n.point.x)
      ys.append(n.point.y)
    }
    return (
      Self.axisTicks(xAxis.range, data: xs, count: maximumTicks.x),
      Self.axisTicks(yAxis.range, data: ys, count: maximumTicks.y)
    )
  }

  private static func axisTicks(_ fixed: ClosedRange<Double>?, data: [Double], count: Int)
    -> AxisTicks
  {
    if let fixed {
      return AxisTicks(lower: fixed.lowerBound, upper: fixed.upperBound, maximumCount: count)
    }
    let lo = data.min() ?? 0
    let hi = data.max() ?? 1
    return AxisTicks(lower: lo, upper: hi, maximumCount: count)
  }

  /// The left margin the chart needs for its y tick labels and axis title, in pixels.
  public func naturalLeftMargin() -> Double {
    let yt = ticks().y
    let yDomain = yAxis.range ?? (yt.lower...yt.upper)
    let widths = yt.values.filter { yDomain.contains($0) }.map {
      TextMetrics.width(NumberText.rounded($0, decimals: yt.decimals), size: 11)
    }
    return 28 + (widths.max() ?? 0) + 8
  }

  /// The chart drawn on a canvas (for composing several charts with ``SVGCanvas/stacked(_:title:spacing:)``).
  public func canvas() -> SVGCanvas {
    let (xt, yt) = ticks()
    // Fixed ranges keep their exact bounds; fitted ranges use the widened tick range.
    let xDomain = xAxis.range ?? (xt.lower...xt.upper)
    let yDomain = yAxis.range ?? (yt.lower...yt.upper)
    let yLabels = yt.values.filter { yDomain.contains($0) }
    let left = leftMargin ?? naturalLeftMargin()
    // A long title wraps to the chart's width.
    let titleLines = title.map { TextMetrics.wrap($0, size: 14, width: width - left - 12) } ?? []
    let top = title == nil ? 14.0 : 18 + 18 * Double(titleLines.count)
    let right = 20.0
    let plotWidth = Swift.max(width - left - right, 40)
    var plotHeight = self.plotHeight
    if equalAspect {
      let xSpan = xDomain.upperBound - xDomain.lowerBound
      let ySpan = yDomain.upperBound - yDomain.lowerBound
      if xSpan > 0, ySpan > 0, (ySpan / xSpan).isFinite {
        plotHeight = Swift.min(Swift.max(plotWidth * ySpan / xSpan, 40), 4 * plotWidth)
      }
    }
    let legend = Legend(entries: legendEntries(), width: width - 24)
    let height = top + plotHeight + 46 + legend.height + 6
    var c = SVGCanvas(width: width, height: height, title: title ?? yAxis.label)
    c.rect(x: 0, y: 0, width: width, height: height, fill: .white)
    let frame = PlotFrame(
      left: left, top: top, width: plotWidth, height: plotHeight,
      x: LinearScale(domain: xDomain, rangeStart: left, rangeEnd: left + plotWidth),
      y: LinearScale(domain: yDomain, rangeStart: top + plotHeight, rangeEnd: top))
    drawRegions(&c, frame, outlined: false)
    frame.drawGrid(&c, x: xt.values.filter { xDomain.contains($0) }, y: yLabels)
    // Outlines (e.g. an easing plot's unit box) go over the grid so that they stay visible.
    drawRegions(&c, frame, outlined: true)
    if yDomain.contains(0), yDomain.lowerBound < 0 {
      c.line(
        x1: frame.left, y1: frame.y.map(0), x2: frame.right, y2: frame.y.map(0),
        stroke: RGBColor(hex: 0x9A9A9A), width: 1)
    }
    let drawn = drawSeries(&c, frame)
    // Every line before any label, so that labels (with their halo) sit on top of all lines.
    drawMarkerLines(&c, frame)
    var placer = LabelPlacer(top: frame.top, bottom: frame.bottom)
    for run in drawn { placer.avoid(run) }
    drawNotes(&c, frame, &placer)
    drawRegionLabels(&c, frame, &placer)
    drawMarkerLabels(&c, frame, &placer)
    frame.drawAxes(
      &c, xTicks: xt.values.filter { xDomain.contains($0) }, xDecimals: xt.decimals,
      yTicks: yLabels, yDecimals: yt.decimals, xTitle: xAxis.label, yTitle: yAxis.label)
    c.textLines(titleLines, x: left, y: 22, size: 14, bold: true, lineHeight: 18)
    legend.draw(&c, x: 12, y: top + plotHeight + 46)
    return c
  }

  private func legendEntries() -> [Legend.Entry] {
    zip(series, seriesStyles()).filter { $0.0.inLegend }.map { s, style in
      Legend.Entry(name: s.name, style: style, kind: s.kind)
    }
  }

  /// The style of each series, in order: its own, or the guide style for guides and the next
  /// palette entry for lines and markers (guides take no palette entry).
  private func seriesStyles() -> [SeriesStyle] {
    var paletteIndex = 0
    return series.map { s in
      switch s.kind {
      case .guide: return s.style ?? Self.guideStyle
      case .line, .markers:
        defer { paletteIndex += 1 }
        return s.style ?? .palette(paletteIndex)
      }
    }
  }

  static let guideStyle = SeriesStyle(color: RGBColor(hex: 0x808080), dash: [3, 3], width: 1)

  private func drawRegions(_ c: inout SVGCanvas, _ f: PlotFrame, outlined: Bool) {
    for r in regions where r.filled != outlined {
      let x0 = r.x.map { f.clampX(f.x.map($0.lowerBound)) } ?? f.left
      let x1 = r.x.map { f.clampX(f.x.map($0.upperBound)) } ?? f.right
      let y0 = r.y.map { f.clampY(f.y.map($0.upperBound)) } ?? f.top
      let y1 = r.y.map { f.clampY(f.y.map($0.lowerBound)) } ?? f.bottom
      if r.filled {
        c.rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0, fill: RGBColor(hex: 0xE4E4E4))
      } else {
        c.rect(
          x: x0, y: y0, width: x1 - x0, height: y1 - y0, fill: nil,
          stroke: RGBColor(hex: 0x555555), strokeWidth: 1.25, dash: [6, 4])
      }
    }
  }

  /// Region labels: right-aligned at the region's right end, just below it (or above it when it
  /// touches the bottom), avoiding other labels and, within two lines, the curves. (A settling
  /// band's right end is where the curves have settled into it, so the space beside it is
  /// usually free.)
  private func drawRegionLabels(_ c: inout SVGCanvas, _ f: PlotFrame, _ placer: inout LabelPlacer) {
    for r in regions {
      guard let label = r.label else { continue }
      let x1 = r.x.map { f.clampX(f.x.map($0.upperBound)) } ?? f.right
      let y0 = r.y.map { f.clampY(f.y.map($0.upperBound)) } ?? f.top
      let y1 = r.y.map { f.clampY(f.y.map($0.lowerBound)) } ?? f.bottom
      let below = y1 + 14 <= f.bottom
      let w = TextMetrics.width(label, size: 11)
      let y = placer.place(
        x0: x1 - 4 - w, x1: x1 - 4, y: below ? y1 + 13 : Swift.max(y0 - 4, f.top + 11),
        size: 11, direction: below ? 1 : -1, curveLines: 2)
      c.text(
        label, x: x1 - 4, y: y, anchor: .end, size: 11, color: RGBColor(hex: 0x555555),
        halo: true)
    }
  }

  /// Draws every series; returns the pixel polylines drawn, for label placement.
  private func drawSeries(_ c: inout SVGCanvas, _ f: PlotFrame) -> [[SIMD2<Double>]] {
    var drawn: [[SIMD2<Double>]] = []
    for (index, (s, style)) in zip(series, seriesStyles()).enumerated() {
      let pixels = s.points.map { p -> SIMD2<Double> in
        guard p.x.isFinite, p.y.isFinite else { return SIMD2(.nan, .nan) }
        return SIMD2(f.x.map(p.x), f.y.map(p.y))
      }
      switch s.kind {
      case .line, .guide:
        for run in PolylineClipper.clip(pixels, to: f) {
          let simplified = PolylineSimplifier.simplify(run)
          c.polyline(simplified, style: style)
          drawn.append(simplified)
          if let shape = style.marker {
            // Every 64 px along the line, staggered by series so overlaid lines' marks differ.
            for p in Self.evenlySpaced(run, every: 64, offset: 16 + 9 * Double(index % 5)) {
              shape.draw(&c, at: p, color: style.color)
            }
          }
        }
      case .markers:
        break
      }
      if s.kind != .line {
        for p in pixels where f.contains(p) {
          c.circle(
            cx: p.x, cy: p.y, r: s.kind == .guide ? 3.5 : 4,
            fill: s.kind == .guide ? .white : style.color, stroke: style.color, strokeWidth: 1.5)
        }
      }
    }
    return drawn
  }

  /// Points every `every` px of arc length along `run`, the first `offset` px from its start.
  static func evenlySpaced(_ run: [SIMD2<Double>], every: Double, offset: Double)
    -> [SIMD2<Double>]
  {
    var out: [SIMD2<Double>] = []
    var next = offset
    var travelled = 0.0
    for (a, b) in zip(run, run.dropFirst()) {
      let d = b - a
      let length = (d * d).sum().squareRoot()
      guard length > 0, length.isFinite else { continue }
      while next <= travelled + length {
        out.append(a + d * ((next - travelled) / length))
        next += every
      }
      travelled += length
    }
    return out
  }

  private func drawMarkerLines(_ c: inout SVGCanvas, _ f: PlotFrame) {
    for m in markers where m.x.isFinite {
      let x = f.x.map(m.x)
      guard x >= f.left - 0.01, x <= f.right + 0.01 else { continue }
      let style = m.style ?? SeriesStyle(color: RGBColor(hex: 0x333333), dash: [5, 3], width: 1.25)
      c.line(
        x1: x, y1: f.top, x2: x, y2: f.bottom, stroke: style.color, width: style.width,
        dash: style.dash)
    }
  }

  private func drawMarkerLabels(_ c: inout SVGCanvas, _ f: PlotFrame, _ placer: inout LabelPlacer) {
    for m in markers where m.x.isFinite && !m.label.isEmpty {
      let x = f.x.map(m.x)
      guard x >= f.left - 0.01, x <= f.right + 0.01 else { continue }
      let w = TextMetrics.width(m.label, size: 11)
      let nearRight = x + w + 8 > f.right
      let x0 = nearRight ? Swift.max(x - 4 - w, Swift.min(f.left + 4, f.right - 4 - w)) : x + 4
      let y = placer.place(
        x0: x0, x1: x0 + w, y: f.bottom - 6, size: 11, direction: -1, curveLines: 2)
      c.text(
        m.label, x: nearRight ? x0 + w : x0, y: y, anchor: nearRight ? .end : .start,
        size: 11, color: RGBColor(hex: 0x333333), halo: true)
    }
  }

  /// Note dots, then their labels beside them (below when the dot is near the top), avoiding
  /// other labels; a label pushed off its preferred line gets a thin leader line to its dot.
  private func drawNotes(_ c: inout SVGCanvas, _ f: PlotFrame, _ placer: inout LabelPlacer) {
    let visible = notes.compactMap { n -> (LineChart.Note, SIMD2<Double>)? in
      guard n.point.x.isFinite, n.point.y.isFinite else { return nil }
      let p = SIMD2(f.x.map(n.point.x), f.y.map(n.point.y))
      return f.contains(p) ? (n, p) : nil
    }
    for (n, p) in visible {
      c.circle(cx: p.x, cy: p.y, r: 3.5, fill: .white, stroke: n.color ?? .black, strokeWidth: 1.5)
      placer.reserve(.init(x0: p.x - 4, y0: p.y - 4, x1: p.x + 4, y1: p.y + 4))
    }
    var labels: [(text: String, x: Double, y: Double, anchor: SVGCanvas.TextAnchor)] = []
    // A note without a label is a dot only.
    for (n, p) in visible where !n.label.isEmpty {
      let w = TextMetrics.width(n.label, size: 11)
      // Right of the dot if it fits, else left of it if that fits, else shifted into the frame.
      let nearRight = p.x + w + 10 > f.right
      let x0 =
        nearRight ? Swift.max(p.x - 6 - w, Swift.min(f.left + 4, f.right - 4 - w)) : p.x + 6
      let below = p.y - 8 < f.top + 12
      let preferred = below ? p.y + 16 : p.y - 8
      // Up to three lines away to get off every curve, with a leader line back to the dot.
      let y = placer.place(
        x0: x0, x1: x0 + w, y: preferred, size: 11, direction: below ? 1 : -1, curveLines: 3)
      if y != preferred {
        // From the dot's edge to the middle of the label's near end.
        let end = SIMD2(nearRight ? x0 + w + 2 : x0 - 2, y - 4)
        let d = end - p
        let length = (d * d).sum().squareRoot()
        let start = length > 0 ? p + d * (4.5 / length) : p
        c.line(
          x1: start.x, y1: start.y, x2: end.x, y2: end.y, stroke: n.color ?? .black, width: 0.75)
      }
      labels.append((n.label, nearRight ? x0 + w : x0, y, nearRight ? .end : .start))
    }
    for l in labels {
      c.text(l.text, x: l.x, y: l.y, anchor: l.anchor, size: 11, color: .black, halo: true)
    }
  }
}
