import Formats

/// A failure the user can cause while rendering to or from files, e.g. an unwritable path.
public enum RenderingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at `path` could not be written; `reason` is the system's explanation.
    case cannotWrite(path: String, reason: String)
    /// The image at `path` could not be read or decoded; `reason` says why.
    case cannotRead(path: String, reason: String)

    /// One line naming the file and the reason, e.g. "cannot write /x/y.png: No such file or directory".
    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): "cannot write \(ErrorText.path(path)): \(reason)"
        case let .cannotRead(path, reason): "cannot read image \(ErrorText.path(path)): \(reason)"
        }
    }
}
