extension Easing {
  /// Parses CSS easing text (and this package's extensions; see ``description``).
  ///
  /// Accepts, with ASCII case-insensitive names and CSS whitespace around tokens:
  /// `linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`, `step-start`, `step-end`,
  /// `cubic-bezier(x1, y1, x2, y2)` (x1, x2 ∈ [0, 1], |y1|, |y2| ≤ 1e300), `steps(n[,
  /// jump-start | jump-end | jump-none | jump-both | start | end])` (1 ≤ n ≤ 10⁹),
  /// `linear(stop, ...)` with `stop = y [p% [p%]]` (|y| ≤ 1e300),
  /// every ``NamedEasing`` and ``PennerEasing`` name, `reverse(e)`, `flip(e)`,
  /// `interval(start, end, e)` (0 ≤ start ≤ end ≤ 1), `chain(e x y, ..., e)`, and
  /// `spring(SPEC)` with SPEC as in ``Spring/init(parsing:)`` plus optional `velocity=v` (distances per
  /// second) and `epsilon=e` (settling band, default 0.001) pairs, e.g.
  /// `spring(response=0.4,dampingRatio=0.8)`.
  ///
  /// Functions nest at most ``maximumNestingDepth`` deep (`reverse(flip(ease))` is 2 deep), like
  /// the JSON reader's depth limit: deeper text is an error, never a stack overflow.
  ///
  /// - Throws: ``EasingSyntaxError`` with the position of the first problem and what was
  ///   expected there (e.g. `at column 16: expected a number in [0, 1] for x1, found '1.5'`).
  ///
  /// Cost: named curves, `cubic-bezier()` and `steps()` parse without a heap allocation (the
  /// text's scalars are copied to a stack buffer of up to 256 scalars); `linear()` allocates its
  /// stops and `spring()` its SPEC pairs.
  public init(parsing text: String) throws(EasingSyntaxError) {
    let count = text.unicodeScalars.count
    let result = withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: count) {
      buffer -> Result<Easing, EasingSyntaxError> in
      var i = 0
      for c in text.unicodeScalars {
        buffer.initializeElement(at: i, to: c)
        i += 1
      }
      defer { buffer.deinitialize() }
      var parser = EasingParser(text, UnsafeBufferPointer(buffer))
      return Result { () throws(EasingSyntaxError) in try parser.parseComplete() }
    }
    self = try result.get()
  }

  /// The deepest nesting of functions ``init(parsing:)`` accepts (`reverse(reverse(ease))` is 2).
  /// Parsing, printing and evaluating a curve recurse once per level, so the limit keeps all of
  /// them far from the stack's end; real curves nest 1 to 3 deep.
  public static let maximumNestingDepth = 64
}

/// Recursive-descent parser behind ``Easing/init(parsing:)``.
struct EasingParser {
  let text: String
  /// The text's scalars, valid while the parser is (``Easing/init(parsing:)`` owns them).
  let scalars: UnsafeBufferPointer<Unicode.Scalar>
  var index = 0
  /// Functions open around the current position (bounded by ``Easing/maximumNestingDepth``).
  var depth = 0

  init(_ text: String, _ scalars: UnsafeBufferPointer<Unicode.Scalar>) {
    self.text = text
    self.scalars = scalars
  }

  mutating func parseComplete() throws(EasingSyntaxError) -> Easing {
    skipSpace()
    let easing = try parseEasing()
    skipSpace()
    if index < scalars.count { throw error("end of input") }
    return easing
  }

  // MARK: Lexing

  static func isSpace(_ c: Unicode.Scalar) -> Bool {
    c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
  }

