// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "spring-tune",
  // The oldest systems the package supports; see Docs/Platforms.md for how API availability is
  // checked without an Apple toolchain.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
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
    .target(name: "TuningReport", dependencies: ["AnimationMath", "SwipeTuning", "Plotting"]),
    .executableTarget(
      name: "spring-tune",
      dependencies: ["AnimationMath", "SwipeTuning", "Plotting", "TuningReport"],
      path: "Tools/spring-tune"
    ),
    .executableTarget(
      name: "spring-bench",
      dependencies: ["AnimationMath", "SwipeTuning"],
      path: "Tools/spring-bench"
    ),
    .testTarget(
      name: "AnimationMathTests",
      dependencies: ["AnimationMath", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SwipeTuningTests",
      dependencies: ["SwipeTuning", "AnimationMath", "TestSupport", "SweepTestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "PlottingTests",
      dependencies: ["Plotting", "AnimationMath", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    // Test helpers shared by test targets: approximate equality and an XML well-formedness
    // check (no dependencies), and a fixture sweep report (needs SwipeTuning's schema).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .target(
      name: "SweepTestSupport", dependencies: ["SwipeTuning"], path: "Tests/SweepTestSupport"),
    .testTarget(
      name: "TuningReportTests",
      dependencies: [
        "TuningReport", "SwipeTuning", "Plotting", "AnimationMath", "TestSupport",
        "SweepTestSupport",
      ]
    ),
    .testTarget(
      name: "SpringTuneTests",
      dependencies: [
        "spring-tune", "AnimationMath", "SwipeTuning", "Plotting", "TuningReport", "TestSupport",
        "SweepTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
