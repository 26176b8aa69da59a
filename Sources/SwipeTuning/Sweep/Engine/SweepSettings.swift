import AnimationMath

/// Everything besides the grid that produced a sweep's numbers and its recommendation: where the
/// swipes came from, the screen, the angle gate, the feel bounds, the ranking objective and
/// the tool version — and the sweep's identity, `sweep_id`.
///
/// Every report row carries these as ordinary trailing columns (``columns``), so a report read
/// in pandas or a spreadsheet says how it was made, `spring-tune report` never asks for them
/// again, and `spring-tune merge` refuses shards whose settings differ. Because every row carries
/// the `sweep_id`, a file holding rows of two sweeps (two reports concatenated) is refused naming
/// the first row of the second sweep.
public struct SweepSettings: Hashable, Sendable {
  /// Where the swipes came from, as the report records it.
  public enum Source: Hashable, Sendable {
    /// The seeded synthetic population (``SwipeGenerator``); its size is the `swipes` column.
    case synthetic(seed: UInt64)
    /// Recorded traces: the file or directory given to `--traces`, as typed.
    case traces(path: String)
  }

  /// The version of spring-tune that writes reports; recorded in the `tool_version` column.
  public static let currentToolVersion = "0.2.0"

  /// The settings columns, in report order (after the metric columns).
  public static let columns =
    [
      "objective", "platform", "population", "seed", "traces", "width_pt", "axis", "direction",
      "angle_gate_deg", "gate_slop_pt", "gate_edge_pt", "gate_max_start_pt", "gate_single_touch",
      "travel_origin",
    ] + FeelBounds.all.map(\.column) + ["feel_model", "costs", "tool_version", "sweep_id"]

  /// The settings columns of the bounds feel v3 added (overshoot, ringing, settle window, jump).
  public static let feelV3BoundColumns = [
    "overshoot_bound_pt", "ringing_bound_pt", "settle_window_s", "jump_bound_pt_s",
    "jump_fraction",
  ]

  /// The settings columns of the bounds feel v4 added (abruptness).
  public static let feelV4BoundColumns = ["abrupt_ratio", "abrupt_duration_s"]

  /// The population's source.
  public var source: Source
  /// The platform the sweep was made for (`--platform`, or a preset's), which chose its
  /// estimator and hand-off; nil when none was named (the `platform` column is empty).
  public var platform: SwipePlatform?
  /// The name of the feel model (`sweep --feel-model`, ``FeelModel``) whose learned bounds
  /// replaced the defaults, recorded in the `feel_model` column; empty when the bounds are the
  /// defaults or typed flags.
  public var feelModel: String
  /// Screen width, axis and completing direction.
  public var geometry: SwipeGeometry
  /// The angle gate.
  public var gate: AngleGate
  /// The feel bounds.
  public var bounds: FeelBounds
  /// The metric settings are ranked by (before any fallback for a population without intent).
  public var objective: SweepMetric
  /// The version of the tool that wrote the report.
  public var toolVersion: String
  /// The sweep's identity (``SweepJob/sweepID``: 16 hex digits, a fingerprint of the tool
  /// version, the grid, the feel model and the population — every release record of recorded
  /// traces, the seed and size of a synthetic one), or empty where it is not known (a report
  /// written by hand or by spring-tune 0.2.0 before the column existed).
  public var sweepID: String
  /// The weights of the `cost` column (`--cost`, recorded in the `costs` column as
  /// ``SweepCosts/text``).
  public var costs: SweepCosts

  /// Creates settings; the tool version defaults to ``currentToolVersion``.
  public init(
    source: Source, geometry: SwipeGeometry = SwipeGeometry(), gate: AngleGate = AngleGate(),
    bounds: FeelBounds = FeelBounds(), objective: SweepMetric = .defaultObjective,
    toolVersion: String = SweepSettings.currentToolVersion, sweepID: String = "",
    costs: SweepCosts = .standard, platform: SwipePlatform? = nil, feelModel: String = ""
  ) {
    self.platform = platform
    self.feelModel = feelModel
    self.sweepID = sweepID
    self.costs = costs
    self.source = source
    self.geometry = geometry
    self.gate = gate
    self.bounds = bounds
    self.objective = objective
    self.toolVersion = toolVersion
  }

  /// The fields of ``columns``, in order.
  public var fields: [String] {
    let (population, seed, traces): (String, String, String) =
      switch source {
      case .synthetic(let seed): ("synthetic", String(seed), "")
      case .traces(let path): ("traces", "", path)
      }
    let t = bounds
    return [
      objective.column, platform?.name ?? "", population, seed, traces,
      NumberText.shortest(geometry.width),
      geometry.axis.rawValue, geometry.direction.rawValue, NumberText.shortest(gate.maximumAngle),
      NumberText.shortest(gate.slop), Self.optionalDistance(gate.edge),
      Self.optionalDistance(gate.maximumStartDistance), gate.singleTouch ? "yes" : "no",
      gate.travelOrigin.rawValue,
    ] + t.values.map(NumberText.shortest) + [feelModel, costs.text, toolVersion, sweepID]
  }

