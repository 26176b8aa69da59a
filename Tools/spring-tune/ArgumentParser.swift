import AnimationMath

/// A described option of a subcommand, used both to parse and to print help.
struct OptionSpec {
  /// Long name including dashes, e.g. `--from`.
  var name: String
  /// Optional one-letter alias including the dash, e.g. `-o`.
  var short: String? = nil
  /// Placeholder for the value in help (`<x>`); `nil` for a boolean flag.
  var valueName: String?
  /// One-line help text.
  var help: String
  /// The value the option takes when it is not given, parsed exactly like a typed one, and shown
  /// as `(default: …)` in help. Declared once here (read from the library type it configures
  /// where there is one), so `run` never repeats it.
  var defaultValue: String? = nil
  /// A default that is not a value (`all cores`, `the objective`): shown in help only; the option
  /// is absent from ``ParsedArguments/value(_:)`` when not given.
  var defaultText: String? = nil
  /// Whether the option may be given more than once.
  var repeatable = false
  /// The valid values of a numeric option (of each item of a list); `nil` for an option that is
  /// not a number. Every number read through ``ParsedArguments`` is checked against it.
  var range: OptionRange? = nil

  /// Whether the option is a boolean flag (takes no value).
  var isFlag: Bool { valueName == nil }
}

/// A described positional argument.
struct PositionalSpec {
  /// Placeholder in help, e.g. `spec`.
  var name: String
  /// One-line help text.
  var help: String
  /// Whether it may be left out.
  var optional = false
  /// Whether it takes all remaining positional values (must be last).
  var variadic = false
}

/// Everything needed to parse a subcommand's arguments and print its help.
struct CommandSpec {
  /// Subcommand name as typed, e.g. `spring`.
  var name: String
  /// One-line summary for the subcommand list and the OVERVIEW line.
  var abstract: String
  /// Extra paragraphs printed after the OVERVIEW line.
  var discussion: String = ""
  /// Positional arguments in order.
  var positionals: [PositionalSpec] = []
  /// Options.
  var options: [OptionSpec] = []
  /// Optional hand-written usage line(s) after `spring-tune `; generated when empty.
  var usage: String = ""
}

/// The parsed arguments of one invocation.
struct ParsedArguments {
  /// Positional values in order.
  var positionals: [String] = []
  /// Values of options that take one, by long name, in the order given.
  var values: [String: [String]] = [:]
  /// Boolean flags that were given, by long name.
  var flags: Set<String> = []
  /// The command (used in error messages).
  var command: String = ""
  /// The arguments after the subcommand, as given (for a report's footer).
  var arguments: [String] = []
  /// The spec's default values of options that have one, by long name.
  var defaults: [String: String] = [:]
  /// The spec's ranges of numeric options, by long name.
  var ranges: [String: OptionRange] = [:]

  /// Whether the flag was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for an option, else its spec's default value, else `nil`.
  func value(_ name: String) -> String? { values[name]?.last ?? defaults[name] }

  /// The last value given for an option, `nil` when it was not given (its default ignored).
  func given(_ name: String) -> String? { values[name]?.last }

  /// Every value of a repeatable option.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether an option was given at all.
  func has(_ name: String) -> Bool { values[name] != nil || flags.contains(name) }

  /// An option with a default value in its spec: the value given, else that default.
  func text(_ name: String) throws(CLIError) -> String {
    guard let text = value(name) else { throw .usage("Missing value for '\(name)'.") }
    return text
  }

  /// A finite double option with a default value in its spec, checked against its range.
  func number(_ name: String) throws(CLIError) -> Double {
    let text = try text(name)
    return try checked(ArgumentValues.double(text, option: name), name, text: text)
  }

  /// An optional finite double option (its spec default when not given), checked against its
  /// range.
  func double(_ name: String) throws(CLIError) -> Double? {
    guard let text = value(name) else { return nil }
    return try checked(ArgumentValues.double(text, option: name), name, text: text)
  }

  /// An integer option with a default value in its spec, checked against its range.
  func integer(_ name: String) throws(CLIError) -> Int {
    let text = try text(name)
    guard let v = Int(text.trimmingSpaces()) else {
      let reason = ranges[name]?.reason ?? "expected an integer"
      throw .invalid(name, text, reason)
    }
    _ = try checked(Double(v), name, text: text)
    return v
  }

  /// A seed option (range ``OptionRange/seed``) with a default value in its spec, as `UInt64`;
  /// spaces and tabs around it are ignored, as for ``integer(_:)``.
  func seed(_ name: String) throws(CLIError) -> UInt64 {
    let text = try text(name)
    guard let v = UInt64(text.trimmingSpaces()) else {
      throw .invalid(name, text, OptionRange.seed.reason)
    }
    return v
  }

  /// A comma-separated list of finite doubles, each checked against the option's range; `nil`
  /// when absent.
  func doubleList(_ name: String) throws(CLIError) -> [Double]? {
    guard let text = value(name) else { return nil }
    let values = try ArgumentValues.doubleList(text, option: name)
    for v in values { _ = try checked(v, name) }
    return values
  }

  /// `value` if it is in the range of option `name` (any finite number when it has none).
  private func checked(_ value: Double, _ name: String, text: String? = nil) throws(CLIError)
    -> Double
  {
    guard let range = ranges[name], !range.contains(value) else { return value }
    throw .invalid(name, text ?? NumberText.shortest(value), range.reason)
  }
}

/// Parsing helpers for option values, throwing usage errors that name the option.
enum ArgumentValues {
  /// Parses a finite double (`1`, `-0.5`, `1e-3`, hexadecimal `0x1p-3`); spaces and tabs around it
  /// are ignored; `nan` and `inf` are refused.
  static func double(_ text: String, option: String) throws(CLIError) -> Double {
    let trimmed = text.trimmingSpaces()
    guard let v = Double(trimmed), !trimmed.isEmpty else {
      throw .invalid(option, text, "expected a number")
    }
    guard v.isFinite else {
      throw .invalid(option, text, "expected a finite number")
    }
    return v
  }

  /// Parses `a,b,c` into finite doubles; an empty list or an empty item is an error.
  static func doubleList(_ text: String, option: String) throws(CLIError) -> [Double] {
    let items = text.split(separator: ",", omittingEmptySubsequences: false)
    guard !text.trimmingSpaces().isEmpty else {
      throw .invalid(option, "", "expected a comma-separated list of numbers")
    }
    var result: [Double] = []
    result.reserveCapacity(items.count)
    for item in items {
      let s = String(item)
      guard !s.trimmingSpaces().isEmpty else {
        throw .invalid(option, text, "empty item in the list")
      }
      result.append(try double(s, option: option))
    }
    return result
  }
}
/// The parser: turns `[String]` into ``ParsedArguments`` according to a ``CommandSpec``.
enum ArgumentParser {
  /// Result of looking for `-h`/`--help` before parsing.
  static func wantsHelp(_ arguments: [String]) -> Bool {
    for a in arguments {
      if a == "--" { return false }
      if a == "-h" || a == "--help" { return true }
    }
    return false
  }

