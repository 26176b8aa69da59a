import AnimationMath
import SwipeTuning
import TextFormats

/// The feel test of the recorder page (`spring-tune record --feel-test SPECS`): the candidate
/// hand-off springs and which back-swipe trial finishes with which.
///
/// After every trial whose task moves the album screen (`back`, `back-quickly`, `peek`,
/// `change-mind`) the page finishes or cancels the transition with the trial's candidate — a
/// spring from the release position and the finger's release velocity (by ``estimator``) to the
/// edge the task's intent names — animated by the AnimationMath WebAssembly module
/// (``AnimationMathWasm``); after a trial that finishes the transition (`back`,
/// `back-quickly`) it asks "Did that feel finished?". See Docs/FeelTest.md.
package struct FeelTrials: Equatable, Sendable {
  /// One candidate: its SPEC as written (the `handoff` column of the export) and its spring.
  package struct Candidate: Equatable, Sendable {
    /// The SPEC text, e.g. `dampingRatio=0.8,response=0.3`.
    package var spec: String
    /// The spring it parses to (the page gets its mass, stiffness and damping).
    var spring: Spring
  }

  /// The question asked after each hand-off.
  static let question = "Did that feel finished?"
  /// The settling band the animation stops at, points: after the last time the spring is
  /// this far from its target, the screen is placed at the target.
  static let settleBand = 0.5
  /// The longest a hand-off animates, seconds (an undamped or very slow spring stops here).
  static let longestAnimation = 3.0
  /// How many rows of a sweep CSV become candidates.
  static let candidatesFromSweep = 4
  /// The most candidates a page takes.
  package static let maximumCandidates = 12

  /// The candidates, in the order given.
  var candidates: [Candidate]
  /// The release-velocity estimator the page uses: the platform's (`record --platform`), the
  /// one named (`--estimator`), the sweep CSV's recommended row's, else `lsq2`.
  package var estimator: VelocityStrategy = .lsq2
  /// Per trial of the protocol, the index of its candidate, or nil for a trial whose task does
  /// not move the album screen.
  var assignment: [Int?]

  /// Assigns `candidates` to the trials of `protocolOfTrials` in a seeded balanced design: for
  /// each of the four back-swipe tasks separately, its trials take the candidates in blocks of
  /// all of them, each block in a seeded random order (SplitMix64 stream 1 of `seed`,
  /// Fisher–Yates as ``RecorderProtocol``), so every candidate meets every task equally often
  /// (to one) whatever the number of trials.
  ///
  /// - Precondition: `candidates` is not empty.
  package init(candidates: [Candidate], protocolOfTrials: RecorderProtocol, seed: UInt64) {
    precondition(!candidates.isEmpty, "FeelTrials needs at least one candidate")
    self.candidates = candidates
    var rng = SplitMix64.stream(seed: seed, index: 1)
    var queues: [RecorderProtocol.Task: [Int]] = [:]
    assignment = protocolOfTrials.tasks.map { task in
      guard task.mode == "back" else { return nil }
      var queue = queues[task, default: []]
      if queue.isEmpty {
        queue = Array(candidates.indices)
        RecorderProtocol.shuffle(&queue, &rng)
      }
      let next = queue.removeFirst()
      queues[task] = queue
      return next
    }
  }

  /// Candidates from `--feel-test` text: `;`-separated SPECs, each as `spring-tune spring`
  /// takes it.
  ///
  /// - Throws: ``InputError`` naming the SPEC and why it is not a spring, for an empty list or
  ///   more than ``maximumCandidates``.
  package static func candidates(specs text: String) throws(InputError) -> [Candidate] {
    let specs = text.split(separator: ";", omittingEmptySubsequences: false)
      .map { String($0).trimmingSpaces() }
    if specs.allSatisfy(\.isEmpty) {
      throw InputError(field: "feel-test", value: text, reason: "names no hand-off")
    }
    if specs.count > maximumCandidates {
      throw InputError(
        field: "feel-test", value: text,
        reason: "names \(specs.count) hand-offs; at most \(maximumCandidates)")
    }
    var out: [Candidate] = []
    for spec in specs {
      do {
        out.append(Candidate(spec: spec, spring: try Spring(parsing: spec)))
      } catch {
        throw InputError(field: "feel-test", value: spec, reason: error.description)
      }
    }
    return out
  }

  /// Candidates from a sweep CSV: its ``candidatesFromSweep`` best distinct springs, ranked by
  /// `feels_complete_rate` (highest first; file order among equals, and file order alone if the
  /// column is absent), each as `dampingRatio=R,response=S`.
  ///
  /// - Throws: ``InputError`` for a file without `damping_ratio` and `response` columns, a value
  ///   that is not a spring, or no rows.
  static func candidates(sweepRecords records: [CSVRecords.Record]) throws(InputError)
    -> [Candidate]
  {
    guard let header = records.first?.fields,
      let ratioColumn = header.firstIndex(of: "damping_ratio"),
      let responseColumn = header.firstIndex(of: "response")
    else {
      throw InputError(
        field: "feel-test", value: "header",
        reason: "a sweep CSV needs 'damping_ratio' and 'response' columns")
    }
    let rateColumn = header.firstIndex(of: "feels_complete_rate")
    var rows: [(rate: Double, order: Int, spec: String)] = []
    for (order, record) in records.dropFirst().enumerated() {
      let fields = record.fields
      guard fields.count > max(ratioColumn, responseColumn) else { continue }
      let spec = "dampingRatio=\(fields[ratioColumn]),response=\(fields[responseColumn])"
      let rate = rateColumn.flatMap { $0 < fields.count ? Double(fields[$0]) : nil } ?? 0
      rows.append((rate.isNaN ? 0 : rate, order, spec))
    }
    rows.sort { $0.rate != $1.rate ? $0.rate > $1.rate : $0.order < $1.order }
    var out: [Candidate] = []
    for row in rows where !out.contains(where: { $0.spec == row.spec }) {
      guard out.count < candidatesFromSweep else { break }
      do {
        out.append(Candidate(spec: row.spec, spring: try Spring(parsing: row.spec)))
      } catch {
        throw InputError(field: "feel-test", value: row.spec, reason: error.description)
      }
    }
    if out.isEmpty { throw InputError(field: "feel-test", value: "rows", reason: "no sweep rows") }
    return out
  }

  /// The candidates of a sweep CSV's text (``candidates(sweepRecords:)``) and its recommended
  /// estimator (``estimator(sweepRecords:)``).
  ///
  /// - Throws: `InputFileError` naming `file` for CSV that does not parse or is not a sweep.
  package static func fromSweep(csv: String, file: String) throws(InputFileError) -> (
    candidates: [Candidate], estimator: VelocityStrategy?
  ) {
    let records: [CSVRecords.Record]
    do { records = try CSVRecords(parsing: csv).records } catch {
      throw InputFileError(file: file, error)
    }
    do {
      return (try candidates(sweepRecords: records), estimator(sweepRecords: records))
    } catch {
      throw InputFileError(file: file, line: nil, message: error.description)
    }
  }

  /// The estimator of a sweep CSV's recommended row (`recommended` = 1), else of its first
  /// row; nil without an `estimator` column or for a name that is not an estimator.
  static func estimator(sweepRecords records: [CSVRecords.Record]) -> VelocityStrategy? {
    guard let header = records.first?.fields, let column = header.firstIndex(of: "estimator")
    else { return nil }
    let flag = header.firstIndex(of: "recommended")
    let rows = records.dropFirst().map(\.fields).filter { $0.count > column }
    let row = rows.first { f in flag.map { $0 < f.count && f[$0] == "1" } ?? false } ?? rows.first
    return row.flatMap { VelocityStrategy(rawValue: $0[column]) }
  }

  /// The `feel` member of the page's configuration JSON: question, band, longest animation,
  /// candidates (SPEC and the spring's mass, stiffness, damping as shortest round-trip numbers,
  /// so the page evaluates exactly the native spring), assignment, and the module in base64.
  func configJSON() -> String {
    let list = candidates.map { c in
      "{\"spec\":" + RecorderPage.json(c.spec) + ",\"mass\":"
        + NumberText.shortest(c.spring.mass) + ",\"stiffness\":"
        + NumberText.shortest(c.spring.stiffness) + ",\"damping\":"
        + NumberText.shortest(c.spring.damping) + "}"
    }
    var s = "{\"question\":" + RecorderPage.json(Self.question)
    s += ",\"band\":" + NumberText.shortest(Self.settleBand)
    s += ",\"longest\":" + NumberText.shortest(Self.longestAnimation)
    // The code of the module's velocity_strategy export: VelocityStrategy.allCases order.
    let code = VelocityStrategy.allCases.firstIndex(of: estimator) ?? 0
    s += ",\"estimator\":{\"code\":\(code),\"name\":" + RecorderPage.json(estimator.rawValue) + "}"
    s += ",\"candidates\":[" + list.joined(separator: ",") + "]"
    s +=
      ",\"assignment\":["
      + assignment.map { $0.map(String.init) ?? "null" }
      .joined(separator: ",") + "]"
    s += ",\"wasm\":\"" + AnimationMathWasm.base64Lines.split(separator: "\n").joined() + "\"}"
    return s
  }
}

extension RecorderProtocol {
  /// Fisher–Yates with `rng`, the index j in 0...i as the high word of a 64 × 64-bit product,
  /// exactly as ``init(trials:seed:)`` shuffles a block of tasks (an order that does not depend
  /// on the standard library's shuffle, so it is the same on every toolchain).
  static func shuffle<T>(_ items: inout [T], _ rng: inout SplitMix64) {
    for i in stride(from: items.count - 1, to: 0, by: -1) {
      let j = Int(UInt64(i + 1).multipliedFullWidth(by: rng.next()).high)
      items.swapAt(i, j)
    }
  }
}
