import AnimationMath

/// Follows one swipe as its touch samples arrive and gives its ``ReleaseRecord`` at lift-off:
/// what an app calls from its gesture handler.
///
/// Feed every sample to ``add(_:)`` — a `down` sample, `move` samples, then the `up` sample —
/// and, at lift-off, ask ``record(releaseVelocity:intent:)`` for the record the completion
/// policy decides on. The recorder keeps a handful of numbers (the touch-down sample, the latest
/// sample and the gate's verdict), so adding a sample is a few arithmetic operations: no
/// allocation, no Foundation, no string. The release velocity comes from AnimationMath's
/// `VelocityTracker`, fed the same samples:
///
/// ```swift
/// var tracker = VelocityTracker(strategy: .lsq2)
/// var recorder = SwipeRecorder(geometry: SwipeGeometry(width: 390), gate: AngleGate())
/// let policy = CompletionPreset.flutterCupertinoBack.policy(width: 390)
///
/// func handle(_ sample: TouchSample) {
///   tracker.add(sample)
///   recorder.add(sample)
///   guard recorder.verdict == .admitted else { return }  // not begun (yet), or rejected
///   if sample.phase == .up {
///     let record = recorder.record(releaseVelocity: tracker.velocity())
///     let completes = policy.decide(record)
///     // hand off to a spring from record.releasePosition at record.handoffVelocity
///   } else {
///     // drive the transition: recorder.progress(.width)
///   }
/// }
/// ```
///
/// Rules, the same the sweep applies to a whole trace (``ReleaseRecord/init(samples:intent:geometry:gate:releaseVelocity:otherTouchTime:)``
/// and ``AngleGate/admits(_:geometry:)`` are this recorder run over a collection):
/// - The first sample, and every `down` sample, starts a new swipe: it is the touch-down.
/// - A touch-down outside the gate's edge region (``AngleGate/admitsTouchDown(at:geometry:)``)
///   is rejected at once.
/// - Otherwise the gate's verdict is decided by the first sample outside the slop circle
///   (``AngleGate/verdict(from:to:geometry:)``), the *recognition point*, and never changes
///   afterwards — except that ``addOtherTouch()`` before it rejects under
///   ``AngleGate/singleTouch``.
/// - Travel is the latest sample's position minus the origin: the touch-down, or under
///   ``TravelOrigin/recognised`` the recognition point (zero travel before recognition). The
///   `up` sample's position counts (it is where the finger lifted).
/// - A `cancelled` sample (the system took the touch away) marks the swipe cancelled
///   (``isCancelled``): its record is gated out, so no policy decides it and the transition goes
///   back. An app handles the cancel itself; the sweep counts such a swipe as a cancel.
///
/// These are the only implementation of the gate: the sweep, ``AngleGate/admits(_:geometry:)``
/// and `ReleaseRecord(samples:…)` all run a recorder.
///
/// Domain: finite positions and times. Non-finite positions leave the verdict undecided and make
/// the travel non-finite; nothing traps.
public struct SwipeRecorder: Hashable, Sendable {
  /// The screen the swipe is played on.
  public let geometry: SwipeGeometry
  /// The gate that decides whether the swipe begins.
  public let gate: AngleGate

  /// The touch-down sample; `nil` before the first sample.
  @usableFromInline var touchDown: TouchSample?
  /// The newest sample; `nil` before the first sample.
  @usableFromInline var newest: TouchSample?
  /// The gate's verdict so far.
  @usableFromInline var gateVerdict: AngleGate.Verdict
  /// Whether a `cancelled` sample arrived since the touch-down.
  @usableFromInline var cancelled: Bool
  /// Where the gesture was recognised (the sample that admitted it); `nil` until then.
  @usableFromInline var recognitionPoint: SIMD2<Double>?

  /// Creates a recorder that has seen no sample.
  ///
  /// - Parameters:
  ///   - geometry: transition width, axis and completing direction (default: 390 pt, +x).
  ///   - gate: the angle gate (default 30° from the completing direction, 10 pt slop).
  @inlinable
  public init(geometry: SwipeGeometry = SwipeGeometry(), gate: AngleGate = AngleGate()) {
    self.geometry = geometry
    self.gate = gate
    touchDown = nil
    newest = nil
    gateVerdict = .undecided
    cancelled = false
    recognitionPoint = nil
  }

  /// Adds one sample (see the type's rules) and returns the gate's verdict after it.
  @inlinable
  @discardableResult
  public mutating func add(_ sample: TouchSample) -> AngleGate.Verdict {
    newest = sample
    if sample.phase == .down || touchDown == nil {
      touchDown = sample
      recognitionPoint = nil
      cancelled = false
      gateVerdict =
        gate.admitsTouchDown(at: sample.position, geometry: geometry) ? .undecided : .rejected
      return gateVerdict
    }
    if sample.phase == .cancelled { cancelled = true }
    if gateVerdict == .undecided, let down = touchDown {
      gateVerdict = gate.verdict(from: down.position, to: sample.position, geometry: geometry)
      if gateVerdict == .admitted { recognitionPoint = sample.position }
    }
    return gateVerdict
  }

