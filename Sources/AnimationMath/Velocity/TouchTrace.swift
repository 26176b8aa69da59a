/// One recorded touch stroke: samples from touch-down to lift-off.
///
/// TextFormats reads it from a file (`TouchTrace(parsing:)`, `import TextFormats`). The file
/// format is CSV with a header naming the columns, in any order:
/// - time: `t_ms` (milliseconds) or `t` (seconds), exactly one of them;
/// - `x`, `y`: position (points, pixels — velocities come out in that unit per second);
/// - `phase`: `down`, `move`, `up` or `cancelled` (the system took the touch away; it ends the
///   stroke like `up`, see ``TouchPhase/cancelled``).
///
/// Other columns are allowed and ignored. Values may carry surrounding spaces. Every row is
/// checked and nothing is skipped: a row with the wrong number of fields, a value that is not a
/// finite number, an unknown phase, a time earlier than the previous row's, a first phase other
/// than `down`, a second `down`, any row after `up` or `cancelled`, or a last row that is
/// neither is an error
/// naming the line. Equal consecutive times are allowed (Android records lift-off at the last
/// move's time). SwipeTuning's trace files are this format plus optional `swipe` and `intent`
/// columns, read by the same reader with the same rules.
public struct TouchTrace: Hashable, Sendable {
  /// The samples in file order, times in seconds.
  public var samples: [TouchSample]

  /// Wraps samples already in memory (not validated).
  public init(samples: [TouchSample]) {
    self.samples = samples
  }
}
