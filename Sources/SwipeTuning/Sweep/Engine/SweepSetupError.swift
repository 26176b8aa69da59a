import AnimationMath
import TextFormats

/// Why a sweep could not be set up.
public enum SweepSetupError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A bad value for a flag (unknown policy or estimator, a grid too large).
  case input(InputError)
  /// A trace file that cannot be used, with its file and line.
  case traces(InputFileError)
  /// A population variant file of ``SweepRequest/robust`` that cannot be used.
  case variant(InputFileError)

  /// The message.
  public var description: String {
    switch self {
    case .input(let e): e.description
    case .traces(let e): e.description
    case .variant(let e): e.description
    }
  }
}
