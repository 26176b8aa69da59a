import AnimationMath
import SweepFiles
import SwipeTuning

/// `spring-tune import FORMAT INPUT --out DIR`: platform touch logs to trace CSV files.
enum ImportCommand: Subcommand {
  /// The formats, in help order.
  static let formats = ["getevent", "pointer-events"]

  static var spec: CommandSpec {
    CommandSpec(
      name: "import",
      abstract: "Turn an Android getevent log or a Pointer Events JSON log into trace files.",
      discussion: """
        Writes one trace CSV per touch (t_ms,x,y,phase, from touch-down to lift-off or cancel)
        into a directory, named after the input (pixel.log → pixel-0001.csv, …), for 'velocity'
        and 'sweep --traces'. The units and conversion used go to stderr. Formats and how to
        read each value off a device: Docs/Importing.md.
        """,
      positionals: [
        PositionalSpec(
          name: "format", help: "getevent (adb shell getevent -lt or -t) or pointer-events (JSON)."),
        PositionalSpec(name: "input", help: "The log file."),
      ],
      options: [
        OptionSpec(
          name: "--out", short: "-o", valueName: "dir",
          help: "Directory for the trace files (created if missing)."),
        OptionSpec(
          name: "--screen", valueName: "WxH",
          help: "getevent: screen size in px (adb shell wm size); needs --abs-range."),
        OptionSpec(
          name: "--abs-range", valueName: "XMIN:XMAX,YMIN:YMAX",
          help: "getevent: raw ABS_MT_POSITION_X/Y ranges (getevent -lp); needs --screen."),
        OptionSpec(
          name: "--density", valueName: "dpi",
          help: "getevent: screen density (adb shell wm density); converts px to dp = points.",
          range: .closed(1, 100_000)),
        OptionSpec(
          name: "--task", valueName: "name",
          help: "Write this task into every trace's 'task' column."),
        OptionSpec(
          name: "--intent", valueName: "complete|cancel",
          help: "Write this intent into every trace's 'intent' column."),
        OptionSpec(
          name: "--device", valueName: "text",
          help: "Write this text into every trace's 'device' column."),
      ],
      usage:
        "<format> <input> --out <dir> [--screen <WxH> --abs-range <XMIN:XMAX,YMIN:YMAX>] "
        + "[--density <dpi>] [--task <name>] [--intent <complete|cancel>] [--device <text>]")
  }

  /// `--out` is required; the panel options are getevent's only, and `--screen` and
  /// `--abs-range` go together. (An unknown format is `run`'s error.)
  static func validate(_ arguments: ParsedArguments) throws(CLIError) {
    let format = arguments.positionals.first ?? ""
    guard formats.contains(format) else { return }
    guard arguments.has("--out") else {
      throw .usage("'import' needs '--out <dir>' (the directory the trace files go to).")
    }
    let gettingEvents = format == "getevent"
    for flag in ["--screen", "--abs-range", "--density"] where !gettingEvents && arguments.has(flag)
    {
      throw .usage("'\(flag)' is for the getevent format (Pointer Events are already in CSS px).")
    }
    if arguments.has("--screen") != arguments.has("--abs-range") {
      throw .usage(
        "'--screen' and '--abs-range' go together: panel units map to pixels by both.")
    }
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let format = arguments.positionals[0]
    let path = arguments.positionals[1]
    guard formats.contains(format) else {
      throw .invalid("format", format, "expected one of: \(formats.joined(separator: ", "))")
    }
    let out = try arguments.text("--out")
    let gettingEvents = format == "getevent"
    var importer = GeteventImporter()
    if let text = arguments.value("--screen") {
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
        (1...100_000).contains(w), (1...100_000).contains(h)
      else {
        throw .invalid(
          "--screen", text, "expected WxH in pixels, e.g. 1080x2400 (1 to 100000 each)")
      }
      let range: GeteventImporter.AbsRange
      let rangeText = try arguments.text("--abs-range")
      do { range = try .init(parsing: rangeText, field: "--abs-range") } catch {
        throw .invalid(error)
      }
      importer = GeteventImporter(screen: (w, h), absRange: range)
    }
    if arguments.has("--density") { importer.density = try arguments.number("--density") }
    importer.settingNames = (absRange: "--abs-range", density: "--density")
    var intent: SwipeIntent?
    if let text = arguments.value("--intent") {
      guard let v = SwipeIntent(rawValue: text) else {
        throw .invalid("--intent", text, "expected complete or cancel")
      }
      intent = v
    }
    let text = try InputFile.text(path)
    var result: TraceImport
    do {
      result =
        gettingEvents
        ? try importer.parse(text, file: path) : try PointerEventsImporter.parse(text, file: path)
    } catch { throw .badFile(error) }
    for i in result.swipes.indices {
      result.swipes[i].intent = intent
      result.swipes[i].task = arguments.value("--task")
      if let device = arguments.value("--device") { result.swipes[i].device = device }
    }
    let texts: [String]
    do { texts = try result.traceTexts(file: path) } catch { throw .badFile(error) }
    let names: [String]
    do { names = try TraceDirectory.writeImport(texts, of: path, into: out) } catch {
      throw CLIError(error)
    }
    let directory = out.hasSuffix("/") ? out : out + "/"
    for note in result.notes { io.err(note + "\n") }
    io.err(
      "Wrote \(names.count) trace file(s) to \(directory)\(names.first ?? "")"
        + (names.count > 1 ? " … \(names[names.count - 1])" : "") + "\n")
  }
}
