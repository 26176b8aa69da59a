/// A finger path as a sum of up to three minimum-jerk sub-movements (Flash & Hogan 1985).
///
/// Each sub-movement moves by (`along`, `across`) points starting at `start` over `duration`
/// seconds with the profile s(τ) = 10τ³ − 15τ⁴ + 6τ⁵, τ = (t − start)/duration clamped to [0, 1]
/// (bell-shaped speed, peak 1.875·D/T at τ = ½). The cross-axis part can lag the along-axis part
/// by `crossLag` seconds, which bends the path the way real strokes curve away from the axis.
/// Superposed sub-movements model corrections and reversals (hesitant swipes, peeks).
struct MinimumJerkStroke: Sendable {
  struct SubMovement: Sendable {
    var start: Double
    var duration: Double
    var along: Double
    var across: Double
    var crossLag: Double
  }

  var originAlong: Double
  var originAcross: Double
  // Up to three sub-movements, stored inline so building a stroke allocates nothing.
  var first: SubMovement
  var second: SubMovement?
  var third: SubMovement?

  /// The minimum-jerk position profile s(τ), clamped to τ ∈ [0, 1].
  static func profile(_ tau: Double) -> Double {
    if tau <= 0 { return 0 }
    if tau >= 1 { return 1 }
    let t3 = tau * tau * tau
    return t3 * (10 + tau * (-15 + 6 * tau))
  }

  /// ds/dτ = 30τ²(1 − τ)², zero outside [0, 1].
  static func profileSlope(_ tau: Double) -> Double {
    if tau <= 0 || tau >= 1 { return 0 }
    let u = tau * (1 - tau)
    return 30 * u * u
  }

  /// The position (along, across) at time t.
  func position(at t: Double) -> (along: Double, across: Double) {
    var a = originAlong
    var c = originAcross
    func add(_ m: SubMovement) {
      a += m.along * MinimumJerkStroke.profile((t - m.start) / m.duration)
      c += m.across * MinimumJerkStroke.profile((t - m.start - m.crossLag) / m.duration)
    }
    add(first)
    if let second { add(second) }
    if let third { add(third) }
    return (a, c)
  }

  /// The along-axis velocity at time t (points/s).
  func alongVelocity(at t: Double) -> Double {
    var v = 0.0
    func add(_ m: SubMovement) {
      v += m.along / m.duration * MinimumJerkStroke.profileSlope((t - m.start) / m.duration)
    }
    add(first)
    if let second { add(second) }
    if let third { add(third) }
    return v
  }
}
