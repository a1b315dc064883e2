/// An edge of a rectangle, as SwiftUI's `Edge`: where a transition moves a layer in from or out
/// to. Fling lays out left to right, so the leading edge is the left one.
public enum Edge: Hashable, Sendable, CaseIterable {
    case top
    case leading
    case bottom
    case trailing

    /// The edge across from this one.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .leading: .trailing
        case .bottom: .top
        case .trailing: .leading
        }
    }
}
