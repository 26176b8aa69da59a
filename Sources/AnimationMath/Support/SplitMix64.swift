/// SplitMix64, the seeded 64-bit generator of Steele, Lea & Flood ("Fast splittable pseudorandom
/// number generators", OOPSLA 2014), with the constants of Vigna's reference `splitmix64.c`.
///
/// Integer arithmetic only, so the same seed gives the same sequence on every machine. Used for
/// every random draw in the swipe model (no Foundation or system randomness) and for every seeded
/// test input, so there is one generator in the package.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The internal state (advanced by the golden-ratio increment on every draw).
  public var state: UInt64

  /// Creates a generator with the given seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  @inlinable public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return SplitMix64.mix(state)
  }

  /// A uniform double in [0, 1) with 53 random bits.
  @inlinable public mutating func nextUnit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// A uniform double in [lower, upper).
  @inlinable public mutating func nextUniform(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * nextUnit()
  }

  /// The SplitMix64 output function (a bijective 64-bit mixer).
  @inlinable public static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An independent stream for item `index` of a population seeded with `seed`: the same
  /// (seed, index) gives the same stream whatever order or thread the items are drawn in.
  @inlinable public static func stream(seed: UInt64, index: UInt64) -> SplitMix64 {
    SplitMix64(seed: mix(seed ^ mix(index &+ 0x632B_E59B_D9B4_E019)))
  }
}
