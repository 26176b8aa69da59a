import Testing

@testable import AnimationMath

@Suite("SampleSlots")
struct SampleSlotsTests {
  @Test func startsFilledAndHoldsEverySlotApart() {
    var slots = SampleSlots<Double>(repeating: -1)
    #expect((0..<SampleSlots<Double>.count).allSatisfy { slots[$0] == -1 })
    for i in 0..<32 { slots[i] = Double(i) * 1.5 }
    // Every slot keeps its own value: no two indices alias.
    #expect((0..<32).map { slots[$0] } == (0..<32).map { Double($0) * 1.5 })
  }

  @Test func vectorElementsRoundTrip() {
    var slots = SampleSlots<SIMD2<Double>>(repeating: .zero)
    for i in 0..<32 { slots[i] = SIMD2(Double(i), -Double(i)) }
    #expect((0..<32).allSatisfy { slots[$0] == SIMD2(Double($0), -Double($0)) })
  }

  @Test func indicesWrapModulo32() {
    var slots = SampleSlots<Int>(repeating: 0)
    slots[33] = 7  // slot 1
    slots[-1] = 9  // slot 31
    #expect(slots[1] == 7)
    #expect(slots[31] == 9)
    #expect(slots[0] == 0)
  }

  @Test func capacityMatchesTheTrackerConfiguration() {
    #expect(SampleSlots<Double>.count == VelocityTracker.Configuration.sampleCapacity)
    #expect(MemoryLayout<SampleSlots<Double>>.size == 32 * MemoryLayout<Double>.stride)
    #expect(MemoryLayout<SampleSlots<SIMD2<Double>>>.size == 32 * 16)
  }
}