  /// Parses `arguments` (after the subcommand name).
  static func parse(_ arguments: [String], spec: CommandSpec) throws(CLIError) -> ParsedArguments {
    var parsed = ParsedArguments(command: spec.name)
    parsed.arguments = arguments
    for option in spec.options {
      if let d = option.defaultValue { parsed.defaults[option.name] = d }
      if let r = option.range { parsed.ranges[option.name] = r }
    }
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let arg = arguments[index]
      index += 1
      if onlyPositionals || !looksLikeOption(arg) {
        parsed.positionals.append(arg)
        continue
      }
      if arg == "--" {
        onlyPositionals = true
        continue
      }
      var name = arg
      var inlineValue: String?
      if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
        name = String(arg[..<eq])
        inlineValue = String(arg[arg.index(after: eq)...])
      }
      guard let option = spec.options.first(where: { $0.name == name || $0.short == name }) else {
        throw .usage("Unknown option '\(name)'." + suggestion(for: name, in: spec))
      }
      if option.isFlag {
        if inlineValue != nil {
          throw .usage("Option '\(option.name)' does not take a value.")
        }
        parsed.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw .usage("Missing value for '\(option.name) \(option.valueName ?? "")'.")
        }
        value = arguments[index]
        index += 1
      }
      if !option.repeatable, parsed.values[option.name] != nil {
        throw .usage("Option '\(option.name)' given more than once.")
      }
      parsed.values[option.name, default: []].append(value)
    }
    try checkPositionals(parsed.positionals, spec: spec)
    return parsed
  }

  private static func looksLikeOption(_ arg: String) -> Bool {
    guard arg.hasPrefix("-"), arg != "-" else { return false }
    // Negative numbers are values, not options.
    let rest = arg.dropFirst()
    if let c = rest.first, c.isNumber || c == "." { return false }
    return true
  }

  private static func checkPositionals(_ values: [String], spec: CommandSpec) throws(CLIError) {
    let required = spec.positionals.filter { !$0.optional }.count
    let variadic = spec.positionals.contains { $0.variadic }
    if values.count < required {
      let missing = spec.positionals[values.count]
      throw .usage("Missing expected argument '<\(missing.name)>'.")
    }
    if !variadic, values.count > spec.positionals.count {
      throw .usage("Unexpected argument '\(values[spec.positionals.count])'.")
    }
  }

  /// The generated usage line (without the `USAGE: ` prefix).
  /// ` Did you mean '--damping'?` for a mistyped or shortened option name: the options that
  /// start with `name` (an abbreviation, which the parser does not accept), else those within
  /// two edits of it (typos); empty when none is close. Several are listed, at most four.
  static func suggestion(for name: String, in spec: CommandSpec) -> String {
    let names = spec.options.map(\.name)
    let typed = name.lowercased()
    var close = typed.count > 2 ? names.filter { $0.hasPrefix(typed) } : []
    if close.isEmpty {
      close = names.filter { editDistance($0, typed, limit: 2) <= 2 }
    }
    let quoted = close.prefix(4).map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    if quoted.count == 1 { return " Did you mean \(last)?" }
    return " Did you mean one of \(quoted.dropLast().joined(separator: ", ")) or \(last)?"
  }

  /// The optimal-string-alignment distance of `a` and `b` (insertions, deletions,
  /// substitutions and swaps of neighbours each count 1), or `limit + 1` when the lengths alone
  /// differ by more than `limit`.
  static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard Swift.abs(x.count - y.count) <= limit else { return limit + 1 }
    guard !x.isEmpty, !y.isEmpty else { return Swift.max(x.count, y.count) }
    var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { d[i][0] = i }
    for j in 0...y.count { d[0][j] = j }
    for i in 1...x.count {
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        d[i][j] = Swift.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          d[i][j] = Swift.min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[x.count][y.count]
  }

  /// The usage line for an error message: ``usageLine(_:)`` when it is written by hand or short
  /// (at most 100 characters), else `spring-tune NAME <positionals> [<options>]` — the line
  /// listing every option is in `--help`.
  static func shortUsageLine(_ spec: CommandSpec) -> String {
    let full = usageLine(spec)
    guard spec.usage.isEmpty, full.count > 100 else { return full }
    var parts = ["spring-tune", spec.name]
    for p in spec.positionals {
      let token = "<\(p.name)>" + (p.variadic ? " ..." : "")
      parts.append(p.optional ? "[\(token)]" : token)
    }
    parts.append("[<options>]")
    return parts.joined(separator: " ")
  }

  static func usageLine(_ spec: CommandSpec) -> String {
    if !spec.usage.isEmpty { return "spring-tune \(spec.name) \(spec.usage)" }
    var parts = ["spring-tune", spec.name]
    for p in spec.positionals {
      let token = "<\(p.name)>" + (p.variadic ? " ..." : "")
      parts.append(p.optional ? "[\(token)]" : token)
    }
    for o in spec.options {
      var token = o.name
      if let v = o.valueName { token += " <\(v)>" }
      parts.append("[\(token)]" + (o.repeatable ? " ..." : ""))
    }
    return parts.joined(separator: " ")
  }

  /// The full help text of a subcommand, in the style of swift-argument-parser.
  static func help(_ spec: CommandSpec) -> String {
    var text = "OVERVIEW: \(spec.abstract)\n"
    if !spec.discussion.isEmpty { text += "\n\(spec.discussion)\n" }
    text += "\nUSAGE: \(usageLine(spec))\n"
    if !spec.positionals.isEmpty {
      text += "\nARGUMENTS:\n"
      for p in spec.positionals {
        text += helpRow("<\(p.name)>", p.help)
      }
    }
    text += "\nOPTIONS:\n"
    for o in spec.options {
      var label = o.short.map { "\($0), " } ?? ""
      label += o.name
      if let v = o.valueName { label += " <\(v)>" }
      var h = o.help
      if let d = o.defaultValue ?? o.defaultText { h += " (default: \(d))" }
      text += helpRow(label, h)
    }
    text += helpRow("-h, --help", "Show help information.")
    return text
  }

  /// One `  label   help` row, wrapping the label onto its own line when it is long.
  static func helpRow(_ label: String, _ help: String) -> String {
    let column = 26
    let padded = "  " + label
    if padded.count + 2 > column {
      return padded + "\n" + String(repeating: " ", count: column) + help + "\n"
    }
    return padded + String(repeating: " ", count: column - padded.count) + help + "\n"
  }
}
