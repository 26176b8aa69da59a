import AnimationMath
import SwipeTuning

extension SnippetContext {
  /// `// ` before every line of `lines`.
  func slashComments(_ lines: [String]) -> String {
    lines.map { "// " + $0 + "\n" }.joined()
  }

  /// The rule as a Swift function `swipeBackCompletes(dx:velocity:[crossVelocity:]width:)` in
  /// points, with its thresholds as `CGFloat` constants before it.
  func swiftRule() -> String {
    ruleFunction(
      RuleSyntax(
        language: .swift, constant: { "let \($0): CGFloat = \($1)  // \($2)" }, unit: "pt",
        signature: { cross in
          """
          /// Whether a released swipe completes. dx: travel (from the header's origin); velocity: at
          /// release; \(axisWords) (pt, pt/s). width: the page's, pt.
          func swipeBackCompletes(dx: CGFloat, velocity: CGFloat,\(cross) width: CGFloat) -> Bool {
          """
        }, indent: "  ", local: "let", crossParameter: " crossVelocity: CGFloat,"))
  }

  /// The arguments of a call of `swipeBackCompletes` in Swift.
  func swiftCall(dx: String, velocity: String, cross: String, width: String) -> String {
    let c = rule(.swift)?.usesCrossVelocity == true ? ", crossVelocity: \(cross)" : ""
    return "swipeBackCompletes(dx: \(dx), velocity: \(velocity)\(c), width: \(width))"
  }

