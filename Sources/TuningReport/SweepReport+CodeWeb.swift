import AnimationMath
import SwipeTuning

extension SnippetContext {
  /// Flutter: the rule in logical pixels, and `AnimationController.animateWith` a
  /// `SpringSimulation` that starts at the finger's velocity.
  func flutter() -> ReportSnippet {
    let v = values("flutter") ?? [1, spring.stiffness, spring.damping]
    let (c, other) = geometry.axis == .x ? ("dx", "dy") : ("dy", "dx")
    var code = slashComments(header(for: .flutter))
    let rule = rule(.dart)
    if rule?.bindings.contains(where: { $0.code.contains("min(") }) == true {
      code += "import 'dart:math';\n\n"
    }
    code += "import 'package:flutter/physics.dart';\nimport 'package:flutter/widgets.dart';\n\n"
    code += ruleFunction(
      RuleSyntax(
        language: .dart, constant: { "const double \($0) = \($1); // \($2)" }, unit: "logical px",
        signature: { cross in
          """
          /// Whether a released swipe completes. dx: travel (from the header's origin); velocity: at
          /// release; \(axisWords) (logical px, px/s). width: the page's, logical px.
          bool swipeBackCompletes(double dx, double velocity,\(cross) double width) {
          """
        }, indent: "  ", local: "final", end: ";", crossParameter: " double crossVelocity,"))
    let crossArgument = rule?.usesCrossVelocity == true ? ", \(sign)velocity.\(other)" : ""
    code += """

      const SpringDescription swipeBackSpring =
          SpringDescription(mass: \(n(v[0])), stiffness: \(n(v[1])), damping: \(n(v[2])));

      /// On drag end: `controller` (AnimationController.unbounded) holds the page's offset
      /// towards completion in logical px, `dx` the drag's travel, `velocity` =
      /// DragEndDetails.velocity.pixelsPerSecond. The spring starts at the finger's velocity;
      /// pinned at an end, at rest.
      void swipeBackEnd(AnimationController controller, double dx, Offset velocity, double width) {
        final v = \(sign)velocity.\(c);
        final target = swipeBackCompletes(dx, v\(crossArgument), width) ? width : 0.0;
        final offset = controller.value;
        final handoff = offset > 0 && offset < width ? v : 0.0;
        controller.animateWith(SpringSimulation(swipeBackSpring, offset, target, handoff));
      }

      """
    return ReportSnippet(
      language: "Flutter", id: "flutter", code: code, note: "logical pixels",
      platform: .flutter)
  }

  /// `/* … */` around `lines`.
  func blockComment(_ lines: [String]) -> String {
    "/* " + lines.joined(separator: "\n * ") + " */\n"
  }

  /// The hand-off spring's closed form in JavaScript for the row's damping regime: offset and
  /// velocity `t` s after a release at `from` moving `velocity` px/s towards `to`.
  func javaScriptSpring() -> String {
    let zeta = spring.dampingRatio
    let omega = spring.naturalFrequency
    func s(_ v: Double) -> String { NumberText.shortest(v) }
    var body = "  const x0 = from - to;\n  const v0 = velocity;\n"
    if Swift.abs(zeta - 1) <= 1e-6 {
      body += """
          const omega = \(s(omega));
          const b = v0 + omega * x0;
          const e = Math.exp(-omega * t);
          return { offset: to + e * (x0 + b * t), velocity: e * (v0 - omega * b * t) };

        """
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      body += """
          const decay = \(s(zeta * omega));
          const omegaD = \(s(damped));
          const omega2 = \(s(omega * omega));
          const e = Math.exp(-decay * t);
          const cos = Math.cos(omegaD * t);
          const sin = Math.sin(omegaD * t);
          return {
            offset: to + e * (x0 * cos + ((v0 + decay * x0) / omegaD) * sin),
            velocity: e * (v0 * cos - ((decay * v0 + omega2 * x0) / omegaD) * sin),
          };

        """
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      body += """
          const r1 = \(s(-omega * (zeta - root)));
          const r2 = \(s(-omega * (zeta + root)));
          const c2 = (r1 * x0 - v0) / (r1 - r2);
          const c1 = x0 - c2;
          const e1 = Math.exp(r1 * t);
          const e2 = Math.exp(r2 * t);
          return { offset: to + c1 * e1 + c2 * e2, velocity: c1 * r1 * e1 + c2 * r2 * e2 };

        """
    }
    return """
      /** The hand-off spring (damping ratio \(n(zeta)), response \(n(spring.response)) s, unit
       *  mass), exactly: the offset (CSS px) and velocity (px/s) t seconds after a release at
       *  `from` moving `velocity` px/s, heading for `to`. */
      function swipeBackSpring(from, to, velocity, t) {
      \(body)}

      """
  }

