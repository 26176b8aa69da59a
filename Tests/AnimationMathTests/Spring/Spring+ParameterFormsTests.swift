import TestSupport
import Testing
import TextFormats

@testable import AnimationMath

@Suite("Spring parameter forms")
struct SpringParameterFormsTests {
  /// Rows of spring-conversions.csv (RFC 4180: the `defined_as` column has commas).
  func rows() throws -> [[String: String]] {
    let records = try CSVRecords(parsing: try fixtureText("spring-conversions.csv")).records
    guard let header = records.first?.fields else { return [] }
    return records.dropFirst().map { r in
      Dictionary(uniqueKeysWithValues: zip(header, r.fields))
    }
  }

  /// Every derived column of every row, from (m, k, c). The file prints 10 significant digits,
  /// so its own rounding is ≤ 5e-10 relative; 1e-9 relative (or 1e-9 absolute for values that
  /// are 0, like bounce of a critical spring) accepts that and nothing more.
  @Test("derived parameters match spring-conversions.csv")
  func derived() throws {
    let table = try rows()
    #expect(table.count == 18)
    for row in table {
      let label = row["label"] ?? "?"
      guard let m = Double(row["mass"] ?? ""), let k = Double(row["stiffness"] ?? ""),
        let c = Double(row["damping"] ?? "")
      else {
        Issue.record("unparsable row \(label)")
        continue
      }
      let s = Spring(mass: m, stiffness: k, damping: c)
      let checks: [(String, Double?)] = [
        ("zeta", s.dampingRatio), ("omega0_rad_per_s", s.naturalFrequency),
        ("undamped_period_s", s.response), ("swiftui_response_s", s.response),
        ("swiftui_dampingFraction", s.dampingRatio), ("swiftui_duration_s", s.duration),
        ("swiftui_bounce", s.bounce), ("android_stiffness", s.unitMassStiffness),
        ("android_dampingRatio", s.dampingRatio), ("rebound_tension", s.unitMassStiffness),
        ("rebound_friction", s.unitMassDamping), ("origami_tension", s.origamiTension),
        ("origami_friction", s.origamiFriction), ("pop_bounciness", s.popBounciness),
        ("pop_speed", s.popSpeed), ("reactspring_tension", s.stiffness),
        ("reactspring_friction", s.damping), ("reactspring_mass", s.mass),
        ("reactspring_frequency_s", s.response), ("reactspring_damping", s.dampingRatio),
        ("framer_visualDuration_s", s.framerVisualDuration),
        ("framer_visual_bounce", s.framerBounce), ("framer_duration_s", s.framerDuration),
        ("framer_duration_bounce", s.framerBounce),
      ]
      for (column, got) in checks {
        let text = row[column] ?? ""
        if text.isEmpty {
          #expect(
            got == nil, "\(label) \(column): expected blank (not expressible), got \(got ?? 0)")
          continue
        }
        guard let expected = Double(text), let got else {
          Issue.record("\(label) \(column): expected \(text), got nil")
          continue
        }
        // POP's inverse subtracts q_F from the nearly equal no-bounce friction N, so for small
        // bounciness the file's own 10-digit rounding is amplified ~20×: 1e-8 there.
        let rel = column == "pop_bounciness" ? 1e-8 : 1e-9
        expectClose(got, expected, absolute: 1e-9, relative: rel, "\(label) \(column)")
      }
    }
  }

  /// Each form's initializer applied to the row's printed parameters gives back the row's k/m
  /// and c/m. Inputs are rounded to 10 digits and k ∝ 1/period², c ∝ ζ/period, so a relative
  /// error of ~3·5e-10 is inherent; POP's inverse adds the conditioning of the cubic, so 1e-8.
  @Test("every form's initializer reproduces the physical spring")
  func forward() throws {
    for row in try rows() {
      let label = row["label"] ?? "?"
      func v(_ key: String) -> Double? { Double(row[key] ?? "") }
      guard let m = v("mass"), let k = v("stiffness"), let c = v("damping") else { continue }
      var candidates: [(String, Spring)] = []
      if let r = v("swiftui_response_s"), let z = v("swiftui_dampingFraction") {
        candidates.append(("response", Spring(dampingRatio: z, response: r)))
      }
      if let d = v("swiftui_duration_s"), let b = v("swiftui_bounce") {
        candidates.append(("duration", Spring(duration: d, bounce: b)))
      }
      if let st = v("android_stiffness"), let z = v("android_dampingRatio") {
        candidates.append(("android", Spring(stiffness: st, dampingRatio: z)))
      }
      if let t = v("rebound_tension"), let f = v("rebound_friction") {
        candidates.append(("rebound", Spring(reboundTension: t, friction: f)))
      }
      if let t = v("origami_tension"), let f = v("origami_friction") {
        candidates.append(("origami", Spring(origamiTension: t, origamiFriction: f)))
      }
      if let b = v("pop_bounciness"), let sp = v("pop_speed") {
        candidates.append(("pop", Spring(bounciness: b, speed: sp)))
      }
      if let d = v("framer_visualDuration_s"), let b = v("framer_visual_bounce") {
        candidates.append(("framerVisual", Spring(framerVisualDuration: d, bounce: b)))
      }
      if let d = v("framer_duration_s"), let b = v("framer_duration_bounce") {
        candidates.append(("framerDuration", Spring(framerDuration: d, bounce: b)))
      }
      for (name, s) in candidates {
        expectClose(s.unitMassStiffness, k / m, relative: 1e-8, "\(label) \(name) k/m")
        expectClose(
          s.unitMassDamping, c / m, absolute: 1e-9, relative: 1e-8, "\(label) \(name) c/m")
      }
    }
  }

  /// Apple's documented example: Spring(duration: 0.5, bounce: 0.3) → (1, 157.9, 17.6) and
  /// Spring(mass: 1, stiffness: 100, damping: 10) → (0.63, 0.5); Apple prints 3-4 digits.
  @Test("Apple's worked example and negative bounce")
  func appleExample() {
    let s = Spring(duration: 0.5, bounce: 0.3)
    expectClose(s.stiffness, 157.9, absolute: 0.05, "Apple prints one decimal")
    expectClose(s.damping, 17.6, absolute: 0.05, "Apple prints one decimal")
    let t = Spring(mass: 1, stiffness: 100, damping: 10)
    expectClose(t.duration, 0.63, absolute: 0.005, "Apple prints two decimals")
    expectClose(t.bounce, 0.5, absolute: 1e-15, "ζ = 0.5 exactly, one rounding")
    // bounce < 0 is overdamped with ζ = 1/(1 + bounce), and round-trips.
    let over = Spring(duration: 0.4, bounce: -0.3)
    expectClose(over.dampingRatio, 1 / 0.7, relative: 1e-15, "a few roundings")
    expectClose(over.bounce, -0.3, relative: 1e-14, "round trip through ζ")
  }

  @Test("Rebound's default Origami (40, 7) is (230.2, 22); 0 maps to 0")
  func origami() {
    let s = Spring(origamiTension: 40, origamiFriction: 7)
    expectClose(s.stiffness, 230.2, relative: 1e-15, "affine map, two roundings")
    expectClose(s.damping, 22, relative: 1e-15, "affine map, two roundings")
    let undamped = Spring(origamiTension: 40, origamiFriction: 0)
    #expect(undamped.damping == 0)
    #expect(undamped.origamiFriction == 0)
  }
}
