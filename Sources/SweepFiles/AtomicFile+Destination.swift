import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
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

  /// The first of `inputs` that a destination of identity `identity` would overwrite, or nil:
  /// an input file with that identity, or an input directory holding an entry with it.
  public static func sameFileAsInput(_ identity: Identity, inputs: [String]) -> (
    path: String, isDirectory: Bool
  )? {
    for input in inputs {
      guard let (id, isDirectory) = existingIdentity(input) else { continue }
      let inside = isDirectory ? entryIdentities(ofDirectory: input) : [id]
      if inside.contains(identity) { return (input, isDirectory) }
    }
    return nil
  }

  /// Throws ``Failure/Kind/isInput`` for the first of `destinations` that is one of `inputs`.
  static func refuseInputs(_ destinations: [Destination], inputs: [String]) throws(Failure) {
    guard !inputs.isEmpty else { return }
    // A device or pipe (`/dev/null`) is written in place and is never an input's twin.
    for d in destinations where d.state != .special {
      guard let (input, isDirectory) = sameFileAsInput(d.identity, inputs: inputs) else {
        continue
      }
      let what =
        isDirectory
        ? "a file in the input directory '\(displayPath(input))'"
        : "the input file '\(displayPath(input))'"
      throw failure(d.path, .isInput)("it is \(what); writing there would destroy it")
    }
  }

  /// The names of the entries of the directory at `path` (not `.` and `..`), each as
  /// ``argumentText(_:)`` of its bytes so that a name that is not UTF-8 still opens; nil when
  /// the directory cannot be listed.
  public static func entryNames(ofDirectory path: String) -> [String]? {
    guard let dir = pathBytes(path).withCPath({ opendir($0) }) else { return nil }
    defer { closedir(dir) }
    var result: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix(while: { $0 != 0 }))
      }
      if name == [dot] || name == [dot, dot] { continue }
      result.append(argumentText(name))
    }
    return result
  }

  /// The identities of the entries of the directory at `path` (not recursive), each followed if
  /// it is a symbolic link.
  public static func entryIdentities(ofDirectory path: String) -> [Identity] {
    let base = pathBytes(path)
    return (entryNames(ofDirectory: path) ?? []).compactMap { name in
      var info = stat()
      guard stat((base + [slash] + pathBytes(name)).cPath, &info) == 0 else { return nil }
      return Identity(info)
    }
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
