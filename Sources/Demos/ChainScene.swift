import Fling

/// "chain": a grid of 20 × 20 small squares. Drag any one and it follows the pointer; every
/// other square follows its grid neighbour one step nearer the dragged one, on a spring
/// retargeted every frame, so the drag spreads through the grid as a wave. Let go and every
/// square springs back to its place, carrying the velocity it has.
///
/// Each square moves only through `AnimationEngine.spring(_:to:spring:initialVelocity:)`,
/// the position spring that retargets from the value and velocity it shows (SwiftUI's
/// merging springs): the dragged square trails the pointer on SwiftUI's `.interactiveSpring`
/// parameters (response 0.15 s, damping 0.86), each other square is retargeted every frame
/// to the shown position of its neighbour plus their offset on the grid, and on release each
/// settles with the velocity its chain gave it — the dragged one with the pan's release
/// velocity through the fling threshold, as a UIKit hand-off passes the gesture's velocity.
///
/// It is also the profiler's load scene: 400 layers animating at once, kept cheap — plain
/// rounded squares, no shadows, no blur, no text that changes. Measured with
/// `fling profile --replay Tests/GalleryTests/Recordings/chain-drag.flingrec` (release,
/// Xvfb at 1280 × 800, 2 cores shared with other builds): 60 fps, no hitches, render p99
/// 1.9 ms (p50 1.0–1.1 ms), animate p99 0.5 ms.
public final class ChainScene: Scene {
    /// The scene as the app offers it.
    public static var entry: SceneEntry {
        SceneEntry(
            "chain",
            summary:
                "Drag any square of the grid: the others follow it on chained springs; let go and all spring back to their places."
        ) { _ in
            ChainScene()
        }
    }

    /// Squares across and down.
    public static let columns = 20, rows = 20

    public let root = Layer(name: "root")
    public let engine = AnimationEngine()
    public let clearColor = Color(red8: 18, green8: 20, blue8: 27)

    /// The squares, row by row (index = row · columns + column).
    public private(set) var cells: [Layer] = []
    /// The line of text across the top of the window.
    public let title: Layer
    /// Each square's place on the grid for the current window size.
    public private(set) var home: [Point] = []
    /// The distance between neighbouring places, in points.
    public private(set) var pitch = 0.0

    /// The spring the dragged square trails the pointer with: SwiftUI's `.interactiveSpring`.
    public var dragSpring = Spring.interactive
    /// The spring each square follows its neighbour with, retargeted every frame.
    public var followSpring = Spring(response: 0.12, dampingRatio: 0.8)
    /// The spring the squares settle back to their places with.
    public var settleSpring = Spring(duration: 0.55, bounce: 0.3)

    /// Drags a square (on the root, so a press anywhere finds the nearest square).
    public let pan = PanGestureRecognizer()

    /// The square being dragged, or the last one dragged (0 before any drag).
    public internal(set) var draggedCell = 0
    /// The square farthest along the chain from `draggedCell`.
    public internal(set) var farCell = ChainScene.columns * ChainScene.rows - 1
    /// Whether a square is being dragged.
    public internal(set) var isDragging = false
    /// How many drags there have been.
    public internal(set) var dragCount = 0

    /// The square a press landed on, until the pan begins (nil: the press missed every square).
    var pressedCell: Int?
    /// Where the dragged square was shown when the pan began: its target is this plus the translation.
    var dragAnchor: Point = .zero
    /// Each square's neighbour one step nearer the dragged square (itself for the dragged one).
    var leader: [Int] = []
    /// Every square but the dragged one, nearest the dragged one first: each comes after its leader.
    var chainOrder: [Int] = []
    var size: Size = .zero

    public init() {
        title = Self.label("Drag any square — the rest follow on chained springs")
        root.addSublayer(title)
        let count = Self.columns * Self.rows
        cells.reserveCapacity(count)
        for index in 0..<count {
            let cell = Layer(
                name: "cell\(index)",
                backgroundColor: Self.color(
                    row: index / Self.columns,
                    column: index % Self.columns))
            cell.isUserInteractionEnabled = false
            cells.append(cell)
            root.addSublayer(cell)
        }
        engine.attach(root)
        pan.name = "pan"
        pan.onPress = { [unowned self] pan in pressedCell = cell(near: pan.startLocation) }
        pan.action = { [unowned self] pan in panned(pan) }
        root.addGestureRecognizer(pan)
    }

    public func layout(size: Size) {
        let first = self.size == .zero
        self.size = size
        root.bounds = Rect(origin: .zero, size: size)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        title.bounds.size.width = size.width
        title.position = Point(x: size.width / 2, y: 14 + title.bounds.height / 2)

        let top = 48.0
        let margin = 16.0
        pitch = max(
            1,
            min(
                (size.width - 2 * margin) / Double(Self.columns),
                (size.height - top - margin) / Double(Self.rows)))
        let side = (pitch * 0.72).rounded()
        let origin = Point(
            x: (size.width - pitch * Double(Self.columns)) / 2 + pitch / 2,
            y: top + max(0, (size.height - top - margin - pitch * Double(Self.rows)) / 2) + pitch / 2)
        home = (0..<cells.count).map { index in
            Point(
                x: (origin.x + Double(index % Self.columns) * pitch).rounded(),
                y: (origin.y + Double(index / Self.columns) * pitch).rounded())
        }
        for (index, cell) in cells.enumerated() {
            cell.bounds = Rect(x: 0, y: 0, width: max(1, side), height: max(1, side))
            cell.cornerRadius = (side * 0.28).rounded()
            if first {
                cell.position = home[index]
            } else if !isDragging {
                engine.spring(cell, to: home[index], spring: settleSpring)
            }
        }
    }

    /// Retargets every following square at its leader's shown position plus their offset on
    /// the grid, leaders first; a square whose target has not moved keeps its spring.
    public func update(at time: FrameTime) {
        guard isDragging else { return }
        for index in chainOrder {
            let lead = leader[index]
            let target = shownPosition(lead) + (home[index] - home[lead])
            if target != cells[index].position {
                engine.spring(cells[index], to: target, spring: followSpring)
            }
        }
    }

    public var tracedRecognizers: [GestureRecognizer] { [pan] }

    /// The dragged square's and the far square's shown positions (and which squares they
    /// are), and `offGrid`, the sum of every square's distance from its place (0 once settled).
    public func traceValues() -> [(name: String, value: Double)] {
        let dragged = shownPosition(draggedCell)
        let far = shownPosition(farCell)
        return [
            ("dragged", Double(draggedCell)), ("dragged.x", dragged.x), ("dragged.y", dragged.y),
            ("far", Double(farCell)), ("far.x", far.x), ("far.y", far.y), ("offGrid", offGrid),
        ]
    }

    /// The sum of every square's shown distance from its place on the grid, in points.
    public var offGrid: Double {
        var sum = 0.0
        for index in cells.indices { sum += shownPosition(index).distance(to: home[index]) }
        return sum
    }

    /// Where square `index` is shown.
    public func shownPosition(_ index: Int) -> Point {
        cells[index].withPresentation { $0.position }
    }
}
