import AnimationMath
import SwipeTuning

/// `spring-tune record`: the recorder page, one self-contained HTML file.
enum RecordCommand: Subcommand {
  static let spec = CommandSpec(
    name: "record",
    abstract: "Write the recorder page: labelled swipes on a phone, exported as a trace CSV.",
    discussion: """
      Writes one self-contained HTML file (inline CSS and JavaScript; it requests nothing) that
      leads a person through a seeded, randomised series of labelled tasks on a pretend
      two-screen app: go back, go back quickly, peek and stay, start going back and change
      your mind, scroll the list, swipe the carousel. It records Pointer Events (coalesced
      samples where the browser has them) and exports them with a 'Download CSV' button in the
      trace format 'sweep --traces' reads, with the 'swipe', 'intent', 'task', 'device' and
      'pointer_type' columns. Open it on a phone from Files or AirDrop, or in a desktop
      browser with touch emulation. See Docs/Recording.md.
      """,
    options: [
      OptionSpec(
        name: "--out", short: "-o", valueName: "file",
        help: "Where to write the HTML ('-' for stdout).", defaultValue: "recorder.html"),
      OptionSpec(
        name: "--trials", valueName: "n",
        help: "How many trials the page asks for (in shuffled blocks of the six tasks).",
        defaultValue: String(RecorderProtocol.defaultTrials), range: .integers(1, 600)),
      OptionSpec(
        name: "--seed", valueName: "s", help: "Seed of the order of the tasks.",
        defaultValue: String(RecorderProtocol.defaultSeed), range: .seed),
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let out = try arguments.text("--out")
    let trials = try arguments.integer("--trials")
    let seed = try arguments.seed("--seed")
    let outputs = try OutputFiles([("--out", out)], inputs: [], io: io)
    let page = RecorderPage(
      protocolOfTrials: RecorderProtocol(trials: trials, seed: seed), seed: seed)
    try outputs.write(["--out": page.html()])
    if let path = outputs.destination("--out"), path != "stdout" {
      io.err(
        "Wrote \(path): the recorder page (\(trials) trials, seed \(seed)). Open it on a "
          + "phone, record, and export; then 'spring-tune sweep --traces DIR' "
          + "(Docs/Recording.md).\n")
    }
  }
}
