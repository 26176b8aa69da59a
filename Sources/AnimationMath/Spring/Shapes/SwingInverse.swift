/// The time before a zero crossing at which an underdamped motion is a given fraction of the
/// turning value that precedes the crossing — the inverse of one *swing*, precomputed per spring.
///
/// Between a turning point and the next zero crossing every underdamped motion of a spring has
/// the same shape up to scale: counting τ back from the zero, the distance to the end divided by
/// the turning value is
///
///     G(τ) = (ω0/ω)·e^(a(τ − T))·sin(ωτ),   0 ≤ τ ≤ T = (π − β)/ω,  β = atan2(ω, a),
///
/// increasing from G(0) = 0 to G(T) = 1 with G′(T) = 0 and G″(T) = −ω0². So the arrival and
/// settling times of any hand-off are the zero crossing time minus τ(y), y = tolerance / turning
/// value. ``root(level:logInverse:below:)`` solves G(τ) = y by Halley's method started from a
/// table of τ against v = √(ln(1/y)) (64 cubic Hermite pieces; √ straightens the square-root
/// behaviour at the turning point), or, for y so small that τ < 0.04/ω0, from the third-order
/// Taylor inversion at the zero. The start is within ~1e-6/ω0 for ζ ≤ 0.9, so one Halley step
/// usually reaches rounding level; the loop stops once the step's predicted error (from the local
/// derivatives, valid near the turning point too, and at least ω0²·step³) is below 1e-15·T, or
/// the residual is at rounding level. ``roots(level:logInverse:below:)`` solves two levels at
/// once in SIMD lanes.
final class SwingInverse: Sendable {
  /// Table pieces.
  static let pieces = 64
  /// Largest a/ω for which the swing is tabulated (ζ ≈ 0.992): beyond it e^(aT) grows past
  /// ~1e30 and the near-critical motion is handled by ``AperiodicShape`` instead.
  static let maximumDecayPerFrequency = 8.0

  /// The spring's oscillation constants (ω = ``omega``; T = ``span``).
  let oscillation: DampedOscillation
  let a: Double
  let omega0Squared: Double
  let omega0: Double
  let omega0CubedOverSix: Double
  /// T: from the zero back to the turning point (seconds).
  let span: Double
  /// ω0/ω.
  let peakRatio: Double
  /// G″ = E·(d2s·sin + d2c·cos), G‴ = E·(d3s·sin + d3c·cos), E = (ω0/ω)·e^(a(τ − T)) (the
  /// exponent formed from τ − T, which is exact near the turning point, so that G near 1 is
  /// accurate to an ulp or two even when aT is large).
  let d2s: Double
  let d2c: Double
  let d3s: Double
  let d3c: Double
  /// Beyond this v the Taylor start is used.
  let vMax: Double
  let inverseStep: Double
  /// 1/(scale·ω), scale = (ω0/ω)·e^(−aT): τ ≈ u for small u = y/(scale·ω).
  let taylorScale: Double
  /// The Taylor inversion at the zero, in u = y/(scale·ω).
  let zeroInverse: ZeroCrossingInverse
  let tolerance: Double
  /// Four cubic coefficients per piece, in the piece's local variable s ∈ [0, 1].
  let table: [Double]

  /// ω, the damped angular frequency (rad/s).
  var omega: Double { oscillation.omega }

  /// Whether a spring with decay rate `a` ≥ 0 and damped frequency `omega` is tabulated: 0 < ω
  /// and a/ω ≤ ``maximumDecayPerFrequency``.
  static func covers(a: Double, omega: Double) -> Bool {
    omega > 0 && a <= maximumDecayPerFrequency * omega
  }

