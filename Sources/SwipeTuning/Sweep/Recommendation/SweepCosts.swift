import AnimationMath

/// What each kind of mistake costs, for the `cost` column and `--objective cost`: the expected
/// cost per swipe of a setting is the mean over the population of
///
///     cost(swipe) = falseComplete·[meant cancel, completed] + falseCancel·[meant complete,
///                   cancelled] + hijack·[a scroll that began the transition]
///                   + unfelt·[the hand-off does not feel like the decided outcome]
///
/// (a hijacked scroll that is then completed pays both `hijack` and `falseComplete`). The terms
/// that need intent are 0 for a swipe without a label, so over recorded swipes without labels the
/// cost counts only what can be observed: hijacks (by the stroke's geometry,
/// ``ReleaseRecord/isScroll``) and hand-offs that do not feel decided.
///
/// Defaults (``standard``), in units of "one retry":
/// - `false_complete = 3`: a wrong pop loses the user's place — they must navigate back and find
///   where they were, several actions;
/// - `false_cancel = 1`: a wrong cancel costs one more swipe;
/// - `hijack = 2`: a scroll that starts the transition interrupts the scroll — the user must
///   abandon the transition and scroll again, a retry plus the surprise;
/// - `unfelt = 0.5`: a right decision whose motion kicks back or arrives late is visible but costs
///   no action.
public struct SweepCosts: Hashable, Sendable {
  /// Cost of completing a swipe meant to cancel.
  public var falseComplete: Double
  /// Cost of cancelling a swipe meant to complete.
  public var falseCancel: Double
  /// Cost of a scroll that began the transition.
  public var hijack: Double
  /// Cost of a hand-off that does not feel like the decided outcome.
  public var unfelt: Double

  /// Creates weights (each finite and ≥ 0).
  public init(falseComplete: Double, falseCancel: Double, hijack: Double, unfelt: Double) {
    self.falseComplete = falseComplete
    self.falseCancel = falseCancel
    self.hijack = hijack
    self.unfelt = unfelt
  }

  /// The documented defaults: false_complete 3, false_cancel 1, hijack 2, unfelt 0.5.
  public static let standard = SweepCosts(
    falseComplete: 3, falseCancel: 1, hijack: 2, unfelt: 0.5)

  /// The names of the terms, in ``text`` order.
  public static let names = ["false_complete", "false_cancel", "hijack", "unfelt"]

  private var values: [Double] { [falseComplete, falseCancel, hijack, unfelt] }

  /// `false_complete=3;false_cancel=1;hijack=2;unfelt=0.5`: every term, shortest decimals,
  /// separated by semicolons so the `costs` settings column needs no CSV quoting.
  public var text: String {
    zip(Self.names, values).map { "\($0)=\(NumberText.shortest($1))" }.joined(separator: ";")
  }

  /// Parses `name=value` pairs separated by commas or semicolons (`--cost`); a term not given
  /// keeps its ``standard`` value.
  ///
  /// - Throws: `InputError` for `field` naming an unknown term, a repeated one, or a value that
  ///   is not a finite number ≥ 0 (at most 1e6).
  public init(parsing text: String, field: String) throws(InputError) {
    var v = Self.standard.values
    var seen: Set<String> = []
    for item in text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == ";" })
    {
      let pair = item.split(separator: "=", omittingEmptySubsequences: false)
      let name = pair.first.map { String($0).trimmingSpaces() } ?? ""
      guard pair.count == 2, let i = Self.names.firstIndex(of: name) else {
        throw InputError(
          field: field, value: text,
          reason: "expected name=value pairs, names: \(Self.names.joined(separator: ", "))")
      }
      guard seen.insert(name).inserted else {
        throw InputError(field: field, value: text, reason: "'\(name)' is given twice")
      }
      let valueText = String(pair[1]).trimmingSpaces()
      guard DecimalValue.parse(valueText) != nil, let x = Double(valueText), x.isFinite,
        x >= 0, x <= 1e6
      else {
        throw InputError(
          field: field, value: text,
          reason: "'\(name)' must be a number in 0...1e6 (got '\(valueText)')")
      }
      v[i] = x
    }
    self.init(falseComplete: v[0], falseCancel: v[1], hijack: v[2], unfelt: v[3])
  }

  /// The cost of one swipe in outcome cell `code` (``SweepOutcomes``).
  @inlinable
  public func cost(_ code: Int) -> Double {
    typealias O = SweepOutcomes
    var c = 0.0
    if O.falseComplete(code) { c += falseComplete }
    if O.falseCancel(code) { c += falseCancel }
    if O.hijacked(code) { c += hijack }
    if !O.feelsDecided(code) { c += unfelt }
    return c
  }

  /// The mean cost per swipe over `outcomes`; nil for an empty table.
  public func mean(_ outcomes: SweepOutcomes) -> Double? {
    let n = outcomes.cells.reduce(0, +)
    guard n > 0 else { return nil }
    var sum = 0.0
    for (code, k) in outcomes.cells.enumerated() where k > 0 { sum += Double(k) * cost(code) }
    return sum / Double(n)
  }

  /// The 95 % interval of the mean cost: mean ± 1.96·s/√n with s² the sample variance of the
  /// per-swipe cost (from the cells), clamped to [0, largest cost]. A normal approximation: the
  /// cost of a swipe is bounded, so the mean of n ≥ 30 swipes is close to normal; nil below 2
  /// swipes.
  public func interval(_ outcomes: SweepOutcomes) -> SweepInterval? {
    let n = outcomes.cells.reduce(0, +)
    guard let mean = mean(outcomes) else { return nil }
    var squares = 0.0
    var largest = 0.0
    for (code, k) in outcomes.cells.enumerated() where k > 0 {
      let d = cost(code) - mean
      squares += Double(k) * d * d
      largest = Swift.max(largest, cost(code))
    }
    return SweepInterval.ofMean(mean, squaredDeviations: squares, count: n, within: 0...largest)
  }
}
