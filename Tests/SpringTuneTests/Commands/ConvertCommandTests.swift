import AnimationMath
import Testing

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
        react-spring-frequency, framer, framer-visual, framer-duration, wave.
        Usage: spring-tune convert <spec> [--to <name,...>]
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
    #expect(run.code != 0 || rows.count == 15, "\(spec): one row per ecosystem")
    for row in rows where row.fields.count == 10 && !row.fields[8].isEmpty {
      let back = runCLI(["convert", row.fields[8], "--to", "physical"])
      #expect(back.code == 0, "\(spec) → \(row.fields[8]): \(back.err)")
    }
  }
}
