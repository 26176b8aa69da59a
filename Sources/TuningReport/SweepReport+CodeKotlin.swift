import AnimationMath
import SwipeTuning

extension SnippetContext {
  /// The rule as a Kotlin function `swipeBackCompletes(dx, velocity, [crossVelocity,] width,
  /// density)` in pixels: constants in dp (`…_DP`), multiplied by the display density inside.
  func kotlinRule() -> String {
    ruleFunction(
      RuleSyntax(
        language: .kotlin, constant: { "const val \($0) = \($1) // \($2)" }, unit: "dp",
        signature: { cross in
          """
          /** Whether a released swipe completes. dx: travel (from the header's origin); velocity: at
           *  release; \(axisWords), in px and px/s as events and VelocityTracker report them.
           *  width: the page's, px. density: px per dp. */
          fun swipeBackCompletes(dx: Float, velocity: Float,\(cross) width: Float, density: Float): Boolean {
          """
        }, indent: "    ", local: "val", crossParameter: " crossVelocity: Float,"))
  }

  /// The arguments of a call of `swipeBackCompletes` in Kotlin.
  func kotlinCall(dx: String, velocity: String, cross: String) -> String {
    let c = rule(.kotlin)?.usesCrossVelocity == true ? ", \(cross)" : ""
    return "swipeBackCompletes(\(dx), \(velocity)\(c), width, density)"
  }

  /// The imports the rule needs (`kotlin.math.abs`, `min`).
  func kotlinMathImports() -> String {
    guard let rule = rule(.kotlin) else { return "" }
    let text = rule.bindings.map(\.code).joined()
    var out = ""
    if text.contains("abs(") { out += "import kotlin.math.abs\n" }
    if text.contains("min(") { out += "import kotlin.math.min\n" }
    return out
  }

  /// Jetpack Compose: the rule in px with the density conversion, and `Animatable.animateTo`
  /// with `spring(dampingRatio, stiffness)` (unit mass) and `initialVelocity` = the finger's.
  func compose() -> ReportSnippet {
    let v = values("android") ?? [spring.stiffness, spring.dampingRatio]
    let (c, other) = geometry.axis == .x ? ("x", "y") : ("y", "x")
    let call = kotlinCall(dx: "dx", velocity: "v", cross: "\(sign)velocity.\(other)")
    let code =
      slashComments(header(for: .compose))
        + """
        import androidx.compose.animation.core.Animatable
        import androidx.compose.animation.core.AnimationVector1D
        import androidx.compose.animation.core.spring
        import androidx.compose.ui.unit.Velocity

        """ + kotlinMathImports() + "\n" + kotlinRule()
        + """

        val swipeBackSpring = spring<Float>(dampingRatio = \(n(v[1]))f, stiffness = \(n(v[0]))f)

        /** On drag end: `offset` holds the page's offset towards completion in px, `dx` the drag's
         *  travel, `velocity` = VelocityTracker.calculateVelocity() (px/s), density =
         *  LocalDensity.current.density. The spring starts at the finger's velocity; pinned at an
         *  end, at rest. */
        suspend fun swipeBackEnd(
            offset: Animatable<Float, AnimationVector1D>, dx: Float, velocity: Velocity,
            width: Float, density: Float,
        ) {
            val v = \(sign)velocity.\(c)
            val target = if (\(call)) width else 0f
            val handoff = if (offset.value > 0f && offset.value < width) v else 0f
            offset.animateTo(target, swipeBackSpring, initialVelocity = handoff)
        }

        """
    return ReportSnippet(
      language: "Jetpack Compose", id: "compose", code: code,
      note: "thresholds in dp, events in px (× density)", platform: .compose)
  }

  /// Android views: the rule in px with the density conversion, and a `SpringAnimation` of
  /// `translationX` (or `Y`) with `setStartVelocity` = the finger's.
  func androidViews() -> ReportSnippet {
    let v = values("android") ?? [spring.stiffness, spring.dampingRatio]
    let (c, other, axis) = geometry.axis == .x ? ("x", "y", "X") : ("y", "x", "Y")
    let call = kotlinCall(
      dx: "dx", velocity: "velocity", cross: "\(sign)tracker.\(other)Velocity")
    let code =
      slashComments(header(for: .android))
        + """
        import android.view.VelocityTracker
        import android.view.View
        import androidx.dynamicanimation.animation.DynamicAnimation
        import androidx.dynamicanimation.animation.SpringAnimation

        """ + kotlinMathImports() + "\n" + kotlinRule()
        + """

        /** On ACTION_UP: `dx` is the touch's travel since the gesture began (px, towards
         *  completion), `tracker` the gesture's VelocityTracker; width in px. The spring starts at
         *  the finger's velocity; pinned at an end, at rest. */
        fun swipeBackEnd(page: View, tracker: VelocityTracker, dx: Float, width: Float) {
            tracker.computeCurrentVelocity(1000) // px/s
            val velocity = \(sign)tracker.\(c)Velocity
            val density = page.resources.displayMetrics.density
            val target = if (\(call)) width else 0f
            val offset = \(sign)page.translation\(axis)
            val handoff = if (offset > 0f && offset < width) velocity else 0f
            SpringAnimation(page, DynamicAnimation.TRANSLATION_\(axis), \(sign)target).apply {
                spring.dampingRatio = \(n(v[1]))f
                spring.stiffness = \(n(v[0]))f
                setStartVelocity(\(sign)handoff)
                start()
            }
        }

        """
    return ReportSnippet(
      language: "Android views", id: "android", code: code,
      note: "thresholds in dp, events in px (× density)", platform: .android)
  }
}
