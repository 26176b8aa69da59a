import AnimationMath
import SwipeTuning

/// The valid values of a numeric option: an interval of finite numbers (each end included or
/// not), or of integers. Every numeric option of every subcommand declares one in its
/// ``OptionSpec`` (the one range table: ``ParsedArguments`` checks every value read against it,
/// and `Docs/CLI.md` lists it), so no value outside what the command can compute with reaches the
/// library.
struct OptionRange: Equatable, Sendable {
  /// The lower end.
  var lower: Double
  /// Whether `lower` itself is valid.
  var lowerIncluded: Bool
  /// The upper end.
  var upper: Double
  /// Whether `upper` itself is valid.
  var upperIncluded: Bool
  /// Whether only integers are valid.
  var integer = false

  /// The largest finite binary64 number, the end of "any finite number".
  static let largest = Double.greatestFiniteMagnitude

  /// Any finite number.
  static let finite = OptionRange(
    lower: -largest, lowerIncluded: true, upper: largest, upperIncluded: true)
  /// [lower, upper].
  static func closed(_ lower: Double, _ upper: Double) -> OptionRange {
    OptionRange(lower: lower, lowerIncluded: true, upper: upper, upperIncluded: true)
  }
  /// (lower, upper].
  static func above(_ lower: Double, upTo upper: Double) -> OptionRange {
    OptionRange(lower: lower, lowerIncluded: false, upper: upper, upperIncluded: true)
  }
  /// (lower, upper).
  static func open(_ lower: Double, _ upper: Double) -> OptionRange {
    OptionRange(lower: lower, lowerIncluded: false, upper: upper, upperIncluded: false)
  }
  /// The integers lower...upper.
  static func integers(_ lower: Int, _ upper: Int) -> OptionRange {
    OptionRange(
      lower: Double(lower), lowerIncluded: true, upper: Double(upper), upperIncluded: true,
      integer: true)
  }

  /// A seed: the integers 0...2⁶⁴ − 1 (read as `UInt64`, documented here).
  static let seed = OptionRange(
    lower: 0, lowerIncluded: true, upper: 0x1p64, upperIncluded: false, integer: true)

  /// Whether `value` is in the range (NaN never is).
  func contains(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    let aboveLower = lowerIncluded ? value >= lower : value > lower
    let belowUpper = upperIncluded ? value <= upper : value < upper
    return aboveLower && belowUpper && (!integer || value == value.rounded())
  }

  /// The range as written in help, errors and `Docs/CLI.md`: `(0, 1]`, `[0, 1e300]`,
  /// `1...32`, `any finite number`, `≥ 0`.
  var text: String {
    if self == .finite { return "any finite number" }
    if self == .seed { return "0...\(UInt64.max)" }
    if integer {
      return "\(Int(lower))...\(Int(upper))"
    }
    if upper == Self.largest && upperIncluded { return (lowerIncluded ? "≥ " : "> ") + n(lower) }
    return (lowerIncluded ? "[" : "(") + n(lower) + ", " + n(upper) + (upperIncluded ? "]" : ")")
  }

  /// The reason of the error for a value outside: `expected a number in (0, 1]`.
  var reason: String {
    if integer { return "expected an integer in \(text)" }
    if self == .finite { return "expected a finite number" }
    if upper == Self.largest && upperIncluded { return "expected a number \(text)" }
    return "expected a number in \(text)"
  }

  private func n(_ v: Double) -> String { NumberText.shortest(v) }
}

extension OptionRange {
  /// A swept parameter's range (each value of its list or `A...B:STEP` range), from
  /// ``SweepParameter/bounds``.
  init(_ parameter: SweepParameter) {
    let b = parameter.bounds
    self.init(
      lower: b.lower, lowerIncluded: b.lowerIncluded, upper: b.upper, upperIncluded: b.upperIncluded
    )
  }
}
