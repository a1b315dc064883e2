import Fling

/// One tile of the insertions scene: a panel with a caption and a well, and the coloured card
/// in the well that a tap on the panel removes with the tile's transition and the next tap
/// inserts again, as a SwiftUI view shown by an `if` with `.transition(_:)`.
///
/// The well of a tile whose card moves away (move, slide, push, offset) clips what it holds, so
/// the card leaves the well instead of crossing the tile; the others leave theirs unclipped, so
/// a blur spreads and a turned card shows whole. The card takes touches while it is present — a tap on it reaches the panel's tap, as
/// UIKit hands a touch to the recognizers of the touched view's superviews — and none while
/// it leaves: a tap where it is still shown lands on the well, the panel's tap brings it back.
public final class InsertionTile {
    /// The tile's name: the prefix of its traced values, and of its tap's name (`tap.NAME`).
    public let name: String
    /// The tile, the well the card sits in, and the card.
    public let panel: Layer
    public let well: Layer
    public let card: Layer
    /// The transition's name in code, and a line on what it does.
    let title: Layer
    let subtitle: Layer
    /// The tap on the panel that toggles the card.
    public let tap = TapGestureRecognizer()
    /// The transition the card leaves and comes with, for a card of the given size (the
    /// offset tile moves the card by its own size).
    public let transition: (Size) -> AnyTransition
    /// Each tap's time (the frame's timestamp) and whether it removed the card or inserted it.
    public internal(set) var toggles: [(time: Double, removed: Bool)] = []
    /// What each transition begun on the card came to, in the order they were told.
    public internal(set) var outcomes: [TransitionOutcome] = []
    /// Transitions begun whose outcome has not come yet.
    public internal(set) var pending = 0

    init(
        _ name: String, code: String, says: String, color: Color, clips: Bool = false,
        transition: @escaping (Size) -> AnyTransition
    ) {
        self.name = name
        self.transition = transition
        panel = Layer(name: "tile.\(name)", backgroundColor: InsertionsScene.panelColor, cornerRadius: 16)
        well = Layer(name: "well.\(name)", backgroundColor: InsertionsScene.wellColor, cornerRadius: 12)
        well.masksToBounds = clips
        card = Layer(name: "card.\(name)", backgroundColor: color, cornerRadius: 12)
        title = CornersScene.label(code, size: 13, color: .white, origin: .zero, width: 0, alignment: .center)
        subtitle = CornersScene.label(
            says, size: 11, color: InsertionsScene.titleColor, origin: .zero, width: 0, alignment: .center)
        panel.addSublayer(well)
        well.addSublayer(card)
        panel.addSublayer(title)
        panel.addSublayer(subtitle)
        tap.name = "tap.\(name)"
        panel.addGestureRecognizer(tap)
    }

    /// Whether the card is in the tree and not on its way out.
    public var isPresent: Bool { card.superlayer != nil && !card.isLeaving }

    /// Lays the tile out in `frame` (in its superlayer's coordinates).
    func layout(in frame: Rect) {
        panel.bounds = Rect(origin: .zero, size: frame.size)
        panel.position = frame.center
        let inset = min(max(frame.width * 0.1, 4), 16)
        let captionHeight = title.bounds.height + subtitle.bounds.height + 6
        let width = max(frame.width - 2 * inset, 4)
        // A card a little taller than wide, like a phone's screen, as tall as the tile allows.
        let height = max(min(width * 1.6, frame.height - 2 * inset - captionHeight), 4)
        let top = max((frame.height - captionHeight - height) / 2, inset / 2)
        well.bounds = Rect(x: 0, y: 0, width: width, height: height)
        well.position = Point(x: frame.width / 2, y: top + height / 2)
        card.bounds = well.bounds
        card.position = well.bounds.center
        title.bounds.size.width = frame.width
        title.position = Point(x: frame.width / 2, y: top + height + 6 + title.bounds.height / 2)
        subtitle.bounds.size.width = frame.width
        subtitle.position = Point(
            x: frame.width / 2, y: title.position.y + title.bounds.height / 2 + subtitle.bounds.height / 2)
    }

    /// The card's values as the frame shows it: its opacity (0 once it has left the tree), how
    /// far its centre is moved, its scale and its angle, read from the transition's transform
    /// in its presentation.
    func shown() -> (opacity: Double, dx: Double, dy: Double, scale: Double, rotation: Double) {
        let values = card.presentation()
        let a = values.transform.affine
        return (
            card.superlayer == nil ? 0 : values.opacity, a.tx, a.ty, (a.a * a.a + a.b * a.b).squareRoot(),
            MotionMath.atan2(a.b, a.a)
        )
    }
}
