extension SwipeGenerator {
  /// The relative weights of the swipe classes (any non-negative numbers, not all zero).
  public struct KindWeights: Hashable, Sendable {
    /// Weight of ``SwipeKind/flick``. Default 0.35.
    public var flick: Double
    /// Weight of ``SwipeKind/drag``. Default 0.25.
    public var drag: Double
    /// Weight of ``SwipeKind/hesitant``. Default 0.15.
    public var hesitant: Double
    /// Weight of ``SwipeKind/peek``. Default 0.15.
    public var peek: Double
    /// Weight of ``SwipeKind/scrollLike``. Default 0.10.
    public var scrollLike: Double

    /// Creates weights.
    public init(
      flick: Double = 0.35, drag: Double = 0.25, hesitant: Double = 0.15, peek: Double = 0.15,
      scrollLike: Double = 0.10
    ) {
      self.flick = flick
      self.drag = drag
      self.hesitant = hesitant
      self.peek = peek
      self.scrollLike = scrollLike
    }

    /// The weight of one class.
    public subscript(kind: SwipeKind) -> Double {
      switch kind {
      case .flick: return flick
      case .drag: return drag
      case .hesitant: return hesitant
      case .peek: return peek
      case .scrollLike: return scrollLike
      }
    }

    /// Only flicks and drags (every swipe means complete).
    public static let intentional = KindWeights(
      flick: 0.6, drag: 0.4, hesitant: 0, peek: 0, scrollLike: 0)
  }

  /// The most samples one generated swipe may hold: a population file whose longest swipe at
  /// its fastest sampling rate would hold more is refused (a 100 kHz digitiser with 20 s drags
  /// would hold 2 million), since the sweep's time grows with it.
  public static let maximumSamplesPerSwipe = 1_000_000.0

  /// Everything the generator draws from, with documented defaults (see `Docs/SwipeModel.md`).
  ///
  /// All of it but the geometry (the screen, which the sweep's flags set) reads from and writes
  /// to a JSON file: ``init(parsingJSON:file:geometry:)`` and ``jsonText``.
  public struct Configuration: Hashable, Sendable {
    /// Screen width, axis and completing direction. Default
    /// ``SwipeGeometry/defaultWidth`` (390 pt), +x.
    public var geometry: SwipeGeometry
    /// Class weights.
    public var weights: KindWeights
    /// Where fingers come down.
    public var start = StartRegion()
    /// The edge zone of the gate the swipes are judged by, points from the leading edge
    /// (``AngleGate/edge``); `.infinity` (the default) when the gate has none. Set by the sweep
    /// from its gate, not read from a population file: the swipes meant for an edge gesture
    /// start in it (``StartRegion/edgeShare``).
    public var edgeZone: Double = .infinity
    /// How intended strokes stray off the axis.
    public var direction = DirectionScatter()
    /// The shape of a flick.
    public var flick = FlickShape()
    /// The shape of a drag (and which short drags mean cancel).
    public var drag = DragShape()
    /// The shape of a hesitant swipe.
    public var hesitant = HesitantShape()
    /// The shape of a peek.
    public var peek = PeekShape()
    /// The shape of a scroll-like stroke.
    public var scrollLike = ScrollShape()
    /// Touch sampling rates in Hz with their weights. Default 60 Hz: 0.2, 120 Hz: 0.6,
    /// 240 Hz: 0.2.
    public var samplingRates: [SamplingRate]
    /// Half-width of the uniform timestamp jitter, seconds. Default 0.0015.
    public var timestampJitter: Double
    /// Range of the delay from touch-down to the digitiser's first scan for a move, seconds
    /// (the first move is reported at the first scan past ``firstMoveJump``). Default
    /// 0.005–0.015.
    public var firstMoveDelay: ClosedRange<Double>
    /// Range of the touch-down hysteresis, points (uniform): no move is reported until the
    /// finger is this far from where it came down. Default 5–9 pt, fitted with
    /// ``firstMoveDelay`` to the recordings' first moves (7–12 pt, 15–62 ms after touch-down).
    public var firstMoveJump: ClosedRange<Double> = 5...9
    /// Standard deviation of the white position noise on every sample, points. Default 0.25.
    public var positionNoise: Double
    /// Positions are rounded to multiples of this (points); 0 disables. Default 0.
    public var positionQuantum: Double

