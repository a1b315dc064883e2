import Gestures
import Input
import Layers
import Motion
import Navigation
import Testing
import Time

/// A 400×300 window with a stack whose root, A, shows two tiles; B zooms out of the tile its
/// closure names, on a virtual clock.
private final class Stage: ClockedStage {
    let engine = AnimationEngine()
    let window = Layer(
        name: "window", position: Point(x: 200, y: 150), bounds: Rect(x: 0, y: 0, width: 400, height: 300))
    let log = CallbackLog()
    let a: LoggedScreen
    let b: LoggedScreen
    let stack: NavigationStack
    let arena: GestureArena
    /// Tiles 0 and 1, at (40, 60, 80, 60) and (240, 180, 120, 90).
    var tiles: [Layer] = []
    /// The tile the closure returns (nil: none).
    var sourceID: Int? = 0
    /// What the closure was asked: zooming in or not.
    var asked: [Bool] = []

    init(options: ZoomOptions = ZoomOptions()) {
        a = LoggedScreen("A", log: log)
        b = LoggedScreen("B", log: log)
        a.view.backgroundColor = .white
        b.view.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.8)
        for frame in [Rect(x: 40, y: 60, width: 80, height: 60), Rect(x: 240, y: 180, width: 120, height: 90)] {
            let tile = Layer(name: "tile", position: frame.center, bounds: Rect(origin: .zero, size: frame.size))
            tile.cornerRadius = 12
            tile.shadowOpacity = 0.3
            tile.shadowRadius = 6
            tile.shadowOffset = Size(width: 0, height: 4)
            tiles.append(tile)
            a.view.addSublayer(tile)
        }
        stack = NavigationStack(root: a)
        engine.attach(window)
        window.addSublayer(stack.view)
        stack.view.position = Point(x: 200, y: 150)
        stack.layout(size: Size(width: 400, height: 300))
        arena = GestureArena(root: window)
        b.preferredTransition = .zoom(options: options) { [unowned self] context in
            asked.append(context.isZoomingIn)
            #expect(context.zoomedScreen === b && context.sourceScreen === a)
            return sourceID.map { tiles[$0] }
        }
        _ = log.take()
    }

    static let rest = Rect(x: 0, y: 0, width: 400, height: 300)
    static let tileFrames = [Rect(x: 40, y: 60, width: 80, height: 60), Rect(x: 240, y: 180, width: 120, height: 90)]

    /// A drag from `start` by `steps` moves of `delta`, one every `interval` seconds from `time`.
    func drag(from start: Point, by delta: Point, steps: Int, interval: Double, at time: Double) -> (Point, Double) {
        event(.pointerDown(x: start.x, y: start.y, button: .left), at: time)
        var p = start
        var t = time
        for _ in 0..<steps {
            p = p + delta
            t += interval
            event(.pointerMove(x: p.x, y: p.y, buttons: .left), at: t)
        }
        return (p, t)
    }

    /// The rectangle B's view is drawn in (its whole bounds through every transform).
    var content: Rect { stack.view.convert(b.view.bounds, from: b.view, usingPresentation: true) }
}

@Suite("The zoom transition: iOS 18's zoom out of a source layer, on a stack")
struct ZoomTransitionTests {
    private let spring = Spring(duration: 0.5, bounce: 0)

    @Test("a zoomed push grows from the tile's frame, corner radius and shadow to the screen's, on the spring")
    func zoomIn() {
        let stage = Stage()
        stage.stack.push(stage.b)
        #expect(stage.asked == [true])
        #expect(stage.log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing"])
        #expect(stage.tiles[0].isHidden, "the source is hidden while the screen stands in for it")
        for t in [0.0, 0.1, 0.25, 0.4] {
            stage.frame(t)
            let p = spring.value(target: 1, time: t)
            let frame = lerp(Stage.tileFrames[0], Stage.rest, p)
            #expect(close(stage.b.zoomFrame ?? .zero, frame), "at \(t) s")
            #expect(close(stage.b.zoomCornerRadius ?? -1, 12 * (1 - p)))
            let shadow = stage.stack.view.sublayers.first { $0.name == "zoom.shadow" }?.presentation()
            #expect(close(shadow?.shadowOpacity ?? -1, 0.3 * (1 - p)))
            #expect(close(shadow?.shadowRadius ?? -1, 6 + (3 - 6) * p))
            // The screen fills the frame, its aspect kept: it is never narrower or shorter.
            #expect(holds(stage.content, frame), "at \(t) s: \(stage.content) holds \(frame)")
            // A stays where it is.
            #expect(stage.a.view.presentation().position.x == 200)
        }
        stage.frame(3)
        #expect(stage.log.take() == ["A.didDisappear", "B.didAppear"])
        #expect(stage.b.zoomFrame == nil && stage.b.view.superlayer === stage.stack.view)
        #expect(stage.b.view.transform == .identity && close(stage.content, Stage.rest))
        #expect(!stage.tiles[0].isHidden)
        #expect(!stage.stack.view.sublayers.contains { $0.name.hasPrefix("zoom.") })
    }

