import AnimationMath

extension SpringBenchMain {
  /// Cubic-bezier y(x) at N inputs x = (i + 0.5)/N (notes/performance-anchors.md workload B).
  static var easingKernels: [BenchmarkKernel] {
    [
      bezierKernel("bezier.ease-in-out", CubicBezier(0.42, 0, 0.58, 1)),
      bezierKernel("bezier.back", CubicBezier(0.68, -0.55, 0.265, 1.55)),
    ]
  }

  static func bezierKernel(_ name: String, _ curve: CubicBezier) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 10_000_000, unit: "y(x)") { n in
      {
        let inverse = 1 / Double(n)
        var sum = 0.0
        for i in 0..<n { sum += curve.value(at: (Double(i) + 0.5) * inverse) }
        return sum * inverse
      }
    }
  }
}