  /// Adds the samples of `samples` in order, as ``add(_:)`` does one by one (for a batch of
  /// coalesced touches, or a whole recorded trace).
  ///
  /// A contiguous collection (an array, a slice of one) is walked through its buffer, so even an
  /// unoptimised build allocates nothing per sample.
  @inlinable
  public mutating func add(contentsOf samples: some Collection<TouchSample>) {
    let contiguous: Void? = samples.withContiguousStorageIfAvailable { buffer in
      var i = 0
      while i < buffer.count {
        add(buffer[i])
        i += 1
      }
    }
    guard contiguous == nil else { return }
    for sample in samples { add(sample) }
  }

  /// Notes that another finger touched down while this swipe's finger is down (a second
  /// pointer): under ``AngleGate/singleTouch`` a gesture not yet recognised is rejected; otherwise,
  /// and after recognition, nothing changes. Returns the verdict after it.
  @inlinable
  @discardableResult
  public mutating func addOtherTouch() -> AngleGate.Verdict {
    if gate.singleTouch && gateVerdict == .undecided && touchDown != nil {
      gateVerdict = .rejected
    }
    return gateVerdict
  }

  /// Forgets the swipe.
  @inlinable
  public mutating func reset() {
    touchDown = nil
    newest = nil
    gateVerdict = .undecided
    cancelled = false
    recognitionPoint = nil
  }

  /// Whether the touch was cancelled (a `cancelled` sample since the touch-down): the swipe is
  /// not decided, and its ``record(releaseVelocity:intent:)`` is gated out.
  @inlinable public var isCancelled: Bool { cancelled }

  /// Where the gesture was recognised (the first sample outside the slop circle, when the gate
  /// admitted it), or `nil`.
  @inlinable public var recognition: SIMD2<Double>? { recognitionPoint }

  /// The gate's verdict so far: ``AngleGate/Verdict/undecided`` until a sample leaves the slop
  /// circle (and for a recorder that has seen no sample).
  @inlinable public var verdict: AngleGate.Verdict { gateVerdict }

  /// The touch-down sample, or `nil` before the first sample.
  @inlinable public var down: TouchSample? { touchDown }

  /// The newest sample, or `nil` before the first sample.
  @inlinable public var latest: TouchSample? { newest }

  /// Net travel so far along the completing direction from the gate's
  /// ``AngleGate/travelOrigin``, in points (signed; 0 before the first sample, and before
  /// recognition when travel counts from the recognition point).
  @inlinable public var travel: Double { geometry.along(displacement) }

  /// Time from touch-down to the newest sample, in seconds (0 before the first sample).
  @inlinable public var duration: Double {
    (newest?.time ?? 0) - (touchDown?.time ?? 0)
  }

  /// Progress so far under `mapping`, `clamp(travel / denominator, 0, 1)`: where an interactive
  /// transition that follows the finger stands.
  @inlinable public func progress(_ mapping: ProgressMapping) -> Double {
    mapping.progress(travel: travel, width: geometry.width)
  }

  /// The record of the swipe so far — at lift-off, the record a ``CompletionPolicy`` decides on.
  ///
  /// - Parameters:
  ///   - releaseVelocity: the release velocity in screen coordinates, points/s (from a
  ///     `VelocityTracker` fed the same samples: `VelocityTracker/velocity()`).
  ///   - intent: what the user meant, when known (recordings and tests); `nil` in an app.
  /// - Returns: travel (from the gate's travel origin) and duration since touch-down, the
  ///   velocity split along and across the axis, the width, and ReleaseRecord/gatedOut
  ///   unless the gate admitted the swipe and the touch was not cancelled (an empty recorder
  ///   gives zero travel and is gated out).
  @inlinable
  public func record(releaseVelocity: SIMD2<Double>, intent: SwipeIntent? = nil) -> ReleaseRecord {
    let delta = displacement
    return ReleaseRecord(
      travel: geometry.along(delta), crossTravel: geometry.across(delta),
      velocity: geometry.along(releaseVelocity), crossVelocity: geometry.across(releaseVelocity),
      duration: duration, width: geometry.width, intent: intent,
      gatedOut: gateVerdict != .admitted || cancelled)
  }

  /// Newest position minus the travel origin (zero before the first sample, and before
  /// recognition with ``TravelOrigin/recognised``).
  @inlinable var displacement: SIMD2<Double> {
    guard let newest else { return .zero }
    switch gate.travelOrigin {
    case .down: return newest.position - (touchDown?.position ?? newest.position)
    case .recognised: return newest.position - (recognitionPoint ?? newest.position)
    }
  }
}