    @Test("the zoom's shadow and clip are drawn over the screen below and its shade, both ways")
    func order() {
        let stage = Stage()
        let names = { stage.stack.view.sublayers.map(\.name) }
        stage.stack.push(stage.b)
        #expect(names() == ["A", "navigationStack.shade", "zoom.shadow", "zoom.clip"])
        stage.frame(0.2)
        stage.stack.pop()
        #expect(names() == ["A", "navigationStack.shade", "zoom.shadow", "zoom.clip"])
        stage.frame(3)
        #expect(names().filter { $0 != "navigationStack.shade" } == ["A"])
    }

    @Test("a pop zooms back into the layer the closure gives then, called again: not the one it came from")
    func zoomOutCallsTheClosureAgain() {
        let stage = Stage()
        stage.stack.push(stage.b)
        stage.frame(3)
        _ = stage.log.take()
        stage.sourceID = 1   // the list changed while B was shown
        stage.stack.pop()
        #expect(stage.asked == [true, false])
        #expect(stage.log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing"])
        #expect(stage.tiles[1].isHidden && !stage.tiles[0].isHidden)
        for t in [3.1, 3.3] {
            stage.frame(t)
            let p = spring.value(target: 1, time: t - 3)
            #expect(close(stage.b.zoomFrame ?? .zero, lerp(Stage.rest, Stage.tileFrames[1], p)))
            #expect(close(stage.b.zoomCornerRadius ?? -1, 12 * p))
        }
        stage.frame(6)
        #expect(stage.log.take() == ["B.didDisappear", "A.didAppear"])
        #expect(stage.b.view.superlayer == nil && !stage.tiles[1].isHidden && stage.stack.screens.count == 1)
    }

