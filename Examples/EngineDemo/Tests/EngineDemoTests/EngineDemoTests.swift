import AnimationMath
import EngineDemo
import Testing

@Suite("the engine author's five jobs, public API only")
struct EngineDemoTests {
  @Test func springsRetargetedEveryFrameCometoRest() {
    // 300 frames of 8–33 ms: the last 150 frames (≥ 1.2 s) hold the targets, far longer than
    // this spring needs (response 0.35 s), so every spring is at rest within 0.5 pt.
    let run = EngineDemo.springs(count: 1000, frames: 300, seed: 7, epsilon: 0.5)
    #expect(run.settled == 1000 && run.movingAtEnd == 0)
    #expect(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite })
  }

  @Test func cssCurvesFromText() throws {
    #expect(try EngineDemo.css("linear", at: 0.25) == 0.25)
    // ease-in-out is symmetric: half way at half time.
    #expect(abs(try EngineDemo.css("ease-in-out", at: 0.5) - 0.5) < 1e-12)
    #expect(
      abs(
        try EngineDemo.css("cubic-bezier(0.42, 0, 0.58, 1)", at: 0.3)
          - (try EngineDemo.css("ease-in-out", at: 0.3))) < 1e-15)
    #expect(throws: EasingSyntaxError.self) { try EngineDemo.css("wobble", at: 0.5) }
  }

  @Test func swipeBackTimelineAndItsInverse() throws {
    let timeline = try EngineDemo.swipeBackTimeline()
    // The move runs from 0.025 s to 0.25 s; its middle, 0.1375 s, is half way.
    #expect(abs(timeline.x(0.1375) - 195) < 1e-9)
    let t = try #require(timeline.timeAt(195))
    #expect(abs(t - 0.1375) < 1e-9)
  }

  @Test func aVelocityTrackerFeedsAFling() {
    // A vertical stroke at a steady 1 000 pt/s, sampled every 8 ms.
    var samples: [TouchSample] = []
    for i in 0...12 {
      let t = Double(i) * 0.008
      samples.append(TouchSample(time: t, x: 100, y: 1000 * t, phase: i == 0 ? .down : .move))
    }
    samples.append(TouchSample(time: 0.1, x: 100, y: 100, phase: .up))
    let fling = EngineDemo.fling(samples)
    #expect(abs(fling.velocity.y - 1000) < 1)
    // UIKit's projection: v/1000 · r/(1 − r) = 499 pt at 1 000 pt/s, r = 0.998.
    #expect(abs(fling.distance - 1000 / 1000 * 0.998 / 0.002) < 1)
  }

  @Test func aSwipeBackDecidedInTheGestureHandler() throws {
    // A fast swipe to the right past 30 % of a 390 pt screen: it completes.
    var fast: [TouchSample] = []
    for i in 0...10 {
      let t = Double(i) * 0.01
      fast.append(TouchSample(time: t, x: 1500 * t, y: 0, phase: i == 0 ? .down : .move))
    }
    fast.append(TouchSample(time: 0.11, x: 165, y: 0, phase: .up))
    let decided = try #require(EngineDemo.swipeBack(fast))
    #expect(decided.completes)
    #expect(decided.settle > 0 && decided.settle < 2)
    // A vertical scroll never begins the transition.
    let scroll = fast.map { TouchSample(time: $0.time, x: 0, y: $0.position.x, phase: $0.phase) }
    #expect(EngineDemo.swipeBack(scroll) == nil)
  }
}
