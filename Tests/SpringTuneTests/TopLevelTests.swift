import Testing

@testable import spring_tune

@Suite("spring-tune top level")
struct TopLevelTests {
  @Test func helpListsEverySubcommand() {
    let run = runCLI(["--help"])
    #expect(run.code == 0)
    #expect(run.out.hasPrefix("OVERVIEW: "))
    for c in SpringTuneCLI.commands {
      #expect(run.out.contains("  \(c.spec.name) "))
    }
  }

  @Test func noArgumentsIsUsageError() {
    let run = runCLI([])
    #expect(run.code == 64)
    #expect(run.err.contains("USAGE: spring-tune <subcommand>"))
  }

  @Test func unknownSubcommand() {
    let run = runCLI(["frobnicate"])
    #expect(run.code == 64)
    #expect(
      run.err == """
        Error: Unknown subcommand 'frobnicate'.
        Usage: spring-tune <subcommand> [<options>]
          See 'spring-tune --help' for more information.

        """)
  }

  @Test func version() {
    let run = runCLI(["--version"])
    #expect(run.code == 0)
    #expect(run.out == SpringTuneCLI.version + "\n")
  }

  @Test func argumentParserBasics() throws {
    let spec = CommandSpec(
      name: "demo", abstract: "Demo.",
      positionals: [PositionalSpec(name: "file", help: "A file.")],
      options: [
        OptionSpec(name: "--at", valueName: "t,...", help: "Times."),
        OptionSpec(name: "--quiet", valueName: nil, help: "Quiet."),
        OptionSpec(name: "--spring", valueName: "spec", help: "Spring.", repeatable: true),
      ])
    let p = try ArgumentParser.parse(
      ["f.csv", "--at=1,2", "--quiet", "--spring", "a", "--spring", "-1"], spec: spec)
    #expect(p.positionals == ["f.csv"])
    #expect(try p.doubleList("--at") == [1, 2])
    #expect(p.flag("--quiet"))
    #expect(p.allValues("--spring") == ["a", "-1"])
    #expect(throws: CLIError.usage("Unknown option '--nope'.")) {
      try ArgumentParser.parse(["f", "--nope"], spec: spec)
    }
    #expect(throws: CLIError.usage("Missing expected argument '<file>'.")) {
      try ArgumentParser.parse([], spec: spec)
    }
    #expect(throws: CLIError.usage("Option '--at' given more than once.")) {
      try ArgumentParser.parse(["f", "--at", "1", "--at", "2"], spec: spec)
    }
    #expect(throws: CLIError.usage("Invalid value '1,,2' for '--at': empty item in the list.")) {
      try ArgumentParser.parse(["f", "--at", "1,,2"], spec: spec).doubleList("--at")
    }
    #expect(throws: CLIError.usage("Invalid value 'nan' for '--at': expected a finite number.")) {
      try ArgumentParser.parse(["f", "--at", "nan"], spec: spec).doubleList("--at")
    }
  }
}
