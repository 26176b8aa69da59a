import Synchronization
import Testing

@testable import SwipeTuning

@Suite("ParallelLoop")
struct ParallelLoopTests {
  @Test func forEachVisitsEveryIndexOnce() {
    for count in [0, 1, 2, 7, 1000] {
      for threads in [1, 2, 5] {
        let visits = SharedBuffer<Int>(repeating: 0, count: count)
        ParallelLoop.forEach(count: count, threads: threads) { visits[$0] += 1 }
        #expect(visits.elements == Array(repeating: 1, count: count), "\(count) × \(threads)")
      }
    }
  }

  @Test func forEachChunkCoversTheRangeWithDisjointChunks() {
    for count in [0, 1, 1023, 1024, 10_000] {
      let visits = SharedBuffer<Int>(repeating: 0, count: count)
      ParallelLoop.forEachChunk(count: count, threads: 3, minimumChunk: 100) { range in
        for i in range { visits[i] += 1 }
      }
      #expect(visits.elements == Array(repeating: 1, count: count), "\(count)")
    }
  }

  @Test func sharedBufferDeinitialisesItsElementsWhenReleased() {
    final class Counter: Sendable {
      let deinits = Atomic<Int>(0)
    }
    final class Element: Sendable {
      let counter: Counter
      init(_ counter: Counter) { self.counter = counter }
      deinit { counter.deinits.add(1, ordering: .relaxed) }
    }
    let counter = Counter()
    do {
      let buffer = SharedBuffer<Element?>(repeating: nil, count: 3)
      for i in 0..<3 { buffer[i] = Element(counter) }
      #expect(counter.deinits.load(ordering: .relaxed) == 0)
      #expect(buffer.count == 3)
    }
    // The buffer's deinit ran (no caller frees it) and released every element it held.
    #expect(counter.deinits.load(ordering: .relaxed) == 3)
  }
}
