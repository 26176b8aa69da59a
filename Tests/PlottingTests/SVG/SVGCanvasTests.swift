import AnimationMath
import TestSupport
import Testing

@testable import Plotting

@Suite struct SVGCanvasTests {
  @Test func emptyCanvasIsWellFormed() throws {
    let svg = SVGCanvas(width: 10, height: 20).svg()
    #expect(
      svg == """
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="20" \
        viewBox="0 0 10 20" font-family="system-ui, -apple-system, &#39;Segoe UI&#39;, Roboto, \
        Helvetica, Arial, sans-serif">
        </svg>

        """)
    expectWellFormedXML(svg)
  }

  @Test func shapesAndEscapedText() throws {
    var c = SVGCanvas(width: 100, height: 50, title: "a < b & \"c\"")
    c.rect(x: 0, y: 0, width: 100, height: 50, fill: .white)
    c.line(x1: 0.333_33, y1: 1, x2: 2, y2: .nan, stroke: .black, dash: [2, 1])
    c.polyline([SIMD2(0, 0), SIMD2(1.5, 2.25)], style: .palette(1))
    c.polyline([SIMD2(0, 0)], style: .palette(0))  // fewer than two points: nothing
    c.circle(cx: 1, cy: 2, r: 3, fill: nil, stroke: .black)
    c.polygon([SIMD2(0, 0), SIMD2(1, 0), SIMD2(0, 1)], fill: .black)
    c.text("x<y>&'z'\u{1}", x: 5, y: 6, anchor: .middle, bold: true, rotation: -90)
    let svg = c.svg()
    let check = expectWellFormedXML(svg)
    #expect(
      check.elements == ["svg", "title", "rect", "line", "polyline", "circle", "polygon", "text"])
    #expect(check.texts == ["a < b & \"c\"", "x<y>&'z'\u{FFFD}"])
    #expect(svg.contains("x1=\"0.33\""))
    #expect(svg.contains("y2=\"0\""))  // NaN coordinate written as 0, never as "nan"
    #expect(svg.contains("points=\"0,0 1.5,2.25\""))
    #expect(svg.contains("stroke-dasharray=\"7 4\""))
    #expect(svg.contains("transform=\"rotate(-90 5 6)\""))
    #expect(!svg.contains(" id="))
  }

  @Test func stackingTranslatesParts() {
    var a = SVGCanvas(width: 100, height: 40)
    a.rect(x: 0, y: 0, width: 1, height: 1, fill: .black)
    let b = SVGCanvas(width: 120, height: 30)
    let s = SVGCanvas.stacked([a, b], title: "Both", spacing: 4)
    #expect(s.width == 120)
    #expect(s.height == 30 + 40 + 4 + 30)
    let check = expectWellFormedXML(s.svg())
    #expect(check.count("g") == 2)
    #expect(s.svg().contains("<g transform=\"translate(0,74)\">"))
  }

  /// Chart text is at least 11 px at the natural width, so a page that shrinks a picture no
  /// further than its readable width keeps it at least 11 CSS px.
  @Test func everyChartsTextIsAtLeastElevenPixels() {
    var c = SVGCanvas(width: 400, height: 100)
    #expect(c.smallestFontSize == nil && c.readableWidth() == 400)
    c.text("a", x: 0, y: 10, size: 14)
    c.text("b", x: 0, y: 30, size: 11)
    #expect(c.smallestFontSize == 11)
    #expect(c.readableWidth() == 400)
    #expect(c.readableWidth(minimumTextSize: 22) == 800)
    let heatmap = Heatmap(
      xLabel: "x", yLabel: "y", xValues: [1, 2], yValues: [1], values: [[0.5, 0.7]],
      metricName: "m", better: .higher)
    let spring = SpringPlot(
      entries: [
        .init(
          name: "s",
          motion: SpringMotion(spring: Spring(dampingRatio: 0.5, response: 0.4), from: 0, to: 100),
          tolerance: .absolute(0.5))
      ], tolerance: 0.5, title: "t")
    let timeline = TimelineChart(
      title: "t", timeAxis: .init("time", unit: "s"),
      lanes: [.init(name: "a", samples: [SIMD2(0, 0), SIMD2(1, 1)], keyframes: [SIMD2(0, 0)])])
    for canvas in [heatmap.canvas(), spring.canvas(), timeline.canvas()] {
      #expect((canvas.smallestFontSize ?? 0) >= 11)
    }
  }
}
