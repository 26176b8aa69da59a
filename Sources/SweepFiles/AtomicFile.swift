import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers only ever see the old content or the complete new content, and
/// several files of one run are replaced together or not at all.
///
/// Every output goes through a ``Batch``: it resolves each destination and creates its temporary
/// file *before* the caller computes anything, so a missing or read-only directory, a name too
/// long, a read-only file or another user's file in a sticky directory fail at once. The content
/// goes to the temporary files (`.NAME.tmp-PID-RAND`, next to the destination, same file system),
/// which are flushed to disk and then renamed over their destinations with POSIX `rename`, all
/// under an advisory lock (`flock`) on the destinations' directories, so two runs writing the same
/// files never leave a mix of both. If anything fails before the renames, no destination changes
/// and the temporary files are removed; SIGINT, SIGTERM and SIGHUP remove them too.
///
/// A destination that is a symbolic link — dangling or not — is resolved first, so the file it
/// points to is written, not the link. A replaced file keeps its mode (and, for root, its owner);
/// a file without any write permission bit is refused, as `cp` refuses it. A destination that
/// exists but is not a regular file — `/dev/null`, `/dev/stdout`, a named pipe — cannot be
/// replaced atomically and must not be replaced at all (renaming over `/dev/null` would turn it
/// into a regular file): it is opened and written in place, and that write cannot be taken back.
///
/// Paths are `String`s in which a byte that is not part of valid UTF-8 is carried as one scalar of
/// U+10FF80…U+10FFFF (see ``argumentText(_:)``), so a file lands under the exact bytes given.
public enum AtomicFile {
  /// A write that failed; `description` names the path and the reason.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the write failed.
    public enum Kind: Hashable, Sendable {
      /// The destination cannot be created or replaced (EX_CANTCREAT, 73): a missing or
      /// read-only directory, a read-only file, a directory, a bad name.
      case cannotCreate
      /// Writing failed (EX_IOERR, 74): a full disk, a device error, an interruption.
      case io
    }

    /// Why the write failed.
    public var kind: Kind
    /// `Cannot write '<path>': <reason>.`
    public var description: String

