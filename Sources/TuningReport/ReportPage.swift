import AnimationMath
import Plotting

/// The report's HTML document: blocks of markup in order, one stylesheet with a light and a dark
/// theme (`prefers-color-scheme`), one inline script (copy buttons, sortable tables) and a
/// footer.
///
/// Polyglot XHTML like Plotting's `HTMLPage` (valid HTML5 and well-formed XML, so tests parse it
/// with an XML parser), self-contained and deterministic: nothing is loaded from the network,
/// and the script only enhances what is already readable without it.
struct ReportPage {
  /// `<title>`.
  var title: String
  /// The top heading (escaped text).
  var heading: String
  /// A line under the heading (escaped text).
  var subtitle: String = ""
  /// Markup blocks in page order.
  var blocks: [String] = []
  /// Extra CSS (e.g. the preview's keyframes), after the stylesheet.
  var extraStyle: String = ""
  /// The footer's lines (escaped text; `code` spans allowed through ``footerMarkup``).
  var footerMarkup: [String] = []

  mutating func add(_ markup: String) { blocks.append(markup) }

  static func escape(_ text: String) -> String { XMLEscaping.escape(text) }

  /// `<p>` of escaped text, with an optional class.
  static func paragraph(_ text: String, class name: String? = nil) -> String {
    let c = name.map { " class=\"\($0)\"" } ?? ""
    return "<p\(c)>\(escape(text))</p>"
  }

  /// A section with an id and a heading.
  static func section(id: String, heading: String, _ body: [String]) -> String {
    "<section id=\"\(id)\" aria-labelledby=\"\(id)-h\">\n<h2 id=\"\(id)-h\">\(escape(heading))</h2>\n"
      + body.joined(separator: "\n") + "\n</section>"
  }

  /// An inline SVG chart sized so that its smallest text never renders below
  /// ``minimumTextPixels`` CSS pixels: the chart scales with its box down to the width at which
  /// its smallest font reaches that size, and below that its box scrolls sideways instead (the
  /// page never does).
  ///
  /// A chart that cannot shrink to half a desktop column (28rem) without going below that size
  /// is marked `wide` and takes a whole row of a `.charts` grid, so that it fits at 1 400 px.
  /// `extra` (markup) follows the caption inside the figure: a heatmap's values table.
  static func chart(_ canvas: SVGCanvas, caption: String? = nil, extra: String? = nil) -> String {
    let svg = canvas.svg()
    let smallest = fontSizes(svg).min() ?? minimumTextPixels
    let natural = canvas.width
    let minimum = natural * minimumTextPixels / smallest
    let maximum = Swift.max(natural, minimum)
    let wide = minimum > 448 ? " wide" : ""
    var s = "<figure class=\"chart\(wide)\">\n<div class=\"scroll\" tabindex=\"0\">"
    s += "<div class=\"svgbox\" style=\"min-width: \(px(minimum)); max-width: \(px(maximum))\">\n"
    s += svg + "</div></div>\n"
    if let caption { s += "<figcaption>\(escape(caption))</figcaption>\n" }
    if let extra { s += extra + "\n" }
    return s + "</figure>"
  }

  /// The smallest chart text on the page, in CSS pixels at any width.
  static let minimumTextPixels = 11.0

  private static func px(_ v: Double) -> String { NumberText.rounded(v, decimals: 1) + "px" }

