#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#else
import Synchronization
#endif

/// A value that several sweep threads read and update under a lock: the work counter of
/// ``ParallelLoop``, the progress counter and the per-spring value ranges of the hand-off
/// columns.
///
/// The sweep's own stand-in for the standard library's `Mutex` and `Atomic`, which need iOS 18,
/// macOS 15, tvOS 18, watchOS 11 and visionOS 2 (their `@available` in the toolchain's
/// `Synchronization` interface) while the package supports iOS 15, macOS 12, tvOS 15, watchOS 8
/// and visionOS 1. A POSIX mutex exists on every one of those systems and on Linux; other
/// systems (Windows), where `Mutex` has no availability limit, use `Mutex`. Every use is a few
/// times per task of thousands of swipes, so a lock costs nothing measurable.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is only touched while `mutex` is held.
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
  private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A lock guarding `value`.
  init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed (\(status))")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
  #else
  private let mutex: Mutex<Value>

  /// A lock guarding `value`.
  init(_ value: Value) {
    mutex = Mutex(value)
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try mutex.withLock { try body(&$0) }
  }
  #endif
}

extension Locked where Value == Int {
  /// Adds `amount` and returns the value before and after.
  func add(_ amount: Int) -> (old: Int, new: Int) {
    withLock { value in
      let old = value
      value &+= amount
      return (old, value)
    }
  }
}
