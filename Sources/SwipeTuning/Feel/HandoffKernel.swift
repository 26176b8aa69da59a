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
  @usableFromInline let extremumRatioToThe8: Double
  @usableFromInline let omega0: Double
  @usableFromInline let turnDelay: Double  // β/ω_d, β = atan2(ω_d, a): zero → next turning point
  @usableFromInline let turnDecay: Double  // e^(−a·β/ω_d)

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
    self.omega0 = w0
    if detuning < 0 {
      underdamped = true
      omegaD = (-detuning).squareRoot()
      s = 0
      halfPeriod = Double.pi / omegaD
      extremumRatio = Elementary.exp(-a * halfPeriod)
      turnDelay = Elementary.atan2(omegaD, a) / omegaD
      turnDecay = Elementary.exp(-a * turnDelay)
      let q2 = extremumRatio * extremumRatio
      extremumRatioToThe8 = q2 * q2 * q2 * q2
    } else {
      underdamped = false
      omegaD = 0
      s = detuning.squareRoot()
      halfPeriod = .infinity
      extremumRatio = 0
      turnDelay = 0
      turnDecay = 1
      extremumRatioToThe8 = 0
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
    if underdamped { return underdampedMetrics(r0: r0, w0: w0) }
    let motion = SpringMotion(spring: spring, from: r0, to: 0, initialVelocity: w0)
    return overdampedMetrics(motion, r0: r0, w0: w0)
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
  /// The root of `sign·r(t) = level` on [lo, hi], where `sign·r` decreases from above `level` at
  /// `lo` to below it at `hi` (`hi` may be `.infinity`: r → 0), starting from `guess`.
  ///
  /// Newton's method on f = sign·r − level, or on ln(sign·r) − ln(level) when `logarithmic`
  /// (nearly linear on exponential tails), with the bracket kept up to date and bisection (or
  /// doubling, on an open bracket) whenever a step leaves it. It stops once a Newton correction
  /// is below 1e-6·(1 + t) s and applies it: quadratic convergence then leaves an error of order
  /// 1e-12·|f″/f′| s (≈ 1e-11 s for the springs of a swipe sweep).
  func solve(
    _ motion: SpringMotion, sign: Double, level: Double, lo: Double, hi: Double, guess: Double,
    logarithmic: Bool = false
  ) -> Double {
    let start = lo
    var lo = lo
    var hi = hi
    let logLevel = logarithmic ? Elementary.log(level) : 0
    var t = guess > lo && guess < hi ? guess : (hi.isFinite ? 0.5 * (lo + hi) : lo + 1)
    for _ in 0..<200 {
      let (x, v) = motion.state(at: t)
      let y = sign * x
      let f = y - level
      if f > 0 { lo = t } else if f < 0 { hi = t } else { return t }
      let slope = sign * v
      var next = Double.nan
      if slope < 0 {
        let step = logarithmic && y > 0 ? (Elementary.log(y) - logLevel) * y / slope : f / slope
        if abs(step) <= 1e-6 * (1 + t) {
          let polished = t - step
          return polished >= lo && polished <= hi ? polished : t
        }
        next = t - step
      }
      if !(next > lo && next < hi) {
        next = hi.isFinite ? 0.5 * (lo + hi) : lo + 2 * Swift.max(lo - start, 0.01)
      }
      if hi - lo <= 1e-13 * (1 + t) { return next }
      t = next
    }
    return t
  }
}
