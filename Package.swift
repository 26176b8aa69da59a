// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "spring-tune",
  products: [
    .library(name: "AnimationMath", targets: ["AnimationMath"]),
    .library(name: "SwipeTuning", targets: ["SwipeTuning"]),
    .executable(name: "spring-tune", targets: ["spring-tune"]),
    .executable(name: "spring-bench", targets: ["spring-bench"]),
  ],
  targets: [
    .target(name: "AnimationMath"),
    .target(name: "SwipeTuning", dependencies: ["AnimationMath"]),
    .target(name: "Plotting", dependencies: ["AnimationMath"]),
    .executableTarget(
      name: "spring-tune",
      dependencies: ["AnimationMath", "SwipeTuning", "Plotting"],
      path: "Tools/spring-tune"
    ),
    .executableTarget(
      name: "spring-bench",
      dependencies: ["AnimationMath", "SwipeTuning"],
      path: "Tools/spring-bench"
    ),
    .testTarget(
      name: "AnimationMathTests",
      dependencies: ["AnimationMath"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SwipeTuningTests",
      dependencies: ["SwipeTuning", "AnimationMath"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "PlottingTests",
      dependencies: ["Plotting", "AnimationMath"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SpringTuneTests",
      dependencies: ["spring-tune", "AnimationMath", "SwipeTuning", "Plotting"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
