/// Which parts of a layer's geometry `matchedGeometry(id:in:properties:anchor:isSource:)` shares,
/// as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Where the anchor of the frame lies.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The frame's size — and, a Fling extension, the corner radius.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both: the whole frame (the default).
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
