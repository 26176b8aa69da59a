import Testing

@testable import AnimationMath

@Suite("SpringParameterForm")
struct SpringParameterFormTests {
  @Test("key sets are distinct, so a SPEC's keys pick exactly one form")
  func distinctKeySets() {
    var seen: Set<Set<String>> = []
    for form in SpringParameterForm.allCases {
      var keys = Set(form.keys)
      if form.massIsOptional { keys.remove("mass") }
      #expect(!seen.contains(keys), "\(form)")
      seen.insert(keys)
      #expect(form.keys.allSatisfy { Spring.specKeys.contains($0) })
    }
  }

  @Test("spec omits mass = 1 only where it is optional")
  func massPrinting() {
    let unit = Spring(dampingRatio: 0.5, response: 0.25)
    #expect(
      SpringParameterForm.dampingRatioResponse.spec(for: unit) == "dampingRatio=0.5,response=0.25")
    let heavy = Spring(dampingRatio: 0.5, response: 0.25, mass: 2)
    #expect(
      SpringParameterForm.dampingRatioResponse.spec(for: heavy)
        == "dampingRatio=0.5,response=0.25,mass=2")
    // Unit-mass forms describe the same motion whatever the mass.
    #expect(
      SpringParameterForm.stiffnessDampingRatio.values(for: heavy)
        == SpringParameterForm.stiffnessDampingRatio.values(for: unit))
  }

  /// Regression: `convert 'stiffness=1e-300,damping=26'` (ζ = 1.3e151) printed the SPEC
  /// `duration=6.28e+150,bounce=-1`, which 'spring' and 'convert' then rejected. Every SPEC a
  /// form prints, for springs at the edges of what the validated entry points accept, must parse.
  @Test("every printed SPEC parses back, even for extreme springs")
  func extremeSpecsParseBack() throws {
    let springs = try [
      Spring.validated(stiffness: 1e-300, damping: 26),
      Spring.validated(mass: 1e-150, stiffness: 1e150, damping: 1e-3),
      Spring.validated(dampingRatio: 1e20, response: 1e-3),
      Spring.validated(dampingRatio: 0, response: 1e100),
    ]
    for spring in springs {
      for form in SpringParameterForm.allCases {
        guard let spec = form.spec(for: spring) else { continue }
        #expect(throws: Never.self, "\(form): \(spec)") { try Spring(parsing: spec) }
      }
    }
    #expect(SpringParameterForm.durationBounce.spec(for: springs[0]) == nil)
  }
}
