import Fling

/// "zoom": a grid of thumbnails that zoom into a detail view — iOS 18's zoom transition
/// (`preferredTransition = .zoom`, SwiftUI's `.navigationTransition(.zoom(…))`; WWDC 2024
/// "Enhance your UI animations and transitions").
///
/// A click on a tile morphs it into the detail view: one layer (`zoom`, wearing the tile's
/// colour and name) takes the tile's frame and springs to the detail frame, its position and
/// `bounds.size` on one spring, while the grid dims behind it and the detail's text fades in;
/// the tile itself is hidden meanwhile, as the zoom hides its source view. As in iOS 18 the
/// transition is continuously interactive:
///
/// - Dragging the view (in the detail, or grabbed mid-flight) shrinks it interactively: its
///   scale follows the drag's downward distance, the point grabbed stays under the pointer,
///   and the dimming lifts with it; dragging up is rubber-banded (0.55).
/// - Released past `closeDistance` or faster than `closeSpeed` downwards, it flies back into
///   its cell carrying the drag's velocity: the position's and the size's velocities are
///   handed to the spring as UIKit's relative velocity per component
///   (`Animation.spring(_:initialVelocity:from:to:)`, `Animation.spring(_:relativeVelocity:)`).
///   Otherwise it springs back to the detail frame, again carrying the velocity.
/// - A click while it zooms in or out reverses it from where it is shown: the new spring
///   merges with the running one (SwiftUI's `.spring`), starting at the presentation value
///   and velocity, so nothing jumps. A push interrupted becomes a pop, as iOS 18's
///   transitions are never cancelled, only reversed.
/// - In the detail, a click outside the view closes it.
///
/// The state is traced as a number: 0 grid, 1 zooming in, 2 detail, 3 returning to the
/// cell, 4 dragged.
public final class ZoomScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "zoom",
            summary:
                "Click a tile to zoom it open; drag the detail down to send it back to its cell; click mid-zoom to reverse it."
        ) { _ in
            ZoomScene()
        }
    }

    /// Where the zooming view is in its transition.
    public enum State: Int, Sendable {
        /// The grid, nothing zoomed.
        case grid = 0
        /// Springing from the cell (or wherever it was) to the detail frame.
        case zooming = 1
        /// At rest in the detail frame.
        case detail = 2
        /// Springing back into its cell.
        case returning = 3
        /// Following a drag.
        case dragging = 4
    }

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    /// The zooming view is caught, dragged and clicked where it is shown.
    public var hitTestsPresentation: Bool { true }

    /// The thumbnails' container; each tile is a sublayer, in window coordinates.
    public let grid = Layer(name: "grid")
    /// The thumbnails, in reading order.
    public internal(set) var tiles: [Layer] = []
    /// The black veil over the grid while a tile is zoomed.
    public let dim = Layer(name: "dim", backgroundColor: .black)
    /// The view that morphs from a tile into the detail and back.
    public let zoom = Layer(name: "zoom", cornerRadius: 16)
    /// The line of text across the top of the window.
    public let title = Layer(name: "title")

    /// Clicks: on a tile to open it, mid-zoom to reverse, outside the detail to close it.
    public let tap = TapGestureRecognizer()
    /// Drags the zooming view.
    public let pan = PanGestureRecognizer()

    /// Where the transition is.
    public internal(set) var state = State.grid
    /// The tile zoomed (or last zoomed).
    public internal(set) var tile = 0

    /// The spring of the transition, both ways.
    public var spring = Spring(duration: 0.5, bounce: 0.12)
    /// The downward drag, as a fraction of the window's height, past which a release closes the detail.
    public var closeDistance = 0.15
    /// The downward release speed, in points per second, above which the detail closes.
    public var closeSpeed = 500.0
    /// The drag, as a fraction of the window's height, that shrinks the view to `minimumScale`.
    public var shrinkDistance = 0.6
    /// The smallest scale a drag shrinks the view to.
    public var minimumScale = 0.35
    /// The veil's opacity over the grid while the detail is open.
    public var dimOpacity = 0.6

    /// The veil's and the detail lines' spring: the transition's, without its bounce.
    public var fadeSpring = Spring(duration: 0.5, bounce: 0)

    var size: Size = .zero
    /// The zoomed view's frame as the last frame showed it.
    var lastShown = Rect.zero
    /// The drag's start: the pointer (less the slop), the shown frame's centre and size, the
    /// grabbed point as a fraction of the size from the centre, and the veil's opacity.
    var grab = Point.zero, grabCenter = Point.zero, grabSize = Size.zero, grabUnit = Point.zero, grabDim = 0.0

    public init() {
        title.text = TextContent(
            "Zoom — click a tile; drag the detail down to close it; click mid-zoom to reverse",
            fontSize: 15, color: Color(red8: 128, green8: 134, blue8: 156), alignment: .center)
        title.isUserInteractionEnabled = false
        root.addSublayer(title)
        root.addSublayer(grid)
        for index in 0..<Tile.palette.count {
            let tile = Tile.make(index)
            tiles.append(tile)
            grid.addSublayer(tile)
        }
        dim.opacity = 0
        dim.isUserInteractionEnabled = false
        root.addSublayer(dim)
        Tile.dress(zoom)
        zoom.isHidden = true
        root.addSublayer(zoom)
        engine.attach(root)

        tap.name = "tap"
        tap.addAction { [unowned self] tap in clicked(at: tap.location) }
        root.addGestureRecognizer(tap)
        pan.name = "pan"
        pan.action = { [unowned self] pan in panned(pan) }
        zoom.addGestureRecognizer(pan)
    }

    public func layout(size: Size) {
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds = Rect(x: 0, y: 0, width: size.width, height: 19)
        title.position = Point(x: size.width / 2, y: 16 + 9.5)
        engine.performWithoutAnimation {
            dim.bounds = Rect(origin: .zero, size: size)
            dim.position = root.position
            for (index, tile) in tiles.enumerated() { Tile.place(tile, in: cellFrame(index)) }
        }
        // The zoomed view goes where its state says, on the transition's spring if moving.
        switch state {
        case .grid, .dragging: break
        case .detail: engine.performWithoutAnimation { Tile.place(zoom, in: detailFrame) }
        case .zooming: open(tile, velocity: nil)
        case .returning: close(velocity: nil)
        }
    }

    /// Ends a zoom or a return once it has arrived (`arriveIfSettled`).
    public func update(at time: FrameTime) { arriveIfSettled() }

    public var tracedRecognizers: [GestureRecognizer] { [tap, pan] }

    /// The zooming view's shown frame (centre and size: `zoom.x`, `zoom.y`, `zoom.width`,
    /// `zoom.height`), the veil's shown opacity, which tile, and the state's number.
    public func traceValues() -> [(name: String, value: Double)] {
        let shown = zoom.presentation()
        return [
            ("zoom.x", shown.position.x), ("zoom.y", shown.position.y),
            ("zoom.width", shown.bounds.width), ("zoom.height", shown.bounds.height),
            ("dim.opacity", dim.presentation().opacity), ("tile", Double(tile)), ("state", Double(state.rawValue)),
        ]
    }

    /// The number of columns: four in a landscape window, three in a portrait one.
    public var columns: Int { size.width >= size.height ? 4 : 3 }

    /// Tile `index`'s frame in the grid, for the current window size.
    public func cellFrame(_ index: Int) -> Rect {
        // Thumbnails at most 240 × 170, the grid centred below the title.
        let columns = self.columns
        let rows = (tiles.count + columns - 1) / columns
        let margin = min(32, size.width * 0.04)
        let top = min(52, size.height * 0.15)
        let gap = min(16, size.width * 0.015)
        let width = max(1, min(240, (size.width - 2 * margin - gap * Double(columns - 1)) / Double(columns)))
        let height = max(1, min(170, (size.height - top - margin - gap * Double(rows - 1)) / Double(rows)))
        let gridWidth = width * Double(columns) + gap * Double(columns - 1)
        let gridHeight = height * Double(rows) + gap * Double(rows - 1)
        let left = (size.width - gridWidth) / 2
        let upper = max(top, (size.height - gridHeight) / 2)
        let column = index % columns
        let row = index / columns
        return Rect(
            x: left + Double(column) * (width + gap), y: upper + Double(row) * (height + gap),
            width: width, height: height)
    }

    /// The detail view's frame: the window less a margin, at most 900 points wide.
    public var detailFrame: Rect {
        let margin = min(40, size.width * 0.05, size.height * 0.08)
        let width = max(1, min(900, size.width - 2 * margin))
        let height = max(1, size.height - 2 * margin)
        return Rect(x: (size.width - width) / 2, y: margin, width: width, height: height)
    }

    /// The tile under `point`, if any.
    public func tileIndex(at point: Point) -> Int? {
        tiles.indices.first { cellFrame($0).contains(point) }
    }
}
