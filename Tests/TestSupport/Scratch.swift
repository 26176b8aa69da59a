import Foundation

/// A new empty directory under the system's temporary directory, named `prefix-<UUID>`, for a
/// test's files; returns its path.
public func scratchDirectory(_ prefix: String) throws -> String {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  return dir.path
}

/// The contents of the file at `path` as UTF-8 text (invalid bytes replaced), or nil when it
/// cannot be read.
public func readText(_ path: String) -> String? {
  FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
}
