import AnimationMath

/// Why a timeline file was rejected: the 1-based line and column of the offending text, the
/// track and keyframe (0-based index) when the problem is inside one, and what is wrong.
public struct TimelineFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based column (Unicode scalars).
  public var column: Int
  /// The track, when the problem is inside one.
  public var track: String?
  /// 0-based index of the keyframe in its track, when the problem is inside one.
  public var keyframe: Int?
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(line: Int, column: Int, track: String? = nil, keyframe: Int? = nil, message: String) {
    self.line = line
    self.column = column
    self.track = track
    self.keyframe = keyframe
    self.message = message
  }

  /// `line:column: track 'x', keyframe 1: message`.
  public var description: String { "\(line):\(column): " + reasonText }

  /// What is wrong without the line and column: `track 'x', keyframe 1: message`, or the message
  /// alone outside a track. ``InputFileError`` puts the file's location before it.
  public var reasonText: String {
    guard let track else { return message }
    return "track '\(track)'" + (keyframe.map { ", keyframe \($0)" } ?? "") + ": " + message
  }
}
