import AnimationMath
import SwipeTuning

extension SweepReport {
  /// The preview's timing: rest before the drag, the longest drag and hand-off shown, rest after.
  static let previewRest = (before: 0.5, after: 1.2)
  /// The preview's keyframe rate: one keyframe per 1/60 s of motion (CSS interpolates linearly
  /// between them, within 0.3 pt of the exact motion for the springs a sweep explores).
  static let previewRate = 60.0

  /// One side of the preview: a setting's decision and motion for one representative swipe.
  struct PreviewSide {
    var label: String
    var release: RepresentativeSwipes.Release
    var spring: Spring
    /// Whether the spring starts from rest (`spring-rest`) instead of at the finger's velocity.
    var fromRest = false

    var drag: Double { Swift.min(Swift.max(release.record.duration, 0.05), 1.5) }

    func handoff(band: Double) -> (motion: SpringMotion, settle: Double) {
      let motion = release.motion(spring, fromRest: fromRest)
      let t = motion.settlingTime(within: .absolute(band))
      return (motion, t.isFinite ? Swift.min(t, 4) : 4)
    }

    /// The view's position (pt) at time `t` after the rest: the finger's drag (a cubic from rest
    /// that arrives at the release position with the hand-off velocity), then the exact spring.
    func position(at t: Double, band: Double) -> Double {
      let r = release.record
      if t <= drag {
        let s = Swift.max(t / drag, 0)
        let p = r.releasePosition
        let v = r.handoffVelocity * drag
        let x = (3 * s * s - 2 * s * s * s) * p + (s * s * s - s * s) * v
        return Swift.min(Swift.max(x, 0), r.width)
      }
      return handoff(band: band).motion.position(at: t - drag)
    }
  }

  /// The animated preview: for each representative swipe, the baseline and the recommendation
  /// side by side, as markup and its keyframes; nil when neither row has representative swipes.
  ///
  /// CSS only: each view's `transform` has one keyframe per 1/60 s of the motion, sampled from
  /// the exact spring (``SpringMotion``) from the release, so the page shows the hand-off the
  /// sweep scored. Under `prefers-reduced-motion: reduce` nothing moves and each view shows
  /// where the swipe ends.
  func preview(baseline: SweepTable.Row?) -> (markup: String, css: String)? {
    let settings = table.settings
    let chosen = recommended
    guard let spring = Self.spring(chosen),
      let rec = RepresentativeSwipes.releases(for: chosen, settings: settings)
    else { return nil }
    var base: [RepresentativeSwipes.Release]?
    var baseSpring: Spring?
    if let baseline, let s = Self.spring(baseline) {
      base = RepresentativeSwipes.releases(for: baseline, settings: settings)
      baseSpring = s
    }
    let band = settings.bounds.settle
    var markup = "<div class=\"preview\">\n"
    var css = ""
    var index = 0
    // Swipes the two settings decide differently first: they are the point of the comparison.
    var rows: [(release: RepresentativeSwipes.Release, sides: [PreviewSide], differs: Bool)] = []
    for release in rec {
      var sides: [PreviewSide] = []
      if let b = base?.first(where: { $0.kind == release.kind }), let baseSpring {
        sides.append(
          PreviewSide(
            label: "Baseline", release: b, spring: baseSpring,
            fromRest: baseline?.handoff == HandoffStyle.springRest.description))
      }
      sides.append(
        PreviewSide(
          label: "Recommended", release: release, spring: spring,
          fromRest: chosen.handoff == HandoffStyle.springRest.description))
      let differs = Set(sides.map(\.release.completes)).count > 1
      rows.append((release, sides, differs))
    }
    rows = rows.filter(\.differs) + rows.filter { !$0.differs }
    for (release, sides, _) in rows {
      let longest = sides.map { $0.drag + $0.handoff(band: band).settle }.max() ?? 1
      let cycle = Self.previewRest.before + longest + Self.previewRest.after
      let r = release.record
      let meant =
        switch r.intent {
        case .complete?: " (meant to complete)"
        case .cancel?: " (meant to cancel)"
        case nil: ""
        }
      markup +=
        "<div class=\"pv-kind\">\n<h3>Median \(release.kind.rawValue)\(meant): let go at "
        + "\(NumberText.rounded(r.releasePosition, decimals: 0)) pt, "
        + "\(NumberText.rounded(r.handoffVelocity, decimals: 0)) pt/s</h3>\n"
      markup += "<div class=\"pv-row\">\n"
      for side in sides {
        index += 1
        let name = "pv\(index)"
        let end = side.release.record.end(completing: side.release.completes)
        let endPercent = NumberText.rounded(end / r.width * 100, decimals: 2)
        markup += "<div class=\"pv\">\n<div class=\"screen\" aria-hidden=\"true\">"
        markup +=
          "<div class=\"under\"></div><div class=\"page \(name)\" "
          + "style=\"--end: translateX(\(endPercent)%)\"><span class=\"finger f\(name)\"></span>"
          + "<i></i><i></i><i></i></div></div>\n"
        let settle = side.handoff(band: band).settle
        let verb = side.release.completes ? "completes" : "cancels"
        // Who got it right: the outcome against what the person meant.
        var verdict = ""
        if let intent = side.release.record.intent {
          let right = (intent == .complete) == side.release.completes
          verdict =
            right
            ? " <span class=\"pv-right\">\u{2713} as meant</span>"
            : " <span class=\"pv-wrong\">\u{2717} not as meant</span>"
        }
        markup +=
          "<p>\(side.label): <strong class=\"\(verb)\">\(verb)</strong>\(verdict), settles in "
          + "\(NumberText.rounded(settle * 1000, decimals: 0)) ms</p>\n</div>\n"
        css += keyframes(name, side, cycle: cycle, band: band)
      }
      markup += "</div>\n</div>\n"
    }
    markup += "</div>"
    css += Self.previewStyle
    return (markup, css)
  }

