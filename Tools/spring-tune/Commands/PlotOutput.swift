import Foundation

/// Reading inputs and writing outputs for the `plot` and `report` commands.
enum PlotOutput {
  /// Writes `text` to `path`, or to stdout when `path` is nil or `-`. Files are written to a
  /// temporary file and renamed into place, so a failed write never leaves half a file.
  static func write(_ text: String, to path: String?, io: CommandIO) throws(CLIError) {
    guard let path, path != "-" else {
      io.out(text)
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw .io("Cannot write '\(path)': \(Self.reason(error)).")
    }
  }

  /// The UTF-8 text of the file at `path`.
  static func read(_ path: String) throws(CLIError) -> String {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .io("Cannot read '\(path)': \(Self.reason(error)).")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .data("\(path): not UTF-8 text.")
    }
    return text
  }

  private static func reason(_ error: any Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if ns.domain == NSCocoaErrorDomain {
      switch ns.code {
      case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
      case NSFileWriteOutOfSpaceError: return "no space left on device"
      default: break
      }
    }
    return "error \(ns.code)"
  }
}
