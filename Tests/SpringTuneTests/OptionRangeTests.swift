import Foundation
import Testing

@testable import spring_tune

/// The one range table: every numeric flag of every subcommand declares its valid values in its
/// ``OptionSpec``, values outside are refused (64) naming flag, value and range, and
/// `Docs/CLI.md` lists exactly these ranges.
@Suite("option ranges")
struct OptionRangeTests {
  /// Options that take a value that is not a number (names, paths, text, specs, curves).
  static let nonNumeric: Set<String> = [
    "--policy", "--estimator", "--handoff", "--traces", "--axis", "--direction", "--out", "--svg",
    "--svg-metric", "--objective", "--cost", "--shard", "--population-shard", "--to", "--strategy",
    "--model",
    "--spring",
    "--ease", "--timeline", "--title", "--format", "--extrapolation", "--population", "--baseline",
    "--travel-origin", "--preset", "--screen", "--abs-range", "--task", "--intent", "--device",
    "--by", "--platform", "--feel-test", "--feel-model", "--name", "--plateau-of",
    "--velocity-unit", "--dir", "--sbatch-arg", "--tool",
  ]

  @Test func everyNumericOptionHasARange() {
    for command in SpringTuneCLI.commands {
      for option in command.spec.options where !option.isFlag && option.range == nil {
        // `convert --to` is a list of names; `spring --to` and `plot --to` are numbers.
        #expect(
          Self.nonNumeric.contains(option.name)
            && !(option.name == "--to"
              && ["spring", "plot"].contains(command.spec.name)),
          "\(command.spec.name) \(option.name) has no range")
      }
    }
  }

  @Test func defaultsAreInTheirRanges() {
    for command in SpringTuneCLI.commands {
      for option in command.spec.options {
        guard let range = option.range, let text = option.defaultValue, range != .seed,
          let list = try? ArgumentValues.doubleList(text, option: option.name)
        else { continue }
        for v in list {
          #expect(range.contains(v), "\(command.spec.name) \(option.name) default \(text)")
        }
      }
    }
  }

  @Test func textAndReason() {
    #expect(OptionRange.above(0, upTo: 1).text == "(0, 1]")
    #expect(OptionRange.open(0, 1).reason == "expected a number in (0, 1)")
    #expect(OptionRange.integers(2, 32).reason == "expected an integer in 2...32")
    #expect(OptionRange.closed(0, OptionRange.largest).reason == "expected a number ≥ 0")
    #expect(OptionRange.finite.text == "any finite number")
    #expect(OptionRange.seed.text == "0...18446744073709551615")
    #expect(!OptionRange.integers(1, 3).contains(1.5))
    #expect(!OptionRange.finite.contains(.nan))
  }

  /// The repros of issue 11: tiny and huge values that trapped (SIGILL) now exit 64 naming the
  /// flag, the value and the range, before any work.
  @Test func outOfRangeValuesExit64NamingTheRange() {
    let trace = "t_ms,x,y,phase\n0,0,0,down\n8,10,0,move\n16,20,0,up\n"
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "option-range-\(getpid()).csv"
    ).path
    _ = FileManager.default.createFile(atPath: path, contents: Data(trace.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let cases: [([String], String)] = [
      (
        ["velocity", path, "--horizon", "1e-321"],
        "Invalid value '1e-321' for '--horizon': expected a number in [0.001, 1000000]."
      ),
      (
        ["velocity", path, "--pause", "5e-324"],
        "Invalid value '5e-324' for '--pause': expected a number in [0.001, 1000000]."
      ),
      (
        ["sweep", "--response", "1e-155", "-o", "-"],
        "Invalid value '1e-155' for '--response': a response must be in [0.0001, 10000] seconds "
          + "(got 1e-155)."
      ),
      (
        ["sweep", "--response", "1e163", "-o", "-"],
        "Invalid value '1e163' for '--response': a response must be in [0.0001, 10000] seconds "
          + "(got 1e+163)."
      ),
      (
        ["sweep", "--damping", "1e300", "--response", "1e-10", "-o", "-"],
        "Invalid value '1e300' for '--damping': a damping ratio must be in [0, 10000] "
          + "(got 1e+300)."
      ),
      (
        ["sweep", "--damping", "1e100", "--response", "1e-100", "-o", "-"],
        "Invalid value '1e100' for '--damping': a damping ratio must be in [0, 10000] "
          + "(got 1e+100)."
      ),
      (
        ["sweep", "--settle-tolerance", "1e-300", "-o", "-"],
        "Invalid value '1e-300' for '--settle-tolerance': expected a number in [1e-06, 1000000]."
      ),
      (
        ["sweep", "--width", "1e300", "-o", "-"],
        "Invalid value '1e300' for '--width': expected a number in [1, 100000]."
      ),
      (
        ["ease", "ease", "--css", "--max-error", "0"],
        "Invalid value '0' for '--max-error': expected a number in (0, 1]."
      ),
      (
        ["report", "r.csv", "--top", "1e3"],
        "Invalid value '1e3' for '--top': expected an integer in 1...1000000."
      ),
    ]
    for (arguments, message) in cases {
      let run = runCLI(arguments)
      #expect(run.code == 64, "\(arguments)")
      #expect(run.err.hasPrefix("Error: \(message)\n"), "\(arguments): \(run.err)")
      #expect(run.out.isEmpty, "\(arguments)")
    }
  }

  /// `Docs/CLI.md` holds the table generated from the specs, between its two markers.
  @Test func manualListsEveryRange() throws {
    let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Docs/CLI.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    let start = "<!-- ranges: generated from the option specs; OptionRangeTests checks it -->\n"
    let end = "<!-- end of ranges -->"
    guard let a = text.range(of: start), let b = text.range(of: end) else {
      Issue.record("Docs/CLI.md has no range table markers")
      return
    }
    let table = String(text[a.upperBound..<b.lowerBound])
    #expect(table == Self.generatedTable, "expected:\n\(Self.generatedTable)")
  }

  /// The Markdown table of every numeric flag's range, in help order.
  static var generatedTable: String {
    var rows = "| command | flag | valid values |\n| --- | --- | --- |\n"
    for command in SpringTuneCLI.commands {
      for option in command.spec.options {
        guard let range = option.range else { continue }
        let kind =
          [
            "--damping", "--response", "--progress-threshold", "--velocity-threshold",
            "--projection-rate",
          ].contains(option.name) && command.spec.name == "sweep"
          ? " (every value of the list or range)" : ""
        let list = option.valueName?.hasSuffix(",...") == true ? " (each item)" : ""
        rows += "| `\(command.spec.name)` | `\(option.name)` | \(range.text)\(kind)\(list) |\n"
      }
    }
    return rows
  }
}
