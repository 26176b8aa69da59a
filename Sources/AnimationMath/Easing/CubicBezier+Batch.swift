extension CubicBezier.Table {
  /// y(x) for every input, written to `outputs[i]` (browser-compatible extrapolation outside
  /// [0, 1]); the same bits as ``value(at:)``, four at a time with SIMD arithmetic.
  ///
  /// For engines that ease many values per frame. Inputs inside (0, 1) whose table segments are
  /// on the fast path run as SIMD4 computations (table gather, Hermite guess, division-free
  /// Newton and Chebyshev steps, y); inputs outside (0, 1) and on slow segments fall back to
  /// ``value(at:)`` one by one. Allocates nothing (a 1 KiB scratch buffer lives on the stack).
  ///
  /// - Precondition: `outputs.count >= inputs.count`.
  @inlinable
  public func values(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(outputs.count >= inputs.count, "outputs shorter than inputs")
    let n = inputs.count
    guard let xs = inputs.baseAddress, let ys = outputs.baseAddress else { return }
    let block = BezierBatchKernel.block
    var i = 0
    table.withUnsafeBufferPointer { table in
      guard let coefficients = table.baseAddress else { return }
      // Loop invariants in a local value: stores through `ys` could alias `self`, which would
      // make LLVM reload every coefficient in every iteration.
      let kernel = BezierBatchKernel(self, coefficients)
      withUnsafeTemporaryAllocation(of: SIMD4<Double>.self, capacity: block / 4) { scratch in
        guard let reciprocals = scratch.baseAddress else { return }
        while i &+ 4 <= n {
          let end = Swift.min(i &+ block, n & ~3)
          if kernel.isInside(xs, i, end) {
            // Two passes over the block, each a short dependency chain, so the out-of-order
            // core overlaps many groups: pass 1 parks the guess in `ys` and the reciprocal
            // slope in scratch; pass 2 finishes. The guess sum is NaN if any lane hit a slow
            // segment (NaN c0) or had a NaN input.
            var guesses = SIMD4<Double>.zero
            var j = i
            while j < end {
              let (g, r) = kernel.guess(BezierBatchKernel.load(xs, j))
              BezierBatchKernel.store(g, ys, j)
              reciprocals[(j &- i) &>> 2] = r
              guesses += g
              j &+= 4
            }
            // One loop per reciprocal-step count (the flag is constant for the curve).
            j = i
            if kernel.twoSteps {
              while j < end {
                let y = kernel.value(
                  BezierBatchKernel.load(xs, j), guess: BezierBatchKernel.load(ys, j),
                  reciprocal: reciprocals[(j &- i) &>> 2], twoSteps: true)
                BezierBatchKernel.store(y, ys, j)
                j &+= 4
              }
            } else {
              while j < end {
                let y = kernel.value(
                  BezierBatchKernel.load(xs, j), guess: BezierBatchKernel.load(ys, j),
                  reciprocal: reciprocals[(j &- i) &>> 2], twoSteps: false)
                BezierBatchKernel.store(y, ys, j)
                j &+= 4
              }
            }
            if _slowPath(guesses.sum().isNaN) { repair(inputs, outputs, i, end) }
          } else {
            // Some input outside (0, 1): one group at a time.
            var j = i
            while j < end {
              let x = BezierBatchKernel.load(xs, j)
              if all((x .> 0) .& (x .< 1)) {
                let (g, r) = kernel.guess(x)
                let y = kernel.value(x, guess: g, reciprocal: r, twoSteps: kernel.twoSteps)
                BezierBatchKernel.store(y, ys, j)
                if _slowPath(g.sum().isNaN) { repair(inputs, outputs, j, j &+ 4) }
              } else {
                scalarGroup(inputs, outputs, j)
              }
              j &+= 4
            }
          }
          i = end
        }
      }
    }
    while i < n {
      outputs[i] = value(at: inputs[i])
      i += 1
    }
  }

  /// Recomputes, one by one, the outputs in `start..<end` whose input is outside (0, 1) or
  /// falls on a slow segment (out of line: keeps the SIMD loops small).
  @usableFromInline @inline(never)
  func repair(
    _ inputs: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
    _ start: Int, _ end: Int
  ) {
    for j in start..<end {
      let x = inputs[j]
      if x > 0 && x < 1 && !table[CubicBezier.Table.segmentIndex(x)].isNaN { continue }
      outputs[j] = value(at: x)
    }
  }

  /// The four outputs from `start` one by one (out of line: keeps the SIMD loops small).
  @usableFromInline @inline(never)
  func scalarGroup(
    _ inputs: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
    _ start: Int
  ) {
    for j in start..<(start + 4) { outputs[j] = value(at: inputs[j]) }
  }

  /// y(x) for every input, as a new array (see ``values(at:into:)``).
  public func values(at inputs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { buffer, count in
      inputs.withUnsafeBufferPointer { values(at: $0, into: buffer) }
      count = inputs.count
    }
  }
}

/// The fast path of ``CubicBezier`` four lanes at a time: the same operations in the same order
/// as ``BezierTableSegment/parameter(f:x:ax:bx:cx:ax3:scale:twoSteps:)`` and
/// ``CubicBezier/Table/interiorValue(_:)``, so batch and scalar results are identical.
@usableFromInline
struct BezierBatchKernel {
  /// Inputs per block of the two-pass loop: 128, so the scratch row of reciprocals is 1 KiB,
  /// which `withUnsafeTemporaryAllocation` always puts on the stack (no run-time check).
  @usableFromInline static let block = 128

