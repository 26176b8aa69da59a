import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the tool agrees to read: the one input policy every reader of every subcommand goes
/// through (whole files with ``text(_:)``, streamed CSV with ``CSVRecordStream``).
///
/// - **Sources.** A regular file, or a pipe (`<(…)`, a FIFO) read up to the byte limit. A device
///   (`/dev/zero`, `/dev/urandom`, a terminal) or a socket is refused before a byte is read: an
///   endless source cannot be bounded. `/dev/null` is read as the empty input it is (each format
///   then says "empty file"). A directory is refused.
/// - **Directories.** A reader that takes a directory reads its regular files only:
///   ``files(inDirectory:suffix:)`` lists them and refuses, before anything is opened and naming
///   the entry, one that is a pipe, device or socket (opening a pipe nobody writes to waits
///   forever) — every directory reader (`sweep --traces`, `merge`) goes through it.
/// - **Size.** A whole file is at most ``maximumBytes`` (256 MiB); a streamed file at most
///   ``maximumStreamBytes`` (16 GiB), each record at most its stream's record limit. A regular
///   file over the limit is refused from its size, a pipe as soon as it passes it.
/// - **Encoding.** UTF-8 (a leading byte-order mark is dropped). A UTF-16 file — with a
///   byte-order mark or with the NUL bytes of ASCII text in UTF-16 — is named as such; so is
///   text that looks like Latin-1 or Windows-1252. A NUL byte anywhere else is refused with its
///   line: it would end a field early in C-minded tools and never belongs in text.
///
/// Every refusal is a ``Problem`` naming the limit or the reason; with a line for bad content.
public struct InputPolicy: Sendable {
  /// A refusal: `line` is nil when the file as a whole is refused (not readable, too large, an
  /// endless source).
  public struct Problem: Error, Hashable, Sendable {
    /// 1-based line of bad content, or nil.
    public var line: Int?
    /// What is wrong, as a fragment (`larger than the limit of 256 MiB for one input file`).
    public var message: String
    /// Whether the file could not be read at all (I/O, exit 74), as opposed to bad content (65).
    public var isUnreadable: Bool

    /// A refusal.
    public init(line: Int?, message: String, isUnreadable: Bool = false) {
      self.line = line
      self.message = message
      self.isUnreadable = isUnreadable
    }
  }

  /// The most bytes a file read whole may hold.
  public var maximumBytes: Int
  /// The most bytes a streamed file may hold.
  public var maximumStreamBytes: Int

  /// The policy with the documented limits (Docs/CLI.md, "Input limits").
  public static let standard = InputPolicy(maximumBytes: 256 << 20, maximumStreamBytes: 16 << 30)

  /// A policy with the given limits (tests use small ones).
  public init(maximumBytes: Int, maximumStreamBytes: Int) {
    self.maximumBytes = maximumBytes
    self.maximumStreamBytes = maximumStreamBytes
  }

