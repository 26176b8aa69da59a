import AnimationMath

/// The former name of ``InputFileError`` for trace files.
@available(*, deprecated, renamed: "InputFileError")
public typealias TraceFileError = InputFileError
