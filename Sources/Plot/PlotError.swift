import Formats

/// A plot request the user got wrong: an `InputError` whose message names the flag.
@available(*, deprecated, renamed: "InputError")
public typealias PlotError = InputError
