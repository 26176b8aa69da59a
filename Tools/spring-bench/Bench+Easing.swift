import AnimationMath

extension SpringBenchMain {
  /// Cubic-bezier y(x) at N inputs x = (i + 0.5)/N (notes/performance-anchors.md workload B).
  ///
  /// `bezier.<curve>` uses the batch API (inputs generated in 1024-element chunks, evaluated
  /// with SIMD, summed); `bezier.scalar.<curve>` calls `value(at:)` once per input;
  /// `bezier.init` builds curves (table and interval checks).
  static var easingKernels: [BenchmarkKernel] {
    let easeInOut = CubicBezier(0.42, 0, 0.58, 1)
    let back = CubicBezier(0.68, -0.55, 0.265, 1.55)
    return [
      batchKernel("bezier.ease-in-out", easeInOut),
      batchKernel("bezier.back", back),
      scalarKernel("bezier.scalar.ease-in-out", easeInOut),
      scalarKernel("bezier.scalar.back", back),
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
    ]
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

  static func batchKernel(_ name: String, _ curve: CubicBezier) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 10_000_000, unit: "y(x)") { n in
      {
        let inverse = 1 / Double(n)
        let chunk = 1024
        var xs = [Double](repeating: 0, count: chunk)
        var ys = [Double](repeating: 0, count: chunk)
        var sum = 0.0
        var start = 0
        xs.withUnsafeMutableBufferPointer { xb in
          ys.withUnsafeMutableBufferPointer { yb in
            while start < n {
              let count = min(chunk, n - start)
              for j in 0..<count { xb[j] = (Double(start + j) + 0.5) * inverse }
              curve.values(at: UnsafeBufferPointer(rebasing: xb[0..<count]), into: yb)
              for j in 0..<count { sum += yb[j] }
              start += count
            }
          }
        }
        return sum * inverse
      }
    }
  }
}
