import AnimationMath

extension HandoffKernel {
  /// For an underdamped motion: the time τ > 0 *before* a zero crossing at which the motion is
  /// `level` away from the end, on the monotone piece that reaches back `span` seconds to the
  /// previous turning point (or to the start), where the motion is more than `level` away.
  ///
  /// Counting back from a zero where |r′| = `slope`, the closed form is exactly
  /// g(τ) = |r(t_z − τ)| = P·e^(a·τ)·sin(ω·τ) with P = slope/ω, increasing on the piece. The root
  /// of g(τ) = level is found by Halley's method (cubic convergence) from the Taylor inversion
  /// ``beforeZero(_:slope:)``, which is already within ~(ω·u)³ relative for u = level/slope, so
  /// one step usually suffices. When the piece starts at a turning point of value `turningValue`
  /// and `level` is above half of it, the start is instead the parabola through that peak
  /// (r″ = −ω0²·r there). Steps that leave (0, span) are pulled back inside. After a step Δ
  /// Halley's error is about (2ω0)²·|Δ|³; it stops when that is below 1e-12 s (checked
  /// against dense sampling and AnimationMath's settling API in the tests). The sin and cos come
  /// from the polynomials of ``sinCos(halfTurn:)`` because ω·τ stays in (0, π).
  func timeBeforeZero(level: Double, slope: Double, span: Double, turningValue: Double?)
    -> Double
  {
    let w = omegaD
    let p = slope / w
    var lo = 0.0
    var hi = span
    var tau: Double
    if let peak = turningValue, level > 0.5 * peak {
      // Near the turning point r″ = −ω0²·r: a parabola through the peak.
      tau = span - (2 * (peak - level) / (omega0Squared * peak)).squareRoot()
    } else {
      tau = beforeZero(level, slope: slope)
    }
    if !(tau > 0 && tau < span) { tau = 0.5 * Swift.min(level / slope, span) }
    for _ in 0..<100 {
      let (s, c) = sinCos(halfTurn: w * tau)
      let e = p * Elementary.exp(a * tau)
      let g = e * s - level
      if g > 0 { hi = tau } else if g < 0 { lo = tau } else { return tau }
      let dg = e * (a * s + w * c)
      let d2g = e * ((a * a - w * w) * s + 2 * a * w * c)
      var next = Double.nan
      if dg > 0 {
        let inverse = 1 / dg
        let newton = g * inverse
        let halley = 1 - 0.5 * newton * d2g * inverse
        next = tau - (halley > 0.5 ? newton / halley : newton)
      }
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      // Halley's error after a step Δ is about (2ω0)²·|Δ|³ (seconds): stop below 1e-12 s.
      let step = abs(next - tau)
      if 4 * omega0Squared * step * step * step <= 1e-12 || hi - lo <= 1e-13 * span {
        return next
      }
      tau = next
    }
    return tau
  }
}

/// sin x and cos x for x in [0, π] from Taylor polynomials of degree 21 and 22 on [0, π/2]
/// (remainders < 2e-18), reflecting x > π/2 through π − x (computed with a two-part π). Absolute
/// error ~2e-16; no range reduction, no libm call.
@inline(__always) func sinCos(halfTurn x: Double) -> (sin: Double, cos: Double) {
  let piHi = 3.141_592_653_589_793_116
  let piLo = 1.224_646_799_147_353_207e-16
  let reflect = x > 0.5 * piHi
  let y = reflect ? (piHi - x) + piLo : x
  let y2 = y * y
  // sin y = y·Σ (−1)^k y^(2k)/(2k+1)!, k ≤ 10; cos y = Σ (−1)^k y^(2k)/(2k)!, k ≤ 11.
  var s = -1.957_294_106_339_126_1e-20  // −1/21!
  s = s * y2 + 8.220_635_246_624_329_7e-18  // 1/19!
  s = s * y2 - 2.811_457_254_345_520_6e-15  // −1/17!
  s = s * y2 + 7.647_163_731_819_816_5e-13  // 1/15!
  s = s * y2 - 1.605_904_383_682_161_5e-10  // −1/13!
  s = s * y2 + 2.505_210_838_544_171_9e-8  // 1/11!
  s = s * y2 - 2.755_731_922_398_589_1e-6  // −1/9!
  s = s * y2 + 1.984_126_984_126_984_1e-4  // 1/7!
  s = s * y2 - 8.333_333_333_333_333_2e-3  // −1/5!
  s = s * y2 + 1.666_666_666_666_666_6e-1  // 1/3!
  let sine = y - y * y2 * s
  var c = 8.896_791_392_450_573_0e-22  // 1/22!
  c = c * y2 - 4.110_317_623_312_164_9e-19  // −1/20!
  c = c * y2 + 1.561_920_696_858_622_6e-16  // 1/18!
  c = c * y2 - 4.779_477_332_387_385_3e-14  // −1/16!
  c = c * y2 + 1.147_074_559_772_972_5e-11  // 1/14!
  c = c * y2 - 2.087_675_698_786_809_9e-9  // −1/12!
  c = c * y2 + 2.755_731_922_398_589_1e-7  // 1/10!
  c = c * y2 - 2.480_158_730_158_730_2e-5  // −1/8!
  c = c * y2 + 1.388_888_888_888_888_9e-3  // 1/6!
  c = c * y2 - 4.166_666_666_666_666_4e-2  // −1/4!
  c = c * y2 + 0.5  // 1/2!
  let cosine = 1 - y2 * c
  return (sine, reflect ? -cosine : cosine)
}
