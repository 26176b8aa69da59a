import TestSupport
import Testing

@testable import Plotting

@Suite struct XMLEscapingTests {
  @Test func plainTextIsUnchanged() {
    #expect(XMLEscaping.escape("") == "")
    #expect(XMLEscaping.escape("time (s) ζ=0.8 → ±2%") == "time (s) ζ=0.8 → ±2%")
  }

  @Test func markupCharactersBecomeEntities() {
    #expect(
      XMLEscaping.escape("a<b & c>\"d\" 'e'") == "a&lt;b &amp; c&gt;&quot;d&quot; &#39;e&#39;")
    #expect(XMLEscaping.escape("&amp;") == "&amp;amp;")
  }

  @Test func forbiddenControlCharactersAreReplaced() {
    #expect(XMLEscaping.escape("a\u{0}b\u{1B}c\td\ne\r") == "a\u{FFFD}b\u{FFFD}c\td\ne\r")
    #expect(XMLEscaping.escape("\u{FFFE}") == "\u{FFFD}")
  }

  @Test func escapedTextAlwaysParses() {
    let nasty = ["<script>", "]]>", "&#0;", "\u{0}\u{7}", "\"'<>&", "<!-- x -->", "𝛇 emoji 🙂"]
    for s in nasty {
      let doc = "<r a=\"\(XMLEscaping.escape(s))\">\(XMLEscaping.escape(s))</r>"
      #expect(isWellFormedXML(doc), "\(s.debugDescription)")
    }
  }
}
