/// A finish along a timing curve: after lift-off the view moves from `from` to `to` as
/// `from + (to − from)·E(t/T)` and rests at `to` from `T` on — how a percent-driven transition's
/// `finish()` (`UIPercentDrivenInteractiveTransition`, its `completionCurve`) or a keyframe
/// animation carries the view over the remaining distance. E is the curve normalised to run from
/// 0 to 1: (y(u) − y(0))/(y(1) − y(0)).
///
/// The answers are exact evaluations of the curve, not samples at a frame rate: the curve must
/// be monotone and rising (``init(shape:arrivalBand:settleBand:)`` returns nil otherwise), so
/// the view never moves backwards or past `to`, and the arrival and settling times are inverses
/// of the curve (``Easing/inverse(at:)``, ``TimelineTrack/time(reaching:)``: bisection to
/// adjacent doubles, about 60 curve evaluations each).
///
/// - Arrival: the first time |position − to| ≤ arrival band, T·inf{u : E(u) ≥ 1 − band/D} with
///   D = |to − from| (0 when D ≤ band).
/// - Settling: the last time |position − to| ≥ settle band, T·sup{u : E(u) ≤ 1 − band/D} — after
///   a hold at the start when D equals the band (0 when D < band).
/// - Backward travel and overshoot are 0.
public struct CurveHandoff: Sendable {
  /// The curve.
  public enum Shape: Sendable {
    /// An easing curve over u ∈ [0, 1].
    case easing(Easing)
    /// A keyframe track over its timeline's `duration` seconds (u = t/duration); only a track
    /// that is one keyframe track on its timeline is accepted.
    case track(TimelineTrack<Double>, duration: Double)
  }

  /// The curve.
  public let shape: Shape
  /// The arrival band in points (> 0).
  public let arrivalBand: Double
  /// The settle band in points (> 0).
  public let settleBand: Double
  /// The curve's value at u = 0 and its rise to u = 1 (> 0).
  private let start: Double
  private let rise: Double
  /// dE/du at u = 0 from the right (per unit of u), of the normalised curve.
  public let initialSlope: Double

  /// The finish along `shape` with two band widths; `nil` when the curve is not monotone, does
  /// not rise from u = 0 to u = 1, or (a track) is composed or has a duration that is not
  /// finite and > 0.
  ///
  /// - Precondition: both bands finite and > 0.
  public init?(shape: Shape, arrivalBand: Double, settleBand: Double) {
    precondition(arrivalBand > 0 && arrivalBand.isFinite, "arrival band must be finite and > 0")
    precondition(settleBand > 0 && settleBand.isFinite, "settle band must be finite and > 0")
    let y0: Double
    let y1: Double
    let slope: Double
    switch shape {
    case .easing(let e):
      guard e.isMonotonic else { return nil }
      y0 = e.value(at: 0)
      y1 = e.value(at: 1)
      slope = e.slope(at: 0)
    case .track(let track, let duration):
      guard duration.isFinite, duration > 0, let leaf = track.leaf, leaf.isMonotonic else {
        return nil
      }
      y0 = track.value(at: 0)
      y1 = track.value(at: duration)
      slope = track.velocity(at: 0) * duration
    }
    guard y1 > y0, (y1 - y0).isFinite else { return nil }
    self.shape = shape
    self.arrivalBand = arrivalBand
    self.settleBand = settleBand
    start = y0
    rise = y1 - y0
    initialSlope = slope.isFinite ? slope / (y1 - y0) : 0
  }

  /// The normalised curve E(u) ∈ [0, 1] (u clamped to [0, 1]).
  public func progress(at u: Double) -> Double {
    let u = Swift.min(Swift.max(u, 0), 1)
    let y: Double
    switch shape {
    case .easing(let e): y = e.value(at: u)
    case .track(let track, let duration): y = track.value(at: u * duration)
    }
    return Swift.min(Swift.max((y - start) / rise, 0), 1)
  }

  /// The position at `time` seconds after lift-off of a finish from `from` to `to` that takes
  /// `duration` seconds (`to` from `duration` on; `to` at once when `duration` is 0).
  public func position(at time: Double, from: Double, to: Double, duration: Double) -> Double {
    guard duration > 0, time < duration else { return to }
    return from + (to - from) * progress(at: time / duration)
  }

  /// The view's velocity just after lift-off, points/s: `(to − from)·E′(0)/duration` (0 when
  /// `from == to` or `duration` is 0).
  public func initialVelocity(from: Double, to: Double, duration: Double) -> Double {
    guard from != to, duration > 0 else { return 0 }
    return (to - from) * initialSlope / duration
  }

  /// The smallest u with E(u) ≥ y (raw curve value `start + y·rise`, clamped into the curve's
  /// range); with `strictly`, the smallest u with E(u) > y, i.e. sup{u : E(u) ≤ y}.
  private func firstProgress(reaching y: Double, strictly: Bool) -> Double {
    var target = start + y * rise
    if strictly { target = target.nextUp }
    target = Swift.min(Swift.max(target, start), start + rise)
    switch shape {
    case .easing(let e):
      return e.inverse(at: target) ?? 1
    case .track(let track, let duration):
      return (track.time(reaching: target) ?? duration) / duration
    }
  }

  /// The metrics of a finish from `from` to `to` (points) that takes `duration` seconds.
  ///
  /// - Parameters:
  ///   - from: release position in points (finite).
  ///   - to: rest position in points (finite).
  ///   - duration: seconds the curve takes (finite, ≥ 0; 0 jumps to `to`).
  /// - Returns: zero backward travel and overshoot; arrival and settling times in
  ///   [0, `duration`].
  public func metrics(from: Double, to: Double, duration: Double) -> HandoffMetrics {
    let distance = Swift.abs(to - from)
    guard distance > 0, duration > 0 else {
      return HandoffMetrics(backwardTravel: 0, overshoot: 0, arrivalTime: 0, settlingTime: 0)
    }
    let arrival =
      distance <= arrivalBand
      ? 0 : duration * firstProgress(reaching: 1 - arrivalBand / distance, strictly: false)
    let settle =
      distance < settleBand
      ? 0 : duration * firstProgress(reaching: 1 - settleBand / distance, strictly: true)
    return HandoffMetrics(
      backwardTravel: 0, overshoot: 0, arrivalTime: arrival, settlingTime: settle)
  }
}
