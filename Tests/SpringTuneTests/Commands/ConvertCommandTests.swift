import AnimationMath
import Foundation
import Testing
import TextFormats

@testable import spring_tune

@Suite("spring-tune convert")
struct ConvertCommandTests {
  static let header =
    "ecosystem,api,parameter_1,value_1,parameter_2,value_2,parameter_3,value_3,spec,note\n"

  @Test("one row per ecosystem, exact text for a filtered run")
  func filtered() {
    let run = runCLI(["convert", "tension=40,friction=7", "--to", "pop,swiftui,origami"])
    #expect(run.code == 0)
    #expect(
      run.out == Self.header + """
        pop,POP springBounciness/springSpeed,bounciness,6.2459752605814645,speed,\
        6.731829573934837,,,"bounciness=6.2459752605814645,speed=6.731829573934837",
        swiftui,SwiftUI Spring(duration:bounce:),duration,0.41412095676311433,bounce,\
        0.27499662962525817,,,"duration=0.41412095676311433,bounce=0.27499662962525817",\
        also UIKit/CASpringAnimation (iOS 17) and Flutter withDurationAndBounce
        origami,Rebound fromOrigamiTensionAndFriction / Origami,tension,40,friction,7,,,\
        "tension=40,friction=7",

        """)
  }

  @Test("unexpressible rows are empty with a reason; every SPEC parses back")
  func allRows() throws {
    let run = runCLI(["convert", "mass=3,stiffness=1000,damping=500"])
    #expect(run.code == 0)
    let records = try CSVRecords(parsing: run.out).records
    #expect(records.count == SpringEcosystem.all.count + 1)
    #expect(records.dropFirst().map { $0.fields[0] } == SpringEcosystem.all.map(\.name))
    let original = Spring(mass: 3, stiffness: 1000, damping: 500)
    for r in records.dropFirst() {
      let f = r.fields
      #expect(f.count == 10)
      if f[8].isEmpty {
        #expect(f[3].isEmpty && !f[9].isEmpty, "\(f[0]) has no values and says why")
        continue
      }
      let back = try Spring(parsing: f[8])
      expectSame(back.unitMassStiffness, original.unitMassStiffness, f[0])
      expectSame(back.unitMassDamping, original.unitMassDamping, f[0])
    }
    #expect(run.out.contains("wave,Wave Spring(dampingRatio:response:mass:)"))
    #expect(run.out.hasSuffix(",Wave rubber-bands damping above 60\n"))
  }

  /// Round trip through shortest round-trip decimals and one conversion each way: 1e-12.
  func expectSame(_ a: Double, _ b: Double, _ context: String) {
    #expect(abs(a - b) <= 1e-12 * abs(b), "\(context): \(a) vs \(b)")
  }

  @Test("errors: unknown ecosystem, bad SPEC")
  func errors() {
    let run = runCLI(["convert", "tension=40,friction=7", "--to", "nope"])
    #expect(run.code == 64)
    #expect(
      run.err == """
        Error: Invalid value 'nope' for '--to': expected one of physical, swiftui, \
        swiftui-response, core-animation, android, flutter, rebound, origami, pop, react-spring, \
        react-spring-frequency, reanimated, framer, framer-visual, framer-duration, wave.
        Usage: spring-tune convert [<spec>] [<options>]
          See 'spring-tune convert --help' for more information.

        """)
    let bad = runCLI(["convert", "tension=-40,friction=7"])
    #expect(bad.code == 64)
    #expect(
      bad.err.hasPrefix(
        "Error: Invalid spring 'tension=-40,friction=7': invalid value '-40' for 'tension'"))
    #expect(runCLI(["help", "convert"]).out == runCLI(["convert", "--help"]).out)
  }

  /// Regressions: `mass=5e-324,stiffness=5e-324,damping=5e-324` printed `dampingRatio=inf`, and
  /// `stiffness=1e-300,damping=26` printed SPECs (`bounce=-1`, an Origami tension that maps to
  /// 0) that 'convert' then rejected. Every value is a number and every SPEC reads back.
  @Test(
    "extreme springs: no inf or nan, every SPEC reads back",
    arguments: [
      "stiffness=1e-300,damping=26", "stiffness=1e300,damping=26",
      "mass=1e300,stiffness=170,damping=26",
      "dampingRatio=1e9,response=0.5", "dampingRatio=0.5,response=1e-9",
      "dampingRatio=0.5,response=1e150", "reboundTension=1e-320,reboundFriction=0",
      "mass=5e-324,stiffness=5e-324,damping=5e-324",
    ])
  func extremeSprings(spec: String) {
    let run = runCLI(["convert", spec])
    #expect(run.code == 0 || run.code == 64, "\(spec): \(run.err)")
    #expect(!run.out.contains(",inf") && !run.out.contains("nan,"), "\(spec)")
    let rows = (try? CSVRecords(parsing: run.out).records.dropFirst()) ?? []
    #expect(
      run.code != 0 || rows.count == SpringEcosystem.all.count, "\(spec): one row per ecosystem")
    for row in rows where row.fields.count == 10 && !row.fields[8].isEmpty {
      let back = runCLI(["convert", row.fields[8], "--to", "physical"])
      #expect(back.code == 0, "\(spec) → \(row.fields[8]): \(back.err)")
    }
  }
}

