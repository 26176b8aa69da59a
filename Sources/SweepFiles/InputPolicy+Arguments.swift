import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension InputPolicy {
  /// Why an input argument names no file to read.
  public enum ArgumentProblem: Error, Hashable, Sendable {
    /// A pattern's match or a directory's entry that is not a regular file (a pipe, device,
    /// socket, a link to nothing), or a directory that cannot be listed.
    case entry(EntryProblem)
    /// A directory without `suffix` files, or a pattern without matches (the message says which).
    case nothing(String)
  }

  /// The files an input argument names — the one expander of `merge`'s and any command's input
  /// arguments: the argument itself (a file, or a name no check applies to yet); the matches of
  /// a shell pattern (`*`, `?` or `[` in an argument no file is named by), sorted by glob(3),
  /// each checked to be a regular file; or the `suffix` files of a directory
  /// (``files(inDirectory:suffix:)``). Matches that are the same file as `output` are left out,
  /// so writing into the inputs' directory twice works.
  ///
  /// - Throws: ``ArgumentProblem``: `entry` for a pipe or device among the matches (refused
  ///   before anything is opened), `nothing` for a pattern or directory that names no file.
  public static func expand(_ argument: String, suffix: String, excluding output: String)
    throws(ArgumentProblem) -> [String]
  {
    let existing = AtomicFile.existingIdentity(argument)
    let directory = existing?.isDirectory == true
    let pattern = existing == nil && argument.contains(where: { "*?[".contains($0) })
    guard directory || pattern else { return [argument] }
    var matches: [String] = []
    do throws(EntryProblem) {
      if directory {
        matches = try files(inDirectory: argument, suffix: suffix)
      } else {
        for path in paths(matching: argument) where try checkEntry(path) { matches.append(path) }
      }
    } catch {
      throw .entry(error)
    }
    let kept = matches.filter { !sameFile($0, output) }
    guard !kept.isEmpty else {
      throw .nothing(
        directory
          ? "Cannot read '\(argument)': the directory holds no \(suffix) files."
          : "Cannot read '\(argument)': no file matches the pattern.")
    }
    return kept
  }

  /// Whether the file or directory at `path` exists and this process may read it (access(2),
  /// following links).
  public static func isReadable(_ path: String) -> Bool {
    access(AtomicFile.pathBytes(path).cPath, R_OK) == 0
  }

  /// The paths matching the shell pattern `pattern`, sorted (glob(3)).
  static func paths(matching pattern: String) -> [String] {
    var result = glob_t()
    defer { globfree(&result) }
    guard glob(pattern, 0, nil, &result) == 0 else { return [] }
    return (0..<Int(result.gl_pathc)).compactMap { i in
      result.gl_pathv[i].map { String(cString: $0) }
    }
  }

  /// Whether `a` and `b` are the same existing file (device and inode, after following links);
  /// never for `-` (standard output).
  public static func sameFile(_ a: String, _ b: String) -> Bool {
    guard b != "-", let x = AtomicFile.existingIdentity(a), let y = AtomicFile.existingIdentity(b)
    else { return false }
    return x.0 == y.0
  }
}
