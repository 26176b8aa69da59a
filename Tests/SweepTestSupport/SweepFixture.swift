/// A small hand-written sweep CSV: 2 damping ratios × 3 progress thresholds × 2 velocity
/// thresholds, 200 swipes each, with intent. Numbers are made up but consistent (rates in 0…1,
/// completed = complete_rate × swipes). The best row by intent agreement is line 9
/// (ζ 0.8, progress 0.5, velocity 300: 0.95); line 11 ties with it on agreement but has a lower
/// feels-complete rate; one row has an empty settle p95. Line 9 carries its intervals (the rates'
/// Wilson or exact bounds for 200 swipes, made-up percentile bounds); the others leave them
/// empty.
import SwipeTuning

/// Hand-written sweep reports for tests.
public enum SweepFixture {
  /// The report header (``SweepSchema/header``).
  public static let header = SweepSchema.header.joined(separator: ",")
  /// The settings fields every fixture row ends with: the sweep's defaults, seed 1.
  public static let settings = SweepSettings(source: .synthetic(seed: 1)).fields.joined(
    separator: ",")

  /// Empty fields for every interval column (``SweepSchema/intervalColumns``): the fixture's
  /// rows do not know their intervals (the reader reads them as unknown), except where a row
  /// ends with its own.
  public static let noIntervals =
    String(
      repeating: ",", count: SweepSchema.intervalColumns.count - 1)
    + String(repeating: ",", count: SweepSchema.verdictColumns.count)

  /// `rows` (parameter and metric fields, one row per line, optionally followed by `|` and the
  /// row's interval fields) as a report: header, and each row (in the current layout, ``row(_:)``)
  /// followed by its interval fields (empty unless given; padded for the interval columns added
  /// after it was written) and ``settings``.
  public static func report(_ rows: String) -> String {
    header + "\n"
      + rows.split(separator: "\n").map { line in
        let parts = line.split(separator: "|", omittingEmptySubsequences: false)
        var intervals = parts.count > 1 ? String(parts[1]) : noIntervals
        let given = intervals.split(separator: ",", omittingEmptySubsequences: false).count
        // The interval columns and any column between them and the settings (the plateau).
        let tail =
          SweepSchema.header.count - SweepSchema.settingsColumns.count
          - SweepSchema.textColumns.count - SweepSchema.parameterColumns.count
          - SweepSchema.metricColumns.count
        intervals += String(repeating: ",", count: Swift.max(0, tail - given))
        return row(parts[0]) + "," + intervals + "," + settings + "\n"
      }.joined()
  }

