/// A value from outside the program that cannot be used: the field it was given for, the value
/// as text, and why it was rejected.
///
/// The one error for a single bad value, whatever the layer: a spring parameter or SPEC key
/// (`Spring.validated(…)`, ``Spring/init(parsing:)``), a velocity tracker setting
/// (``VelocityTracker/Configuration/validated(horizon:maximumSampleCount:pauseThreshold:)``),
/// a swipe setting, a sweep grid value or a CLI flag. It carries the three parts separately, so a
/// caller can rename the field (a CLI shows its flag, `--width`, for the library's `width`) and
/// report the rest verbatim.
///
/// Numbers in ``value`` are written as the user wrote them, or, when only the number is known,
/// in shortest round-trip form (`1`, not `1.0`). ``reason`` is a fragment without a trailing full
/// stop (`must be > 0`), so the message composes into a caller's sentence.
public struct InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The field at fault: a parameter name (`mass`), a SPEC key, a setting (`width`), a CLI flag
  /// (`--damping`) or a file location (`a.csv:3`); `spec` stands for a whole SPEC string.
  public var field: String
  /// The offending value as text.
  public var value: String
  /// Why it was rejected, e.g. `must be > 0`, without a trailing full stop.
  public var reason: String

  /// Creates an error naming `field`, `value` and `reason`.
  public init(field: String, value: String, reason: String) {
    self.field = field
    self.value = value
    self.reason = reason
  }

  /// `invalid value '<value>' for '<field>': <reason>`.
  public var description: String { "invalid value '\(value)' for '\(field)': \(reason)" }

  /// The same error reported for another field name, e.g. a CLI flag for a library setting.
  public func renamingField(_ field: String) -> InputError {
    InputError(field: field, value: value, reason: reason)
  }
}

extension InputError {
  /// Throws unless `value` is finite and passes `test`; the value is written in shortest form.
  /// The reason is `notFinite` for a NaN or infinity, `reason` for a failed `test`.
  package static func check(
    _ field: String, _ value: Double, _ reason: String, notFinite: String = "must be finite",
    _ test: (Double) -> Bool
  ) throws(InputError) {
    guard value.isFinite else {
      throw InputError(field: field, value: NumberText.shortest(value), reason: notFinite)
    }
    guard test(value) else {
      throw InputError(field: field, value: NumberText.shortest(value), reason: reason)
    }
  }
}
