import AnimationMath
import TextFormats

extension SwipeGenerator.Configuration {
  /// Reads a population file (format: `Docs/SwipeModel.md` §2.5, defaults from
  /// `spring-tune population --print-config`): a JSON object of groups (`weights`, `start`,
  /// `direction`, `flick`, `drag`, `hesitant`, `peek`, `scroll-like`, `sampling`, `noise`), each
  /// an object of keys. A key left out keeps its default, so a file names only what it changes;
  /// a top-level `description` string is allowed and ignored. `geometry` is the screen, which
  /// is not part of the file.
  ///
  /// - Throws: `InputFileError` naming `file`, the line and column, and the key (`flick.travel`,
  ///   `sampling.rates[2].hz`): JSON syntax errors, unknown keys, wrong types, and values out of
  ///   their range (each key's range is in the documentation), and a population whose swipes
  ///   could hold more than ``SwipeGenerator/maximumSamplesPerSwipe`` samples.
  public init(parsingJSON text: String, file: String, geometry: SwipeGeometry = SwipeGeometry())
    throws(InputFileError)
  {
    try self.init(
      parsingJSON: text, file: file, over: SwipeGenerator.Configuration(geometry: geometry))
  }

  /// Reads a population file over `base`: a key left out keeps `base`'s value (how a population
  /// variant, ``PopulationVariant``, changes the population of a sweep).
  ///
  /// - Throws: `InputFileError` as ``init(parsingJSON:file:geometry:)``.
  public init(parsingJSON text: String, file: String, over base: SwipeGenerator.Configuration)
    throws(InputFileError)
  {
    let root: JSONValue
    do { root = try JSONValue(parsing: text) } catch {
      throw InputFileError(
        file: file, line: error.line, column: error.column, message: error.message)
    }
    var configuration = base
    var nodes: [String: JSONValue] = [:]
    do throws(PopulationFileProblem) {
      try PopulationFields.read(root, into: &configuration, nodes: &nodes)
      if let problem = configuration.validationError {
        throw PopulationFileProblem(node: nodes[problem.field] ?? root, error: problem)
      }
    } catch {
      throw InputFileError(
        file: file, line: error.node.line, column: error.node.column,
        message: error.error.description)
    }
    let samples = SwipeGenerator.samplesPerSwipe(configuration)
    guard samples <= SwipeGenerator.maximumSamplesPerSwipe else {
      let node = nodes["sampling.rates"] ?? root
      throw InputFileError(
        file: file, line: node.line, column: node.column,
        message: "a swipe could hold about \(NumberText.shortest(samples.rounded())) samples "
          + "(\(NumberText.shortest(SwipeGenerator.longestSwipeSeconds(configuration))) s at "
          + "\(NumberText.shortest(configuration.samplingRates.map(\.hertz).max() ?? 0)) Hz), "
          + "more than the limit of \(Int(SwipeGenerator.maximumSamplesPerSwipe)) samples per "
          + "swipe")
    }
    self = configuration
  }

  /// The configuration as a population file (all but the geometry), every key written; reads
  /// back with ``init(parsingJSON:file:geometry:)`` to an equal configuration.
  public var jsonText: String {
    PopulationFields.document(self).formatted() + "\n"
  }

  /// The first value out of its range, as an `InputError` whose field is the file's key
  /// (`flick.release_phase`), or nil when the configuration is valid. The ranges are the
  /// population file's; ``SwipeGenerator/init(configuration:seed:)`` requires nil.
  public var validationError: InputError? {
    do throws(InputError) {
      for field in PopulationFields.all {
        try field.check(field.get(self))
      }
      let weights = SwipeKind.allCases.reduce(0) { $0 + self.weights[$1] }
      guard weights > 0 else {
        throw InputError(field: "weights", value: "0", reason: "the weights must not all be 0")
      }
      let fastest = samplingRates.map(\.hertz).max() ?? 1
      guard timestampJitter < 0.5 / fastest else {
        throw InputError(
          field: "sampling.jitter_s", value: NumberText.shortest(timestampJitter),
          reason:
            "must be below half the shortest sampling period (\(NumberText.shortest(0.5 / fastest)) s)"
        )
      }
    } catch { return error }
    return nil
  }
}

/// A problem at a node of a population file.
struct PopulationFileProblem: Error {
  var node: JSONValue
  var error: InputError
}

