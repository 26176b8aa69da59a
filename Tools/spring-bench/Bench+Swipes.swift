import AnimationMath
import SwipeTuning

extension SpringBenchMain {
  /// Swipe-model kernels: population generation and hand-off feel metrics.
  static var swipeKernels: [BenchmarkKernel] {
    [
      BenchmarkKernel(name: "swipe.generate", operations: 20_000, unit: "swipe") { ops in
        let generator = SwipeGenerator(seed: 42)
        var buffer: [TouchSample] = []
        buffer.reserveCapacity(256)
        return {
          var checksum = 0.0
          for i in 0..<ops {
            generator.generate(index: i, into: &buffer)
            checksum += buffer[buffer.count - 1].position.x
          }
          return checksum
        }
      },
      BenchmarkKernel(name: "swipe.feel", operations: 200_000, unit: "hand-off") { ops in
        let inputs = handoffInputs(ops)
        let kernels = feelSprings.map { SpringHandoff(spring: $0, bounds: FeelBounds()) }
        return {
          // Hand-off i uses spring i mod 8, one spring at a time as the sweep does (a kernel
          // taken out of the array per call would add a copy of its table reference per call).
          var checksum = 0.0
          for (j, kernel) in kernels.enumerated() {
            for i in stride(from: j, to: ops, by: 8) {
              let (from, to, v) = inputs[i]
              let m = kernel.metrics(from: from, to: to, velocity: v)
              checksum += m.arrivalTime + m.settlingTime + m.overshoot + m.backwardTravel
            }
          }
          return checksum
        }
      },
      // The same metrics from AnimationMath's general SpringMotion API (arrivalTime,
      // settlingTime, extrema): the reference the kernel is tested against.
      BenchmarkKernel(name: "swipe.reference.feel", operations: 50_000, unit: "hand-off") { ops in
        let inputs = handoffInputs(ops)
        let springs = feelSprings
        return {
          var checksum = 0.0
          for i in 0..<ops {
            let (from, to, v) = inputs[i]
            let motion = SpringMotion(
              spring: springs[i & 7], from: from, to: to, initialVelocity: v)
            checksum += motion.arrivalTime(within: .absolute(1))
            checksum += motion.settlingTime(within: .absolute(1))
            checksum += motion.peakOvershoot.map { abs($0.displacement) } ?? 0
            if (from - to) * v > 0, let e = motion.firstExtremum { checksum += abs(e.displacement) }
          }
          return checksum
        }
      },
    ]
  }

  /// Eight springs across the sweep's usual range: ζ 0.5–1.2, response 0.3–0.6 s.
  private static let feelSprings: [Spring] = (0..<8).map {
    Spring(dampingRatio: 0.5 + 0.1 * Double($0), response: 0.3 + 0.05 * Double($0 % 7))
  }

  /// Hand-offs like a swipe population's: release anywhere on a default-width screen (390 pt),
  /// to 0 or the width, velocity ±3000 pt/s.
  private static func handoffInputs(_ n: Int) -> [(Double, Double, Double)] {
    var rng = SplitMix64(seed: 5)
    let w = SwipeGeometry.defaultWidth
    return (0..<n).map { _ in
      (w * rng.nextUnit(), rng.nextUnit() < 0.5 ? 0 : w, (2 * rng.nextUnit() - 1) * 3000)
    }
  }
}