    /// A failure of `kind` with the message `description`.
    public init(_ kind: Kind, description: String) {
      self.kind = kind
      self.description = description
    }
  }

  /// The identity of a file for the same-file rule: device and inode of an existing file, or
  /// device and inode of the directory plus the name for a file not created yet.
  public struct Identity: Hashable, Sendable {
    /// The device (`st_dev`).
    public var device: UInt64
    /// The inode (`st_ino`).
    public var inode: UInt64
    /// Empty for an existing file; the name in the directory for a new one.
    public var name: [UInt8]

    /// The identity from its parts.
    public init(device: UInt64, inode: UInt64, name: [UInt8] = []) {
      self.device = device
      self.inode = inode
      self.name = name
    }

    /// The identity of the file `info` describes (from `stat` or `fstat`), with `name` as above.
    package init(_ info: stat, name: [UInt8] = []) {
      self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), name: name)
    }
  }

  /// One destination, resolved: symbolic links followed and everything checked that can be
  /// checked without writing.
  public struct Destination: Sendable {
    /// What is at the destination now.
    public enum State: Sendable, Equatable {
      /// Nothing: the file will be created.
      case new
      /// A regular file with this permission mode, owner and group, to be replaced.
      case regular(mode: UInt32, owner: UInt32, group: UInt32)
      /// A device, pipe or socket, to be written in place.
      case special
    }

    /// The path as given.
    public var path: String
    /// What is there now.
    public var state: State
    /// Its identity for the same-file rule.
    public var identity: Identity
    /// The path after following symbolic links, and its directory and name.
    var target: [UInt8]
    var directory: [UInt8]
    var name: [UInt8]
  }

  // MARK: - Single-file convenience

  /// Checks, before any work, that `path` could be written (see ``resolve(_:)``).
  ///
  /// - Throws: ``Failure`` naming the path and the reason.
  public static func checkWritable(_ path: String) throws(Failure) {
    _ = try resolve(path)
  }

  /// Replaces the file at `path` with `text` (UTF-8): a ``Batch`` of one.
  ///
  /// - Parameters:
  ///   - text: the new content.
  ///   - path: the destination (relative to the current directory or absolute).
  ///   - beforeRename: called after the temporary file is complete and before the rename; a
  ///     throw aborts the write (used by tests to simulate a failure mid-write).
  /// - Throws: ``Failure`` when the destination cannot be created, the disk is full, or
  ///   `beforeRename` throws.
  public static func write(
    _ text: String, to path: String, beforeRename: () throws -> Void = {}
  ) throws(Failure) {
    let batch = try Batch([path])
    try batch.append(text, to: 0)
    try batch.commit(beforeRename: beforeRename)
  }

  // MARK: - Resolving a destination

  /// Resolves `path` for writing: follows symbolic links (a dangling link resolves to the file it
  /// names), and checks that the result is not a directory, that a regular file there is
  /// writable (some write bit set, and `access(W_OK)`), that its directory exists and is
  /// writable, that the name fits the file system, and that an existing file in a sticky
  /// directory belongs to us.
  ///
  /// - Throws: ``Failure`` of kind ``Failure/Kind/cannotCreate`` naming the path and the reason.
  public static func resolve(_ path: String) throws(Failure) -> Destination {
    let fail = failure(path, .cannotCreate)
    let given = pathBytes(path)
    guard !given.isEmpty else { throw fail("the name is empty") }
    var target = given
    var info = stat()
    var hops = 0
    while lstat(target.cPath, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
      hops += 1
      guard hops <= 40, let link = readLink(target) else {
        throw fail("too many levels of symbolic links")
      }
      target = link.first == slash ? link : parent(of: target) + [slash] + link
    }
    let exists = lstat(target.cPath, &info) == 0
    let error = errno
    if exists && info.st_mode & S_IFMT == S_IFDIR { throw fail("it is a directory") }
    if target.last == slash { throw fail("a name ending in '/' names a directory") }
    if !exists && error == ENAMETOOLONG {
      throw fail("the name is too long (at most 255 bytes a name, \(PATH_MAX - 1) a path)")
    }
    if !exists && error != ENOENT { throw fail(String(cString: strerror(error))) }
    let directory = parent(of: target)
    let name = Array(target[(target.lastIndex(of: slash).map { $0 + 1 } ?? 0)...])
    var folder = stat()
    guard stat(directory.cPath, &folder) == 0, folder.st_mode & S_IFMT == S_IFDIR else {
      throw fail("the directory '\(displayPath(absolute(directory)))' does not exist")
    }
    if exists && info.st_mode & S_IFMT != S_IFREG {
      guard access(target.cPath, W_OK) == 0 else { throw fail("it is not writable") }
      return Destination(
        path: path, state: .special,
        identity: Identity(info),
        target: target, directory: directory, name: name)
    }
    guard access(directory.cPath, W_OK | X_OK) == 0 else {
      throw fail("the directory '\(displayPath(absolute(directory)))' is not writable")
    }
    guard exists else {
      let limit = directory.withCPath { pathconf($0, Int32(_PC_NAME_MAX)) }
      if name.count > (limit > 0 ? limit : 255) {
        throw fail("the name is too long (at most \(limit > 0 ? limit : 255) bytes a name)")
      }
      return Destination(
        path: path, state: .new,
        identity: Identity(folder, name: name),
        target: target, directory: directory, name: name)
    }
    if info.st_mode & 0o222 == 0 || access(target.cPath, W_OK) != 0 {
      throw fail("it is read-only (mode \(String(info.st_mode & 0o7777, radix: 8)))")
    }
    let me = geteuid()
    if folder.st_mode & S_ISVTX != 0 && me != 0 && info.st_uid != me && folder.st_uid != me {
      throw fail(
        "it belongs to another user in the sticky directory '\(displayPath(absolute(directory)))'")
    }
    return Destination(
      path: path,
      state: .regular(
        mode: UInt32(info.st_mode & 0o7777), owner: UInt32(info.st_uid),
        group: UInt32(info.st_gid)),
      identity: Identity(info),
      target: target, directory: directory, name: name)
  }

  /// The identity of the existing file at `path` after following links, or nil when there is
  /// none; `isDirectory` tells whether it is a directory.
  public static func existingIdentity(_ path: String) -> (Identity, isDirectory: Bool)? {
    var info = stat()
    guard stat(pathBytes(path).cPath, &info) == 0 else { return nil }
    return (Identity(info), info.st_mode & S_IFMT == S_IFDIR)
  }

  /// The identities of the entries of the directory at `path` (not recursive), each followed if
  /// it is a symbolic link.
  public static func entryIdentities(ofDirectory path: String) -> [Identity] {
    let base = pathBytes(path)
    guard let dir = base.withCPath({ opendir($0) }) else { return [] }
    defer { closedir(dir) }
    var result: [Identity] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix(while: { $0 != 0 }))
      }
      if name == [dot] || name == [dot, dot] { continue }
      var info = stat()
      if stat((base + [slash] + name).cPath, &info) == 0 {
        result.append(Identity(info))
      }
    }
    return result
  }

  // MARK: - Batches

  /// Several destinations written together: created before the work, filled with ``append(_:to:)``,
  /// and replaced all at once by ``commit(beforeRename:)``; dropping or ``abandon()``-ing an
  /// uncommitted batch removes its temporary files and changes nothing.
  public final class Batch {
    /// The resolved destinations, in the order given.
    public let destinations: [Destination]
    private var descriptors: [Int32?]
    private var temporaries: [[UInt8]?]
    private var slots: [Int?]
    private var finished = false

    /// Resolves every path and creates the temporary file of every regular destination.
    ///
    /// - Throws: ``Failure`` for the first path that cannot be written; nothing is left behind.
    public init(_ paths: [String]) throws(Failure) {
      var resolved: [Destination] = []
      for path in paths { resolved.append(try AtomicFile.resolve(path)) }
      destinations = resolved
      descriptors = Array(repeating: nil, count: paths.count)
      temporaries = Array(repeating: nil, count: paths.count)
      slots = Array(repeating: nil, count: paths.count)
      for (i, d) in resolved.enumerated() where d.state != .special {
        do throws(Failure) { try create(i, d) } catch {
          abandon()
          throw error
        }
      }
    }

    deinit { abandon() }

    private func create(_ i: Int, _ d: Destination) throws(Failure) {
      // `.NAME.tmp-PID-RAND`, the name shortened so that the whole stays within 255 bytes.
      let suffix = Array(".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))".utf8)
      let stem = d.name.prefix(max(0, 255 - 1 - suffix.count))
      let temporary = d.directory + [slash, dot] + stem + suffix
      TemporaryFiles.installHandlers()
      let slot = TemporaryFiles.register(temporary)
      let fd = temporary.withCPath { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
      guard fd >= 0 else {
        let reason = String(cString: strerror(errno))
        if let slot { TemporaryFiles.unregister(slot) }
        throw failure(d.path, .cannotCreate)(reason)
      }
      descriptors[i] = fd
      temporaries[i] = temporary
      slots[i] = slot
      if case .regular(let mode, let owner, let group) = d.state {
        if geteuid() == 0 { _ = fchown(fd, owner, group) }
        _ = fchmod(fd, mode_t(mode))
      }
    }

    /// Appends `text` (UTF-8) to destination `index` (its temporary file, or the device itself).
    public func append(_ text: String, to index: Int) throws(Failure) {
      try append(Array(text.utf8), to: index)
    }

    /// Appends `bytes` to destination `index`.
    ///
    /// - Throws: ``Failure`` of kind ``Failure/Kind/io`` (full disk, device error) or
    ///   ``Failure/Kind/cannotCreate`` (a device that cannot be opened).
    public func append(_ bytes: [UInt8], to index: Int) throws(Failure) {
      precondition(!finished, "the batch is already committed or abandoned")
      let d = destinations[index]
      let fd: Int32
      if let open = descriptors[index] {
        fd = open
      } else {
        // A special file, opened on first use (a pipe would block at open until it has a reader).
        fd = d.target.withCPath { open($0, O_WRONLY | O_TRUNC | O_CLOEXEC) }
        guard fd >= 0 else {
          throw failure(d.path, .cannotCreate)(String(cString: strerror(errno)))
        }
        descriptors[index] = fd
      }
      if let reason = writeAll(bytes, to: fd) {
        throw failure(d.path, .io)(reason)
      }
    }

    /// Flushes every temporary file to disk, calls `beforeRename`, then renames them all over
    /// their destinations under an exclusive `flock` of their directories.
    ///
    /// - Throws: ``Failure``; before the renames nothing has changed and the temporary files
    ///   are removed.
    public func commit(beforeRename: () throws -> Void = {}) throws(Failure) {
      precondition(!finished, "the batch is already committed or abandoned")
      for (i, d) in destinations.enumerated() {
        guard let fd = descriptors[i] else {
          // A special file never appended to: open and truncate it, as an empty output.
          if d.state == .special { try append([], to: i) }
          if let fd = descriptors[i] { close(fd) }
          descriptors[i] = nil
          continue
        }
        descriptors[i] = nil
        let isTemporary = temporaries[i] != nil
        var reason: String?
        if isTemporary && fsync(fd) != 0 { reason = String(cString: strerror(errno)) }
        if close(fd) != 0 && reason == nil { reason = String(cString: strerror(errno)) }
        if let reason {
          abandon()
          throw failure(d.path, .io)(reason)
        }
      }
      do { try beforeRename() } catch {
        abandon()
        throw failure(destinations.first?.path ?? "", .io)("interrupted (\(error))")
      }
      let locks = DirectoryLocks(
        destinations.indices.compactMap { i in
          temporaries[i] == nil ? nil : destinations[i].directory
        })
      defer { locks.release() }
      for (i, d) in destinations.enumerated() {
        guard let temporary = temporaries[i] else { continue }
        guard rename(temporary.cPath, d.target.cPath) == 0 else {
          let reason = String(cString: strerror(errno))
          abandon()
          throw failure(d.path, .io)(reason)
        }
        temporaries[i] = nil
        if let slot = slots[i] { TemporaryFiles.unregister(slot) }
        slots[i] = nil
      }
      finished = true
    }

    /// Removes every temporary file not yet renamed and closes every descriptor; no destination
    /// changes. Called automatically when an uncommitted batch is dropped.
    public func abandon() {
      for i in destinations.indices {
        if let fd = descriptors[i] { close(fd) }
        descriptors[i] = nil
        if let temporary = temporaries[i] { _ = temporary.withCPath { unlink($0) } }
        temporaries[i] = nil
        if let slot = slots[i] { TemporaryFiles.unregister(slot) }
        slots[i] = nil
      }
      finished = true
    }
  }

  // MARK: - Paths as bytes

  /// The first scalar that carries a raw byte: byte `b` (0x80…0xFF) is U+10FF00 + `b`.
  static let escapeBase: UInt32 = 0x10_FF00

  /// A command-line argument (or any bytes) as a `String` that ``pathBytes(_:)`` turns back into
  /// exactly the same bytes: valid UTF-8 is decoded as usual, and every byte that is not part of
  /// valid UTF-8 — or is part of a scalar in U+10FF80…U+10FFFF, which is reserved for this — is
  /// carried as the scalar U+10FF00 + byte.
  public static func argumentText(_ bytes: [UInt8]) -> String {
    var scalars = String.UnicodeScalarView()
    var i = 0
    while i < bytes.count {
      if let (value, length) = decodeScalar(bytes, at: i),
        !(escapeBase + 0x80...escapeBase + 0xFF).contains(value),
        let scalar = Unicode.Scalar(value)
      {
        scalars.append(scalar)
        i += length
      } else {
        // Always a scalar: U+10FF00…U+10FFFF is in range and not a surrogate.
        if let carrier = Unicode.Scalar(escapeBase + UInt32(bytes[i])) { scalars.append(carrier) }
        i += 1
      }
    }
    return String(scalars)
  }

  /// The bytes of `path` for the file system: its UTF-8, with every scalar U+10FF80…U+10FFFF
  /// turned back into the byte it carries (see ``argumentText(_:)``).
  public static func pathBytes(_ path: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count)
    for scalar in path.unicodeScalars {
      if (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value) {
        bytes.append(UInt8(scalar.value - escapeBase))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// `path` for a message: each carried raw byte shown as `\xNN`.
  public static func displayPath(_ path: String) -> String {
    var text = ""
    for scalar in path.unicodeScalars {
      if (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value) {
        text += "\\x" + String(scalar.value - escapeBase, radix: 16, uppercase: true)
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// `bytes` as a display string (raw bytes as `\xNN`).
  static func displayPath(_ bytes: [UInt8]) -> String { displayPath(argumentText(bytes)) }

  /// The scalar encoded as well-formed UTF-8 at `i`, and its length; nil if the bytes there are
  /// not well-formed (overlong forms, surrogates and values above U+10FFFF are not).
  static func decodeScalar(_ bytes: [UInt8], at i: Int) -> (UInt32, Int)? {
    let lead = bytes[i]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let (length, minimum, initial): (Int, UInt32, UInt32)
    switch lead {
    case 0xC2...0xDF: (length, minimum, initial) = (2, 0x80, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, minimum, initial) = (3, 0x800, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, minimum, initial) = (4, 0x1_0000, UInt32(lead & 0x07))
    default: return nil
    }
    guard i + length <= bytes.count else { return nil }
    var value = initial
    for k in 1..<length {
      let c = bytes[i + k]
      guard c & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(c & 0x3F)
    }
    guard value >= minimum, value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else {
      return nil
    }
    return (value, length)
  }

  // MARK: - Helpers

  static let slash = UInt8(ascii: "/")
  static let dot = UInt8(ascii: ".")

  /// Builds the `Cannot write '<path>': <reason>.` failure for `path`.
  static func failure(_ path: String, _ kind: Failure.Kind) -> (String) -> Failure {
    { reason in Failure(kind, description: "Cannot write '\(displayPath(path))': \(reason).") }
  }

  /// The directory part of `path` (`.` when there is none, `/` for a file at the root).
  static func parent(of path: [UInt8]) -> [UInt8] {
    guard let last = path.lastIndex(of: slash) else { return [dot] }
    return last == 0 ? [slash] : Array(path[..<last])
  }

  /// `path` made absolute against the current directory (for messages).
  static func absolute(_ path: [UInt8]) -> [UInt8] {
    if path.first == slash { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return path }
    let cwd = buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
    return path == [dot] ? cwd : cwd + [slash] + path
  }

  /// The target of the symbolic link at `path`.
  static func readLink(_ path: [UInt8]) -> [UInt8]? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let n = path.withCPath { readlink($0, &buffer, buffer.count - 1) }
    guard n > 0 else { return nil }
    return buffer.prefix(n).map { UInt8(bitPattern: $0) }
  }

  /// Whether `path` exists and is neither a regular file nor a directory (a device, a pipe, a
  /// socket), following symbolic links.
  static func isSpecialFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(pathBytes(path).cPath, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// Writes all of `bytes` to `fd`, retrying short and interrupted writes; the reason of a
  /// failure, or nil.
  static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let n = Foundation.write(fd, base + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        offset += n
      }
      return nil
    }
  }
}

/// Exclusive advisory locks (`flock`) on a set of directories, taken in (device, inode) order so
/// that two processes locking overlapping sets cannot deadlock.
private struct DirectoryLocks {
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
enum TemporaryFiles {
  static let capacity = 16
  static let pathCapacity = Int(PATH_MAX) + 1
  /// `capacity` NUL-terminated paths; a slot whose first byte is 0 is free. Written only with
  /// the three signals blocked, the first byte last.
  nonisolated(unsafe) static let slots: UnsafeMutablePointer<CChar> = {
    let p = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * pathCapacity)
    p.initialize(repeating: 0, count: capacity * pathCapacity)
    return p
  }()
  nonisolated(unsafe) static var installed = false
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handler for each of the three signals still at its default action (once).
  static func installHandlers() {
    _ = slots
    guard !installed else { return }
    installed = true
    for number in signals {
      var current = sigaction()
      sigaction(number, nil, &current)
      // SIG_DFL is the null handler; SIG_IGN (under `nohup`) and others are kept.
      guard current.handler == nil else { continue }
      var action = sigaction()
      action.handler = { received in
        let slots = TemporaryFiles.slots
        for i in 0..<TemporaryFiles.capacity {
          let path = slots + i * TemporaryFiles.pathCapacity
          if path.pointee != 0 { unlink(path) }
        }
        signal(received, SIG_DFL)
        raise(received)
      }
      sigfillset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  /// Records `path`; its slot, or nil when it does not fit (the file is then not removed on a
  /// signal, but still on every error).
  static func register(_ path: [UInt8]) -> Int? {
    guard path.count < pathCapacity, !path.isEmpty else { return nil }
    return withSignalsBlocked {
      for i in 0..<capacity where slots[i * pathCapacity] == 0 {
        let base = slots + i * pathCapacity
        for (k, byte) in path.enumerated().dropFirst() { base[k] = CChar(bitPattern: byte) }
        base[path.count] = 0
        base[0] = CChar(bitPattern: path[0])
        return i
      }
      return nil
    }
  }

  /// Frees `slot`.
  static func unregister(_ slot: Int) {
    withSignalsBlocked { slots[slot * pathCapacity] = 0 }
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
  fileprivate var handler: (@convention(c) (Int32) -> Void)? {
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

extension Array where Element == UInt8 {
  /// The bytes as a NUL-terminated C string, for a system call.
  var cPath: [CChar] { map { CChar(bitPattern: $0) } + [0] }

  /// Calls `body` with the bytes as a NUL-terminated C path.
  func withCPath<T>(_ body: (UnsafePointer<CChar>) -> T) -> T {
    body(cPath)
  }
}
