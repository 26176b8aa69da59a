import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
  /// A file written piece by piece with the guarantee of ``AtomicFile/write(_:to:beforeRename:)``:
  /// readers see the old content until ``commit()`` renames the complete new file over it, and a
  /// stream that is dropped or aborted leaves the destination untouched and removes its
  /// temporary file. Memory is one 1 MiB buffer, whatever the file's size (`merge` writes
  /// millions of rows through it).
  ///
  /// A destination that exists and is not a regular file (`/dev/null`, a pipe) is written in
  /// place, as ``AtomicFile/write(_:to:beforeRename:)`` does.
  public final class Stream {
    private let path: String
    private let destination: String
    private let temporary: String?
    private var fd: Int32
    private var buffer: [UInt8] = []
    private var failure: Failure?
    private var done = false

    /// Opens a temporary file beside `path` (or `path` itself when it is a special file).
    ///
    /// - Throws: ``AtomicFile/Failure`` when the directory is missing or not writable, or
    ///   `path` is a directory.
    public init(path: String) throws(Failure) {
      let fail = AtomicFile.failure(path)
      try AtomicFile.rejectDirectory(path)
      self.path = path
      if AtomicFile.isSpecialFile(path) {
        destination = path
        temporary = nil
        fd = open(path, O_WRONLY | O_TRUNC)
      } else {
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        destination = url.path
        let name =
          url.deletingLastPathComponent().path + "/." + url.lastPathComponent
          + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        temporary = name
        fd = open(name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      }
      guard fd >= 0 else { throw fail(String(cString: strerror(errno))) }
    }

    deinit { abort() }

    /// Appends `text`; a write error is kept and thrown by ``commit()``.
    public func append(_ text: String) {
      guard failure == nil, !done else { return }
      buffer.append(contentsOf: text.utf8)
      if buffer.count >= 1 << 20 { drain() }
    }

    private func drain() {
      guard failure == nil, !buffer.isEmpty else { return }
      failure = AtomicFile.writeAll(buffer, to: fd, fail: AtomicFile.failure(path))
      buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes, syncs and renames the file into place.
    ///
    /// - Throws: the first write error, or the failure to sync or rename; the destination is
    ///   then untouched.
    public func commit() throws(Failure) {
      guard !done else { return }
      drain()
      let fail = AtomicFile.failure(path)
      if failure == nil, temporary != nil, fsync(fd) != 0 {
        failure = fail(String(cString: strerror(errno)))
      }
      if close(fd) != 0, failure == nil { failure = fail(String(cString: strerror(errno))) }
      fd = -1
      done = true
      if let temporary {
        if failure == nil, rename(temporary, destination) != 0 {
          failure = fail(String(cString: strerror(errno)))
        }
        if failure != nil { unlink(temporary) }
      }
      if let failure { throw failure }
    }

    /// Drops what was written: the temporary file is removed and the destination untouched.
    public func abort() {
      guard !done else { return }
      done = true
      if fd >= 0 { close(fd) }
      fd = -1
      if let temporary { unlink(temporary) }
    }
  }
}
