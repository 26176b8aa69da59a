import AnimationMath
import TextFormats

extension FeelRating {
  /// The rated hand-offs of one feel-test export (`spring-tune record --feel-test`), and how
  /// many trials were shown a hand-off but skipped.
  ///
  /// The export is the recorder's CSV: one row per touch sample, with at least the columns
  /// `swipe`, `t` (s), `x` (pt), `phase`, `intent`, `handoff` and `rating`, and optionally
  /// `device` (the participant; `file` when absent), `viewport` (`WxH`, CSS px; 390 wide when
  /// absent) and `estimator` (the page's release-velocity estimator; `lsq2`, the only one older
  /// pages used, when absent or empty). For every trial with a hand-off and a `yes` or `no`
  /// rating this replays the hand-off the page showed — the SPEC from the screen's position at
  /// release (the finger's travel, clamped to the screen) to the task's edge (the width for a
  /// `complete` intent, 0 otherwise) at the finger's release velocity by that estimator — and
  /// measures its ``features(spring:from:to:velocity:)``. Trials without a hand-off (not back
  /// swipes) and those `not-asked` (the screen snapped back, so the page asked nothing) are
  /// left out; `skipped` counts those rated `skipped`.
  ///
  /// - Parameters:
  ///   - text: The export's text.
  ///   - file: The name to put in errors.
  /// - Throws: `InputFileError` for an empty file, malformed CSV, a missing column, a rating other than
  ///   `yes`, `no`, `skipped` or `not-asked`, an unknown estimator, a SPEC that does not parse,
  ///   or a sample whose `t`, `x` or `phase` does not parse.
  /// - Returns: The rated hand-offs in the export's order, and the count rated `skipped`.
  public static func ratings(inExport text: String, file: String) throws(InputFileError)
    -> (ratings: [FeelRating], skipped: Int)
  {
    let records: [CSVRecords.Record]
    do { records = try CSVRecords(parsing: text).records } catch {
      throw InputFileError(file: file, error)
    }
    guard let header = records.first?.fields else {
      throw InputFileError(
        file: file, line: 1, message: "empty file, expected a feel-test export's header row")
    }
    func column(_ name: String) throws(InputFileError) -> Int {
      guard let i = header.firstIndex(of: name) else {
        throw InputFileError(
          file: file, line: 1, message: "no '\(name)' column (is this a feel-test export?)")
      }
      return i
    }
    let (swipe, t, x, phase) = (
      try column("swipe"), try column("t"), try column("x"), try column("phase")
    )
    let (intent, handoff, rating) = (
      try column("intent"), try column("handoff"), try column("rating")
    )
    let device = header.firstIndex(of: "device")
    let viewport = header.firstIndex(of: "viewport")
    let estimator = header.firstIndex(of: "estimator")
    var order: [String] = []
    var rows: [String: [CSVRecords.Record]] = [:]
    for record in records.dropFirst() where record.fields.count == header.count {
      let id = record.fields[swipe]
      if rows[id] == nil { order.append(id) }
      rows[id, default: []].append(record)
    }
    var out: [FeelRating] = []
    var skipped = 0
    for id in order {
      guard let group = rows[id], let first = group.first?.fields else { continue }
      let spec = first[handoff]
      guard !spec.isEmpty else { continue }
      switch first[rating] {
      case "yes", "no": break
      case "skipped":
        skipped += 1
        continue
      case "not-asked": continue
      default:
        throw InputFileError(
          file: file, line: group[0].line,
          message: "rating '\(first[rating])': expected yes, no, skipped or not-asked")
      }
      var strategy = VelocityStrategy.lsq2
      if let estimator, !first[estimator].isEmpty {
        do { strategy = try VelocityStrategy(parsing: first[estimator]) } catch {
          throw InputFileError(
            file: file, line: group[0].line, message: "estimator: \(error.reason)")
        }
      }
      let spring: Spring
      do { spring = try Spring(parsing: spec) } catch {
        throw InputFileError(
          file: file, line: group[0].line, message: "handoff '\(spec)': \(error)")
      }
      var samples: [TouchSample] = []
      for record in group {
        let f = record.fields
        guard let time = Double(f[t]), let position = Double(f[x]),
          let p = TouchPhase(rawValue: f[phase])
        else {
          throw InputFileError(file: file, line: record.line, message: "bad sample t, x or phase")
        }
        samples.append(TouchSample(time: time, x: position, y: 0, phase: p))
      }
      let width =
        viewport.flatMap { first[$0].split(separator: "x").first.flatMap { Double($0) } } ?? 390
      // The screen's position at release: the finger's travel at its last sample, on screen.
      let travel =
        (samples.last { $0.phase == .move }?.position.x ?? samples[0].position.x)
        - samples[0].position.x
      let from = Swift.min(Swift.max(travel, 0), width)
      let to = first[intent] == "complete" ? width : 0
      let velocity = releaseVelocity(of: samples, strategy: strategy).x
      out.append(
        FeelRating(
          participant: device.map { first[$0] } ?? file, handoff: spec,
          features: features(spring: spring, from: from, to: to, velocity: velocity),
          finished: first[rating] == "yes"))
    }
    return (out, skipped)
  }
}