    @Test("a zoom interrupted mid-flight by a pop turns round from where it is shown, continuous, callbacks balanced")
    func interruptedAndReversed() {
        let stage = Stage()
        stage.stack.push(stage.b)
        _ = stage.log.take()
        let reads: [(Rect) -> Double] = [{ $0.center.x }, { $0.center.y }, { $0.width }]
        for (index, read) in reads.enumerated() {
            let fresh = index == 0 ? stage : Stage()
            if index > 0 { fresh.stack.push(fresh.b) }
            _ = fresh.log.take()
            let shown = measureInterruption(
                at: 0.2, frame: fresh.frame, value: { read(fresh.b.zoomFrame ?? .zero) },
                interrupt: { fresh.stack.pop() })
            #expect(close(shown.after, shown.before, 1e-9))
            #expect(close(shown.speedBefore, shown.speedAfter, 1e-3 * abs(shown.speedBefore) + 0.05))
            #expect(abs(shown.speedBefore) > 10, "it was moving")
            #expect(
                fresh.log.take() == [
                    "A.didDisappear", "B.didAppear", "B.willDisappear", "A.willAppear", "A.isAppearing",
                ])
            #expect(fresh.asked == [true, false])
            // Mid-reversal the screen still fills its frame.
            for t in [0.3, 0.45] {
                fresh.frame(t)
                #expect(holds(fresh.content, fresh.b.zoomFrame ?? .zero))
            }
            fresh.frame(4)
            #expect(fresh.log.take() == ["B.didDisappear", "A.didAppear"])
            #expect(fresh.b.view.superlayer == nil && !fresh.tiles[0].isHidden)
        }
    }

    @Test("pushed again while it zooms out, the screen turns round and zooms in, keeping its velocity")
    func reversedWhileZoomingOut() {
        let stage = Stage()
        stage.stack.push(stage.b)
        stage.frame(3)
        stage.stack.pop()
        _ = stage.log.take()
        let shown = measureInterruption(
            at: 3.15, frame: stage.frame, value: { (stage.b.zoomFrame ?? .zero).width },
            interrupt: { stage.stack.push(stage.b) })
        #expect(close(shown.after, shown.before, 1e-9))
        #expect(close(shown.speedBefore, shown.speedAfter, 1e-3 * abs(shown.speedBefore) + 0.05))
        #expect(stage.asked == [true, false, true])
        stage.frame(6)
        #expect(stage.stack.topScreen === stage.b && stage.b.appearanceState == .appeared)
        #expect(close(stage.content, Stage.rest) && stage.b.zoomFrame == nil && !stage.tiles[0].isHidden)
    }

    @Test("a fast downward flick on the zoomed screen pops it, the closing spring leaving at the finger's speed")
    func dragDismissedByVelocity() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        _ = stage.log.take()
        // 60 points down at 15 points per 10 ms: 1500 pt/s, under the distance threshold (45).
        let (end, t) = stage.drag(from: Point(x: 200, y: 150), by: Point(x: 0, y: 15), steps: 4, interval: 0.01, at: 1)
        #expect(stage.log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing"])
        // The screen shrank by the drag's distance (past the pan's slop) about the point
        // grabbed, which stayed under the finger: 60 − slop points below it.
        let frame = stage.b.zoomFrame ?? .zero
        let moved = stage.stack.zoomDismiss.translation(in: stage.stack.view).y
        #expect(moved > 40 && moved <= 60)
        let scale = 1 - 0.5 * moved / (0.6 * 300)
        #expect(close(frame.width, 400 * scale) && close(frame.center.x, 200))
        #expect(close(frame.center.y, 210 - (60 - moved) * scale))
        let velocity = stage.stack.zoomDismiss.velocity(in: stage.stack.view)
        #expect(velocity.y > NavigationStack.finishingSpeed)
        stage.event(.pointerUp(x: end.x, y: end.y, button: .left), at: t)
        #expect(stage.asked == [false])
        // Toward the tile, the centre leaves at the finger's speed along the way (10 %).
        let from = frame.center
        let to = Stage.tileFrames[0].center
        let way = Point(x: to.x - from.x, y: to.y - from.y)
        let length = (way.x * way.x + way.y * way.y).squareRoot()
        let along = (velocity.x * way.x + velocity.y * way.y) / length
        stage.frame(t + 0.001)
        let next = (stage.b.zoomFrame ?? .zero).center
        let speed = ((next.x - from.x) * way.x + (next.y - from.y) * way.y) / length / 0.001
        #expect(abs(speed - along) < 0.1 * abs(along), "left at \(speed) pt/s along the way, the finger's \(along)")
        stage.frame(t + 3)
        #expect(stage.log.take() == Array(finishedPop[3...]))
        #expect(stage.stack.screens.count == 1 && stage.b.view.superlayer == nil && !stage.tiles[0].isHidden)
    }

    @Test(
        "under the finger the screen rounds its corners as it shrinks; a flick away never swings its look below nothing"
    )
    func dragStyle() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        let (end, t) = stage.drag(from: Point(x: 200, y: 150), by: Point(x: 0, y: 15), steps: 4, interval: 0.01, at: 1)
        let moved = stage.stack.zoomDismiss.translation(in: stage.stack.view).y
        let scale = 1 - 0.5 * moved / (0.6 * 300)
        #expect(close(stage.b.zoomCornerRadius ?? -1, 20 * (1 - scale) / 0.5))
        // Released moving down, away from the tile above: the frame carries on down a moment,
        // the corner radius and the shadow go straight to the tile's.
        stage.event(.pointerUp(x: end.x, y: end.y, button: .left), at: t)
        var lowest = (radius: Double.infinity, shadow: Double.infinity)
        for frame in 1...120 {
            stage.frame(t + Double(frame) / 240)
            let shadow = stage.stack.view.sublayers.first { $0.name == "zoom.shadow" }?.presentation().shadowOpacity
            lowest = (min(lowest.radius, stage.b.zoomCornerRadius ?? 12), min(lowest.shadow, shadow ?? 0.3))
        }
        #expect(lowest.radius >= 0 && lowest.shadow >= 0, "\(lowest)")
    }

    @Test("a short, slow drag springs the screen back: a cancelled pop, its callbacks UIKit's")
    func dragCancelled() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        _ = stage.log.take()
        var (end, t) = stage.drag(from: Point(x: 200, y: 150), by: Point(x: 0, y: 5), steps: 6, interval: 0.05, at: 1)
        t += 0.2
        stage.event(.pointerMove(x: end.x, y: end.y, buttons: .left), at: t)
        stage.event(.pointerUp(x: end.x, y: end.y, button: .left), at: t + 0.05)
        #expect(stage.log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing"])
        stage.frame(t + 3)
        #expect(
            stage.log.take() == ["B.willAppear", "B.isAppearing", "B.didAppear", "A.willDisappear", "A.didDisappear"])
        #expect(stage.stack.screens.count == 2 && stage.b.appearanceState == .appeared)
        #expect(stage.b.zoomFrame == nil && close(stage.content, Stage.rest) && stage.a.view.superlayer == nil)
        #expect(stage.asked.isEmpty, "a drag that springs back never asks for the source")
        _ = end
    }

    @Test("from the leading edge the back swipe gives way to the zoom's drag, which pops past the distance")
    func edgeDragZooms() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        _ = stage.log.take()
        var (end, t) = stage.drag(from: Point(x: 5, y: 150), by: Point(x: 10, y: 0), steps: 8, interval: 0.05, at: 1)
        #expect(stage.stack.backSwipe.state == .possible || stage.stack.backSwipe.state == .failed)
        #expect(stage.b.zoomFrame != nil && stage.a.view.presentation().position.x == 200)
        t += 0.2
        stage.event(.pointerMove(x: end.x, y: end.y, buttons: .left), at: t)
        stage.event(.pointerUp(x: end.x, y: end.y, button: .left), at: t + 0.05)
        stage.frame(t + 3)
        #expect(stage.log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing"] + Array(finishedPop[3...]))
        #expect(stage.stack.screens.count == 1)
        end = .zero
    }

    @Test("with no source the screen fades in growing from 80 %, and fades out shrinking to it")
    func noSource() {
        let stage = Stage()
        stage.sourceID = nil
        stage.stack.push(stage.b)
        stage.frame(0.2)
        let p = spring.value(target: 1, time: 0.2)
        let start = Rect(x: 40, y: 30, width: 320, height: 240)
        #expect(close(stage.b.zoomFrame ?? .zero, lerp(start, Stage.rest, p)))
        let clip = stage.stack.view.sublayers.first { $0.name == "zoom.clip" }
        #expect(close(clip?.presentation().opacity ?? -1, p))
        stage.frame(3)
        #expect(stage.b.zoomFrame == nil)
    }

    @Test("interactiveDismissShouldBegin can refuse the drag; a style given stands in for the source's look")
    func options() {
        var asked: [Bool] = []
        let stage = Stage(
            options: ZoomOptions(
                sourceStyle: ZoomSourceStyle(cornerRadius: 30, shadowOpacity: 0.5, shadowRadius: 10),
                interactiveDismissShouldBegin: { context in
                    asked.append(context.willBegin)
                    return context.location.y > 100
                }))
        stage.stack.push(stage.b)
        stage.frame(0)
        #expect(close(stage.b.zoomCornerRadius ?? -1, 30))
        stage.frame(3)
        // Grabbed high: refused.
        var (end, t) = stage.drag(from: Point(x: 200, y: 50), by: Point(x: 0, y: 15), steps: 4, interval: 0.01, at: 4)
        #expect(stage.b.zoomFrame == nil && asked == [true])
        stage.event(.pointerUp(x: end.x, y: end.y, button: .left), at: t)
        (end, t) = stage.drag(from: Point(x: 200, y: 150), by: Point(x: 0, y: 15), steps: 4, interval: 0.01, at: 5)
        #expect(stage.b.zoomFrame != nil && asked == [true, true])
        stage.event(.pointerUp(x: end.x, y: end.y, button: .left), at: t)
    }

    @Test("under Reduce Motion the zoom is a cross-fade in place, and the closure is not asked")
    func reduceMotion() {
        let stage = Stage()
        stage.engine.accessibilityReduceMotion = true
        stage.stack.push(stage.b)
        stage.frame(0.2)
        #expect(stage.b.zoomFrame == nil && !stage.tiles[0].isHidden)
        #expect(close(stage.b.view.presentation().opacity, spring.value(target: 1, time: 0.2)))
        #expect(stage.b.view.presentation().position.x == 200)
        stage.frame(3)
        stage.stack.pop()
        stage.frame(3.2)
        #expect(close(stage.b.view.presentation().opacity, 1 - spring.value(target: 1, time: 0.2)))
        stage.frame(6)
        #expect(stage.asked.isEmpty && stage.stack.screens.count == 1)
    }

    @Test("a slide pushed over a screen still zooming in settles the zoom first")
    func slideOverAZoom() {
        let stage = Stage()
        stage.stack.push(stage.b)
        stage.frame(0.2)
        let c = LoggedScreen("C", log: stage.log)
        stage.stack.push(c)
        #expect(stage.b.zoomFrame == nil && !stage.tiles[0].isHidden)
        #expect(stage.b.view.superlayer === stage.stack.view && stage.b.view.transform == .identity)
        stage.frame(3)
        #expect(stage.stack.topScreen === c && stage.b.appearanceState == .disappeared)
    }
}
