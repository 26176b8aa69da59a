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
    var outcomes = SweepOutcomes()
    var engagedCount = 0
    var arrival: [Double] = []
    var settle: [Double] = []
    var overshoot: [Double] = []
    var jump: [Double] = []
    var overshootComplete: [Double] = []
    var overshootCancel: [Double] = []
    var feelScoreUnits: UInt64 = 0
    var feelScoreSquareUnits: UInt64 = 0
    var feel = FeelCounts()
    for record in releases[point.estimator] {
      let engaged = !record.gatedOut
      let completes = engaged && policy.decide(record)
      let handoff = engaged ? kernel.handoff(record, completes: completes) : .still
      if engaged {
        engagedCount += 1
        arrival.append(handoff.metrics.arrivalTime)
        settle.append(handoff.metrics.settlingTime)
        overshoot.append(handoff.metrics.overshoot)
        jump.append(handoff.jump)
        if completes {
          overshootComplete.append(handoff.metrics.overshoot)
        } else {
          overshootCancel.append(handoff.metrics.overshoot)
        }
        let units = FeelScore.units(handoff, bounds: kernel.bounds)
        feelScoreUnits += UInt64(units)
        feelScoreSquareUnits += FeelScore.squareUnits(units)
        feel.add(handoff.breaks, completed: completes)
      }
      outcomes.cells[
        SweepOutcomes.code(
          completed: completes, feelsDecided: handoff.feelsDecided, reversed: handoff.reversed,
          hijacked: engaged && record.isScroll, intent: record.intent)] += 1
    }
    var stats = SweepRowStatistics(outcomes: outcomes, engaged: engagedCount)
    stats.feelScoreUnits = feelScoreUnits
    stats.feelScoreSquareUnits = feelScoreSquareUnits
    stats.feel = feel
    for (values, metric) in [
      (overshootComplete, SweepMetric.overshootCompleteP95), (overshootCancel, .overshootCancelP95),
    ] where !values.isEmpty {
      let sorted = values.sorted()
      let value = sorted[NearestRank.p95(of: sorted.count) - 1]
      if metric == .overshootCompleteP95 {
        stats.overshootCompleteP95 = value
      } else {
        stats.overshootCancelP95 = value
      }
      let (l, u) = NearestRank.interval(of: sorted.count, percent: 95)
      stats.percentileIntervals[metric] = SweepInterval(
        lower: l.map { sorted[$0 - 1] }, upper: u.map { sorted[$0 - 1] })
    }
    if stats.engaged > 0 {
      arrival.sort()
      settle.sort()
      overshoot.sort()
      jump.sort()
      stats.jumpP50 = jump[NearestRank.median(of: stats.engaged) - 1]
      stats.jumpP95 = jump[NearestRank.p95(of: stats.engaged) - 1]
      let median = NearestRank.median(of: stats.engaged) - 1
      let p95 = NearestRank.p95(of: stats.engaged) - 1
      stats.arrivalP50 = arrival[median]
      stats.arrivalP95 = arrival[p95]
      stats.settleP50 = settle[median]
      stats.settleP95 = settle[p95]
      stats.overshootP95 = overshoot[p95]
      let sorted: [(SweepMetric, [Double])] = [
        (.arrivalP50, arrival), (.arrivalP95, arrival), (.settleP50, settle),
        (.settleP95, settle), (.overshootP95, overshoot), (.handoffJumpP50, jump),
        (.handoffJumpP95, jump),
      ]
      for (metric, values) in sorted {
        guard let percent = metric.percent else { continue }
        let (l, u) = NearestRank.interval(of: stats.engaged, percent: percent)
        stats.percentileIntervals[metric] = SweepInterval(
          lower: l.map { values[$0 - 1] }, upper: u.map { values[$0 - 1] })
      }
    }
    return stats
  }
}
