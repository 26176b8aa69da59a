import SweepApp
import SwipeTuning
import Testing

@Suite("an app runs a sweep through Sweep.run, no CLI")
struct SweepAppTests {
  @Test func recommendsAThresholdPairInsideItsInterval() throws {
    let (choice, csv) = try SwipeBackTuning.recommend(
      dampingRatio: 0.8, response: 0.3, swipes: 2000)
    let c = try #require(choice)
    #expect(c.policy == "seed-progress-velocity")
    #expect(c.progressThreshold.map { (0.2...0.7).contains($0) } == true)
    #expect(c.velocityThreshold.map { (100...600).contains($0) } == true)
    #expect(c.interval.contains(c.intentAgreement))
    #expect(c.plateauSize >= 1 && c.plateauSize <= 30)
    // One header line and one line per setting of the 6 × 5 grid.
    #expect(csv.split(separator: "\n").count == 31)
  }

  @Test func sameSeedSameBytesWhateverTheThreads() throws {
    let one = try SwipeBackTuning.recommend(dampingRatio: 1, response: 0.3, swipes: 1000)
    let two = try SwipeBackTuning.recommend(
      dampingRatio: 1, response: 0.3, swipes: 1000, threads: 2)
    #expect(one.csv == two.csv)
    #expect(one.choice == two.choice)
  }

  @Test func aBadRequestIsAnErrorNotATrap() {
    #expect(throws: SweepSetupError.self) {
      _ = try SwipeBackTuning.recommend(dampingRatio: -1, response: 0.3, swipes: 100)
    }
  }
}
