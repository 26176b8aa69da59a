extension VelocityTracker {
  /// The window rules shared by every strategy: how far back to look, how many samples to keep,
  /// and how long a pause means the finger stopped.
  ///
  /// Defaults are Android's and Flutter's: a 100 ms horizon, 20 samples and a 40 ms pause.
  /// Timestamps are compared at 1 ns resolution (a gap counts as a pause only when it exceeds
  /// ``pauseThreshold`` by more than 1 ns), so millisecond timestamps converted to seconds do not
  /// flip a comparison through rounding.
  public struct Configuration: Hashable, Sendable {
    /// The largest ``maximumSampleCount`` a tracker can hold (its fixed ring-buffer size).
    public static let sampleCapacity = 32

    /// The defaults: horizon 0.1 s, 20 samples, pause 0.04 s.
    public static let standard = Configuration()

    /// Samples older than this, relative to the newest sample, are left out of the estimate
    /// (seconds, > 0). Not used by ``VelocityStrategy/ios``.
    public var horizon: Double
    /// At most this many of the newest samples are kept (2 through ``sampleCapacity``).
    public var maximumSampleCount: Int
    /// A gap longer than this between two samples clears the history, and a lift-off longer
    /// than this after the last sample gives zero velocity (seconds, > 0).
    public var pauseThreshold: Double

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - horizon: seconds, finite and > 0 (default 0.1).
    ///   - maximumSampleCount: 2 through ``sampleCapacity`` (default 20).
    ///   - pauseThreshold: seconds, finite and > 0 (default 0.04).
    /// - Precondition: the values are in those domains; validate user input with
    ///   ``validated(horizon:maximumSampleCount:pauseThreshold:)`` first.
    public init(horizon: Double = 0.1, maximumSampleCount: Int = 20, pauseThreshold: Double = 0.04)
    {
      precondition(horizon.isFinite && horizon > 0, "horizon must be finite and > 0")
      precondition(
        (2...Self.sampleCapacity).contains(maximumSampleCount),
        "maximumSampleCount must be in 2...\(Self.sampleCapacity)")
      precondition(pauseThreshold.isFinite && pauseThreshold > 0, "pause must be finite and > 0")
      self.horizon = horizon
      self.maximumSampleCount = maximumSampleCount
      self.pauseThreshold = pauseThreshold
    }

    /// Creates a configuration from outside input, or names the first value out of its domain.
    ///
    /// - Throws: ``InputError`` naming the field, the value and the reason.
    public static func validated(
      horizon: Double = 0.1, maximumSampleCount: Int = 20, pauseThreshold: Double = 0.04
    ) throws(InputError) -> Configuration {
      let positive = "must be a finite number > 0"
      try InputError.check("horizon", horizon, positive, notFinite: positive) { $0 > 0 }
      guard (2...sampleCapacity).contains(maximumSampleCount) else {
        throw InputError(
          field: "maximumSampleCount", value: "\(maximumSampleCount)",
          reason: "must be between 2 and \(sampleCapacity)")
      }
      try InputError.check("pauseThreshold", pauseThreshold, positive, notFinite: positive) {
        $0 > 0
      }
      return Configuration(
        horizon: horizon, maximumSampleCount: maximumSampleCount, pauseThreshold: pauseThreshold)
    }
  }
}
