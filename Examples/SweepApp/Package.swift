// swift-tools-version:6.0
// A downstream app: it depends on spring-tune by path and runs a sweep through SwipeTuning's
// public entry point (`Sweep.run`), with no command-line code. `.ci/run` builds and tests it.
import Foundation
import PackageDescription

// A path dependency's identity is the name of its directory, which depends on where the
// repository was cloned; read it off this package's own location (Examples/SweepApp).
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
  .deletingLastPathComponent()
let identity = root.lastPathComponent.lowercased()

let package = Package(
  name: "SweepApp",
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  dependencies: [.package(path: root.path)],
  targets: [
    .target(
      name: "SweepApp",
      dependencies: [

        .product(name: "SwipeTuning", package: identity)
      ]),
    .testTarget(name: "SweepAppTests", dependencies: ["SweepApp"]),
  ],
  swiftLanguageModes: [.v6]
)
