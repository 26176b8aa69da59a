import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
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

    /// Resolves every path, refuses any that is one of `inputs`, and creates the temporary file
    /// of every regular destination.
    ///
    /// - Parameters:
    ///   - paths: the destinations.
    ///   - inputs: the files (or directories, meaning every entry in them) this run reads: a
    ///     destination that is the same file — by device and inode after following links, so a
    ///     symbolic link, a hard link or another spelling of the path — is refused before anything
    ///     is created (see ``sameFileAsInput(_:inputs:)``).
    /// - Throws: ``Failure`` for the first path that cannot be written (kind
    ///   ``Failure/Kind/isInput`` for an input); nothing is left behind.
    public init(_ paths: [String], inputs: [String] = []) throws(Failure) {
      var resolved: [Destination] = []
      for path in paths { resolved.append(try AtomicFile.resolve(path)) }
      try AtomicFile.refuseInputs(resolved, inputs: inputs)
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

}
