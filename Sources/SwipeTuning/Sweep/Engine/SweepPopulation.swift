import AnimationMath

/// Turns swipes into the per-estimator ``ReleaseRecord``s the sweep runs on.
///
/// Each swipe's trace goes through every estimator and becomes a record with
/// ``record(samples:intent:geometry:gate:strategy:otherTouchTime:)``, the one step from a trace to what the
/// sweep sees. Work is split over swipes; every record depends only on its swipe, so the result
/// does not depend on the thread count.
public enum SweepPopulation {
  /// The release record of one trace: its velocity at lift-off estimated with `strategy`
  /// (`releaseVelocity(of:strategy:configuration:)`), then
  /// ``ReleaseRecord/init(samples:intent:geometry:gate:releaseVelocity:otherTouchTime:)``.
  public static func record(
    samples: [TouchSample], intent: SwipeIntent?, geometry: SwipeGeometry, gate: AngleGate,
    strategy: VelocityStrategy, otherTouchTime: Double? = nil
  ) -> ReleaseRecord {
    ReleaseRecord(
      samples: samples, intent: intent, geometry: geometry, gate: gate,
      releaseVelocity: releaseVelocity(of: samples, strategy: strategy),
      otherTouchTime: otherTouchTime)
  }

  /// Whether a swipe did not mean the transition (``ReleaseRecord/isScroll``): its class says
  /// so (scroll-like), or, without a class, its release ``ReleaseRecord/looksLikeScroll``; never
  /// when it is labelled as meant to complete.
  public static func isScroll(kind: SwipeKind?, record: ReleaseRecord) -> Bool {
    guard record.intent != .complete else { return false }
    return kind.map { $0 == .scrollLike } ?? record.looksLikeScroll
  }

  /// Records of the first `count` swipes of `generator`, one list per estimator; `progress`
  /// receives the fraction done, from any thread.
  ///
  /// Swipes are generated on the fly (``SwipeGenerator/generate(index:into:)``) and not kept, so
  /// memory grows with the records only.
  public static func synthetic(
    _ generator: SwipeGenerator, count: Int, estimators: [VelocityStrategy], gate: AngleGate,
    threads: Int, progress: (@Sendable (Double) -> Void)? = nil
  ) -> [[ReleaseRecord]] {
    synthetic(
      generator, indices: 0..<Swift.max(count, 0), estimators: estimators, gate: gate,
      threads: threads, progress: progress)
  }

  /// Records of swipes `indices` of `generator` (a population shard), one list per estimator,
  /// in index order: element j is swipe `indices.lowerBound + j`, the same record the whole
  /// population has at that index, since each swipe draws from its own stream.
  public static func synthetic(
    _ generator: SwipeGenerator, indices: Range<Int>, estimators: [VelocityStrategy],
    gate: AngleGate, threads: Int, progress: (@Sendable (Double) -> Void)? = nil
  ) -> [[ReleaseRecord]] {
    precondition(indices.lowerBound >= 0, "swipe indices are ≥ 0")
    let count = indices.count
    let first = indices.lowerBound
    let meter = ProgressCounter(total: Swift.max(count, 1), report: progress)
    let geometry = generator.configuration.geometry
    let out = (0..<estimators.count).map { _ in
      SharedBuffer(repeating: ReleaseRecord(travel: 0, velocity: 0), count: count)
    }
    ParallelLoop.forEachChunk(count: count, threads: threads, minimumChunk: 256) { range in
      var samples: [TouchSample] = []
      for i in range {
        let label = generator.generateLabelled(index: first + i, into: &samples)
        for (e, strategy) in estimators.enumerated() {
          var r = record(
            samples: samples, intent: label.intent, geometry: geometry, gate: gate,
            strategy: strategy)
          r.isScroll = isScroll(kind: label.kind, record: r)
          out[e][i] = r
        }
      }
      meter.add(range.count)
    }
    return out.map(\.elements)
  }

  /// Records of recorded `swipes` (e.g. from `SwipeTraceFiles.load(path:)` in `SweepFiles`), one list per
  /// estimator; `progress` receives the fraction done, from any thread.
  public static func recorded(
    _ swipes: [Swipe], geometry: SwipeGeometry, estimators: [VelocityStrategy], gate: AngleGate,
    threads: Int, progress: (@Sendable (Double) -> Void)? = nil
  ) -> [[ReleaseRecord]] {
    let meter = ProgressCounter(total: Swift.max(swipes.count, 1), report: progress)
    let out = (0..<estimators.count).map { _ in
      SharedBuffer(repeating: ReleaseRecord(travel: 0, velocity: 0), count: swipes.count)
    }
    ParallelLoop.forEachChunk(count: swipes.count, threads: threads, minimumChunk: 256) { range in
      for i in range {
        let s = swipes[i]
        for (e, strategy) in estimators.enumerated() {
          var r = record(
            samples: s.samples, intent: s.intent, geometry: geometry, gate: gate,
            strategy: strategy, otherTouchTime: s.otherTouchTime)
          r.isScroll = isScroll(kind: s.kind, record: r)
          out[e][i] = r
        }
      }
      meter.add(range.count)
    }
    return out.map(\.elements)
  }
}
