import AnimationMath
import SwipeTuning

extension SnippetContext {
  /// The rule as a JavaScript function for a snippet in `unit` (`dp`, `CSS px`); `worklet` adds
  /// Reanimated's directive, so the function can run on the UI thread.
  func javaScriptRule(unit: String, worklet: Bool) -> String {
    ruleFunction(
      RuleSyntax(
        language: .javascript, constant: { "const \($0) = \($1); // \($2)" }, unit: unit,
        signature: { cross in
          """
          /** Whether a released swipe completes. dx: travel (from the header's origin); velocity: at
           *  release; \(axisWords) (\(unit), \(unit)/s). width: the page's, \(unit). */
          function swipeBackCompletes(dx, velocity,\(cross) width) {
          """ + (worklet ? "\n  'worklet';" : "")
        }, indent: "  ", local: "const", end: ";", crossParameter: " crossVelocity,"))
  }

  /// React Native: Gesture Handler's pan and Reanimated's `withSpring`, started at the gesture's
  /// velocity with the spring's mass, stiffness and damping (Reanimated 3 and 4 take the same
  /// physical config; their defaults differ, so every field is given).
  func reactNative() -> ReportSnippet {
    let v = values("reanimated") ?? [1, spring.stiffness, spring.damping]
    let (c, other) = geometry.axis == .x ? ("X", "Y") : ("Y", "X")
    let recognised = gate.travelOrigin == .recognised
    var code = blockComment(header(for: .reactNative))
    code += """
      import { Gesture } from 'react-native-gesture-handler';
      import { runOnJS, \(recognised ? "useSharedValue, " : "")withSpring } from 'react-native-reanimated';


      """
    code += javaScriptRule(unit: "dp", worklet: true)
    let crossArgument =
      rule(.javascript)?.usesCrossVelocity == true ? " \(sign)e.velocity\(other)," : ""
    // Measured from the recognition point: the translation when the pan activated (onStart).
    let start =
      recognised
      ? """
        const recognisedAt = useSharedValue(0);
        return Gesture.Pan()
          .onStart((e) => {
            recognisedAt.value = e.translation\(c);
          })

      """
      : "  return Gesture.Pan()\n"
    let travel =
      recognised
      ? "\(sign)(e.translation\(c) - recognisedAt.value)" : "\(sign)e.translation\(c)"
    code += """

      /** The hand-off spring (damping ratio \(n(spring.dampingRatio)), response \(n(spring.response)) s) in
       *  Reanimated's physical terms. */
      const swipeBackSpring = {
        mass: \(n(v[0])), stiffness: \(n(v[1])), damping: \(n(v[2])), overshootClamping: false,
      };

      /** The pan for a page whose offset towards completion (dp) is `offset`, a shared value the
       *  page's animated style reads. Gesture Handler's translation counts from the touch-down and
       *  its velocity is dp/s. On release the spring starts at the finger's velocity (pinned at an
       *  end, at rest); `onComplete` runs on the JS thread once a completed swipe has settled. */
      export function useSwipeBackGesture(offset, width, onComplete) {
      \(start)    .onUpdate((e) => {
            offset.value = Math.min(Math.max(\(travel), 0), width);
          })
          .onEnd((e) => {
            const dx = \(travel);
            const velocity = \(sign)e.velocity\(c);
            const completes = swipeBackCompletes(dx, velocity,\(crossArgument) width);
            const from = Math.min(Math.max(dx, 0), width);
            const handoff = from > 0 && from < width ? velocity : 0;
            offset.value = withSpring(
              completes ? width : 0,
              { ...swipeBackSpring, velocity: handoff },
              (finished) => {
                if (finished && completes) runOnJS(onComplete)();
              },
            );
          });
      }

      """
    return ReportSnippet(
      language: "React Native", id: "react-native", code: code,
      note: "Gesture Handler 2, Reanimated 3 or 4; dp", platform: .reactNative)
  }

  /// Motion (framer-motion): a drag end handler with the rule, and `animate` with a physical
  /// spring started at the drag's velocity (a time-defined spring, `visualDuration`/`bounce`,
  /// ignores an inherited velocity).
  func motion() -> ReportSnippet {
    let v = values("framer") ?? [spring.stiffness, spring.damping, 1]
    let c = geometry.axis == .x ? "x" : "y"
    let other = geometry.axis == .x ? "y" : "x"
    // The web's header, but the velocity is Motion's, not this code's own.
    let own = SwipePlatform.web.estimatorSource
    let lines = header(for: .web).map { line in
      line.lowercased().hasPrefix(own.lowercased())
        ? "Motion's own: the pointer about 100 ms back against the newest, close to 'two-point'."
        : line
    }
    var code = blockComment(lines)
    code += "import { animate } from 'motion';\n\n"
    code += javaScriptRule(unit: "CSS px", worklet: false)
    let crossArgument =
      rule(.javascript)?.usesCrossVelocity == true ? " \(sign)info.velocity.\(other)," : ""
    let recognised = gate.travelOrigin == .recognised
    code += """

      /** The hand-off spring (damping ratio \(n(spring.dampingRatio)), response \(n(spring.response)) s) in Motion's
       *  physical terms: only these keep an inherited velocity (`visualDuration`/`bounce` drop it). */
      const swipeBackSpring = {
        type: 'spring', stiffness: \(n(v[0])), damping: \(n(v[1])), mass: \(n(v[2])),
        restDelta: 0.5, restSpeed: 5,
      };

      /** `onDragEnd` of a page dragged along \(c) (`drag="\(c)"`, `dragMomentum={false}` so that
       *  Motion's own inertia does not run) whose position is the motion value `\(c)`:
       *  `info.offset` counts from the pointer-down, `info.velocity` is px/s.\(recognised ? "\n *  The sweep measured from the recognition point: `recognisedAt` is `info.offset` at\n *  `onDragStart` (Motion recognises a drag after 3 px, not the sweep's slop)." : "")
       *  The spring starts at the drag's velocity (pinned at an end, at rest); `onComplete` runs
       *  once a completed swipe has settled. */
      function onSwipeBackDragEnd(\(c), info,\(recognised ? " recognisedAt," : "") width, onComplete) {
        const dx = \(recognised ? "\(sign)(info.offset.\(c) - recognisedAt.\(c))" : "\(sign)info.offset.\(c)");
        const velocity = \(sign)info.velocity.\(c);
        const completes = swipeBackCompletes(dx, velocity,\(crossArgument) width);
        const from = Math.min(Math.max(\(sign)\(c).get(), 0), width);
        const handoff = from > 0 && from < width ? velocity : 0;
        animate(\(c), \(sign)(completes ? width : 0), { ...swipeBackSpring, velocity: \(sign)handoff }).then(() => {
          if (completes) onComplete();
        });
      }

      """
    return ReportSnippet(
      language: "Motion (web)", id: "motion", code: code,
      note: "motion / framer-motion 11+, CSS px", platform: .web)
  }
}
