import AnimationMath

/// Why a touch trace file was rejected, and on which line.
///
/// Thrown by `TouchTrace(parsing:)`. Lines are 1-based and count the header as line 1.
public struct TouchTraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    /// The text holds no header (the file is empty or blank).
    case empty
    /// The header is there but no sample row follows it.
    case noSamples
    /// The CSV itself is malformed (quoting); the associated text says how.
    case csvSyntax(String)
    /// A required column is absent from the header: `x`, `y` or `phase`.
    case missingColumn(String)
    /// Neither time column, `t_ms` nor `t`, is in the header.
    case missingTimeColumn
    /// A column name appears twice in the header.
    case duplicateColumn(String)
    /// Both time columns, `t_ms` and `t`, are in the header.
    case bothTimeColumns
    /// A row has a different number of fields from the header.
    case fieldCount(expected: Int, found: Int)
    /// A numeric column holds text that is not a number.
    case notANumber(column: String, value: String)
    /// A numeric column holds `nan` or an infinity.
    case notFinite(column: String, value: String)
    /// The `phase` column holds something other than `down`, `move`, `up` or `cancelled`.
    case unknownPhase(String)
    /// A row's time is earlier than the previous row's (both as written in the file).
    case timeWentBackwards(column: String, previous: String, value: String)
    /// |x| or |y| beyond 1e9 (velocities from such positions overflow binary64).
    case coordinateOutOfRange(column: String, value: String)
    /// The sample moved faster than 1e12 units per second from the previous one.
    case tooFast(column: String, previous: String, value: String)
    /// The first sample is not `down`.
    case firstPhaseNotDown(TouchPhase)
    /// A `down` appears after the first row (a trace is one stroke).
    case secondDown
    /// A row follows the `up` (or `cancelled`) row, which must be the stroke's last.
    case rowAfterUp
    /// The stroke's last row is neither `up` nor `cancelled` (a trace runs from touch-down to
    /// lift-off or to the cancel); the line is the stroke's last row.
    case noUp
  }

  /// 1-based line of the offending row (the header is line 1).
  public var line: Int
  /// What was wrong.
  public var reason: Reason

  /// Creates an error.
  public init(line: Int, reason: Reason) {
    self.line = line
    self.reason = reason
  }

  /// `line N: what was wrong`, naming the column and the value.
  public var description: String {
    "line \(line): " + message
  }

  /// The message without the line number.
  public var message: String {
    switch reason {
    case .empty: "the file is empty (expected a header 't_ms,x,y,phase' or 't,x,y,phase')"
    case .noSamples: "no samples after the header"
    case .csvSyntax(let text): text
    case .missingTimeColumn: "missing column 't_ms' (or 't') in the header"
    case .missingColumn(let name): "missing column '\(name)' in the header"
    case .duplicateColumn(let name): "column '\(name)' appears more than once"
    case .bothTimeColumns: "both 't_ms' and 't' columns (use one)"
    case .fieldCount(let expected, let found):
      "expected \(expected) fields as in the header, found \(found)"
    case .notANumber(let column, let value):
      "column '\(column)': '\(value)' is not a number"
        + (NumberText.decimalCommaHint(value).map { " (\($0))" } ?? "")
    case .notFinite(let column, let value): "column '\(column)': '\(value)' is not finite"
    case .unknownPhase(let value):
      "column 'phase': '\(value)' is not one of down, move, up, cancelled"
    case .timeWentBackwards(let column, let previous, let value):
      "column '\(column)': time \(value) is earlier than the previous row's \(previous)"
    case .coordinateOutOfRange(let column, let value):
      "column '\(column)': \(value) is out of range (|\(column)| must be at most 1e9)"
    case .tooFast(let column, let previous, let value):
      "column '\(column)': the move from time \(previous) to \(value) is faster than 1e12 "
        + "units per second (times too close together for the distance)"
    case .firstPhaseNotDown(let phase):
      "column 'phase': the first sample must be 'down', found '\(phase.rawValue)'"
    case .secondDown: "column 'phase': a second 'down' (a trace holds one stroke)"
    case .rowAfterUp: "a row after the 'up' or 'cancelled' row (it must be last)"
    case .noUp: "the stroke does not end with an 'up' or 'cancelled' row"
    }
  }
}
