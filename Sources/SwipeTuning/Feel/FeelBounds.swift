import AnimationMath

/// The perceptual bounds that turn a hand-off's motion into "feels complete" / "feels
/// cancelled" (feel v4, ``FeelBreaks``): the view arrives in time, does not kick back, does not
/// bounce visibly past the end, does not ring, comes to rest in time, does not jump in
/// velocity at lift-off, and does not run ahead of the finger after it (abruptness, v4).
///
/// Defaults and their sources are in `Docs/SwipeModel.md` §4 (what is a judgement is said to be
/// one). The arrival and settle bands also set what the motion's times measure
/// (`SpringHandoff`'s bands); the other bounds only judge the motion.
public struct FeelBounds: Hashable, Sendable {
  /// Largest backward travel (points) that still reads as one continuous movement. Default 2.
  public var reversal: Double
  /// Distance from the end (points) that counts as "arrived". Default 1.
  public var arrival: Double
  /// The view must first arrive within this many seconds of lift-off. Default 0.5.
  public var arrivalWindow: Double
  /// Band (points) for the settling time: the motion has settled once it stays within this
  /// distance of the end. Default 1 (the same as `arrival`).
  public var settle: Double
  /// Largest overshoot past the end (points) that is not a visible bounce. Default 4.
  public var overshoot: Double
  /// Largest second excursion (points: `HandoffMetrics.ringing`, the swing back after the
  /// overshoot) that is not visible ringing. Default 1 (the arrival band: a swing back that
  /// leaves the band the view had arrived in).
  public var ringing: Double
  /// The view must have settled (within ``settle``) this many seconds after lift-off. Default
  /// 0.6.
  public var settleWindow: Double
  /// The smallest velocity jump at lift-off (points per second) that is noticeable however
  /// slowly the finger moved. Default 50.
  public var jump: Double
  /// The Weber fraction of velocity change: a jump is noticeable when it exceeds this fraction
  /// of the view's speed at release (and ``jump``). Default 0.1.
  public var jumpFraction: Double
  /// Feel v4: the largest peak speed after lift-off, as a multiple of the view's speed at
  /// release, that does not read as the page jumping ahead of the finger (with the floor of
  /// ``abruptDuration``). Default 2; ∞ switches abruptness off (feel v3).
  public var abruptRatio: Double
  /// Feel v4: the floor of the allowed peak speed for slow releases, as a time: a hand-off may
  /// always move as fast as covering the remaining distance in this many seconds — so a page let
  /// go at rest may still move. Default 0.05 s, half the ~0.1 s under which a change reads as
  /// instantaneous (Card, Moran & Newell; Nielsen): a motion that could finish in under 50 ms
  /// reads as a jump. 0 removes the peak-speed bound (no hand-off is abrupt).
  public var abruptDuration: Double

  /// Creates bounds.
  ///
  /// - Precondition: every value ≥ 0 and not NaN; `arrival` and `settle` finite and > 0. Values
  ///   from the command line or a file go through ``validated(_:)``.
  public init(
    reversal: Double = 2, arrival: Double = 1, arrivalWindow: Double = 0.5, settle: Double = 1,
    overshoot: Double = 4, ringing: Double = 1, settleWindow: Double = 0.6, jump: Double = 50,
    jumpFraction: Double = 0.1, abruptRatio: Double = 2, abruptDuration: Double = 0.05
  ) {
    precondition(reversal >= 0, "FeelBounds reversal must be ≥ 0")
    precondition(arrival > 0 && arrival.isFinite, "FeelBounds arrival must be finite and > 0")
    precondition(arrivalWindow >= 0, "FeelBounds arrivalWindow must be ≥ 0")
    precondition(settle > 0 && settle.isFinite, "FeelBounds settle must be finite and > 0")
    precondition(
      overshoot >= 0 && ringing >= 0 && settleWindow >= 0 && jump >= 0 && jumpFraction >= 0
        && abruptRatio >= 0 && abruptDuration >= 0,
      "FeelBounds values must be ≥ 0")
    self.reversal = reversal
    self.arrival = arrival
    self.arrivalWindow = arrivalWindow
    self.settle = settle
    self.overshoot = overshoot
    self.ringing = ringing
    self.settleWindow = settleWindow
    self.jump = jump
    self.jumpFraction = jumpFraction
    self.abruptRatio = abruptRatio
    self.abruptDuration = abruptDuration
  }

