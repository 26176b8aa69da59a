/// The completion-policy parameters a sweep varies.
public struct SweepPolicySetting: Hashable, Sendable {
  /// Progress threshold θ (fraction of the policy's progress distance).
  public var progressThreshold: Double
  /// Velocity threshold, pt/s.
  public var velocityThreshold: Double
  /// Projection deceleration rate per millisecond, in (0, 1).
  public var projectionRate: Double

  /// Creates a setting.
  public init(progressThreshold: Double, velocityThreshold: Double, projectionRate: Double) {
    self.progressThreshold = progressThreshold
    self.velocityThreshold = velocityThreshold
    self.projectionRate = projectionRate
  }
}

/// A completion policy as the sweep sees it: a decision that is monotone in the progress
/// threshold, so it can be written as a single key per swipe.
///
/// For every release `r` and every setting `s`, a conforming rule promises
///
///     completes(r, s) == (completionKey(r, s) > s.progressThreshold)
///
/// where the key does not depend on `s.progressThreshold`. Any rule built from `p > θ` (or
/// `p ≥ θ`, keyed as `p.nextUp`) and threshold-free conditions with `and` (key = min of the keys)
/// and `or` (key = max) has such a key; a threshold-free rule has key `+∞` when it completes and
/// `−∞` when it cancels. The engine sorts swipes by the key once instead of deciding
/// every (swipe, threshold) pair; the reference path calls ``completes(_:_:)`` and the tests check
/// that both agree.
public protocol SweepDecisionRule: Sendable {
  /// The name printed in the `policy` column.
  var name: String { get }
  /// Whether the decision depends on the progress threshold (else the column is left empty and
  /// the axis is not swept for this policy).
  var usesProgressThreshold: Bool { get }
  /// Whether the decision depends on the velocity threshold.
  var usesVelocityThreshold: Bool { get }
  /// Whether the decision depends on the projection rate.
  var usesProjectionRate: Bool { get }
  /// The decision: `true` completes the transition, `false` cancels it.
  func completes(_ release: SweepRelease, _ setting: SweepPolicySetting) -> Bool
  /// The key: the decision is `key > setting.progressThreshold`; must not read
  /// `setting.progressThreshold`. NaN is not allowed.
  func completionKey(_ release: SweepRelease, _ setting: SweepPolicySetting) -> Double
}
