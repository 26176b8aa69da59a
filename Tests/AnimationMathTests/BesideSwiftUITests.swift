import Foundation
import TestSupport
import Testing

/// AnimationMath beside SwiftUI (iOS 17 declares its own `Spring` and `KeyframeTrack`): in a file
/// that imports both, the unqualified names are ambiguous; module-qualified names, or aliases
/// declared once, pick AnimationMath's. Type-checked against a stand-in SwiftUI module that
/// declares both names, with the AnimationMath module this test run was built with.
@Suite("AnimationMath beside SwiftUI")
struct BesideSwiftUITests {
  static let swiftc = executableOnPath(["swiftc"])
  /// The directory of the modules of this build (`.build/<config>/Modules`), if found.
  static let modules: String? = {
    let binary = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
    var dir = binary.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = dir.appendingPathComponent("Modules/AnimationMath.swiftmodule").path
      if FileManager.default.fileExists(atPath: candidate) {
        return dir.appendingPathComponent("Modules").path
      }
      dir = dir.deletingLastPathComponent()
    }
    print("\n*** SKIPPED: the AnimationMath module of this build was not found. ***\n")
    return nil
  }()

  static let swiftUIStandIn = """
    public struct Spring: Sendable {
      public init(duration: Double = 0.5, bounce: Double = 0) {}
    }
    public struct KeyframeTrack<Root, Value> {}

    """

  /// The file the README shows, and the ambiguity it avoids.
  static let client = """
    import AnimationMath
    import SwiftUI

    // Module-qualified: AnimationMath's spring and track beside SwiftUI's.
    let spring = AnimationMath.Spring(dampingRatio: 0.8, response: 0.5)
    let motion = SpringMotion(spring: spring, from: 0, to: 390, initialVelocity: 1200)
    let swiftUISpring = SwiftUI.Spring(duration: 0.3, bounce: 0.2)
    // Or aliases, declared once in the app.
    typealias MathSpring = AnimationMath.Spring
    typealias MathKeyframeTrack = AnimationMath.KeyframeTrack
    let other = MathSpring(dampingRatio: 1, response: 0.3)
    let track: MathKeyframeTrack<Double>? = nil

    """

  @Test(
    "qualified names and aliases type-check; the bare name is ambiguous",
    .enabled(if: swiftc != nil && modules != nil, "swiftc or the built modules are missing"))
  func qualifiedNamesResolve() throws {
    let swiftc = try #require(Self.swiftc)
    let modules = try #require(Self.modules)
    let dir = try scratchDirectory("beside-swiftui")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.swiftUIStandIn.write(
      toFile: dir + "/SwiftUI.swift", atomically: true, encoding: .utf8)
    let module = try runProcess(
      swiftc,
      [
        "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", dir + "/SwiftUI.swift",
        "-o", dir + "/SwiftUI.swiftmodule",
      ])
    try #require(module.status == 0, "\(module.output)")
    try Self.client.write(toFile: dir + "/client.swift", atomically: true, encoding: .utf8)
    let ok = try runProcess(
      swiftc, ["-typecheck", "-I", dir, "-I", modules, dir + "/client.swift"])
    #expect(ok.status == 0, "\(ok.output)")
    // Why: without a module name, `Spring` is ambiguous in such a file.
    try (Self.client + "let bare: Spring? = nil\n").write(
      toFile: dir + "/bare.swift", atomically: true, encoding: .utf8)
    let bare = try runProcess(
      swiftc, ["-typecheck", "-I", dir, "-I", modules, dir + "/bare.swift"])
    #expect(bare.status != 0 && bare.output.contains("ambiguous"), "\(bare.output)")
  }
}
