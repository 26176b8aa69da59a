import AnimationMath

/// The one word-wrapper for terminal text (plots, the sweep summary): lines of at most `width`
/// characters (Unicode characters, as a terminal shows them one column each).
package enum TextWrap {
  /// `text` broken at spaces into lines of at most `width` characters (at least 8); lines after
  /// the first start with `indent` spaces. A word longer than a line is cut. A line that already
  /// fits comes back unchanged, spaces and all.
  package static func lines(_ text: String, width: Int, indent: Int = 2) -> [String] {
    let width = Swift.max(width, 8)
    guard text.count > width else { return [text] }
    let pad = String(repeating: " ", count: Swift.min(Swift.max(indent, 0), width / 2))
    var lines: [String] = []
    var current = ""
    func flush() {
      if !current.isEmpty { lines.append(current) }
      current = lines.isEmpty ? "" : pad
    }
    var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    // Keep the leading indentation of the first line.
    var leading = ""
    while let first = words.first, first.isEmpty {
      leading += " "
      words.removeFirst()
    }
    current = leading
    for var word in words where !word.isEmpty {
      let room = width - current.count - (isBlank(current) ? 0 : 1)
      if word.count <= room {
        current += (isBlank(current) ? "" : " ") + word
        continue
      }
      if !isBlank(current) { flush() }
      while current.count + word.count > width {
        let take = width - current.count
        current += String(word.prefix(take))
        word = String(word.dropFirst(take))
        flush()
      }
      current += word
    }
    if !isBlank(current) { lines.append(current) }
    return lines.isEmpty ? [""] : lines
  }

  /// `text`'s lines (split at `\n`) each wrapped by ``lines(_:width:indent:)``, joined with
  /// `\n`; a trailing newline is kept.
  package static func wrapped(_ text: String, width: Int, indent: Int = 2) -> String {
    var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let trailing = parts.last == ""
    if trailing { parts.removeLast() }
    let out = parts.flatMap { lines($0, width: width, indent: indent) }.joined(separator: "\n")
    return out + (trailing ? "\n" : "")
  }
}

/// Whether `line` holds nothing but spaces.
private func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " } }
