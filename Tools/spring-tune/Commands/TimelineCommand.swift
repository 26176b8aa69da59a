import AnimationMath
import Foundation
import SwipeTuning
import TextFormats

/// `spring-tune timeline FILE.json --at T,... [--velocity]`: evaluates every track of a timeline
/// file and prints CSV.
enum TimelineCommand: Subcommand {
  static let spec = CommandSpec(
    name: "timeline",
    abstract: "Evaluate a keyframe timeline file at given times.",
    discussion: """
      Prints CSV: 't', then one column per track in the file's order (a vector track 'p' gives
      'p.0', 'p.1', ...). '--velocity' appends one velocity column per value column, in the same
      order ('alpha.velocity', 'p.0.velocity', ...). Times are seconds on the timeline's clock,
      also with relative timing; outside [0, duration] tracks hold their end values. The file
      format is described in Docs/TimelineJSON.md.
      """,
    positionals: [PositionalSpec(name: "file", help: "Timeline JSON file.")],
    options: [
      OptionSpec(
        name: "--at", valueName: "t,...", help: "Times in seconds, comma-separated.",
        range: .finite),
      OptionSpec(name: "--velocity", valueName: nil, help: "Add velocity columns."),
    ],
    usage: "<file> --at <t,...> [--velocity]")

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let path = arguments.positionals[0]
    guard let times = try arguments.doubleList("--at") else {
      throw .usage("Missing expected option '--at <t,...>'.")
    }
    try OutputFiles.checkStandardOutput(inputs: [("file", path)], io: io)
    let timeline = try load(path)
    let withVelocity = arguments.flag("--velocity")
    var header = ["t"]
    var velocityHeader: [String] = []
    for name in timeline.trackNames {
      let columns = columnNames(name, timeline.anyValue(of: name, at: 0).map(components) ?? [])
      header += columns
      velocityHeader += columns.map { $0 + ".velocity" }
    }
    if withVelocity { header += velocityHeader }
    var csv = CSVWriter(header: header)
    for t in times {
      var row = [t]
      var velocities: [Double] = []
      for name in timeline.trackNames {
        let value = timeline.anyValue(of: name, at: t).map(components) ?? []
        let velocity =
          withVelocity ? timeline.anyVelocity(of: name, at: t).map(components) ?? [] : []
        guard (value + velocity).allSatisfy(\.isFinite) else {
          throw .badFile(
            InputFileError(
              file: path, line: nil,
              message: "track '\(name)' at t = \(NumberText.shortest(t)): the "
                + (value.allSatisfy(\.isFinite) ? "velocity" : "value")
                + " overflows (keyframe values or curve parameters too large, or keyframes too "
                + "close together, for binary64)"))
        }
        row += value
        velocities += velocity
      }
      csv.appendRow(row + velocities)
    }
    io.out(csv.text)
  }

  /// Reads and parses the file: I/O problems exit 74, bad content 65.
  static func load(_ path: String) throws(CLIError) -> Timeline {
    let text = try InputFile.text(path)
    do {
      return try Timeline(parsing: text)
    } catch {
      throw .badFile(InputFileError(file: path, error))
    }
  }

  /// `name` for one component, `name.0`, `name.1`, … for vectors.
  static func columnNames(_ name: String, _ components: [Double]?) -> [String] {
    guard let components, components.count > 1 else { return [name] }
    return components.indices.map { "\(name).\($0)" }
  }

  /// The scalar components of the value types a timeline file produces.
  static func components(_ value: any Interpolatable) -> [Double] {
    switch value {
    case let v as Double: [v]
    case let v as SIMD2<Double>: [v.x, v.y]
    case let v as SIMD3<Double>: [v.x, v.y, v.z]
    case let v as SIMD4<Double>: [v.x, v.y, v.z, v.w]
    default: []
    }
  }
}