  /// The swing of the underdamped spring with decay rate `a` ≥ 0, natural frequency `omega0`,
  /// ω0² = `omega0Squared` (`omega0` = √`omega0Squared`) and the oscillation `oscillation`.
  ///
  /// - Precondition: ``covers(a:omega:)`` for ω = `oscillation.omega`.
  init(_ oscillation: DampedOscillation, a: Double, omega0: Double, omega0Squared: Double) {
    let omega = oscillation.omega
    precondition(Self.covers(a: a, omega: omega), "SwingInverse needs 0 < ω and a/ω ≤ 8")
    self.oscillation = oscillation
    self.a = a
    self.omega0Squared = omega0Squared
    self.omega0 = omega0
    omega0CubedOverSix = omega0 * omega0Squared / 6
    let span = oscillation.swingSpan
    self.span = span
    let scale = omega0 / omega * Elementary.exp(-a * span)
    peakRatio = omega0 / omega
    d2s = a * a - omega * omega
    d2c = 2 * a * omega
    d3s = a * (a * a - 3 * omega * omega)
    d3c = omega * (3 * a * a - omega * omega)
    taylorScale = 1 / (scale * omega)
    zeroInverse = ZeroCrossingInverse(a: a, omega0Squared: omega0Squared)
    tolerance = 1e-15 * span

    // ln G(τ) = ln(scale) + aτ + ln sin(ωτ), increasing and concave on (0, T].
    let logScale = Elementary.log(scale)
    func logG(_ tau: Double) -> (value: Double, slope: Double) {
      let phase = omega * tau
      let value = logScale + a * tau + Elementary.log(Elementary.sin(phase))
      return (value, a + omega * Elementary.cos(phase) / Elementary.sin(phase))
    }
    let taylorLimit = Swift.min(0.04 / omega0, 0.5 * span)
    vMax = (-logG(taylorLimit).value).squareRoot()
    let step = vMax / Double(Self.pieces)
    inverseStep = 1 / step

    // Nodes v_j = j·step: τ_j solves ln G(τ) = −v_j² (Newton in the bracket (0, τ_{j−1}),
    // bisection when a step leaves it); dτ/dv = −2v/(ln G)′, and −√2/ω0 at the turning point.
    var taus = [span]
    var slopes = [-(2.0).squareRoot() / omega0]
    for j in 1...Self.pieces {
      let v = Double(j) * step
      var lo = 0.0
      var hi = taus[j - 1]
      var tau = hi
      for _ in 0..<200 {
        let (f, df) = logG(tau)
        let residual = f + v * v
        if residual > 0 { hi = tau } else { lo = tau }
        var next = tau - residual / df
        if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
        if abs(next - tau) <= 1e-15 * span { break }
        tau = next
      }
      taus.append(tau)
      slopes.append(-2 * v / logG(tau).slope)
    }
    var table: [Double] = []
    table.reserveCapacity(4 * Self.pieces)
    for j in 0..<Self.pieces {
      let t0 = taus[j]
      let t1 = taus[j + 1]
      let m0 = step * slopes[j]
      let m1 = step * slopes[j + 1]
      table += [t0, m0, 3 * (t1 - t0) - 2 * m0 - m1, 2 * (t0 - t1) + m0 + m1]
    }
    self.table = table
  }

  /// The root of G(τ) = y.
  ///
  /// - Parameters:
  ///   - y: the level, in (0, 1]; 1 gives T (the turning point itself).
  ///   - logInverse: ln(1/y), or an approximation of it (it only picks the start).
  ///   - below: an upper end of the bracket where G ≥ y is known (the start of the motion).
  /// - Returns: the τ in [0, min(T, `below`)] with G(τ) = y, to ~1e-15·T.
  func root(level y: Double, logInverse: Double, below: Double) -> Double {
    if y >= 1 { return span }
    var lo = 0.0
    var hi = Swift.min(span, below)
    var tau = start(level: y, logInverse: logInverse)
    if !(tau > lo && tau < hi) { tau = 0.5 * (lo + hi) }
    for _ in 0..<100 {
      let (sine, cosine) = Elementary.Fast.sinCos(halfTurn: omega * tau)
      let e = peakRatio * Elementary.Fast.exp(a * (tau - span))
      let g = e * sine - y
      // At rounding level the residual carries no more information: τ is a root as good as any
      // (near the turning point a step from here may be large).
      if abs(g) <= 4.5e-16 * y { return tau }
      if g > 0 { hi = tau } else { lo = tau }
      let g1 = e * (a * sine + omega * cosine)
      let g2 = e * (d2s * sine + d2c * cosine)
      var next = Double.nan
      var predicted = Double.infinity
      if g1 > 0 {
        let r1 = 1 / g1
        let newton = g * r1
        let ratio = g2 * r1
        let denominator = 1 - 0.5 * newton * ratio
        if denominator > 0.5 {
          // Halley; its error after the step is (G″²/(4G′²) − G‴/(6G′))·step³ + O(step⁴),
          // bounded here by the sum of the magnitudes and at least ω0²·step³ (the derivatives
          // of G scale with ω0, and the local ones can cancel by accident).
          let step = newton / denominator
          let g3 = e * (d3s * sine + d3c * cosine)
          let constant = Swift.max(0.25 * ratio * ratio + abs(g3 * r1) / 6, omega0Squared)
          predicted = constant * step * step * abs(step)
          next = tau - step
        } else {
          // Far from the root: Newton, error |G″/(2G′)|·step².
          predicted = Swift.max(abs(0.5 * ratio), omega0) * newton * newton
          next = tau - newton
        }
      }
      if !(next > lo && next < hi) {
        next = 0.5 * (lo + hi)
        predicted = hi - lo
      }
      if predicted <= tolerance || hi - lo <= tolerance { return next }
      tau = next
    }
    return tau
  }

