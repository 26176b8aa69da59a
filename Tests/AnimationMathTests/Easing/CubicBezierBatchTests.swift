import Testing

@testable import AnimationMath

@Suite("CubicBezier batch evaluation")
struct CubicBezierBatchTests {
  /// The table and the table-free scalar path are both within ~1e-15 of the exact curve;
  /// 2e-15: the two errors may add.
  @Test("the table agrees with the curve's own value(at:)")
  func tableMatchesCurve() {
    var rng = SplitMix64(seed: 5)
    let inputs = (0..<2000).map { _ in rng.nextUnit() } + [-0.5, 0, 1, 1.5]
    for curve in [
      CubicBezier(0.42, 0, 0.58, 1), CubicBezier(0.68, -0.55, 0.265, 1.55),
      CubicBezier(0, 0, 0.58, 1), CubicBezier(1, 0, 0, 1), CubicBezier(0, 1, 0, 1),
    ] {
      let table = CubicBezier.Table(curve)
      #expect(table.curve == curve)
      for x in inputs {
        let error = abs(table.value(at: x) - curve.value(at: x))
        #expect(error <= 2e-15, "\(curve) at \(x): table and curve differ by \(error)")
      }
    }
  }

  /// The SIMD path performs the scalar path's operations in the same order, so the results are
  /// identical (exact `==` is the promise), including groups that fall back (outside [0, 1],
  /// slow intervals next to vertical tangents) and the tail.
  @Test("values(at:) equals value(at:) bit for bit")
  func matchesScalar() {
    var rng = SplitMix64(seed: 7)
    let inputs = (0..<1003).map { i in i % 97 == 0 ? rng.nextUnit() * 3 - 1 : rng.nextUnit() }
    for c in [
      CubicBezier(0.42, 0, 0.58, 1), CubicBezier(0.68, -0.55, 0.265, 1.55),
      CubicBezier(0, 0, 0.58, 1),
      CubicBezier(1, 0, 0, 1),
    ].map(CubicBezier.Table.init) {
      let batch = c.values(at: inputs)
      #expect(batch.count == inputs.count)
      for (x, y) in zip(inputs, batch) {
        #expect(y == c.value(at: x), "\(c) at \(x)")
      }
    }
    #expect(CubicBezier.Table(CubicBezier(0.25, 0.1, 0.25, 1)).values(at: []).isEmpty)
  }

  /// Blocks entirely inside (0, 1) take the two-pass path; blocks with an end point, an input
  /// outside [0, 1] or a NaN take the group-by-group path; slow segments are repaired after the
  /// block. Every output must still equal value(at:) bit for bit (NaN for NaN).
  @Test("two-pass blocks, repaired lanes and special inputs equal value(at:)")
  func blocks() {
    var rng = SplitMix64(seed: 11)
    var inputs = (0..<1500).map { _ in rng.nextUnit() }
    inputs += (0..<700).map { Double($0) / 700 }  // includes 0 (an edge) in a block
    inputs[1100] = .nan  // alone in a block of inputs inside (0, 1)
    inputs[1600] = 1
    inputs[1900] = .nan
    inputs[1950] = .infinity
    inputs[1990] = -.infinity
    inputs[2010] = 1.5
    inputs += [0.25, 0.5, 0.75]  // tail shorter than a group
    for c in [
      CubicBezier(0.42, 0, 0.58, 1), CubicBezier(0.68, -0.55, 0.265, 1.55),
      CubicBezier(1, 0, 0, 1), CubicBezier(0, 1, 0, 1),
    ].map(CubicBezier.Table.init) {
      let batch = c.values(at: inputs)
      for (x, y) in zip(inputs, batch) {
        let scalar = c.value(at: x)
        #expect(y == scalar || (y.isNaN && scalar.isNaN), "\(c) at \(x)")
      }
    }
  }
}
