import Plotting
import SwipeTuning

/// The recorder page of `spring-tune record`: one self-contained HTML file (inline CSS and
/// JavaScript, no URL, no request) that leads a person through a ``RecorderProtocol`` on a
/// pretend two-screen album app and exports what their finger did as a trace CSV that
/// `spring-tune sweep --traces` reads.
///
/// The page is static text plus one JSON block (`<script type="application/json"
/// id="config">`) holding the tool version, the seed, the task table and the protocol, so the same
/// trials and seed give the same bytes. What the page does at run time is described in
/// `Docs/Recording.md`; the CSV columns in ``columns``.
package struct RecorderPage: Sendable {
  /// The trials, in order.
  package var protocolOfTrials: RecorderProtocol
  /// The seed the protocol was drawn with (recorded in the page).
  package var seed: UInt64
  /// The feel test (`--feel-test`), if any: candidate hand-offs, their assignment to trials,
  /// and the question after each (see ``FeelTrials``).
  package var feel: FeelTrials? = nil

  /// A page of `protocolOfTrials`, drawn with `seed`; a feel test when `feel` is given.
  package init(protocolOfTrials: RecorderProtocol, seed: UInt64, feel: FeelTrials? = nil) {
    self.protocolOfTrials = protocolOfTrials
    self.seed = seed
    self.feel = feel
  }

  /// The columns of the exported CSV, in order: the trace format's `swipe`, `t` (seconds from
  /// the trial's touch-down), `x`, `y` (CSS px, = pt), `phase` (`down`, `move`, `up`, or
  /// `cancelled` after a `pointercancel`) and `intent`; then the trial's `task`, `device` (the
  /// label typed on the start screen), `pointer_type`, `dpr` (`devicePixelRatio`), `viewport`
  /// (`WxH` in CSS px), `marks` (`second-finger`, `pointercancel`, `lost-capture`, `clock`,
  /// `;`-separated) and `user_agent`. The reader ignores the columns it does not know.
  static let columns = [
    "swipe", "t", "x", "y", "phase", "intent", "task", "device", "pointer_type", "dpr",
    "viewport", "marks", "user_agent",
  ]

  /// The columns the feel test adds after ``columns``: `handoff` (the SPEC of the trial's
  /// candidate, empty for a trial without one), `rating` (`yes`, `no` or `skipped`; `not-asked`
  /// after a trial whose screen snapped back) and `estimator` (the release-velocity estimator
  /// the page used).
  static let feelColumns = ["handoff", "rating", "estimator"]

  /// The columns of this page's export: ``columns``, then ``feelColumns`` in a feel test.
  var exportColumns: [String] { Self.columns + (feel == nil ? [] : Self.feelColumns) }

  /// The duration of the page's fixed finishing animation, milliseconds.
  static let finishMilliseconds = 300
  /// The finishing animation's CSS timing function: Penner's ease-out-quad as a cubic Bézier.
  static let finishEasing = "cubic-bezier(0.25, 0.46, 0.45, 0.94)"

  /// The complete document, ending with a newline.
  package func html() -> String {
    var body = Self.markup
    if feel != nil { body += Self.feelMarkup }
    body += "<script type=\"application/json\" id=\"config\">" + configJSON() + "</script>\n"
    if feel != nil { body += "<script>\n" + Self.feelScript + "</script>\n" }
    body += "<script>\n" + Self.script + "</script>\n"
    // The package's one page shell (Plotting's HTMLPage.document). Zoomable (no maximum-scale
    // or user-scalable=no): the start and finish sheets must enlarge for people who need it;
    // the stage itself takes every touch (touch-action: none).
    return HTMLPage.document(
      title: "spring-tune recorder",
      viewport: "width=device-width, initial-scale=1, viewport-fit=cover",
      head: [
        "<meta name=\"color-scheme\" content=\"light dark\"/>",
        "<meta name=\"generator\" content=\"spring-tune \(SweepSettings.currentToolVersion)\"/>",
      ],
      style: Self.style + (feel != nil ? Self.feelStyle : ""), body: body, xhtml: false)
  }

  /// The page's configuration as JSON: version, seed, timing, columns, tasks and protocol.
  func configJSON() -> String {
    var tasks: [String] = []
    for task in RecorderProtocol.Task.allCases {
      tasks.append(
        Self.json(task.rawValue) + ":{\"intent\":" + Self.json(task.intent.rawValue)
          + ",\"mode\":" + Self.json(task.mode) + ",\"text\":" + Self.json(task.instruction) + "}")
    }
    var s = "{\"version\":" + Self.json(SweepSettings.currentToolVersion)
    s += ",\"seed\":" + Self.json(String(seed))
    s += ",\"duration\":\(Self.finishMilliseconds),\"easing\":" + Self.json(Self.finishEasing)
    s += ",\"columns\":[" + exportColumns.map(Self.json).joined(separator: ",") + "]"
    s += ",\"tasks\":{" + tasks.joined(separator: ",") + "}"
    s +=
      ",\"protocol\":["
      + protocolOfTrials.tasks.map { Self.json($0.rawValue) }
      .joined(separator: ",") + "]"
    if let feel { s += ",\"feel\":" + feel.configJSON() }
    return s + "}"
  }

  /// `text` as a JSON string literal that is also safe inside a `<script>` element: `"`, `\`,
  /// control characters, `<`, `>` and `&` are written as escapes.
  static func json(_ text: String) -> String {
    var s = "\""
    for u in text.unicodeScalars {
      switch u {
      case "\"": s += "\\\""
      case "\\": s += "\\\\"
      case "<", ">", "&", "\u{2028}", "\u{2029}":
        s += "\\u" + hex4(u.value)
      case _ where u.value < 0x20: s += "\\u" + hex4(u.value)
      default: s.unicodeScalars.append(u)
      }
    }
    return s + "\""
  }

  private static func hex4(_ v: UInt32) -> String {
    let digits = String(v, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
