import TestSupport
import Testing

@testable import AnimationMath

/// ``SpringHandoff`` against the `SpringMotion` reference (``HandoffReference``): the inputs
/// where earlier kernels were wrong, then a seeded random sample weighted towards the hard
/// regions. A larger run of the same generator (10⁶ cases) is described in `Docs/SwipeModel.md`.
@Suite("SpringHandoff cross-check")
struct SpringHandoffCrossCheckTests {
  /// Inputs where an earlier kernel disagreed with the reference, and what it returned.
  static let regressions: [(HandoffCase, String)] = [
    // Underdamped within ~1e-5 of critical: the first zero crossing moves to ~π/ω and the old
    // kernel's slope at it underflowed (no backward travel, arrival after hours).
    (
      HandoffCase(
        zeta: 0.999_999_999_999_066_4, response: 0.210_687_622_129_178_63,
        from: 264.659_243_360_160_36, to: 390, velocity: -19_891.007_943_404_482),
      "old: backward 0 (216.1), arrival 38 546 s (0.298)"
    ),
    (
      HandoffCase(
        zeta: 0.999_975_119_287_323_9, response: 0.396_452_144_594_312_1,
        from: 217.818_982_525_239_22, to: 390, velocity: 53.259_578_159_207_02),
      "old: arrival 1.279 s (0.457)"
    ),
    (
      HandoffCase(
        zeta: 0.999_999_999, response: 0.875_532_455_526_064_6, from: 92.952_793_484_590_93,
        to: 390, velocity: -8_930.072_352_516_563),
      "old: backward 0 (390.5), arrival 4 894 s (1.341)"
    ),
    // The settling root on a late swing started next to its turning point; the first Halley
    // step was small because r′ ≈ 0 there, and the old stopping rule took it for convergence:
    // settling reported at the turning point, 0.26 s early.
    (
      HandoffCase(
        zeta: 0.600_000_000_000_000_1, response: 0.918_654_128_881_261_5,
        from: 363.073_104_348_014_74, to: 0, velocity: 35.678_035_728_419_62),
      "old: settling 1.150 s (1.410)"
    ),
    (
      HandoffCase(
        zeta: 0.600_000_000_000_000_1, response: 0.854_580_452_528_320_3,
        from: 363.107_431_345_334_93, to: 0, velocity: -6.396_246_271_014_636),
      "old: settling 1.068 s (1.310)"
    ),
    // Released at rest a rounding error outside the band: the old Halley loop stopped ~1e-5 s
    // off near the turning point at t = 0 (r missed the tolerance by 8e-10 pt).
    (
      HandoffCase(
        zeta: 0.286_018_464_886_218, response: 1.299_751_217_524_538,
        from: 389.359_815_715_125_54, to: 390, velocity: 0, arrival: 0.640_184_284_874_463_7,
        settle: 0.640_184_284_874_463_7),
      "old: arrival 1.06e-5 s (1.3e-8)"
    ),
    // Overdamped and critical roots: the old Newton stopped on a 1e-6·(1 + t) s correction.
    (
      HandoffCase(
        zeta: 2.500_834_250_511_583_3, response: 1.022_971_251_558_988_8,
        from: 386.385_290_987_259_57, to: 390, velocity: 8_161.716_476_193_947_5,
        arrival: 3.614_709_012_740_417, settle: 0.382_374_125_054_275_5),
      "old: arrival 8.7e-7 s (2e-18)"
    ),
    (
      HandoffCase(
        zeta: 1, response: 0.473_242_908_772_32, from: 114.867_709_859_324_39, to: 390,
        velocity: 13_642.233_747_574_792, arrival: 9.911_019_721_405_243,
        settle: 192.014_429_804_861_72),
      "old: settling 1.04e-6 s late"
    ),
    // A step error estimate built from local derivatives vanishes on a pure exponential tail
    // (f″ = 0) and accepted a 0.2 s step (an intermediate version of the new kernel).
    (
      HandoffCase(
        zeta: 2.987_434_815_149_373_3, response: 0.220_121_064_136_649_56,
        from: 1.954_743_077_887_756_4, to: 0, velocity: -5.679_764_627_208_384,
        arrival: 1.954_743_077_887_756_4, settle: 1.954_743_077_887_756_4),
      "intermediate: settling 0.0025 s (0)"
    ),
  ]

  @Test(arguments: 0..<regressions.count)
  func regression(_ index: Int) {
    let (c, history) = Self.regressions[index]
    let m = c.handoff.metrics(
      from: c.from, to: c.to, velocity: c.velocity)
    let problem = HandoffReference.discrepancy(m, c)
    #expect(problem == nil, "\(c) [\(history)]: \(problem ?? "")")
  }

  /// Near ζ = 1 `SpringMotion.peakOvershoot` loses digits (its turning time φ/ω comes from
  /// φ = atan2(…) − … + π, which cancels when ω is tiny); the kernel's closed form does not.
  /// Expected value from the closed form at ζ = 1 in 50-digit arithmetic (mpmath).
  @Test func overshootNearCriticalIsExact() {
    let c = HandoffCase(
      zeta: 1, response: 0.757_886_673_393_129_3, from: 256.555_769_232_707_2, to: 0,
      velocity: -16_851.082_983_704_4)
    let m = SpringHandoff(spring: c.spring, arrivalBand: 1, settleBand: 1).metrics(
      from: c.from, to: c.to, velocity: c.velocity)
    // The reference differs by 3.3e-9 pt here; the kernel is within rounding of the truth.
    expectClose(m.overshoot, 565.489_228_539_938_009_5, relative: 2e-15, "overshoot")
  }

