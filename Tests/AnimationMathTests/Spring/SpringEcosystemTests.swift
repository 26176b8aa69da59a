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

  @Test("Reanimated's and Motion's physical springs, from the sources' own formulas")
  func reanimatedAndMotion() throws {
    // Reanimated 4's default withSpring config (springConfigs.ts): damping 120, stiffness 900,
    // mass 4 — ζ = c / (2·√(k·m)) = 120 / (2·60) = 1, response 2π·√(m/k) = 2π/15 s.
    let v4 = Spring(mass: 4, stiffness: 900, damping: 120)
    let reanimated = try #require(SpringEcosystem.named("reanimated"))
    #expect(reanimated.values(for: v4) == [4, 900, 120])
    #expect(Swift.abs(v4.dampingRatio - 1) < 1e-15)
    #expect(Swift.abs(v4.response - 2 * .pi / 15) < 1e-15)
    // Reanimated 3's default (damping 10, stiffness 100, mass 1): ζ = 10 / (2·10) = 0.5.
    #expect(Swift.abs(Spring(mass: 1, stiffness: 100, damping: 10).dampingRatio - 0.5) < 1e-15)
    // Motion's time-defined spring (getSpringOptions): ω0 = 2π / (1.2·visualDuration),
    // ζ = 1 − bounce; for visualDuration 0.5, bounce 0.25: k = ω0², c = 2ζω0 (mass 1).
    let omega = 2 * Double.pi / (1.2 * 0.5)
    let motion = Spring(mass: 1, stiffness: omega * omega, damping: 2 * 0.75 * omega)
    let visual = try #require(SpringEcosystem.named("framer-visual")).values(for: motion)
    #expect(
      Swift.abs((visual?[0] ?? 0) - 0.5) < 1e-12 && Swift.abs((visual?[1] ?? 0) - 0.25) < 1e-12)
    let physical = try #require(SpringEcosystem.named("framer")).values(for: motion)
    #expect(physical == [omega * omega, 2 * 0.75 * omega, 1])
  }
}