  /// One bound: its command-line and file field name, unit and default (the defaults of
  /// ``init(reversal:arrival:arrivalWindow:settle:overshoot:ringing:settleWindow:jump:jumpFraction:abruptRatio:abruptDuration:)``).
  public struct Bound: Hashable, Sendable {
    /// The field name (`reversal-tolerance`, …; the report column is ``column``).
    public let field: String
    /// The report's settings column (`reversal_tolerance_pt`, …).
    public let column: String
    /// The unit: `pt`, `s`, `pt/s`, or empty for the fraction.
    public let unit: String
    /// The key path of the value.
    public let keyPath: WritableKeyPath<FeelBounds, Double> & Sendable
    /// Whether the value must be finite and > 0 (the two bands), rather than ≥ 0 (∞ allowed:
    /// the bound is off).
    public let isBand: Bool
  }

  /// Every bound, in settings-column order.
  public static let all: [Bound] = [
    // (field, column, unit, value, is a band)
    ("reversal-tolerance", "reversal_tolerance_pt", "pt", \.reversal, false),
    ("arrival-tolerance", "arrival_tolerance_pt", "pt", \.arrival, true),
    ("arrival-window", "arrival_window_s", "s", \.arrivalWindow, false),
    ("settle-tolerance", "settle_tolerance_pt", "pt", \.settle, true),
    ("overshoot-bound", "overshoot_bound_pt", "pt", \.overshoot, false),
    ("ringing-bound", "ringing_bound_pt", "pt", \.ringing, false),
    ("settle-window", "settle_window_s", "s", \.settleWindow, false),
    ("jump-bound", "jump_bound_pt_s", "pt/s", \.jump, false),
    ("jump-fraction", "jump_fraction", "", \.jumpFraction, false),
    ("abrupt-ratio", "abrupt_ratio", "", \.abruptRatio, false),
    ("abrupt-duration", "abrupt_duration_s", "s", \.abruptDuration, false),
  ].map { Bound(field: $0.0, column: $0.1, unit: $0.2, keyPath: $0.3, isBand: $0.4) }

  /// Validating entry point for outside input: `values` in ``all`` order.
  ///
  /// - Throws: `InputError` naming the field (``Bound/field``) whose value is out of its
  ///   domain: the bands must be finite and > 0, every other bound ≥ 0 (∞ switches it off).
  public static func validated(_ values: [Double]) throws(InputError) -> FeelBounds {
    precondition(values.count == all.count, "one value per bound")
    var t = FeelBounds()
    let words = ["pt": "points", "s": "seconds", "pt/s": "points per second"]
    for (bound, value) in zip(all, values) {
      let unit = words[bound.unit].map { " (\($0))" } ?? ""
      if bound.isBand {
        let reason = "must be a finite number > 0" + unit
        try InputError.check(bound.field, value, reason, notFinite: reason) { $0 > 0 }
      } else if !(value >= 0) {
        throw InputError(
          field: bound.field, value: NumberText.shortest(value),
          reason: "must be a number ≥ 0" + unit)
      }
      t[keyPath: bound.keyPath] = value
    }
    return t
  }

  /// The values in ``all`` order.
  public var values: [Double] { Self.all.map { self[keyPath: $0.keyPath] } }

  /// The noticeable velocity jump for a view released at `speed` (points per second, ≥ 0):
  /// max(``jump``, ``jumpFraction`` · speed).
  @inlinable
  public func noticeableJump(atSpeed speed: Double) -> Double {
    Swift.max(jump, jumpFraction * speed)
  }

  /// The largest peak speed after lift-off (pt/s) that is not abrupt for a view released at
  /// `speed` (pt/s) with `remaining` points to go: max(``abruptRatio`` · speed,
  /// remaining / ``abruptDuration``); ∞ when abruptness is off (``abruptRatio`` ∞ or
  /// ``abruptDuration`` 0).
  @inlinable
  public func allowedPeakSpeed(atSpeed speed: Double, remaining: Double) -> Double {
    guard abruptRatio.isFinite, abruptDuration > 0 else { return .infinity }
    return Swift.max(abruptRatio * speed, remaining / abruptDuration)
  }