  /// The keyframes of one view and of its finger, and the rules that run them.
  private func keyframes(_ name: String, _ side: PreviewSide, cycle: Double, band: Double)
    -> String
  {
    let width = side.release.record.width
    let rest = Self.previewRest.before
    let motionEnd = side.drag + side.handoff(band: band).settle
    func pct(_ t: Double) -> String { NumberText.rounded(t / cycle * 100, decimals: 3) + "%" }
    func tx(_ x: Double) -> String {
      "transform: translateX(" + NumberText.rounded(x / width * 100, decimals: 2) + "%)"
    }
    var s = "@keyframes \(name) {\n  0% { \(tx(0)) }\n"
    let steps = Int((motionEnd * Self.previewRate).rounded(.up))
    for k in 0...steps {
      let t = Swift.min(Double(k) / Self.previewRate, motionEnd)
      s += "  \(pct(rest + t)) { \(tx(side.position(at: t, band: band))) }\n"
    }
    let end = side.release.record.end(completing: side.release.completes)
    s += "  100% { \(tx(end)) }\n}\n"
    let release = rest + side.drag
    s += "@keyframes f\(name) {\n  0%, \(pct(rest - 0.05)) { opacity: 0 }\n"
    s += "  \(pct(rest)), \(pct(release)) { opacity: 1 }\n"
    s += "  \(pct(release + 0.08)), 100% { opacity: 0 }\n}\n"
    let duration = NumberText.rounded(cycle, decimals: 3)
    s += "@media (prefers-reduced-motion: no-preference) {\n"
    s += "  .\(name) { animation: \(name) \(duration)s linear infinite; }\n"
    s += "  .f\(name) { animation: f\(name) \(duration)s linear infinite; }\n}\n"
    return s
  }

  static let previewStyle = """
    .preview { margin: 0.4rem 0 1rem; }
    .pv-kind h3 { font-size: 0.95rem; font-weight: 600; margin: 0.9rem 0 0.35rem; }
    .pv-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
      gap: 0.4rem 0.8rem; max-width: 40rem; }
    .pv p { margin: 0.25rem 0 0; font-size: 0.9rem; }
    .pv .completes { color: var(--good); }
    .pv .cancels { color: var(--accent); }
    .pv .pv-right { color: var(--good); font-weight: 600; }
    .pv .pv-wrong { color: var(--bad); font-weight: 600; }
    .screen { position: relative; overflow: hidden; aspect-ratio: 390 / 200;
      border-radius: 10px; border: 1px solid var(--line); background: #b9bec8; }
    .under { position: absolute; inset: 0;
      background: repeating-linear-gradient(#c8cdd6 0 18%, #b9bec8 18% 25%); }
    .page { position: absolute; inset: 0; background: #ffffff; transform: var(--end);
      box-shadow: -4px 0 10px rgba(0, 0, 0, 0.28); padding-top: 6%; }
    .page i { display: block; height: 10%; margin: 5% 12% 0 12%; border-radius: 4px;
      background: #e2e5ea; }
    .finger { position: absolute; left: 5%; top: 38%; width: 13%; aspect-ratio: 1;
      border-radius: 50%; background: rgba(11, 92, 173, 0.3);
      border: 2px solid rgba(11, 92, 173, 0.75); opacity: 0; }

    """
}
