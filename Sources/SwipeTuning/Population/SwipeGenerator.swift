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
  public init(configuration: Configuration = Configuration(), seed: UInt64) {
    self.configuration = configuration
    self.seed = seed
    kindThresholds = SwipeGenerator.cumulative(
      SwipeKind.allCases.map { configuration.weights[$0] })
    rateThresholds = SwipeGenerator.cumulative(configuration.samplingRates.map(\.weight))
  }

  /// Swipe number `index` (≥ 0) of the population.
  public func swipe(at index: Int) -> Swipe {
    var samples: [TouchSample] = []
    let kind = generate(index: index, into: &samples)
    return Swipe(samples: samples, intent: kind.intent, kind: kind)
  }

  /// The first `count` swipes.
  public func swipes(count: Int) -> [Swipe] {
    (0..<Swift.max(0, count)).map { swipe(at: $0) }
  }

  /// Writes swipe number `index` into `samples` (replacing its contents, keeping its capacity)
  /// and returns its class (the intent is ``SwipeKind/intent``).
  @discardableResult
  public func generate(index: Int, into samples: inout [TouchSample]) -> SwipeKind {
    var rng = SplitMix64.stream(seed: seed, index: UInt64(truncatingIfNeeded: index))
    let kind = SwipeKind.allCases[SwipeGenerator.pick(kindThresholds, rng.nextUnit())]
    let rate = configuration.samplingRates[SwipeGenerator.pick(rateThresholds, rng.nextUnit())]
    let plan = SwipeGenerator.plan(kind, width: configuration.geometry.width, rng: &rng)
    sample(plan.stroke, release: plan.release, hertz: rate.hertz, rng: &rng, into: &samples)
    return kind
  }

  /// Samples a stroke like a digitiser: down at t = 0, the first move after the first-move delay,
  /// then one move per period with jitter while the finger is down; up at the release time at
  /// the last move's position (as both recorded data sets do).
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
    var k = 0.0
    var last = 0.0
    while true {
      let jitter = c.timestampJitter * (2 * rng.nextUnit() - 1)
      let t = Swift.max(firstMove + k * period + jitter, last + 1e-4)
      if t >= release { break }
      samples.append(point(t, .move, &rng))
      last = t
      k += 1
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
