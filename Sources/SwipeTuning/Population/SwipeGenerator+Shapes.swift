extension SwipeGenerator {
  /// A log-normal draw clamped to a range: `median · exp(sigma · N(0, 1))`, then clamped to
  /// [`lower`, `upper`]. Used for distances, as fractions of the transition width.
  public struct LogNormal: Hashable, Sendable {
    /// The median (> 0).
    public var median: Double
    /// The standard deviation of the logarithm (≥ 0).
    public var sigma: Double
    /// The smallest value (> 0, ≤ `upper`).
    public var lower: Double
    /// The largest value.
    public var upper: Double

    /// Creates a distribution (validated with the configuration, see
    /// ``Configuration/validationError``).
    public init(median: Double, sigma: Double, lower: Double, upper: Double) {
      self.median = median
      self.sigma = sigma
      self.lower = lower
      self.upper = upper
    }
  }

  /// Where a finger comes down: `along` as a fraction of the hand scale
  /// (``SwipeGenerator/handScale(width:)``: the width up to the calibrated 390 pt) from the
  /// transition's start, `across` in points on the other axis. Both uniform.
  ///
  /// Under a gate with an edge zone (``Configuration/edgeZone``) the swipes meant for the gesture
  /// (every class but scroll-like strokes) start where people start edge gestures instead: a
  /// share ``edgeShare`` within the zone (uniform from the edge), the rest just beyond it (up to
  /// twice the zone: a missed edge).
  public struct StartRegion: Hashable, Sendable {
    /// Along-axis start, fraction of the hand scale. Default 0.02–0.3 (8–117 pt).
    public var along: ClosedRange<Double> = 0.02...0.3
    /// Cross-axis start, points. Default 150–650.
    public var across: ClosedRange<Double> = 150...650
    /// Under an edge gate, the share of gesture swipes that start inside the edge zone.
    /// Default 0.9: people who use an edge gesture start at the edge, and a few miss the strip.
    /// **Assumption** (no recording of edge swipes here); sweepable in a population file.
    public var edgeShare: Double = 0.9
    /// The defaults.
    public init() {}
  }

  /// How an intended along-axis stroke strays off the axis: its cross-axis part is a
  /// minimum-jerk movement of `slope · N(0, 1) · D` for an along-axis amplitude D, lagging the
  /// along-axis part by `crossLag · T` (uniform; negative leads) for a duration T.
  public struct DirectionScatter: Hashable, Sendable {
    /// Standard deviation of the cross/along slope. Default 0.25 (≈ 14°), fitted to the
    /// recorded strokes' initial directions (`Docs/SwipeModel.md` §2.3).
    public var slope: Double = 0.25
    /// Lag of the cross-axis part, fraction of the movement's duration. Default −0.1…0.05
    /// (fitted with `slope`).
    public var crossLag: ClosedRange<Double> = -0.1...0.05
    /// The defaults.
    public init() {}
  }

  /// A flick: one sub-movement cut while still moving.
  public struct FlickShape: Hashable, Sendable {
    /// Travel at release, fraction of the hand scale (``SwipeGenerator/handScale(width:)``).
    /// Default median 0.35, σ 0.6, 0.04–1.
    public var travel = LogNormal(median: 0.35, sigma: 0.6, lower: 0.04, upper: 1.0)
    /// Contact time from touch-down to lift-off, s (log-uniform). Default 0.06–0.25.
    public var contactTime: ClosedRange<Double> = 0.06...0.25
    /// Minimum-jerk phase τ at release (uniform). Default 0.5–0.72 (release speed 0.6–1 ×
    /// peak).
    public var releasePhase: ClosedRange<Double> = 0.5...0.72
    /// The defaults.
    public init() {}
  }

  /// A drag: one sub-movement to (nearly) a stop, possibly a dwell, then lift-off.
  public struct DragShape: Hashable, Sendable {
    /// Travel, fraction of the width. Default median 0.6, σ 0.35, 0.25–1.
    public var travel = LogNormal(median: 0.6, sigma: 0.35, lower: 0.25, upper: 1.0)
    /// Movement duration, s (log-uniform). Default 0.3–1.
    public var duration: ClosedRange<Double> = 0.3...1.0
    /// Share of drags that lift before the movement ends. Default 0.5.
    public var earlyReleaseShare = 0.5
    /// Phase at which those lift (uniform). Default 0.85–1.
    public var earlyReleasePhase: ClosedRange<Double> = 0.85...1.0
    /// Dwell after the movement of the others, s (uniform). Default 0–0.3.
    public var dwell: ClosedRange<Double> = 0...0.3
    /// Drags whose travel is below this fraction of the width mean *cancel* (a short drag read
    /// as a look, not a decision). Default 0: every drag means complete.
    public var cancelBelow = 0.0
    /// The defaults.
    public init() {}
  }

  /// A hesitant swipe: forward, then an opposite sub-movement that starts before the first
  /// ends; lift-off during or just after the return.
  public struct HesitantShape: Hashable, Sendable {
    /// Forward travel, fraction of the width (uniform). Default 0.1–0.5.
    public var travel: ClosedRange<Double> = 0.1...0.5
    /// Forward duration, s (log-uniform). Default 0.15–0.5.
    public var duration: ClosedRange<Double> = 0.15...0.5
    /// Start of the return, fraction of the forward duration (uniform). Default 0.6–1.
    public var returnStart: ClosedRange<Double> = 0.6...1.0
    /// Return duration, s (log-uniform). Default 0.15–0.4.
    public var returnDuration: ClosedRange<Double> = 0.15...0.4
    /// Return amplitude, fraction of the forward travel (uniform). Default 0.2–0.8.
    public var returnFraction: ClosedRange<Double> = 0.2...0.8
    /// Release phase of the return (uniform). Default 0.4–1.1.
    public var releasePhase: ClosedRange<Double> = 0.4...1.1
    /// The defaults.
    public init() {}
  }

  /// A peek: forward to look, a pause, a return most of the way, lift-off.
  public struct PeekShape: Hashable, Sendable {
    /// Forward travel, fraction of the width (uniform). Default 0.1–0.45.
    public var travel: ClosedRange<Double> = 0.1...0.45
    /// Forward duration, s (log-uniform). Default 0.25–0.6.
    public var duration: ClosedRange<Double> = 0.25...0.6
    /// Pause before the return, s (uniform). Default 0–0.2.
    public var pause: ClosedRange<Double> = 0...0.2
    /// Return duration, s (log-uniform). Default 0.25–0.6.
    public var returnDuration: ClosedRange<Double> = 0.25...0.6
    /// Return amplitude, fraction of the forward travel (uniform). Default 0.7–1.
    public var returnFraction: ClosedRange<Double> = 0.7...1.0
    /// Release phase of the return (uniform). Default 0.8–1.15.
    public var releasePhase: ClosedRange<Double> = 0.8...1.15
    /// The defaults.
    public init() {}
  }

  /// A scroll-like stroke: mostly across the axis, either way.
  public struct ScrollShape: Hashable, Sendable {
    /// Cross-axis length, fraction of the hand scale. Default median 0.4, σ 0.5, 0.05–1.5.
    public var length = LogNormal(median: 0.4, sigma: 0.5, lower: 0.05, upper: 1.5)
    /// |along / across| (uniform). Default 0–0.84 (heading 50–90° from the axis).
    public var alongSlope: ClosedRange<Double> = 0...0.84
    /// Contact time, s (log-uniform). Default 0.1–0.4.
    public var contactTime: ClosedRange<Double> = 0.1...0.4
    /// Release phase (uniform). Default 0.5–1.
    public var releasePhase: ClosedRange<Double> = 0.5...1.0
    /// How far the along-axis part leads, fraction of the duration (uniform). Default 0–0.2.
    public var alongLead: ClosedRange<Double> = 0...0.2
    /// The defaults.
    public init() {}
  }
}
