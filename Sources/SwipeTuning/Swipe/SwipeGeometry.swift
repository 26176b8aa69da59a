import AnimationMath

/// The axis a swipe gesture tracks.
public enum SwipeAxis: String, Hashable, Sendable, CaseIterable {
  /// Horizontal (a back swipe, a list-row swipe).
  case x
  /// Vertical (a sheet dismissal, pull-to-refresh).
  case y
}

/// Which way along the axis counts as "towards completion".
public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
  /// Increasing coordinate (+x: left to right, the back swipe; +y: downwards on screen).
  case positive = "+"
  /// Decreasing coordinate.
  case negative = "-"

  /// +1 or −1.
  @inlinable public var sign: Double { self == .positive ? 1 : -1 }
}

/// The screen a population of swipes is played on: the width of the transition along the swipe
/// axis, the axis, and the direction that completes.
///
/// "Width" is the length of the transition in points along the axis (for a vertical sheet, its
/// height). Every distance in the model — travel, progress, the spring's end — is measured along
/// the axis, signed so that positive means towards completion.
public struct SwipeGeometry: Hashable, Sendable {
  /// The default transition width, 390 pt: an iPhone 12–15 in portrait.
  ///
  /// The one declaration of the default: the presets, release records, the swipe generator and
  /// the CLI's `--width` defaults all read it.
  public static let defaultWidth = 390.0

  /// Transition length along the axis, in points (> 0, finite). Default ``defaultWidth``.
  public var width: Double
  /// The tracked axis (default `.x`).
  public var axis: SwipeAxis
  /// The completing direction (default `.positive`).
  public var direction: SwipeDirection

  /// Creates a geometry.
  ///
  /// - Precondition: `width` finite and > 0. Values from the command line go through
  ///   ``SwipeGeometry/init(parsingWidth:axis:direction:)``.
  public init(
    width: Double = defaultWidth, axis: SwipeAxis = .x, direction: SwipeDirection = .positive
  ) {
    precondition(width.isFinite && width > 0, "SwipeGeometry width must be finite and > 0")
    self.width = width
    self.axis = axis
    self.direction = direction
  }

  /// Parses a geometry from outside input (CLI strings, a report's settings fields).
  ///
  /// - Throws: `InputError` naming `width`, `axis` or `direction` when the width is not a
  ///   finite number > 0, the axis is not `x`/`y`, or the direction is not `+`/`-`
  ///   (`positive`/`negative` are accepted too).
  public init(parsingWidth width: String, axis: String, direction: String)
    throws(InputError)
  {
    guard let w = Double(width), w.isFinite, w > 0 else {
      throw InputError(field: "width", value: width, reason: "must be a finite number > 0")
    }
    guard let a = SwipeAxis(rawValue: axis.lowercased()) else {
      throw InputError(field: "axis", value: axis, reason: "must be 'x' or 'y'")
    }
    let d: SwipeDirection
    switch direction.lowercased() {
    case "+", "positive", "+1": d = .positive
    case "-", "negative", "-1": d = .negative
    default:
      throw InputError(field: "direction", value: direction, reason: "must be '+' or '-'")
    }
    self.init(width: w, axis: a, direction: d)
  }

  /// The component of `vector` along the completing direction (points or points/s).
  @inlinable public func along(_ vector: SIMD2<Double>) -> Double {
    (axis == .x ? vector.x : vector.y) * direction.sign
  }

  /// The component of `vector` across the axis (the other coordinate, unsigned direction kept).
  @inlinable public func across(_ vector: SIMD2<Double>) -> Double {
    axis == .x ? vector.y : vector.x
  }

  /// Distance of a screen point from the leading edge along the axis, in points: the coordinate
  /// for a `+` direction (x = 0 is the leading edge of a left-to-right back swipe), `width −`
  /// the coordinate for `-` (x = width is the leading edge of a right-to-left layout).
  @inlinable public func distanceFromLeadingEdge(_ point: SIMD2<Double>) -> Double {
    let c = axis == .x ? point.x : point.y
    return direction == .positive ? c : width - c
  }

  /// The screen point at `fromEdge` points from the leading edge along the axis and `across`
  /// points on the other coordinate (the inverse of ``distanceFromLeadingEdge(_:)``).
  @inlinable public func point(fromEdge: Double, across: Double) -> SIMD2<Double> {
    let c = direction == .positive ? fromEdge : width - fromEdge
    return axis == .x ? SIMD2(c, across) : SIMD2(across, c)
  }

  /// The screen vector for an `along` component (towards completion) and an `across` component.
  @inlinable public func vector(along: Double, across: Double) -> SIMD2<Double> {
    let a = along * direction.sign
    return axis == .x ? SIMD2(a, across) : SIMD2(across, a)
  }
}
