import TestSupport
import Testing

@testable import Plotting

@Suite struct HTMLPageTests {
  static func small() -> HTMLPage {
    var page = HTMLPage(title: "Report <draft> & notes")
    page.heading("Best settings")
    page.paragraph("Objective: intent agreement, ties by feels-complete rate.")
    page.table(
      header: ["policy", "damping", "agreement"],
      rows: [["uikit-like", "0.8", "0.93"], ["a,\"b\"<c>"]], caption: "Top settings")
    page.list(["one", "two & three"])
    page.preformatted("1 ┤ ⠉⠉\n0 └──")
    var c = SVGCanvas(width: 10, height: 10)
    c.rect(x: 0, y: 0, width: 10, height: 10, fill: .black)
    page.figure(c, caption: "A square")
    return page
  }

  @Test func golden() throws {
    let html = Self.small().html()
    expectWellFormedXML(html)
    try expectGolden(html, "page-small.html")
  }

  @Test func selfContained() {
    let html = Self.small().html()
    let check = expectWellFormedXML(html)
    #expect(check.count("script") == 0)
    #expect(check.count("link") == 0)
    #expect(!html.contains("http://") || !html.contains("src="))
    #expect(!html.contains("@import") && !html.contains("url("))
    #expect(check.count("svg") == 1)
    #expect(check.count("td") == 6)  // short row padded to the header's width
    #expect(html.contains("<td class=\"n\">0.8</td>"))
  }
}
