/// Rough text measurement for layout, without a font engine.
///
/// Proportional sans-serif fonts average about 0.6 em per character for digits and Latin text,
/// so a label of n characters at size s is taken to be 0.6·n·s pixels wide. Layout leaves slack
/// for the error; the estimate is deterministic, which matters more here than precision.
enum TextMetrics {
  /// Estimated width in pixels of `text` at font size `size`.
  static func width(_ text: String, size: Double) -> Double {
    Double(text.count) * size * 0.6
  }

  /// `text` broken at spaces into lines no wider than `width` at font size `size` (a word wider
  /// than `width` gets a line of its own); one empty line for empty text.
  static func wrap(_ text: String, size: Double, width: Double) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if !current.isEmpty, Self.width(candidate, size: size) > width {
        lines.append(current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    lines.append(current)
    return lines
  }
}
