import AnimationMath
import Testing

@testable import SwipeTuning

@Suite("Scratch") struct ScratchTests {
  @Test func stats() {
    let g = SwipeGenerator(seed: 1)
    let geo = SwipeGeometry()
    let gate = AngleGate()
    var byKind: [SwipeKind: [(Double, Double, Double, Bool, Int)]] = [:]
    for i in 0..<5000 {
      let s = g.swipe(at: i)
      let n = s.samples.count
      let a = s.samples[max(0, n - 4)]
      let b = s.samples[n - 2]
      let v = b.time > a.time ? geo.along(b.position - a.position) / (b.time - a.time) : 0
      let r = ReleaseRecord(
        samples: s.samples, intent: s.intent, geometry: geo, gate: gate,
        releaseVelocity: SIMD2(v, 0))
      byKind[s.kind!, default: []].append((s.duration, r.travel, v, r.gatedOut, n))
    }
    func q(_ xs: [Double], _ p: Double) -> Double {
      let s = xs.sorted()
      return s[Int(Double(s.count - 1) * p)]
    }
    for (k, xs) in byKind.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let d = xs.map(\.0)
      let t = xs.map(\.1)
      let v = xs.map(\.2)
      print(
        k, xs.count, "dur", q(d, 0.05), q(d, 0.5), q(d, 0.95), "travel", q(t, 0.05), q(t, 0.5),
        q(t, 0.95), "v", q(v, 0.05), q(v, 0.5), q(v, 0.95), "gated",
        Double(xs.filter(\.3).count) / Double(xs.count), "n", q(xs.map { Double($0.4) }, 0.5))
    }
    print(g.swipe(at: 3))
  }
}