  @inline(__always) static func magnitude(_ x: SIMD2<Double>) -> SIMD2<Double> {
    unsafeBitCast(
      unsafeBitCast(x, to: SIMD2<UInt64>.self) & 0x7FFF_FFFF_FFFF_FFFF, to: SIMD2<Double>.self)
  }

  /// ``start(level:logInverse:)`` for two levels, lane by lane (the Taylor start and the table
  /// start are both formed, then one is picked; the table index is clamped so that it stays in
  /// the table either way).
  @inline(__always) func starts(level y: SIMD2<Double>, logInverse: SIMD2<Double>)
    -> SIMD2<Double>
  {
    let v = logInverse.replacing(with: 0, where: logInverse .< 0).squareRoot()
    var x = v * inverseStep
    let last = Double(Self.pieces) - 0.5
    x.replace(with: last, where: x .> last)
    let shifter = Elementary.roundingShifter
    let shifted = (x - 0.5) + shifter
    let j = unsafeBitCast(shifted, to: SIMD2<UInt64>.self) &- shifter.bitPattern
    let s = x - (shifted - shifter)
    let (j0, j1) = (4 * Int(truncatingIfNeeded: j[0]), 4 * Int(truncatingIfNeeded: j[1]))
    let fromTable = table.withUnsafeBufferPointer { t in
      let c0 = SIMD2(t[j0], t[j1])
      let c1 = SIMD2(t[j0 + 1], t[j1 + 1])
      let c2 = SIMD2(t[j0 + 2], t[j1 + 2])
      let c3 = SIMD2(t[j0 + 3], t[j1 + 3])
      return ((c3 * s + c2) * s + c1) * s + c0
    }
    let taylor = zeroInverse.delay(y * taylorScale, a: a)
    return fromTable.replacing(with: taylor, where: v .>= vMax)
  }

  /// The table's (or, for small levels, the Taylor inversion's) approximation of the root.
  @inline(__always) func start(level y: Double, logInverse: Double) -> Double {
    let v = Swift.max(logInverse, 0).squareRoot()
    if v >= vMax {
      return zeroInverse.delay(y * taylorScale, a: a)
    }
    // j = ⌊x⌋ (or x − 1 at an exact integer: the pieces meet there), by the rounding shifter
    // 1.5·2⁵², without a checked conversion.
    let x = v * inverseStep
    let shifter = Elementary.roundingShifter
    let shifted = (x - 0.5) + shifter
    let j = Swift.min(
      Int(truncatingIfNeeded: shifted.bitPattern &- shifter.bitPattern), Self.pieces - 1)
    let s = x - Double(j)
    return table.withUnsafeBufferPointer { t in
      let c = 4 * j
      return ((t[c + 3] * s + t[c + 2]) * s + t[c + 1]) * s + t[c]
    }
  }