    /// Creates a configuration.
    ///
    /// - Precondition: weights ≥ 0 with a positive sum; at least one sampling rate, every rate
    ///   and weight > 0 and finite; jitter ≥ 0 and below half the shortest sampling
    ///   period; the first-move delay ≥ 0; noise and quantum ≥ 0.
    public init(
      geometry: SwipeGeometry = SwipeGeometry(), weights: KindWeights = KindWeights(),
      samplingRates: [SamplingRate] = SamplingRate.defaults, timestampJitter: Double = 0.0015,
      firstMoveDelay: ClosedRange<Double> = 0.005...0.015, positionNoise: Double = 0.25,
      positionQuantum: Double = 0
    ) {
      let total = SwipeKind.allCases.reduce(0) { $0 + weights[$1] }
      precondition(
        SwipeKind.allCases.allSatisfy { weights[$0] >= 0 && weights[$0].isFinite } && total > 0,
        "SwipeGenerator weights must be finite, ≥ 0, with a positive sum")
      precondition(
        !samplingRates.isEmpty
          && samplingRates.allSatisfy {
            $0.hertz > 0 && $0.hertz.isFinite && $0.weight > 0 && $0.weight.isFinite
          },
        "SwipeGenerator needs sampling rates > 0 with weights > 0")
      let shortest = 1 / (samplingRates.map(\.hertz).max() ?? 1)
      precondition(
        timestampJitter >= 0 && timestampJitter < shortest / 2,
        "SwipeGenerator timestampJitter must be in [0, period/2)")
      precondition(
        firstMoveDelay.lowerBound >= 0 && firstMoveDelay.upperBound.isFinite,
        "SwipeGenerator firstMoveDelay must be finite and ≥ 0")
      precondition(
        positionNoise >= 0 && positionNoise.isFinite && positionQuantum >= 0
          && positionQuantum.isFinite,
        "SwipeGenerator positionNoise and positionQuantum must be finite and ≥ 0")
      self.geometry = geometry
      self.weights = weights
      self.samplingRates = samplingRates
      self.timestampJitter = timestampJitter
      self.firstMoveDelay = firstMoveDelay
      self.positionNoise = positionNoise
      self.positionQuantum = positionQuantum
    }
  }

  /// An upper bound of the samples of one swipe of `configuration`: its longest contact
  /// (``longestSwipeSeconds(_:)``) at its fastest sampling rate, plus the touch-down and lift.
  public static func samplesPerSwipe(_ configuration: Configuration) -> Double {
    let fastest = configuration.samplingRates.map(\.hertz).max() ?? 0
    return longestSwipeSeconds(configuration) * fastest + 2
  }

  /// The longest contact, seconds, a swipe of a kind with a positive weight may have: the
  /// largest durations of its shape and the latest first move.
  public static func longestSwipeSeconds(_ c: Configuration) -> Double {
    let w = c.weights
    var longest = 0.0
    func late(_ phase: ClosedRange<Double>) -> Double { Swift.max(1, phase.upperBound) }
    if w.flick > 0 { longest = Swift.max(longest, c.flick.contactTime.upperBound) }
    if w.drag > 0 {
      longest = Swift.max(longest, c.drag.duration.upperBound + c.drag.dwell.upperBound)
    }
    if w.hesitant > 0 {
      let h = c.hesitant
      longest = Swift.max(
        longest,
        h.duration.upperBound * late(h.returnStart) + h.returnDuration.upperBound
          * late(h.releasePhase))
    }
    if w.peek > 0 {
      let p = c.peek
      longest = Swift.max(
        longest,
        p.duration.upperBound + p.pause.upperBound + p.returnDuration.upperBound
          * late(p.releasePhase))
    }
    if w.scrollLike > 0 { longest = Swift.max(longest, c.scrollLike.contactTime.upperBound) }
    return longest + c.firstMoveDelay.upperBound
  }

  /// A touch sampling rate and how often it occurs in the population.
  public struct SamplingRate: Hashable, Sendable {
    /// Samples per second.
    public var hertz: Double
    /// Relative weight (> 0).
    public var weight: Double

    /// Creates a rate.
    public init(hertz: Double, weight: Double) {
      self.hertz = hertz
      self.weight = weight
    }

    /// 60 Hz: 0.2 (older digitisers), 120 Hz: 0.6 (most current phones), 240 Hz: 0.2 (Pro-class
    /// devices).
    public static let defaults = [
      SamplingRate(hertz: 60, weight: 0.2), SamplingRate(hertz: 120, weight: 0.6),
      SamplingRate(hertz: 240, weight: 0.2),
    ]
  }
}