  /// SwiftUI: the rule, `Animation.interpolatingSpring(duration:bounce:initialVelocity:)`
  /// (iOS 17; `mass:stiffness:damping:` for an overdamped spring) with the velocity relative to
  /// the distance left, and `swipeBackFinish`, which pops the page from a `NavigationStack` path
  /// when the spring has settled (Swift 6: main-actor where SwiftUI requires it).
  func swiftUI() -> ReportSnippet {
    let (size, other) = geometry.axis == .x ? ("width", "height") : ("height", "width")
    var code = slashComments(header(for: .ios)) + "import SwiftUI\n\n" + swiftRule()
    let animation: String
    let note: String
    if let v = values("swiftui") {
      animation =
        ".interpolatingSpring(duration: \(n(v[0])), bounce: \(n(v[1])), initialVelocity: relative)"
      note = "iOS 17+ (DragGesture velocity), pt"
    } else {
      let v = values("core-animation") ?? [1, spring.stiffness, spring.damping]
      animation =
        ".interpolatingSpring(\n    mass: \(n(v[0])), stiffness: \(n(v[1])), damping: \(n(v[2])), "
        + "initialVelocity: relative)"
      note = "iOS 17+ (DragGesture velocity), pt"
    }
    let call = swiftCall(
      dx: "dx", velocity: "v", cross: "\(sign)velocity.\(other)", width: "\(size)")
    // DragGesture's translation counts from the touch-down (its startLocation), as a sweep with
    // travel_origin=down does; a sweep from recognition subtracts the translation at the first
    // onChanged, where the gesture was recognised.
    let fromRecognition = gate.travelOrigin == .recognised
    let travel =
      fromRecognition
      ? "\(sign)(translation.\(size) - recognisedAt.\(size))" : "\(sign)translation.\(size)"
    let recognisedParameter = fromRecognition ? " recognisedAt: CGSize," : ""
    let recognisedArgument = fromRecognition ? " recognisedAt: recognisedAt," : ""
    let travelDoc =
      fromRecognition
      ? """
      /// `recognisedAt` is the translation at the first onChanged: the sweep measured travel from
      /// where the drag was recognised (travel_origin=recognised), not from the touch-down.

      """
      : """
      /// The travel is DragGesture's translation: from the touch-down, as the sweep measured it
      /// (travel_origin=down).

      """
    let usage =
      fromRecognition
      ? """
      // In the pushed page, with @State var offset: CGFloat = 0, @State var recognisedAt: CGSize?
      // and the stack's @Binding path:
      // .offset(x: offset)
      // .gesture(DragGesture()
      //   .onChanged { value in
      //     if recognisedAt == nil { recognisedAt = value.translation }
      //     offset = max(0, value.translation.\(size) - (recognisedAt?.\(size) ?? 0))
      //   }
      //   .onEnded { value in
      //     swipeBackFinish(
      //       translation: value.translation, recognisedAt: recognisedAt ?? .zero,
      //       velocity: value.velocity, \(size): \(size), offset: $offset, path: $path)
      //     recognisedAt = nil
      //   })

      """
      : """
      // In the pushed page, with @State var offset: CGFloat = 0 and the stack's @Binding path:
      // .offset(x: offset)
      // .gesture(DragGesture()
      //   .onChanged { value in offset = max(0, value.translation.\(size)) }
      //   .onEnded { value in
      //     swipeBackFinish(
      //       translation: value.translation, velocity: value.velocity, \(size): \(size),
      //       offset: $offset, path: $path)
      //   })

      """
    code += """

      /// The hand-off: a spring from where the finger let go, at the finger's velocity (pt/s).
      /// SwiftUI's initialVelocity is relative to the distance left: velocity ÷ remaining.
      func swipeBackAnimation(velocity: CGFloat, remaining: CGFloat) -> Animation {
        let relative = remaining != 0 ? velocity / remaining : 0
        return \(animation)
      }

      /// For DragGesture's onEnded (value.translation, value.velocity in pt and pt/s): where the
      /// page goes and how. `offset` is the page's offset now, towards completion; pinned at an
      /// end, the page starts at rest.
      \(travelDoc)func swipeBackEnd(
        translation: CGSize,\(recognisedParameter) velocity: CGSize, \(size): CGFloat, offset: CGFloat
      ) -> (target: CGFloat, animation: Animation) {
        let dx = \(travel)
        let v = \(sign)velocity.\(size)
        let target: CGFloat = \(call) ? \(size) : 0
        let handoff = offset > 0 && offset < \(size) ? v : 0
        return (target, swipeBackAnimation(velocity: handoff, remaining: target - offset))
      }

      /// Ends the swipe and finishes the job: animates `offset` to the target and, once the
      /// spring has settled, pops the page from the NavigationStack's `path` when it went
      /// (iOS 17: withAnimation's completion).
      @MainActor
      func swipeBackFinish(
        translation: CGSize,\(recognisedParameter) velocity: CGSize, \(size): CGFloat,
        offset: Binding<CGFloat>, path: Binding<NavigationPath>
      ) {
        let end = swipeBackEnd(
          translation: translation,\(recognisedArgument) velocity: velocity, \(size): \(size),
          offset: offset.wrappedValue)
        withAnimation(end.animation) {
          offset.wrappedValue = end.target
        } completion: {
          guard end.target == \(size), !path.wrappedValue.isEmpty else { return }
          path.wrappedValue.removeLast()
          offset.wrappedValue = 0
        }
      }
      \(usage)
      """
    return ReportSnippet(
      language: "SwiftUI", id: "swiftui", code: code, note: note, platform: .ios)
  }

