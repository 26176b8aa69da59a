import AnimationMath
import Recorder
import SwipeTuning
import TextFormats

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

      With --feel-test the page is a feel test: after each trial that moves the album screen
      it finishes or cancels the transition with one of the candidate hand-offs — a spring
      from the finger's release position and velocity, animated by AnimationMath compiled to
      WebAssembly (inside the page) — and asks 'Did that feel finished?' (Yes, No, Skip). The
      candidates are assigned in a seeded balanced design; the question comes only after a
      trial whose screen finishes the transition (a snap-back is animated, not asked about).
      The release velocity is the study platform's estimator (--platform, --estimator; else a
      sweep CSV's recommended estimator, else lsq2). The export gains 'handoff', 'rating' and
      'estimator' columns for 'spring-tune feel-fit'. SPECS is ';'-separated springs
      ('dampingRatio=0.8,response=0.3;dampingRatio=0.5,response=0.4') or a sweep CSV (text
      without '='), whose four best distinct springs by feels_complete_rate are taken. See
      Docs/FeelTest.md.
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
      OptionSpec(
        name: "--feel-test", valueName: "specs",
        help: "Make a feel test of these hand-offs (';'-separated SPECs, or a sweep CSV)."),
      OptionSpec(
        name: "--platform", valueName: "name",
        help: "The feel test's platform ("
          + SwipePlatform.allCases.map(\.name).joined(separator: ", ")
          + "): its velocity estimator gives the release velocity."),
      OptionSpec(
        name: "--estimator", valueName: "name",
        help: "The feel test's release-velocity estimator ("
          + VelocityStrategy.allCases.map(\.rawValue).joined(separator: ", ")
          + "; default: the platform's, a sweep CSV's recommended one, else lsq2)."),
    ])

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(CLIError) {
    let out = try arguments.text("--out")
    let trials = try arguments.integer("--trials")
    let seed = try arguments.seed("--seed")
    let feelText = arguments.value("--feel-test")
    let sweepPath = feelText.flatMap { $0.contains("=") ? nil : $0 }
    let outputs = try OutputFiles(
      [("--out", out)], inputs: sweepPath.map { [("--feel-test", $0)] } ?? [], io: io)
    let trialsProtocol = RecorderProtocol(trials: trials, seed: seed)
    var page = RecorderPage(protocolOfTrials: trialsProtocol, seed: seed)
    var candidates: [FeelTrials.Candidate] = []
    if let feelText {
      let (found, fromSweep) = try feelCandidates(feelText, sweepPath: sweepPath)
      candidates = found
      page.feel = FeelTrials(candidates: candidates, protocolOfTrials: trialsProtocol, seed: seed)
      if let chosen = try feelEstimator(arguments, sweep: fromSweep) {
        page.feel?.estimator = chosen
      }
    } else if arguments.has("--platform") || arguments.has("--estimator") {
      throw .usage("--platform and --estimator choose the feel test's estimator: add --feel-test")
    }
    try outputs.write(["--out": page.html()])
    if let path = outputs.destination("--out"), path != "stdout" {
      if candidates.isEmpty {
        io.err(
          "Wrote \(path): the recorder page (\(trials) trials, seed \(seed)). Open it on a "
            + "phone, record, and export; then 'spring-tune sweep --traces DIR' "
            + "(Docs/Recording.md).\n")
      } else {
        // The feel test's next step is feel-fit, and the operator should see what is tested.
        io.err(
          "Wrote \(path): the feel test (\(trials) trials, seed \(seed)) of "
            + "\(candidates.count) hand-off\(candidates.count == 1 ? "" : "s"): "
            + candidates.map(\.spec).joined(separator: "; ")
            + " (release velocity by '\(page.feel?.estimator.rawValue ?? "")'). Open it on a phone, "
            + "run the study, export each participant's ratings; then 'spring-tune feel-fit "
            + "ratings/*.csv --out model.json' and 'spring-tune sweep --feel-model model.json' "
            + "(Docs/FeelTest.md).\n")
      }
    }
  }

  /// The feel test's estimator: `--estimator`, else `--platform`'s, else the sweep CSV's
  /// recommended row's (`sweep`); nil for none of them (``FeelTrials/estimator``'s default).
  static func feelEstimator(_ arguments: ParsedArguments, sweep: VelocityStrategy?)
    throws(CLIError) -> VelocityStrategy?
  {
    if let text = arguments.value("--estimator") {
      do { return try VelocityStrategy(parsing: text) } catch {
        throw .invalid("--estimator", text, error.reason)
      }
    }
    if let text = arguments.value("--platform") {
      do { return try SwipePlatform(parsing: text).estimator } catch {
        throw .invalid("--platform", text, error.reason)
      }
    }
    return sweep
  }

  /// The candidates of `--feel-test`: SPECs (a usage error naming the bad one) or the best rows
  /// of the sweep CSV at `sweepPath` (I/O 74 if unreadable, bad data 65 if it is not a sweep),
  /// with the sweep's recommended estimator (nil for SPECs or a CSV that names none).
  static func feelCandidates(_ text: String, sweepPath: String?) throws(CLIError)
    -> (candidates: [FeelTrials.Candidate], estimator: VelocityStrategy?)
  {
    guard let sweepPath else {
      do { return (try FeelTrials.candidates(specs: text), nil) } catch {
        throw .invalidFlag(error)
      }
    }
    let csv = try InputFile.text(sweepPath)
    do { return try FeelTrials.fromSweep(csv: csv, file: sweepPath) } catch {
      throw .badFile(error)
    }
  }
}
