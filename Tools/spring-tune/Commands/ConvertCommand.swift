import AnimationMath
import SwipeTuning

/// `spring-tune convert SPEC [--to NAME,...]`: one spring in every ecosystem's parameters.
enum ConvertCommand: Subcommand {
  static let spec = CommandSpec(
    name: "convert",
    abstract: "Print a spring in every ecosystem's parameters (SwiftUI, Android, Rebound, ...).",
    discussion: """
      Prints CSV, one row per ecosystem, with header
      'ecosystem,api,parameter_1,value_1,parameter_2,value_2,parameter_3,value_3,spec,note':
      the ecosystem's name and API, up to three parameters in its own names and order (unused
      cells empty), a SPEC that 'spring' and 'convert' read back, and a note: why the
      ecosystem cannot express this spring (its values are then empty), or a caveat.

      Ecosystems: physical, swiftui, swiftui-response, core-animation, android, flutter,
      rebound, origami, pop, react-spring, react-spring-frequency, framer, framer-visual,
      framer-duration, wave.
      """,
    positionals: [
      PositionalSpec(
        name: "spec", help: "The spring as key=value pairs (see 'spring-tune help spring').")
    ],
    options: [
      OptionSpec(
        name: "--to", valueName: "name,...", help: "Only these ecosystems, in this order.")
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let spring = try SpringCommand.parseSpring(arguments.positionals[0])
    var ecosystems = SpringEcosystem.all
    if let names = arguments.value("--to") {
      ecosystems = []
      for name in names.split(separator: ",", omittingEmptySubsequences: false) {
        let trimmed = String(name).trimmingSpaces()
        guard let e = SpringEcosystem.named(trimmed) else {
          throw .invalid(
            "--to", trimmed,
            "expected one of " + SpringEcosystem.all.map(\.name).joined(separator: ", "))
        }
        ecosystems.append(e)
      }
    }
    var csv = CSVWriter(header: [
      "ecosystem", "api", "parameter_1", "value_1", "parameter_2", "value_2", "parameter_3",
      "value_3", "spec", "note",
    ])
    for e in ecosystems {
      let values = e.values(for: spring)
      var row = [e.name, e.api]
      for i in 0..<3 {
        if i < e.parameters.count {
          row.append(e.parameters[i].name)
          row.append(values.map { NumberText.shortest($0[i]) } ?? "")
        } else {
          row += ["", ""]
        }
      }
      row.append(e.form.spec(for: spring) ?? "")
      row.append(e.note(for: spring))
      csv.appendRow(row)
    }
    io.out(csv.text)
  }
}
