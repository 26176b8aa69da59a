import AnimationMath

/// One generated invocation of `spring-tune`: its arguments and the input files it reads.
///
/// Paths are written with the placeholder ``FuzzCase/directory`` (`@DIR@`), replaced by the
/// case's own directory when the case runs, so that a case is a plain value that both the
/// in-process test (``FuzzTests``) and `scripts/fuzz.sh` (out of process, with `timeout`) run.
struct FuzzCase: Sendable {
  /// The placeholder for the case's directory in arguments and symlink targets.
  static let directory = "@DIR@"

  /// The arguments after `spring-tune`.
  var arguments: [String]
  /// Input files to create first: name inside the directory → contents.
  var files: [(name: String, text: String)] = []
  /// Symbolic links to create: name → target (may use the placeholder).
  var links: [(name: String, target: String)] = []

  /// The arguments with the placeholder replaced.
  func arguments(in directory: String) -> [String] {
    arguments.map { $0.replacingOccurrences(of: Self.directory, with: directory) }
  }
}

/// Known-good inputs the generator mutates: a small real sweep report and its two shards, made
/// once per run by the tool itself.
struct FuzzFixtures: Sendable {
  var report: String
  var shards: [String]
}

/// The seeded generator of hostile invocations: every subcommand, every input format (curve
/// text, SPEC, timeline JSON, trace CSV, sweep CSV, shards), deep nesting, huge and tiny
/// numbers, and output paths that alias inputs and each other. Same seed, same cases.
struct FuzzGenerator {
  var random: SplitMix64
  let fixtures: FuzzFixtures

  init(seed: UInt64, fixtures: FuzzFixtures) {
    random = SplitMix64(seed: seed)
    self.fixtures = fixtures
  }