  @usableFromInline let c0: UnsafePointer<Double>
  @usableFromInline let c1: UnsafePointer<Double>
  @usableFromInline let c2: UnsafePointer<Double>
  @usableFromInline let c3: UnsafePointer<Double>
  @usableFromInline let ax: SIMD4<Double>
  @usableFromInline let bx: SIMD4<Double>
  @usableFromInline let cx: SIMD4<Double>
  @usableFromInline let ax3: SIMD4<Double>
  @usableFromInline let ay: SIMD4<Double>
  @usableFromInline let by: SIMD4<Double>
  @usableFromInline let cy: SIMD4<Double>
  @usableFromInline let twoSteps: Bool

  @inlinable
  init(_ lookup: CubicBezier.Table, _ table: UnsafePointer<Double>) {
    let curve = lookup.curve
    let m = CubicBezier.Table.segments
    c0 = table
    c1 = table + m
    c2 = table + 2 * m
    c3 = table + 3 * m
    ax = SIMD4(repeating: curve.ax)
    bx = SIMD4(repeating: curve.bx)
    cx = SIMD4(repeating: curve.cx)
    ax3 = SIMD4(repeating: 3 * curve.ax)
    ay = SIMD4(repeating: curve.ay)
    by = SIMD4(repeating: curve.by)
    cy = SIMD4(repeating: curve.cy)
    twoSteps = lookup.twoReciprocalSteps
  }

  @inlinable @inline(__always)
  static func load(_ base: UnsafePointer<Double>, _ i: Int) -> SIMD4<Double> {
    UnsafeRawPointer(base + i).loadUnaligned(as: SIMD4<Double>.self)
  }

  @inlinable @inline(__always)
  static func load(_ base: UnsafeMutablePointer<Double>, _ i: Int) -> SIMD4<Double> {
    UnsafeRawPointer(base + i).loadUnaligned(as: SIMD4<Double>.self)
  }

  @inlinable @inline(__always)
  static func store(_ v: SIMD4<Double>, _ base: UnsafeMutablePointer<Double>, _ i: Int) {
    UnsafeMutableRawPointer(base + i).storeBytes(of: v, as: SIMD4<Double>.self)
  }

  /// Whether every input in `start..<end` is a number in (0, 1), except that NaN may slip
  /// through (it gathers segment 0, which is in bounds, and turns the guess into NaN).
  @inlinable @inline(__always)
  func isInside(_ xs: UnsafePointer<Double>, _ start: Int, _ end: Int) -> Bool {
    var lowest = SIMD4<Double>(repeating: 0.5)
    var highest = SIMD4<Double>(repeating: 0.5)
    var j = start
    while j < end {
      let x = BezierBatchKernel.load(xs, j)
      // Written as x86's minpd/maxpd select (in place: no register copies).
      lowest = x.replacing(with: lowest, where: lowest .< x)
      highest = x.replacing(with: highest, where: highest .> x)
      j &+= 4
    }
    return lowest.min() > 0 && highest.max() < 1
  }

  /// Pass 1: segment lookup, Hermite guess g and reciprocal slope r₀ (in bounds for x in
  /// [0, 1], NaN or ±infinity).
  @inlinable @inline(__always)
  func guess(_ x: SIMD4<Double>) -> (guess: SIMD4<Double>, reciprocal: SIMD4<Double>) {
    let scale = SIMD4<Double>(repeating: Double(CubicBezier.Table.intervals))
    let magic = SIMD4<Double>(repeating: 0x1p52)
    let u = x * scale
    // Adding 2⁵² rounds u to the nearest integer k, which lands in the low 16 bits of each lane
    // (one `pextrw` per lane; the coefficient rows are then read with scaled loads).
    let shifted = u + magic
    let f = u - (shifted - magic)
    let words = unsafeBitCast(shifted, to: SIMD16<UInt16>.self)
    let k0 = Int(words[0])
    let k1 = Int(words[4])
    let k2 = Int(words[8])
    let k3 = Int(words[12])
    let a0 = SIMD4(c0[k0], c0[k1], c0[k2], c0[k3])
    let a1 = SIMD4(c1[k0], c1[k1], c1[k2], c1[k3])
    let a2 = SIMD4(c2[k0], c2[k1], c2[k2], c2[k3])
    let a3 = SIMD4(c3[k0], c3[k1], c3[k2], c3[k3])
    let p1 = a3 * f + a2
    let p2 = p1 * f + a1
    let g = p2 * f + a0
    let q2 = a3 * f + p1
    return (g, (q2 * f + p2) * scale)
  }

  /// Pass 2: the reciprocal's Newton step(s), the Chebyshev step and y.
  @inlinable @inline(__always)
  func value(
    _ x: SIMD4<Double>, guess g: SIMD4<Double>, reciprocal r0: SIMD4<Double>, twoSteps: Bool
  ) -> SIMD4<Double> {
    let two = SIMD4<Double>(repeating: 2)
    let residual = ((ax * g + bx) * g + cx) * g - x
    let halfCurvature = ax3 * g + bx
    let slope = (halfCurvature + bx) * g + cx
    var r = r0 * (two - slope * r0)
    if twoSteps { r = r * (two - slope * r) }
    let delta = residual * r
    let s = g - delta - halfCurvature * r * delta * delta
    return ((ay * s + by) * s + cy) * s
  }
}
