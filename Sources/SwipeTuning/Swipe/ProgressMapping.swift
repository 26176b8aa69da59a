import AnimationMath

/// How a swipe's travel along the axis becomes the transition's progress in [0, 1].
///
/// `progress = clamp(travel / denominator, 0, 1)`, with the denominator the screen width or a fixed
/// distance. Travel is signed (positive towards completion), so a swipe that ends behind its
/// start has progress 0.
public enum ProgressMapping: Hashable, Sendable {
  /// `travel / width`: the view follows the finger across the whole transition.
  case width
  /// `travel / distance` for a fixed distance in points (> 0): e.g. 200 pt in the full-screen
  /// swipe-back code this project started from, whatever the screen width.
  case distance(Double)

  /// The denominator in points for a transition of `width` points.
  @inlinable public func denominator(width: Double) -> Double {
    switch self {
    case .width: return width
    case .distance(let d): return d
    }
  }

  /// `clamp(travel / denominator, 0, 1)`. A NaN travel gives 0.
  @inlinable public func progress(travel: Double, width: Double) -> Double {
    let p = travel / denominator(width: width)
    return p > 0 ? (p < 1 ? p : 1) : 0
  }
}

extension ProgressMapping: CustomStringConvertible {
  /// `dx/width` or `dx/<distance>`.
  public var description: String {
    switch self {
    case .width: return "dx/width"
    case .distance(let d): return "dx/\(NumberText.shortest(d))"
    }
  }
}
