import Formats

/// A problem in a file the user gave: an `InputError` naming the file and the line.
@available(*, deprecated, renamed: "InputError")
public typealias FormatError = InputError
