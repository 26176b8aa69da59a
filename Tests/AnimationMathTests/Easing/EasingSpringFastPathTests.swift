import AnimationMath
import Testing

/// `spring(…)` bodies are read in place, without allocating (issue 44; the allocation goals are
/// checked on the optimised build by `spring-bench --allocations`, which CI runs): the fast
/// path must build exactly the spring the general path does, and leave every input it does not
/// take — and every error message — to the general path.
@Suite("Easing spring() fast path")
struct EasingSpringFastPathTests {
  @Test(arguments: [
    "mass=1,stiffness=170,damping=26", " dampingRatio = 0.8 ,\tresponse=0.5\t",
    "duration=0.5,bounce=-0.2,mass=2", "tension=40,friction=7", "origamiTension=40,friction=7",
    "dampingFraction=1e-3,response=0.4", "stiffness=1500,dampingRatio=+.5",
    "visualDuration=0.3,bounce=0.25", "frequency=0.5,damping=0.7",
    "reboundTension=300,reboundFriction=20", "bounciness=4,speed=12",
  ])
  func buildsTheSpringTheGeneralPathBuilds(_ spec: String) throws {
    let spring = try Spring(parsing: spec)
    for (suffix, velocity, epsilon) in [
      ("", 0.0, SpringEasing.defaultEpsilon), (",velocity=2", 2, SpringEasing.defaultEpsilon),
      (", epsilon = 0.01 ,velocity=-1.5", -1.5, 0.01),
    ] {
      let parsed = try Easing(parsing: "spring(" + spec + suffix + ")")
      #expect(parsed == .spring(SpringEasing(spring, initialVelocity: velocity, epsilon: epsilon)))
    }
  }

  /// Bodies the fast path declines reach the general path: the same errors as before, at the
  /// same positions.
  @Test(arguments: [
    ("spring(mass=1,stiffness=170)", "a spring SPEC"),
    ("spring(mass=1,,stiffness=2)", "spring SPEC"),
    ("spring(Mass=1,stiffness=170,damping=26)", "unknown key"),
    ("spring(mass=1,stiffness=170,damping=26,epsilon=2)", "an epsilon in (0, 1)"),
    ("spring(mass=1,stiffness=170,damping=26,velocity=x)", "a finite number for velocity"),
    ("spring(mass=1,mass=2,stiffness=1,damping=1)", "given more than once"),
    ("spring(mass=1,stiffness=170,damping=0)", "a damped spring"),
  ])
  func declinedBodiesKeepTheirErrors(_ text: String, _ message: String) {
    do {
      _ = try Easing(parsing: text)
      Issue.record("\(text) parsed")
    } catch {
      #expect(error.description.contains(message), "\(text): \(error.description)")
    }
  }

  /// Forms the fast path does not take (a hexadecimal number) still parse, by the general path.
  @Test func numbersOnlySwiftReadsStillParse() throws {
    let parsed = try Easing(parsing: "spring(dampingRatio=0x1p-1,response=0.5)")
    #expect(parsed == .spring(SpringEasing(try Spring(parsing: "dampingRatio=0.5,response=0.5"))))
  }
}
