import AnimationMath

/// Parsing of the values one swept parameter takes: a single value, a list, a range, or a list
/// mixing values and ranges.
///
/// Syntax (whitespace around items is ignored):
/// - `0.8` — one value;
/// - `0.6,0.8,1.0` — a list, in the given order;
/// - `A...B:STEP` — `A, A+STEP, …` up to and including `B` when it is hit exactly, stepped in
///   exact decimal arithmetic (`0.05...0.95:0.05` gives 19 values printed as typed: `0.05, 0.1,
///   0.15, …, 0.95`);
/// - `0.1...0.3:0.1,0.5` — ranges and values mixed.
///
/// Rejected, with an `InputError` naming the field: empty text or items, text that is not a
/// decimal number (`nan`, `inf`, `0x1p3`), an empty range (`A > B`), a step ≤ 0, a range of more than
/// ``maximumCount`` values, a value outside the parameter's domain (see
/// ``SweepParameter/domainViolation(_:)``), a value given twice, and two whole numbers joined by
/// a comma with no space (`0,8`) for any parameter but the velocity threshold: a likely decimal
/// comma (write `0.8`, or `0, 8` for the two values).
public enum SweepValues {
  /// The most values one parameter may take.
  public static let maximumCount = 100_000

  /// The values of `parameter` given as `text` for `field` (a flag name, used in errors).
  public static func parse(
    _ text: String, parameter: SweepParameter, field: String
  ) throws(InputError) -> [Double] {
    func fail(_ reason: String) -> InputError {
      InputError(field: field, value: text, reason: reason)
    }
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingSpaces()
    }
    guard !(items.count == 1 && items[0].isEmpty) else {
      throw fail("expected a number, a list 'A,B,C' or a range 'A...B:STEP'")
    }
    if let reason = decimalCommaReason(text, parameter: parameter) { throw fail(reason) }
    var values: [Double] = []
    for item in items {
      guard !item.isEmpty else { throw fail("empty item in the list") }
      if item.contains("...") {
        values += try range(item, fail: fail)
      } else {
        values.append(try number(item, fail: fail))
      }
      guard values.count <= maximumCount else {
        throw fail("more than \(maximumCount) values")
      }
    }
    var seen = Set<Double>()
    for v in values {
      if let reason = parameter.domainViolation(v) {
        throw fail("\(reason) (got \(NumberText.shortest(v)))")
      }
      guard seen.insert(v).inserted else {
        throw fail("\(NumberText.shortest(v)) is given more than once")
      }
    }
    return values
  }

  /// Why `text` is refused as a likely decimal comma, or nil: two whole numbers joined by a
  /// comma with no space (`0,8`, `1,5`, `0,998`) for a parameter whose values are usually
  /// fractions (every one but the velocity threshold, where `100,200` is an ordinary list).
  /// Read as a list, `--damping 0,8` would sweep ζ 0 and ζ 8 and recommend one of them; the
  /// user who typed it in a decimal-comma locale meant 0.8. `0, 8` (with a space) is a list.
  static func decimalCommaReason(_ text: String, parameter: SweepParameter) -> String? {
    // The shape test is the one every input format uses (`NumberText.decimalCommaHint`); a
    // flag value has no sign here (a signed one is refused by the parameter's range).
    guard parameter != .velocityThreshold, text.first?.isASCII == true,
      text.first?.isNumber == true, NumberText.decimalCommaHint(text) != nil
    else { return nil }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let (a, b) = (parts[0], parts[1])
    return "a decimal comma is not read: write '\(a).\(b)' for one value, or '\(a), \(b)' "
      + "(with a space) for the two values \(a) and \(b)"
  }

  private static func number(
    _ item: String, fail: (String) -> InputError
  ) throws(InputError) -> Double {
    try decimal(item, fail: fail).doubleValue
  }

  private static func decimal(
    _ item: String, fail: (String) -> InputError
  ) throws(InputError) -> DecimalValue {
    guard let d = DecimalValue.parse(item) else {
      let lower = item.lowercased()
      if lower.contains("nan") || lower.contains("inf") {
        throw fail("expected a finite number")
      }
      if Double(item) != nil && !lower.contains("x") {
        // A number, but outside what exact decimal stepping holds ('1e308' read as "not a
        // decimal number").
        throw fail(
          "'\(item)' is out of range: sweep values have at most 18 significant digits and an "
            + "exponent within ±300")
      }
      throw fail("'\(item)' is not a decimal number")
    }
    return d
  }

  private static func range(
    _ item: String, fail: (String) -> InputError
  ) throws(InputError) -> [Double] {
    let shape = "expected a range 'A...B:STEP'"
    let halves = split(item, on: "...")
    guard halves.count == 2 else { throw fail(shape) }
    let upperAndStep = halves[1].split(separator: ":", omittingEmptySubsequences: false)
    guard upperAndStep.count == 2 else { throw fail("\(shape) (missing ':STEP')") }
    let texts = [halves[0], upperAndStep[0], upperAndStep[1]].map { $0.trimmingSpaces() }
    var parsed: [DecimalValue] = []
    for t in texts {
      guard !t.isEmpty else { throw fail(shape) }
      parsed.append(try decimal(t, fail: fail))
    }
    let (a, b, step) = (parsed[0], parsed[1], parsed[2])
    guard step.significand > 0 else { throw fail("the step must be > 0") }
    let e = min(a.exponent, b.exponent, step.exponent)
    guard let sa = a.significand(atExponent: e), let sb = b.significand(atExponent: e),
      let ss = step.significand(atExponent: e)
    else { throw fail("too many digits for exact stepping") }
    guard sa <= sb else {
      throw fail("empty range (\(texts[0]) is greater than \(texts[1]))")
    }
    let (span, overflow) = sb.subtractingReportingOverflow(sa)
    guard !overflow else { throw fail("too many digits for exact stepping") }
    let count = span / ss + 1
    guard count <= Int64(maximumCount) else { throw fail("more than \(maximumCount) values") }
    var values: [Double] = []
    values.reserveCapacity(Int(count))
    for i in 0..<count {
      values.append(DecimalValue(significand: sa + i * ss, exponent: e).doubleValue)
    }
    return values
  }
}

extension SweepValues {
  /// `text` cut at every non-overlapping `separator`, left to right, empty pieces kept: what
  /// `text.split(separator: separator, omittingEmptySubsequences: false)` does with a string
  /// separator, which needs macOS 13 / iOS 16 (the package supports macOS 12 / iOS 15).
  static func split(_ text: String, on separator: String) -> [Substring] {
    var pieces: [Substring] = []
    var start = text.startIndex
    var i = text.startIndex
    while i < text.endIndex {
      if text[i...].hasPrefix(separator) {
        pieces.append(text[start..<i])
        i = text.index(i, offsetBy: separator.count)
        start = i
      } else {
        i = text.index(after: i)
      }
    }
    pieces.append(text[start...])
    return pieces
  }
}