/// The keys of a population file: one table that reads, writes and checks every assumption.
enum PopulationFields {
  typealias Configuration = SwipeGenerator.Configuration

  /// A key's value.
  enum Value {
    case number(Double)
    case range(ClosedRange<Double>)
    case logNormal(SwipeGenerator.LogNormal)
    case rates([SwipeGenerator.SamplingRate])
  }

  /// The values a number may take: an interval with open or closed ends.
  struct Domain {
    var lower: Double
    var lowerIncluded: Bool
    var upper: Double

    static func closed(_ a: Double, _ b: Double) -> Domain {
      Domain(lower: a, lowerIncluded: true, upper: b)
    }
    static func above(_ a: Double, _ b: Double) -> Domain {
      Domain(lower: a, lowerIncluded: false, upper: b)
    }

    var text: String {
      (lowerIncluded ? "[" : "(") + NumberText.shortest(lower) + ", " + NumberText.shortest(upper)
        + "]"
    }

    func check(_ field: String, _ v: Double) throws(InputError) {
      try InputError.check(field, v, "must be in \(text)") {
        (lowerIncluded ? $0 >= lower : $0 > lower) && $0 <= upper
      }
    }
  }

  /// One key: its group and name, its range, and how it maps to the configuration.
  struct Field {
    var group: String
    var name: String
    var domain: Domain
    var get: (Configuration) -> Value
    var set: (inout Configuration, Value) -> Void

    var key: String { group + "." + name }

    func check(_ value: Value) throws(InputError) {
      switch value {
      case .number(let v): try domain.check(key, v)
      case .range(let r):
        try domain.check(key, r.lowerBound)
        try domain.check(key, r.upperBound)
      case .logNormal(let d):
        try domain.check(key + ".median", d.median)
        try Domain.closed(0, 10).check(key + ".sigma", d.sigma)
        try domain.check(key + ".min", d.lower)
        try domain.check(key + ".max", d.upper)
        guard d.lower <= d.upper else {
          throw InputError(
            field: key + ".min", value: NumberText.shortest(d.lower),
            reason: "must be ≤ max (\(NumberText.shortest(d.upper)))")
        }
      case .rates(let rates):
        guard !rates.isEmpty else {
          throw InputError(field: key, value: "[]", reason: "needs at least one rate")
        }
        for (i, r) in rates.enumerated() {
          try domain.check("\(key)[\(i)].hz", r.hertz)
          try Domain.above(0, 1e6).check("\(key)[\(i)].weight", r.weight)
        }
      }
    }
  }

  static func number(
    _ group: String, _ name: String, _ domain: Domain,
    _ path: WritableKeyPath<Configuration, Double>
  ) -> Field {
    Field(
      group: group, name: name, domain: domain, get: { .number($0[keyPath: path]) },
      set: { c, v in if case .number(let x) = v { c[keyPath: path] = x } })
  }

  static func range(
    _ group: String, _ name: String, _ domain: Domain,
    _ path: WritableKeyPath<Configuration, ClosedRange<Double>>
  ) -> Field {
    Field(
      group: group, name: name, domain: domain, get: { .range($0[keyPath: path]) },
      set: { c, v in if case .range(let x) = v { c[keyPath: path] = x } })
  }

  static func logNormal(
    _ group: String, _ name: String, _ domain: Domain,
    _ path: WritableKeyPath<Configuration, SwipeGenerator.LogNormal>
  ) -> Field {
    Field(
      group: group, name: name, domain: domain, get: { .logNormal($0[keyPath: path]) },
      set: { c, v in if case .logNormal(let x) = v { c[keyPath: path] = x } })
  }

