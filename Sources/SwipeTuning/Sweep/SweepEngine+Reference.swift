import AnimationMath

extension SweepEngine {
  /// The brute-force evaluation of `rows`: every (row, swipe) pair is decided with
  /// ``CompletionPolicy/decide(_:)`` and handed off on its own, every percentile comes from
  /// a full sort. O(N log N) per row; the definition the fast ``run(rows:threads:progress:)`` is
  /// tested against.
  public func reference(rows: Range<Int>? = nil) -> [SweepRowStatistics] {
    let rows = rows ?? 0..<grid.rowCount
    return rows.map { referenceRow(grid.point(at: $0)) }
  }

  private func referenceRow(_ point: SweepPoint) -> SweepRowStatistics {
    let policy = grid.policies[point.policy].setting(grid.parameters(at: point))
    let spring = Spring(
      dampingRatio: grid.dampingRatios[point.dampingRatio],
      response: grid.responses[point.response])
    let kernel = evaluator.kernel(for: grid.handoffs[point.handoff], spring: spring)
    var stats = SweepRowStatistics.empty
    var arrival: [Double] = []
    var settle: [Double] = []
    var overshoot: [Double] = []
    var jump: [Double] = []
    var overshootComplete: [Double] = []
    var overshootCancel: [Double] = []
    for record in releases[point.estimator] {
      stats.swipes += 1
      let engaged = !record.gatedOut
      let completes = engaged && policy.decide(record)
      let handOff = engaged ? kernel.handOff(record, completes: completes) : .still
      if engaged {
        stats.engaged += 1
        arrival.append(handOff.arrivalTime)
        settle.append(handOff.settleTime)
        overshoot.append(handOff.overshoot)
        jump.append(handOff.jump)
        if completes {
          overshootComplete.append(handOff.overshoot)
        } else {
          overshootCancel.append(handOff.overshoot)
        }
        stats.feelScoreUnits += UInt64(FeelScore.units(handOff))
      }
      if completes { stats.completed += 1 }
      if handOff.feelsDecided {
        if completes { stats.feelsComplete += 1 } else { stats.feelsCancelled += 1 }
      }
      if handOff.reversed { stats.reversed += 1 }
      if let intent = record.intent {
        let meant = intent == .complete
        stats.labelled += 1
        if meant == completes { stats.intentAgreement += 1 }
        if completes && !meant { stats.falseComplete += 1 }
        if !completes && meant { stats.falseCancel += 1 }
      }
    }
    if stats.engaged > 0 {
      arrival.sort()
      settle.sort()
      overshoot.sort()
      let median = NearestRank.median(of: stats.engaged) - 1
      let p95 = NearestRank.p95(of: stats.engaged) - 1
      stats.arrivalP50 = arrival[median]
      stats.arrivalP95 = arrival[p95]
      stats.settleP50 = settle[median]
      stats.settleP95 = settle[p95]
      stats.overshootP95 = overshoot[p95]
      jump.sort()
      stats.jumpP50 = jump[median]
      stats.jumpP95 = jump[p95]
    }
    for (values, isCompletion) in [(overshootComplete, true), (overshootCancel, false)]
    where !values.isEmpty {
      let value = values.sorted()[NearestRank.p95(of: values.count) - 1]
      if isCompletion {
        stats.overshootCompleteP95 = value
      } else {
        stats.overshootCancelP95 = value
      }
    }
    return stats
  }
}
