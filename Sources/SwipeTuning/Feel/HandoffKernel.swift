import AnimationMath

/// Computes ``HandoffMetrics`` for one spring and set of tolerances, for any number of hand-offs.
///
/// The seam the sweep uses: construct one kernel per (spring, tolerances) and call
/// ``metrics(from:to:velocity:)`` once per (swipe, spring, outcome) with the record's
/// ``ReleaseRecord/releasePosition``, ``ReleaseRecord/end(completing:)`` and
/// ``ReleaseRecord/handoffVelocity``. It allocates nothing and never throws.
///
/// Method (all regimes, exact up to root polishing to ~1e-12 s): with r(t) the remaining distance
/// to the end (positive on the release side) the motion is the closed form of ``SpringMotion``.
/// Its stationary points and zero crossings have closed forms — `t = atan2(·,·)/ω_d` when
/// underdamped, `t = −p·log1p(x)/x / (q − p·s)` when critically or overdamped — so backward travel
/// and overshoot are direct evaluations, and the extrema of an underdamped motion decay
/// geometrically, which locates the last band exit. Arrival and settling times are then the
/// single root of `|r(t)| = tolerance` on a segment where |r| is monotone, found by Newton's
/// method safeguarded by bisection.
public struct HandoffKernel: Sendable {
  /// The spring.
  public let spring: Spring
  /// The tolerances (only `arrival` and `settle` affect the metrics).
  public let tolerances: FeelTolerances

  @usableFromInline let a: Double  // decay rate c/2m
  @usableFromInline let omega0Squared: Double
  @usableFromInline let omegaD: Double  // damped frequency (underdamped), else 0
  @usableFromInline let s: Double  // √(a² − ω0²) (overdamped), else 0
  @usableFromInline let underdamped: Bool  // includes undamped
  @usableFromInline let halfPeriod: Double  // π/ω_d
  @usableFromInline let extremumRatio: Double  // e^(−a·π/ω_d): ratio of successive extrema

  /// Creates a kernel.
  public init(spring: Spring, tolerances: FeelTolerances = FeelTolerances()) {
    self.spring = spring
    self.tolerances = tolerances
    let a = spring.decayRate
    let w0sq = spring.stiffness / spring.mass
    let w0 = w0sq.squareRoot()
    let detuning = (a - w0) * (a + w0)
    self.a = a
    self.omega0Squared = w0sq
    if detuning < 0 {
      underdamped = true
      omegaD = (-detuning).squareRoot()
      s = 0
      halfPeriod = Double.pi / omegaD
      extremumRatio = Elementary.exp(-a * halfPeriod)
    } else {
      underdamped = false
      omegaD = 0
      s = detuning.squareRoot()
      halfPeriod = .infinity
      extremumRatio = 0
    }
  }

  /// The metrics of the hand-off from `from` to `to` (points) starting at `velocity` (points/s).
  ///
  /// - Parameters must be finite; the result is then finite except ``HandoffMetrics/settlingTime``
  ///   of an undamped spring (`.infinity`).
  public func metrics(from: Double, to: Double, velocity: Double) -> HandoffMetrics {
    let distance = to - from
    // Direction d towards the end; remaining distance r = d·(to − position) ≥ 0 at t = 0.
    let d: Double = distance > 0 ? 1 : (distance < 0 ? -1 : (velocity >= 0 ? 1 : -1))
    let r0 = abs(distance)
    let w0 = -d * velocity
    if r0 == 0 && w0 == 0 {
      return HandoffMetrics(backwardTravel: 0, overshoot: 0, arrivalTime: 0, settlingTime: 0)
    }
    let motion = SpringMotion(spring: spring, from: r0, to: 0, initialVelocity: w0)
    return underdamped
      ? underdampedMetrics(motion, r0: r0, w0: w0)
      : overdampedMetrics(motion, r0: r0, w0: w0)
  }

  /// One-shot form of ``metrics(from:to:velocity:)``: builds a kernel and evaluates one hand-off.
  /// Prefer a kept kernel in loops (it saves a few divisions and an `exp` per call).
  public static func metrics(
    spring: Spring, from: Double, to: Double, velocity: Double,
    tolerances: FeelTolerances = FeelTolerances()
  ) -> HandoffMetrics {
    HandoffKernel(spring: spring, tolerances: tolerances).metrics(
      from: from, to: to, velocity: velocity)
  }
}

extension HandoffKernel {
  /// The root of `sign·r(t) = level` on [lo, hi] where `sign·r` decreases from above `level` at
  /// `lo` to below it at `hi` (`hi` may be `.infinity`), starting from `guess`.
  func solve(
    _ motion: SpringMotion, sign: Double, level: Double, lo: Double, hi: Double, guess: Double
  ) -> Double {
    var lo = lo
    var hi = hi
    if !hi.isFinite {
      // Expand until the function is below the level.
      var step = Swift.max(guess - lo, 1e-3)
      var probe = lo + step
      while sign * motion.state(at: probe).displacement > level {
        lo = probe
        step *= 2
        probe = lo + step
        if step > 1e9 { return .infinity }
      }
      hi = probe
    }
    var t = guess > lo && guess < hi ? guess : 0.5 * (lo + hi)
    for _ in 0..<100 {
      let (x, v) = motion.state(at: t)
      let f = sign * x - level
      if f > 0 { lo = t } else if f < 0 { hi = t } else { return t }
      let slope = sign * v
      var next = slope < 0 ? t - f / slope : .nan
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      if abs(next - t) <= 1e-13 * (1 + t) || hi - lo <= 1e-13 * (1 + t) { return next }
      t = next
    }
    return t
  }
}
