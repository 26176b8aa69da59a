import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exclusive advisory locks (`flock`) on a set of directories, taken in (device, inode) order so
/// that two processes locking overlapping sets cannot deadlock.
struct DirectoryLocks {
  private var descriptors: [Int32] = []

  init(_ directories: [[UInt8]]) {
    var seen: [(AtomicFile.Identity, Int32)] = []
    for directory in directories {
      let fd = directory.withCPath { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
      guard fd >= 0 else { continue }
      var info = stat()
      fstat(fd, &info)
      let id = AtomicFile.Identity(
        device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: [])
      if seen.contains(where: { $0.0 == id }) {
        close(fd)
      } else {
        seen.append((id, fd))
      }
    }
    seen.sort { ($0.0.device, $0.0.inode) < ($1.0.device, $1.0.inode) }
    for (_, fd) in seen {
      while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
      descriptors.append(fd)
    }
  }

  func release() {
    for fd in descriptors { close(fd) }
  }
}

/// The temporary files in existence, kept where a signal handler can reach them without
/// allocating: SIGINT, SIGTERM and SIGHUP remove them and then end the process as the signal
/// would have (a signal that was ignored, as under `nohup`, stays ignored).
///
/// The registry has no fixed size: a table of C strings that doubles when full. A new table is
/// filled before it is published with one pointer store, and an old one is never freed, so a
/// handler running on any thread always walks a complete table.
enum TemporaryFiles {
  /// A table: `capacity` entries, each a `malloc`ed NUL-terminated path or nil (free).
  struct Table {
    var capacity: Int
    var entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
  }

  /// The published table, written only with the three signals blocked.
  nonisolated(unsafe) static var current: UnsafeMutablePointer<Table> = makeTable(capacity: 16)
  nonisolated(unsafe) static var installed = false
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  static func makeTable(capacity: Int) -> UnsafeMutablePointer<Table> {
    let entries = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    entries.initialize(repeating: nil, count: capacity)
    let table = UnsafeMutablePointer<Table>.allocate(capacity: 1)
    table.initialize(to: Table(capacity: capacity, entries: entries))
    return table
  }

  /// The number of paths registered now (for tests).
  static var count: Int {
    withSignalsBlocked {
      let table = current.pointee
      return (0..<table.capacity).count { table.entries[$0] != nil }
    }
  }

  /// The number of registered paths that begin with `prefix` (for tests, which run in parallel
  /// and share the registry: a test counts its own directory's files).
  static func count(withPrefix prefix: String) -> Int {
    let bytes = Array(prefix.utf8)
    return withSignalsBlocked {
      let table = current.pointee
      return (0..<table.capacity).count { i in
        guard let path = table.entries[i] else { return false }
        // A shorter path meets its NUL first, which no prefix byte equals.
        for (k, byte) in bytes.enumerated() where UInt8(bitPattern: path[k]) != byte {
          return false
        }
        return true
      }
    }
  }

  /// Installs the handler for each of the three signals still at its default action (once).
  static func installHandlers() {
    guard !installed else { return }
    installed = true
    for number in signals {
      var present = sigaction()
      sigaction(number, nil, &present)
      // SIG_DFL is the null handler; SIG_IGN (under `nohup`) and others are kept.
      guard present.handler == nil else { continue }
      var action = sigaction()
      action.handler = { received in
        let table = TemporaryFiles.current.pointee
        for i in 0..<table.capacity {
          if let path = table.entries[i] { unlink(path) }
        }
        signal(received, SIG_DFL)
        raise(received)
      }
      sigfillset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  /// Records `path`; its slot (nil only for an empty path).
  static func register(_ path: [UInt8]) -> Int? {
    guard !path.isEmpty else { return nil }
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: path.count + 1)
    for (k, byte) in path.enumerated() { copy[k] = CChar(bitPattern: byte) }
    copy[path.count] = 0
    return withSignalsBlocked {
      var table = current.pointee
      if let free = (0..<table.capacity).first(where: { table.entries[$0] == nil }) {
        table.entries[free] = copy
        return free
      }
      let grown = makeTable(capacity: table.capacity * 2)
      grown.pointee.entries.update(from: table.entries, count: table.capacity)
      grown.pointee.entries[table.capacity] = copy
      current = grown
      table = grown.pointee
      return table.capacity / 2
    }
  }

  /// Frees `slot`.
  static func unregister(_ slot: Int) {
    let path = withSignalsBlocked { () -> UnsafeMutablePointer<CChar>? in
      let entries = current.pointee.entries
      defer { entries[slot] = nil }
      return entries[slot]
    }
    path?.deallocate()
  }

  private static func withSignalsBlocked<T>(_ body: () -> T) -> T {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    for signal in signals { sigaddset(&blocked, signal) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    return body()
  }
}

extension sigaction {
  /// The `sa_handler` member, spelled the same on Glibc and Darwin.
  var handler: (@convention(c) (Int32) -> Void)? {
    get {
      #if canImport(Glibc)
      __sigaction_handler.sa_handler
      #else
      __sigaction_u.__sa_handler
      #endif
    }
    set {
      #if canImport(Glibc)
      __sigaction_handler.sa_handler = newValue
      #else
      __sigaction_u.__sa_handler = newValue
      #endif
    }
  }
}
