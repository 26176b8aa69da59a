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
    /// What came before the motion, drawn thin in the entry's colour at negative times (e.g. the
    /// finger's path before release): (time in s, ≤ 0; position) points, in time order.
    public var lead: [SIMD2<Double>] = []
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
  /// How much of the entries' ``Entry/lead`` to show, in seconds before the motion starts.
  public var leadDuration = 0.5
  /// How an overshoot is labelled: as a fraction of the distance travelled (`overshoot
  /// 16.3%`) or in position units as well (`overshoot 8.2 pt (4.1%)`), to match a table in
  /// points.
  public var overshootInUnits = false
  /// Whether to add a third panel that zooms in on the targets: how far each motion is past its
  /// target (negative while short of it) over ±6 × ``tolerance``, so a band too thin to see at full scale (±1 pt on a
  /// 390 pt move) and the settling into it are visible. Needs a tolerance.
  public var zoomPanel = false

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
    let all = panels()
    return (all[0], all[1])
  }

  /// The time span drawn: from the earliest shown lead (at most ``leadDuration`` back) to
  /// ``plottedDuration``.
  var timeRange: ClosedRange<Double> {
    let earliest = entries.compactMap { $0.lead.first?.x }.filter(\.isFinite).min() ?? 0
    let start = Swift.max(Swift.min(earliest, 0), -Swift.max(leadDuration, 0))
    return start...plottedDuration
  }

  /// The panels: position, velocity and, with ``zoomPanel`` and a tolerance, the distance from
  /// the target.
  public func panels() -> [LineChart] {
    let end = plottedDuration
    let range = timeRange
    let n = Swift.min(Swift.max(samples, 2), 10_000)
    var positions: [LineChart.Series] = []
    var velocities: [LineChart.Series] = []
    var distances: [LineChart.Series] = []
    var settles: [(time: Double, label: String, style: SeriesStyle)] = []
    var notes: [LineChart.Note] = []
    var sizes: [Double] = []  // each note's overshoot as a fraction of its distance
    for (i, e) in entries.enumerated() {
      var p: [SIMD2<Double>] = []
      var v: [SIMD2<Double>] = []
      var d: [SIMD2<Double>] = []
      p.reserveCapacity(n)
      v.reserveCapacity(n)
      for k in 0..<n {
        let t = end * Double(k) / Double(n - 1)
        let state = e.motion.state(at: t)
        p.append(SIMD2(t, e.motion.to + state.displacement))
        v.append(SIMD2(t, state.velocity))
        // Signed along the motion: negative short of the target, positive past it (the zoom
        // panel's curve: only sampled when that panel is drawn).
        if zoomPanel {
          d.append(
            SIMD2(t, e.motion.from <= e.motion.to ? state.displacement : -state.displacement))
        }
      }
      // With more than two motions, or two with long names, and no tags, number them: labels
      // say "2: settles …" and stay short enough to find room off the curves.
      let numbered =
        e.tag == nil && (entries.count > 2 || (entries.count == 2 && e.name.count > 12))
      var name = numbered ? "\(i + 1): \(e.name)" : e.name
      // Many motions: the settling times go in the legend, the plot keeps short labels.
      let crowded = entries.count > 3
      if crowded {
        name +=
          e.settlingTime.map { $0.isFinite ? ", settles " + Self.seconds($0) : "" }
          ?? ", never settles"
      }
      let palette = SeriesStyle.palette(i)
      if !e.lead.isEmpty {
        var thin = palette
        thin.width = 1
        thin.dash = []
        thin.marker = nil
        positions.append(
          .init(name: name + " before", points: e.lead, style: thin, inLegend: false))
      }
      positions.append(.init(name: name, points: p, style: palette))
      velocities.append(.init(name: name, points: v, style: palette, inLegend: false))
      distances.append(.init(name: name, points: d, style: palette, inLegend: false))
      let prefix = entries.count > 1 ? (numbered ? "\(i + 1)" : (e.tag ?? e.name)) + ": " : ""
      if let t = e.settlingTime, t.isFinite, t <= end {
        let style = SeriesStyle(color: palette.color, dash: [5, 3], width: 1.25)
        settles.append((t, prefix, style))
      }
      if let o = e.overshoot, o.time.isFinite, o.time <= end {
        var text = crowded ? "" : "overshoot "
        if overshootInUnits {
          let distance = abs(o.position - e.motion.to)
          text +=
            NumberText.rounded(distance, decimals: 1) + " \(unit) ("
            + NumberText.rounded(o.fraction * 100, decimals: 1) + "%)"
        } else {
          text += NumberText.rounded(o.fraction * 100, decimals: 1) + "%"
        }
        notes.append(
          .init(point: SIMD2(o.time, o.position), label: prefix + text, color: palette.color))
        sizes.append(o.fraction)
      }
    }
    // Many motions: every overshoot is in the legend, so the plot labels only the largest
    // (eight labels at the targets pile up) and marks the others with their dots.
    if entries.count > 3, let largest = sizes.indices.max(by: { sizes[$0] < sizes[$1] }) {
      for k in notes.indices where k != largest { notes[k].label = "" }
    }
    let (markers, velocityMarkers) = Self.settleMarkers(
      settles, span: range.upperBound - range.lowerBound, labelled: entries.count <= 3)
    var position = LineChart(
      title: nil, xAxis: .init("time", unit: "s", range: range),
      yAxis: .init("position", unit: unit), series: positions)
    position.markers = markers
    position.notes = notes
    var bandLabel: String?
    if let tolerance, tolerance.isFinite, tolerance > 0 {
      var targets: [Double] = []
      for e in entries where !targets.contains(e.motion.to) { targets.append(e.motion.to) }
      // One label is enough: every band has the same half-width.
      let label = "settling band ±" + NumberText.rounded(tolerance, decimals: 3) + " " + unit
      bandLabel = label
      position.regions = targets.enumerated().map {
        .init(y: ($1 - tolerance)...($1 + tolerance), label: $0 == 0 && !zoomPanel ? label : nil)
      }
    }
    if range.lowerBound < 0 {
      position.markers.append(
        .init(
          x: 0, label: "release",
          style: SeriesStyle(color: RGBColor(hex: 0x777777), dash: [2, 2], width: 1)))
    }
    var velocity = LineChart(
      xAxis: .init("time", unit: "s", range: range),
      yAxis: .init("velocity", unit: unit + "/s"), series: velocities)
    velocity.markers = velocityMarkers
    velocity.plotHeight = 160
    var charts = [position, velocity]
    if zoomPanel, let tolerance, tolerance.isFinite, tolerance > 0, let bandLabel {
      var zoom = LineChart(
        xAxis: .init("time", unit: "s", range: range),
        yAxis: .init("past the target", unit: unit, range: (-6 * tolerance)...(6 * tolerance)),
        series: distances)
      zoom.regions = [.init(y: -tolerance...tolerance, label: bandLabel)]
      zoom.markers = velocityMarkers
      zoom.plotHeight = 140
      charts.append(zoom)
    }
    let margin = charts.map { $0.naturalLeftMargin() }.max() ?? 0
    for k in charts.indices {
      charts[k].width = width
      charts[k].leftMargin = margin
    }
    return charts
  }

  /// Settling-time markers: one line per distinct time, labelled "settles t s" after the
  /// prefixes of every motion that settles there (no label when not `labelled`: a crowded plot
  /// names its settling times in the legend); times closer than 0.6 % of the span (3–4 px)
  /// share one grey line, so no two lines overlap. The velocity panel gets the lines only.
  static func settleMarkers(
    _ settles: [(time: Double, label: String, style: SeriesStyle)], span: Double,
    labelled: Bool = true
  ) -> ([LineChart.Marker], [LineChart.Marker]) {
    var groups: [[(time: Double, label: String, style: SeriesStyle)]] = []
    for s in settles.sorted(by: { $0.time < $1.time }) {
      if let last = groups.last?.last, s.time - last.time < 0.006 * span {
        groups[groups.count - 1].append(s)
      } else {
        groups.append([s])
      }
    }
    var position: [LineChart.Marker] = []
    var velocity: [LineChart.Marker] = []
    for g in groups {
      let t = g[0].time
      let style =
        g.count == 1
        ? g[0].style : SeriesStyle(color: RGBColor(hex: 0x555555), dash: [5, 3], width: 1.25)
      let prefixes = g.map(\.label).filter { !$0.isEmpty }
      let prefix =
        prefixes.isEmpty
        ? "" : prefixes.map { String($0.dropLast(2)) }.joined(separator: ", ") + ": "
      let label = labelled ? prefix + "settles " + Self.seconds(t) : ""
      position.append(.init(x: t, label: label, style: style))
      velocity.append(.init(x: t, label: "", style: style))
    }
    return (position, velocity)
  }

  /// Both panels stacked on one canvas.
  public func canvas() -> SVGCanvas {
    SVGCanvas.stacked(panels().map { $0.canvas() }, title: title ?? "spring", spacing: 0)
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
