// swift-tools-version:6.0
// A downstream package: it depends on spring-tune by path and uses only the public API of
// AnimationMath and SwipeTuning, as an engine or an app would. `.ci/run` builds and tests it.
import Foundation
import PackageDescription

// A path dependency's identity is the name of its directory, which depends on where the
// repository was cloned; read it off this package's own location (Examples/EngineDemo).
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
  .deletingLastPathComponent()
let identity = root.lastPathComponent.lowercased()

let package = Package(
  name: "EngineDemo",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  dependencies: [.package(path: root.path)],
  targets: [
    .target(
      name: "EngineDemo",
      dependencies: [
        .product(name: "AnimationMath", package: identity),
        .product(name: "SwipeTuning", package: identity),
      ]),
    .testTarget(name: "EngineDemoTests", dependencies: ["EngineDemo"]),
  ],
  swiftLanguageModes: [.v6]
)
