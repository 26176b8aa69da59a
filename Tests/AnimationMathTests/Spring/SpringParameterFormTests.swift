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
}
