import AllocationCounting
import AnimationMath

extension SpringBenchMain {
  /// Cubic-bezier y(x) at N inputs x = (i + 0.5)/N (notes/performance-anchors.md workload B).
  ///
  /// `bezier.<curve>` uses the batch API of ``CubicBezier/Table`` (inputs generated in
  /// 1024-element chunks, evaluated with SIMD, summed four lanes at a time);
  /// `bezier.scalar.<curve>` calls the curve's `value(at:)` once per input and
  /// `bezier.table-scalar.<curve>` the table's; `bezier.init` builds a curve and evaluates it
  /// once, `bezier.table-init` builds a table (boundary solves and segment checks).
  static var easingKernels: [BenchmarkKernel] {
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    let back = CubicBezier(0.68, -0.55, 0.265, 1.55)
    return [
      batchKernel("bezier.ease-in-out", easeInOut),
      batchKernel("bezier.back", back),
      scalarKernel("bezier.scalar.ease-in-out", easeInOut),
      scalarKernel("bezier.scalar.back", back),
      tableScalarKernel("bezier.table-scalar.ease-in-out", easeInOut),
      BenchmarkKernel(name: "bezier.table-init", operations: 2_000, unit: "table") { n in
        {
          var sum = 0.0
          for i in 0..<n {
            let u = (Double(i) + 0.5) / Double(n)
            sum += CubicBezier.Table(CubicBezier(u, 0.1, 1 - u, 0.9)).value(at: 0.3)
          }
          return sum
        }
      },
      BenchmarkKernel(name: "bezier.init", operations: 2_000, unit: "curve") { n in
        {
          var sum = 0.0
          for i in 0..<n {
            let u = (Double(i) + 0.5) / Double(n)
            sum += CubicBezier(u, 0.1, 1 - u, 0.9).value(at: 0.3)
          }
          return sum
        }
      },
      easingKernel("easing.parsed.ease-in-out", "ease-in-out"),
      easingKernel("easing.parsed.cubic-bezier", "cubic-bezier(0.42, 0, 0.58, 1)"),
      easingKernel("easing.parsed.emphasized", "emphasized"),
      firstValueKernel("easing.first-value.cubic-bezier", "cubic-bezier(.2,.8,.2,1)"),
      firstValueKernel("easing.first-value.ease-in-out", "ease-in-out"),
      firstValueKernel("easing.first-value.linear", "linear(0, 0.25 20%, 0.6 45%, 0.9 75%, 1)"),
      firstValueKernel("easing.first-value.steps", "steps(4, jump-start)"),
      firstValueKernel("easing.first-value.spring", "spring(response=0.4,dampingRatio=0.8)"),
      // The anchors of the first-value kernels (issue 44: named and cubic-bezier within 2×): a
      // WebKit-style UnitBezier built from its four numbers (no text to parse) and solved at the
      // same 60 frames — ease-in-out's, and the cubic-bezier kernel's.
      unitBezierKernel("easing.first-value.unitbezier", 0.42, 0, 0.58, 1),
      unitBezierKernel("easing.first-value.unitbezier.custom", 0.2, 0.8, 0.2, 1),
    ]
  }

