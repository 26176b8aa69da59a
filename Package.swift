// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "spring-tune",
  // The oldest systems the package supports; see Docs/Platforms.md for how API availability is
  // checked without an Apple toolchain.
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
  products: [
    .library(name: "AnimationMath", targets: ["AnimationMath"]),
    .library(name: "TextFormats", targets: ["TextFormats"]),
    .library(name: "SwipeTuning", targets: ["SwipeTuning"]),
    .library(name: "SweepFiles", targets: ["SweepFiles"]),
    .executable(name: "spring-tune", targets: ["spring-tune"]),
    .executable(name: "spring-bench", targets: ["spring-bench"]),
  ],
  targets: [
    .target(name: "AnimationMath"),
    // The text formats (CSV, JSON, timeline and trace files, word wrapping, input-file errors),
    // kept out of AnimationMath so an engine or the wasm module links only the maths.
    .target(name: "TextFormats", dependencies: ["AnimationMath"]),
    .target(name: "SwipeTuning", dependencies: ["AnimationMath", "TextFormats"]),
    // What touches the file system through Foundation (trace files, atomic report writes), kept
    // out of SwipeTuning so that an app importing it does not link Foundation.
    .target(name: "SweepFiles", dependencies: ["AnimationMath", "TextFormats", "SwipeTuning"]),
    .target(name: "Plotting", dependencies: ["AnimationMath", "TextFormats"]),
    // The recorder and feel-test page (`spring-tune record`): one self-contained HTML file with
    // the AnimationMath wasm module inside.
    .target(
      name: "Recorder", dependencies: ["AnimationMath", "TextFormats", "SwipeTuning", "Plotting"]),
    .target(
      name: "TuningReport",
      dependencies: ["AnimationMath", "TextFormats", "SwipeTuning", "Plotting"]),
    .executableTarget(
      name: "spring-tune",
      dependencies: [
        "AnimationMath", "TextFormats", "SwipeTuning", "SweepFiles", "Plotting", "TuningReport",
        "Recorder",
      ],
      path: "Tools/spring-tune"
    ),
    .executableTarget(
      name: "spring-bench",
      // AllocationCounting: `spring-bench --allocations` counts the heap allocations of a parse
      // in the optimised build users get.
      dependencies: [
        "AnimationMath", "TextFormats", "SwipeTuning", "SweepFiles", "AllocationCounting",
      ],
      path: "Tools/spring-bench"
    ),
    .testTarget(
      name: "AnimationMathTests",
      dependencies: ["AnimationMath", "TextFormats", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "TextFormatsTests", dependencies: ["TextFormats", "AnimationMath", "TestSupport"]),
    .testTarget(
      name: "SwipeTuningTests",
      dependencies: [
        "SwipeTuning", "SweepFiles", "AnimationMath", "TextFormats", "TestSupport",
        "SweepTestSupport",
      ],
      resources: [.copy("Fixtures")]
    ),
    .testTarget(
      name: "SweepFilesTests",
      dependencies: [
        "SweepFiles", "SwipeTuning", "AnimationMath", "TextFormats", "TestSupport",
        "SweepTestSupport",
      ]),
    .testTarget(
      name: "PlottingTests",
      dependencies: ["Plotting", "AnimationMath", "TextFormats", "TestSupport"],
      resources: [.copy("Fixtures")]
    ),
    // Test helpers shared by test targets: approximate equality and an XML well-formedness
    // check (no dependencies), and a fixture sweep report (needs SwipeTuning's schema).
    .target(name: "TestSupport", dependencies: ["AllocationCounting"], path: "Tests/TestSupport"),
    // Test-only: counts heap allocations per thread by standing in for glibc's malloc (see
    // Tests/TestSupport/AllocationCounter.swift).
    .target(name: "AllocationCounting", path: "Tests/AllocationCounting"),
    .target(
      name: "SweepTestSupport", dependencies: ["SwipeTuning", "TextFormats"],
      path: "Tests/SweepTestSupport"),
    .testTarget(
      name: "TuningReportTests",
      dependencies: [
        "TuningReport", "SwipeTuning", "SweepFiles", "Plotting", "AnimationMath", "TextFormats",
        "TestSupport", "SweepTestSupport",
      ]
    ),
    .testTarget(
      name: "SpringTuneTests",
      dependencies: [
        "spring-tune", "AnimationMath", "TextFormats", "SwipeTuning", "SweepFiles", "Plotting",
        "TuningReport", "Recorder", "TestSupport", "SweepTestSupport",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
