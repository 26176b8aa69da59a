import AnimationMath
import Foundation

/// The engine workload of issue 16: 1 000 2-D springs (ζ = 0.5, response 0.4 s) chasing targets
/// that all move every frame (a seeded pointer path plus a fixed offset per spring), stepped at
/// variable frame times drawn uniformly from 8–33 ms. One operation is one spring-frame; the
/// checksum is the sum of every coordinate after the last frame. The same frames drive every
/// variant, so their ns per spring-frame compare directly (`spring.engine.settled` alone holds
/// the pointer still for the second half, so that its rest test sees springs come to rest).
extension SpringBenchMain {
  static var springEngineKernels: [BenchmarkKernel] {
    [
      engineKernel("spring.engine.update") { spring, frame, values, velocities in
        for i in values.indices {
          spring.update(
            value: &values[i], velocity: &velocities[i], target: frame.offsets[i] + frame.pointer,
            deltaTime: frame.deltaTime)
        }
      },
      engineKernel("spring.engine.step") { spring, frame, values, velocities in
        let step = SpringStep(spring: spring, deltaTime: frame.deltaTime)
        for i in values.indices {
          step.apply(
            value: &values[i], velocity: &velocities[i], target: frame.offsets[i] + frame.pointer)
        }
      },
      engineKernel("spring.engine.settled", pointerStopsHalfway: true) {
        spring, frame, values, velocities in
        // The generic update plus the rest test an engine runs to stop ticking (0.5 pt band);
        // the pointer stops halfway, so the second half has springs coming to rest.
        for i in values.indices {
          let target = frame.offsets[i] + frame.pointer
          spring.update(
            value: &values[i], velocity: &velocities[i], target: target,
            deltaTime: frame.deltaTime)
          if spring.isSettled(
            value: values[i], velocity: velocities[i], target: target, within: 0.5)
          {
            values[i] = target
            velocities[i] = .zero
          }
        }
      },
      engineKernel("spring.engine.scalar-update") { spring, frame, values, velocities in
        for i in values.indices {
          let target = frame.offsets[i] + frame.pointer
          spring.update(
            value: &values[i].x, velocity: &velocities[i].x, target: target.x,
            deltaTime: frame.deltaTime)
          spring.update(
            value: &values[i].y, velocity: &velocities[i].y, target: target.y,
            deltaTime: frame.deltaTime)
        }
      },
      engineKernel("spring.engine.scalar-step") { spring, frame, values, velocities in
        let step = SpringStep(spring: spring, deltaTime: frame.deltaTime)
        for i in values.indices {
          let target = frame.offsets[i] + frame.pointer
          step.apply(value: &values[i].x, velocity: &velocities[i].x, target: target.x)
          step.apply(value: &values[i].y, velocity: &velocities[i].y, target: target.y)
        }
      },
      engineKernel("spring.engine.closed-form") { spring, frame, values, velocities in
        let form = HandWrittenStep(spring)
        for i in values.indices {
          let target = frame.offsets[i] + frame.pointer
          form.update(
            value: &values[i], velocity: &velocities[i], target: target,
            deltaTime: frame.deltaTime)
        }
      },
      engineKernel("spring.engine.euler") { spring, frame, values, velocities in
        // Wave's integrator: semi-implicit Euler, one step per frame.
        let k = spring.stiffness / spring.mass
        let c = spring.damping / spring.mass
        let h = frame.deltaTime
        for i in values.indices {
          let target = frame.offsets[i] + frame.pointer
          let v = velocities[i] + (-k * (values[i] - target) - c * velocities[i]) * h
          velocities[i] = v
          values[i] += v * h
        }
      },
    ]
  }

  /// One frame of the engine workload: its step, the pointer position, the per-spring offsets.
  struct EngineFrame {
    var deltaTime: Double
    var pointer: SIMD2<Double>
    var offsets: [SIMD2<Double>]
  }

  /// Springs in the engine workload.
  static let engineSpringCount = 1_000

  /// A kernel that runs `operations / 1000` frames of the engine workload through `advance`
  /// (the pointer still from the middle frame on when `pointerStopsHalfway`).
  static func engineKernel(
    _ name: String, pointerStopsHalfway: Bool = false,
    advance:
      @escaping (
        Spring, EngineFrame, inout [SIMD2<Double>], inout [SIMD2<Double>]
      ) -> Void
  ) -> BenchmarkKernel {
    BenchmarkKernel(name: name, operations: 1_000_000, unit: "spring-frame") { n in
      let frames = max(1, n / engineSpringCount)
      var random = SplitMix64(seed: 1_016)
      let offsets = (0..<engineSpringCount).map { _ in
        SIMD2(random.nextUniform(-50, 50), random.nextUniform(-50, 50))
      }
      var pointer = SIMD2<Double>(0, 0)
      var schedule: [(Double, SIMD2<Double>)] = []
      for f in 0..<frames {
        let move = SIMD2(random.nextUniform(-20, 20), random.nextUniform(-20, 20))
        if !pointerStopsHalfway || 2 * f < frames { pointer += move }
        schedule.append((random.nextUniform(0.008, 0.033), pointer))
      }
      let spring = Spring(dampingRatio: 0.5, response: 0.4)
      let start = offsets.map { $0 * 3 }
      return {
        var values = start
        var velocities = [SIMD2<Double>](repeating: .zero, count: engineSpringCount)
        var frame = EngineFrame(deltaTime: 0, pointer: .zero, offsets: offsets)
        for (h, p) in schedule {
          frame.deltaTime = h
          frame.pointer = p
          advance(spring, frame, &values, &velocities)
        }
        return values.reduce(0) { $0 + $1.x + $1.y }
      }
    }
  }
}
