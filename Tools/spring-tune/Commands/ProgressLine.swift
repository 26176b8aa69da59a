import Foundation

/// A one-line progress indicator on stderr, shown only on a terminal and only for sweeps that
/// take longer than a second: `\rsweep: <phase> 42%`, at most ten updates a second, erased when
/// the sweep ends. Safe to update from any thread.
final class ProgressLine: @unchecked Sendable {
  private let enabled: Bool
  private let start: Double
  private let write: @Sendable (String) -> Void
  private let lock = NSLock()
  private var lastPrinted: Double?
  private var shown = false

  /// - Parameters:
  ///   - enabled: whether to print at all (stderr is a terminal and not `--quiet`).
  ///   - start: when the work started, in ``now()`` seconds.
  ///   - write: where the text goes (stderr by default).
  init(
    enabled: Bool, start: Double = ProgressLine.now(),
    write: @escaping @Sendable (String) -> Void = {
      // The throwing API: `write(_: Data)` traps on a write error (a terminal that hung up).
      try? FileHandle.standardError.write(contentsOf: Data($0.utf8))
    }
  ) {
    self.enabled = enabled
    self.start = start
    self.write = write
  }

  /// Monotonic time in seconds (`ContinuousClock` would need macOS 13; the package supports 12).
  static func now() -> Double { ProcessInfo.processInfo.systemUptime }

  /// Reports `fraction` (0…1) of `phase` done.
  func update(_ phase: String, _ fraction: Double) {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    let now = Self.now()
    guard now - start > 1 else { return }
    if let lastPrinted, now - lastPrinted < 0.1 { return }
    lastPrinted = now
    shown = true
    let percent = Int((Swift.min(Swift.max(fraction, 0), 1) * 100).rounded(.down))
    write("\rsweep: \(phase) \(percent)%\u{1B}[K")
  }

  /// Erases the line if anything was shown.
  func finish() {
    guard enabled else { return }
    lock.lock()
    defer { lock.unlock() }
    if shown { write("\r\u{1B}[K") }
    shown = false
  }
}
