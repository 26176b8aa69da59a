import AnimationMath
import TextFormats

/// What an importer read from a platform's touch log: one swipe per touch, from touch-down to
/// lift-off (or to a cancel), plus lines for people about the units and conversion used and
/// what was left out.
///
/// Each swipe's times start at 0 (its touch-down) in seconds, positions are in points; the
/// swipes come in touch-down order. `spring-tune import` writes each with
/// ``SwipeTraceFiles/csv(_:)``, so `velocity` and `sweep --traces` read them back.
public struct TraceImport: Hashable, Sendable {
  /// The touches, in touch-down order.
  public var swipes: [Swipe]
  /// Human-readable lines: the units and the conversion used, touches left out and why.
  public var notes: [String]

  /// Creates an import result.
  public init(swipes: [Swipe], notes: [String]) {
    self.swipes = swipes
    self.notes = notes
  }

  /// The trace file text of each swipe (``SwipeTraceFiles/csv(_:)``), each read back with
  /// ``SwipeTraceFiles/parse(_:file:)`` first: an import never writes a trace its own reader
  /// refuses (a coordinate beyond 1e9 points, a jump faster than the reader allows).
  ///
  /// - Parameter file: the log, named in the error.
  /// - Returns: one trace file's text per swipe, in order.
  /// - Throws: `InputFileError` naming the log and the touch whose trace would be refused.
  public func traceTexts(file: String) throws(InputFileError) -> [String] {
    var texts: [String] = []
    texts.reserveCapacity(swipes.count)
    for (i, swipe) in swipes.enumerated() {
      let text = SwipeTraceFiles.csv(swipe)
      do { _ = try SwipeTraceFiles.parse(text, file: "touch \(i + 1)") } catch {
        throw InputFileError(
          file: file, line: nil,
          message: "touch \(i + 1) would be written as a trace the trace reader refuses "
            + "(\(error.message)); are the panel ranges and screen size right?")
      }
      texts.append(text)
    }
    return texts
  }
}
