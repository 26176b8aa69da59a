import Testing

@testable import AnimationMath

@Suite("SpringEcosystem")
struct SpringEcosystemTests {
  @Test("names are unique and every parameter maps to a key of its form")
  func table() {
    let names = SpringEcosystem.all.map(\.name)
    #expect(Set(names).count == names.count)
    for e in SpringEcosystem.all {
      #expect(SpringEcosystem.named(e.name) == e)
      for p in e.parameters { #expect(e.form.keys.contains(p.key), "\(e.name).\(p.name)") }
    }
    #expect(SpringEcosystem.named("nope") == nil)
  }

  @Test("values, limitations and notes")
  func values() throws {
    let spring = Spring(mass: 1, stiffness: 170, damping: 26)
    let android = try #require(SpringEcosystem.named("android"))
    #expect(android.values(for: spring) == [170, spring.dampingRatio])
    let reactSpring = try #require(SpringEcosystem.named("react-spring"))
    #expect(reactSpring.values(for: spring) == [170, 26, 1])
    let pop = try #require(SpringEcosystem.named("pop"))
    let heavy = Spring(mass: 3, stiffness: 1000, damping: 500)
    #expect(pop.values(for: heavy) == nil)
    #expect(pop.limitation(for: heavy) != nil)
    #expect(pop.limitation(for: spring) == nil || pop.values(for: spring) == nil)
    let wave = try #require(SpringEcosystem.named("wave"))
    #expect(wave.note(for: spring) == "")
    #expect(wave.note(for: heavy) == "Wave rubber-bands damping above 60")
  }
}
