import AnimationMath

/// Position and velocity of one or more spring motions over time, stacked in two panels, with
/// the settling band around the target, each motion's settling time marked and its peak
/// overshoot labelled.
///
/// The plot only draws: settling times and overshoots are computed by the caller (with the
/// spring library's exact settling API) and passed in, so the picture shows exactly the numbers
/// the rest of the tool reports.
public struct SpringPlot: Sendable {
  /// The largest excursion past the target.
  public struct Overshoot: Hashable, Sendable {
    /// Time of the peak, in seconds.
    public var time: Double
    /// Absolute position at the peak.
    public var position: Double
    /// |peak − to| / |from − to| (0.12 = 12 %).
    public var fraction: Double

    /// Creates an overshoot description.
    public init(time: Double, position: Double, fraction: Double) {
      self.time = time
      self.position = position
      self.fraction = fraction
    }
  }

  /// One motion to draw.
  public struct Entry: Sendable {
    /// Legend name, e.g. the SPEC as typed.
    public var name: String
    /// The motion.
    public var motion: SpringMotion
    /// When the motion settles into the band for good (seconds); nil if it never does.
    public var settlingTime: Double?
    /// The peak overshoot; nil when the motion never crosses the target.
    public var overshoot: Overshoot?
    /// Short name that prefixes this entry's labels in the plot (settling time, overshoot) when
    /// several motions are overlaid; nil uses `name` for two motions and numbers more (`3:`,
    /// also put before the legend name).
    public var tag: String?

    /// Creates an entry.
    public init(
      name: String, motion: SpringMotion, settlingTime: Double? = nil,
      overshoot: Overshoot? = nil, tag: String? = nil
    ) {
      self.name = name
      self.motion = motion
      self.settlingTime = settlingTime
      self.overshoot = overshoot
      self.tag = tag
    }
  }

  /// Motions in legend order.
  public var entries: [Entry]
  /// Half-width of the settling band around each target, in position units; nil draws no band.
  public var tolerance: Double?
  /// Plotted time span in seconds; nil picks 1.3 × the latest settling time (at least two
  /// responses of the slowest spring), clamped to 0.05…60 s.
  public var duration: Double?
  /// Position unit for axis titles (default `pt`).
  public var unit: String = "pt"
  /// Title above the panels; nil for none.
  public var title: String?
  /// Samples per motion (default 400, clamped to 2…10 000).
  public var samples = 400
  /// Total width in pixels.
  public var width: Double = 640

  /// Creates a spring plot.
  public init(entries: [Entry], tolerance: Double? = nil, title: String? = nil) {
    self.entries = entries
    self.tolerance = tolerance
    self.title = title
  }

  /// The plotted time span in seconds.
  public var plottedDuration: Double {
    if let duration, duration.isFinite, duration > 0 { return Swift.min(duration, 3600) }
    var d = 0.0
    for e in entries {
      if let t = e.settlingTime, t.isFinite { d = Swift.max(d, 1.3 * t) }
      let r = e.motion.spring.response
      if r.isFinite { d = Swift.max(d, 2 * r) }
    }
    return Swift.min(Swift.max(d, 0.05), 60)
  }

  /// The two panels: position and velocity against time.
  public func charts() -> (position: LineChart, velocity: LineChart) {
    let end = plottedDuration
    let n = Swift.min(Swift.max(samples, 2), 10_000)
    var positions: [LineChart.Series] = []
    var velocities: [LineChart.Series] = []
    var markers: [LineChart.Marker] = []
    var velocityMarkers: [LineChart.Marker] = []
    var notes: [LineChart.Note] = []
    for (i, e) in entries.enumerated() {
      var p: [SIMD2<Double>] = []
      var v: [SIMD2<Double>] = []
      p.reserveCapacity(n)
      v.reserveCapacity(n)
      for k in 0..<n {
        let t = end * Double(k) / Double(n - 1)
        let state = e.motion.state(at: t)
        p.append(SIMD2(t, e.motion.to + state.displacement))
        v.append(SIMD2(t, state.velocity))
      }
      // With more than two motions and no tags, number them: labels say "3: settles …".
      let numbered = entries.count > 2 && e.tag == nil
      let name = numbered ? "\(i + 1): \(e.name)" : e.name
      positions.append(.init(name: name, points: p))
      velocities.append(.init(name: name, points: v, inLegend: false))
      let style = SeriesStyle(color: SeriesStyle.palette(i).color, dash: [5, 3], width: 1.25)
      let prefix = entries.count > 1 ? (numbered ? "\(i + 1)" : (e.tag ?? e.name)) + ": " : ""
      if let t = e.settlingTime, t.isFinite, t <= end {
        markers.append(.init(x: t, label: prefix + "settles " + Self.seconds(t), style: style))
        velocityMarkers.append(.init(x: t, label: "", style: style))
      }
      if let o = e.overshoot, o.time.isFinite, o.time <= end {
        let label = prefix + "overshoot " + NumberText.rounded(o.fraction * 100, decimals: 1) + "%"
        notes.append(
          .init(point: SIMD2(o.time, o.position), label: label, color: SeriesStyle.palette(i).color)
        )
      }
    }
    var position = LineChart(
      title: nil, xAxis: .init("time", unit: "s", range: 0...end),
      yAxis: .init("position", unit: unit), series: positions)
    position.markers = markers
    position.notes = notes
    if let tolerance, tolerance.isFinite, tolerance > 0 {
      var targets: [Double] = []
      for e in entries where !targets.contains(e.motion.to) { targets.append(e.motion.to) }
      // One label is enough: every band has the same half-width.
      let label = "settling band ±" + NumberText.rounded(tolerance, decimals: 3) + " " + unit
      position.regions = targets.enumerated().map {
        .init(y: ($1 - tolerance)...($1 + tolerance), label: $0 == 0 ? label : nil)
      }
    }
    var velocity = LineChart(
      xAxis: .init("time", unit: "s", range: 0...end),
      yAxis: .init("velocity", unit: unit + "/s"), series: velocities)
    velocity.markers = velocityMarkers
    velocity.plotHeight = 160
    position.width = width
    velocity.width = width
    let margin = Swift.max(position.naturalLeftMargin(), velocity.naturalLeftMargin())
    position.leftMargin = margin
    velocity.leftMargin = margin
    return (position, velocity)
  }

  /// Both panels stacked on one canvas.
  public func canvas() -> SVGCanvas {
    let (p, v) = charts()
    return SVGCanvas.stacked([p.canvas(), v.canvas()], title: title ?? "spring", spacing: 0)
  }

  /// The plot as a standalone SVG document.
  public func svg() -> String { canvas().svg() }

  /// The position panel as Unicode text, lines at most `lineWidth` characters (see
  /// ``LineChart/text(columns:rows:lineWidth:)``).
  public func text(columns: Int = 64, rows: Int = 16, lineWidth: Int = 80) -> String {
    var chart = charts().position
    chart.title = title
    return chart.text(columns: columns, rows: rows, lineWidth: lineWidth)
  }

  static func seconds(_ t: Double) -> String { NumberText.rounded(t, decimals: 3) + " s" }
}
