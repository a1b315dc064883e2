import Gestures
import Input
import Layers
import Motion
import Navigation
import Testing
import Time

/// A 400×600 window with a presentation host whose root, A, shows a tile at (40, 60, 120, 90);
/// B zooms out of it when presented, on a virtual clock. Medium is 300 points tall (top at 300).
private final class Stage: ClockedStage {
    let engine = AnimationEngine()
    let window = Layer(
        name: "window", position: Point(x: 200, y: 300), bounds: Rect(x: 0, y: 0, width: 400, height: 600))
    let log = CallbackLog()
    let a: LoggedScreen
    let b: LoggedScreen
    let host: PresentationHost
    let arena: GestureArena
    let tile = Layer(name: "tile", position: Point(x: 100, y: 105), bounds: Rect(x: 0, y: 0, width: 120, height: 90))
    var asked: [Bool] = []

    static let tileFrame = Rect(x: 40, y: 60, width: 120, height: 90)

    init() {
        a = LoggedScreen("A", log: log)
        b = LoggedScreen("B", log: log)
        tile.cornerRadius = 10
        a.view.addSublayer(tile)
        host = PresentationHost(root: a)
        engine.attach(window)
        window.addSublayer(host.view)
        host.view.position = Point(x: 200, y: 300)
        host.layout(size: Size(width: 400, height: 600))
        arena = GestureArena(root: window)
        arena.hitTestsPresentation = true
        b.preferredTransition = .zoom { [unowned self] context in
            asked.append(context.isZoomingIn)
            return tile
        }
        _ = log.take()
    }
}

@Suite("The zoom transition for sheets and full-screen covers")
struct ZoomPresentationTests {
    private let spring = Spring(duration: 0.5, bounce: 0)

    @Test("a zoomed sheet grows from the tile to its medium detent, and shrinks back into it when dismissed")
    func sheet() {
        let stage = Stage()
        stage.a.present(stage.b, style: .sheet(detents: [.medium, .large]))
        #expect(stage.log.take() == ["B.willAppear", "B.isAppearing"])
        let rest = Rect(x: 0, y: 300, width: 400, height: 540)
        for t in [0.0, 0.15, 0.3] {
            stage.frame(t)
            let p = spring.value(target: 1, time: t)
            #expect(close(stage.b.zoomFrame ?? .zero, lerp(Stage.tileFrame, rest, p)), "at \(t) s")
            #expect(stage.tile.isHidden)
        }
        stage.frame(3)
        #expect(stage.log.take() == ["B.didAppear"])
        #expect(stage.b.zoomFrame == nil && !stage.tile.isHidden && stage.b.view.superlayer === stage.host.view)
        #expect(stage.b.view.presentation().position.y == 300 + 270)
        stage.b.dismiss()
        #expect(stage.asked == [true, false])
        stage.frame(3.2)
        let p = spring.value(target: 1, time: 0.2)
        #expect(close(stage.b.zoomFrame ?? .zero, lerp(rest, Stage.tileFrame, p)))
        stage.frame(6)
        #expect(stage.log.take() == ["B.willDisappear", "B.didDisappear"])
        #expect(stage.b.view.superlayer == nil && !stage.tile.isHidden)
    }

