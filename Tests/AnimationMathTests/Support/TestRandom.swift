/// SplitMix64 (Steele, Lea, Flood 2014): seeded, reproducible test inputs.
///
/// The same generator (and the same draws for a seed) as SwipeTuning's public `SplitMix64`, so
/// tests that moved here from SwipeTuningTests draw the same cases as before.
struct SplitMix64 {
  var state: UInt64

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform double in [0, 1) with 53 random bits.
  mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}

extension SplitMix64 {
  /// A generator seeded with `seed` (SwipeTuning's spelling).
  init(seed: UInt64) { self.init(state: seed) }

  /// ``unit()`` (SwipeTuning's spelling).
  mutating func nextUnit() -> Double { unit() }

  /// A uniform double in [lower, upper).
  mutating func nextUniform(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * unit()
  }
}
