/// A file that could not be read or written, with the reason in words (`FileReason`):
/// what `InputFile` and `AtomicFile` throw.
public struct FileFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// Why, in words: "no such file", "is a directory", "no space left on the device".
    public var reason: String
    /// Whether the file was being written (else read).
    public var writing: Bool

    public init(path: String, reason: String, writing: Bool = false) {
        self.path = path
        self.reason = reason
        self.writing = writing
    }

    /// `PATH: REASON` for a file read, `cannot write PATH: REASON` for one written.
    public var description: String {
        writing ? "cannot write \(ErrorText.path(path)): \(reason)" : "\(ErrorText.path(path)): \(reason)"
    }
}
