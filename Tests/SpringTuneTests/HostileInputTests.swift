import AnimationMath
import SwipeTuning
import Testing

@testable import spring_tune

/// A seeded fuzz of the file-free subcommands with the values users mistype: every run must end
/// in 0, 64 or 65 with a message, and a printed table must hold numbers only (`inf` only where
/// documented: a settling time, an easing slope at a vertical tangent). The QA pass found
/// traps (Origami tension 1e308, linear() export near 1e300) and `nan`/`inf` tables this way.
@Suite("hostile inputs")
struct HostileInputTests {
  static let numbers = [
    "0", "-0", "1", "-1", "0.5", "170", "26", "1e308", "-1e308", "1e300", "1e-300", "1e-320",
    "5e-324", "1e9", "1e-9", "nan", "inf", "-inf", "", "abc", "1e400", "0.9999999999999999",
  ]
  static let specKeys = [
    ["stiffness", "damping"], ["dampingRatio", "response"], ["duration", "bounce"],
    ["tension", "friction"], ["reboundTension", "reboundFriction"], ["bounciness", "speed"],
    ["frequency", "damping"], ["visualDuration", "bounce"], ["framerDuration", "bounce"],
    ["mass", "stiffness", "damping"], ["stiffness", "dampingRatio"],
  ]
  static let curves = [
    "ease", "steps(3, jump-both)", "steps(1000000000)", "cubic-bezier(0, 1e300, 1, -1e300)",
    "cubic-bezier(1, 0, 0, 1)", "linear(0, 1 1e-300%, 0 2e-300%, 1)", "easeInElastic",
    "easeOutExpo", "emphasized", "reverse(easeInExpo)", "chain(ease 0.5 1e300, ease-out)",
    "spring(dampingRatio=0.01,response=1e-9)", "interval(0, 1e-300, ease)",
  ]

  @Test func seededFuzzOfSpringConvertEaseAndProject() {
    var random = SplitMix64(seed: 0x5EED)
    func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    func number() -> String { pick(Self.numbers) }
    func list(_ n: Int) -> String {
      (0..<n).map { _ in pick(Array(Self.numbers.prefix(15))) }.joined(separator: ",")
    }
    for _ in 0..<400 {
      let spec = pick(Self.specKeys).map { "\($0)=\(number())" }.joined(separator: ",")
      var arguments: [String]
      switch random.next() % 5 {
      case 0:
        arguments = ["spring", spec, "--at", list(3), "--from", number(), "--velocity", number()]
      case 1: arguments = ["spring", spec, "--settle", list(2), "--to", number()]
      case 2: arguments = ["convert", spec]
      case 3:
        arguments = [
          "ease", pick(Self.curves), "--at", list(4), "--slope", "--extrapolation",
          pick(["spec", "browser", "clamp"]),
        ]
      default:
        let model = pick(["decay", "friction", "compose", "fling"])
        arguments = ["project", "--velocity", number(), "--model", model]
        if model != "fling" { arguments += ["--stop-velocity", number()] }
      }
      let run = runCLI(arguments)
      #expect([0, 64, 65].contains(run.code), "\(arguments)")
      #expect(run.code == 0 || run.err.hasPrefix("Error: "), "\(arguments)")
      guard run.code == 0 else { continue }
      for line in run.out.split(separator: "\n").dropFirst() {
        for (column, field) in line.split(separator: ",", omittingEmptySubsequences: false)
          .enumerated()
        {
          let documentedInfinity =
            (arguments[0] == "spring" && arguments.contains("--settle") && column == 1)
            || (arguments[0] == "ease" && column == 2)
          #expect(field != "nan" && field != "-nan", "\(arguments): \(line)")
          #expect(
            documentedInfinity || (field != "inf" && field != "-inf"), "\(arguments): \(line)")
        }
      }
    }
  }
}
