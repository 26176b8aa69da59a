import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers only ever see the old content or the complete new content.
///
/// The text goes to a temporary file in the destination's directory (same file system), is
/// flushed to disk, and is renamed over the destination with POSIX `rename`, which replaces it
/// atomically. If anything fails — or the process dies — before the rename, the destination is
/// untouched and the temporary file is removed (when the process is still alive to do it).
///
/// A destination that is a symbolic link is resolved first, so the file it points to is
/// replaced, not the link. A destination that exists but is not a regular file — `/dev/null`,
/// `/dev/stdout`, a named pipe — cannot be replaced atomically and must not be replaced at all
/// (renaming over `/dev/null` would turn it into a regular file): it is opened and written in
/// place.
public enum AtomicFile {
  /// A write that failed; `description` names the path and the reason.
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// `Cannot write '<path>': <reason>.`
    public var description: String
  }

  /// Checks, before any work, that `path` could be written: its directory exists and is
  /// writable and `path` is not a directory.
  ///
  /// - Throws: ``Failure`` naming the path and the reason.
  public static func checkWritable(_ path: String) throws(Failure) {
    let fail = failure(path)
    try rejectDirectory(path)
    var isDirectory: ObjCBool = false
    if isSpecialFile(path) {
      guard access(path, W_OK) == 0 else { throw fail("it is not writable") }
      return
    }
    let directory = URL(fileURLWithPath: path).resolvingSymlinksInPath()
      .deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw fail("the directory '\(directory)' does not exist") }
    guard access(directory, W_OK) == 0 else {
      throw fail("the directory '\(directory)' is not writable")
    }
  }

  /// Replaces the file at `path` with `text` (UTF-8).
  ///
  /// - Parameters:
  ///   - text: the new content.
  ///   - path: the destination (relative to the current directory or absolute).
  ///   - beforeRename: called after the temporary file is complete and before the rename; a
  ///     throw aborts the write (used by tests to simulate a failure mid-write).
  /// - Throws: ``Failure`` when the directory is missing or not writable, the destination is a
  ///   directory, the disk is full, or `beforeRename` throws.
  public static func write(
    _ text: String, to path: String, beforeRename: () throws -> Void = {}
  ) throws(Failure) {
    let fail = failure(path)
    try rejectDirectory(path)
    if isSpecialFile(path) {
      try writeInPlace(Array(text.utf8), to: path, fail: fail)
      return
    }
    let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
    let directory = url.deletingLastPathComponent().path
    let temporary =
      directory + "/." + url.lastPathComponent
      + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { throw fail(String(cString: strerror(errno))) }
    var failure = writeAll(Array(text.utf8), to: fd, fail: fail)
    if failure == nil && fsync(fd) != 0 { failure = fail(String(cString: strerror(errno))) }
    if close(fd) != 0 && failure == nil { failure = fail(String(cString: strerror(errno))) }
    if failure == nil {
      do { try beforeRename() } catch { failure = fail("interrupted (\(error))") }
    }
    if failure == nil && rename(temporary, url.path) != 0 {
      failure = fail(String(cString: strerror(errno)))
    }
    if let failure {
      unlink(temporary)
      throw failure
    }
  }

  /// Builds the `Cannot write '<path>': <reason>.` failure for `path`.
  static func failure(_ path: String) -> (String) -> Failure {
    { reason in Failure(description: "Cannot write '\(path)': \(reason).") }
  }

  /// Throws when `path` names an existing directory, which no write may replace.
  static func rejectDirectory(_ path: String) throws(Failure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw failure(path)("it is a directory")
    }
  }

  /// Whether `path` exists and is neither a regular file nor a directory (a device, a pipe, a
  /// socket), following symbolic links.
  static func isSpecialFile(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0 else { return false }
    let type = info.st_mode & S_IFMT
    return type != S_IFREG && type != S_IFDIR
  }

  /// Writes `bytes` into an existing special file without creating or renaming anything.
  private static func writeInPlace(
    _ bytes: [UInt8], to path: String, fail: (String) -> Failure
  ) throws(Failure) {
    let fd = open(path, O_WRONLY | O_TRUNC)
    guard fd >= 0 else { throw fail(String(cString: strerror(errno))) }
    var failure = writeAll(bytes, to: fd, fail: fail)
    if close(fd) != 0 && failure == nil { failure = fail(String(cString: strerror(errno))) }
    if let failure { throw failure }
  }

  /// Writes all of `bytes` to the open descriptor `fd`, retrying short and interrupted writes;
  /// the failure, or nil.
  static func writeAll(_ bytes: [UInt8], to fd: Int32, fail: (String) -> Failure)
    -> Failure?
  {
    bytes.withUnsafeBytes { buffer -> Failure? in
      var offset = 0
      while offset < buffer.count {
        let n = Foundation.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return fail(String(cString: strerror(errno)))
        }
        offset += n
      }
      return nil
    }
  }
}
