/// The outcome table of one setting over a population: how many swipes ended in each of the 64
/// outcome cells. Every count and rate column, the cost and the paired test between two
/// settings are functions of it.
///
/// A swipe's cell is a 6-bit code (``code(completed:feelsDecided:reversed:hijacked:intent:)``):
/// - bit 0 `D`: the setting completed the swipe;
/// - bit 1 `F`: its hand-off feels like the decided outcome (a swipe the gate rejected never moved
///   and feels cancelled);
/// - bit 2 `R`: its hand-off reverses (first moves away from the decided end);
/// - bit 3 `H`: a **hijack** — the swipe did not mean the transition (``ReleaseRecord/isScroll``)
///   yet passed the angle gate and began it, whatever was decided after;
/// - bits 4–5: the intent, 0 unknown, 1 complete, 2 cancel.
public struct SweepOutcomes: Hashable, Sendable {
  /// The number of cells.
  public static let cellCount = 64

  /// Swipes per cell, indexed by code (64 entries).
  public var cells: [Int]

  /// An empty table.
  public init() { cells = [Int](repeating: 0, count: Self.cellCount) }

  /// A table from its 64 cells.
  ///
  /// - Precondition: `cells.count == 64`, every count ≥ 0.
  public init(cells: [Int]) {
    precondition(cells.count == Self.cellCount && cells.allSatisfy { $0 >= 0 }, "64 counts ≥ 0")
    self.cells = cells
  }

  /// The code of a swipe's outcome.
  @inlinable
  public static func code(
    completed: Bool, feelsDecided: Bool, reversed: Bool, hijacked: Bool, intent: SwipeIntent?
  ) -> Int {
    let i =
      switch intent {
      case nil: 0
      case .complete: 1
      case .cancel: 2
      }
    return (completed ? 1 : 0) | (feelsDecided ? 2 : 0) | (reversed ? 4 : 0) | (hijacked ? 8 : 0)
      | i << 4
  }

  /// Whether cell `code` completed.
  @inlinable public static func completed(_ code: Int) -> Bool { code & 1 != 0 }
  /// Whether cell `code`'s hand-off feels decided.
  @inlinable public static func feelsDecided(_ code: Int) -> Bool { code & 2 != 0 }
  /// Whether cell `code`'s hand-off reverses.
  @inlinable public static func reversed(_ code: Int) -> Bool { code & 4 != 0 }
  /// Whether cell `code` is a hijack.
  @inlinable public static func hijacked(_ code: Int) -> Bool { code & 8 != 0 }
  /// The intent of cell `code`.
  @inlinable public static func intent(_ code: Int) -> SwipeIntent? {
    switch code >> 4 {
    case 1: .complete
    case 2: .cancel
    default: nil
    }
  }

  /// Whether cell `code` agrees with intent: labelled, decided as meant, and not a hijack (a
  /// scroll that began the transition did not agree with its user, even if then cancelled).
  @inlinable public static func agrees(_ code: Int) -> Bool {
    guard let intent = intent(code), !hijacked(code) else { return false }
    return (intent == .complete) == completed(code)
  }

  /// Whether cell `code` is a false completion: meant to cancel, completed.
  @inlinable public static func falseComplete(_ code: Int) -> Bool {
    intent(code) == .cancel && completed(code)
  }

  /// Whether cell `code` is a false cancel: meant to complete, cancelled.
  @inlinable public static func falseCancel(_ code: Int) -> Bool {
    intent(code) == .complete && !completed(code)
  }

  /// The number of swipes whose cell satisfies `predicate`.
  public func count(_ predicate: (Int) -> Bool) -> Int {
    var n = 0
    for code in 0..<Self.cellCount where predicate(code) { n += cells[code] }
    return n
  }

  /// The cell-wise sum.
  public static func + (a: SweepOutcomes, b: SweepOutcomes) -> SweepOutcomes {
    SweepOutcomes(cells: zip(a.cells, b.cells).map { $0 + $1 })
  }
}

extension SweepRowStatistics {
  /// Statistics whose counts are read off `outcomes` (every swipe in one cell), with `engaged`
  /// swipes and no percentiles.
  ///
  /// - `intentAgreement` counts ``SweepOutcomes/agrees(_:)`` (hijacks never agree);
  /// - `falseComplete`/`falseCancel` the labelled swipes decided against intent, whether
  ///   hijacked or not; a labelled hijack that was cancelled is neither, so agreement + false
  ///   completes + false cancels + cancelled labelled hijacks = labelled.
  public init(outcomes: SweepOutcomes, engaged: Int) {
    typealias O = SweepOutcomes
    self.init(
      swipes: outcomes.count { _ in true }, engaged: engaged,
      labelled: outcomes.count { O.intent($0) != nil },
      completed: outcomes.count(O.completed),
      feelsComplete: outcomes.count { O.completed($0) && O.feelsDecided($0) },
      feelsCancelled: outcomes.count { !O.completed($0) && O.feelsDecided($0) },
      intentAgreement: outcomes.count(O.agrees), falseComplete: outcomes.count(O.falseComplete),
      falseCancel: outcomes.count(O.falseCancel), reversed: outcomes.count(O.reversed),
      arrivalP50: nil, arrivalP95: nil, settleP50: nil, settleP95: nil, overshootP95: nil)
    hijacked = outcomes.count(O.hijacked)
    self.outcomes = outcomes
  }
}
