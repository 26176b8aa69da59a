import Dispatch

/// Runs independent, index-addressed tasks on up to `threads` threads.
///
/// Determinism comes from the callers: each task writes only its own slots, so the result does
/// not depend on which thread ran which task or in what order. Tasks are handed out in index order
/// from a shared counter (dynamic scheduling, so one slow task does not stall a thread's share).
enum ParallelLoop {
  /// Calls `body(i)` for every `i` in `0..<count`, on `min(threads, count)` threads.
  static func forEach(count: Int, threads: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    let width = Swift.max(1, Swift.min(threads, count))
    if width == 1 {
      for i in 0..<count { body(i) }
      return
    }
    let next = Locked(0)
    withoutActuallyEscaping(body) { body in
      DispatchQueue.concurrentPerform(iterations: width) { _ in
        while true {
          let i = next.add(1).old
          if i >= count { return }
          body(i)
        }
      }
    }
  }

  /// Splits `0..<count` into about `chunksPerThread × threads` contiguous chunks of at least
  /// `minimumChunk` items and calls `body(range)` for each.
  static func forEachChunk(
    count: Int, threads: Int, minimumChunk: Int = 1024, chunksPerThread: Int = 4,
    _ body: @Sendable (Range<Int>) -> Void
  ) {
    guard count > 0 else { return }
    let chunks = Swift.max(
      1, Swift.min(chunksPerThread * threads, count / Swift.max(1, minimumChunk)))
    forEach(count: chunks, threads: threads) { c in
      body((c * count / chunks)..<((c + 1) * count / chunks))
    }
  }
}

extension ParallelLoop {
  /// `transform(i)` for every `i` in `0..<count`, computed in parallel chunks of at least
  /// `minimumChunk` elements on up to `threads` threads, in index order (each chunk writes only
  /// its own elements, so the result does not depend on the threads).
  static func map<T: Sendable>(
    count: Int, threads: Int, minimumChunk: Int = 4096, _ transform: @Sendable (Int) -> T
  ) -> [T] {
    guard threads > 1, count >= 2 * minimumChunk else { return (0..<count).map(transform) }
    return [T](unsafeUninitializedCapacity: count) { elements, initialized in
      forEachChunk(count: count, threads: threads, minimumChunk: minimumChunk) {
        [address = Int(bitPattern: elements.baseAddress)] range in
        let out = UnsafeMutablePointer<T>(bitPattern: address).unsafelyUnwrapped
        for i in range { (out + i).initialize(to: transform(i)) }
      }
      initialized = count
    }
  }
}

/// Memory that parallel tasks write at disjoint indices; freed by `deinit` when the last reference
/// goes away, so no caller frees it by hand and no task can outlive it.
///
/// `@unchecked Sendable` because tasks on several threads write through the one pointer. That is
/// sound only while **no two tasks touch the same index at the same time** — every caller gives
/// each task its own indices (its row slots, its swipe range) and reads the buffer only after the
/// ``ParallelLoop`` call has returned — and only for `Sendable` elements, which the buffer hands
/// from the writing thread to the reading one.
final class SharedBuffer<Element: Sendable>: @unchecked Sendable {
  private let base: UnsafeMutableBufferPointer<Element>
  /// The number of elements.
  let count: Int

  /// Allocates `count` elements initialised to `value`, in parallel chunks on up to `threads`
  /// threads (for large buffers, whose first touch of fresh pages costs more than the writes).
  init(repeating value: Element, count: Int, threads: Int = 1) {
    self.count = count
    base = .allocate(capacity: Swift.max(count, 1))
    if count <= 1 << 16 || threads <= 1 {
      base.initialize(repeating: value)
      return
    }
    let base = base
    ParallelLoop.forEachChunk(count: count, threads: threads, minimumChunk: 1 << 16) {
      [address = Int(bitPattern: base.baseAddress)] range in
      // Each chunk initialises its own elements only.
      UnsafeMutablePointer<Element>(bitPattern: address).unsafelyUnwrapped
        .advanced(by: range.lowerBound).initialize(repeating: value, count: range.count)
    }
  }

  deinit {
    base.deinitialize()
    base.deallocate()
  }

  /// Element `i` (`0..<count`).
  subscript(i: Int) -> Element {
    @inline(__always) get { base[i] }
    @inline(__always) set { base[i] = newValue }
  }

  /// The elements as an array (copies).
  var elements: [Element] { Array(base.prefix(count)) }

  /// The memory, for a caller that keeps the buffer alive (`withExtendedLifetime`) while it
  /// writes through it, at indices no other task touches.
  var unsafeElements: UnsafeMutableBufferPointer<Element> {
    UnsafeMutableBufferPointer(rebasing: base.prefix(count))
  }

  /// Calls `body` with the elements, read only; the pointer must not escape `body`.
  func withUnsafeElements<Result>(_ body: (UnsafeBufferPointer<Element>) -> Result) -> Result {
    withExtendedLifetime(self) { body(UnsafeBufferPointer(rebasing: base.prefix(count))) }
  }
}
