import AllocationCounting

/// Counts the heap allocations made on the calling thread while a closure runs.
///
/// Every heap allocation ends in the C library's `malloc` (or `calloc`, `realloc`): Swift class
/// instances, array, string and dictionary storage, closure contexts, boxes for captured
/// variables, existentials and indirect enum payloads all reach it through the runtime's
/// `swift_slowAlloc`. The test-only C target `AllocationCounting` defines those three functions
/// in the test executable, which makes them take the place of glibc's for the whole process (ELF
/// symbol interposition, no `LD_PRELOAD`); they count calls on a thread that asked for counting,
/// in thread-local storage, and forward to glibc's `__libc_malloc`. Other tests running in
/// parallel on other threads do not disturb a count.
///
/// Why C and not Swift: the Swift runtime's own allocation hook (`_swift_allocObject`, active only
/// with `_swift_enableSwizzlingOfAllocationAndRefCountingFunctions_forInstrumentsOnly`) also
/// reroutes every retain and release, and on Linux (Swift 6.3) the rerouted retain crashes on the
/// first small string; a `malloc` written in Swift is not exported from the executable without
/// extra linker flags, and the compiler reserves the name. glibc's `mallinfo2()` reports bytes in
/// use, which cannot see an allocation freed before the count ends.
///
/// Not counted: over-aligned allocations (`aligned_alloc`, alignment above 16 bytes) and objects
/// the optimiser keeps on the stack (which are not heap allocations). On platforms without glibc
/// (Darwin) the counter is unavailable and ``count(_:)`` returns `nil`.
public enum AllocationCounter {
  /// Whether allocations can be counted here (Linux with glibc).
  public static var isAvailable: Bool { allocation_counting_is_available() != 0 }

  /// Runs `body` and returns the number of heap allocations it made on this thread, or `nil`
  /// when counting is unavailable.
  public static func count(_ body: () -> Void) -> Int? {
    guard isAvailable else { return nil }
    allocation_counting_begin()
    body()
    return allocation_counting_end()
  }
}