  /// UIKit: the rule, and a `UIViewPropertyAnimator` with `UISpringTimingParameters` (physical
  /// coefficients, velocity relative to the distance left), driven from the pan's `.ended`, whose
  /// completion reports whether the page went so the caller pops it (Swift 6: `@MainActor`).
  func uiKit() -> ReportSnippet {
    let (c, other, size) = geometry.axis == .x ? ("x", "y", "width") : ("y", "x", "height")
    let v = values("core-animation") ?? [1, spring.stiffness, spring.damping]
    let vector =
      geometry.axis == .x ? "CGVector(dx: relative, dy: 0)" : "CGVector(dx: 0, dy: relative)"
    let call = swiftCall(
      dx: "dx", velocity: "velocity", cross: "\(sign)pan.velocity(in: view).\(other)",
      width: size)
    // pan.translation(in:) counts from where the pan was recognised: right for a sweep with
    // travel_origin=recognised. A sweep from the touch-down (the default) measures from where
    // the finger went down, which the pan's delegate sees first (shouldReceive touch).
    let fromDown = gate.travelOrigin == .down
    let downParameter = fromDown ? " touchDown: CGPoint," : ""
    let travel =
      fromDown
      ? "\(sign)(pan.location(in: view).\(c) - touchDown.\(c))"
      : "\(sign)pan.translation(in: view).\(c)"
    let travelDoc =
      fromDown
      ? """
      /// `touchDown` is where the finger went down, in `view`'s coordinates: the sweep measured
      /// travel from there (travel_origin=down); pan.translation(in:) starts only where the pan
      /// was recognised, after the slop, so it would move every threshold by about 10 pt.

      """
      : """
      /// The travel is pan.translation(in:): from where the pan was recognised, as the sweep
      /// measured it (travel_origin=recognised).

      """
    let usage =
      fromDown
      ? """
      // In the pushed view controller, the pan's delegate, which keeps the touch-down (the page
      // is its view, moved 1:1 with the finger while the pan changes):
      // var touchDown = CGPoint.zero
      // func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      //   touchDown = touch.location(in: view.superview ?? view)
      //   return true
      // }
      // In the pan handler:
      // case .ended, .cancelled:
      //   swipeBackEnded(pan, touchDown: touchDown, page: view, in: view.superview ?? view) {
      //     completed in
      //     if completed { self.navigationController?.popViewController(animated: false) }
      //   }

      """
      : """
      // In the pushed view controller's pan handler (the page is its view, moved 1:1 with the
      // finger while the pan changes):
      // case .ended, .cancelled:
      //   swipeBackEnded(pan, page: view, in: view.superview ?? view) { completed in
      //     if completed { self.navigationController?.popViewController(animated: false) }
      //   }

      """
    let code =
      slashComments(header(for: .ios)) + "import UIKit\n\n" + swiftRule() + """

        /// The hand-off: a spring that starts at the finger's velocity (pt/s) with `remaining` pt
        /// to go; UIKit's initialVelocity is relative to the distance: velocity ÷ remaining.
        @MainActor
        func swipeBackAnimator(velocity: CGFloat, remaining: CGFloat) -> UIViewPropertyAnimator {
          let relative = remaining != 0 ? velocity / remaining : 0
          let timing = UISpringTimingParameters(
            mass: \(n(v[0])), stiffness: \(n(v[1])), damping: \(n(v[2])),
            initialVelocity: \(vector))
          return UIViewPropertyAnimator(duration: 0, timingParameters: timing)
        }

        /// On the pan's .ended: decide, then finish from where the page is; `finished` is called
        /// when the spring ends, with true when the page went (pop it then). Pinned at an end,
        /// the page starts at rest.
        \(travelDoc)@MainActor
        func swipeBackEnded(
          _ pan: UIPanGestureRecognizer,\(downParameter) page: UIView, in view: UIView,
          finished: @escaping @MainActor (_ completed: Bool) -> Void
        ) {
          let \(size) = view.bounds.\(size)
          let dx = \(travel)
          let velocity = \(sign)pan.velocity(in: view).\(c)
          let target: CGFloat = \(call) ? \(size) : 0
          let offset = \(sign)page.frame.origin.\(c)
          let handoff = offset > 0 && offset < \(size) ? velocity : 0
          let animator = swipeBackAnimator(velocity: handoff, remaining: target - offset)
          animator.addAnimations { page.frame.origin.\(c) = \(sign)target }
          animator.addCompletion { position in finished(position == .end && target == \(size)) }
          animator.startAnimation()
        }
        \(usage)
        """
    return ReportSnippet(
      language: "UIKit", id: "uikit", code: code,
      note: "iOS 10+, pan.velocity(in:) in pt/s", platform: .ios)
  }
}
