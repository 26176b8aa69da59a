import Testing

@testable import AnimationMath

@Suite("PacedRun")
struct PacedRunTests {
  @Test func zeroLengthPiecesAreDropped() {
    let run = PacedRun(values: [0.0, 0, 3, 3, 3, 1], startTime: 2, endTime: 4)
    #expect(run.points == [0, 3, 1])
    #expect(run.cumulative == [0, 3, 5])
    #expect(run.speed == 2.5)
    #expect(run.value(at: 2) == 0)
    #expect(run.value(at: 3) == 2.5)
    #expect(run.velocity(at: 3.5) == -2.5)
    #expect(run.initialVelocity == 2.5)
    #expect(run.finalVelocity == -2.5)
  }

  @Test func clampsOutsideItsTimes() {
    let run = PacedRun(values: [0.0, 4], startTime: 0, endTime: 1)
    #expect(run.value(at: -1) == 0)
    #expect(run.value(at: 2) == 4)
    #expect(run.piece(at: 2).index == 0)
  }

  @Test func aRunThatDoesNotMove() {
    let run = PacedRun(values: [SIMD2<Double>(1, 1), SIMD2(1, 1)], startTime: 0, endTime: 1)
    #expect(run.value(at: 0.5) == SIMD2(1, 1))
    #expect(run.velocity(at: 0.5) == .zero)
    #expect(run.initialVelocity == .zero)
    #expect(run.finalVelocity == .zero)
  }
}
