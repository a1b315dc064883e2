/// The path of a value in a JSON document, as error messages name it: `layers[3].shadow.opacity`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// The document itself.
    static let root = JSONPath(text: "")

    private let text: String

    /// The member `key` of the object at this path.
    func key(_ key: String) -> JSONPath { JSONPath(text: text.isEmpty ? key : "\(text).\(key)") }

    /// The element `index` of the array at this path.
    func index(_ index: Int) -> JSONPath { JSONPath(text: "\(text)[\(index)]") }

    var description: String { text.isEmpty ? "(document)" : text }
}
