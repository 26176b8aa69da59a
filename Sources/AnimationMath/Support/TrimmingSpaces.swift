extension StringProtocol {
  /// The text without leading and trailing spaces (U+0020) and tabs (U+0009).
  ///
  /// The one trimmer for text that comes from outside the program: CSV fields, SPEC pairs,
  /// comma-separated CLI lists, keyframe curve names. Nothing else is removed — a newline inside
  /// a quoted CSV field, or a non-breaking space, is part of the value and is reported as such.
  /// Text made only of spaces and tabs gives the empty string.
  package func trimmingSpaces() -> String {
    // Fast path: a Character is a space or tab only if its first and last scalar is one.
    func isBlankScalar(_ u: Unicode.Scalar?) -> Bool { u == " " || u == "\t" }
    if !isBlankScalar(unicodeScalars.first) && !isBlankScalar(unicodeScalars.last) {
      return String(self)
    }
    func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" }
    var start = startIndex
    var end = endIndex
    while start < end, isBlank(self[start]) { start = index(after: start) }
    while end > start {
      let last = index(before: end)
      guard isBlank(self[last]) else { break }
      end = last
    }
    return String(self[start..<end])
  }
}
