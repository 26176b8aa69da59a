import AnimationMath

/// Normal, log-uniform and log-normal deviates for the synthetic population, with portable
/// arithmetic only (`+ − × ÷ √` and `Elementary.Portable`'s `exp` and `log`), so the same seed
/// gives the same swipes bit for bit on every machine.
extension SplitMix64 {
  /// Two independent standard normal deviates (Marsaglia's polar method; portable arithmetic
  /// only).
  mutating func nextNormalPair() -> (Double, Double) {
    while true {
      let u = 2 * nextUnit() - 1
      let v = 2 * nextUnit() - 1
      let s = u * u + v * v
      if s > 0 && s < 1 {
        let f = (-2 * Elementary.Portable.log(s) / s).squareRoot()
        return (u * f, v * f)
      }
    }
  }

  /// A standard normal deviate (the first of ``nextNormalPair()``).
  mutating func nextNormal() -> Double { nextNormalPair().0 }

  /// A log-uniform deviate in [lower, upper) (both > 0).
  mutating func nextLogUniform(_ lower: Double, _ upper: Double) -> Double {
    let a = Elementary.Portable.log(lower)
    let b = Elementary.Portable.log(upper)
    return Swift.min(Swift.max(Elementary.Portable.exp(a + (b - a) * nextUnit()), lower), upper)
  }

  /// A log-normal deviate with the given median and log-space σ, clamped to [lower, upper].
  mutating func nextLogNormal(median: Double, sigma: Double, lower: Double, upper: Double)
    -> Double
  {
    let x = median * Elementary.Portable.exp(sigma * nextNormal())
    return Swift.min(Swift.max(x, lower), upper)
  }
}