  /// A distance that may be off: empty for `.infinity`.
  static func optionalDistance(_ value: Double) -> String {
    value == .infinity ? "" : NumberText.shortest(value)
  }

  /// Reads settings from the fields of ``columns`` (in that order), validating each with the
  /// same rules as the command line.
  ///
  /// - Throws: `InputError` naming the column, its value and the reason.
  public init(fields: [String]) throws(InputError) {
    precondition(fields.count == Self.columns.count, "one field per settings column")
    let byName = Dictionary(uniqueKeysWithValues: zip(Self.columns, fields))
    func field(_ name: String) -> String { byName[name] ?? "" }
    func number(_ name: String) throws(InputError) -> Double {
      let text = field(name)
      guard DecimalValue.parse(text) != nil, let v = Double(text), v.isFinite else {
        throw InputError(
          field: name, value: field(name),
          reason: "expected a number" + (NumberText.decimalCommaHint(text).map { " (\($0))" } ?? "")
        )
      }
      return v
    }
    // The validators name command-line fields; the report names columns.
    let columnOf = [
      "width": "width_pt", "angle-gate": "angle_gate_deg", "slop": "gate_slop_pt",
      "edge": "gate_edge_pt", "max-start-distance": "gate_max_start_pt",
      "travel-origin": "travel_origin",
    ].merging(FeelBounds.all.map { ($0.field, $0.column) }) { a, _ in a }
    func wrap<T>(_ body: () throws(InputError) -> T) throws(InputError) -> T {
      do { return try body() } catch {
        throw InputError(
          field: columnOf[error.field] ?? error.field, value: error.value, reason: error.reason)
      }
    }
    let objective = try SweepMetric(parsing: field("objective"), field: "objective")
    // A report written before the platform column existed names no platform.
    let platform =
      field("platform").isEmpty ? nil : try SwipePlatform(parsing: field("platform"))
    let source: Source
    switch field("population") {
    case "synthetic":
      guard let seed = UInt64(field("seed")) else {
        throw InputError(
          field: "seed", value: field("seed"), reason: "expected an integer in 0...\(UInt64.max)")
      }
      source = .synthetic(seed: seed)
    case "traces":
      source = .traces(path: field("traces"))
    default:
      throw InputError(
        field: "population", value: field("population"), reason: "expected synthetic or traces")
    }
    let geometry = try wrap { () throws(InputError) in
      try SwipeGeometry(
        parsingWidth: field("width_pt"), axis: field("axis"), direction: field("direction"))
    }
    let angle = try number("angle_gate_deg")
    let slop = try number("gate_slop_pt")
    func distance(_ name: String) throws(InputError) -> Double {
      field(name).isEmpty ? .infinity : try number(name)
    }
    let (edge, start) = (try distance("gate_edge_pt"), try distance("gate_max_start_pt"))
    let single: Bool
    switch field("gate_single_touch") {
    case "yes": single = true
    case "no": single = false
    default:
      throw InputError(
        field: "gate_single_touch", value: field("gate_single_touch"), reason: "expected yes or no")
    }
    let gate = try wrap { () throws(InputError) in
      try AngleGate.validated(
        maximumAngle: angle, slop: slop, edge: edge, maximumStartDistance: start,
        singleTouch: single, travelOrigin: try TravelOrigin(parsing: field("travel_origin")))
    }
    // A bound may be ∞ (off), written `inf`; a report written before feel v3 has no column for
    // the bounds it added, which is the same as their being off.
    var values: [Double] = []
    for bound in FeelBounds.all {
      var text = field(bound.column)
      if text.isEmpty && Self.feelV3BoundColumns.contains(bound.column) {
        // Off: an infinite bound, and no jump fraction (∞ · speed is not a bound).
        text = bound.column == "jump_fraction" ? "0" : "inf"
      }
      if text.isEmpty && Self.feelV4BoundColumns.contains(bound.column) {
        // Written before feel v4: judged without abruptness (an infinite ratio switches it off).
        text = bound.column == "abrupt_ratio" ? "inf" : "0.05"
      }
      guard DecimalValue.parse(text) != nil || text == "inf", let v = Double(text), !v.isNaN
      else {
        throw InputError(
          field: bound.column, value: text,
          reason: "expected a number" + (NumberText.decimalCommaHint(text).map { " (\($0))" } ?? "")
        )
      }
      values.append(v)
    }
    let bounds = try wrap { () throws(InputError) in try FeelBounds.validated(values) }
    let sweepID = field("sweep_id")
    guard sweepID.isEmpty || Self.isSweepID(sweepID) else {
      throw InputError(field: "sweep_id", value: sweepID, reason: "expected 16 hex digits or empty")
    }
    // A report written before the costs column existed reads with the standard weights.
    let costs =
      field("costs").isEmpty
      ? SweepCosts.standard : try SweepCosts(parsing: field("costs"), field: "costs")
    self.init(
      source: source, geometry: geometry, gate: gate, bounds: bounds,
      objective: objective, toolVersion: field("tool_version"), sweepID: sweepID, costs: costs,
      platform: platform, feelModel: field("feel_model"))
  }