  /// `bytes` in words: `256 MiB`, `4 KiB` or `100 bytes`.
  static func size(_ bytes: Int) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
    return "\(bytes) bytes"
  }

  /// Opens `path` (its exact bytes, see ``AtomicFile/pathBytes(_:)``) for reading after checking
  /// the source: it exists, is not a directory, device or socket, and a regular file is within
  /// `limit` bytes.
  ///
  /// - Returns: the open descriptor; the caller closes it.
  public func open(_ path: String, limit: Int) throws(Problem) -> Int32 {
    let name = AtomicFile.pathBytes(path).cPath
    var info = stat()
    guard stat(name, &info) == 0 else {
      throw Problem(
        line: nil, message: errno == ENOENT ? "no such file" : String(cString: strerror(errno)),
        isUnreadable: true)
    }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      throw Problem(line: nil, message: "it is a directory", isUnreadable: true)
    case S_IFREG, S_IFIFO:
      break
    case S_IFCHR where Self.isNullDevice(info):
      break  // reads as empty at once
    default:
      throw Problem(
        line: nil,
        message: "it is a device or socket, not a regular file or pipe: an endless source "
          + "(such as /dev/zero) cannot be bounded",
        isUnreadable: true)
    }
    if info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) > limit {
      throw Problem(line: nil, message: tooLarge(limit))
    }
    let fd = openForReading(name)
    guard fd >= 0 else {
      throw Problem(line: nil, message: String(cString: strerror(errno)), isUnreadable: true)
    }
    return fd
  }

  /// Whether `info` describes the null device (`/dev/null`, under any name): empty on reading.
  static func isNullDevice(_ info: stat) -> Bool {
    var null = stat()
    return info.st_mode & S_IFMT == S_IFCHR && stat("/dev/null", &null) == 0
      && null.st_mode & S_IFMT == S_IFCHR && null.st_rdev == info.st_rdev
  }

  /// The entries of the directory at `path` whose names end in `suffix` (ASCII case ignored;
  /// hidden entries, whose names begin with `.`, left out), as paths under it, sorted by their
  /// bytes — after checking, without opening any, that each is a regular file (following
  /// links). A subdirectory is skipped (the readers are not recursive).
  ///
  /// - Throws: ``EntryProblem`` when the directory cannot be listed, or naming the first entry
  ///   that is a pipe, device or socket: it is refused before it is opened, because a pipe with
  ///   no writer would block the reader forever and a device can be endless.
  public static func files(inDirectory path: String, suffix: String) throws(EntryProblem)
    -> [String]
  {
    guard let names = AtomicFile.entryNames(ofDirectory: path) else {
      throw EntryProblem(path: path, message: "cannot list the directory")
    }
    let base = path.hasSuffix("/") ? path : path + "/"
    let wanted = suffix.lowercased()
    var out: [String] = []
    for name in names where !name.hasPrefix(".") && name.lowercased().hasSuffix(wanted) {
      let full = base + name
      if try checkEntry(full) { out.append(full) }
    }
    return out.sorted {
      AtomicFile.pathBytes($0).lexicographicallyPrecedes(AtomicFile.pathBytes($1))
    }
  }

  /// Checks, without opening it, that `path` — a directory's entry or a pattern's match — is a
  /// regular file (following links): true for a regular file, false for a directory (which a
  /// non-recursive reader skips).
  ///
  /// - Throws: ``EntryProblem`` naming `path` when it is a pipe, device, socket or a link to
  ///   nothing.
  @discardableResult
  public static func checkEntry(_ path: String) throws(EntryProblem) -> Bool {
    var info = stat()
    guard stat(AtomicFile.pathBytes(path).cPath, &info) == 0 else {
      throw EntryProblem(
        path: path,
        message: errno == ENOENT ? "a link to nothing" : String(cString: strerror(errno)))
    }
    let kind: String
    switch info.st_mode & S_IFMT {
    case S_IFREG: return true
    case S_IFDIR: return false
    case S_IFIFO: kind = "a named pipe (FIFO)"
    case S_IFSOCK: kind = "a socket"
    default: kind = "a device"
    }
    throw EntryProblem(
      path: path,
      message: "it is \(kind), not a regular file; a directory or pattern is read for its "
        + "regular files only (move it out, or name it on its own to read it as a stream)")
  }

  /// A directory, or one of its entries, that ``files(inDirectory:suffix:)`` refuses.
  public struct EntryProblem: Error, Hashable, Sendable {
    /// The directory, or the refused entry's path under it.
    public var path: String
    /// Why, as a fragment.
    public var message: String

    /// A refusal of `path`.
    public init(path: String, message: String) {
      self.path = path
      self.message = message
    }
  }

  /// The message for a file over `limit`.
  func tooLarge(_ limit: Int) -> String {
    "larger than the limit of \(Self.size(limit)) for one input file"
  }

  /// The text of the file at `path`: at most ``maximumBytes``, checked by ``check(_:line:)``,
  /// a leading UTF-8 byte-order mark dropped.
  public func text(_ path: String) throws(Problem) -> String {
    let fd = try open(path, limit: maximumBytes)
    defer { close(fd) }
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = block.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else {
        throw Problem(line: nil, message: String(cString: strerror(errno)), isUnreadable: true)
      }
      if n == 0 { break }
      guard bytes.count + n <= maximumBytes else {
        throw Problem(line: nil, message: tooLarge(maximumBytes))
      }
      bytes.append(contentsOf: block[0..<n])
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    try Self.check(bytes[...], line: 1, atStart: true)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Checks that `bytes`, starting on `line`, are UTF-8 text without NUL bytes; `atStart` when
  /// they begin the file (where a UTF-16 byte-order mark is looked for).
  ///
  /// - Throws: ``Problem`` naming the line and, for a likely encoding mistake, the encoding.
  public static func check(_ bytes: ArraySlice<UInt8>, line: Int, atStart: Bool) throws(Problem) {
    if atStart && (bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])) {
      throw Problem(line: line, message: utf16)
    }
    if let nul = bytes.firstIndex(of: 0) {
      if atStart && looksLikeUTF16(bytes) { throw Problem(line: line, message: utf16) }
      throw Problem(
        line: line + bytes[..<nul].count { $0 == UInt8(ascii: "\n") },
        message: "a NUL byte (0x00) in the text: binary data, or a field cut short")
    }
    guard let bad = firstInvalidUTF8(bytes) else { return }
    let badLine = line + bytes[..<bad].count { $0 == UInt8(ascii: "\n") }
    let byte = "0x" + String(bytes[bad], radix: 16, uppercase: true)
    throw Problem(
      line: badLine,
      message: "not UTF-8 text (byte \(byte); Latin-1 or Windows-1252? save it as UTF-8)")
  }

  static let utf16 = "UTF-16 text, not UTF-8: save the file as UTF-8"

  /// Whether the first bytes look like ASCII text in UTF-16: at least a quarter of them NUL, all
  /// at even offsets or all at odd ones.
  static func looksLikeUTF16(_ bytes: ArraySlice<UInt8>) -> Bool {
    let head = bytes.prefix(4096)
    var even = 0
    var odd = 0
    for (k, byte) in head.enumerated() where byte == 0 {
      if k % 2 == 0 { even += 1 } else { odd += 1 }
    }
    return (even == 0 || odd == 0) && (even + odd) * 4 >= head.count
  }

  /// The index of the first byte that is not part of well-formed UTF-8, or nil.
  static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
    let base = Array(bytes)
    var k = 0
    while k < base.count {
      if base[k] < 0x80 {
        k += 1
        continue
      }
      guard let (_, length) = AtomicFile.decodeScalar(base, at: k) else {
        return bytes.startIndex + k
      }
      k += length
    }
    return nil
  }
}

/// `open(2)` for reading (outside ``InputPolicy``, whose own `open` would shadow it).
private func openForReading(_ name: [CChar]) -> Int32 { open(name, O_RDONLY | O_CLOEXEC) }
