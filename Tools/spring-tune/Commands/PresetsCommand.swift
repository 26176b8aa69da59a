import AnimationMath
import SwipeTuning
import TextFormats

/// `spring-tune presets [--csv]`: every swipe preset with its rule, gate, hand-off and source.
enum PresetsCommand: Subcommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "presets",
      abstract: "List the swipe presets: rule, gate, hand-off and source.",
      discussion: """
        Each preset is a whole swipe-back system ('sweep --preset NAME'): its completion rule
        with its progress mapping, its gate, the hand-off that finishes the motion, where they
        come from, and what is known and what is guessed. Text at most 80 columns; --csv
        prints one row per preset. Docs/Presets.md compares them on one population.
        """,
      options: [
        OptionSpec(name: "--csv", valueName: nil, help: "CSV instead of text.")
      ],
      usage: "[--csv]")
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    io.out(arguments.flag("--csv") ? csv() : text())
  }

  /// One row per preset.
  static func csv() -> String {
    var csv = CSVWriter(header: [
      "preset", "policy", "rule", "progress", "gate", "handoff", "platform", "estimator", "source",
      "known", "guessed",
    ])
    for p in SwipePreset.all {
      csv.appendRow([
        p.name, p.rule.rawValue, p.rule.summary, p.mapping, p.gate.summary, p.handoff,
        p.platform?.name ?? "", estimator(p), p.source, p.known, p.guessed,
      ])
    }
    return csv.text
  }

  /// A block per preset, wrapped at 80 columns.
  static func text() -> String {
    var out = ""
    for p in SwipePreset.all {
      out += p.name + "\n"
      out += field("rule", p.rule.summary + ", p = " + p.mapping)
      out += field("gate", p.gate.summary)
      out += field("hand-off", p.handoff)
      out += field("platform", (p.platform?.name ?? "none") + ", estimator " + estimator(p))
      out += field("source", p.source)
      out += field("known", p.known)
      if !p.guessed.isEmpty { out += field("guessed", p.guessed) }
      out += "\n"
    }
    return out
  }

  /// The estimator a sweep of the preset uses: its platform's, else the sweep's default.
  static func estimator(_ p: SwipePreset) -> String {
    p.platform?.estimator.name ?? SweepRequest.defaultEstimators.joined(separator: ",")
  }

  /// `  label     text`, the text wrapped at 80 columns under itself.
  static func field(_ label: String, _ text: String) -> String {
    let indent = 12
    let head = "  " + label + String(repeating: " ", count: indent - 2 - label.count)
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && indent + line.count + 1 + word.count > 80 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    let pad = String(repeating: " ", count: indent)
    return lines.enumerated().map { ($0.offset == 0 ? head : pad) + $0.element + "\n" }.joined()
  }
}
