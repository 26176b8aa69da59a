/// Any easing curve, as one value: what parsers return, keyframes store and the CLI prints.
///
/// Build one from CSS text with ``init(parsing:)``; print it with ``description`` (the canonical
/// text, which parses back to an equal value). Every case evaluates y(x) and dy/dx; see each
/// payload type for formulas and the behaviour outside [0, 1].
///
/// **Cost.** Every case is resolved when the value is built: a cubic Bézier is its six
/// power-basis coefficients held inline (no table, no allocation), a named Bézier curve
/// (`ease-in-out`, `standard`, …) evaluates its constant control points in place, and the
/// large or recursive payloads (spring, combinators) sit behind one reference, so the enum is
/// 81 bytes and evaluating `Easing(parsing: "ease-in-out")` takes ~1.4× the instructions of
/// the ``CubicBezier`` inside (a switch and the constant curve; ~2× its time when measured).
public enum Easing: EasingCurve, Hashable, CustomStringConvertible {
  /// y = x (CSS `linear`, Core Animation `linear`).
  case linear
  /// `cubic-bezier(x1, y1, x2, y2)`.
  case cubicBezier(CubicBezier)
  /// `steps(n, position)`.
  case steps(Steps)
  /// CSS `linear(stops...)`.
  case piecewiseLinear(PiecewiseLinear)
  /// One of Penner's equations (`easeInQuad` … `easeInOutBounce`).
  case penner(PennerEasing)
  /// A named platform curve (`ease`, `easeInEaseOut`, `emphasized`, `fastOutSlowIn`, …).
  case named(NamedEasing)
  /// Easings joined end to end (`chain(...)`).
  case chain(ChainedEasing)
  /// A damped spring's normalised motion over its settling time (`spring(SPEC)`); its length
  /// in seconds is ``duration``.
  indirect case spring(SpringEasing)
  /// The curve played backwards: y(x) = curve(1 − x) (`reverse(...)`), from 1 down to 0.
  indirect case reversed(Easing)
  /// The curve rotated by 180°: y(x) = 1 − curve(1 − x) (`flip(...)`); ease-in ↔ ease-out.
  indirect case flipped(Easing)
  /// The curve squeezed into [start, end] of the input (`interval(start, end, curve)`): 0 before
  /// start, 1 after end, curve((x − start)/(end − start)) in between (Flutter `Interval`).
  indirect case interval(start: Double, end: Double, Easing)

  /// y(x) with browser-compatible extrapolation and the before flag clear.
  @inlinable
  public func value(at x: Double) -> Double {
    value(at: x, extrapolation: .browserCompatible, before: false)
  }

  /// y(x) with `extrapolation` outside [0, 1].
  @inlinable
  public func value(at x: Double, extrapolation: EasingExtrapolation) -> Double {
    value(at: x, extrapolation: extrapolation, before: false)
  }

  /// y(x) with `extrapolation` and the CSS steps *before flag* (only step easings, also inside
  /// combinators, look at it).
  @inlinable
  public func value(at x: Double, extrapolation: EasingExtrapolation, before: Bool) -> Double {
    switch self {
    case .cubicBezier(let c):
      return c.value(at: x, extrapolation: extrapolation)
    case .named(let n):
      if let c = n.cubicBezier { return c.value(at: x, extrapolation: extrapolation) }
      return n.definition.otherValue(at: x, extrapolation: extrapolation, before: before)
    default:
      return otherValue(at: x, extrapolation: extrapolation, before: before)
    }
  }

  /// ``value(at:extrapolation:before:)`` for the cases other than cubic Béziers (out of line).
  @usableFromInline
  func otherValue(at x: Double, extrapolation: EasingExtrapolation, before: Bool) -> Double {
    switch self {
    case .linear:
      return extrapolation == .clamp ? EasingExtrapolation.clampUnit(x) : x
    case .cubicBezier(let c):
      return c.value(at: x, extrapolation: extrapolation)
    case .steps(let s):
      let u = extrapolation == .clamp ? EasingExtrapolation.clampUnit(x) : x
      return s.value(at: u, before: before)
    case .piecewiseLinear(let p):
      return p.value(at: x, extrapolation: extrapolation)
    case .penner(let p):
      return p.value(at: x, extrapolation: extrapolation)
    case .named(let n):
      return n.definition.value(at: x, extrapolation: extrapolation, before: before)
    case .chain(let c):
      return c.value(at: x, extrapolation: extrapolation, before: before)
    case .spring(let s):
      return s.value(at: x)
    case .reversed(let e):
      return e.value(at: 1 - x, extrapolation: extrapolation, before: before)
    case .flipped(let e):
      return 1 - e.value(at: 1 - x, extrapolation: extrapolation, before: before)
    case .interval(let start, let end, let e):
      if x <= start { return x < start || start < end ? e.value(at: 0) : e.value(at: 1) }
      if x >= end { return e.value(at: 1) }
      return e.value(at: (x - start) / (end - start), extrapolation: extrapolation, before: before)
    }
  }

  /// dy/dx with browser-compatible extrapolation.
  public func slope(at x: Double) -> Double {
    slope(at: x, extrapolation: .browserCompatible)
  }

  /// dy/dx with `extrapolation` outside [0, 1].
  public func slope(at x: Double, extrapolation: EasingExtrapolation) -> Double {
    switch self {
    case .linear:
      return extrapolation == .clamp && (x < 0 || x > 1) ? 0 : 1
    case .cubicBezier(let c):
      return c.slope(at: x, extrapolation: extrapolation)
    case .steps(let s):
      return s.slope(at: x)
    case .piecewiseLinear(let p):
      return p.slope(at: x, extrapolation: extrapolation)
    case .penner(let p):
      return p.slope(at: x, extrapolation: extrapolation)
    case .named(let n):
      return n.definition.slope(at: x, extrapolation: extrapolation)
    case .chain(let c):
      return c.slope(at: x, extrapolation: extrapolation)
    case .spring(let s):
      return s.slope(at: x)
    case .reversed(let e):
      return -e.slope(at: 1 - x, extrapolation: extrapolation)
    case .flipped(let e):
      return e.slope(at: 1 - x, extrapolation: extrapolation)
    case .interval(let start, let end, let e):
      if x < start || x > end || start == end { return 0 }
      return e.slope(at: (x - start) / (end - start), extrapolation: extrapolation) / (end - start)
    }
  }

  /// The length in seconds this curve stands for, when it has one: a spring easing's settling
  /// time T (``SpringEasing/duration``: x = 1 is the moment the spring settles), carried
  /// through `reverse` and `flip`, and T/(end − start) for `interval(start, end, spring)` (the
  /// spring then plays over that part of the input). `nil` for every other curve, which has
  /// no time scale of its own (use the animation's duration), and for an empty interval.
  public var duration: Double? {
    switch self {
    case .spring(let s): return s.duration
    case .reversed(let e), .flipped(let e): return e.duration
    case .interval(let start, let end, let e):
      guard end > start, let inner = e.duration else { return nil }
      return inner / (end - start)
    case .linear, .cubicBezier, .steps, .piecewiseLinear, .penner, .named, .chain: return nil
    }
  }
}