  static func isNameStart(_ c: Unicode.Scalar) -> Bool {
    (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c == "-"
  }

  static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

  /// The largest |y| the parser accepts for a curve's outputs (cubic-bezier y1, y2 and linear()
  /// stop outputs). Beyond it the evaluators' intermediate terms (3·y1, y2 − y1) overflow and a
  /// curve whose values are all finite evaluated to NaN (`cubic-bezier(0, 1e308, 1, -1e308)`).
  static let maximumOutput = 1e300

  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  mutating func skipSpace() {
    while let c = current, EasingParser.isSpace(c) { index += 1 }
  }

  /// The token at `position` for messages: a name, a number or one character, quoted.
  func tokenText(at position: Int) -> String {
    guard position < scalars.count else { return "end of input" }
    var end = position
    let first = scalars[position]
    let isWord = { (c: Unicode.Scalar) in
      EasingParser.isNameStart(c) || EasingParser.isDigit(c) || c == "." || c == "+" || c == "%"
    }
    if isWord(first) {
      while end < scalars.count, isWord(scalars[end]) { end += 1 }
    } else {
      end += 1
    }
    var s = ""
    s.unicodeScalars.append(contentsOf: scalars[position..<end])
    return "'\(s)'"
  }

  func error(_ expected: String, at position: Int? = nil) -> EasingSyntaxError {
    let p = position ?? index
    return EasingSyntaxError(text: text, position: p, expected: expected, found: tokenText(at: p))
  }

  mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(EasingSyntaxError) {
    skipSpace()
    guard current == c else { throw error(what) }
    index += 1
    skipSpace()
  }

  /// `,` or `)`: returns true for a comma.
  mutating func commaOrClose() throws(EasingSyntaxError) -> Bool {
    skipSpace()
    if current == "," {
      index += 1
      skipSpace()
      return true
    }
    if current == ")" {
      index += 1
      return false
    }
    throw error("',' or ')'")
  }

  /// The scalars of the name at the current position (consumed), or `nil` if none starts here.
  mutating func name() -> Range<Int>? {
    guard let c = current, EasingParser.isNameStart(c) else { return nil }
    let start = index
    while let c = current, EasingParser.isNameStart(c) || EasingParser.isDigit(c) { index += 1 }
    return start..<index
  }

  /// Whether the scalars in `range` spell `name` up to ASCII case (no copy is made).
  func word(_ range: Range<Int>, is name: String) -> Bool {
    var k = range.lowerBound
    for byte in name.utf8 {
      guard k < range.upperBound, scalars[k].isASCII else { return false }
      let x = UInt8(truncatingIfNeeded: scalars[k].value)
      let lower = x | 0x20
      if x != byte && !(lower == byte | 0x20 && lower >= 0x61 && lower <= 0x7A) { return false }
      k += 1
    }
    return k == range.upperBound
  }

  /// A CSS <number>: [+-]? (digits [. digits] | . digits) ([eE] [+-]? digits)?.
  mutating func number(_ what: @autoclosure () -> String = "a number") throws(EasingSyntaxError)
    -> (Double, Int)
  {
    skipSpace()
    let start = index
    if let c = current, c == "+" || c == "-" {
      index += 1
    }
    var digits = 0
    while let c = current, EasingParser.isDigit(c) {
      index += 1
      digits += 1
    }
    if current == ".", index + 1 < scalars.count, EasingParser.isDigit(scalars[index + 1]) {
      index += 1
      while let c = current, EasingParser.isDigit(c) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else {
      index = start
      throw error(what())
    }
    if let e = current, e == "e" || e == "E" {
      var j = index + 1
      if j < scalars.count, scalars[j] == "+" || scalars[j] == "-" { j += 1 }
      if j < scalars.count, EasingParser.isDigit(scalars[j]) {
        while index < j {
          index += 1
        }
        while let c = current, EasingParser.isDigit(c) {
          index += 1
        }
      }
    }
    // The number is exactly the scalars consumed (all ASCII). Most CSS numbers are short
    // decimals, which an exact integer and one exact power of ten give correctly rounded;
    // anything else is parsed from a stack copy by the C library.
    if let value = exactShortDecimal(start..<index) { return (value, start) }
    let length = index - start
    let parsed = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { bytes in
      for k in 0..<length {
        bytes.initializeElement(at: k, to: UInt8(truncatingIfNeeded: scalars[start + k].value))
      }
      return Double(String(decoding: UnsafeBufferPointer(bytes), as: UTF8.self))
    }
    guard let value = parsed, value.isFinite else {
      throw error("a finite " + what().replacingPrefix("a ", with: ""), at: start)
    }
    return (value, start)
  }

  /// The value of the CSS number in `range` when its digits make an integer of at most 2⁵³ and
  /// its decimal exponent lies in [−22, 22]: that integer and 10^|e| are exact doubles, so one
  /// multiplication or division rounds correctly — the same double `strtod` gives (Clinger's
  /// fast path). `nil` otherwise.
  func exactShortDecimal(_ range: Range<Int>) -> Double? {
    var k = range.lowerBound
    var negative = false
    if scalars[k] == "+" || scalars[k] == "-" {
      negative = scalars[k] == "-"
      k += 1
    }
    var mantissa: UInt64 = 0
    var exponent = 0
    var fraction = false
    while k < range.upperBound {
      let c = scalars[k]
      if c == "." {
        fraction = true
      } else if EasingParser.isDigit(c) {
        guard mantissa <= (1 << 53) / 10 else { return nil }
        mantissa = mantissa * 10 + UInt64(c.value - 0x30)
        if fraction { exponent -= 1 }
      } else {
        break  // the exponent
      }
      k += 1
    }
    if k < range.upperBound {
      k += 1  // "e" or "E"
      var exponentSign = 1
      if scalars[k] == "+" || scalars[k] == "-" {
        exponentSign = scalars[k] == "-" ? -1 : 1
        k += 1
      }
      var written = 0
      while k < range.upperBound {
        guard written < 100 else { return nil }
        written = written * 10 + Int(scalars[k].value - 0x30)
        k += 1
      }
      exponent += exponentSign * written
    }
    guard mantissa <= 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
    let power = EasingParser.exactPowersOfTen[Swift.abs(exponent)]
    let magnitude = exponent < 0 ? Double(mantissa) / power : Double(mantissa) * power
    return negative ? -magnitude : magnitude
  }

  /// 10⁰ … 10²², every one an exact double (10²³ is not).
  static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  // MARK: Grammar

  mutating func parseEasing() throws(EasingSyntaxError) -> Easing {
    skipSpace()
    let start = index
    guard let word = name() else { throw error("an easing name or function") }
    if current == "(" {
      let key = word
      guard depth < Easing.maximumNestingDepth else {
        throw error(
          "functions nested at most \(Easing.maximumNestingDepth) deep (a simpler curve)",
          at: start)
      }
      depth += 1
      defer { depth -= 1 }
      index += 1
      skipSpace()
      return try parseFunction(key, at: start)
    }
    if self.word(word, is: "linear") { return .linear }
    for named in EasingParser.namedCurves where self.word(word, is: named.rawValue) {
      return .named(named)
    }
    for penner in EasingParser.pennerCurves where self.word(word, is: penner.rawValue) {
      return .penner(penner)
    }
    throw error("an easing name (e.g. ease, ease-in-out, easeOutBack, emphasized)", at: start)
  }

  /// ``NamedEasing/allCases`` once (`allCases` builds a new array on every call).
  static let namedCurves = NamedEasing.allCases
  /// ``PennerEasing/allCases`` once.
  static let pennerCurves = PennerEasing.allCases
  /// ``StepPosition/allCases`` once.
  static let stepPositions = StepPosition.allCases

  mutating func parseFunction(_ key: Range<Int>, at start: Int) throws(EasingSyntaxError)
    -> Easing
  {
    if word(key, is: "cubic-bezier") { return try parseCubicBezier() }
    if word(key, is: "steps") { return try parseSteps() }
    if word(key, is: "linear") { return try parseLinear() }
    if word(key, is: "reverse") {
      let inner = try parseEasing()
      try expect(")", "')'")
      return .reversed(inner)
    }
    if word(key, is: "flip") {
      let inner = try parseEasing()
      try expect(")", "')'")
      return .flipped(inner)
    }
    if word(key, is: "interval") { return try parseInterval() }
    if word(key, is: "chain") { return try parseChain() }
    if word(key, is: "spring") { return try parseSpring() }
    throw error(
      "a function cubic-bezier(), steps(), linear(), spring(), reverse(), flip(), interval() "
        + "or chain()",
      at: start)
  }

  mutating func parseCubicBezier() throws(EasingSyntaxError) -> Easing {
    let x1 = try bezierParameter("x1", isX: true)
    try expect(",", "','")
    let y1 = try bezierParameter("y1", isX: false)
    try expect(",", "','")
    let x2 = try bezierParameter("x2", isX: true)
    try expect(",", "','")
    let y2 = try bezierParameter("y2", isX: false)
    try expect(")", "')'")
    return .cubicBezier(CubicBezier(x1, y1, x2, y2))
  }

  /// One `cubic-bezier()` parameter: an x in [0, 1] or a y with |y| ≤ 1e300.
  mutating func bezierParameter(_ name: StaticString, isX: Bool) throws(EasingSyntaxError)
    -> Double
  {
    let (v, at) = try number("a number for \(name)")
    if isX && !(v >= 0 && v <= 1) { throw error("a number in [0, 1] for \(name)", at: at) }
    if !isX && !(Swift.abs(v) <= EasingParser.maximumOutput) {
      throw error("a number in [-1e300, 1e300] for \(name)", at: at)
    }
    return v
  }

  mutating func parseSteps() throws(EasingSyntaxError) -> Easing {
    skipSpace()
    let at = index
    let (v, _) = try number("a positive integer")
    guard v == v.rounded(), v >= 1, v <= 1e9,
      !text.unicodeScalars.dropFirst(at).prefix(index - at).contains(".")
    else { throw error("a positive integer up to 1000000000", at: at) }
    var position = StepPosition.end
    if try commaOrClose() {
      let posAt = index
      guard let word = name(),
        let p = EasingParser.stepPositions.first(where: { self.word(word, is: $0.rawValue) })
      else {
        throw error("jump-start, jump-end, jump-none, jump-both, start or end", at: posAt)
      }
      position = p
      try expect(")", "')'")
    }
    guard Steps.isValid(count: Int(v), position: position) else {
      throw error("an integer >= 2 for jump-none", at: at)
    }
    return .steps(Steps(Int(v), position))
  }

  mutating func parseLinear() throws(EasingSyntaxError) -> Easing {
    var stops: [LinearStop] = []
    while true {
      let (output, outputAt) = try number("a number (stop output)")
      guard Swift.abs(output) <= EasingParser.maximumOutput else {
        throw error("a number in [-1e300, 1e300] (stop output)", at: outputAt)
      }
      var inputs: [Double] = []
      skipSpace()
      while inputs.count < 2, let c = current,
        EasingParser.isDigit(c) || c == "." || c == "-" || c == "+"
      {
        let (p, _) = try number("a percentage")
        guard current == "%" else { throw error("'%'") }
        index += 1
        inputs.append(p)
        skipSpace()
      }
      stops.append(LinearStop(output: output, inputPercentages: inputs))
      let closeAt = index
      if try !commaOrClose() {
        guard stops.count >= 2 else {
          throw error("',' and a second stop (linear() needs two)", at: closeAt)
        }
        return .piecewiseLinear(PiecewiseLinear(stops))
      }
    }
  }

  mutating func parseInterval() throws(EasingSyntaxError) -> Easing {
    let (start, startAt) = try number("a number for start")
    guard start >= 0 && start <= 1 else { throw error("a number in [0, 1] for start", at: startAt) }
    try expect(",", "','")
    let (end, endAt) = try number("a number for end")
    guard end >= start && end <= 1 else { throw error("a number in [start, 1] for end", at: endAt) }
    try expect(",", "','")
    let inner = try parseEasing()
    try expect(")", "')'")
    return .interval(start: start, end: end, inner)
  }

  mutating func parseChain() throws(EasingSyntaxError) -> Easing {
    var segments: [ChainedEasing.Segment] = []
    var previousX = 0.0
    while true {
      let curve = try parseEasing()
      skipSpace()
      if let c = current, c != "," && c != ")" {
        let (x, xAt) = try number("a knot x")
        guard x >= previousX && x <= 1 else { throw error("a knot x in [previous x, 1]", at: xAt) }
        let (y, _) = try number("a knot y")
        segments.append(ChainedEasing.Segment(curve, endX: x, endY: y))
        previousX = x
        let at = index
        if try !commaOrClose() {
          guard x == 1 && y == 1 else {
            throw error("',' and a last segment ending at 1 1", at: at)
          }
          return .chain(ChainedEasing(segments))
        }
      } else {
        segments.append(ChainedEasing.Segment(curve, endX: 1, endY: 1))
        let at = index
        if try commaOrClose() { throw error("')' after the last segment (it has no knot)", at: at) }
        return .chain(ChainedEasing(segments))
      }
    }
  }
}

extension EasingParser {
  /// `spring(SPEC[,velocity=v][,epsilon=e])`, SPEC handed to ``Spring/init(parsing:)``
  /// (well-formed bodies are read by ``quickSpring(_:_:)`` without allocating).
  mutating func parseSpring() throws(EasingSyntaxError) -> Easing {
    let start = index
    while let c = current, c != ")" { index += 1 }
    guard current == ")" else { throw error("')' closing spring(") }
    if let spring = quickSpring(start, index) {
      index += 1
      return spring
    }
    let all = text.unicodeScalars
    let bodyStart = all.index(all.startIndex, offsetBy: start)
    let body = String(all[bodyStart..<all.index(bodyStart, offsetBy: index - start)])
    let close = index
    index += 1
    var springPairs: [Substring] = []
    var velocity = 0.0
    var epsilon = SpringEasing.defaultEpsilon
    var offset = start
    for pair in body.split(separator: ",", omittingEmptySubsequences: false) {
      let pairStart = offset
      offset += pair.unicodeScalars.count + 1
      let parts = pair.split(separator: "=", maxSplits: 1)
      let key = parts.first.map { $0.filter { $0 != " " && $0 != "\t" } } ?? ""
      if key == "velocity" || key == "epsilon" {
        let text = parts.count > 1 ? parts[1].filter { $0 != " " && $0 != "\t" } : ""
        guard let v = Double(text), v.isFinite else {
          throw error("a finite number for \(key)", at: pairStart)
        }
        if key == "velocity" { velocity = v } else { epsilon = v }
        if key == "epsilon" && !(v > 0 && v < 1) {
          throw error("an epsilon in (0, 1)", at: pairStart)
        }
      } else {
        springPairs.append(pair)
      }
    }
    let spring: Spring
    do {
      spring = try Spring(parsing: springPairs.joined(separator: ","))
    } catch {
      // Point at the pair that names the offending field when there is one.
      var at = start
      if error.field != "spec", let found = firstOffset(of: error.field, from: start, to: close) {
        at = found
      }
      throw EasingSyntaxError(
        text: text, position: at, expected: "a spring SPEC (\(error.description))",
        found: tokenText(at: at))
    }
    guard SpringEasing.isValid(spring: spring, initialVelocity: velocity, epsilon: epsilon) else {
      throw error("a damped spring that settles (damping > 0)", at: start)
    }
    return .spring(SpringEasing(spring, initialVelocity: velocity, epsilon: epsilon))
  }
}

extension EasingParser {
  /// Offset of the first occurrence of `needle` in scalars[from..<to].
  func firstOffset(of needle: String, from: Int, to: Int) -> Int? {
    let n = Array(needle.unicodeScalars)
    guard !n.isEmpty, to - from >= n.count else { return nil }
    for i in from...(to - n.count) where Array(scalars[i..<(i + n.count)]) == n { return i }
    return nil
  }
}

extension String {
  fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
    hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
  }
}

extension EasingParser {
  /// A well-formed `spring(…)` body, the scalars in `start..<close`, read in place: `key=value`
  /// pairs with keys spelled exactly as ``Spring/specKeys`` (or `velocity`, `epsilon`), CSS
  /// numbers, spaces or tabs around them. `nil` for anything else — the general path in
  /// ``parseSpring()`` then reads it or reports the error — so both accept and build the same
  /// springs. No allocation: no substrings, arrays or dictionaries (issue 44: an engine parses
  /// curves on its animation path).
  mutating func quickSpring(_ start: Int, _ close: Int) -> Easing? {
    let resume = index
    defer { index = resume }
    func isBlank(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" }
    func spelled(_ range: Range<Int>, _ name: String) -> Bool {
      var k = range.lowerBound
      for byte in name.utf8 {
        guard k < range.upperBound, scalars[k].value == UInt32(byte) else { return false }
        k += 1
      }
      return k == range.upperBound
    }
    var fields = SpringSpecFields()
    var velocity = 0.0
    var epsilon = SpringEasing.defaultEpsilon
    var p = start
    while true {
      while p < close && isBlank(scalars[p]) { p += 1 }
      let keyStart = p
      while p < close, scalars[p].isASCII, EasingParser.isNameStart(scalars[p]) { p += 1 }
      let key = keyStart..<p
      while p < close && isBlank(scalars[p]) { p += 1 }
      guard !key.isEmpty, p < close, scalars[p] == "=" else { return nil }
      p += 1
      while p < close && isBlank(scalars[p]) { p += 1 }
      guard p < close, EasingParser.isDigit(scalars[p]) || "+-.".unicodeScalars.contains(scalars[p])
      else { return nil }
      index = p
      guard let (value, _) = try? number(), index <= close else { return nil }
      p = index
      while p < close && isBlank(scalars[p]) { p += 1 }
      if spelled(key, "velocity") {
        velocity = value
      } else if spelled(key, "epsilon") {
        guard value > 0 && value < 1 else { return nil }
        epsilon = value
      } else {
        guard let specKey = SpringSpecFields.key(where: { spelled(key, $0) }),
          fields.set(specKey, value)
        else { return nil }
      }
      if p == close { break }
      guard scalars[p] == "," else { return nil }
      p += 1
    }
    guard let form = fields.form, let spring = try? form.spring(fields),
      SpringEasing.isValid(spring: spring, initialVelocity: velocity, epsilon: epsilon)
    else { return nil }
    return .spring(SpringEasing(spring, initialVelocity: velocity, epsilon: epsilon))
  }
}
