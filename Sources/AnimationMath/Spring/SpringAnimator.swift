/// A group of values an engine animates with springs: one call per frame steps every moving
/// value exactly, with one ``SpringStep`` per distinct spring, and lets values that have come to
/// rest drop out of the loop until they are retargeted.
///
/// ```swift
/// var animator = SpringAnimator<SIMD2<Double>>()
/// let card = animator.add(
///   SIMD2(0, 0), target: SIMD2(300, 0), spring: Spring(dampingRatio: 1, response: 0.3),
///   tolerance: 0.5)
/// // every frame:
/// animator.step(by: frameDuration)          // moves only the active values
/// draw(animator.value(card))
/// // on a gesture:
/// animator.retarget(card, to: SIMD2(0, 0))  // wakes it, keeping its value and velocity
/// ```
///
/// - **Exact.** Each active value advances by the closed-form transition of its spring over the
///   frame's duration (``SpringStep``), so any frame rate gives the same motion at the same
///   times; the step's exponential and sine are computed once per distinct spring per frame,
///   not once per value.
/// - **Rest.** After its step a value is tested with the exact rest test,
///   ``Spring/isSettled(value:velocity:target:within:)-(V,_,_,_)``, through the spring's
///   ``SpringRestTest`` (its constants computed once per spring): once its whole future stays
///   within its tolerance of the target it is snapped there (an error of at most the tolerance),
///   its velocity is set to zero and it leaves the active list. A value never stops early.
/// - **Wake.** ``retarget(_:to:)`` and ``set(_:value:velocity:)`` put a resting value back in the
///   active list; a moving value keeps its place.
///
/// The active list holds indices in the order values became active; a frame costs O(active
/// values), not O(all values), and allocates nothing once the group has stopped growing. Values
/// are never removed (an ``ID`` stays valid for the animator's lifetime); a value that is no
/// longer drawn can simply be left at rest.
public struct SpringAnimator<Value: Interpolatable>: Sendable {
  /// A value's handle: its index in the order it was added.
  public struct ID: Hashable, Sendable {
    /// The index (0 for the first value added).
    public let rawValue: Int

    @usableFromInline init(rawValue: Int) { self.rawValue = rawValue }
  }

  @usableFromInline var values: [Value] = []
  @usableFromInline var velocities: [Value] = []
  @usableFromInline var targets: [Value] = []
  @usableFromInline var tolerances: [Double] = []
  /// Each value's index into ``springs``.
  @usableFromInline var springOf: [Int] = []
  @usableFromInline var isActive: [Bool] = []
  /// The distinct springs, in the order first used.
  @usableFromInline var springs: [Spring] = []
  /// Per spring, its rest test with the constants computed once.
  @usableFromInline var rests: [SpringRestTest] = []
  /// The active values' indices.
  @usableFromInline var active: [Int] = []
  /// Per spring, the step of the last frame and its duration (reused while the duration is the
  /// same: a fixed-rate engine builds each step once).
  @usableFromInline var steps: [SpringStep] = []

  /// An empty group.
  @inlinable public init() {}

  /// The number of values.
  @inlinable public var count: Int { values.count }
  /// The number of values still moving (in the active list).
  @inlinable public var activeCount: Int { active.count }

  /// Adds a value moving towards `target` (default: resting at `value`) with `velocity`, carried
  /// by `spring`, at rest once it stays within `tolerance` of its target.
  ///
  /// - Parameters:
  ///   - value: the start value.
  ///   - target: the rest value; `nil` for `value` itself (at rest until retargeted, unless it
  ///     has a velocity).
  ///   - velocity: the start velocity, in value units per second.
  ///   - spring: the spring.
  ///   - tolerance: the rest band ε ≥ 0, in the value's units (e.g. 0.5 pt for half a pixel).
  /// - Returns: the value's handle.
  /// - Precondition: `tolerance ≥ 0`; finite value, target and velocity (a trapping entry
  ///   point: values from data go through ``Spring/validated(mass:stiffness:damping:)`` and a
  ///   finiteness check first).
  @inlinable public mutating func add(
    _ value: Value, target: Value? = nil, velocity: Value = .zero, spring: Spring,
    tolerance: Double
  ) -> ID {
    precondition(tolerance >= 0, "SpringAnimator tolerance must be ≥ 0")
    let target = target ?? value
    precondition(
      value.isFinite && target.isFinite && velocity.isFinite,
      "SpringAnimator values must be finite")
    let id = ID(rawValue: values.count)
    values.append(value)
    velocities.append(velocity)
    targets.append(target)
    tolerances.append(tolerance)
    springOf.append(index(of: spring))
    let moving = !spring.isSettled(
      value: value, velocity: velocity, target: target, within: tolerance)
    isActive.append(moving)
    if moving { active.append(id.rawValue) }
    return id
  }

