import AnimationMath
import SwipeTuning

/// The labelled tasks of the recorder page (`spring-tune record`) and their seeded order.
///
/// Each task is one thing a person does with one finger on the page's detail screen, labelled
/// with what they meant for the back gesture: the two *go back* tasks mean `complete`, everything
/// else means `cancel` (a scroll or a carousel swipe that the back gesture takes over is a
/// hijack). The label is the task's, never the page's judgement of the swipe.
package struct RecorderProtocol: Equatable, Sendable {
  /// One task: its name in the CSV `task` column, the intent it stands for, how the page moves
  /// under the finger, and the instruction shown.
  enum Task: String, CaseIterable, Sendable {
    case back
    case backQuickly = "back-quickly"
    case peek
    case changeMind = "change-mind"
    case scroll
    case carousel

    /// What the person means for the back gesture.
    var intent: SwipeIntent {
      switch self {
      case .back, .backQuickly: .complete
      case .peek, .changeMind, .scroll, .carousel: .cancel
      }
    }

    /// What follows the finger: the detail screen (`back`), the track list (`scroll`) or the
    /// photo strip (`carousel`).
    var mode: String {
      switch self {
      case .back, .backQuickly, .peek, .changeMind: "back"
      case .scroll: "scroll"
      case .carousel: "carousel"
      }
    }

    /// The instruction shown while the task is the current one.
    var instruction: String {
      switch self {
      case .back: "Go back to the albums."
      case .backQuickly: "Go back to the albums, quickly."
      case .peek: "Peek at the albums underneath, then stay on this album."
      case .changeMind: "Start going back, then change your mind and stay."
      case .scroll: "Scroll the track list."
      case .carousel: "Swipe through the photos."
      }
    }
  }

  /// The default number of trials: four of each task.
  package static let defaultTrials = 4 * Task.allCases.count

  /// The default seed of the order.
  package static let defaultSeed: UInt64 = 1

  /// The tasks in the order the page asks for them.
  var tasks: [Task]

  /// `trials` tasks in blocks of all six, each block in a seeded random order (SplitMix64,
  /// Fisher–Yates), the last block cut short; a block never starts with the task that ended the
  /// previous one, so no task comes twice in a row.
  ///
  /// - Precondition: `trials ≥ 1`.
  package init(trials: Int, seed: UInt64) {
    precondition(trials >= 1, "RecorderProtocol needs at least one trial")
    var rng = SplitMix64(seed: seed)
    var tasks: [Task] = []
    tasks.reserveCapacity(trials + Task.allCases.count)
    while tasks.count < trials {
      var block = Task.allCases
      for i in stride(from: block.count - 1, to: 0, by: -1) {
        // The high word of a 64 × 64-bit product: an unbiased-enough index in 0...i that does
        // not depend on the standard library's shuffle, so the order is the same on every
        // toolchain.
        let j = Int(UInt64(i + 1).multipliedFullWidth(by: rng.next()).high)
        block.swapAt(i, j)
      }
      if block.first == tasks.last { block.swapAt(0, 1) }
      tasks += block
    }
    self.tasks = Array(tasks.prefix(trials))
  }
}
