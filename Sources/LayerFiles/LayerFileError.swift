import Formats

/// A layer file that cannot be used, as one line naming the file and the place in it: the
/// JSON path of a field (`scene.json: layers[3].shadow.opacity: 1.7 is out of range 0…1`) or
/// the line and column of a syntax error (`scene.json:4:17: expected ',' or '}' in an object`).
public struct LayerFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where in the file the problem is.
    public enum Location: Hashable, Sendable {
        /// The whole file (it cannot be read, or the renderer failed on it).
        case file
        /// A field, by its JSON path from the document's root (`layers[3].shadow.opacity`).
        case field(String)
        /// A position in the text, 1-based.
        case text(line: Int, column: Int)
    }

    /// The layer file's path as the user gave it.
    public var path: String
    public var location: Location
    public var message: String

    public init(path: String, location: Location = .file, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String {
        switch location {
        case .file: "\(ErrorText.path(path)): \(message)"
        case let .field(field): "\(ErrorText.path(path)): \(ErrorText.clip(field)): \(message)"
        case let .text(line, column): "\(ErrorText.path(path)):\(line):\(column): \(message)"
        }
    }
}
