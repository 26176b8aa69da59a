import AnimationMath
import SwipeTuning

extension SweepCommand {
  /// Options and help text of `spring-tune sweep`; the defaults come from the library types
  /// they configure (``defaults``).
  static var spec: CommandSpec {
    let values = "Value, list 'A,B' or range 'A...B:STEP'"
    return CommandSpec(
      name: "sweep",
      abstract: "Sweep spring and completion parameters over a population of swipes.",
      discussion: """
        Writes a CSV report with one row per grid point: how often swipes complete, feel
        complete or cancelled, agree with the user's intent, reverse, and how long the hand-off
        spring takes. Columns: Docs/SweepReport.md. Same inputs give the same bytes whatever
        --threads is.
        """,
      options: [
        OptionSpec(
          name: "--damping", valueName: "values",
          help: "\(values): damping ratio of the hand-off spring.",
          defaultValue: defaults.damping, range: OptionRange(.dampingRatio)),
        OptionSpec(
          name: "--response", valueName: "values", help: "\(values): spring response, seconds.",
          defaultValue: defaults.response, range: OptionRange(.response)),
        OptionSpec(
          name: "--progress-threshold", valueName: "values",
          help: "\(values): the policy's progress threshold.", defaultValue: defaults.progress,
          range: OptionRange(.progressThreshold)),
        OptionSpec(
          name: "--velocity-threshold", valueName: "values",
          help: "\(values): the policy's velocity threshold, pt/s.",
          defaultValue: defaults.velocity, range: OptionRange(.velocityThreshold)),
        OptionSpec(
          name: "--projection-rate", valueName: "values",
          help: "\(values): projection deceleration rate per ms.",
          defaultValue: defaults.projection, range: OptionRange(.projectionRate)),
        OptionSpec(
          name: "--policy", valueName: "names", help: "Completion-policy presets, comma-separated.",
          defaultValue: defaults.policy),
        OptionSpec(
          name: "--preset", valueName: "name",
          help: "A whole system from 'spring-tune presets': its rule as the policy, its "
            + "gate (gate flags given too override the preset's) and its hand-off (unless "
            + "--handoff is given)."),
        OptionSpec(
          name: "--platform", valueName: "name",
          help: "The platform the gesture ships on ("
            + SwipePlatform.allCases.map(\.name).joined(separator: ", ")
            + "): its velocity estimator and hand-off, recorded in the report and used by its "
            + "code (default: the preset's, else none)."),
        OptionSpec(
          name: "--estimator", valueName: "names",
          help: "Velocity estimators, comma-separated (default with --platform: the platform's).",
          defaultValue: defaults.estimator),
        OptionSpec(
          name: "--handoff", valueName: "styles",
          help: "Hand-off styles, comma-separated: spring-velocity, spring-rest, 'uikit-spring "
            + "D,Z[,V]', 'curve CURVE,D[,scale-by-remaining]', 'timeline FILE'.",
          defaultValue: defaults.handoff),
        PopulationCommand.swipesOption(help: "Synthetic population size.", maximum: maximumSwipes),
        PopulationCommand.seedOption,
        PopulationCommand.populationOption(
          help: "Population file (JSON) with the synthetic population's assumptions "
            + "('spring-tune population --print-config' prints the defaults)."),
        OptionSpec(
          name: "--robust", valueName: nil,
          help: "Evaluate every setting under the population variants of Docs/SwipeModel.md "
            + "§2.6; add robust_mean, robust_worst and regret columns; recommend the least "
            + "worst-case regret."),
        OptionSpec(
          name: "--traces", valueName: "path",
          help: "Recorded traces (a CSV file or a directory of them) instead of synthetic swipes."),
      ] + PopulationCommand.geometryOptions + [
        OptionSpec(
          name: "--angle-gate", valueName: "degrees",
          help: "Largest initial angle from the axis that engages the gesture.",
          defaultValue: NumberText.shortest(defaults.gate.maximumAngle), range: .closed(0, 180)),
        OptionSpec(
          name: "--slop", valueName: "pt",
          help: "Movement from touch-down before the gate judges the direction (recognition).",
          defaultValue: NumberText.shortest(defaults.gate.slop), range: .closed(0, 1e6)),
        OptionSpec(
          name: "--edge", valueName: "pt",
          help: "Begin only if touch-down is within this distance of the leading edge.",
          defaultText: "anywhere", range: .above(0, upTo: 1e6)),
        OptionSpec(
          name: "--max-start-distance", valueName: "pt",
          help: "Begin only if the recognition point is within this distance of the leading "
            + "edge (FDFullscreenPopGesture's option; 0: off).",
          defaultText: "off", range: .closed(0, 1e6)),
        OptionSpec(
          name: "--single-touch",
          help: "Reject a swipe when a second finger (trace column 'pointer') touches down "
            + "before recognition."),
        OptionSpec(
          name: "--travel-origin", valueName: "down|recognised",
          help: "Measure travel from touch-down or from the recognition point.",
          defaultValue: defaults.gate.travelOrigin.rawValue),
      ] + feelOptions + [
        OptionSpec(
          name: "--feel-model", valueName: "file",
          help: "Use the learnable bounds of a 'feel-fit' model in place of the defaults "
            + "(a bound flag typed as well wins)."),
        OptionSpec(
          name: "--out", short: "-o", valueName: "file",
          help: "Report file; '-' for stdout. With --shard, '{shard}' in the name becomes K "
            + "zero-padded to the digits of N (sweep-{shard}.csv → sweep-03.csv).",
          defaultValue: defaults.out),
        OptionSpec(
          name: "--svg", valueName: "file",
          help: "Also write an SVG heatmap of one metric over two swept parameters ('-': stdout)."),
        OptionSpec(
          name: "--svg-metric", valueName: "column", help: "Report column the heatmap shows.",
          defaultText: "the objective"),
        OptionSpec(
          name: "--objective", valueName: "column",
          help: "Report column settings are ranked by (recorded in the report); 'cost' ranks "
            + "by expected cost per swipe (--cost).",
          defaultValue: defaults.objective),
        OptionSpec(
          name: "--cost", valueName: "name=value,...",
          help: "Weights of the cost column: false_complete, false_cancel, hijack, unfelt, each "
            + "in [0, 1e6] (terms not given keep their default; recorded in the report).",
          defaultValue: SweepCosts.standard.text.replacingOccurrences(of: ";", with: ",")),
        OptionSpec(
          name: "--shard", valueName: "K/N|auto|auto/N",
          help:
            "Compute only the K-th of N slices of the grid (join with 'merge'); 'auto' reads K "
            + "(and N) from Slurm, Kubernetes, AWS Batch or GNU parallel (Docs/ScaleOut.md)."),
        OptionSpec(
          name: "--population-shard", valueName: "K/N",
          help: "Compute only the K-th of N parts of the synthetic population (join with "
            + "'merge'; combines with --shard)."),
        OptionSpec(
          name: "--plateau-of", valueName: "merged-csv",
          help: "The plateau pass of a sharded sweep: write, for this shard's rows, what the "
            + "paired plateau test needs against the best row of the merged report; 'merge' "
            + "it with the report (Docs/ScaleOut.md)."),
        OptionSpec(
          name: "--quantile-samples", valueName: "m",
          help: "Order statistics per percentile metric and row a population shard records; "
            + "percentiles merge exactly when m is at least the shard's swipes.",
          defaultValue: String(QuantileSample.defaultCount),
          range: .integers(1, QuantileSample.maximumCount)),
        OptionSpec(
          name: "--threads", valueName: "n", help: "Worker threads.", defaultText: "all cores",
          range: .integers(1, 1024)),
        OptionSpec(
          name: "--by", valueName: "key",
          help: "Also write one row per setting and group (a leading 'group' column): "
            + SweepBreakdown.allCases.map(\.rawValue).joined(separator: "|") + "."),
        OptionSpec(name: "--quiet", short: "-q", valueName: nil, help: "No summary on stderr."),
      ])
  }

