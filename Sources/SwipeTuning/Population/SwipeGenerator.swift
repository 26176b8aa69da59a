import AnimationMath

/// The seeded synthetic population of swipes: minimum-jerk flicks, drags, hesitant swipes, peeks
/// and scroll-like strokes, sampled like a real touch screen.
///
/// Swipe `i` depends only on (seed, i, configuration): each swipe draws from its own
/// `SplitMix64/stream(seed:index:)` and all arithmetic is `+ − × ÷ √` (see
/// `Elementary.Portable`), so the same seed gives bit-identical swipes on any machine, in any
/// order, on any number of threads. The model, its numbers and their sources are in `Docs/SwipeModel.md`.
///
/// For large populations use ``generate(index:into:)``, which refills a caller's buffer and
/// allocates nothing once the buffer has grown.
public struct SwipeGenerator: Sendable {
  /// The configuration.
  public let configuration: Configuration
  /// The population seed.
  public let seed: UInt64

  /// The seed a sweep uses unless told otherwise (`--seed`).
  public static let defaultSeed: UInt64 = 1
  /// The population size a sweep uses unless told otherwise (`--swipes`): enough for a rate's
  /// 95 % interval to be about ±0.006 at 0.5.
  public static let defaultCount = 20_000
  // Cumulative weights, normalised to end at 1.
  private let kindThresholds: [Double]
  private let rateThresholds: [Double]

  /// Creates a generator.
  ///
  /// - Precondition: the configuration is valid (``Configuration/validationError`` is nil);
  ///   configurations from files go through ``Configuration/init(parsingJSON:file:geometry:)``.
  public init(configuration: Configuration = Configuration(), seed: UInt64) {
    if let problem = configuration.validationError {
      preconditionFailure("SwipeGenerator configuration: \(problem)")
    }
    self.configuration = configuration
    self.seed = seed
    kindThresholds = SwipeGenerator.cumulative(
      SwipeKind.allCases.map { configuration.weights[$0] })
    rateThresholds = SwipeGenerator.cumulative(configuration.samplingRates.map(\.weight))
  }

  /// Swipe number `index` (≥ 0) of the population.
  public func swipe(at index: Int) -> Swipe {
    var samples: [TouchSample] = []
    let label = generateLabelled(index: index, into: &samples)
    return Swipe(samples: samples, intent: label.intent, kind: label.kind)
  }

  /// The first `count` swipes.
  public func swipes(count: Int) -> [Swipe] {
    (0..<Swift.max(0, count)).map { swipe(at: $0) }
  }

  /// Writes swipe number `index` into `samples` (replacing its contents, keeping its capacity)
  /// and returns its class (its intent is ``generateLabelled(index:into:)``'s).
  @discardableResult
  public func generate(index: Int, into samples: inout [TouchSample]) -> SwipeKind {
    generateLabelled(index: index, into: &samples).kind
  }

  /// Writes swipe number `index` into `samples` (replacing its contents, keeping its capacity)
  /// and returns its class and intent: the class's ``SwipeKind/intent``, except a drag shorter
  /// than ``DragShape/cancelBelow`` of the width, which means cancel.
  public func generateLabelled(index: Int, into samples: inout [TouchSample])
    -> (kind: SwipeKind, intent: SwipeIntent)
  {
    var rng = SplitMix64.stream(seed: seed, index: UInt64(truncatingIfNeeded: index))
    let kind = SwipeKind.allCases[SwipeGenerator.pick(kindThresholds, rng.nextUnit())]
    let rate = configuration.samplingRates[SwipeGenerator.pick(rateThresholds, rng.nextUnit())]
    let (plan, intent) = SwipeGenerator.plan(
      kind, width: configuration.geometry.width, configuration: configuration, rng: &rng)
    sample(plan.stroke, release: plan.release, hertz: rate.hertz, rng: &rng, into: &samples)
    return (kind, intent)
  }

  /// Samples a stroke like a digitiser: down at t = 0, scans from the first-move delay on, one
  /// per period with jitter while the finger is down, reporting a move at each scan from the
  /// first at which the finger is the first-move jump away from where it came down; up at the
  /// release time at the last move's position (as both recorded data sets do).
  private func sample(
    _ stroke: MinimumJerkStroke, release: Double, hertz: Double, rng: inout SplitMix64,
    into samples: inout [TouchSample]
  ) {
    samples.removeAll(keepingCapacity: true)
    let c = configuration
    let period = 1 / hertz
    func point(_ t: Double, _ phase: TouchPhase, _ rng: inout SplitMix64) -> TouchSample {
      let p = stroke.position(at: t)
      var along = p.along
      var across = p.across
      if c.positionNoise > 0 {
        let (n1, n2) = rng.nextNormalPair()
        along += c.positionNoise * n1
        across += c.positionNoise * n2
      }
      if c.positionQuantum > 0 {
        along = (along / c.positionQuantum).rounded() * c.positionQuantum
        across = (across / c.positionQuantum).rounded() * c.positionQuantum
      }
      return TouchSample(
        time: t, position: c.geometry.point(fromEdge: along, across: across), phase: phase)
    }
    samples.append(point(0, .down, &rng))
    let firstMove = rng.nextUniform(c.firstMoveDelay.lowerBound, c.firstMoveDelay.upperBound)
    // Touch-down hysteresis: no move is reported until the finger is `jump` from where it came
    // down (the 7–13 px first jump of the recordings); the scans before that report nothing.
    // (Drawn only when enabled, so that a configuration without it keeps its swipes.)
    let jump = c.firstMoveJump.upperBound > 0 ? rng.uniform(c.firstMoveJump) : 0
    let origin = stroke.position(at: 0)
    var moved = jump <= 0
    var k = 0.0
    var last = 0.0
    while true {
      let jitter = c.timestampJitter * (2 * rng.nextUnit() - 1)
      let t = Swift.max(firstMove + k * period + jitter, last + 1e-4)
      if t >= release { break }
      k += 1
      if !moved {
        let p = stroke.position(at: t)
        let (da, dc) = (p.along - origin.along, p.across - origin.across)
        guard da * da + dc * dc >= jump * jump else { continue }
        moved = true
      }
      samples.append(point(t, .move, &rng))
      last = t
    }
    let lastPosition = samples[samples.count - 1].position
    samples.append(TouchSample(time: Swift.max(release, last), position: lastPosition, phase: .up))
  }

  private static func cumulative(_ weights: [Double]) -> [Double] {
    let total = weights.reduce(0, +)
    var running = 0.0
    return weights.map {
      running += $0
      return running / total
    }
  }

  private static func pick(_ thresholds: [Double], _ u: Double) -> Int {
    for (i, t) in thresholds.enumerated() where u < t { return i }
    return thresholds.count - 1
  }
}

extension SwipeGenerator {
  /// The width the population was calibrated at: 390 pt, a phone's (the recorded strokes of
  /// `Docs/SwipeModel.md` §2.3 are phone strokes).
  public static let calibratedWidth = 390.0
  /// The widths the population's hand model is calibrated for: 320–430 pt (phones). Outside it
  /// the summary says so.
  public static let calibratedWidths: ClosedRange<Double> = 320...430

  /// The length hand-sized distances (start positions, flicks, scroll strokes) are fractions of
  /// on a transition `width` points wide: the width up to ``calibratedWidth``, then that — a
  /// hand does not grow with the screen, so a tablet's flicks keep phone speeds. **Assumption**
  /// for widths above 390 pt: no tablet strokes were recorded.
  public static func handScale(width: Double) -> Double { Swift.min(width, calibratedWidth) }
}