  mutating func int(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
  mutating func chance(_ p: Double) -> Bool { Double(random.next() >> 11) * 0x1p-53 < p }
  mutating func pick<T>(_ values: [T]) -> T { values[int(values.count)] }

  static let numbers = [
    "0", "-0", "1", "-1", "0.5", "2", "170", "26", "390", "0.001", "1e-3", "1e308", "-1e308",
    "1e300", "1e-300", "1e-320", "5e-324", "1e-321", "1e9", "1e-9", "1e18", "1e-15", "1e163",
    "1e-155", "nan", "inf", "-inf", "", "abc", "1e400", "0.9999999999999999", "1.0000000000000002",
    "0x1p-1074", "-5e-324", "4e15", "9007199254740993", "1e-12", "0.99", "0.998", "1e5",
  ]

  mutating func number() -> String {
    chance(0.6) ? pick(Array(Self.numbers.prefix(10))) : pick(Self.numbers)
  }

  mutating func list(_ n: Int) -> String { (0..<n).map { _ in number() }.joined(separator: ",") }

  static let specKeys = [
    ["stiffness", "damping"], ["dampingRatio", "response"], ["duration", "bounce"],
    ["tension", "friction"], ["reboundTension", "reboundFriction"], ["bounciness", "speed"],
    ["frequency", "damping"], ["visualDuration", "bounce"], ["framerDuration", "bounce"],
    ["mass", "stiffness", "damping"], ["stiffness", "dampingRatio"],
  ]

  mutating func spec() -> String {
    if chance(0.05) { return pick(["", "=", ",", "dampingRatio=", "x=1", "dampingRatio=1,,"]) }
    return pick(Self.specKeys).map { "\($0)=\(number())" }.joined(separator: ",")
  }

  static let leaves = [
    "ease", "linear", "ease-in-out", "step-start", "easeInCirc", "easeOutElastic",
    "easeInOutBounce", "emphasized", "standard-decelerate", "easeOutExpo", "fastOutSlowIn",
  ]

  /// Curve text nested up to `depth` functions deep (often past the parser's limit of 64).
  mutating func curve(depth: Int) -> String {
    if depth <= 0 || chance(0.3) {
      switch int(6) {
      case 0: return "cubic-bezier(\(number()), \(number()), \(number()), \(number()))"
      case 1: return "steps(\(pick(["1", "3", "1000000000", "0", "2.5", "1e9"])), jump-none)"
      case 2: return "linear(\(number()), \(number()) \(number())%, \(number()))"
      case 3: return "spring(\(spec()))"
      default: return pick(Self.leaves)
      }
    }
    switch int(5) {
    case 0: return "reverse(\(curve(depth: depth - 1)))"
    case 1: return "flip(\(curve(depth: depth - 1)))"
    case 2: return "interval(\(number()), \(number()), \(curve(depth: depth - 1)))"
    case 3: return "chain(\(curve(depth: depth - 1)) 0.5 0.5, \(curve(depth: depth - 1)))"
    default:
      // A long straight nest, the stack-overflow repro shape.
      let n = pick([10, 63, 64, 65, 200, 3_000])
      let (open, close) = chance(0.5) ? ("reverse(", ")") : ("flip(", ")")
      return String(repeating: open, count: n) + "ease" + String(repeating: close, count: n)
    }
  }

  mutating func anyCurve() -> String {
    chance(0.5) ? curve(depth: int(4)) : curve(depth: int(80))
  }

  /// A timeline JSON document: sometimes valid, sometimes with huge numbers, deep curves or
  /// deeply nested arrays.
  mutating func timeline() -> String {
    if chance(0.1) {
      let n = pick([100, 300, 5_000])
      return "{\"tracks\": {\"x\": " + String(repeating: "[", count: n)
        + String(repeating: "]", count: n) + "}}"
    }
    var keyframes: [String] = []
    var time = 0.0
    for i in 0..<(1 + int(4)) {
      let t = chance(0.8) ? NumberText.shortest(time) : number()
      time += chance(0.5) ? 0.1 : 1
      let value =
        chance(0.2) ? "[\(number()), \(number())]" : (chance(0.7) ? "\(i * 10)" : number())
      var k = "{\"time\": \(t.isEmpty ? "0" : t), \"value\": \(value.isEmpty ? "0" : value)"
      if i > 0 && chance(0.7) {
        let c = chance(0.2) ? pick(["hold", "cubic", "paced"]) : anyCurve()
        k += ", \"curve\": \"\(c)\""
      }
      keyframes.append(k + "}")
    }
    var doc = "{"
    if chance(0.3) {
      doc += "\"duration\": \(pick(["1", "0.25", "1e308", "0", "-1"])), \"timing\": \"relative\", "
    }
    doc += "\"tracks\": {\"x\": [" + keyframes.joined(separator: ", ") + "]}}"
    if chance(0.05) { doc = String(doc.prefix(int(doc.count + 1))) }
    return doc
  }

  /// A touch trace CSV: a plausible stroke, with hostile numbers now and then.
  mutating func trace(swipes: Int = 1) -> String {
    let withIntent = chance(0.5)
    var text =
      "t_ms,x,y,phase" + (swipes > 1 ? ",swipe" : "") + (withIntent ? ",intent" : "")
      + "\n"
    for s in 0..<swipes {
      let n = 2 + int(8)
      let speed = chance(0.8) ? Double(1 + int(40)) : 1e300
      for i in 0..<n {
        let phase = i == 0 ? "down" : (i == n - 1 ? "up" : "move")
        var t = NumberText.shortest(Double(i) * 8)
        var x = NumberText.shortest(Double(i) * speed)
        var y = "0"
        if chance(0.05) { t = number() }
        if chance(0.05) { x = number() }
        if chance(0.03) { y = number() }
        text +=
          "\(t),\(x),\(y),\(phase)" + (swipes > 1 ? ",s\(s)" : "")
          + (withIntent ? "," + pick(["complete", "cancel", ""]) : "") + "\n"
      }
    }
    return text
  }

  /// A sweep CSV (a report or a shard) with one or two lines damaged: a field replaced by a
  /// hostile number, two fields swapped, a line duplicated or dropped, two files concatenated.
  mutating func damaged(_ csv: String) -> String {
    var lines = csv.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count > 2 else { return csv }
    for _ in 0..<(1 + int(2)) {
      let i = 1 + int(lines.count - 2)
      var fields = lines[i].split(separator: ",", omittingEmptySubsequences: false).map(
        String.init)
      switch int(6) {
      case 0:
        fields[int(fields.count)] = pick(["1e999", "inf", "nan", "-1", "1e308", "", "x", "5e-324"])
      case 1:
        let (a, b) = (int(fields.count), int(fields.count))
        fields.swapAt(a, b)
      case 2: lines.insert(lines[i], at: i)
      case 3: lines.remove(at: i)
      case 4: fields = Array(fields.prefix(int(fields.count)))
      default: break
      }
      if i < lines.count { lines[i] = fields.joined(separator: ",") }
    }
    var text = lines.joined(separator: "\n")
    if chance(0.15) { text += csv }
    return text
  }

  /// An output path: a fresh file, stdout, or one that aliases an input or another output.
  mutating func output(aliasing inputs: [String]) -> String {
    let d = FuzzCase.directory
    switch int(10) {
    case 0 where !inputs.isEmpty: return pick(inputs)
    case 1: return "\(d)/link.out"
    case 2: return "\(d)/missing-dir/out"
    case 3: return "-"
    case 4: return "\(d)/"
    default: return "\(d)/out-\(int(3))"
    }
  }

  /// The next case: an ordinary one, sometimes made hostile to the input policy
  /// (``hostile(_:)``).
  mutating func next() -> FuzzCase {
    var c = ordinary()
    if !c.files.isEmpty && chance(0.1) { hostile(&c) }
    return c
  }

  /// Turns one input of `c` into what the input policy refuses (issue 28): an endless device
  /// in its place, a NUL byte inside it, or a record longer than any limit.
  mutating func hostile(_ c: inout FuzzCase) {
    let k = int(c.files.count)
    let path = "\(FuzzCase.directory)/\(c.files[k].name)"
    switch int(3) {
    case 0:
      let device = pick(["/dev/zero", "/dev/urandom"])
      c.arguments = c.arguments.map { $0.replacingOccurrences(of: path, with: device) }
    case 1:
      var scalars = Array(c.files[k].text.unicodeScalars)
      scalars.insert("\0", at: int(scalars.count + 1))
      c.files[k].text = String(String.UnicodeScalarView(scalars))
    default:
      c.files[k].text += String(repeating: "9", count: (1 << 20) + int(1000))
    }
  }

  /// The next ordinary case.
  mutating func ordinary() -> FuzzCase {
    let d = FuzzCase.directory
    // Weights: `report` of an intact sweep draws the HTML report (~0.5 s in a debug build), so
    // reports are rarer and mostly damaged (rejected while reading).
    switch int(12) {
    case 0:
      var a = ["spring", spec()]
      if chance(0.5) {
        a += ["--at", list(1 + int(3))]
      } else {
        a += ["--settle", list(1 + int(2))]
      }
      if chance(0.3) { a.append("--relative") }
      for f in ["--from", "--to", "--velocity"] where chance(0.4) { a += [f, number()] }
      return FuzzCase(arguments: a)
    case 1:
      var a = ["convert", spec()]
      if chance(0.2) { a += ["--to", pick(["swiftui", "css-linear", "framer-duration", "x"])] }
      return FuzzCase(arguments: a)
    case 2:
      var a = ["ease", anyCurve()]
      if chance(0.6) {
        a += ["--at", list(1 + int(4))]
        if chance(0.5) { a.append("--slope") }
        if chance(0.3) { a += ["--extrapolation", pick(["spec", "browser", "clamp"])] }
      } else {
        a.append("--css")
        if chance(0.7) {
          a += ["--max-error", pick(["0.01", "0.001", "0.1", "1", "0", number()])]
        }
      }
      return FuzzCase(arguments: a)
    case 3:
      let times = chance(0.8) ? list(1 + int(3)) : number()
      return FuzzCase(
        arguments: ["timeline", "\(d)/t.json", "--at", times] + (chance(0.3) ? ["--velocity"] : []),
        files: [("t.json", timeline())])
    case 4:
      var a = ["plot"]
      var files: [(String, String)] = []
      switch int(3) {
      case 0:
        a += ["--spring", spec()]
        for f in ["--from", "--to", "--velocity", "--settle", "--duration"] where chance(0.3) {
          a += [f, number()]
        }
      case 1: a += ["--ease", anyCurve()]
      default:
        a += ["--timeline", "\(d)/t.json"]
        files.append(("t.json", timeline()))
      }
      a += ["--format", pick(["svg", "text"]), "-o", output(aliasing: ["\(d)/t.json"])]
      return FuzzCase(arguments: a, files: files, links: [("link.out", "\(d)/t.json")])
    case 5:
      var a = ["velocity", "\(d)/trace.csv"]
      if chance(0.5) { a.append("--all") }
      for f in ["--horizon", "--pause", "--max-samples"] where chance(0.3) { a += [f, number()] }
      return FuzzCase(arguments: a, files: [("trace.csv", trace())])
    case 6:
      var a = ["project", "--velocity", number()]
      let model = pick(["decay", "friction", "compose", "fling"])
      a += ["--model", model]
      if model == "decay" && chance(0.5) { a += ["--rate", number()] }
      if model == "friction" && chance(0.5) { a += ["--drag", number()] }
      if model != "fling" && chance(0.5) { a += ["--stop-velocity", number()] }
      return FuzzCase(arguments: a)
    case 7, 8:
      var a = ["sweep", "-q", "--threads", pick(["1", "2"])]
      var files: [(String, String)] = []
      if chance(0.3) {
        files.append(("traces.csv", trace(swipes: 1 + int(4))))
        a += ["--traces", "\(d)/traces.csv"]
      } else {
        a += ["--swipes", pick(["5", "20", "0", "1e3", "30"])]
      }
      let flags = [
        "--damping", "--response", "--progress-threshold", "--velocity-threshold",
        "--projection-rate", "--width", "--settle-tolerance", "--arrival-tolerance",
        "--reversal-tolerance", "--arrival-window", "--angle-gate",
      ]
      for f in flags where chance(0.2) {
        a += [f, chance(0.2) ? "\(number())...\(number()):\(number())" : number()]
      }
      if chance(0.2) { a += ["--damping", pick(["1e-15", "1e-13", "0", "1e4", "1e-300"])] }
      if chance(0.15) { a += ["--shard", pick(["1/2", "2/2", "3/2", "0/1"])] }
      a += ["-o", output(aliasing: files.isEmpty ? [] : ["\(d)/traces.csv"])]
      if chance(0.15) { a += ["--svg", output(aliasing: ["\(d)/traces.csv"])] }
      return FuzzCase(arguments: a, files: files, links: [("link.out", "\(d)/traces.csv")])
    case 9:
      let shards = fixtures.shards.map { chance(0.5) ? damaged($0) : $0 }
      var files = shards.enumerated().map { ("s\($0.offset).csv", $0.element) }
      if chance(0.2) { files.append(("s0.csv", fixtures.report)) }
      let inputs = files.map { "\(d)/\($0.0)" }
      let a =
        ["merge", "-q"] + (chance(0.1) ? [inputs[0], inputs[0]] : inputs)
        + ["-o", output(aliasing: inputs)]
      return FuzzCase(arguments: a, files: files, links: [("link.out", inputs[0])])
    case 10:
      return FuzzCase(arguments: ["ease", anyCurve(), "--at", list(1 + int(3))])
    default:
      guard chance(0.4) else {
        return FuzzCase(arguments: ["spring", spec(), "--settle", list(2)])
      }
      let csv = chance(0.85) ? damaged(fixtures.report) : fixtures.report
      var a = ["report", "\(d)/r.csv", "-o", output(aliasing: ["\(d)/r.csv"])]
      if chance(0.3) { a += ["--top", number()] }
      return FuzzCase(arguments: a, files: [("r.csv", csv)], links: [("link.out", "\(d)/r.csv")])
    }
  }
}
