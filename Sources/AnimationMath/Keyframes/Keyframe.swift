/// One keyframe of a ``KeyframeTrack``: a time, a value, and how the segment *arriving* at it
/// moves (SwiftUI's convention: the curve belongs to the keyframe the motion heads for).
///
/// Times are absolute seconds on the track's clock. (``Timeline`` can also read relative times,
/// 0–1 of its duration, as `UIView.animateKeyframes` does; see
/// ``Timeline/addTrack(_:keyframes:timing:)``.) The ``curve`` of a track's first keyframe is
/// never used: nothing arrives at it.
///
/// Keyframes are `Equatable` (and `Hashable`) when their value type is: two keyframes are equal
/// when time, value and curve are.
public struct Keyframe<Value: Interpolatable>: Sendable {
  /// Time in seconds at which the arriving segment ends.
  public var time: Double
  /// The value the arriving segment heads for. Every curve except ``KeyframeCurve/spring(_:)``
  /// (which may be cut off before it settles) and intermediate keyframes of a
  /// ``KeyframeCurve/paced`` run reaches it exactly at ``time``.
  public var value: Value
  /// How the segment from the previous keyframe to this one moves.
  public var curve: KeyframeCurve

  /// Creates a keyframe; `curve` defaults to ``KeyframeCurve/linear``.
  public init(time: Double, value: Value, curve: KeyframeCurve = .linear) {
    self.time = time
    self.value = value
    self.curve = curve
  }
}

extension Keyframe: Equatable where Value: Equatable {}

extension Keyframe: Hashable where Value: Hashable {}

/// How the segment arriving at a keyframe moves from the previous keyframe's value (the *start*)
/// to this keyframe's value (the *target*) over the time between them.
///
/// Notation: the segment runs over [t₀, t₁], Δ = t₁ − t₀, u = (t − t₀)/Δ ∈ [0, 1), start value
/// `a` (where the track is at t₀: the previous keyframe's value, or where a cut-off spring left
/// it), target `b`, arriving velocity `w` (the track's velocity just before t₀; 0 at the first
/// keyframe, because a track holds its first value before it).
///
/// Curves compare equal when their cases and parameters are equal (an easing by its
/// ``Easing`` value, so `ease-in-out` and `cubic-bezier(0.42, 0, 0.58, 1)` differ, as they print
/// differently).
public enum KeyframeCurve: Sendable, Hashable {
  /// `a + (b − a)·u`; constant velocity `(b − a)/Δ`.
  case linear
  /// `a + (b − a)·y(u)` for an easing curve y; velocity `(b − a)·y′(u)/Δ`. Curves that leave
  /// [0, 1] (back, elastic) overshoot the values accordingly. If `y(1) ≠ 1` the segment ends at
  /// `a + (b − a)·y(1)` and the next segment starts there. (An ``Easing`` rather than any
  /// ``EasingCurve``, so that keyframes compare equal and need no existential; a curve of your
  /// own can be approximated by a `linear(...)` ``PiecewiseLinear``.)
  case easing(Easing)
  /// Holds `a` until t₁, then jumps to `b` at t₁ (a keyframe time belongs to the segment that
  /// starts there); velocity 0.
  case hold
  /// A cubic Hermite segment whose end velocities come from the neighbouring values
  /// (Kochanek–Bartels, 1984). With all three parameters 0 this is Catmull-Rom: the velocity at
  /// a keyframe `k` between two cubic segments is the chord slope
  /// `(p[k+1] − p[k−1]) / (t[k+1] − t[k−1])`.
  ///
  /// In general, with D⁻ = p[k] − p[k−1], D⁺ = p[k+1] − p[k] and the keyframe's own parameters
  /// (T, C, B), the velocity arriving at `k` and the one leaving it are
  ///
  ///     v_in  = (1−T)·[(1−C)(1+B)·D⁻ + (1+C)(1−B)·D⁺] / (t[k+1] − t[k−1])
  ///     v_out = (1−T)·[(1+C)(1+B)·D⁻ + (1−C)(1−B)·D⁺] / (t[k+1] − t[k−1])
  ///
  /// (the paper's tangents with its adjustment for unequal intervals, expressed per second).
  /// Tension 1 gives zero velocities (tight), −1 doubles them (loose); continuity ≠ 0 makes
  /// `v_in ≠ v_out` (a corner; −1 gives box corners); bias > 0 weights the incoming chord
  /// (overshoot), < 0 the outgoing one. Typical range [−1, 1]; any finite value is accepted.
  ///
  /// Where a cubic segment meets anything else, its end velocity is taken from the neighbour so
  /// the velocity stays continuous: it leaves a non-cubic keyframe with the velocity the track
  /// arrived with, and arrives at a keyframe followed by a linear, easing, hold or paced segment
  /// with that segment's starting velocity (a spring segment afterwards starts with whatever
  /// the cubic arrives with, computed as if the next segment were cubic). At the first and last
  /// keyframes of the track the velocity is 0, matching the holds outside.
  case cubic(tension: Double, continuity: Double, bias: Double)
  /// A spring segment like SwiftUI's `SpringKeyframe`: the closed-form motion of `spring`
  /// released at t₀ from the start value `a` with the arriving velocity `w`, pulled towards the
  /// target `b`.
  ///
  /// The keyframe's time *cuts the spring off*: at t₁ the segment ends wherever the spring is.
  /// That position and velocity are where the next segment starts (so a following cubic or
  /// spring segment continues with the same velocity), and after the last keyframe the track
  /// holds that position. A spring therefore reaches its target only as closely as it has
  /// settled by t₁; give it at least its settling time. Velocity is continuous at t₀ always and
  /// at t₁ when a cubic or spring segment follows.
  case spring(Spring)
  /// Constant speed across a run of consecutive paced keyframes (Core Animation's `paced`):
  /// the run from the keyframe before its first paced keyframe to its last paced keyframe
  /// travels the polyline through their values at speed (polyline length)/(run duration). The
  /// times of the keyframes inside the run are ignored (the motion passes their values when the
  /// distance says so); the run starts and ends exactly at its end keyframes' times. Velocity
  /// changes direction at the vertices but keeps its magnitude.
  case paced

  /// Catmull-Rom: ``cubic(tension:continuity:bias:)`` with every parameter 0.
  public static var catmullRom: KeyframeCurve { .cubic(tension: 0, continuity: 0, bias: 0) }
}