  /// The value of `id`.
  @inlinable public func value(_ id: ID) -> Value { values[id.rawValue] }
  /// The velocity of `id`, in value units per second.
  @inlinable public func velocity(_ id: ID) -> Value { velocities[id.rawValue] }
  /// The target of `id`.
  @inlinable public func target(_ id: ID) -> Value { targets[id.rawValue] }
  /// Whether `id` is still moving (not at rest at its target).
  @inlinable public func isMoving(_ id: ID) -> Bool { isActive[id.rawValue] }

  /// Moves the target of `id`, keeping its value and velocity (the motion continues smoothly);
  /// wakes it if it was at rest.
  ///
  /// - Precondition: a finite target.
  @inlinable public mutating func retarget(_ id: ID, to target: Value) {
    precondition(target.isFinite, "SpringAnimator target must be finite")
    targets[id.rawValue] = target
    wake(id.rawValue)
  }

  /// Sets the value and velocity of `id` (a drag that moves it by hand, a fling's release);
  /// wakes it if it was at rest.
  ///
  /// - Precondition: finite value and velocity.
  @inlinable public mutating func set(_ id: ID, value: Value, velocity: Value = .zero) {
    precondition(value.isFinite && velocity.isFinite, "SpringAnimator values must be finite")
    values[id.rawValue] = value
    velocities[id.rawValue] = velocity
    wake(id.rawValue)
  }

  /// Advances every moving value by `deltaTime` seconds: one exact step per distinct spring,
  /// then the rest test; values that come to rest snap to their targets and leave the active
  /// list. `deltaTime ≤ 0` or NaN does nothing.
  @inlinable public mutating func step(by deltaTime: Double) {
    guard deltaTime > 0, !active.isEmpty else { return }
    for k in steps.indices where steps[k].deltaTime != deltaTime {
      steps[k] = SpringStep(spring: springs[k], deltaTime: deltaTime)
    }
    // The steps and springs are a few entries: local copies keep them in registers. The
    // per-value columns are walked through their buffers (no uniqueness or bounds check per
    // access; every index comes from the active list, which holds valid indices only).
    let steps = self.steps
    let n = active.count
    var kept = 0
    // The rest tests are read in place (an element is ~150 bytes; a copy per value would cost
    // more than the test).
    rests.withUnsafeBufferPointer { rests in
      values.withUnsafeMutableBufferPointer { values in
        velocities.withUnsafeMutableBufferPointer { velocities in
          isActive.withUnsafeMutableBufferPointer { isActive in
            active.withUnsafeMutableBufferPointer { active in
              let (targets, tolerances, springOf) = (targets, tolerances, springOf)
              for a in 0..<n {
                let i = active[a]
                let k = springOf[i]
                let target = targets[i]
                var value = values[i]
                var velocity = velocities[i]
                steps[k].apply(value: &value, velocity: &velocity, target: target)
                let settled = RestGeometry.decide(
                  value: value, velocity: velocity, target: target, within: tolerances[i]
                ) {
                  // Only here is the spring's rest test read (in place: it is ~140 bytes).
                  rests[k].settlesInBand(
                    displacement: $0, velocity: velocity, r2: $1, s2: $2, epsilonSquared: $3)
                }
                if settled {
                  values[i] = target
                  velocities[i] = .zero
                  isActive[i] = false
                } else {
                  values[i] = value
                  velocities[i] = velocity
                  active[kept] = i
                  kept += 1
                }
              }
            }
          }
        }
      }
    }
    active.removeLast(n - kept)
  }

  @inlinable mutating func wake(_ i: Int) {
    if !isActive[i] {
      isActive[i] = true
      active.append(i)
    }
  }

  /// The index of `spring` in ``springs``, adding it (and a placeholder step) when new.
  @inlinable mutating func index(of spring: Spring) -> Int {
    if let k = springs.firstIndex(of: spring) { return k }
    springs.append(spring)
    rests.append(SpringRestTest(spring: spring))
    // A placeholder: duration 0 never equals a frame's, so the first step rebuilds it.
    steps.append(SpringStep(spring: spring, deltaTime: 0))
    return springs.count - 1
  }
}
