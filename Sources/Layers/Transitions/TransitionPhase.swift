/// Where a layer is in its insertion or removal, as SwiftUI's `TransitionPhase`: a
/// transition's `body(content:phase:)` says what the layer looks like in each.
///
/// An inserted layer starts in `willAppear` and animates to `identity`; a removed one
/// animates from `identity` to `didDisappear`, then leaves the tree.
public enum TransitionPhase: Hashable, Sendable, CaseIterable {
    /// Before the layer appears: where an insertion starts.
    case willAppear
    /// In place, as the layer shows when no transition acts on it.
    case identity
    /// After the layer has gone: where a removal ends.
    case didDisappear

    /// Whether this is `identity`.
    public var isIdentity: Bool { self == .identity }

    /// A number to multiply an effect by, as SwiftUI's `TransitionPhase.value`: −1 in
    /// `willAppear`, 0 in `identity` and 1 in `didDisappear` — so `content.offset(x: 100 *
    /// phase.value)` comes in from the left and leaves to the right.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}
