import Formats

/// A profile summary file that could not be read: an `InputError` naming the file.
@available(*, deprecated, renamed: "InputError")
public typealias ProfileFileError = InputError
