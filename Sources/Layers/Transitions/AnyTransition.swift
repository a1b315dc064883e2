import Motion

/// An insertion and removal transition, as SwiftUI's `AnyTransition`: one of SwiftUI's set —
/// `opacity`, `scale`, `move(edge:)`, `slide`, `push(from:)`, `offset`, `blur(radius:)` —
/// a `Transition` of your own, or several `combined(with:)`, `asymmetric(insertion:removal:)`
/// and given an `animation(_:)`. Pass it to `addSublayer(_:transition:)`,
/// `insertSublayer(_:at:transition:)` and `removeFromSuperlayer(transition:)`.
///
/// Under Reduce Motion (`AnimationEngine.accessibilityReduceMotion`), Fling's transitions
/// that move things — `scale`, `move`, `slide`, `push` and `offset` — move nothing: the rest of
/// the transition runs (a push still fades), and one left without a fade fades instead (a
/// slide becomes `opacity`). Fades, blurs and transitions of your own are kept as they are.
public struct AnyTransition: Sendable {
    indirect enum Node: Sendable {
        case identity
        case opacity
        case scale(x: Double, y: Double, anchor: UnitPoint)
        case move(Edge)
        case offset(x: Double, y: Double)
        case blur(radius: Double)
        case custom(any Transition)
        case combined(Node, Node)
        case asymmetric(insertion: Node, removal: Node)
    }

    let node: Node
    /// The animation the transition runs with, whatever the transaction says (`animation(_:)`).
    let animation: Animation?

    init(_ node: Node, animation: Animation? = nil) {
        self.node = node
        self.animation = animation
    }

    /// A transition of your own.
    public init(_ transition: some Transition) {
        self.init(.custom(transition))
    }

    /// No effect: the layer appears and leaves at once, once the transaction's animations end.
    public static let identity = AnyTransition(.identity)
    /// Fades in from transparent and out to transparent.
    public static let opacity = AnyTransition(.opacity)
    /// Grows from nothing about the centre, and shrinks back.
    public static let scale = AnyTransition(.scale(x: 0, y: 0, anchor: .center))

    /// Grows from `scale` about `anchor` (a unit point of the layer's bounds), and shrinks back.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(x: scale, y: scale, anchor: anchor))
    }

    /// Moves in from `edge` by the layer's own size, and out to the same edge (SwiftUI's
    /// `move(edge:)`).
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }

    /// Moves in from the leading edge and out to the trailing edge (SwiftUI's `slide`).
    public static let slide = AnyTransition(.asymmetric(insertion: .move(.leading), removal: .move(.trailing)))

    /// Moves in from `edge` while fading in, and out to the opposite edge while fading out
    /// (SwiftUI's `push(from:)`).
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(
            .asymmetric(
                insertion: .combined(.move(edge), .opacity), removal: .combined(.move(edge.opposite), .opacity)))
    }

    /// Comes in from `offset` away and goes back there.
    public static func offset(_ offset: Size) -> AnyTransition {
        AnyTransition(.offset(x: offset.width, y: offset.height))
    }

    /// Comes in from (`x`, `y`) points away and goes back there.
    public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition(.offset(x: x, y: y)) }

    /// Sharpens from a Gaussian blur of standard deviation `radius` points, and blurs away (a
    /// Fling transition; SwiftUI's `blurReplace` also scales and fades: combine them).
    public static func blur(radius: Double = 20) -> AnyTransition { AnyTransition(.blur(radius: radius)) }

    /// `insertion` when the layer is inserted, `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.node, removal: removal.node), animation: insertion.animation)
    }

    /// Both transitions at once: `other`'s effects wrap this one's.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(node, other.node), animation: animation ?? other.animation)
    }

    /// The transition run with `animation`, whatever the transaction it happens in says — even
    /// outside one (SwiftUI's `AnyTransition.animation(_:)`). Nil: the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(node, animation: animation)
    }

    /// The layer's look in `phase` when it is inserted (`removal` false) or removed.
    func content(_ phase: TransitionPhase, removal: Bool, geometry: TransitionGeometry) -> TransitionContent {
        node.apply(to: TransitionContent(geometry: geometry), phase: phase, removal: removal)
    }

    /// The transition as Reduce Motion shows it: Fling's motion gone, a fade kept or added.
    func reducingMotion() -> AnyTransition {
        func side(removal: Bool) -> Node {
            let kept = node.withoutMotion(removal: removal)
            guard node.moves(removal: removal), !kept.fades(removal: removal) else { return kept }
            return .combined(kept, .opacity)
        }
        return AnyTransition(
            .asymmetric(insertion: side(removal: false), removal: side(removal: true)), animation: animation)
    }
}

extension AnyTransition.Node {
    func apply(to content: TransitionContent, phase: TransitionPhase, removal: Bool) -> TransitionContent {
        switch self {
        case .identity:
            return content
        case .opacity:
            return phase.isIdentity ? content : content.opacity(0)
        case let .scale(x, y, anchor):
            return phase.isIdentity ? content : content.scaleEffect(x: x, y: y, anchor: anchor)
        case let .move(edge):
            guard !phase.isIdentity else { return content }
            let size = content.size
            switch edge {
            case .top: return content.offset(y: -size.height)
            case .leading: return content.offset(x: -size.width)
            case .bottom: return content.offset(y: size.height)
            case .trailing: return content.offset(x: size.width)
            }
        case let .offset(x, y):
            return phase.isIdentity ? content : content.offset(x: x, y: y)
        case let .blur(radius):
            return phase.isIdentity ? content : content.blur(radius: radius)
        case let .custom(transition):
            return transition.body(content: content, phase: phase)
        case let .combined(first, second):
            return second.apply(
                to: first.apply(to: content, phase: phase, removal: removal), phase: phase, removal: removal)
        case let .asymmetric(insertion, removalNode):
            return (removal ? removalNode : insertion).apply(to: content, phase: phase, removal: removal)
        }
    }

    /// The side (`removal` or insertion) with Fling's moving effects taken out.
    func withoutMotion(removal: Bool) -> Self {
        switch self {
        case .scale, .move, .offset: .identity
        case .identity, .opacity, .blur, .custom: self
        case let .combined(first, second):
            .combined(first.withoutMotion(removal: removal), second.withoutMotion(removal: removal))
        case let .asymmetric(insertion, removalNode):
            (removal ? removalNode : insertion).withoutMotion(removal: removal)
        }
    }

    /// Whether the side has one of Fling's moving effects.
    func moves(removal: Bool) -> Bool {
        switch self {
        case .scale, .move, .offset: true
        case .identity, .opacity, .blur, .custom: false
        case let .combined(first, second): first.moves(removal: removal) || second.moves(removal: removal)
        case let .asymmetric(insertion, removalNode): (removal ? removalNode : insertion).moves(removal: removal)
        }
    }

    /// Whether the side fades the layer: its look away from identity is not fully opaque.
    func fades(removal: Bool) -> Bool {
        let probe = TransitionContent(
            geometry: TransitionGeometry(boundsSize: Size(width: 100, height: 100)))
        return apply(to: probe, phase: removal ? .didDisappear : .willAppear, removal: removal).opacity < 1
    }
}