  /// One option per feel bound (`FeelBounds.all`), named by the bound's field; the
  /// defaults are the library's. Docs/SwipeModel.md §4 gives each default's source.
  static var feelOptions: [OptionSpec] {
    let help = [
      "reversal-tolerance": "Backward travel that still feels continuous.",
      "arrival-tolerance": "Distance from the end that counts as arrived.",
      "arrival-window": "The view must first arrive within this time to feel decided.",
      "settle-tolerance": "Band for the settling time.",
      "overshoot-bound": "Overshoot past the end that is not yet a visible bounce.",
      "ringing-bound": "Swing back after the overshoot that is not yet visible ringing.",
      "settle-window": "The view must have settled within this time to feel decided.",
      "jump-bound": "Smallest noticeable velocity jump at lift-off.",
      "jump-fraction": "Weber fraction: a jump is noticeable above this share of the speed.",
      "abrupt-ratio":
        "Peak speed after lift-off, × the release speed, above which the page runs ahead of "
        + "the finger (abrupt).",
      "abrupt-duration":
        "Abruptness floor: a hand-off may always move fast enough to cover the rest in this "
        + "time. 0 switches abruptness off.",
    ]
    let units = ["abrupt-ratio": "ratio"]
    return FeelBounds.all.map { bound in
      OptionSpec(
        name: "--" + bound.field,
        valueName: units[bound.field] ?? (bound.unit.isEmpty ? "fraction" : bound.unit),
        help: (help[bound.field] ?? "")
          + (bound.isBand || bound.field == "abrupt-duration"
            ? "" : " Large values switch it off."),
        defaultValue: NumberText.shortest(defaults.bounds[keyPath: bound.keyPath]),
        range: bound.isBand ? .closed(1e-6, 1e6) : .closed(0, 1e6))
    }
  }
}