/// Issue 11: every SPEC `convert` prints reads back as the same spring (k/m and c/m within
/// 1e-12), or the row has no SPEC and says why (framer-duration's 10 s clamp, react-spring's
/// 0.01 s frequency clamp). A property test over seeded random springs.
@Suite("convert round trip")
struct ConvertRoundTripTests {
  @Test func everyPrintedSpecReadsBackAsTheSameSpring() throws {
    var random = SplitMix64(seed: 0xC0_4E27)
    func logUniform(_ lo: Double, _ hi: Double) -> Double {
      let u = Double(random.next() >> 11) * 0x1p-53
      return lo * pow(hi / lo, u)
    }
    for _ in 0..<150 {
      let zeta = random.next() % 8 == 0 ? 1 : logUniform(1e-3, 1e2)
      let response = logUniform(1e-3, 1e2)
      let spring = Spring(dampingRatio: zeta, response: response)
      let run = runCLI(["convert", "dampingRatio=\(zeta),response=\(response)"])
      try #require(run.code == 0, "\(zeta) \(response): \(run.err)")
      for line in run.out.split(separator: "\n").dropFirst() {
        let fields = csvFields(String(line))
        let (spec, note) = (fields[8], fields[9])
        if spec.isEmpty {
          #expect(!note.isEmpty, "\(line)")
          continue
        }
        let back = try Spring(parsing: spec)
        let k = abs(back.stiffness / back.mass - spring.stiffness / spring.mass)
        let c = abs(back.damping / back.mass - spring.damping / spring.mass)
        #expect(k <= 1e-12 * spring.stiffness / spring.mass, "\(line)")
        #expect(c <= 1e-12 * spring.damping / spring.mass + 1e-300, "\(line)")
      }
    }
  }

  @Test func clampedEcosystemsSayWhy() {
    let slow = runCLI(["convert", "dampingRatio=0.5,response=5", "--to", "framer-duration"])
    #expect(
      slow.out.hasSuffix(
        ",,,,,cannot be represented: its values read back as a spring 2.35 % off (motion clamps duration to at most 10 s)\n"
      ))
    let fast = runCLI([
      "convert", "dampingRatio=0.5,response=0.001", "--to", "react-spring-frequency",
    ])
    #expect(
      fast.out.hasSuffix(
        ",,,,,cannot be represented: react-spring clamps frequency to at least 0.01 s\n"))
  }

  /// RFC 4180 fields of one line (quoted fields hold commas).
  func csvFields(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var quoted = false
    for c in line {
      if c == "\"" {
        quoted.toggle()
      } else if c == ",", !quoted {
        fields.append(current)
        current = ""
      } else {
        current.append(c)
      }
    }
    fields.append(current)
    return fields
  }

  @Test("--velocity: one release velocity in every platform's unit")
  func velocity() throws {
    let run = runCLI(["convert", "--velocity", "1200", "--density", "2.625", "--remaining", "150"])
    #expect(run.code == 0, "\(run.err)")
    let rows = try CSVRecords(parsing: run.out).records.dropFirst().map {
      ($0.fields[0], $0.fields[1])
    }
    #expect(rows.map(\.0) == ["pt/s", "px/s", "widths/s", "relative"])
    #expect(rows.map(\.1) == ["1200", "3150", NumberText.shortest(1200.0 / 390), "8"])
    let px = runCLI([
      "convert", "--velocity", "3150", "--velocity-unit", "px", "--density", "2.625",
    ])
    #expect(px.out.contains("\npt/s,1200,"))
    for (args, message) in [
      (["--velocity", "1", "stiffness=1"], "takes no SPEC"),
      (["--density", "2", "stiffness=100,damping=10"], "'--density' is for '--velocity'"),
      (["--velocity", "1", "--velocity-unit", "dp"], "expected 'pt' or 'px'"),
      ([String](), "Missing argument <spec>"),
    ] {
      let bad = runCLI(["convert"] + args)
      #expect(bad.code == 64, "\(args)")
      #expect(bad.err.contains(message), "\(args): \(bad.err)")
    }
  }
}