  /// Two roots at once, one per lane, each exactly as ``root(level:logInverse:below:)``
  /// computes it: the lanes share every evaluation of G and its derivatives.
  func roots(level y: SIMD2<Double>, logInverse: SIMD2<Double>, below: SIMD2<Double>)
    -> SIMD2<Double>
  {
    let spans = SIMD2(repeating: span)
    let zero = SIMD2<Double>(repeating: 0)
    var hi = below.replacing(with: spans, where: below .> spans)
    var tau = starts(level: y, logInverse: logInverse)
    // The usual case: both starts inside their swings and one Halley step converges in both
    // lanes; no bracket bookkeeping. Otherwise the safeguarded loop below.
    if all((y .< 1) .& (tau .> zero) .& (tau .< hi)) {
      let (sine, cosine) = Elementary.Fast.sinCos(halfTurn: omega * tau)
      let e = peakRatio * Elementary.Fast.exp(a * (tau - span))
      let g = e * sine - y
      let g1 = e * (a * sine + omega * cosine)
      let g2 = e * (d2s * sine + d2c * cosine)
      // Halley's step G·G′/(G′² − G·G″/2) with one division. Its error bound as in root(_:),
      // with |G‴| ≤ ω0³·E (its trigonometric factor has amplitude |a + iω|³), multiplied
      // through by G′² > 0: (G″²/4 + ω0³·E·G′/6)·|step|³ ≤ tolerance·G′², and at least
      // ω0²·|step|³ ≤ tolerance.
      let g1g1 = g1 * g1
      let denominator = g1g1 - 0.5 * g * g2
      let step = g * g1 / denominator
      let cubed = step * step * Self.magnitude(step)
      let next = tau - step
      if all(
        (g1 .> zero) .& (denominator .> 0.5 * g1g1)
          .& ((0.25 * g2 * g2 + omega0CubedOverSix * e * g1) * cubed .<= tolerance * g1g1)
          .& (omega0Squared * cubed .<= tolerance) .& (next .> zero) .& (next .< hi))
      {
        return next
      }
    }
    var lo = zero
    var done = y .>= 1
    var result = spans
    tau.replace(with: 0.5 * (lo + hi), where: .!((tau .> lo) .& (tau .< hi)))
    for _ in 0..<100 {
      let (sine, cosine) = Elementary.Fast.sinCos(halfTurn: omega * tau)
      let e = peakRatio * Elementary.Fast.exp(a * (tau - span))
      let g = e * sine - y
      let gMagnitude = g.replacing(with: -g, where: g .< 0)
      let atNoise = gMagnitude .<= 4.5e-16 * y
      result.replace(with: tau, where: atNoise .& .!done)
      done .|= atNoise
      hi.replace(with: tau, where: g .> 0)
      lo.replace(with: tau, where: g .< 0)
      let g1 = e * (a * sine + omega * cosine)
      let g2 = e * (d2s * sine + d2c * cosine)
      let g3 = e * (d3s * sine + d3c * cosine)
      let r1 = 1 / g1
      let newton = g * r1
      let ratio = g2 * r1
      let denominator = 1 - 0.5 * newton * ratio
      let halley = denominator .> 0.5
      let step = newton.replacing(with: newton / denominator, where: halley)
      let newtonError = 0.5 * ratio * newton * newton
      var halleyConstant = 0.25 * ratio * ratio + Self.magnitude(g3 * r1) / 6
      halleyConstant.replace(with: omega0Squared, where: halleyConstant .< omega0Squared)
      let halleyError = halleyConstant * step * step * step
      var predicted = Self.magnitude(newtonError)
      predicted.replace(
        with: omega0 * newton * newton, where: predicted .< omega0 * newton * newton)
      predicted.replace(with: Self.magnitude(halleyError), where: halley)
      var next = tau - step
      let inside = (g1 .> 0) .& (next .> lo) .& (next .< hi)
      next.replace(with: 0.5 * (lo + hi), where: .!inside)
      predicted.replace(with: hi - lo, where: .!inside)
      let converged = (predicted .<= tolerance) .| (hi - lo .<= tolerance)
      result.replace(with: next, where: converged .& .!done)
      done .|= converged
      if all(done) { return result }
      tau = next
    }
    result.replace(with: tau, where: .!done)
    return result
  }
}
