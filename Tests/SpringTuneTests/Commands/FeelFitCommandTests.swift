import AnimationMath
import Foundation
import SwipeTuning
import TestSupport
import Testing

@testable import spring_tune

/// `spring-tune feel-fit` end to end on exports shaped as the feel-test page writes them (one
/// simulated participant with a hidden overshoot bound, one random answerer), then
/// `sweep --feel-model` with the model.
@Suite("spring-tune feel-fit")
struct FeelFitCommandTests {
  /// A feel-test export: `count` back swipes of 12 samples at 120 Hz (constant speed, so the
  /// lsq2 release velocity is the stroke's), each rated from `p(features)`.
  func export(
    participant: String, count: Int, seed: UInt64, p: ([FeelFeature: Double]) -> Double
  ) throws -> String {
    var rng = SplitMix64(seed: seed)
    let specs = (0..<6).map { "dampingRatio=\([0.35, 0.5, 0.65, 0.8, 0.9, 1][$0]),response=0.35" }
    var s = "swipe,t,x,y,phase,intent,task,device,viewport,handoff,rating\n"
    for k in 0..<count {
      let spec = specs[k % specs.count]
      let complete = k % 3 != 2
      let travel = complete ? rng.nextUniform(40, 300) : rng.nextUniform(10, 150)
      let speed = complete ? rng.nextUniform(50, 1500) : rng.nextUniform(-600, -50)
      let dt = 1.0 / 120
      var samples: [TouchSample] = []
      for i in 0...11 {
        let t = Double(i) * dt
        let x = 20 + travel - speed * (11 * dt - t)
        samples.append(TouchSample(time: t, x: x, y: 400, phase: i == 0 ? .down : .move))
      }
      samples.append(TouchSample(time: 12 * dt, x: samples[11].position.x, y: 400, phase: .up))
      let from = min(max(samples[11].position.x - samples[0].position.x, 0), 390)
      let v = releaseVelocity(of: samples, strategy: .lsq2).x
      let spring = try Spring(parsing: spec)
      let features = FeelRating.features(
        spring: spring, from: from, to: complete ? 390 : 0, velocity: v)
      let rating = k % 17 == 16 ? "skipped" : rng.nextUnit() < p(features) ? "yes" : "no"
      let id = String(format: "%03d", k + 1)
      for sample in samples {
        s += "\(id),\(sample.time),\(sample.position.x),400,\(sample.phase.rawValue),"
        s += complete ? "complete,back," : "cancel,peek,"
        s += "\(participant),390x844,\"\(spec)\",\(rating)\n"
      }
    }
    return s
  }

  @Test func fitsAHiddenBoundAndSaysARandomAnswererHasNone() throws {
    let dir = try scratchDirectory("feel-fit")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let a = try export(participant: "Ana", count: 90, seed: 1) { f in
      1 / (1 + Elementary.exp(-1.5 * (4 - (f[.overshoot] ?? 0))))
    }
    let r = try export(participant: "Rob", count: 40, seed: 2) { _ in 0.5 }
    try a.write(toFile: dir + "/ana.csv", atomically: true, encoding: .utf8)
    try r.write(toFile: dir + "/rob.csv", atomically: true, encoding: .utf8)
    let run = runCLI([
      "feel-fit", dir + "/ana.csv", dir + "/rob.csv", "--out", dir + "/model.json",
      "--name", "office study",
    ])
    #expect(run.code == 0, "\(run.err)")
    #expect(run.out.hasPrefix("feel model 'office study': "), "\(run.out)")
    let rob = try #require(run.out.components(separatedBy: "Rob:\n").last)
    #expect(rob.contains("overshoot (pt), ") && rob.contains("no learnable bound"), "\(rob)")
    #expect(!rob.contains(" bound "), "a random answerer got a bound: \(rob)")
    let ana = try #require(
      run.out.components(separatedBy: "Ana:\n").last?.components(separatedBy: "Rob:").first)
    #expect(ana.contains("overshoot (pt)") && ana.contains("-> overshoot"), "\(ana)")
    #expect(
      run.out.contains("left out of the pooled fit (no learnable bound of their own): Rob\n"))
    let text = try #require(readText(dir + "/model.json"))
    let model = try FeelModel.pooledBounds(parsing: text)
    #expect(model.name == "office study")
    let overshoot = try #require(
      model.bounds.first { $0.feature == .overshoot }?.value, "\(run.out)")
    #expect(overshoot > 1 && overshoot < 8, "pooled overshoot bound \(overshoot)")

    let sweep = runCLI([
      "sweep", "--damping", "0.8", "--response", "0.3", "--progress-threshold", "0.3",
      "--velocity-threshold", "100", "--swipes", "400", "--feel-model", dir + "/model.json",
      "--out", dir + "/sweep.csv",
    ])
    #expect(sweep.code == 0, "\(sweep.err)")
    #expect(sweep.err.hasPrefix("Feel model 'office study' ("), "\(sweep.err)")
    let csv = try #require(readText(dir + "/sweep.csv"))
    let header = try #require(csv.split(separator: "\n").first).split(separator: ",")
    let row = try #require(csv.split(separator: "\n").dropFirst().first)
      .split(separator: ",", omittingEmptySubsequences: false)
    let column = try #require(header.firstIndex(of: "overshoot_bound_pt"))
    #expect(Double(row[column]) == overshoot)
    // The report names the model (its settings column, and the page's model line).
    let modelColumn = try #require(header.firstIndex(of: "feel_model"))
    #expect(row[modelColumn] == "office study")
    let report = runCLI(["report", dir + "/sweep.csv", "--out", dir + "/r.html"])
    #expect(report.code == 0, "\(report.err)")
    let page = try #require(readText(dir + "/r.html"))
    #expect(page.contains("feel bounds learned by the feel model &#39;office study&#39;"))
  }

  @Test func badInputIsRefused() throws {
    let dir = try scratchDirectory("feel-fit")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try "swipe,t,x\n1,0,0\n".write(toFile: dir + "/plain.csv", atomically: true, encoding: .utf8)
    let plain = runCLI(["feel-fit", dir + "/plain.csv", "-o", dir + "/m.json"])
    #expect(plain.code == 65)
    #expect(plain.err.contains("feel-test export"), "\(plain.err)")
    #expect(runCLI(["feel-fit", "-o", dir + "/m.json"]).code == 64)
    #expect(runCLI(["feel-fit", dir + "/none.csv", "-o", dir + "/m.json"]).code == 74)
    try "{}".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
    let sweep = runCLI(["sweep", "--swipes", "10", "--feel-model", dir + "/bad.json", "-o", "-"])
    #expect(sweep.code == 65, "\(sweep.err)")
  }
}
