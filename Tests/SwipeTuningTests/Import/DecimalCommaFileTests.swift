import AnimationMath
import SweepTestSupport
import Testing

@testable import SwipeTuning

/// Issue 25: a number written with a decimal comma is refused by every input format, naming the
/// file, line and field, with the fix — never read as something else.
@Suite("Decimal commas in files")
struct DecimalCommaFileTests {
  @Test func theHintRecognisesOneNumberOnly() {
    #expect(NumberText.decimalCommaHint("12,5") == "a decimal comma is not read: write '12.5'")
    #expect(NumberText.decimalCommaHint("-0,8") == "a decimal comma is not read: write '-0.8'")
    for text in ["12.5", "1,2,3", "a,5", ",5", "5,", "0, 8", "12"] {
      #expect(NumberText.decimalCommaHint(text) == nil, "\(text)")
    }
  }

  @Test func pointerEventsNameTheLineAndTheField() {
    let json =
      #"[{"type":"pointerdown","pointerId":1,"timeStamp":0,"clientX":"12,5","clientY":3}]"#
    do {
      _ = try PointerEventsImporter.parse(json, file: "events.json")
      Issue.record("a decimal comma was read")
    } catch {
      #expect(error.description.hasPrefix("events.json:1:"), "\(error.description)")
      #expect(error.description.contains("'clientX'"))
      #expect(error.description.contains("write '12.5'"))
    }
  }

  @Test func touchTracesNameTheColumn() {
    do {
      _ = try TouchTrace(parsing: "t_ms,x,y,phase\n0,\"12,5\",3,down\n")
      Issue.record("a decimal comma was read")
    } catch {
      #expect(error.description.contains("column 'x'"), "\(error.description)")
      #expect(error.description.contains("write '12.5'"), "\(error.description)")
    }
  }

  @Test func reportsNameTheLineAndColumn() throws {
    let csv = SweepFixture.csv
    let header = csv.prefix { $0 != "\n" }.split(separator: ",").map(String.init)
    let column = try #require(header.firstIndex(of: "response"))
    var lines = csv.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    lines[1][column] = "\"0,5\""
    let bad = lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
    do {
      _ = try SweepTable(parsing: bad)
      Issue.record("a decimal comma was read")
    } catch {
      #expect(error.description.contains("line 2"), "\(error.description)")
      #expect(error.description.contains("response"), "\(error.description)")
      #expect(error.description.contains("write '0.5'"), "\(error.description)")
    }
  }
}
