extension CubicBezier {
  /// y(x) for every input, written to `outputs[i]` (browser-compatible extrapolation outside
  /// [0, 1]); the same values as ``value(at:)``, four at a time with SIMD arithmetic.
  ///
  /// For engines that ease many values per frame. Groups of four inputs inside (0, 1) whose
  /// table segments are all on the fast path run as one SIMD4 computation (table gather, Hermite
  /// guess, one division-free Newton step, y); any other group falls back to ``value(at:)`` lane
  /// by lane.
  /// Allocates nothing.
  ///
  /// - Precondition: `outputs.count >= inputs.count`.
  @inlinable
  public func values(
    at inputs: UnsafeBufferPointer<Double>, into outputs: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(outputs.count >= inputs.count, "outputs shorter than inputs")
    let n = inputs.count
    var i = 0
    guard let xBase = UnsafeRawPointer(inputs.baseAddress),
      let yBase = UnsafeMutableRawPointer(outputs.baseAddress)
    else { return }
    // Loop invariants in locals: stores through yBase could alias `self`, which would make LLVM
    // reload every coefficient in every iteration.
    let ax = SIMD4(repeating: self.ax)
    let bx = SIMD4(repeating: self.bx)
    let cx = SIMD4(repeating: self.cx)
    let ax3 = SIMD4(repeating: self.ax3)
    let ay = SIMD4(repeating: self.ay)
    let by = SIMD4(repeating: self.by)
    let cy = SIMD4(repeating: self.cy)
    let scale = SIMD4(repeating: Double(CubicBezier.intervals))
    let magic = SIMD4<Double>(repeating: 0x1p52)
    let two = SIMD4<Double>(repeating: 2)
    let mask = SIMD4<UInt64>(repeating: UInt64(CubicBezier.indexMask))
    let segmentStride = MemoryLayout<BezierTableSegment>.stride
    let block = 256
    withUnsafeTemporaryAllocation(of: Double.self, capacity: block) { scratch in
      table.withUnsafeBytes { tab in
        guard let base = tab.baseAddress, let rBase = UnsafeMutableRawPointer(scratch.baseAddress)
        else { return }
        while i + 4 <= n {
          let end = min(i + block, n & ~3)
          // Pass 1: segment lookup, Hermite guess g and table reciprocal slope r₀ (g parked in
          // the output buffer, r₀ in scratch). Splitting the work into two short dependency
          // chains lets the out-of-order core overlap many more groups than one long chain.
          // Block checks kept as arithmetic (cheaper than reducing lane masks): the smallest and
          // largest input, and a sum of guesses that is NaN if any lane hit a slow segment (NaN
          // c0) or had a NaN or infinite input.
          var lowest = SIMD4<Double>(repeating: 0.5)
          var highest = SIMD4<Double>(repeating: 0.5)
          var guesses = SIMD4<Double>.zero
          var j = i
          while j < end {
            let x = xBase.loadUnaligned(fromByteOffset: j &* 8, as: SIMD4<Double>.self)
            let u = x * scale
            // Adding 2⁵² rounds u to the nearest integer k in the low mantissa bits. The index
            // is masked into the padded table, so the gather is in bounds even for lanes
            // outside (0, 1); those lanes are recomputed after pass 2.
            let shifted = u + magic
            let f = u - (shifted - magic)
            let k = unsafeBitCast(shifted, to: SIMD4<UInt64>.self) & mask
            let o0 = Int(truncatingIfNeeded: k[0]) &* segmentStride
            let o1 = Int(truncatingIfNeeded: k[1]) &* segmentStride
            let o2 = Int(truncatingIfNeeded: k[2]) &* segmentStride
            let o3 = Int(truncatingIfNeeded: k[3]) &* segmentStride
            let a0 = base.loadUnaligned(fromByteOffset: o0, as: SIMD2<Double>.self)
            let a1 = base.loadUnaligned(fromByteOffset: o1, as: SIMD2<Double>.self)
            let a2 = base.loadUnaligned(fromByteOffset: o2, as: SIMD2<Double>.self)
            let a3 = base.loadUnaligned(fromByteOffset: o3, as: SIMD2<Double>.self)
            let b0 = base.loadUnaligned(fromByteOffset: o0 &+ 16, as: SIMD2<Double>.self)
            let b1 = base.loadUnaligned(fromByteOffset: o1 &+ 16, as: SIMD2<Double>.self)
            let b2 = base.loadUnaligned(fromByteOffset: o2 &+ 16, as: SIMD2<Double>.self)
            let b3 = base.loadUnaligned(fromByteOffset: o3 &+ 16, as: SIMD2<Double>.self)
            let c0 = SIMD4(a0[0], a1[0], a2[0], a3[0])
            let c1 = SIMD4(a0[1], a1[1], a2[1], a3[1])
            let c2 = SIMD4(b0[0], b1[0], b2[0], b3[0])
            let c3 = SIMD4(b0[1], b1[1], b2[1], b3[1])
            // BezierTableSegment.parameter(f:x:ax:bx:cx:ax3:bx2:scale:), part 1.
            let p1 = c3 * f + c2
            let p2 = p1 * f + c1
            let guess = p2 * f + c0
            let q2 = c3 * f + p1
            let r0 = (q2 * f + p2) * scale
            yBase.storeBytes(of: guess, toByteOffset: j &* 8, as: SIMD4<Double>.self)
            rBase.storeBytes(of: r0, toByteOffset: (j &- i) &* 8, as: SIMD4<Double>.self)
            lowest = lowest.replacing(with: x, where: x .< lowest)
            highest = highest.replacing(with: x, where: x .> highest)
            guesses += guess
            j &+= 4
          }
          // Pass 2: the Newton step for the reciprocal, the Chebyshev step and y.
          j = i
          while j < end {
            let x = xBase.loadUnaligned(fromByteOffset: j &* 8, as: SIMD4<Double>.self)
            let guess = UnsafeRawPointer(yBase).loadUnaligned(
              fromByteOffset: j &* 8, as: SIMD4<Double>.self)
            let r0 = UnsafeRawPointer(rBase).loadUnaligned(
              fromByteOffset: (j &- i) &* 8, as: SIMD4<Double>.self)
            let residual = ((ax * guess + bx) * guess + cx) * guess - x
            let halfCurvature = ax3 * guess + bx
            let slope = (halfCurvature + bx) * guess + cx
            let r1 = r0 * (two - slope * r0)
            let r = r1 * (two - slope * r1)
            let delta = residual * r
            let s = guess - delta - halfCurvature * r * delta * delta
            let y = ((ay * s + by) * s + cy) * s
            yBase.storeBytes(of: y, toByteOffset: j &* 8, as: SIMD4<Double>.self)
            j &+= 4
          }
          if _slowPath(
            !(lowest.min() > 0 && highest.max() < 1 && !guesses.sum().isNaN))
          {
            repairBlock(inputs, outputs, i, end)
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
  /// falls on a slow segment (out of line: keeps the SIMD loop small).
  @usableFromInline @inline(never)
  func repairBlock(
    _ inputs: UnsafeBufferPointer<Double>, _ outputs: UnsafeMutableBufferPointer<Double>,
    _ start: Int, _ end: Int
  ) {
    for j in start..<end {
      let x = inputs[j]
      if x > 0 && x < 1 && !table[CubicBezier.segmentIndex(x)].c0.isNaN { continue }
      outputs[j] = value(at: x)
    }
  }

  /// y(x) for every input, as a new array (see ``values(at:into:)``).
  public func values(at inputs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { buffer, count in
      inputs.withUnsafeBufferPointer { values(at: $0, into: buffer) }
      count = inputs.count
    }
  }
}
