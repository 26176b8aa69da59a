import Testing

/// Whether `actual` is within `absolute` or within `relative`·|expected| of `expected`.
///
/// Passes on absolute *or* relative error, like swift-numerics' `isApproximatelyEqual`, so one
/// helper serves values near zero and large values. Every caller states why its tolerance is what
/// it is.
public func isClose(
  _ actual: Double, _ expected: Double, absolute: Double = 0, relative: Double = 0
)
  -> Bool
{
  if actual == expected { return true }
  let error = abs(actual - expected)
  return error <= absolute || error <= relative * abs(expected)
}

/// Records an issue naming expected, actual and the error unless they are close.
public func expectClose(
  _ actual: Double, _ expected: Double, absolute: Double = 0, relative: Double = 0,
  _ context: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if !isClose(actual, expected, absolute: absolute, relative: relative) {
    let error = abs(actual - expected)
    let ulps = expected == 0 ? Double.infinity : error / expected.ulp
    Issue.record(
      "\(context()) expected \(expected), got \(actual), error \(error) (\(ulps) ulp)",
      sourceLocation: sourceLocation)
  }
}