  /// Every key, in file order. Units are in the names (`_s` seconds, `_pt` points); distances
  /// without a unit are fractions of the transition width.
  static var all: [Field] {
    let weight = Domain.closed(0, 1e6)
    let width = Domain.above(0, 10)
    let seconds = Domain.above(0, 10)
    let pause = Domain.closed(0, 10)
    let phase = Domain.above(0, 10)
    let fraction = Domain.closed(0, 10)
    return [
      number("weights", "flick", weight, \.weights.flick),
      number("weights", "drag", weight, \.weights.drag),
      number("weights", "hesitant", weight, \.weights.hesitant),
      number("weights", "peek", weight, \.weights.peek),
      number("weights", "scroll-like", weight, \.weights.scrollLike),
      range("start", "along", .closed(0, 1), \.start.along),
      range("start", "across_pt", .closed(-1e5, 1e5), \.start.across),
      number("start", "edge_share", .closed(0, 1), \.start.edgeShare),
      number("direction", "slope_sd", .closed(0, 10), \.direction.slope),
      range("direction", "cross_lag", .closed(-1, 1), \.direction.crossLag),
      logNormal("flick", "travel", width, \.flick.travel),
      range("flick", "contact_s", seconds, \.flick.contactTime),
      range("flick", "release_phase", .above(0, 1), \.flick.releasePhase),
      logNormal("drag", "travel", width, \.drag.travel),
      range("drag", "duration_s", seconds, \.drag.duration),
      number("drag", "early_release_share", .closed(0, 1), \.drag.earlyReleaseShare),
      range("drag", "early_release_phase", phase, \.drag.earlyReleasePhase),
      range("drag", "dwell_s", pause, \.drag.dwell),
      number("drag", "cancel_below", .closed(0, 10), \.drag.cancelBelow),
      range("hesitant", "travel", width, \.hesitant.travel),
      range("hesitant", "duration_s", seconds, \.hesitant.duration),
      range("hesitant", "return_start", fraction, \.hesitant.returnStart),
      range("hesitant", "return_duration_s", seconds, \.hesitant.returnDuration),
      range("hesitant", "return_fraction", fraction, \.hesitant.returnFraction),
      range("hesitant", "release_phase", phase, \.hesitant.releasePhase),
      range("peek", "travel", width, \.peek.travel),
      range("peek", "duration_s", seconds, \.peek.duration),
      range("peek", "pause_s", pause, \.peek.pause),
      range("peek", "return_duration_s", seconds, \.peek.returnDuration),
      range("peek", "return_fraction", fraction, \.peek.returnFraction),
      range("peek", "release_phase", phase, \.peek.releasePhase),
      logNormal("scroll-like", "length", width, \.scrollLike.length),
      range("scroll-like", "along_slope", .closed(0, 100), \.scrollLike.alongSlope),
      range("scroll-like", "contact_s", seconds, \.scrollLike.contactTime),
      range("scroll-like", "release_phase", phase, \.scrollLike.releasePhase),
      range("scroll-like", "along_lead", fraction, \.scrollLike.alongLead),
      Field(
        group: "sampling", name: "rates", domain: .above(0, 1e5),
        get: { .rates($0.samplingRates) },
        set: { c, v in if case .rates(let x) = v { c.samplingRates = x } }),
      number("sampling", "jitter_s", .closed(0, 1), \.timestampJitter),
      range("sampling", "first_move_delay_s", pause, \.firstMoveDelay),
      range("sampling", "first_move_jump_pt", .closed(0, 1000), \.firstMoveJump),
      number("noise", "position_pt", .closed(0, 1000), \.positionNoise),
      number("noise", "quantum_pt", .closed(0, 1000), \.positionQuantum),
    ]
  }

  /// The groups in file order.
  static var groups: [String] {
    var seen: [String] = []
    for f in all where !seen.contains(f.group) { seen.append(f.group) }
    return seen
  }

  /// The whole configuration as a JSON document.
  static func document(_ c: Configuration) -> JSONValue {
    func num(_ v: Double) -> JSONValue { JSONValue(.number(v)) }
    func member(_ key: String, _ value: JSONValue) -> JSONValue.Member {
      JSONValue.Member(key, value)
    }
    func json(_ value: Value) -> JSONValue {
      switch value {
      case .number(let v): return num(v)
      case .range(let r): return JSONValue(.array([num(r.lowerBound), num(r.upperBound)]))
      case .logNormal(let d):
        return JSONValue(
          .object([
            member("median", num(d.median)), member("sigma", num(d.sigma)),
            member("min", num(d.lower)), member("max", num(d.upper)),
          ]))
      case .rates(let rates):
        return JSONValue(
          .array(
            rates.map {
              JSONValue(.object([member("hz", num($0.hertz)), member("weight", num($0.weight))]))
            }))
      }
    }
    let fields = all
    return JSONValue(
      .object(
        groups.map { group in
          member(
            group,
            JSONValue(
              .object(
                fields.filter { $0.group == group }.map { member($0.name, json($0.get(c))) })))
        }))
  }