  /// The web: the rule in CSS pixels, the release velocity estimated as the sweep's
  /// `two-point` estimator does (browsers have none), and the spring stepped each frame from the
  /// finger's velocity.
  func javaScript() -> ReportSnippet {
    let (c, other) = geometry.axis == .x ? ("x", "y") : ("y", "x")
    let (client, translate) =
      geometry.axis == .x ? ("clientX", "translateX") : ("clientY", "translateY")
    let size = geometry.axis == .x ? "clientWidth" : "clientHeight"
    var code = blockComment(header(for: .web))
    let rule = rule(.javascript)
    code += ruleFunction(
      RuleSyntax(
        language: .javascript, constant: { "const \($0) = \($1); // \($2)" }, unit: "CSS px",
        signature: { cross in
          """
          /** Whether a released swipe completes. dx: travel (from the header's origin); velocity: at
           *  release; \(axisWords) (CSS px, px/s). width: the page's, CSS px. */
          function swipeBackCompletes(dx, velocity,\(cross) width) {
          """
        }, indent: "  ", local: "const", end: ";", crossParameter: " crossVelocity,"))
    let crossArgument = rule?.usesCrossVelocity == true ? " \(sign)v.\(other)," : ""
    code += """

      /** The release velocity (CSS px/s) as the sweep's 'two-point' estimator computes it: the
       *  newest sample against the oldest within 100 ms; a 40 ms pause clears the history, and
       *  a finger that rested 40 ms before lifting has none. Times in seconds. */
      class SwipeVelocity {
        constructor() { this.samples = []; }
        down(t, x, y) { this.samples = [{ t, x, y }]; }
        move(t, x, y) {
          const s = this.samples;
          const newest = s[s.length - 1];
          if (newest && (!(t >= newest.t) || t - newest.t > 0.04 + 1e-9)) s.length = 0;
          else if (newest && t === newest.t) s.pop();
          s.push({ t, x, y });
          if (s.length > 20) s.shift();
        }
        release(t) {
          const s = this.samples;
          const b = s[s.length - 1];
          if (!b || t - b.t > 0.04 + 1e-9) return { x: 0, y: 0 };
          let a = s.length - 1;
          while (a > 0 && b.t - s[a - 1].t <= 0.1 + 1e-9) a -= 1;
          const dt = b.t - s[a].t;
          return dt > 0 ? { x: (b.x - s[a].x) / dt, y: (b.y - s[a].y) / dt } : { x: 0, y: 0 };
        }
      }

      """ + javaScriptSpring() + """
        /** Runs the spring on `page` each frame until it rests within 0.5 px at under 5 px/s. */
        function animateSwipeBack(page, from, to, velocity, done) {
          let start;
          function frame(now) {
            start ??= now;
            const m = swipeBackSpring(from, to, velocity, (now - start) / 1000);
            const rest = Math.abs(m.offset - to) < 0.5 && Math.abs(m.velocity) < 5;
            page.style.transform = `\(translate)(${\(sign)(rest ? to : m.offset)}px)`;
            if (rest) done?.();
            else requestAnimationFrame(frame);
          }
          requestAnimationFrame(frame);
        }

        /** Wires the swipe to `page`, which follows the finger; `onComplete` runs after a
         *  completed swipe has settled. */
        function attachSwipeBack(page, onComplete) {
          const tracker = new SwipeVelocity();
          let down = null;
          const travel = (e) => \(sign)(e.\(client) - down);
          page.addEventListener('pointerdown', (e) => {
            down = e.\(client);
            tracker.down(e.timeStamp / 1000, e.clientX, e.clientY);
            page.setPointerCapture(e.pointerId);
          });
          page.addEventListener('pointermove', (e) => {
            if (down === null) return;
            for (const p of e.getCoalescedEvents?.() ?? [e]) {
              tracker.move(p.timeStamp / 1000, p.clientX, p.clientY);
            }
            const offset = Math.min(Math.max(travel(e), 0), page.\(size));
            page.style.transform = `\(translate)(${\(sign)offset}px)`;
          });
          page.addEventListener('pointerup', (e) => {
            if (down === null) return;
            const width = page.\(size);
            const dx = travel(e);
            const v = tracker.release(e.timeStamp / 1000);
            const velocity = \(sign)v.\(c);
            const completes = swipeBackCompletes(dx, velocity,\(crossArgument) width);
            const from = Math.min(Math.max(dx, 0), width);
            const handoff = from > 0 && from < width ? velocity : 0;
            animateSwipeBack(page, from, completes ? width : 0, handoff, () => {
              if (completes) onComplete();
            });
            down = null;
          });
        }

        """
    return ReportSnippet(
      language: "JavaScript (web)", id: "web", code: code,
      note: "pointer events, CSS px; no library", platform: .web)
  }

  /// CSS: the spring from rest as `linear()`, lasting until it settles within 0.1 % — for a
  /// finish without a gesture (a back button); CSS cannot start at the finger's velocity.
  func css() -> ReportSnippet? {
    guard
      SpringEasing.isValid(
        spring: spring, initialVelocity: 0, epsilon: SpringEasing.defaultEpsilon)
    else { return nil }
    let easing = SpringEasing(spring)
    let curve = Easing.spring(easing).linearApproximation()
    var css = "/* spring-tune: the spring of policy \(row.policy), from \(source) */\n:root {\n"
    css += "  --swipe-back-duration: \(NumberText.rounded(easing.duration, decimals: 3))s;\n"
    css += "  --swipe-back-easing: \(curve.description);\n}\n"
    css += """
      /* The spring from rest, within 0.1 % of the distance after the duration: for a finish
         without a gesture (a back button). A swipe's finish needs the finger's velocity, which
         a CSS transition cannot take: use the JavaScript snippet. */
      .page.settling {
        transition: transform var(--swipe-back-duration) var(--swipe-back-easing);
      }

      """
    return ReportSnippet(
      language: "CSS (from rest)", id: "css", code: css,
      note: "linear(): Chrome 113+, Firefox 112+, Safari 17.2+", platform: .web)
  }
}