  /// Ties: a turning value equal to the settle tolerance counts as outside the band (settling
  /// is that turning time, as `SpringMotion.settlingTime` = sup{t : |x| ≥ δ}); one ulp above it,
  /// the motion never leaves the band after its earlier crossing.
  @Test func turningValueOnTheBand() {
    let spring = Spring(dampingRatio: 0.5, response: 0.5)
    let first = SpringHandoff(spring: spring, arrivalBand: 1, settleBand: 1).metrics(
      from: 0, to: 390, velocity: 0)
    let tie = SpringHandoff(spring: spring, arrivalBand: 1, settleBand: first.overshoot)
      .metrics(from: 0, to: 390, velocity: 0)
    let above = SpringHandoff(spring: spring, arrivalBand: 1, settleBand: first.overshoot.nextUp)
      .metrics(from: 0, to: 390, velocity: 0)
    // From rest the first overshoot comes at t = π/ω (the turning point after the crossing).
    let omega = spring.naturalFrequency * (1 - 0.25).squareRoot()
    expectClose(tie.settlingTime, Double.pi / omega, absolute: 1e-12, "tie settles at the turn")
    #expect(above.settlingTime < Double.pi / omega - 0.01, "above the turning value")
    // And a start exactly on the arrival tolerance has arrived.
    let atBand = SpringHandoff(spring: spring, arrivalBand: 1, settleBand: 1).metrics(
      from: 389, to: 390, velocity: 0)
    #expect(atBand.arrivalTime == 0)
  }

  /// A seeded sample over ζ 0.05–3 (with exactly 1, 1 ± 1e-9 and 1 ± 10^(−3…−15)), response
  /// 0.1–1.5 s, release anywhere on screens of 200–1400 pt or on/near the band, velocity 0,
  /// tiny or up to ±20 000 pt/s, tolerances 0.05–10 pt, and a quarter of the cases with a
  /// tolerance put exactly (or within 1e-16…1e-7) on one of the first turning values.
  @Test func seededSampleAgreesWithTheReference() {
    var rng = SplitMix64(seed: 2026)
    var failures = 0
    for _ in 0..<4_000 {
      let c = Self.randomCase(&rng)
      let m = c.handoff.metrics(
        from: c.from, to: c.to, velocity: c.velocity)
      if let problem = HandoffReference.discrepancy(m, c) {
        failures += 1
        if failures <= 10 { Issue.record("\(c): \(problem)") }
      }
    }
    #expect(failures == 0)
  }

  static func randomCase(_ rng: inout SplitMix64) -> HandoffCase {
    func logUniform(_ lo: Double, _ hi: Double) -> Double {
      Elementary.exp(rng.nextUniform(Elementary.log(lo), Elementary.log(hi)))
    }
    let zr = rng.nextUnit()
    var zeta: Double
    if zr < 0.45 {
      zeta = rng.nextUniform(0.05, 3)
    } else if zr < 0.55 {
      zeta = 1
    } else if zr < 0.65 {
      zeta = rng.nextUnit() < 0.5 ? 1 - 1e-9 : 1 + 1e-9
    } else if zr < 0.8 {
      let e = logUniform(1e-15, 1e-3)
      zeta = rng.nextUnit() < 0.5 ? 1 - e : 1 + e
    } else {
      zeta = rng.nextUniform(0.5, 1.1)
    }
    let width = rng.nextUnit() < 0.8 ? 390 : rng.nextUniform(200, 1400)
    var c = HandoffCase(
      zeta: zeta, response: rng.nextUniform(0.1, 1.5), from: 0,
      to: rng.nextUnit() < 0.5 ? 0 : width, velocity: 0)
    if rng.nextUnit() < 0.5 {
      c.arrival = logUniform(0.05, 10)
      c.settle = rng.nextUnit() < 0.5 ? c.arrival : logUniform(0.05, 10)
    }
    let fr = rng.nextUnit()
    if fr < 0.7 {
      c.from = width * rng.nextUnit()
    } else if fr < 0.8 {
      c.from = c.to
    } else if fr < 0.9 {
      let offset = rng.nextUnit() < 0.5 ? c.arrival : 2 * c.arrival * rng.nextUnit()
      c.from = c.to == 0 ? offset : width - offset
    } else {
      c.from = width - c.to
    }
    let vr = rng.nextUnit()
    if vr < 0.55 {
      c.velocity = rng.nextUniform(-20_000, 20_000)
    } else if vr < 0.65 {
      c.velocity = 0
    } else if vr < 0.75 {
      c.velocity = (rng.nextUnit() < 0.5 ? -1 : 1) * logUniform(1e-300, 1e-3)
    } else {
      c.velocity = (rng.nextUnit() < 0.5 ? -1 : 1) * logUniform(1e-3, 20_000)
    }
    if rng.nextUnit() < 0.25 {
      let k = Int(rng.nextUnit() * 4)
      if let e = c.motion.extremum(k), abs(e.displacement) > 1e-3, abs(e.displacement) < 1e4 {
        let offsets = [0, 0, 1e-16, -1e-16, 2e-16, -2e-16, 1e-13, -1e-13, 1e-10, -1e-10, 1e-7]
        let level = abs(e.displacement) * (1 + offsets[Int(rng.nextUnit() * Double(offsets.count))])
        if rng.nextUnit() < 0.5 { c.settle = level } else { c.arrival = level }
      }
    }
    return c
  }
}