  /// Every `font-size="…"` value in an SVG document.
  static func fontSizes(_ svg: String) -> [Double] {
    var sizes: [Double] = []
    var rest = Substring(svg)
    let key = "font-size=\""
    while let r = rest.firstRange(of: key) {
      rest = rest[r.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      if let v = Double(rest[..<end]), v > 0 { sizes.append(v) }
      rest = rest[end...]
    }
    return sizes
  }

  /// The complete document, ending with a newline.
  func html() -> String {
    var s = "<main>\n"
    s += "<header>\n<h1>\(Self.escape(heading))</h1>\n"
    if !subtitle.isEmpty { s += "<p class=\"subtitle\">\(Self.escape(subtitle))</p>\n" }
    s += "</header>\n"
    for b in blocks { s += b + "\n" }
    s += "</main>\n<footer>\n"
    for line in footerMarkup { s += "<p>" + line + "</p>\n" }
    s += "</footer>\n"
    s += "<script>//<![CDATA[\n" + Self.script + "//]]></script>\n"
    // The package's one page shell (Plotting's HTMLPage.document).
    return HTMLPage.document(
      title: title, head: ["<meta name=\"color-scheme\" content=\"light dark\"/>"],
      style: Self.style + extraStyle, body: s)
  }

  /// The stylesheet: system fonts, a readable measure, light and dark colours as custom
  /// properties, tables and charts that scroll inside their own box.
  static let style = """
    :root { color-scheme: light dark; --fg: #1d1d1f; --muted: #5b5b60; --bg: #ffffff;
      --panel: #f4f5f7; --line: #d5d7dc; --accent: #0b5cad; --good: #1a7f37; --bad: #b3261e;
      --card: #eef4fb; --card-line: #9cc0e6; --code: #f6f8fa; }
    @media (prefers-color-scheme: dark) {
      :root { --fg: #e8e8ea; --muted: #a4a4ab; --bg: #151518; --panel: #202126;
        --line: #3a3c43; --accent: #7db4f0; --good: #5fcf7d; --bad: #ff8a80; --card: #1b2634;
        --card-line: #35597f; --code: #1e1f24; }
    }
    * { box-sizing: border-box; }
    html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
    body { margin: 0; background: var(--bg); color: var(--fg); line-height: 1.45;
      font-family: \(SVGCanvas.fontFamily); }
    main, footer { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
    header { padding-top: 1rem; }
    h1 { font-size: 1.45rem; line-height: 1.2; margin: 0.4rem 0 0.2rem; overflow-wrap: anywhere; }
    h2 { font-size: 1.2rem; margin: 2rem 0 0.6rem; padding-bottom: 0.2rem;
      border-bottom: 1px solid var(--line); }
    h3 { font-size: 1rem; margin: 1.2rem 0 0.4rem; }
    p, li { max-width: 46rem; }
    .subtitle { color: var(--muted); margin: 0 0 0.8rem; overflow-wrap: anywhere; }
    a { color: var(--accent); }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 0.85rem; }
    .card { background: var(--card); border: 1px solid var(--card-line); border-radius: 10px;
      padding: 0.8rem 1rem 0.6rem; margin: 0.6rem 0 1rem; }
    .card h2 { margin-top: 0; border: 0; font-size: 1.05rem; color: var(--muted);
      text-transform: uppercase; letter-spacing: 0.04em; }
    .answer { font-size: 1.15rem; font-weight: 600; margin: 0 0 0.3rem; }
    .answer .detail { display: block; font-size: 0.95rem; font-weight: 400; color: var(--muted); }
    .versus { font-size: 1.02rem; }
    .good { color: var(--good); font-weight: 600; }
    .bad { color: var(--bad); font-weight: 600; }
    .note { color: var(--muted); font-size: 0.9rem; }
    .note.edge { color: var(--fg); border-left: 3px solid var(--bad);
      padding-left: 0.5rem; }
    .note.edge::before { content: "⚠ "; }
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: collapse; font-size: 0.9rem; margin: 0.4rem 0 0.8rem; }
    caption { text-align: left; font-weight: 600; padding-bottom: 0.3rem; }
    p.caption { font-weight: 600; margin: 0.6rem 0 0.2rem; }
    th, td { border: 1px solid var(--line); padding: 0.25rem 0.5rem; vertical-align: top; }
    th { background: var(--panel); text-align: left; }
    td.n, th.n, table.data td { text-align: right; font-variant-numeric: tabular-nums; }
    table.data td.t { text-align: left; }
    .compact td, .compact th { padding: 0.2rem 0.4rem; }
    th button { font: inherit; color: inherit; background: none; border: 0; padding: 0;
      cursor: pointer; text-align: inherit; }
    th[aria-sort="ascending"] button::after { content: " \\25B2"; }
    th[aria-sort="descending"] button::after { content: " \\25BC"; }
    figure { margin: 0.8rem 0 1.4rem; }
    figcaption { font-size: 0.9rem; color: var(--muted); margin-top: 0.3rem; }
    .chart .svgbox { background: #ffffff; border-radius: 6px; }
    .chart svg { display: block; width: 100%; height: auto; }
    .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 28rem), 1fr));
      gap: 0 1.2rem; }
    .charts figure { min-width: 0; }
    .charts figure.wide { grid-column: 1 / -1; }
    .values summary { font-weight: 400; font-size: 0.9rem; }
    .values td, .values th { font-size: 0.85rem; }
    details { margin: 0.6rem 0; }
    summary { cursor: pointer; font-weight: 600; }
    .code pre { background: var(--code); border: 1px solid var(--line); border-radius: 6px;
      padding: 0.6rem 0.7rem; overflow-x: auto; line-height: 1.35; margin: 0.3rem 0 0.6rem; }
    .code .bar { display: flex; justify-content: space-between; align-items: center;
      gap: 0.5rem; }
    button.copy { font: inherit; font-size: 0.85rem; padding: 0.15rem 0.7rem;
      border: 1px solid var(--line); border-radius: 5px; background: var(--panel);
      color: var(--fg); cursor: pointer; }
    footer { color: var(--muted); font-size: 0.85rem; border-top: 1px solid var(--line);
      margin-top: 2rem; padding-top: 0.6rem; padding-bottom: 2rem; }
    footer code { overflow-wrap: anywhere; }
    td { white-space: nowrap; }
    .metrics { margin: 0.6rem 0 0.4rem; }
    .metrics td:first-child { white-space: normal; }
    .metrics .interval { display: block; font-size: 0.8rem; color: var(--muted); }
    @media (max-width: 34rem) {
      .card { padding: 0.7rem 0.8rem 0.5rem; }
      .metrics, .metrics tbody { display: block; width: 100%; }
      .metrics thead { display: none; }
      .metrics tr { display: grid; grid-template-columns: 1fr 1fr 1fr; column-gap: 0.5rem;
        padding: 0.35rem 0; border-top: 1px solid var(--card-line); }
      .metrics td { border: 0; padding: 0; text-align: left; }
      .metrics td:first-child { grid-column: 1 / -1; font-weight: 600; padding-bottom: 0.1rem; }
      .metrics td.n::before { content: attr(data-label); display: block; font-size: 0.75rem;
        color: var(--muted); font-weight: 400; }
    }
    .chart .scroll[data-more] + figcaption::before {
      content: "Scroll sideways for the whole chart \\2192"; display: block; font-style: italic; }
    .compare { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
      gap: 0 1rem; }
    .compare .card { min-width: 0; }
    .compare .card h3 { margin-top: 0; overflow-wrap: anywhere; }

    """

  /// Copy buttons (the clipboard API, or a selection for Ctrl+C where it is unavailable) and
  /// sortable tables (click a header; numbers sort by their exact `data-v` value, or in a
  /// numeric column — its header has class `n` — by the number shown; empty cells last).
  static let script = """
    (function () {
      function each(list, f) { Array.prototype.forEach.call(list, f); }
      each(document.querySelectorAll("button.copy"), function (button) {
        button.addEventListener("click", function () {
          var pre = document.getElementById(button.getAttribute("data-target"));
          if (!pre) return;
          var text = pre.textContent;
          function done(label) {
            button.textContent = label;
            setTimeout(function () { button.textContent = "Copy"; }, 1600);
          }
          function select() {
            var range = document.createRange();
            range.selectNodeContents(pre);
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
            var copied = false;
            try { copied = document.execCommand("copy"); } catch (e) { copied = false; }
            done(copied ? "Copied" : "Selected: press Ctrl+C");
          }
          if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(text).then(function () { done("Copied"); }, select);
          } else {
            select();
          }
        });
      });
      function hint() {
        each(document.querySelectorAll(".chart .scroll"), function (box) {
          if (box.scrollWidth > box.clientWidth + 1) box.setAttribute("data-more", "");
          else box.removeAttribute("data-more");
        });
      }
      hint();
      window.addEventListener("resize", hint);
      each(document.querySelectorAll("table.sortable"), function (table) {
        var heads = table.tHead.rows[0].cells;
        each(heads, function (th, column) {
          var button = th.querySelector("button");
          if (!button) return;
          var numeric = th.classList.contains("n");
          button.addEventListener("click", function () {
            var ascending = th.getAttribute("aria-sort") !== "ascending";
            each(heads, function (h) { h.removeAttribute("aria-sort"); });
            th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
            var body = table.tBodies[0];
            var rows = Array.prototype.slice.call(body.rows);
            function key(row) {
              var cell = row.cells[column];
              var v = cell.getAttribute("data-v");
              if (v !== null) return v === "" ? null : parseFloat(v);
              var t = cell.textContent;
              if (t === "") return null;
              return numeric ? parseFloat(t) : t;
            }
            var keyed = rows.map(function (row, i) { return [key(row), i, row]; });
            keyed.sort(function (a, b) {
              if (a[0] === null || b[0] === null) {
                return a[0] === b[0] ? a[1] - b[1] : (a[0] === null ? 1 : -1);
              }
              var c = typeof a[0] === "number" ? a[0] - b[0] : String(a[0]).localeCompare(b[0]);
              if (c === 0) return a[1] - b[1];
              return ascending ? c : -c;
            });
            each(keyed, function (k) { body.appendChild(k[2]); });
          });
        });
      });
    })();

    """
}
