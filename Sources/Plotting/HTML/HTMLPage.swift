/// A self-contained HTML page assembled from headings, paragraphs, tables, preformatted text and
/// inline SVG figures.
///
/// The page is polyglot XHTML: it is valid HTML5 and also well-formed XML, so tests can parse it
/// with an XML parser. It loads nothing: no scripts, no external stylesheets, no web fonts (one
/// inline `<style>` with system fonts), so it can be mailed or pasted into a design review as a
/// single file. Blocks appear in the order they were added; the output is deterministic.
public struct HTMLPage: Sendable {
  /// Page title (`<title>` and the top heading).
  public var title: String
  private var blocks: [String] = []

  /// Creates an empty page.
  public init(title: String) {
    self.title = title
  }

  /// A section heading; `level` is clamped to 2…4 (level 1 is the page title).
  public mutating func heading(_ text: String, level: Int = 2) {
    let l = Swift.min(Swift.max(level, 2), 4)
    blocks.append("<h\(l)>\(XMLEscaping.escape(text))</h\(l)>")
  }

  /// A paragraph of plain text (escaped).
  public mutating func paragraph(_ text: String) {
    blocks.append("<p>\(XMLEscaping.escape(text))</p>")
  }

  /// A bulleted list of plain-text items.
  public mutating func list(_ items: [String]) {
    guard !items.isEmpty else { return }
    var s = "<ul>\n"
    for item in items { s += "<li>\(XMLEscaping.escape(item))</li>\n" }
    blocks.append(s + "</ul>")
  }

  /// Monospaced preformatted text (e.g. a terminal plot or a command line).
  public mutating func preformatted(_ text: String) {
    blocks.append("<pre>\(XMLEscaping.escape(text))</pre>")
  }

  /// A table with a header row. Cells that parse as numbers are right-aligned. Rows shorter than
  /// the header are padded with empty cells; longer rows are cut.
  public mutating func table(header: [String], rows: [[String]], caption: String? = nil) {
    blocks.append(
      Self.tableMarkup(header: header, rows: rows, caption: caption) { Double($0) != nil })
  }

  /// The markup of ``table(header:rows:caption:)``: a `<table>` with an optional caption, a
  /// header row and one row per entry of `rows`, every text escaped. Rows shorter than the header
  /// are padded with empty cells; longer rows are cut. Cells for which `isNumeric` is true get
  /// `class="n"` (right-aligned by the page's style).
  public static func tableMarkup(
    header: [String], rows: [[String]], caption: String? = nil,
    isNumeric: (String) -> Bool
  ) -> String {
    var s = "<table>\n"
    if let caption { s += "<caption>\(XMLEscaping.escape(caption))</caption>\n" }
    s += "<thead><tr>"
    for h in header { s += "<th>\(XMLEscaping.escape(h))</th>" }
    s += "</tr></thead>\n<tbody>\n"
    for row in rows {
      s += "<tr>"
      for i in 0..<header.count {
        let cell = i < row.count ? row[i] : ""
        s += isNumeric(cell) ? "<td class=\"n\">" : "<td>"
        s += XMLEscaping.escape(cell) + "</td>"
      }
      s += "</tr>\n"
    }
    return s + "</tbody>\n</table>"
  }

  /// An inline SVG figure with an optional caption. The picture shrinks with a narrow column
  /// only down to its ``SVGCanvas/readableWidth(minimumTextSize:)`` (every text at least 11 CSS
  /// px); below that it keeps that width and scrolls sideways inside its own box, so the page
  /// itself never scrolls sideways and chart text never gets smaller than 11 px.
  public mutating func figure(_ canvas: SVGCanvas, caption: String? = nil) {
    let svg = canvas.svg()
    let readable = Swift.min(canvas.readableWidth(), canvas.width)
    var s = "<figure>\n<div class=\"plot\">\n"
    s += "<svg style=\"min-width: \(SVGCanvas.n(readable))px\"" + svg.dropFirst(4) + "</div>\n"
    if let caption { s += "<figcaption>\(XMLEscaping.escape(caption))</figcaption>\n" }
    blocks.append(s + "</figure>")
  }

  /// The one page shell every page of the package is written in — this one, the sweep report
  /// and the recorder: the doctype, `<html lang="en">` (with the XHTML namespace when `xhtml`,
  /// so the page also parses as XML; the recorder, which holds no URL at all, leaves it out), a
  /// head with the charset, the `viewport`, the `head` lines (`<meta …/>`), the title and the
  /// inline style, then `body` (markup, ending with a newline). Ends with a newline.
  public static func document(
    title: String, viewport: String = "width=device-width, initial-scale=1", head: [String] = [],
    style: String, body: String, xhtml: Bool = true
  ) -> String {
    var s = "<!DOCTYPE html>\n"
    s +=
      xhtml ? "<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n" : "<html lang=\"en\">\n"
    s += "<head>\n"
    s += "<meta charset=\"utf-8\"/>\n"
    s += "<meta name=\"viewport\" content=\"\(XMLEscaping.escape(viewport))\"/>\n"
    for line in head { s += line + "\n" }
    s += "<title>\(XMLEscaping.escape(title))</title>\n"
    s += "<style>\n" + style + "</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n"
    return s
  }

  /// The complete document, ending with a newline.
  public func html() -> String {
    var body = "<h1>\(XMLEscaping.escape(title))</h1>\n"
    for b in blocks { body += b + "\n" }
    return Self.document(title: title, style: Self.style, body: body)
  }

  /// The page's only stylesheet: system fonts, readable measure, plain tables.
  static let style = """
    body { font-family: \(SVGCanvas.fontFamily); color: #222222; background: #ffffff;
      max-width: 60rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.45; }
    h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
    h2 { font-size: 1.25rem; margin-top: 2rem; border-bottom: 1px solid #dddddd; }
    table { border-collapse: collapse; font-size: 0.9rem; margin: 0.5rem 0 1rem; }
    caption { text-align: left; font-weight: bold; padding-bottom: 0.3rem; }
    th, td { border: 1px solid #cccccc; padding: 0.2rem 0.5rem; }
    th { background: #f2f2f2; text-align: left; }
    td.n { text-align: right; font-variant-numeric: tabular-nums; }
    figure { margin: 1rem 0; }
    figure svg { max-width: 100%; height: auto; }
    figure .plot { overflow-x: auto; }
    figcaption { font-size: 0.9rem; color: #555555; }
    pre { background: #f6f6f6; padding: 0.6rem; overflow-x: auto; line-height: 1.2; }

    """
}
