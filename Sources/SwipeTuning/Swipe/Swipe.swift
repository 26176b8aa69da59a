import AnimationMath

/// What the user meant by a swipe, when it is known.
///
/// Synthetic swipes always carry an intent (see ``SwipeKind/intent``); recorded traces carry one
/// only when the trace file has an `intent` column.
public enum SwipeIntent: String, Hashable, Sendable, CaseIterable {
  /// The user meant to finish the transition (pop the screen, dismiss the sheet).
  case complete
  /// The user meant to leave things as they were.
  case cancel
}

/// One swipe: the touch trace from touch-down to lift-off, plus what the user meant.
///
/// The screen width, axis and direction are not stored per swipe: they describe the screen the
/// population is played on and live in ``SwipeGeometry``, shared by every swipe of a population.
///
/// A trace is expected to start with a `.down` sample and end with an `.up` (or `.cancelled`)
/// sample, with times
/// non-decreasing. Nothing here validates that: recorded traces are validated by
/// ``SwipeTraceFiles`` and synthetic ones are built that way by ``SwipeGenerator``. Code that
/// reads a swipe treats the first sample as the touch-down and the last as the lift-off.
public struct Swipe: Hashable, Sendable {
  /// The touch samples in time order, `.down` first and `.up` last. Positions in points, times
  /// in seconds.
  public var samples: [TouchSample]
  /// What the user meant, if known.
  public var intent: SwipeIntent?
  /// The generator class this swipe was drawn from; `nil` for recorded swipes (unless their
  /// trace file has a `class` column, as `spring-tune population` writes).
  public var kind: SwipeKind?
  /// Where a recorded swipe came from (`file.csv`, or `file.csv#id` for a file with a `swipe`
  /// column); `nil` for synthetic swipes.
  public var source: String?
  /// The recording task the person was given (the trace file's `task` column, e.g. `back`,
  /// `peek`, `scroll`); `nil` when not recorded.
  public var task: String?
  /// The device the swipe was recorded on (the `device` column, free text such as
  /// `Pixel 7 420dpi`); `nil` when not recorded.
  public var device: String?
  /// The pointer type (the `pointer_type` column: `touch`, `pen`, `mouse`, as Pointer Events
  /// name them); `nil` when not recorded.
  public var pointerType: String?
  /// When a second finger first touched down while this one was down (seconds, the samples'
  /// clock), from a trace file's `pointer` column; `nil` for a single-touch swipe. The gate's
  /// ``AngleGate/singleTouch`` rejects the swipe when this comes before recognition.
  public var otherTouchTime: Double?

  /// Creates a swipe.
  public init(
    samples: [TouchSample], intent: SwipeIntent? = nil, kind: SwipeKind? = nil,
    source: String? = nil, task: String? = nil, device: String? = nil,
    pointerType: String? = nil, otherTouchTime: Double? = nil
  ) {
    self.samples = samples
    self.intent = intent
    self.kind = kind
    self.source = source
    self.task = task
    self.device = device
    self.pointerType = pointerType
    self.otherTouchTime = otherTouchTime
  }

  /// Whether the system took the touch away before lift-off: the last sample is
  /// `TouchPhase.cancelled`. The sweep counts such a swipe and never decides it: the transition
  /// goes back, as for a swipe the gate rejects (``ReleaseRecord/gatedOut``).
  public var isCancelled: Bool { samples.last?.phase == .cancelled }

  /// Time from the first to the last sample, in seconds (0 for fewer than two samples).
  public var duration: Double {
    guard let first = samples.first, let last = samples.last else { return 0 }
    return last.time - first.time
  }
}

/// The classes of the synthetic population (see `Docs/SwipeModel.md`).
public enum SwipeKind: String, Hashable, Sendable, CaseIterable {
  /// A fast stroke that lifts off while still moving (minimum-jerk profile cut at phase 0.5–0.72).
  case flick
  /// A stroke that runs to a stop, possibly dwells, then lifts: a deliberate drag to position.
  case drag
  /// A forward stroke followed by an opposite sub-movement: the user changes their mind.
  case hesitant
  /// Drags partway to look behind, then returns near the start before lifting.
  case peek
  /// A mostly cross-axis stroke (scrolling content), which the angle gate should reject.
  case scrollLike = "scroll-like"

  /// The intent the generator assigns to the class: flicks and drags mean complete; hesitant,
  /// peek and scroll-like strokes mean cancel.
  public var intent: SwipeIntent {
    switch self {
    case .flick, .drag: return .complete
    case .hesitant, .peek, .scrollLike: return .cancel
    }
  }
}