  private static func fail(_ node: JSONValue, _ key: String, _ reason: String)
    -> PopulationFileProblem
  {
    PopulationFileProblem(
      node: node, error: InputError(field: key, value: describe(node), reason: reason))
  }

  private static func describe(_ node: JSONValue) -> String {
    switch node.kind {
    case .number(let v): NumberText.shortest(v)
    case .string(let s): s
    default: node.kindDescription
    }
  }

  private static func members(_ node: JSONValue, _ key: String, allowed: [String])
    throws(PopulationFileProblem) -> [JSONValue.Member]
  {
    guard let members = node.members else {
      throw fail(node, key, "must be an object")
    }
    for m in members where !allowed.contains(m.key) {
      throw PopulationFileProblem(
        node: JSONValue(kind: .null, line: m.line, column: m.column),
        error: InputError(
          field: key.isEmpty ? m.key : key + "." + m.key, value: m.key,
          reason: "unknown key (expected one of \(allowed.joined(separator: ", ")))"))
    }
    return members
  }

  private static func number(_ node: JSONValue, _ key: String) throws(PopulationFileProblem)
    -> Double
  {
    guard let v = node.number else { throw fail(node, key, "must be a number") }
    return v
  }

  /// Reads `root` over `c` (keys left out keep their values); `nodes` receives the node of
  /// every key read, for locating range errors.
  static func read(_ root: JSONValue, into c: inout Configuration, nodes: inout [String: JSONValue])
    throws(PopulationFileProblem)
  {
    let fields = all
    for group in try members(root, "", allowed: ["description"] + groups) {
      if group.key == "description" {
        guard group.value.string != nil else {
          throw fail(group.value, "description", "must be a string")
        }
        continue
      }
      let inGroup = fields.filter { $0.group == group.key }
      for m in try members(group.value, group.key, allowed: inGroup.map(\.name)) {
        guard let field = inGroup.first(where: { $0.name == m.key }) else { continue }
        let value = try read(m.value, field: field, current: field.get(c), nodes: &nodes)
        nodes[field.key] = m.value
        field.set(&c, value)
      }
    }
  }

  private static func read(
    _ node: JSONValue, field: Field, current: Value, nodes: inout [String: JSONValue]
  ) throws(PopulationFileProblem) -> Value {
    let key = field.key
    switch current {
    case .number:
      return .number(try number(node, key))
    case .range:
      guard let a = node.array, a.count == 2 else {
        throw fail(node, key, "must be an array [lower, upper] of two numbers")
      }
      let (lo, hi) = (try number(a[0], key), try number(a[1], key))
      nodes[key] = node
      try check(field, lo, a[0])
      try check(field, hi, a[1])
      guard lo <= hi else { throw fail(a[0], key, "the lower end must be ≤ the upper end") }
      return .range(lo...hi)
    case .logNormal(var d):
      for m in try members(node, key, allowed: ["median", "sigma", "min", "max"]) {
        let v = try number(m.value, key + "." + m.key)
        nodes[key + "." + m.key] = m.value
        switch m.key {
        case "median": d.median = v
        case "sigma": d.sigma = v
        case "min": d.lower = v
        default: d.upper = v
        }
      }
      return .logNormal(d)
    case .rates:
      guard let elements = node.array else {
        throw fail(node, key, "must be an array of {\"hz\": …, \"weight\": …}")
      }
      var rates: [SwipeGenerator.SamplingRate] = []
      for (i, e) in elements.enumerated() {
        let k = "\(key)[\(i)]"
        var hz: Double?
        var weight: Double?
        for m in try members(e, k, allowed: ["hz", "weight"]) {
          let v = try number(m.value, k + "." + m.key)
          nodes[k + "." + m.key] = m.value
          if m.key == "hz" { hz = v } else { weight = v }
        }
        guard let hz, let weight else { throw fail(e, k, "needs both 'hz' and 'weight'") }
        rates.append(SwipeGenerator.SamplingRate(hertz: hz, weight: weight))
      }
      return .rates(rates)
    }
  }

  private static func check(_ field: Field, _ v: Double, _ node: JSONValue)
    throws(PopulationFileProblem)
  {
    do { try field.domain.check(field.key, v) } catch {
      throw PopulationFileProblem(node: node, error: error)
    }
  }
}
