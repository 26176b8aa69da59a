import AnimationMath
import Foundation
import SwipeTuning
import TestSupport
import Testing

@testable import TuningReport

/// The report's code, compiled and run: the Swift snippets type-check against a minimal
/// stand-in of the SwiftUI and UIKit APIs they call, and the Swift and JavaScript rules decide a
/// fixed set of releases exactly as the sweep's own ``CompletionPolicy/decide(_:)`` does.
@Suite("Snippets decide as the sweep does")
struct SweepReportCodeTests {
  /// The toolchain's `swiftc` and `node`; nil (after saying so) when missing.
  static let swiftc = found(executableOnPath(["swiftc"], override: toolchainSwiftc), "swiftc")
  static let node = found(executableOnPath(["node", "nodejs"]), "node")

  /// `path`, after saying loudly that `name`'s tests are skipped when it is nil.
  static func found(_ path: String?, _ name: String) -> String? {
    if path == nil {
      print(
        "\n*** SKIPPED: \(name) not found, so the report's snippets were not run with it. "
          + "Install it (.ci/run does) to run them. ***\n")
    }
    return path
  }
  static let toolchainSwiftc: String? = {
    let path = "/opt/swift/usr/bin/swiftc"
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  /// Just enough of SwiftUI for the snippet to type-check: the signatures it calls, as the SDK
  /// declares them (iOS 17).
  static let swiftUIStandIn = """
    @_exported import Foundation
    public struct Animation: Sendable {
      public static func interpolatingSpring(
        duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
      ) -> Animation { Animation() }
      public static func interpolatingSpring(
        mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
      ) -> Animation { Animation() }
    }
    @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
      public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
      public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
      }
      public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        fatalError()
      }
    }
    public struct NavigationPath {
      public var isEmpty: Bool { true }
      public mutating func removeLast(_ k: Int = 1) {}
    }
    // iOS 17's signature, as Apple's documentation gives it.
    @MainActor public func withAnimation<Result>(
      _ animation: Animation? = nil, _ body: () throws -> Result,
      completion: @escaping () -> Void
    ) rethrows -> Result { try body() }

    """

  /// Just enough of UIKit for the snippet to type-check, main-actor isolated as UIKit is, so
  /// that the snippet is checked as Swift 6 code.
  static let uiKitStandIn = """
    @_exported import Foundation
    public struct CGVector: Sendable {
      public var dx: CGFloat
      public var dy: CGFloat
      public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    }
    @MainActor open class UIView {
      open var bounds = CGRect.zero
      open var frame = CGRect.zero
      public init() {}
    }
    @MainActor open class UIGestureRecognizer {
      public init() {}
      open func location(in view: UIView?) -> CGPoint { .zero }
    }
    @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
      open func translation(in view: UIView?) -> CGPoint { .zero }
      open func velocity(in view: UIView?) -> CGPoint { .zero }
    }
    public protocol UITimingCurveProvider {}
    @MainActor open class UISpringTimingParameters: UITimingCurveProvider {
      public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {}
    }
    public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }
    @MainActor open class UIViewPropertyAnimator {
      public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {}
      open func addAnimations(_ animation: @escaping () -> Void) {}
      open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
      open func startAnimation() {}
    }

    """

  /// Releases on and around every preset's constants on a 390 pt screen: travel, velocity and
  /// cross-axis velocity, including values exactly at each threshold (so `>` against `≥` shows).
  static let releases: [ReleaseRecord] = {
    let dx: [Double] = [-60, 0, 10, 20, 39, 40, 56, 58.5, 78, 100, 156, 195, 200, 260, 389, 390]
    let v: [Double] = [-2000, -390, -300, -150, 0, 50, 100, 120, 125, 150, 390, 700, 1000, 2500]
    let cross: [Double] = [0, 400, 900]
    return dx.flatMap { d in
      v.flatMap { v in cross.map { ReleaseRecord(travel: d, velocity: v, crossVelocity: $0) } }
    }
  }()

  /// One row per preset with thresholds that differ from the preset's own (to see that the row's
  /// values, not the preset's, are written), plus the preset's own.
  static func rows() -> [SweepTable.Row] {
    let none = [Double?](repeating: nil, count: SweepMetric.allCases.count)
    var rows: [SweepTable.Row] = []
    for preset in CompletionPreset.allCases {
      let own = preset.defaultParameters()
      for (progress, velocity, rate) in [
        (own.progressThreshold, own.velocityThreshold, own.projectionRate), (0.45, 150, 0.99),
      ] {
        let uses = preset.parameters
        rows.append(
          SweepTable.Row(
            line: rows.count + 2, policy: preset.rawValue, estimator: "ios",
            parameters: [
              0.8, 0.4, uses.contains(.progressThreshold) ? progress : nil,
              uses.contains(.velocityThreshold) ? velocity : nil,
              uses.contains(.projectionRate) ? rate : nil,
            ], metrics: none))
      }
    }
    return rows
  }

  static func report(
    _ rows: [SweepTable.Row], platform: SwipePlatform? = .ios, origin: TravelOrigin = .down
  ) -> SweepReport {
    SweepReport(
      table: SweepTable(
        rows: rows,
        settings: SweepSettings(
          source: .synthetic(seed: 1), gate: AngleGate(travelOrigin: origin), platform: platform)),
      source: "sweep.csv")
  }

  /// The sweep's decisions on ``releases`` for `row`, as a string of 0 and 1.
  static func expected(_ row: SweepTable.Row) throws -> String {
    let rule = try #require(SweepReport.rule(row, width: 390))
    let decisions = String(releases.map { rule.evaluate($0) ? "1" : "0" })
    // Releases on both sides of every rule, or the comparison would prove little.
    #expect(decisions.contains("0") && decisions.contains("1"), "\(row.policy)")
    return decisions
  }

  /// ``releases`` as lines `dx velocity crossVelocity width`.
  static var releaseLines: String {
    releases.map { r in
      [r.travel, r.velocity, r.crossVelocity, r.width].map { NumberText.shortest($0) }
        .joined(separator: " ")
    }.joined(separator: "\n") + "\n"
  }

  @Test func everySnippetNamesItsEstimatorUnitAndHandoff() throws {
    let rows = Self.rows()
    let report = Self.report(rows)
    let snippets = report.snippets(for: rows[0])
    #expect(
      snippets.map(\.id) == [
        "swiftui", "uikit", "compose", "android", "flutter", "react-native", "web", "motion",
        "css",
      ])
    for s in snippets where s.id != "css" {
      #expect(s.code.contains("Thresholds assume the 'ios' velocity estimator"), "\(s.id)")
      #expect(s.code.contains("swipeBackCompletes"), "\(s.id)")
    }
    let code = Dictionary(uniqueKeysWithValues: snippets.map { ($0.id, $0.code) })
    // The platform's own estimator is named, and a mismatch says how to get the platform's.
    #expect(code["uikit"]?.contains("iOS (UIKit, SwiftUI) estimates as 'ios' does") == true)
    #expect(
      code["compose"]?.contains("Jetpack Compose estimates with 'lsq2'") == true
        && code["compose"]?.contains("--platform compose") == true)
    // The hand-off carries the finger's velocity in each API's own terms.
    #expect(code["swiftui"]?.contains("initialVelocity: relative") == true)
    #expect(code["swiftui"]?.contains("velocity / remaining") == true)
    #expect(code["uikit"]?.contains("initialVelocity: CGVector(dx: relative, dy: 0)") == true)
    #expect(
      code["compose"]?.contains(
        "offset.animateTo(target, swipeBackSpring, initialVelocity = handoff)")
        == true)
    #expect(code["android"]?.contains("setStartVelocity(handoff)") == true)
    #expect(
      code["flutter"]?.contains("SpringSimulation(swipeBackSpring, offset, target, handoff)")
        == true)
    // Density: Kotlin thresholds are dp, converted to px.
    #expect(
      code["compose"]?.contains("val velocityThreshold = VELOCITY_THRESHOLD_DP * density") == true)
    #expect(code["compose"]?.contains("(dx / (200f * density))") == true)
    // ζ 0.8, response 0.4 s: k = (2π/0.4)² = 246.7401, c = 4π·0.8/0.4 = 25.1327.
    #expect(code["uikit"]?.contains("mass: 1, stiffness: 246.7401, damping: 25.1327") == true)
    #expect(
      code["compose"]?.contains("spring<Float>(dampingRatio = 0.8f, stiffness = 246.7401f)") == true
    )
    // The sweep's platform comes first.
    let web = Self.report(rows, platform: .web).snippets(for: rows[0])
    #expect(
      web.map(\.id) == [
        "web", "motion", "css", "swiftui", "uikit", "compose", "android", "flutter",
        "react-native",
      ])
  }

  @Test func theProjectionIsInTheCode() throws {
    let rows = Self.rows().filter { $0.policy == "projected-midpoint" }
    let code = Self.report(rows).snippets(for: rows[1])
    let swift = try #require(code.first { $0.id == "swiftui" }?.code)
    #expect(swift.contains("let projectionRate: CGFloat = 0.99"))
    #expect(
      swift.contains("let projection = velocity / 1000 * projectionRate / (1 - projectionRate)"))
    #expect(swift.contains("return projectedProgress > progressThreshold"))
  }

  @Test func theAppleSnippetsMeasureTravelFromTheSweepsOrigin() throws {
    let row = try #require(Self.rows().first)
    func code(_ id: String, _ origin: TravelOrigin) throws -> String {
      try #require(
        Self.report(Self.rows(), origin: origin).snippets(for: row).first { $0.id == id }
      )
      .code
    }
    // From the touch-down: UIKit keeps it from the delegate (pan.translation starts at
    // recognition); DragGesture's translation already counts from it.
    let uiKitDown = try code("uikit", .down)
    #expect(uiKitDown.contains("let dx = (pan.location(in: view).x - touchDown.x)"))
    #expect(uiKitDown.contains("shouldReceive touch: UITouch"))
    #expect(!uiKitDown.contains("= pan.translation(in:"))
    #expect(try code("swiftui", .down).contains("let dx = translation.width"))
    // From recognition: UIKit's translation; SwiftUI subtracts the first change's translation.
    #expect(try code("uikit", .recognised).contains("let dx = pan.translation(in: view).x"))
    let swiftUIRecognised = try code("swiftui", .recognised)
    #expect(swiftUIRecognised.contains("let dx = (translation.width - recognisedAt.width)"))
    #expect(
      swiftUIRecognised.contains("if recognisedAt == nil { recognisedAt = value.translation }"))
    // Every rule snippet's header says where to measure dx from (the CSS spring has no rule).
    for snippet in Self.report(Self.rows(), origin: .down).snippets(for: row)
    where snippet.id != "css" {
      #expect(
        snippet.code.contains("Measure dx from the touch-down, as the sweep did"), "\(snippet.id)")
    }
    for snippet in Self.report(Self.rows(), origin: .recognised).snippets(for: row)
    where snippet.id != "css" {
      #expect(
        snippet.code.contains("Measure dx from where the drag was recognised"), "\(snippet.id)")
    }
  }

  @Test(
    "The Swift snippets type-check, and their rule decides as the sweep does",
    .enabled(if: swiftc != nil, "swiftc is not on PATH"), .timeLimit(.minutes(5)))
  func swiftSnippetsCompileAndDecide() throws {
    let swiftc = try #require(Self.swiftc)
    let dir = try scratchDirectory("snippet-swift")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // The stand-in modules, once.
    for (module, text) in [("SwiftUI", Self.swiftUIStandIn), ("UIKit", Self.uiKitStandIn)] {
      let path = "\(dir)/\(module).swift"
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let (status, output) = try runProcess(
        swiftc,
        [
          "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
          path, "-o", "\(dir)/\(module).swiftmodule",
        ])
      #expect(status == 0, "stand-in \(module):\n\(output)")
    }
    try Self.releaseLines.write(toFile: "\(dir)/releases.txt", atomically: true, encoding: .utf8)
    let rows = Self.rows()
    // Travel from recognition changes the signatures: type-check two rows' snippets that way.
    for (i, row) in rows.prefix(2).enumerated() {
      for snippet in Self.report(rows, origin: .recognised).snippets(for: row)
      where snippet.id == "swiftui" || snippet.id == "uikit" {
        let name = "\(dir)/\(snippet.id)-recognised-\(i).swift"
        try snippet.code.write(toFile: name, atomically: true, encoding: .utf8)
        let (status, output) = try runProcess(
          swiftc, ["-typecheck", "-swift-version", "6", "-I", dir, name])
        #expect(status == 0, "\(snippet.id) of \(row.policy):\n\(output)\n\(snippet.code)")
      }
    }
    let report = Self.report(rows)
    for (i, row) in rows.enumerated() {
      for snippet in report.snippets(for: row)
      where snippet.id == "swiftui" || snippet.id == "uikit" {
        let name = "\(dir)/\(snippet.id)-\(i).swift"
        try snippet.code.write(toFile: name, atomically: true, encoding: .utf8)
        // Swift 6 mode: strict concurrency, against main-actor stand-ins.
        let (status, output) = try runProcess(
          swiftc, ["-typecheck", "-swift-version", "6", "-I", dir, name])
        #expect(
          status == 0,
          "\(snippet.id) of \(row.policy) does not type-check:\n\(output)\n\(snippet.code)")
        guard snippet.id == "swiftui" else { continue }
        // Run the rule: the snippet without its import, with the stand-in and a reader.
        let body = snippet.code.replacingOccurrences(of: "import SwiftUI\n", with: "")
        try body.write(toFile: "\(dir)/rule-\(i).swift", atomically: true, encoding: .utf8)
        let cross = body.contains("crossVelocity: CGFloat") ? ", crossVelocity: f[2]" : ""
        let main = """
          import Foundation
          var out = "DECISIONS "
          let text = try! String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
          for line in text.split(separator: "\\n") {
            let f = line.split(separator: " ").map { CGFloat(Double(String($0))!) }
            out += swipeBackCompletes(dx: f[0], velocity: f[1]\(cross), width: f[3]) ? "1" : "0"
          }
          print(out)

          """
        try main.write(toFile: "\(dir)/main.swift", atomically: true, encoding: .utf8)
        try Self.swiftUIStandIn.write(
          toFile: "\(dir)/standin.swift", atomically: true, encoding: .utf8)
        let exe = "\(dir)/rule-\(i)"
        let build = try runProcess(
          swiftc,
          ["\(dir)/standin.swift", "\(dir)/rule-\(i).swift", "\(dir)/main.swift", "-o", exe])
        try #require(build.status == 0, "\(row.policy):\n\(build.output)")
        let run = try runProcess(exe, ["\(dir)/releases.txt"])
        let decided = run.output.split(separator: "\n").first { $0.hasPrefix("DECISIONS ") }
          .map { String($0.dropFirst(10)) }
        #expect(decided == (try Self.expected(row)), "\(row.policy) \(row.parameters)")
      }
    }
  }

  @Test(
    "The JavaScript rule, velocity and spring run in node as the sweep computes them",
    .enabled(if: node != nil, "node is not on PATH"), .timeLimit(.minutes(2)))
  func javaScriptRunsAndDecides() throws {
    let node = try #require(Self.node)
    let dir = try scratchDirectory("snippet-js")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.releaseLines.write(toFile: "\(dir)/releases.txt", atomically: true, encoding: .utf8)
    let rows = Self.rows()
    let report = Self.report(rows, platform: .web)
    for (i, row) in rows.enumerated() {
      let code = try #require(report.snippets(for: row).first { $0.id == "web" }?.code)
      let cross =
        code.contains("function swipeBackCompletes(dx, velocity, crossVelocity,")
        ? " f[2]," : ""
      let script =
        code + """
          const fs = require('fs');
          let out = 'DECISIONS ';
          for (const line of fs.readFileSync(process.argv[2], 'utf8').trim().split('\\n')) {
            const f = line.split(' ').map(Number);
            out += swipeBackCompletes(f[0], f[1],\(cross) f[3]) ? '1' : '0';
          }
          console.log(out);

          """
      try script.write(toFile: "\(dir)/rule-\(i).js", atomically: true, encoding: .utf8)
      let run = try runProcess(node, ["\(dir)/rule-\(i).js", "\(dir)/releases.txt"])
      let decided = run.output.split(separator: "\n").first { $0.hasPrefix("DECISIONS ") }
        .map { String($0.dropFirst(10)) }
      #expect(decided == (try Self.expected(row)), "\(row.policy) \(row.parameters)\n\(run.output)")
    }
  }

  @Test(
    "The JavaScript velocity is the sweep's two-point estimate, and its spring is SpringMotion",
    .enabled(if: node != nil, "node is not on PATH"), .timeLimit(.minutes(2)))
  func javaScriptVelocityAndSpring() throws {
    let node = try #require(Self.node)
    let dir = try scratchDirectory("snippet-js-traces")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    // 300 synthetic swipes: their samples, and the sweep's record of each with two-point.
    let generator = SwipeGenerator(seed: 5)
    var lines: [String] = []
    var expected: [String] = []
    let geometry = SwipeGeometry()
    let gate = AngleGate(maximumAngle: 180, slop: 0)
    for swipe in generator.swipes(count: 300) where !swipe.isCancelled {
      let record = SweepPopulation.record(
        samples: swipe.samples, intent: nil, geometry: geometry, gate: gate, strategy: .twoPoint)
      lines.append(
        swipe.samples.map { s in
          "\(s.phase.rawValue):\(NumberText.shortest(s.time)):\(NumberText.shortest(s.position.x)):\(NumberText.shortest(s.position.y))"
        }.joined(separator: " "))
      expected.append(NumberText.shortest(record.velocity))
    }
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: "\(dir)/traces.txt", atomically: true, encoding: .utf8)
    // Three damping regimes.
    var springs: [(SweepReport, SweepTable.Row, Spring)] = []
    for zeta in [0.5, 1.0, 1.6] {
      var row = Self.rows()[0]
      row.parameters[0] = zeta
      row.parameters[1] = 0.35
      springs.append(
        (Self.report([row], platform: .web), row, Spring(dampingRatio: zeta, response: 0.35)))
    }
    for (k, (report, row, spring)) in springs.enumerated() {
      let code = try #require(report.snippets(for: row).first { $0.id == "web" }?.code)
      let script =
        code + """
          const fs = require('fs');
          const velocities = [];
          for (const line of fs.readFileSync(process.argv[2], 'utf8').trim().split('\\n')) {
            const tracker = new SwipeVelocity();
            let v = 0;
            for (const item of line.split(' ')) {
              const [phase, t, x, y] = item.split(':');
              if (phase === 'down') tracker.down(Number(t), Number(x), Number(y));
              else if (phase === 'move') tracker.move(Number(t), Number(x), Number(y));
              else if (phase === 'up') v = tracker.release(Number(t)).x;
            }
            velocities.push(v);
          }
          console.log('VELOCITIES ' + velocities.join(' '));
          const m = [0, 0.01, 0.05, 0.1, 0.2, 0.4, 0.8].map((t) => swipeBackSpring(120, 390, 900, t));
          console.log('SPRING ' + m.map((s) => s.offset + ',' + s.velocity).join(' '));

          """
      try script.write(toFile: "\(dir)/web-\(k).js", atomically: true, encoding: .utf8)
      let run = try runProcess(node, ["\(dir)/web-\(k).js", "\(dir)/traces.txt"])
      let out = run.output.split(separator: "\n")
      if k == 0 {
        let velocities = out.first { $0.hasPrefix("VELOCITIES ") }?.dropFirst(11)
          .split(separator: " ").map { Double($0)! }
        // Same operations in the same order: the same doubles (printed shortest both ways).
        #expect(
          velocities?.map { NumberText.shortest($0) } == expected, "velocities differ")
      }
      let states = try #require(out.first { $0.hasPrefix("SPRING ") }).dropFirst(7)
        .split(separator: " ").map { $0.split(separator: ",").map { Double($0)! } }
      let motion = SpringMotion(spring: spring, from: 120, to: 390, initialVelocity: 900)
      for (t, s) in zip([0, 0.01, 0.05, 0.1, 0.2, 0.4, 0.8], states) {
        // 1e-9 of the 270 pt distance: the closed forms agree to rounding, not bit for bit.
        #expect(
          Swift.abs(s[0] - motion.position(at: t)) <= 270e-9, "ζ \(spring.dampingRatio) t \(t)")
        #expect(
          Swift.abs(s[1] - motion.velocity(at: t)) <= 270e-7, "ζ \(spring.dampingRatio) t \(t)")
      }
    }
  }

  /// `code` with its `import` lines dropped and `export` removed, after `stubs`: what node can
  /// run of a snippet written for a bundler.
  static func runnable(_ code: String, stubs: String) -> String {
    let body = code.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") }
      .map { $0.hasPrefix("export ") ? String($0.dropFirst(7)) : String($0) }
      .joined(separator: "\n")
    return stubs + body
  }

  @Test(
    "The React Native and Motion snippets decide as the sweep and start at the finger's velocity",
    .enabled(if: node != nil, "node is not on PATH"), .timeLimit(.minutes(2)))
  func reactNativeAndMotionRunAndDecide() throws {
    let node = try #require(Self.node)
    let dir = try scratchDirectory("snippet-rn")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try Self.releaseLines.write(toFile: "\(dir)/releases.txt", atomically: true, encoding: .utf8)
    // Stand-ins for Gesture Handler, Reanimated and Motion that record the spring's target and
    // velocity; the driver replays each release through the snippet's own end handler.
    let stubs = """
      let last = null;
      const Gesture = { Pan() {
        const g = { h: {} };
        for (const k of ['onStart', 'onUpdate', 'onEnd']) g[k] = (f) => { g.h[k] = f; return g; };
        return g;
      } };
      const useSharedValue = (value) => ({ value });
      const runOnJS = (f) => f;
      const withSpring = (to, config) => { last = { to, velocity: config.velocity }; return to; };
      const animate = (value, to, config) => {
        last = { to, velocity: config.velocity };
        return Promise.resolve();
      };

      """
    let driver = """
      const fs = require('fs');
      let out = 'DECISIONS ';
      let bad = 0;
      for (const line of fs.readFileSync(process.argv[2], 'utf8').trim().split('\\n')) {
        const [dx, v, cross, width] = line.split(' ').map(Number);
        last = null;
        if (typeof useSwipeBackGesture === 'function') {
          const g = useSwipeBackGesture({ value: 0 }, width, () => {});
          g.h.onStart?.({ translationX: 0, translationY: 0 });
          g.h.onUpdate({ translationX: dx, translationY: 0 });
          g.h.onEnd({ translationX: dx, translationY: 0, velocityX: v, velocityY: cross });
        } else {
          const x = { get: () => dx };
          onSwipeBackDragEnd(x, { offset: { x: dx, y: 0 }, velocity: { x: v, y: cross } }, width,
            () => {});
        }
        const from = Math.min(Math.max(dx, 0), width);
        if (last.velocity !== (from > 0 && from < width ? v : 0)) bad += 1;
        out += last.to === width ? '1' : '0';
      }
      console.log(out);
      console.log('BAD ' + bad);

      """
    let rows = Self.rows()
    let report = Self.report(rows, platform: .reactNative)
    for (i, row) in rows.enumerated() {
      let snippets = report.snippets(for: row)
      #expect(snippets.first?.id == "react-native", "the sweep's platform leads")
      for id in ["react-native", "motion"] {
        let code = try #require(snippets.first { $0.id == id }?.code)
        let script = Self.runnable(code, stubs: stubs) + driver
        try script.write(toFile: "\(dir)/\(id)-\(i).js", atomically: true, encoding: .utf8)
        let run = try runProcess(node, ["\(dir)/\(id)-\(i).js", "\(dir)/releases.txt"])
        let lines = run.output.split(separator: "\n")
        let decided = lines.first { $0.hasPrefix("DECISIONS ") }.map { String($0.dropFirst(10)) }
        #expect(
          decided == (try Self.expected(row)),
          "\(id) \(row.policy) \(row.parameters)\n\(run.output)")
        #expect(lines.contains("BAD 0"), "\(id) \(row.policy): the hand-off velocity")
      }
    }
    // The spring in each library's own terms: ζ 0.8, response 0.4 s, unit mass.
    let code = Dictionary(
      uniqueKeysWithValues: report.snippets(for: rows[0]).map { ($0.id, $0.code) })
    #expect(
      code["react-native"]?.contains("mass: 1, stiffness: 246.7401, damping: 25.1327") == true)
    #expect(code["react-native"]?.contains("'worklet';") == true)
    #expect(code["react-native"]?.contains("estimates as 'ios' does") == true)
    #expect(code["motion"]?.contains("stiffness: 246.7401, damping: 25.1327, mass: 1") == true)
  }
}
