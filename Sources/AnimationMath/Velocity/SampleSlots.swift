/// Thirty-two values stored inline: the ring buffer behind ``VelocityTracker``.
///
/// A homogeneous tuple, which Swift lays out contiguously like a C array, read and written
/// through a typed pointer. It does what `InlineArray<32, Element>` did (no heap allocation, no
/// reference counting) on every platform the package supports: `InlineArray` needs iOS, tvOS
/// and macOS 26. Indices are reduced modulo 32 (`index & 31`), so an access can never leave the
/// storage; the tracker's ring slots are already in `0..<32`, so the mask changes nothing there.
///
/// Reads are `mutating` so that they go through the tracker's own storage rather than a copy of
/// it; the estimators are `mutating` for the same reason (see ``VelocityTracker/velocity()``).
struct SampleSlots<Element>: Sendable where Element: Sendable {
  /// Number of slots.
  static var count: Int { 32 }

  /// The slots.
  private var storage:
    (
      Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
      Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
      Element, Element, Element, Element, Element, Element, Element, Element, Element, Element,
      Element, Element
    )

  /// Every slot holding `value`.
  init(repeating value: Element) {
    storage = (
      value, value, value, value, value, value, value, value, value, value, value, value, value,
      value, value, value, value, value, value, value, value, value, value, value, value, value,
      value, value, value, value, value, value
    )
  }

  /// The value in slot `index & 31`.
  subscript(index: Int) -> Element {
    @inline(__always) mutating get {
      withUnsafeMutablePointer(to: &storage) {
        UnsafeMutableRawPointer($0).assumingMemoryBound(to: Element.self)[index & 31]
      }
    }
    @inline(__always) set {
      withUnsafeMutablePointer(to: &storage) {
        UnsafeMutableRawPointer($0).assumingMemoryBound(to: Element.self)[index & 31] = newValue
      }
    }
  }
}
