import AnimationMath

extension TouchTrace {
  /// Parses and validates trace CSV text (the format ``TouchTrace`` describes).
  ///
  /// - Throws: ``TouchTraceError`` with the 1-based line and the reason.
  public init(parsing text: String) throws(TouchTraceError) {
    let reader = try TraceReader(parsing: text)
    var stroke = TraceStroke(capacity: reader.rows.count)
    for record in reader.rows {
      let (sample, timeText) = try reader.sample(record)
      try stroke.append(
        sample, timeText: timeText, timeName: reader.timeName, line: record.line)
    }
    self.init(samples: try stroke.finished())
  }
}
