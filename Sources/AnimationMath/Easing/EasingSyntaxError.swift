/// Malformed easing text: where the problem is and what was expected there.
public struct EasingSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text that was parsed.
  public var text: String
  /// 0-based offset (in Unicode scalars, = characters for ASCII) of the offending token.
  public var position: Int
  /// What the parser expected at `position`, e.g. `"a number"`, `"',' or ')'"`.
  public var expected: String
  /// What it found there: the token text, or `end of input`.
  public var found: String

  /// Creates an error at `position` of `text`.
  public init(text: String, position: Int, expected: String, found: String) {
    self.text = text
    self.position = position
    self.expected = expected
    self.found = found
  }

  /// `at column 14: expected a number, found 'x'` (1-based column).
  public var description: String {
    "at column \(position + 1): expected \(expected), found \(found)"
  }

  /// The text with a caret under the offending position (two lines, for terminals).
  public var pointer: String {
    text + "\n" + String(repeating: " ", count: position) + "^"
  }
}