  /// How abrupt a hand-off is: its peak speed over ``allowedPeakSpeed(atSpeed:remaining:)`` —
  /// above 1 it is abrupt (feel v4). 0 when abruptness is off or the hand-off does not move.
  @inlinable
  public func abruptness(peakSpeed: Double, speed: Double, remaining: Double) -> Double {
    let allowed = allowedPeakSpeed(atSpeed: speed, remaining: remaining)
    guard allowed.isFinite, peakSpeed > 0 else { return 0 }
    return allowed > 0 ? peakSpeed / allowed : .infinity
  }

  /// Which bounds the hand-off with `metrics`, velocity jump `jump` (pt/s) and view speed at
  /// release `speed` (pt/s) breaks (``FeelBreaks``), judged without abruptness (feel v3).
  /// Empty: it feels like its outcome.
  @inlinable
  public func breaks(_ metrics: HandoffMetrics, jump: Double, speed: Double) -> FeelBreaks {
    breaks(metrics, jump: jump, speed: speed, abruptness: 0)
  }

  /// Which bounds the hand-off breaks (``FeelBreaks``, feel v4): the feel-v3 bounds of
  /// ``breaks(_:jump:speed:)`` and ``FeelBreaks/abrupt`` when `abruptness`
  /// (``abruptness(peakSpeed:speed:remaining:)``) exceeds 1.
  @inlinable
  public func breaks(_ metrics: HandoffMetrics, jump: Double, speed: Double, abruptness: Double)
    -> FeelBreaks
  {
    var b: UInt8 = 0
    if metrics.backwardTravel > reversal { b |= FeelBreaks.reversal.rawValue }
    if metrics.arrivalTime > arrivalWindow { b |= FeelBreaks.lateArrival.rawValue }
    if metrics.overshoot > overshoot { b |= FeelBreaks.overshoot.rawValue }
    if metrics.ringing > ringing { b |= FeelBreaks.ringing.rawValue }
    if metrics.settlingTime > settleWindow { b |= FeelBreaks.lateSettle.rawValue }
    if jump > noticeableJump(atSpeed: speed) { b |= FeelBreaks.jump.rawValue }
    if abruptness > 1 { b |= FeelBreaks.abrupt.rawValue }
    return FeelBreaks(rawValue: b)
  }
}

/// The feel bounds a hand-off breaks (``FeelBounds/breaks(_:jump:speed:abruptness:)``). A hand-off
/// *feels like its outcome* (complete or cancelled) when it breaks none; the older definition,
/// feel v2, asked only for ``reversal`` and ``lateArrival`` (``feelsLikeV2``).
public struct FeelBreaks: OptionSet, Hashable, Sendable {
  /// The raw bits (one per bound, the values below).
  public let rawValue: UInt8

  /// Creates a set from its bits.
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Backward travel beyond ``FeelBounds/reversal``.
  public static let reversal = FeelBreaks(rawValue: 1)
  /// First arrival after ``FeelBounds/arrivalWindow``.
  public static let lateArrival = FeelBreaks(rawValue: 2)
  /// Overshoot beyond ``FeelBounds/overshoot``.
  public static let overshoot = FeelBreaks(rawValue: 4)
  /// A second excursion beyond ``FeelBounds/ringing``.
  public static let ringing = FeelBreaks(rawValue: 8)
  /// Settling after ``FeelBounds/settleWindow``.
  public static let lateSettle = FeelBreaks(rawValue: 16)
  /// A velocity jump at lift-off beyond ``FeelBounds/noticeableJump(atSpeed:)``.
  public static let jump = FeelBreaks(rawValue: 32)
  /// Feel v4: a peak speed after lift-off beyond
  /// ``FeelBounds/allowedPeakSpeed(atSpeed:remaining:)`` — the page runs ahead of the finger.
  public static let abrupt = FeelBreaks(rawValue: 64)

  /// Whether the hand-off feels like its outcome under feel v2 (no reversal, arrival in time).
  @inlinable public var feelsLikeV2: Bool { rawValue & 3 == 0 }
}
