import Testing

@testable import AnimationMath

@Suite("InputError")
struct InputErrorTests {
  @Test("description names value, field and reason in one format")
  func description() {
    let e = InputError(field: "mass", value: "-1", reason: "must be > 0")
    #expect(e.description == "invalid value '-1' for 'mass': must be > 0")
    #expect(e.renamingField("--mass").description == "invalid value '-1' for '--mass': must be > 0")
    #expect(e.renamingField("--mass").reason == e.reason)
  }

  @Test("check writes numbers in shortest form and rejects non-finite values first")
  func check() {
    #expect(throws: InputError(field: "x", value: "-1", reason: "must be > 0")) {
      try InputError.check("x", -1.0, "must be > 0") { $0 > 0 }
    }
    #expect(throws: InputError(field: "x", value: "nan", reason: "must be finite")) {
      try InputError.check("x", .nan, "must be > 0") { $0 > 0 }
    }
    #expect(throws: InputError(field: "x", value: "-inf", reason: "must be finite")) {
      try InputError.check("x", -.infinity, "must be > 0") { _ in true }
    }
    #expect(throws: Never.self) { try InputError.check("x", 2.0, "must be > 0") { $0 > 0 } }
  }
}