  /// One row's fields before the intervals, in the current layout: a row written without the
  /// `handoff` field gets `spring-velocity` after its estimator, and empty fields for the metrics
  /// added after it was written; a row that already has every field is returned as it is.
  public static func row(_ line: some StringProtocol) -> String {
    let width =
      SweepSchema.textColumns.count + SweepSchema.parameterColumns.count
      + SweepSchema.metricColumns.count
    let text = String(line)
    var fields: [String] = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0)
    }
    guard fields.count < width else { return text }
    if fields.count > 2 && fields[2] != "spring-velocity" {
      fields.insert("spring-velocity", at: 2)
    }
    fields += Array(repeating: "", count: Swift.max(0, width - fields.count))
    return fields.joined(separator: ",")
  }

  /// The 12-row report described above.
  public static let csv = report(
    """
    threshold,lsq2,0.8,0.4,0.3,100,0.998,200,150,0.75,0.7,0.2,0.88,0.1,0.02,0.01,0.21,0.3,0.35,0.5,6.5
    threshold,lsq2,0.8,0.4,0.3,300,0.998,200,140,0.7,0.66,0.25,0.9,0.07,0.03,0.01,0.22,0.31,0.36,0.52,6.1
    threshold,lsq2,0.8,0.4,0.5,100,0.998,200,120,0.6,0.57,0.35,0.93,0.03,0.04,0.01,0.23,0.32,0.37,0.53,5
    threshold,lsq2,0.8,0.4,0.7,100,0.998,200,90,0.45,0.43,0.5,0.86,0.01,0.13,0,0.25,0.33,0.38,0.54,4.2
    threshold,lsq2,0.8,0.4,0.7,300,0.998,200,80,0.4,0.39,0.55,0.82,0.01,0.17,0,0.26,0.34,0.39,,4
    threshold,lsq2,1,0.4,0.3,100,0.998,200,150,0.75,0.74,0.2,0.87,0.1,0.03,0,0.25,0.35,0.4,0.6,0
    threshold,lsq2,1,0.4,0.3,300,0.998,200,140,0.7,0.69,0.25,0.89,0.07,0.04,0,0.26,0.36,0.41,0.61,0
    threshold,lsq2,0.8,0.4,0.5,300,0.998,200,116,0.58,0.56,0.38,0.95,0.02,0.03,0.01,0.23,0.32,0.37,0.53,5|0.511,0.646,0.491,0.627,0.316,0.449,0.91,0.973,0.005,0.05,0.011,0.064,0.001,0.036,0.22,0.24,0.31,0.33,0.36,0.38,0.52,0.55,4.5,5.6,,,,,1
    threshold,lsq2,1,0.4,0.5,100,0.998,200,120,0.6,0.59,0.35,0.92,0.03,0.05,0,0.27,0.37,0.42,0.62,0
    threshold,lsq2,1,0.4,0.5,300,0.998,200,116,0.58,0.55,0.38,0.95,0.02,0.03,0,0.27,0.37,0.42,0.62,0
    threshold,lsq2,1,0.4,0.7,100,0.998,200,90,0.45,0.45,0.5,0.85,0.01,0.14,0,0.28,0.38,0.43,0.63,0
    threshold,lsq2,1,0.4,0.7,300,0.998,200,80,0.4,0.4,0.55,0.81,0.01,0.18,0,0.29,0.39,0.44,0.64,0
    """)

  /// Two policies × two estimators at one spring, in the sweep's layout: `half-width` does not
  /// use the velocity threshold or projection rate (empty fields), so it has one row per
  /// progress threshold; `seed-progress-velocity` has 2 progress × 2 velocity thresholds. The
  /// best row by intent agreement is line 9 (seed, impulse, 0.5, 300: 0.93). Made-up numbers.
  public static let mixed = report(
    """
    half-width,lsq2,0.8,0.5,0.3,,,100,70,0.7,0.6,0.3,0.8,0.15,0.05,0,0.2,0.3,0.35,0.5,5
    half-width,lsq2,0.8,0.5,0.5,,,100,50,0.5,0.45,0.45,0.85,0.05,0.1,0,0.2,0.3,0.35,0.5,5
    half-width,impulse,0.8,0.5,0.3,,,100,72,0.72,0.61,0.28,0.79,0.16,0.05,0,0.2,0.3,0.35,0.5,5
    half-width,impulse,0.8,0.5,0.5,,,100,51,0.51,0.46,0.44,0.86,0.05,0.09,0,0.2,0.3,0.35,0.5,5
    seed-progress-velocity,lsq2,0.8,0.5,0.3,100,0.998,100,80,0.8,0.7,0.2,0.88,0.1,0.02,0,0.2,0.3,0.35,0.5,6
    seed-progress-velocity,lsq2,0.8,0.5,0.3,300,0.998,100,75,0.75,0.68,0.22,0.9,0.08,0.02,0,0.2,0.3,0.35,0.5,6
    seed-progress-velocity,lsq2,0.8,0.5,0.5,100,0.998,100,70,0.7,0.66,0.3,0.91,0.05,0.04,0,0.2,0.3,0.35,0.5,6
    seed-progress-velocity,impulse,0.8,0.5,0.5,300,0.998,100,66,0.66,0.62,0.33,0.93,0.03,0.04,0,0.2,0.3,0.35,0.5,6
    seed-progress-velocity,impulse,0.8,0.5,0.3,100,0.998,100,81,0.81,0.7,0.19,0.87,0.11,0.02,0,0.2,0.3,0.35,0.5,6
    seed-progress-velocity,impulse,0.8,0.5,0.3,300,0.998,100,76,0.76,0.69,0.21,0.89,0.09,0.02,0,0.2,0.3,0.35,0.5,6
    seed-progress-velocity,impulse,0.8,0.5,0.5,100,0.998,100,71,0.71,0.67,0.29,0.92,0.05,0.03,0,0.2,0.3,0.35,0.5,6
    """)
}
