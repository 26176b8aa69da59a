/// Batch evaluation into caller-provided buffers: no allocation, for sweeps and plots.
extension SpringMotion {
  /// Writes the absolute position and velocity at each of `times` (seconds) into `positions`
  /// and `velocities`; the same values as ``position(at:)`` and ``velocity(at:)``.
  ///
  /// - Precondition: the three buffers have the same count.
  public func evaluate(
    at times: UnsafeBufferPointer<Double>, positions: UnsafeMutableBufferPointer<Double>,
    velocities: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      times.count == positions.count && times.count == velocities.count,
      "buffers must have the same count")
    for i in times.indices {
      let t = times[i]
      if t <= 0 {
        positions[i] = from
        velocities[i] = initialVelocity
      } else {
        let (x, v) = state(at: t)
        positions[i] = to + x
        velocities[i] = v
      }
    }
  }

  /// Array form of ``evaluate(at:positions:velocities:)``: overwrites the elements of
  /// `positions` and `velocities` (no allocation when they are uniquely referenced).
  ///
  /// - Precondition: the three arrays have the same count.
  public func evaluate(at times: [Double], positions: inout [Double], velocities: inout [Double]) {
    times.withUnsafeBufferPointer { t in
      positions.withUnsafeMutableBufferPointer { p in
        velocities.withUnsafeMutableBufferPointer { v in
          evaluate(at: t, positions: p, velocities: v)
        }
      }
    }
  }

  /// Writes the motion at the evenly spaced times t_i = `start` + i·`deltaTime`,
  /// i = 0 ..< `positions.count`, using the fast exact recurrence of ``SpringUniformSampler``
  /// (within ~1e-13 of the amplitude scale of the closed form).
  ///
  /// - Precondition: `velocities.count == positions.count`.
  public func evaluate(
    start: Double, deltaTime: Double, positions: UnsafeMutableBufferPointer<Double>,
    velocities: UnsafeMutableBufferPointer<Double>
  ) {
    SpringUniformSampler(motion: self, start: start, deltaTime: deltaTime)
      .evaluate(positions: positions, velocities: velocities)
  }

  /// Writes the state of each motion at the same time `t` (seconds): many springs, one instant.
  ///
  /// - Precondition: the three buffers have the same count.
  public static func evaluate(
    _ motions: UnsafeBufferPointer<SpringMotion>, at t: Double,
    positions: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(
      motions.count == positions.count && motions.count == velocities.count,
      "buffers must have the same count")
    for i in motions.indices {
      let m = motions[i]
      if t <= 0 {
        positions[i] = m.from
        velocities[i] = m.initialVelocity
      } else {
        let (x, v) = m.state(at: t)
        positions[i] = m.to + x
        velocities[i] = v
      }
    }
  }
}
