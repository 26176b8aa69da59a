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
    .library(name: "SweepFiles", targets: ["SweepFiles"]),
    .executable(name: "spring-tune", targets: ["spring-tune"]),
    .executable(name: "spring-bench", targets: ["spring-bench"]),
  ],
  targets: [
    .target(name: "AnimationMath"),
    .target(name: "SwipeTuning", dependencies: ["AnimationMath"]),
    // What touches the file system through Foundation (trace files, atomic report writes), kept
    // out of SwipeTuning so that an app importing it does not link Foundation.
    .target(name: "SweepFiles", dependencies: ["AnimationMath", "SwipeTuning"]),
    .target(name: "Plotting", dependencies: ["AnimationMath"]),
    .target(name: "TuningReport", dependencies: ["AnimationMath", "SwipeTuning", "Plotting"]),
    .executableTarget(
      name: "spring-tune",
      dependencies: ["AnimationMath", "SwipeTuning", "SweepFiles", "Plotting", "TuningReport"],
      path: "Tools/spring-tune"
    ),
    .executableTarget(
      name: "spring-bench",
      dependencies: ["AnimationMath", "SwipeTuning", "SweepFiles"],
      path: "Tools/spring-bench"
    ),
    .testTarget(
      name: "AnimationMathTests",
      dependencies: ["AnimationMath", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SwipeTuningTests",
      dependencies: [
        "SwipeTuning", "SweepFiles", "AnimationMath", "TestSupport", "SweepTestSupport",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SweepFilesTests",
      dependencies: ["SweepFiles", "SwipeTuning", "AnimationMath", "TestSupport"]),
    .testTarget(
      name: "PlottingTests",
      dependencies: ["Plotting", "AnimationMath", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    // Test helpers shared by test targets: approximate equality and an XML well-formedness
    // check (no dependencies), and a fixture sweep report (needs SwipeTuning's schema).
    .target(name: "TestSupport", dependencies: ["AllocationCounting"], path: "Tests/TestSupport"),
    // Test-only: counts heap allocations per thread by standing in for glibc's malloc (see
    // Tests/TestSupport/AllocationCounter.swift).
    .target(name: "AllocationCounting", path: "Tests/AllocationCounting"),
    .target(
      name: "SweepTestSupport", dependencies: ["SwipeTuning"], path: "Tests/SweepTestSupport"),
    .testTarget(
      name: "TuningReportTests",
      dependencies: [
        "TuningReport", "SwipeTuning", "SweepFiles", "Plotting", "AnimationMath", "TestSupport",
        "SweepTestSupport",
      ]
    ),
    .testTarget(
      name: "SpringTuneTests",
      dependencies: [
        "spring-tune", "AnimationMath", "SwipeTuning", "SweepFiles", "Plotting", "TuningReport",
        "TestSupport", "SweepTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
