import AnimationMath
import Testing

@testable import Plotting

@Suite struct AxisTicksTests {
  @Test func unitInterval() {
    let t = AxisTicks(lower: 0, upper: 1, maximumCount: 5)
    #expect(t.labels == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
    #expect(t.step == 0.2)
    #expect(t.values[3] == 0.6)  // exact: 6/10, the double nearest 0.6
  }

  @Test func widensOutwardsToWholeSteps() {
    let t = AxisTicks(lower: 0.13, upper: 0.87, maximumCount: 6)
    #expect(t.lower <= 0.13)
    #expect(t.upper >= 0.87)
    #expect(t.labels == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
    let s = AxisTicks(lower: -37, upper: 512, maximumCount: 6)
    #expect(
      s.labels == ["-100", "0", "100", "200", "300", "400", "500", "600"] || s.values.count <= 7)
  }

  @Test func degenerateAndReversedAndNonFinite() {
    let zero = AxisTicks(lower: 0, upper: 0)
    #expect(zero.lower <= -1 && zero.upper >= 1)
    let same = AxisTicks(lower: 5, upper: 5)
    #expect(same.lower < 5 && same.upper > 5)
    let reversed = AxisTicks(lower: 1, upper: 0, maximumCount: 5)
    #expect(reversed.labels == ["0", "0.2", "0.4", "0.6", "0.8", "1"])
    let bad = AxisTicks(lower: .nan, upper: .infinity)
    #expect(bad.lower == 0 && bad.upper == 1)
    let huge = AxisTicks(lower: -1e308, upper: 1e308)
    #expect(huge.values.allSatisfy { $0.isFinite })
    let tiny = AxisTicks(lower: 1, upper: 1 + 1e-15)
    #expect(tiny.values.count >= 2 && tiny.values.count <= 8)
  }

  @Test func invariantsOverManyRanges() {
    // Invariants: ticks cover the range, at most maximumCount intervals, evenly spaced, and the
    // step is 1, 2 or 5 × 10^k.
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    for _ in 0..<500 {
      let a = (next() - 0.5) * 2000 * next() * next()
      let b = a + next() * 100 * next()
      let count = 2 + Int(next() * 8)
      let t = AxisTicks(lower: a, upper: b, maximumCount: count)
      #expect(t.lower <= Swift.min(a, b) && t.upper >= Swift.max(a, b))
      #expect(t.values.count - 1 <= count)
      let exponent = Elementary.log10(t.step).rounded(.down)
      let mantissa = t.step / Elementary.pow(10, exponent)
      #expect([1.0, 2.0, 5.0].contains { abs($0 - mantissa) < 1e-9 }, "step \(t.step)")
      for (u, v) in zip(t.values, t.values.dropFirst()) {
        // Relative 1e-9: consecutive ticks are i·m/10^k, each correctly rounded.
        #expect(abs((v - u) - t.step) <= 1e-9 * Swift.max(1, abs(v)))
      }
      #expect(Set(t.labels).count == t.labels.count, "labels distinct for step \(t.step)")
    }
  }

  @Test func linearScaleMapsEndsAndReverses() {
    let s = LinearScale(domain: 0...10, rangeStart: 300, rangeEnd: 100)
    #expect(s.map(0) == 300)
    #expect(s.map(10) == 100)
    #expect(s.map(5) == 200)
    let flat = LinearScale(domain: 2...2, rangeStart: 0, rangeEnd: 10)
    #expect(flat.map(7) == 5)
  }
}
