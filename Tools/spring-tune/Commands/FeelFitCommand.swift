import AnimationMath
import SwipeTuning
import TextFormats

/// `spring-tune feel-fit RATINGS... --out feel-model.json`: feel bounds from feel-test ratings.
enum FeelFitCommand: Subcommand {
  static let spec = CommandSpec(
    name: "feel-fit",
    abstract: "Fit feel bounds to feel-test ratings; write a model for 'sweep --feel-model'.",
    discussion: """
      Reads the CSVs of 'spring-tune record --feel-test' pages (columns swipe, t, x, y, phase,
      intent, device, viewport, handoff, rating). For every rated trial it replays the hand-off
      the page showed — the SPEC from the release position to the task's edge at the finger's
      lsq2 release velocity — and measures its overshoot, ringing, settling time (1 pt band)
      and release velocity jump. For each feature it fits P(yes) = 1/(1 + e^(-b(bound - f)))
      by maximum likelihood, per participant (the 'device' label) and pooled over the
      participants with a learnable bound of their own, with a 95 % profile-likelihood
      interval. A feature whose ratings do not depend on it (likelihood
      ratio <= 3.84, as for a random answerer), with too few ratings or answers, or whose
      bound lies outside the hand-offs tested has 'no learnable bound'. Writes the model as
      JSON and prints the fits. See Docs/FeelTest.md.
      """,
    positionals: [
      PositionalSpec(
        name: "ratings", help: "Exported feel-test CSVs.", variadic: true)
    ],
    options: [
      OptionSpec(
        name: "--out", short: "-o", valueName: "file", help: "Where to write the model JSON.",
        defaultValue: "feel-model.json"),
      OptionSpec(
        name: "--name", valueName: "text", help: "The model's name (default: the file's name)."),
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let out = try arguments.text("--out")
    let paths = arguments.positionals
    if paths.isEmpty { throw .usage("Missing ratings: give one or more feel-test CSVs.") }
    let outputs = try OutputFiles([("--out", out)], inputs: paths.map { ("ratings", $0) }, io: io)
    var ratings: [FeelRating] = []
    var skipped = 0
    for path in paths {
      let (own, skips) = try read(path)
      ratings += own
      skipped += skips
    }
    if ratings.isEmpty && skipped == 0 {
      throw .badFile(
        InputFileError(
          file: paths[0], line: nil, message: "no rated hand-off (no 'handoff' and 'rating')"))
    }
    let fileName = out.split(separator: "/").last.map(String.init) ?? out
    let model = FeelModel(
      name: arguments.value("--name") ?? fileName, ratings: ratings, skipped: skipped)
    try outputs.write(["--out": model.json()])
    io.out(summary(model))
  }

  /// The rated hand-offs of one export, and how many were skipped
  /// (`FeelRating.ratings(inExport:file:)`).
  static func read(_ path: String) throws(CLIError) -> ([FeelRating], Int) {
    let text = try InputFile.text(path)
    do { return try FeelRating.ratings(inExport: text, file: path) } catch {
      throw .badFile(error)
    }
  }

  /// The fits as text: pooled, then per participant.
  static func summary(_ model: FeelModel) -> String {
    func line(_ f: FeelBoundFit) -> String {
      let head = "  \(f.feature.rawValue) (\(f.feature.unit)), \(f.count) ratings, \(f.yes) yes: "
      guard let bound = f.bound, let i = f.interval else { return head + (f.problem ?? "") + "\n" }
      return head + "bound \(short(bound)) [\(short(i.lowerBound)), \(short(i.upperBound))] "
        + "-> \(f.feature.boundName)\n"
    }
    var s = "feel model '\(model.name)': \(model.ratings) ratings (\(model.skipped) skipped)\n"
    if !model.excluded.isEmpty {
      s +=
        "left out of the pooled fit (no learnable bound of their own): "
        + model.excluded.joined(separator: ", ") + "\n"
    }
    s += "pooled:\n" + model.pooled.map(line).joined()
    for p in model.participants {
      s += "\(p.name):\n" + p.fits.map(line).joined()
    }
    return s
  }

  static func short(_ x: Double) -> String { NumberText.shortest((x * 1000).rounded() / 1000) }
}
