import Formats

/// A profile summary file that could not be read: the file and, for its content, the field
/// at fault, in one line.
public struct ProfileFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// What is wrong: a reason or `field "frame_data[0].render_ns[12]" is …`.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(ErrorText.path(path)): \(message)" }
}
