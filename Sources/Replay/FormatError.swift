import Formats

/// A problem in a file the user gave: names the file, the line and what is wrong, on one line.
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// The 1-based line, or nil when the problem is the whole file.
    public var line: Int?
    public var message: String

    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(ErrorText.path(path)):\(line): \(message)" }
        return "\(ErrorText.path(path)): \(message)"
    }
}
