/// A spring parameter from outside the program that cannot describe a spring.
///
/// Thrown by the `Spring.validated(…)` entry points and by ``Spring/parse(_:)``. It names the
/// field (a parameter name, or a SPEC key), the offending value as the user wrote it (or as
/// formatted, for numbers), and the reason, so a CLI or file reader can report it verbatim.
public struct SpringParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter or SPEC key at fault, e.g. `mass`, `bounce`, or `spec` for the whole string.
  public var field: String
  /// The offending value as text.
  public var value: String
  /// Why it was rejected, e.g. `must be > 0`.
  public var reason: String

  /// Creates an error naming `field`, `value` and `reason`.
  public init(field: String, value: String, reason: String) {
    self.field = field
    self.value = value
    self.reason = reason
  }

  /// `invalid value '<value>' for '<field>': <reason>`.
  public var description: String { "invalid value '\(value)' for '\(field)': \(reason)" }
}

extension SpringParameterError {
  /// Throws unless `value` is finite and passes `test`.
  static func check(
    _ field: String, _ value: Double, _ reason: String, _ test: (Double) -> Bool
  ) throws(SpringParameterError) {
    guard value.isFinite else {
      throw SpringParameterError(
        field: field, value: NumberText.shortest(value), reason: "must be finite")
    }
    guard test(value) else {
      throw SpringParameterError(field: field, value: NumberText.shortest(value), reason: reason)
    }
  }
}
