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
      /// The destination is one of the run's inputs (a usage error, EX_USAGE, 64): writing
      /// there would destroy what is being read.
      case isInput
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

}
