import Dispatch
import Synchronization

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
    let next = Atomic<Int>(0)
    withoutActuallyEscaping(body) { body in
      DispatchQueue.concurrentPerform(iterations: width) { _ in
        while true {
          let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
          if i >= count { return }
          body(i)
        }
      }
    }
  }

  /// Splits `0..<count` into about `4 × threads` contiguous chunks of at least `minimumChunk`
  /// items and calls `body(range)` for each.
  static func forEachChunk(
    count: Int, threads: Int, minimumChunk: Int = 1024, _ body: @Sendable (Range<Int>) -> Void
  ) {
    guard count > 0 else { return }
    let chunks = Swift.max(1, Swift.min(4 * threads, count / Swift.max(1, minimumChunk)))
    forEach(count: chunks, threads: threads) { c in
      body((c * count / chunks)..<((c + 1) * count / chunks))
    }
  }
}

/// A mutable buffer that parallel tasks write to at disjoint indices.
///
/// `@unchecked Sendable`: callers guarantee that no two tasks touch the same index and that the
/// buffer outlives the tasks (it is only used inside ``ParallelLoop`` calls that return before the
/// owner reads it).
struct SharedBuffer<Element>: @unchecked Sendable {
  let base: UnsafeMutableBufferPointer<Element>

  /// Allocates `count` elements initialised to `value`.
  init(repeating value: Element, count: Int) {
    base = .allocate(capacity: Swift.max(count, 1))
    base.initialize(repeating: value)
  }

  /// Element `i`.
  subscript(i: Int) -> Element {
    get { base[i] }
    nonmutating set { base[i] = newValue }
  }

  /// The elements as an array (copies).
  func array(count: Int) -> [Element] { Array(base.prefix(count)) }

  /// Frees the memory; the buffer must not be used afterwards.
  func deallocate() {
    base.deinitialize()
    base.deallocate()
  }
}
