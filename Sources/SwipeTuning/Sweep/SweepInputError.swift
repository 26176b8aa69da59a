/// A sweep input that cannot be used: a bad grid value, an unknown name, a malformed shard
/// specification or shard file.
///
/// The message names the field (a CLI flag such as `--damping`, or a file and line), the value and
/// the reason, in the form `Invalid value '<value>' for '<field>': <reason>.`, so the tool can print
/// it unchanged.
public struct SweepInputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field the value was given for: a flag (`--damping`) or a file location (`a.csv:3`).
  public var field: String
  /// The offending text as given.
  public var value: String
  /// Why it is rejected, without a trailing full stop.
  public var reason: String

  /// Creates an error for `value` given for `field`.
  public init(field: String, value: String, reason: String) {
    self.field = field
    self.value = value
    self.reason = reason
  }

  /// `Invalid value '<value>' for '<field>': <reason>.`
  public var description: String {
    "Invalid value '\(value)' for '\(field)': \(reason)."
  }
}
