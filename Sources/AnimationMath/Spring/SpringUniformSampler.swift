/// Fast evaluation of a ``SpringMotion`` at evenly spaced times t_i = start + i·deltaTime, into
/// caller-provided buffers, without allocating.
///
/// The motion is linear, so advancing the state by a fixed step is an exact 2×2 matrix (see
/// ``SpringStep``). The sampler runs 8 interleaved lanes — lane j holds the state at
/// t_(i+j) and advances by Φ(8·deltaTime) — so the work per sample is a few multiply-adds with no
/// transcendental function and no serial dependency between neighbouring samples. Every
/// ``resyncInterval`` samples the lanes restart from the closed form, so rounding cannot
/// accumulate: the result stays within about 1e-13 of the amplitude scale of
/// ``SpringMotion/state(at:)`` (the tests check 1e-12·scale over every regime).
///
/// Domain: `start ≥ 0` and `deltaTime ≥ 0`, finite. Outside it (or for fewer than 64 samples)
/// every sample is evaluated with the closed form directly.
public struct SpringUniformSampler: Sendable {
  /// The motion being sampled.
  public let motion: SpringMotion
  /// Time of sample 0, in seconds.
  public let start: Double
  /// Spacing between samples, in seconds.
  public let deltaTime: Double
  /// Samples between restarts from the closed form (a multiple of the lane count 8).
  public static let resyncInterval = 1024

  @usableFromInline let laneStart: (SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>)
  @usableFromInline let advance: SpringStep
  @usableFromInline let usesRecurrence: Bool

  /// Prepares sampling `motion` at t_i = `start` + i·`deltaTime`.
  public init(motion: SpringMotion, start: Double, deltaTime: Double) {
    self.motion = motion
    self.start = start
    self.deltaTime = deltaTime
    usesRecurrence = start >= 0 && deltaTime >= 0 && start.isFinite && (8 * deltaTime).isFinite
    var p11 = SIMD8<Double>()
    var p12 = SIMD8<Double>()
    var p21 = SIMD8<Double>()
    var p22 = SIMD8<Double>()
    if usesRecurrence {
      for j in 0..<8 {
        let s = SpringStep(spring: motion.spring, deltaTime: Double(j) * deltaTime)
        p11[j] = s.displacementFromDisplacement
        p12[j] = s.displacementFromVelocity
        p21[j] = s.velocityFromDisplacement
        p22[j] = s.velocityFromVelocity
      }
    }
    laneStart = (p11, p12, p21, p22)
    advance = SpringStep(spring: motion.spring, deltaTime: usesRecurrence ? 8 * deltaTime : 0)
  }

  /// Writes the absolute positions and velocities of samples `firstIndex ..< firstIndex + n`
  /// (n = `positions.count`) into the buffers.
  ///
  /// - Precondition: `velocities.count == positions.count`, `firstIndex ≥ 0`.
  public func evaluate(
    firstIndex: Int = 0, positions: UnsafeMutableBufferPointer<Double>,
    velocities: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(velocities.count == positions.count, "buffers must have the same count")
    precondition(firstIndex >= 0, "firstIndex must be ≥ 0")
    let n = positions.count
    guard n > 0, let px = positions.baseAddress, let pv = velocities.baseAddress else { return }
    let to = motion.to
    guard usesRecurrence && n >= 64 else {
      for i in 0..<n {
        let t = start + Double(firstIndex + i) * deltaTime
        let (x, v) = t <= 0 ? (motion.from - to, motion.initialVelocity) : motion.state(at: t)
        px[i] = t <= 0 ? motion.from : to + x
        pv[i] = v
      }
      return
    }
    let (a11, a12, a21, a22) = laneStart
    let b11 = advance.displacementFromDisplacement
    let b12 = advance.displacementFromVelocity
    let b21 = advance.velocityFromDisplacement
    let b22 = advance.velocityFromVelocity
    var done = 0
    while done < n {
      let count = Swift.min(n - done, SpringUniformSampler.resyncInterval)
      let t0 = start + Double(firstIndex + done) * deltaTime
      let (x0, v0) = motion.state(at: t0)
      var x = a11 * x0 + a12 * v0
      var v = a21 * x0 + a22 * v0
      let rounds = count / 8
      var out = done
      for _ in 0..<rounds {
        let position = x + to
        for j in 0..<8 {
          px[out + j] = position[j]
          pv[out + j] = v[j]
        }
        let nx = b11 * x + b12 * v
        v = b21 * x + b22 * v
        x = nx
        out += 8
      }
      for j in 0..<(count - rounds * 8) {
        px[out + j] = x[j] + to
        pv[out + j] = v[j]
      }
      done += count
    }
    if firstIndex == 0 && start == 0 {
      px[0] = motion.from  // exact at t = 0, as position(at: 0) promises
      pv[0] = motion.initialVelocity
    }
  }
}