  /// A parsed ``Easing`` evaluated like `bezier.scalar.*` (compare `easing.parsed.ease-in-out`
  /// and `easing.parsed.cubic-bezier` with `bezier.scalar.ease-in-out`: the same curve).
  static func easingKernel(_ name: String, _ text: String) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 10_000_000, unit: "y(x)") { n in
      let curve = parsedEasing(text)
      return {
        let inverse = 1 / Double(n)
        var sum = 0.0
        for i in 0..<n { sum += curve.value(at: (Double(i) + 0.5) * inverse) }
        return sum * inverse
      }
    }
  }

  /// "First value": what an animation that starts now pays: parse the CSS text, build the curve
  /// and evaluate it at the 60 frames of a one-second animation (x = 1/60 … 1).
  static func firstValueKernel(_ name: String, _ text: String) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 20_000, unit: "parse + 60 y(x)") { n in
      {
        var sum = 0.0
        for _ in 0..<n {
          let curve = parsedEasing(text)
          for frame in 1...60 { sum += curve.value(at: Double(frame) / 60) }
        }
        return sum
      }
    }
  }

  /// Builds a ``UnitBezier`` and solves it at the 60 frames, per operation (the last control
  /// value moves by an ulp every other build, so the construction cannot be hoisted).
  static func unitBezierKernel(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
  ) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 20_000, unit: "build + 60 y(x)") { n in
      {
        var sum = 0.0
        for i in 0..<n {
          let curve = UnitBezier(x1, y1, x2, y2 + Double(i & 1) * 0x1p-52)
          for frame in 1...60 { sum += curve.solve(Double(frame) / 60) }
        }
        return sum
      }
    }
  }

  static func parsedEasing(_ text: String) -> Easing {
    do {
      return try Easing(parsing: text)
    } catch {
      fail("easing '\(text)': \(error)")
    }
  }

  static func scalarKernel(_ name: String, _ curve: CubicBezier) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 10_000_000, unit: "y(x)") { n in
      {
        let inverse = 1 / Double(n)
        var sum = 0.0
        for i in 0..<n { sum += curve.value(at: (Double(i) + 0.5) * inverse) }
        return sum * inverse
      }
    }
  }

  static func tableScalarKernel(_ name: String, _ bezier: CubicBezier) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 10_000_000, unit: "y(x)") { n in
      let curve = CubicBezier.Table(bezier)
      return {
        let inverse = 1 / Double(n)
        var sum = 0.0
        for i in 0..<n { sum += curve.value(at: (Double(i) + 0.5) * inverse) }
        return sum * inverse
      }
    }
  }

  /// Inputs are written and outputs summed four at a time (a serial `sum += y` chain of
  /// dependent additions would cost more than the evaluation; the C loop it is compared with
  /// reassociates its sum too).
  static func batchKernel(_ name: String, _ bezier: CubicBezier) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 10_000_000, unit: "y(x)") { n in
      let curve = CubicBezier.Table(bezier)
      return {
        let inverse = 1 / Double(n)
        let chunk = 1024
        var xs = [Double](repeating: 0, count: chunk)
        var ys = [Double](repeating: 0, count: chunk)
        var lanes = SIMD4<Double>.zero
        var tail = 0.0
        var start = 0
        xs.withUnsafeMutableBufferPointer { xb in
          ys.withUnsafeMutableBufferPointer { yb in
            guard let xp = UnsafeMutableRawPointer(xb.baseAddress),
              let yp = UnsafeRawPointer(yb.baseAddress)
            else { return }
            while start < n {
              let count = min(chunk, n - start)
              // (i + 0.5)·(1/N) exactly as the scalar kernel computes it (integers < 2⁵² are exact).
              var index = SIMD4<Double>(0.5, 1.5, 2.5, 3.5) + Double(start)
              var j = 0
              while j + 4 <= count {
                xp.storeBytes(of: index * inverse, toByteOffset: j * 8, as: SIMD4<Double>.self)
                index += 4
                j += 4
              }
              while j < count {
                xb[j] = (Double(start + j) + 0.5) * inverse
                j += 1
              }
              curve.values(at: UnsafeBufferPointer(rebasing: xb[0..<count]), into: yb)
              j = 0
              while j + 4 <= count {
                lanes += yp.loadUnaligned(fromByteOffset: j * 8, as: SIMD4<Double>.self)
                j += 4
              }
              while j < count {
                tail += yb[j]
                j += 1
              }
              start += count
            }
          }
        }
        return (lanes.sum() + tail) * inverse
      }
    }
  }
}

extension SpringBenchMain {
  /// The curves `--allocations` parses, with the most heap allocations each may make (issue 44:
  /// none for named curves, `cubic-bezier()` and `steps()`; at most 4 for a spring easing).
  static let parseAllocationGoals: [(text: String, limit: Int)] = [
    ("ease-in-out", 0), ("easeOutCubic", 0), ("cubic-bezier(0.2, 0, 0, 1)", 0),
    ("steps(4, jump-end)", 0), ("spring(response=0.4,dampingRatio=0.8)", 4),
    ("spring(mass=1,stiffness=170,damping=26,velocity=2)", 4),
    ("spring(duration=0.5, bounce=0.2)", 4),
  ]

  /// `spring-bench --allocations`: the heap allocations of one `Easing(parsing:)` of each curve
  /// in ``parseAllocationGoals`` (the fewest of three parses, so one-time static tables are not
  /// counted), in this optimised build; `false` when one is over its goal.
  static func parseAllocations() -> Bool {
    guard allocation_counting_is_available() != 0 else {
      print("allocation counting needs glibc; nothing counted")
      return true
    }
    var withinGoals = true
    for (text, limit) in parseAllocationGoals {
      var fewest = Int.max
      for _ in 0..<3 {
        allocation_counting_begin()
        let parsed = try? Easing(parsing: text)
        let count = allocation_counting_end()
        precondition(parsed != nil, "\(text) must parse")
        fewest = min(fewest, count)
      }
      let verdict = fewest <= limit ? "ok" : "OVER"
      if fewest > limit { withinGoals = false }
      print(
        text.padding(toLength: 52, withPad: " ", startingAt: 0)
          + "\(fewest) allocations (goal ≤ \(limit)) \(verdict)")
    }
    return withinGoals
  }
}

/// The anchor of the first-value kernels: the cubic Bézier solver browsers ship (WebKit's and
/// Chromium's `UnitBezier`, written here from its published algorithm): power-basis
/// coefficients, up to 8 Newton steps on x(s) to within 1e-7, bisection where Newton stalls.
struct UnitBezier {
  let ax, bx, cx, ay, by, cy: Double

  init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1y
    by = 3 * (p2y - p1y) - cy
    ay = 1 - cy - by
  }

  func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  func solveX(_ x: Double) -> Double {
    let epsilon = 1e-7
    var s = x
    for _ in 0..<8 {
      let error = self.x(s) - x
      if abs(error) < epsilon { return s }
      let slope = dx(s)
      if abs(slope) < 1e-6 { break }
      s -= error / slope
    }
    var lo = 0.0
    var hi = 1.0
    s = x
    while lo < hi {
      let value = self.x(s)
      if abs(value - x) < epsilon { return s }
      if x > value { lo = s } else { hi = s }
      s = (hi - lo) * 0.5 + lo
      if hi - lo < 1e-15 { break }
    }
    return s
  }

  @inline(never)
  func solve(_ x: Double) -> Double {
    y(solveX(Swift.min(Swift.max(x, 0), 1)))
  }
}