  /// Whether `text` has the form of a sweep id: 16 lowercase hex digits.
  public static func isSweepID(_ text: String) -> Bool {
    text.utf8.count == 16
      && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// One line for people, e.g. `20000 synthetic swipes (seed 1), width 390 pt, axis x+`.
  public func populationDescription(swipes: Int) -> String {
    var text =
      switch source {
      case .synthetic(let seed): "\(swipes) synthetic swipes (seed \(seed))"
      case .traces(let path): "\(swipes) recorded swipes from \(path)"
      }
    text +=
      ", width \(NumberText.shortest(geometry.width)) pt, axis \(geometry.axis.rawValue)"
      + geometry.direction.rawValue
    return text
  }

  /// The gate and bounds in one line, e.g. `gate 30° (slop 10 pt); reversal 2 pt, arrival
  /// 1 pt within 0.5 s, settle band 1 pt within 0.6 s, overshoot 4 pt, ringing 1 pt, jump
  /// max(50 pt/s, 10 % of the speed)` (the gate's optional parts follow the slop when on:
  /// `gate 30° (slop 10 pt, edge 20 pt, start ≤ 40 pt, one finger, travel from recognition)`).
  public var modelDescription: String {
    let t = bounds
    var extras = ""
    if gate.edge != .infinity { extras += ", edge \(NumberText.shortest(gate.edge)) pt" }
    if gate.maximumStartDistance != .infinity {
      extras += ", start ≤ \(NumberText.shortest(gate.maximumStartDistance)) pt"
    }
    if gate.singleTouch { extras += ", one finger" }
    if gate.travelOrigin == .recognised { extras += ", travel from recognition" }
    return
      "gate \(NumberText.shortest(gate.maximumAngle))° (slop \(NumberText.shortest(gate.slop)) pt\(extras)); "
      + "reversal \(NumberText.shortest(t.reversal)) pt, arrival \(NumberText.shortest(t.arrival)) pt "
      + "within \(NumberText.shortest(t.arrivalWindow)) s, settle band \(NumberText.shortest(t.settle)) pt "
      + "within \(NumberText.shortest(t.settleWindow)) s, overshoot \(NumberText.shortest(t.overshoot)) pt, "
      + "ringing \(NumberText.shortest(t.ringing)) pt, jump max(\(NumberText.shortest(t.jump)) pt/s, "
      + "\(NumberText.rounded(t.jumpFraction * 100, decimals: 2)) % of the speed)"
      + (t.abruptRatio.isFinite && t.abruptDuration > 0
        ? ", peak speed max(\(NumberText.shortest(t.abruptRatio))× the speed, the rest in "
          + "\(NumberText.shortest(t.abruptDuration)) s)" : ", abruptness off")
      + (feelModel.isEmpty ? "" : "; feel bounds learned by the feel model '\(feelModel)'")
  }
}

/// The one rule for the settings columns of a file or a set of shards: the first row's fields
/// are validated (``SweepSettings/init(fields:)``), and every later row must carry the same text.
/// ``SweepTable`` and `SweepMerge` both read through it.
package struct SweepSettingsReader {
  /// Why a row's settings cannot be used.
  package enum Problem: Error {
    /// The first row's settings are invalid.
    case invalid(InputError)
    /// A later row's `column` holds `value` where the first row, at `origin`, holds `expected`.
    case differs(column: String, value: String, expected: String, origin: String)
  }

  /// The first row's fields, their settings and where they came from.
  package private(set) var first: (fields: [String], settings: SweepSettings, origin: String)?

  /// A reader that has seen no row yet.
  package init() {}

  /// Reads the settings `fields` of the row at `origin` (e.g. `line 3`, `a.csv:3`).
  package mutating func read(_ fields: some Collection<String>, origin: String) throws(Problem) {
    let fields = Array(fields)
    guard let first else {
      do {
        self.first = (fields, try SweepSettings(fields: fields), origin)
      } catch { throw .invalid(error) }
      return
    }
    if let i = fields.indices.first(where: { fields[$0] != first.fields[$0] }) {
      throw .differs(
        column: SweepSettings.columns[i], value: fields[i], expected: first.fields[i],
        origin: first.origin)
    }
  }
}
