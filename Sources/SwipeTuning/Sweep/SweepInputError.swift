import AnimationMath

/// The former name of ``InputError`` for sweep inputs.
@available(*, deprecated, renamed: "InputError")
public typealias SweepInputError = InputError
