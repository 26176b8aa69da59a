import AnimationMath
import Foundation
import TestSupport
import Testing

@testable import SweepFiles

@Suite("AtomicFile")
struct AtomicFileTests {
  struct Interrupted: Error {}

  func scratch() throws -> String { try scratchDirectory("atomic") }

  func read(_ path: String) -> String? { readText(path) }

  @Test func replacesTheFile() throws {
    let dir = try scratch()
    let path = dir + "/r.csv"
    try AtomicFile.write("old\n", to: path)
    try AtomicFile.write("new\n", to: path)
    #expect(read(path) == "new\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["r.csv"])
  }

  @Test func aFailureBeforeTheRenameLeavesTheOldFileIntact() throws {
    let dir = try scratch()
    let path = dir + "/r.csv"
    try AtomicFile.write("old report\n", to: path)
    var sawTemporary = false
    #expect(throws: AtomicFile.Failure.self) {
      try AtomicFile.write(String(repeating: "partial,", count: 100_000), to: path) {
        // The new content is complete in a temporary file next to the report…
        sawTemporary = (try? FileManager.default.contentsOfDirectory(atPath: dir).count) == 2
        throw Interrupted()
      }
    }
    #expect(sawTemporary)
    // …but the report still holds the old content and no temporary file is left.
    #expect(read(path) == "old report\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["r.csv"])
  }

  @Test func unwritableDestinations() throws {
    let dir = try scratch()
    #expect(
      throws: AtomicFile.Failure(
        .cannotCreate, description: "Cannot write '\(dir)': it is a directory.")
    ) {
      try AtomicFile.write("x", to: dir)
    }
    #expect(
      throws: AtomicFile.Failure(
        .cannotCreate,
        description: "Cannot write '\(dir)/no/r.csv': the directory '\(dir)/no' does not exist.")
    ) {
      try AtomicFile.checkWritable(dir + "/no/r.csv")
    }
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("x", to: dir + "/no/r.csv") }
  }

  /// Regression: `--out /dev/null` (or a named pipe) wrote a temporary file next to it and renamed
  /// it over the device, turning it into a regular file. A pipe stands in for the device here: it
  /// must still be a pipe afterwards and its reader must get the text.
  @Test func aPipeIsWrittenInPlaceNotReplaced() throws {
    let path = try scratch() + "/pipe"
    try #require(mkfifo(path, 0o600) == 0)
    // A non-blocking reader, so that opening the pipe for writing does not wait.
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    try AtomicFile.checkWritable(path)
    try AtomicFile.write("report\n", to: path)
    #expect(AtomicFile.isSpecialFile(path))
    var buffer = [UInt8](repeating: 0, count: 64)
    let n = Foundation.read(reader, &buffer, buffer.count)
    #expect(n == 7 && String(decoding: buffer.prefix(max(n, 0)), as: UTF8.self) == "report\n")
  }

  /// A symbolic link is followed: the file it points to gets the report, the link stays a link.
  @Test func aSymbolicLinkIsFollowed() throws {
    let dir = try scratch()
    try AtomicFile.write("old\n", to: dir + "/target.csv")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/link.csv", withDestinationPath: dir + "/target.csv")
    try AtomicFile.write("new\n", to: dir + "/link.csv")
    #expect(read(dir + "/target.csv") == "new\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.csv")
        == dir + "/target.csv")
  }

  func names(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
  }

  /// Regression: re-running over a report reset its mode (0600 became 0644).
  @Test func aReplacedFileKeepsItsMode() throws {
    let dir = try scratch()
    let path = dir + "/r.csv"
    try AtomicFile.write("old\n", to: path)
    try #require(chmod(path, 0o600) == 0)
    try AtomicFile.write("new\n", to: path)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(read(path) == "new\n")
  }

  /// Regression: a read-only (0444) report was silently replaced; it is refused as `cp` refuses
  /// it (even for root, which `access` would let through), before anything is written.
  @Test func aReadOnlyFileIsRefused() throws {
    let dir = try scratch()
    let path = dir + "/r.csv"
    try AtomicFile.write("kept\n", to: path)
    try #require(chmod(path, 0o444) == 0)
    #expect(
      throws: AtomicFile.Failure(
        .cannotCreate, description: "Cannot write '\(path)': it is read-only (mode 444).")
    ) { try AtomicFile.Batch([path]) }
    #expect(read(path) == "kept\n")
    #expect(try names(dir) == ["r.csv"])
  }

  /// Regression: a dangling symbolic link was replaced by a regular file; the file it names is
  /// created and the link stays.
  @Test func aDanglingLinkWritesItsTarget() throws {
    let dir = try scratch()
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/link.csv", withDestinationPath: "target.csv")
    try AtomicFile.write("new\n", to: dir + "/link.csv")
    #expect(read(dir + "/target.csv") == "new\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.csv") == "target.csv")
    let loop = dir + "/loop.csv"
    try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.csv")
    #expect(
      throws: AtomicFile.Failure(
        .cannotCreate, description: "Cannot write '\(loop)': too many levels of symbolic links.")
    ) { try AtomicFile.Batch([loop]) }
  }

  /// Regression: a name of 230–255 bytes failed only after the work (its temporary name was too
  /// long); the temporary name is now shortened, and a name the file system cannot hold is
  /// refused when the batch is made. `x.csv/` wrote `x.csv`; it is refused.
  @Test func longNamesAndTrailingSlashes() throws {
    let dir = try scratch()
    let longest = dir + "/" + String(repeating: "a", count: 251) + ".csv"
    try AtomicFile.write("ok\n", to: longest)
    #expect(read(longest) == "ok\n")
    let tooLong = dir + "/" + String(repeating: "b", count: 252) + ".csv"
    #expect(throws: AtomicFile.Failure.self) { try AtomicFile.Batch([tooLong]) }
    do {
      _ = try AtomicFile.Batch([tooLong])
    } catch {
      #expect(error.kind == .cannotCreate)
      #expect(
        error.description.hasSuffix(
          ": the name is too long (at most 255 bytes a name, 4095 a path)."))
    }
    #expect(
      throws: AtomicFile.Failure(
        .cannotCreate,
        description: "Cannot write '\(dir)/x.csv/': a name ending in '/' names a directory.")
    ) { try AtomicFile.Batch([dir + "/x.csv/"]) }
    #expect(try names(dir) == [String(repeating: "a", count: 251) + ".csv"])
  }

  /// The temporary files exist from the moment the batch is made (so every output is known to
  /// be creatable before the work) and vanish when it is dropped without a commit.
  @Test func anAbandonedBatchLeavesNothing() throws {
    let dir = try scratch()
    try AtomicFile.write("old\n", to: dir + "/a.csv")
    do {
      let batch = try AtomicFile.Batch([dir + "/a.csv", dir + "/b.svg"])
      #expect(try names(dir).count == 3)
      try batch.append("new\n", to: 0)
    }
    #expect(try names(dir) == ["a.csv"])
    #expect(read(dir + "/a.csv") == "old\n")
  }

  /// Regression: `--svg /dev/full` failed after the CSV report was replaced. The files of a batch
  /// are replaced together: a failure on any of them changes none.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
  func aFailedOutputReplacesNothing() throws {
    let dir = try scratch()
    try AtomicFile.write("old\n", to: dir + "/r.csv")
    let batch = try AtomicFile.Batch([dir + "/r.csv", "/dev/full"])
    try batch.append("new\n", to: 0)
    #expect(
      throws: AtomicFile.Failure(
        .io, description: "Cannot write '/dev/full': No space left on device.")
    ) { try batch.append("svg", to: 1) }
    batch.abandon()
    #expect(read(dir + "/r.csv") == "old\n")
    #expect(try names(dir) == ["r.csv"])
  }

  /// Two runs writing the same pair of files rename under an exclusive lock of the directory:
  /// while another process (here: this test) holds it, a commit waits, so the renames of two
  /// runs never interleave.
  @Test func commitsWaitForTheDirectoryLock() async throws {
    let dir = try scratch()
    let fd = open(dir, O_RDONLY | O_DIRECTORY)
    try #require(fd >= 0)
    try #require(flock(fd, LOCK_EX) == 0)
    let path = dir + "/r.csv"
    let writer = Task.detached { try AtomicFile.write("new\n", to: path) }
    try await Task.sleep(for: .milliseconds(300))
    #expect(read(path) == nil)  // complete in its temporary file, but not renamed
    flock(fd, LOCK_UN)
    close(fd)
    try await writer.value
    #expect(read(path) == "new\n")
    #expect(try names(dir) == ["r.csv"])
  }

  /// Paths carry every byte: decoding any bytes with `argumentText` and encoding them back with
  /// `pathBytes` gives the same bytes (valid UTF-8 reads as itself; other bytes, and the scalars
  /// reserved to carry them, go through U+10FF80…U+10FFFF).
  @Test func pathBytesRoundTrip() {
    #expect(AtomicFile.argumentText(Array("é/ü.csv".utf8)) == "é/ü.csv")
    let raw: [UInt8] = [0x6E, 0xFF, 0x2E, 0x63, 0xC3]
    #expect(AtomicFile.pathBytes(AtomicFile.argumentText(raw)) == raw)
    #expect(AtomicFile.displayPath(AtomicFile.argumentText(raw)) == "n\\xFF.c\\xC3")
    let reserved = Array("\u{10FF80}x".utf8)
    #expect(AtomicFile.pathBytes(AtomicFile.argumentText(reserved)) == reserved)
    var random = SplitMix64(seed: 11)
    for _ in 0..<2000 {
      let count = Int(random.next() % 12)
      let bytes = (0..<count).map { _ in
        // Mostly high bytes, so that lead bytes, continuations and the reserved range all occur.
        random.next() % 4 == 0 ? UInt8(random.next() % 128) : UInt8(0x80 + random.next() % 128)
      }
      let text = AtomicFile.argumentText(bytes)
      #expect(AtomicFile.pathBytes(text) == bytes)
      if let valid = String(validating: bytes, as: UTF8.self),
        !valid.unicodeScalars.contains(where: { $0.value >= 0x10_FF80 })
      {
        #expect(text == valid)
      }
    }
  }

  /// A file written under a name that is not UTF-8 lands under exactly those bytes.
  @Test func aNonUTF8NameIsKept() throws {
    let dir = try scratch()
    let name: [UInt8] = [0x72, 0xFF, 0xFE, 0x2E, 0x63, 0x73, 0x76]
    try AtomicFile.write("x\n", to: dir + "/" + AtomicFile.argumentText(name))
    let handle = try #require(opendir(dir))
    defer { closedir(handle) }
    var found: [[UInt8]] = []
    while let entry = readdir(handle) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if entryName.first != UInt8(ascii: ".") { found.append(entryName) }
    }
    #expect(found == [name])
  }
}
