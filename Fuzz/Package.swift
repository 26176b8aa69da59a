// swift-tools-version:6.0
// The libFuzzer targets of spring-tune's parsers: a package of its own, so the normal build
// never compiles them. scripts/libfuzz.sh builds one with -sanitize=fuzzer,address and runs it
// from its seed corpus (Docs/Fuzzing.md).
import PackageDescription

let targets = [
  "FuzzEasing", "FuzzSpringSpec", "FuzzTimeline", "FuzzTouchTrace", "FuzzPointerEvents",
  "FuzzGetevent", "FuzzPopulation", "FuzzFeelModel", "FuzzSweepCSV", "FuzzNumbers",
]

let package = Package(
  name: "SpringTuneFuzz",
  dependencies: [.package(name: "spring-tune", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [.product(name: "AnimationMath", package: "spring-tune")],
      path: "Sources/FuzzSupport")
  ]
    + targets.map { name in
      .executableTarget(
        name: name,
        dependencies: [
          "FuzzSupport",
          .product(name: "AnimationMath", package: "spring-tune"),
          .product(name: "TextFormats", package: "spring-tune"),
          .product(name: "SwipeTuning", package: "spring-tune"),
          .product(name: "SweepFiles", package: "spring-tune"),
        ],
        path: "Sources/\(name)")
    }
)
