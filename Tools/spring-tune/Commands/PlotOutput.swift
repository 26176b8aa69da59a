import SweepFiles

/// Writing the output of the `plot` and `report` commands (they read through ``InputFile``).
///
/// Through the same `AtomicFile` as `sweep`: a temporary file renamed into place, so a failed
/// write never leaves half a file; devices and pipes are written in place, never replaced.
enum PlotOutput {
  /// Writes `text` to `path`, or to stdout when `path` is nil or `-`.
  static func write(_ text: String, to path: String?, io: CommandIO) throws(CLIError) {
    guard let path, path != "-" else {
      io.out(text)
      return
    }
    do { try AtomicFile.write(text, to: path) } catch { throw .io(error.description) }
  }
}
