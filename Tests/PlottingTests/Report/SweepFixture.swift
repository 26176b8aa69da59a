/// A small hand-written sweep CSV: 2 damping ratios × 3 progress thresholds × 2 velocity
/// thresholds, 200 swipes each, with intent. Numbers are made up but consistent (rates in 0…1,
/// completed = complete_rate × swipes). The best row by intent agreement is line 9
/// (ζ 0.8, progress 0.5, velocity 300: 0.95); line 11 ties with it on agreement but has a lower
/// feels-complete rate; one row has an empty settle p95.
enum SweepFixture {
  static let header =
    "policy,estimator,damping_ratio,response,progress_threshold,velocity_threshold,"
    + "projection_rate,swipes,completed,complete_rate,feels_complete_rate,feels_cancelled_rate,"
    + "intent_agreement,false_complete_rate,false_cancel_rate,reversal_rate,arrival_p50_s,"
    + "arrival_p95_s,settle_p50_s,settle_p95_s,overshoot_p95_pt"

  static let csv = """
    \(header)
    threshold,lsq2,0.8,0.4,0.3,100,0.998,200,150,0.75,0.7,0.2,0.88,0.1,0.02,0.01,0.21,0.3,0.35,0.5,6.5
    threshold,lsq2,0.8,0.4,0.3,300,0.998,200,140,0.7,0.66,0.25,0.9,0.07,0.03,0.01,0.22,0.31,0.36,0.52,6.1
    threshold,lsq2,0.8,0.4,0.5,100,0.998,200,120,0.6,0.57,0.35,0.93,0.03,0.04,0.01,0.23,0.32,0.37,0.53,5
    threshold,lsq2,0.8,0.4,0.7,100,0.998,200,90,0.45,0.43,0.5,0.86,0.01,0.13,0,0.25,0.33,0.38,0.54,4.2
    threshold,lsq2,0.8,0.4,0.7,300,0.998,200,80,0.4,0.39,0.55,0.82,0.01,0.17,0,0.26,0.34,0.39,,4
    threshold,lsq2,1,0.4,0.3,100,0.998,200,150,0.75,0.74,0.2,0.87,0.1,0.03,0,0.25,0.35,0.4,0.6,0
    threshold,lsq2,1,0.4,0.3,300,0.998,200,140,0.7,0.69,0.25,0.89,0.07,0.04,0,0.26,0.36,0.41,0.61,0
    threshold,lsq2,0.8,0.4,0.5,300,0.998,200,116,0.58,0.56,0.38,0.95,0.02,0.03,0.01,0.23,0.32,0.37,0.53,5
    threshold,lsq2,1,0.4,0.5,100,0.998,200,120,0.6,0.59,0.35,0.92,0.03,0.05,0,0.27,0.37,0.42,0.62,0
    threshold,lsq2,1,0.4,0.5,300,0.998,200,116,0.58,0.55,0.38,0.95,0.02,0.03,0,0.27,0.37,0.42,0.62,0
    threshold,lsq2,1,0.4,0.7,100,0.998,200,90,0.45,0.45,0.5,0.85,0.01,0.14,0,0.28,0.38,0.43,0.63,0
    threshold,lsq2,1,0.4,0.7,300,0.998,200,80,0.4,0.4,0.55,0.81,0.01,0.18,0,0.29,0.39,0.44,0.64,0

    """
}