    @Test("a zoomed cover dismissed mid-zoom turns round where it is shown, continuous; A's callbacks balanced")
    func coverReversed() {
        let stage = Stage()
        stage.a.present(stage.b, style: .fullScreenCover)
        _ = stage.log.take()
        let shown = measureInterruption(
            at: 0.2, frame: stage.frame, value: { (stage.b.zoomFrame ?? .zero).width },
            interrupt: { stage.b.dismiss() })
        #expect(close(shown.after, shown.before, 1e-9))
        #expect(close(shown.speedBefore, shown.speedAfter, 1e-3 * abs(shown.speedBefore) + 0.05))
        #expect(
            stage.log.take() == [
                "A.didDisappear", "B.didAppear", "B.willDisappear", "A.willAppear", "A.isAppearing",
            ])
        stage.frame(4)
        #expect(stage.log.take() == ["B.didDisappear", "A.didAppear"])
        #expect(stage.asked == [true, false] && stage.b.view.superlayer == nil)
    }

    @Test("a zoomed sheet flicked down zooms back into its source at the finger's speed")
    func sheetFlickedDown() {
        let stage = Stage()
        stage.a.present(stage.b, style: .sheet(detents: [.medium]), animated: false)
        _ = stage.log.take()
        stage.event(.pointerDown(x: 200, y: 320, button: .left), at: 1)
        var y = 320.0
        var t = 1.0
        for _ in 0..<4 {
            y += 20
            t += 0.01
            stage.event(.pointerMove(x: 200, y: y, buttons: .left), at: t)
        }
        let from = stage.b.view.presentation().position
        let velocity =
            stage.b.view.gestureRecognizers.compactMap { $0 as? PanGestureRecognizer }.first?
            .velocity(in: stage.host.view).y ?? 0
        #expect(velocity > 1000)
        stage.event(.pointerUp(x: 200, y: y, button: .left), at: t)
        #expect(stage.asked == [false])
        let frame = stage.b.zoomFrame ?? .zero
        #expect(close(frame.center.x, from.x) && close(frame.center.y, from.y))
        // The finger's downward speed, along the way up to the tile, is carried: the sheet goes
        // on down a little before it turns (10 %).
        let to = Stage.tileFrame.center
        let way = Point(x: to.x - from.x, y: to.y - from.y)
        let length = (way.x * way.x + way.y * way.y).squareRoot()
        let along = velocity * way.y / length
        stage.frame(t + 0.001)
        let moved = (stage.b.zoomFrame ?? .zero).center
        let speed = ((moved.x - from.x) * way.x + (moved.y - from.y) * way.y) / length / 0.001
        #expect(abs(speed - along) < 0.1 * abs(along), "left at \(speed) pt/s along the way, the finger's \(along)")
        stage.frame(t + 3)
        #expect(stage.log.take() == ["B.willDisappear", "B.didDisappear"])
        #expect(stage.b.view.superlayer == nil && !stage.tile.isHidden)
    }

    @Test("a zoomed cover dragged down fast is dismissed into its source; a short slow drag springs it back")
    func coverDragged() {
        let stage = Stage()
        stage.a.present(stage.b, style: .fullScreenCover, animated: false)
        _ = stage.log.take()
        // Short and slow: back to rest, no callbacks.
        stage.event(.pointerDown(x: 200, y: 300, button: .left), at: 1)
        var t = 1.0
        for y in stride(from: 305.0, through: 330, by: 5) {
            t += 0.05
            stage.event(.pointerMove(x: 200, y: y, buttons: .left), at: t)
        }
        let held = stage.b.zoomFrame ?? .zero
        #expect(held.width < 400, "it shrinks under the finger")
        stage.event(.pointerMove(x: 200, y: 330, buttons: .left), at: t + 0.3)
        stage.event(.pointerUp(x: 200, y: 330, button: .left), at: t + 0.35)
        stage.frame(t + 3)
        #expect(stage.log.take().isEmpty && stage.b.zoomFrame == nil && stage.asked.isEmpty)
        #expect(stage.b.appearanceState == .appeared)
        // A flick: dismissed, zooming into the tile.
        stage.event(.pointerDown(x: 200, y: 300, button: .left), at: 5)
        t = 5
        for y in stride(from: 320.0, through: 380, by: 20) {
            t += 0.01
            stage.event(.pointerMove(x: 200, y: y, buttons: .left), at: t)
        }
        stage.event(.pointerUp(x: 200, y: 380, button: .left), at: t)
        #expect(stage.asked == [false])
        #expect(stage.log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing"])
        stage.frame(t + 3)
        #expect(stage.log.take() == ["B.didDisappear", "A.didAppear"])
        #expect(stage.b.view.superlayer == nil && !stage.tile.isHidden)
    }
}
