/// Escaping for text placed inside XML, SVG and XHTML documents.
///
/// The output is always well-formed XML 1.0: the five markup characters become entity references,
/// and code points that XML 1.0 forbids even when escaped (C0 controls other than tab, line feed
/// and carriage return, U+FFFE, U+FFFF, lone surrogates cannot occur in a Swift `String`) become
/// U+FFFD REPLACEMENT CHARACTER.
public enum XMLEscaping {
  /// `text` escaped for character data or a double- or single-quoted attribute value.
  ///
  /// `&` → `&amp;`, `<` → `&lt;`, `>` → `&gt;`, `"` → `&quot;`, `'` → `&#39;`; forbidden code
  /// points → U+FFFD. Every other character is copied unchanged (UTF-8 output needs no further
  /// escaping).
  public static func escape(_ text: String) -> String {
    var needsWork = false
    for scalar in text.unicodeScalars where !isPlain(scalar) {
      needsWork = true
      break
    }
    guard needsWork else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        if isAllowed(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\u{FFFD}"
        }
      }
    }
    return result
  }

  /// Whether `scalar` may appear in an XML 1.0 document (escaped or not).
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    if v < 0x20 { return v == 0x09 || v == 0x0A || v == 0x0D }
    return v != 0xFFFE && v != 0xFFFF
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'": return false
    default: return isAllowed(scalar)
    }
  }
}
