import AnimationMath
import Testing
import TextFormats

@testable import SwipeTuning

@Suite("SweepValues")
struct SweepValuesTests {
  func parse(_ text: String, _ p: SweepParameter = .progressThreshold) throws -> [Double] {
    try SweepValues.parse(text, parameter: p, field: "--x")
  }

  func message(_ text: String, _ p: SweepParameter = .progressThreshold) -> String? {
    do {
      _ = try SweepValues.parse(text, parameter: p, field: "--x")
      return nil
    } catch { return error.description }
  }

  @Test func singleValuesAndLists() throws {
    #expect(try parse("0.8") == [0.8])
    #expect(try parse(" 0.6, 0.8,1.0 ") == [0.6, 0.8, 1])
    #expect(try parse("1e-3,-2.5E1") == [0.001, -25])
  }

  @Test func rangesStepInExactDecimals() throws {
    let r = try parse("0.05...0.95:0.05")
    #expect(r.count == 19)
    // Printed exactly as typed: no 0.15000000000000002.
    #expect(
      r.map(CSVWriter.format).joined(separator: ",") == """
        0.05,0.1,0.15,0.2,0.25,0.3,0.35,0.4,0.45,0.5,0.55,0.6,0.65,0.7,0.75,0.8,0.85,0.9,0.95
        """)
    #expect(try parse("0...1000:50").count == 21)
    #expect(try parse("0.1...0.35:0.1") == [0.1, 0.2, 0.3])  // stops before passing B
    #expect(try parse("-1...1:0.5") == [-1, -0.5, 0, 0.5, 1])
    #expect(try parse("0.3...0.3:0.1") == [0.3])
    #expect(try parse("1...2:0.25,5") == [1, 1.25, 1.5, 1.75, 2, 5])
  }

  @Test func everyValueIsTheNearestDoubleToItsDecimal() throws {
    for (i, v) in try parse("0.001...0.999:0.001").enumerated() {
      #expect(v == Double("0.\(String(repeating: "0", count: 3 - String(i + 1).count))\(i + 1)"))
    }
  }

  @Test func badInputNamesTheFlagAndReason() {
    #expect(
      message("")
        == "invalid value '' for '--x': expected a number, a list 'A,B,C' or a range 'A...B:STEP'")
    #expect(message("0.1,,0.2") == "invalid value '0.1,,0.2' for '--x': empty item in the list")
    #expect(message("nan") == "invalid value 'nan' for '--x': expected a finite number")
    #expect(message("0.1,inf") == "invalid value '0.1,inf' for '--x': expected a finite number")
    #expect(message("abc") == "invalid value 'abc' for '--x': 'abc' is not a decimal number")
    #expect(
      message("0.9...0.1:0.1")
        == "invalid value '0.9...0.1:0.1' for '--x': empty range (0.9 is greater than 0.1)")
    #expect(message("0...1:0") == "invalid value '0...1:0' for '--x': the step must be > 0")
    #expect(message("0...1:-0.1") == "invalid value '0...1:-0.1' for '--x': the step must be > 0")
    #expect(
      message("0...1")
        == "invalid value '0...1' for '--x': expected a range 'A...B:STEP' (missing ':STEP')")
    #expect(
      message("0..1:0.1")
        == "invalid value '0..1:0.1' for '--x': '0..1:0.1' is not a decimal number")
    #expect(
      message("0...nan:0.1") == "invalid value '0...nan:0.1' for '--x': expected a finite number")
    #expect(
      message("0...1:1e-9") == "invalid value '0...1:1e-9' for '--x': more than 100000 values")
    #expect(
      message("0.5,0.50") == "invalid value '0.5,0.50' for '--x': 0.5 is given more than once")
    #expect(
      message("-0.5", .dampingRatio)
        == "invalid value '-0.5' for '--x': a damping ratio must be in [0, 10000] (got -0.5)")
    #expect(
      message("0", .response)
        == "invalid value '0' for '--x': a response must be in [0.0001, 10000] seconds (got 0)")
    #expect(
      message("-1", .velocityThreshold)
        == "invalid value '-1' for '--x': a velocity threshold must be in [0, 1000000000] pt/s (got -1)"
    )
    #expect(
      message("1", .projectionRate)
        == "invalid value '1' for '--x': a projection rate must be in (0, 1) (got 1)")
    // Regression: numbers outside exact stepping's range were "not a decimal number".
    #expect(
      message("1234567890123456789")
        == "invalid value '1234567890123456789' for '--x': '1234567890123456789' is out of "
        + "range: sweep values have at most 18 significant digits and an exponent within ±300")
    #expect(
      message("1e308")
        == "invalid value '1e308' for '--x': '1e308' is out of range: sweep values have at most "
        + "18 significant digits and an exponent within ±300")
    #expect(message("0x1p3") == "invalid value '0x1p3' for '--x': '0x1p3' is not a decimal number")
  }

  /// `--damping 0,8` from a decimal-comma locale swept ζ 0 and ζ 8 and exited 0 (issue 25): two
  /// whole numbers joined by a bare comma are refused for every fractional parameter.
  @Test func aLikelyDecimalCommaIsRefusedNotReadAsAList() throws {
    #expect(
      message("0,8", .dampingRatio)
        == "invalid value '0,8' for '--x': a decimal comma is not read: write '0.8' for one "
        + "value, or '0, 8' (with a space) for the two values 0 and 8")
    for (text, p) in [
      ("0,8", SweepParameter.dampingRatio), ("1,5", .dampingRatio), ("0,3", .response),
      ("0,5", .progressThreshold), ("0,998", .projectionRate),
    ] {
      #expect(message(text, p)?.contains("a decimal comma is not read") == true, "\(text)")
    }
    // With a space, with a decimal point or with three items it is an ordinary list; velocity
    // thresholds are whole pt/s, so `100,200` is a list too.
    #expect(try parse("0, 8", .dampingRatio) == [0, 8])
    #expect(try parse("0.6,0.8", .dampingRatio) == [0.6, 0.8])
    #expect(try parse("1,2,3", .dampingRatio) == [1, 2, 3])
    #expect(try parse("100,200", .velocityThreshold) == [100, 200])
    #expect(try parse("0,8", .velocityThreshold) == [0, 8])
  }

  @Test func decimalParsing() {
    #expect(DecimalValue.parse("0.050") == DecimalValue(significand: 50, exponent: -3))
    #expect(DecimalValue.parse("-12e2") == DecimalValue(significand: -12, exponent: 2))
    #expect(DecimalValue.parse("000") == DecimalValue(significand: 0, exponent: 0))
    #expect(DecimalValue.parse(".5") == DecimalValue(significand: 5, exponent: -1))
    for bad in ["", "-", ".", "1e", "1e+", "1.2.3", "0x10", "1 2", "1e99999"] {
      #expect(DecimalValue.parse(bad) == nil, "\(bad)")
    }
  }

  @Test func splitOnAStringCutsLeftToRightAndKeepsEmptyPieces() {
    // The same pieces as the standard library's split(separator: "...") (macOS 13+).
    #expect(SweepValues.split("0.1...0.9:0.1", on: "...") == ["0.1", "0.9:0.1"])
    #expect(SweepValues.split("1....2", on: "...") == ["1", ".2"])
    #expect(SweepValues.split("...", on: "...") == ["", ""])
    #expect(SweepValues.split("1...2...3", on: "...") == ["1", "2", "3"])
    #expect(SweepValues.split("", on: "...") == [""])
    #expect(SweepValues.split("1..2", on: "...") == ["1..2"])
  }
}
