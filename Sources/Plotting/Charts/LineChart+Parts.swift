extension LineChart {
  /// A numeric axis: title, unit and an optional fixed range.
  public struct Axis: Hashable, Sendable {
    /// What the axis measures, e.g. `time`.
    public var title: String
    /// Unit shown in parentheses after the title, e.g. `s`; nil for dimensionless axes.
    public var unit: String?
    /// A fixed data range; nil fits the data (widened to nice ticks).
    public var range: ClosedRange<Double>?

    /// Creates an axis.
    public init(_ title: String, unit: String? = nil, range: ClosedRange<Double>? = nil) {
      self.title = title
      self.unit = unit
      self.range = range
    }

    /// `title (unit)`, or just the title.
    public var label: String {
      guard let unit, !unit.isEmpty else { return title }
      return "\(title) (\(unit))"
    }
  }

  /// One data series.
  public struct Series: Hashable, Sendable {
    /// How the series is drawn.
    public enum Kind: Hashable, Sendable {
      /// A line in its palette style.
      case line
      /// A thin grey dashed line with hollow circles at the points (control polygons, handles).
      case guide
      /// Filled circles at the points, no line.
      case markers
    }

    /// Name shown in the legend.
    public var name: String
    /// Data points (x, y) in data units. Non-finite points break the line.
    public var points: [SIMD2<Double>]
    /// How the series is drawn.
    public var kind: Kind
    /// Explicit style; nil takes the next palette entry (counting `.line` and `.markers`
    /// series in order).
    public var style: SeriesStyle?
    /// Whether the series has a legend entry.
    public var inLegend: Bool

    /// Creates a series.
    public init(
      name: String, points: [SIMD2<Double>], kind: Kind = .line, style: SeriesStyle? = nil,
      inLegend: Bool = true
    ) {
      self.name = name
      self.points = points
      self.kind = kind
      self.style = style
      self.inLegend = inLegend
    }
  }

  /// A shaded or outlined rectangle in data space (e.g. a settling band, the 0–1 box).
  public struct Region: Hashable, Sendable {
    /// x extent; nil spans the whole plot width.
    public var x: ClosedRange<Double>?
    /// y extent; nil spans the whole plot height.
    public var y: ClosedRange<Double>?
    /// Label drawn at the region's top right, inside the plot.
    public var label: String?
    /// Light grey fill (true) or a dashed grey outline (false).
    public var filled: Bool

    /// Creates a region.
    public init(
      x: ClosedRange<Double>? = nil, y: ClosedRange<Double>? = nil, label: String? = nil,
      filled: Bool = true
    ) {
      self.x = x
      self.y = y
      self.label = label
      self.filled = filled
    }
  }

  /// A vertical line at `x` with a label (e.g. the settling time).
  public struct Marker: Hashable, Sendable {
    /// Position in data units.
    public var x: Double
    /// Label drawn near the top of the line.
    public var label: String
    /// Line style; nil is dark grey dashed.
    public var style: SeriesStyle?

    /// Creates a marker.
    public init(x: Double, label: String, style: SeriesStyle? = nil) {
      self.x = x
      self.label = label
      self.style = style
    }
  }

  /// A labelled point (e.g. the peak overshoot).
  public struct Note: Hashable, Sendable {
    /// Position in data units.
    public var point: SIMD2<Double>
    /// Label text.
    public var label: String

    /// Creates a note.
    public init(point: SIMD2<Double>, label: String) {
      self.point = point
      self.label = label
    }
  }
}
