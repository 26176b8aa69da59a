import AnimationMath
import TextFormats

extension SwipeTraceFiles {
  /// The trace CSV of one swipe, as ``parse(_:file:)`` reads it back: header
  /// `t_ms,x,y,phase`, then `intent`, `task`, `device`, `pointer_type` for those the swipe has,
  /// one row per sample. Times are written in milliseconds from the swipe's first sample and
  /// positions in points, both as shortest round-trip decimals, so reading the text back gives
  /// each position exactly and each time to within one rounding of `t · 1000 / 1000`.
  public static func csv(_ swipe: Swipe) -> String {
    var header = ["t_ms", "x", "y", "phase"]
    var extra: [String] = []
    let labels: [(String, String?)] = [
      ("intent", swipe.intent?.rawValue), ("task", swipe.task), ("device", swipe.device),
      ("pointer_type", swipe.pointerType),
    ]
    for (column, value) in labels {
      guard let value else { continue }
      header.append(column)
      extra.append(value)
    }
    var w = CSVWriter(header: header)
    let origin = swipe.samples.first?.time ?? 0
    for s in swipe.samples {
      w.appendRow(
        [
          NumberText.shortest((s.time - origin) * 1000), NumberText.shortest(s.position.x),
          NumberText.shortest(s.position.y), s.phase.rawValue,
        ] + extra)
    }
    return w.text
  }
}
