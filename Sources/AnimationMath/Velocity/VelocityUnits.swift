/// A release velocity in the units each platform's API takes.
///
/// Every platform's density-independent unit is the same length: 1 pt (UIKit, SwiftUI) = 1 dp
/// (Android, Compose, React Native) = 1 logical pixel (Flutter) = 1 CSS pixel. What differs is
/// what an API compares or takes:
///
/// | quantity | formula | who takes it |
/// | --- | --- | --- |
/// | points per second | `v` | UIKit `velocity(in:)`, SwiftUI `DragGesture`, Flutter, the web, React Native Gesture Handler, Reanimated `withSpring` `velocity`, Motion `velocity` |
/// | physical pixels per second | `v · density` | Android `VelocityTracker`, `MotionEvent`, Compose `VelocityTracker` |
/// | widths per second | `v / width` | Flutter `CupertinoPageRoute`'s fling test (1 width/s) |
/// | relative velocity | `v / remaining` | UIKit `initialSpringVelocity`, `UISpringTimingParameters.initialVelocity`, SwiftUI `interpolatingSpring(…, initialVelocity:)` |
///
/// All are exact IEEE-754 products and quotients; nothing is rounded.
public enum VelocityUnits {
  /// Points per second from physical pixels per second on a screen of `density` pixels per
  /// point (`v / density`).
  ///
  /// - Precondition: `density > 0` and finite.
  public static func points(pixelsPerSecond v: Double, density: Double) -> Double {
    precondition(density > 0 && density.isFinite, "density must be finite and > 0")
    return v / density
  }

  /// Physical pixels per second from points per second (`v · density`).
  ///
  /// - Precondition: `density > 0` and finite.
  public static func pixels(pointsPerSecond v: Double, density: Double) -> Double {
    precondition(density > 0 && density.isFinite, "density must be finite and > 0")
    return v * density
  }

  /// Widths per second (`v / width`, both in points).
  ///
  /// - Precondition: `width > 0` and finite.
  public static func widths(pointsPerSecond v: Double, width: Double) -> Double {
    precondition(width > 0 && width.isFinite, "width must be finite and > 0")
    return v / width
  }

  /// UIKit's relative velocity: the velocity divided by the distance left to the target
  /// (`v / remaining`, both in points, + towards the target), or nil when no distance is left
  /// (`SpringMotion.relativeVelocity(_:from:to:minimumDistance:)`, the rule's one owner).
  public static func relative(pointsPerSecond v: Double, remaining: Double) -> Double? {
    SpringMotion.relativeVelocity(v, from: 0, to: remaining)
  }
}
