import SwipeTuning

/// Reading inputs and writing outputs for the `plot` and `report` commands.
///
/// Both go through the same helpers as `sweep`: ``InputFile`` for reading (I/O errors 74 saying
/// why, non-UTF-8 bytes 65 naming the line) and `AtomicFile` for writing (a temporary file
/// renamed into place, so a failed write never leaves half a file; devices and pipes are written
/// in place, never replaced).
enum PlotOutput {
  /// Writes `text` to `path`, or to stdout when `path` is nil or `-`.
  static func write(_ text: String, to path: String?, io: CommandIO) throws(CLIError) {
    guard let path, path != "-" else {
      io.out(text)
      return
    }
    do { try AtomicFile.write(text, to: path) } catch { throw .io(error.description) }
  }

  /// The UTF-8 text of the file at `path`.
  static func read(_ path: String) throws(CLIError) -> String {
    try InputFile.text(path)
  }
}
