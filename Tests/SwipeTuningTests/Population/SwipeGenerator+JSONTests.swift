import AnimationMath
import Testing
import TextFormats

@testable import SwipeTuning

@Suite("SwipeGenerator population files")
struct SwipeGeneratorJSONTests {
  typealias Configuration = SwipeGenerator.Configuration

  func parse(_ text: String) throws(InputFileError) -> Configuration {
    try Configuration(parsingJSON: text, file: "p.json")
  }

  /// The error message of `text`, or nil when it parses.
  func error(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch { return error.description }
  }

  @Test func emptyFileIsTheDefaults() throws {
    #expect(try parse("{}") == Configuration())
    #expect(try parse(#"{"description": "nothing changed"}"#) == Configuration())
    #expect(Configuration().validationError == nil)
  }

  @Test func defaultsRoundTrip() throws {
    let text = Configuration().jsonText
    #expect(try parse(text) == Configuration())
    #expect(try parse(text).jsonText == text)
  }

  @Test func everyKeyRoundTrips() throws {
    // Change every key to a value no default has (and with long binary expansions), write,
    // read back: equal, so every key is both written and read.
    var c = Configuration()
    c.weights = .init(flick: 0.1, drag: 0.2, hesitant: 0.3, peek: 0.4, scrollLike: 0.5)
    c.start.along = 0.1...0.2
    c.start.across = -3...7
    c.start.edgeShare = 0.7
    c.direction.slope = 0.1 + 0.2
    c.direction.crossLag = -0.3...0.3
    c.flick.travel = .init(median: 0.3, sigma: 0.7, lower: 0.01, upper: 2)
    c.flick.contactTime = 0.07...0.3
    c.flick.releasePhase = 0.4...0.9
    c.drag.travel = .init(median: 0.5, sigma: 0.2, lower: 0.2, upper: 0.9)
    c.drag.duration = 0.2...0.9
    c.drag.earlyReleaseShare = 0.3
    c.drag.earlyReleasePhase = 0.8...0.95
    c.drag.dwell = 0.01...0.2
    c.drag.cancelBelow = 0.4
    c.hesitant.travel = 0.2...0.4
    c.hesitant.duration = 0.2...0.4
    c.hesitant.returnStart = 0.5...0.9
    c.hesitant.returnDuration = 0.2...0.3
    c.hesitant.returnFraction = 0.3...0.7
    c.hesitant.releasePhase = 0.5...1
    c.peek.travel = 0.2...0.4
    c.peek.duration = 0.3...0.5
    c.peek.pause = 0.1...0.3
    c.peek.returnDuration = 0.3...0.5
    c.peek.returnFraction = 0.6...0.9
    c.peek.releasePhase = 0.7...1.2
    c.scrollLike.length = .init(median: 0.3, sigma: 0.4, lower: 0.1, upper: 1.2)
    c.scrollLike.alongSlope = 0.1...0.7
    c.scrollLike.contactTime = 0.2...0.5
    c.scrollLike.releasePhase = 0.6...0.9
    c.scrollLike.alongLead = 0.1...0.3
    c.samplingRates = [.init(hertz: 90, weight: 1), .init(hertz: 1 / 3, weight: 2)]
    c.timestampJitter = 0.001
    c.firstMoveDelay = 0.01...0.02
    c.firstMoveJump = 4...8
    c.positionNoise = 0.5
    c.positionQuantum = 1.0 / 7
    #expect(c.validationError == nil)
    let back = try parse(c.jsonText)
    #expect(back == c)
    // Every field differs from its default, so a key that is not read would fail above.
    #expect(
      PopulationFields.all.allSatisfy { f in
        "\(f.get(c))" != "\(f.get(Configuration()))"
      })
  }

  @Test func partialFilesKeepTheOtherDefaults() throws {
    let c = try parse(
      #"{"weights": {"flick": 1}, "drag": {"travel": {"median": 0.5}, "cancel_below": 0.4}}"#)
    var expected = Configuration()
    expected.weights.flick = 1
    expected.drag.travel.median = 0.5
    expected.drag.cancelBelow = 0.4
    #expect(c == expected)
  }

  @Test func geometryComesFromTheCaller() throws {
    let g = SwipeGeometry(width: 800, axis: .y, direction: .negative)
    let c = try Configuration(parsingJSON: "{}", file: "p.json", geometry: g)
    #expect(c.geometry == g)
    #expect(!c.jsonText.contains("800"))
  }

  @Test func errorsNameTheFileLineAndKey() {
    #expect(
      error("{\n  \"flick\": {\"relase_phase\": [0.5, 1]}}")
        == "p.json:2:13: invalid value 'relase_phase' for 'flick.relase_phase': unknown key "
        + "(expected one of travel, contact_s, release_phase)")
    #expect(
      error(#"{"flik": {}}"#)?.hasPrefix(
        "p.json:1:2: invalid value 'flik' for 'flik': unknown key (expected one of description, "
      ) == true)
    #expect(
      error(#"{"flick": {"release_phase": [0.5, 1.5]}}"#)
        == "p.json:1:35: invalid value '1.5' for 'flick.release_phase': must be in (0, 1]")
    #expect(
      error(#"{"flick": {"release_phase": [0.7, 0.5]}}"#)
        == "p.json:1:30: invalid value '0.7' for 'flick.release_phase': the lower end must be ≤ "
        + "the upper end")
    #expect(
      error(#"{"flick": {"release_phase": 0.5}}"#)
        == "p.json:1:29: invalid value '0.5' for 'flick.release_phase': must be an array "
        + "[lower, upper] of two numbers")
    #expect(
      error(#"{"noise": {"position_pt": "big"}}"#)
        == "p.json:1:27: invalid value 'big' for 'noise.position_pt': must be a number")
    #expect(
      error(#"{"noise": {"position_pt": -1}}"#)
        == "p.json:1:27: invalid value '-1' for 'noise.position_pt': must be in [0, 1000]")
    #expect(
      error(#"{"noise": {"position_pt": 1e999}}"#)
        == "p.json:1:27: invalid value 'inf' for 'noise.position_pt': must be finite")
    #expect(
      error(#"{"flick": {"travel": {"min": 0.5, "max": 0.2}}}"#)
        == "p.json:1:30: invalid value '0.5' for 'flick.travel.min': must be ≤ max (0.2)")
    #expect(
      error(#"{"flick": {"travel": {"mode": 0.5}}}"#)?.contains(
        "'flick.travel.mode': unknown key (expected one of median, sigma, min, max)") == true)
    #expect(
      error(#"{"sampling": {"rates": []}}"#)
        == "p.json:1:24: invalid value '[]' for 'sampling.rates': needs at least one rate")
    #expect(
      error(#"{"sampling": {"rates": [{"hz": 0, "weight": 1}]}}"#)
        == "p.json:1:32: invalid value '0' for 'sampling.rates[0].hz': must be in (0, 100000]")
    #expect(
      error(#"{"sampling": {"rates": [{"hz": 60}]}}"#)
        == "p.json:1:25: invalid value 'an object' for 'sampling.rates[0]': needs both 'hz' "
        + "and 'weight'")
    #expect(
      error(#"{"sampling": {"jitter_s": 0.003}}"#)
        == "p.json:1:27: invalid value '0.003' for 'sampling.jitter_s': must be below half the "
        + "shortest sampling period (0.0020833333333333333 s)")
    #expect(
      error(
        #"{"weights": {"flick": 0, "drag": 0, "hesitant": 0, "peek": 0, "scroll-like": 0}}"#)
        == "p.json:1:1: invalid value '0' for 'weights': the weights must not all be 0")
    #expect(error("[]") == "p.json:1:1: invalid value 'an array' for '': must be an object")
    #expect(error(#"{"description": 3}"#)?.hasSuffix("for 'description': must be a string") == true)
    #expect(error("{\"flick\": ") == "p.json:1:11: expected a value, found end of input")
  }

  @Test func shortDragsCanMeanCancel() throws {
    var c = Configuration()
    c.drag.cancelBelow = 0.5
    let relabelled = SwipeGenerator(configuration: c, seed: 9)
    let plain = SwipeGenerator(seed: 9)
    var cancelledDrags = 0
    for i in 0..<400 {
      let a = relabelled.swipe(at: i)
      let b = plain.swipe(at: i)
      // Same swipes; only the label of short drags changes.
      #expect(a.samples == b.samples && a.kind == b.kind)
      if a.kind == .drag && a.intent == .cancel {
        cancelledDrags += 1
        let travel = (a.samples.last?.position.x ?? 0) - (a.samples.first?.position.x ?? 0)
        // Planned travel below half the width; noise and an early release keep it close.
        #expect(travel < 0.5 * 390 + 5)
      } else {
        #expect(a.intent == b.intent)
      }
    }
    // Drag travel is log-normal with median 0.6 and σ 0.35: P(< 0.5) ≈ 0.3 of ~100 drags.
    #expect(cancelledDrags > 10 && cancelledDrags < 60)
  }
}
