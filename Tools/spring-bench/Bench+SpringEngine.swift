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
      floatStepKernel(),
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
      engineKernel("spring.engine.step-settled", pointerStopsHalfway: true) {
        spring, frame, values, velocities in
        // Issue 29's rest test: one shared step per frame plus the exact rest test, snapping at
        // rest (0.5 pt band); the pointer stops halfway, so every spring comes to rest.
        stepAndSettle(spring, frame, &values, &velocities)
      },
      engineKernel("spring.engine.step-threshold", pointerStopsHalfway: true) {
        spring, frame, values, velocities in
        // The anchor of `step-settled`: the same shared step with a speed-and-distance
        // threshold (0.5 pt, 5 pt/s) in place of the exact rest test.
        stepAndThreshold(spring, frame, &values, &velocities)
      },
      animatorKernel(),
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

  /// `spring.engine.animator`: the `step-settled` scene through `SpringAnimator` — every value
  /// retargeted while the pointer moves, then only the values still moving stepped (issue 29:
  /// within 1.2× `step-settled` per active spring-frame; one operation is one spring-frame of
  /// the scene, as for the others).
  static func animatorKernel() -> BenchmarkKernel {
    BenchmarkKernel(name: "spring.engine.animator", operations: 1_000_000, unit: "spring-frame") {
      n in
      let scene = EngineScene(frames: max(1, n / engineSpringCount), pointerStopsHalfway: true)
      return {
        var animator = SpringAnimator<SIMD2<Double>>()
        let ids = scene.offsets.map {
          animator.add($0 * 3, target: $0 * 3, spring: scene.spring, tolerance: 0.5)
        }
        var last = SIMD2<Double>(.nan, .nan)
        for (h, p) in scene.schedule {
          if p != last {
            for (i, id) in ids.enumerated() { animator.retarget(id, to: scene.offsets[i] + p) }
            last = p
          }
          animator.step(by: h)
        }
        return ids.reduce(0) { $0 + animator.value($1).x + animator.value($1).y }
      }
    }
  }

  /// `spring.engine.step.float`: `spring.engine.step` with `SIMD2<Float>` values, velocities and
  /// targets (issue 44: is a `Float` path cheaper?). The step's coefficients stay `Double`;
  /// `SpringStep.apply` scales each `Float` vector by them converted to `Float`.
  static func floatStepKernel() -> BenchmarkKernel {
    BenchmarkKernel(name: "spring.engine.step.float", operations: 1_000_000, unit: "spring-frame") {
      n in
      let scene = EngineScene(frames: max(1, n / engineSpringCount), pointerStopsHalfway: false)
      let offsets = scene.offsets.map { SIMD2<Float>($0) }
      return {
        var values = offsets.map { $0 * 3 }
        var velocities = [SIMD2<Float>](repeating: .zero, count: engineSpringCount)
        for (h, p) in scene.schedule {
          let step = SpringStep(spring: scene.spring, deltaTime: h)
          let pointer = SIMD2<Float>(p)
          for i in values.indices {
            step.apply(value: &values[i], velocity: &velocities[i], target: offsets[i] + pointer)
          }
        }
        return values.reduce(0) { $0 + Double($1.x) + Double($1.y) }
      }
    }
  }

  /// One frame of `spring.engine.step-settled`: a shared step, the exact rest test with its
  /// constants held (`SpringRestTest`, built once per frame here as an engine would build it
  /// once per spring), a snap.
  static func stepAndSettle(
    _ spring: Spring, _ frame: EngineFrame, _ values: inout [SIMD2<Double>],
    _ velocities: inout [SIMD2<Double>]
  ) {
    let step = SpringStep(spring: spring, deltaTime: frame.deltaTime)
    let rest = SpringRestTest(spring: spring)
    for i in values.indices {
      let target = frame.offsets[i] + frame.pointer
      step.apply(value: &values[i], velocity: &velocities[i], target: target)
      if rest.isSettled(value: values[i], velocity: velocities[i], target: target, within: 0.5) {
        values[i] = target
        velocities[i] = .zero
      }
    }
  }

  /// One frame of `spring.engine.step-threshold`: a shared step, a threshold test, a snap.
  static func stepAndThreshold(
    _ spring: Spring, _ frame: EngineFrame, _ values: inout [SIMD2<Double>],
    _ velocities: inout [SIMD2<Double>]
  ) {
    let step = SpringStep(spring: spring, deltaTime: frame.deltaTime)
    for i in values.indices {
      let target = frame.offsets[i] + frame.pointer
      step.apply(value: &values[i], velocity: &velocities[i], target: target)
      let x = values[i] - target
      let v = velocities[i]
      if (x * x).sum() <= 0.25 && (v * v).sum() <= 25 {
        values[i] = target
        velocities[i] = .zero
      }
    }
  }

  /// `spring-bench --frames`: the median and worst frame time of the rest-test scenes (issue 29:
  /// worst ≤ 3× median), timed frame by frame over `frames` frames of 1 000 springs (each
  /// frame's fastest of seven runs).
  static func frameProfile(frames: Int) {
    let scenes:
      [(
        String,
        (Spring, EngineFrame, inout [SIMD2<Double>], inout [SIMD2<Double>]) -> Void
      )] = [
        ("spring.engine.step-settled", stepAndSettle),
        ("spring.engine.step-threshold", stepAndThreshold),
      ]
    for (name, advance) in scenes {
      // Each frame's fastest of seven runs, so that preemption on a shared machine does not
      // pass for a spike.
      var times = [Double](repeating: .infinity, count: frames)
      let scene = EngineScene(frames: frames, pointerStopsHalfway: true)
      for _ in 0..<7 {
        var f = 0
        _ = scene.run { spring, frame, v, w in
          let t0 = BenchmarkRunner.now()
          advance(spring, frame, &v, &w)
          times[f] = min(times[f], Double(BenchmarkRunner.now() - t0))
          f += 1
        }
      }
      let sorted = times.sorted()
      let median = sorted[sorted.count / 2]
      let worst = sorted[sorted.count - 1]
      let slowest = times.indices.max { times[$0] < times[$1] } ?? 0
      let spikes = times.filter { $0 > 3 * median }.count
      for (f, t) in times.enumerated() where t > 3 * median {
        print(String(format: "  frame %d: %.0f ns (%.1f× median)", f, t, t / median))
      }
      print(
        name.padding(toLength: 30, withPad: " ", startingAt: 0)
          + String(
            format:
              " median %7.0f ns  worst %8.0f ns (frame %d)  worst/median %.1f  frames > 3× median: %d",
            median, worst, slowest, worst / median, spikes))
    }
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
      let scene = EngineScene(
        frames: max(1, n / engineSpringCount), pointerStopsHalfway: pointerStopsHalfway)
      return { scene.run(advance) }
    }
  }

  /// The seeded inputs of the engine workload: the spring, the per-spring offsets and start
  /// values, and each frame's step and pointer position.
  struct EngineScene {
    var spring = Spring(dampingRatio: 0.5, response: 0.4)
    var offsets: [SIMD2<Double>]
    var schedule: [(Double, SIMD2<Double>)] = []

    init(frames: Int, pointerStopsHalfway: Bool) {
      var random = SplitMix64(seed: 1_016)
      offsets = (0..<engineSpringCount).map { _ in
        SIMD2(random.nextUniform(-50, 50), random.nextUniform(-50, 50))
      }
      var pointer = SIMD2<Double>(0, 0)
      for f in 0..<frames {
        let move = SIMD2(random.nextUniform(-20, 20), random.nextUniform(-20, 20))
        if !pointerStopsHalfway || 2 * f < frames { pointer += move }
        schedule.append((random.nextUniform(0.008, 0.033), pointer))
      }
    }

    /// Runs every frame through `advance` from the start values (3× the offsets, at rest) and
    /// returns the sum of every coordinate after the last frame.
    func run(
      _ advance: (Spring, EngineFrame, inout [SIMD2<Double>], inout [SIMD2<Double>]) -> Void
    ) -> Double {
      var values = offsets.map { $0 * 3 }
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
