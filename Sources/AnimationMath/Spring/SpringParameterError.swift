/// The former name of ``InputError`` for spring parameters.
@available(*, deprecated, renamed: "InputError")
public typealias SpringParameterError = InputError
