import Foundation
import TestSupport
import Testing

@testable import spring_tune

/// What the tool says when a flag is mistyped, a page would go to a terminal, or a file is
/// written: exact text, as a person sees it.
@Suite("CLI manners")
struct CLIMannersTests {
  @Test func aMistypedFlagGetsASuggestionAndAShortUsage() {
    let run = runCLI(["sweep", "--dampng", "0.8"])
    #expect(run.code == 64)
    #expect(
      run.err == """
        Error: Unknown option '--dampng'. Did you mean '--damping'?
        Usage: spring-tune sweep [<options>]
          See 'spring-tune sweep --help' for more information.

        """)
  }

  @Test func anAbbreviationListsWhatItCouldMean() {
    let dam = runCLI(["sweep", "--dam", "0.8"])
    #expect(dam.err.hasPrefix("Error: Unknown option '--dam'. Did you mean '--damping'?\n"))
    let p = runCLI(["sweep", "--po", "x"])
    #expect(
      p.err.hasPrefix(
        "Error: Unknown option '--po'. Did you mean one of '--policy', '--population' or "
          + "'--population-shard'?\n"))
    // Nothing close: no guess.
    let far = runCLI(["sweep", "--zzzzzz"])
    #expect(far.err.hasPrefix("Error: Unknown option '--zzzzzz'.\nUsage:"))
    // A typo of a subcommand.
    let swep = runCLI(["swep"])
    #expect(swep.err.hasPrefix("Error: Unknown subcommand 'swep'. Did you mean 'sweep'?\n"))
  }

  @Test func editDistanceCountsSwapsAsOne() {
    #expect(ArgumentParser.editDistance("--damping", "--dampng", limit: 2) == 1)
    #expect(ArgumentParser.editDistance("--damping", "--dapming", limit: 2) == 1)
    #expect(ArgumentParser.editDistance("--damping", "--damping", limit: 2) == 0)
    #expect(ArgumentParser.editDistance("", "--x", limit: 5) == 3)
    #expect(ArgumentParser.editDistance("--a", "--abcdef", limit: 2) == 3)
  }

  @Test func importHelpNamesTheCommandOnce() {
    let run = runCLI(["import", "--help"])
    #expect(run.out.contains("USAGE: spring-tune import <format> <input> --out <dir>"))
    #expect(!run.out.contains("import import"))
  }

  @Test func reportRefusesATerminalButWritesToAPipe() throws {
    let dir = try scratch()
    let csv = dir + "/s.csv"
    #expect(runCLI(["sweep", "--swipes", "200", "--out", csv, "--quiet"]).code == 0)
    let terminal = CommandIO(mode: .capture, stdoutIsTerminal: true)
    let code = SpringTuneCLI.run(arguments: ["report", csv], io: terminal)
    #expect(code == 64)
    #expect(terminal.capturedOut.isEmpty)
    #expect(terminal.capturedErr.contains("write it to a file with '--out report.html'"))
    // A pipe (not a terminal) gets the page.
    let pipe = runCLI(["report", csv])
    #expect(pipe.code == 0)
    #expect(pipe.out.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func recordSaysWhatItWrote() throws {
    let dir = try scratch()
    let run = runCLI(["record", "--out", dir + "/r.html", "--trials", "6", "--seed", "3"])
    #expect(run.code == 0)
    #expect(
      run.err
        == "Wrote \(dir)/r.html: the recorder page (6 trials, seed 3). Open it on a phone, "
        + "record, and export; then 'spring-tune sweep --traces DIR' (Docs/Recording.md).\n")
    // To stdout, nothing is said (the page is the output).
    #expect(runCLI(["record", "--out", "-", "--trials", "6"]).err.isEmpty)
  }

  private func scratch() throws -> String { try scratchDirectory("cli-manners") }
}
