extension CubicBezier {
  /// The smallest and largest y over inputs x ∈ `inputs`, under `extrapolation` outside [0, 1].
  ///
  /// Like Chromium's `CubicBezier::GetRange`: the extremes are at the ends of the range, at x = 0
  /// or 1 (where the extrapolated lines meet the curve) or at a parameter where dy/ds = 0 (roots
  /// of a quadratic). A NaN bound gives NaN...NaN is impossible: NaN bounds are treated as 0...1.
  public func outputRange(
    over inputs: ClosedRange<Double> = 0...1,
    extrapolation: EasingExtrapolation = .browserCompatible
  ) -> ClosedRange<Double> {
    var candidates = [inputs.lowerBound, inputs.upperBound]
    if inputs.contains(0) { candidates.append(0) }
    if inputs.contains(1) { candidates.append(1) }
    var lo = value(at: inputs.lowerBound, extrapolation: extrapolation)
    var hi = lo
    for x in candidates {
      let y = value(at: x, extrapolation: extrapolation)
      lo = min(lo, y)
      hi = max(hi, y)
    }
    // dy/ds / 3 = b0 (1 − s)² + 2 b1 (1 − s) s + b2 s² = a s² + b s + c.
    let b0 = y1
    let b1 = y2 - y1
    let b2 = 1 - y2
    let a = b0 - 2 * b1 + b2
    let b = 2 * (b1 - b0)
    let c = b0
    var roots: [Double] = []
    if a == 0 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let disc = b * b - 4 * a * c
      if disc >= 0 {
        let q = -0.5 * (b + (b < 0 ? -1 : 1) * disc.squareRoot())
        if q != 0 { roots.append(c / q) }
        roots.append(q / a)
      }
    }
    for s in roots where s > 0 && s < 1 {
      let p = point(atParameter: s)
      if inputs.contains(p.x) {
        lo = min(lo, p.y)
        hi = max(hi, p.y)
      }
    }
    return lo...hi
  }
}
