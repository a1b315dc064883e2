import Gestures
import Input
import Layers
import Motion
import Navigation
import Testing
import Time

/// A 400×600 window holding a presentation host whose root is A, on a virtual clock, with a
/// gesture arena hit-testing what is shown (so a sheet in flight is caught where it is).
/// Medium is 300 points tall (top at 300), large 540 (top at 60).
private final class Stage: ClockedStage {
    let engine = AnimationEngine()
    let window = Layer(
        name: "window", position: Point(x: 200, y: 300), bounds: Rect(x: 0, y: 0, width: 400, height: 600))
    let log = CallbackLog()
    let a: LoggedScreen
    let b: LoggedScreen
    let host: PresentationHost
    let arena: GestureArena

    init() {
        a = LoggedScreen("A", log: log)
        b = LoggedScreen("B", log: log)
        host = PresentationHost(root: a)
        engine.attach(window)
        window.addSublayer(host.view)
        host.view.position = Point(x: 200, y: 300)
        host.layout(size: Size(width: 400, height: 600))
        arena = GestureArena(root: window)
        arena.hitTestsPresentation = true
        _ = log.take()
    }

    /// A vertical drag from (200, y0) by `steps` moves of `dy`, one every `interval` seconds
    /// from `start`; returns the time and y of the last move.
    func drag(from y0: Double, dy: Double, steps: Int, interval: Double, start: Double) -> (t: Double, y: Double) {
        event(.pointerDown(x: 200, y: y0, button: .left), at: start)
        var y = y0
        var t = start
        for _ in 0..<steps {
            y += dy
            t += interval
            event(.pointerMove(x: 200, y: y, buttons: .left), at: t)
        }
        return (t, y)
    }

    /// Holds the pointer still at y for `pause` seconds, then lets go; returns the release time.
    func holdAndRelease(at y: Double, after t: Double, pause: Double = 0.3) -> Double {
        event(.pointerMove(x: 200, y: y, buttons: .left), at: t + pause)
        event(.pointerUp(x: 200, y: y, button: .left), at: t + pause + 0.05)
        return t + pause + 0.05
    }

    /// The shown top edge of a screen's view.
    func top(_ screen: Screen) -> Double {
        let shown = screen.view.presentation()
        return shown.position.y - shown.bounds.height / 2
    }

    /// Presents B as a medium/large sheet at once.
    func presentSheet() {
        a.present(b, style: .sheet(detents: [.medium, .large]), animated: false)
        _ = log.take()
    }
}

@Suite("Sheets and full-screen covers: UIKit's present and dismiss, detents and the drag")
struct SheetTests {
    private let spring = Spring(duration: 0.5, bounce: 0)

    @Test("detent heights: medium half, large less 10 %, custom clamped to large")
    func detentHeights() {
        #expect(SheetDetent.medium.height(in: 600) == 300)
        #expect(SheetDetent.large.height(in: 600) == 540)
        #expect(SheetDetent.custom(height: 200).height(in: 600) == 200)
        #expect(SheetDetent.custom(height: 900).height(in: 600) == 540)
    }

    @Test("a sheet: B appears, A stays appeared; B slides up to its lowest detent on the spring, then dismisses")
    func presentAndDismissSheet() {
        let stage = Stage()
        stage.a.present(stage.b, style: .sheet(detents: [.large, .medium]))
        #expect(stage.log.take() == ["B.willAppear", "B.isAppearing"])
        #expect(stage.a.appearanceState == .appeared && stage.b.appearanceState == .appearing)
        #expect(stage.a.presentedScreen === stage.b && stage.b.presentingScreen === stage.a)
        #expect(stage.b.selectedDetent == .medium && stage.host.isTransitioning)
        #expect(stage.b.view.bounds.height == 540 && stage.host.topScreen === stage.b)
        for t in [0.1, 0.25, 0.4] {
            stage.frame(t)
            let p = spring.value(target: 1, time: t)
            #expect(close(stage.top(stage.b), 600 - 300 * p, 1e-6), "at \(t)")
        }
        stage.frame(3)
        #expect(stage.log.take() == ["B.didAppear"])
        #expect(stage.top(stage.b) == 300 && !stage.host.isTransitioning)
        stage.b.dismiss()
        #expect(stage.log.take() == ["B.willDisappear"])
        #expect(stage.a.presentedScreen == nil && stage.b.presentingScreen == nil && stage.b.selectedDetent == nil)
        stage.frame(3.2)
        #expect(close(stage.top(stage.b), 300 + 300 * spring.value(target: 1, time: 0.2), 1e-6))
        stage.frame(6)
        #expect(stage.log.take() == ["B.didDisappear"])
        #expect(stage.b.view.superlayer == nil && stage.host.view.sublayers.count == 1)
        #expect(stage.a.appearanceState == .appeared && stage.b.appearanceState == .disappeared)
    }

    @Test("a click on the dimming dismisses the sheet and never reaches what it covers; the skirt fills below")
    func dimmingClick() {
        let stage = Stage()
        var clicks = 0
        let button = Layer(
            name: "button", position: Point(x: 200, y: 100), bounds: Rect(x: 0, y: 0, width: 200, height: 80))
        let tap = TapGestureRecognizer()
        tap.addAction { _ in clicks += 1 }
        button.addGestureRecognizer(tap)
        stage.a.view.addSublayer(button)
        stage.presentSheet()
        #expect(stage.host.shownScreens.map(\.title) == ["B"])
        #expect(stage.host.shownFrame(of: stage.b) == Rect(x: 0, y: 300, width: 400, height: 540))
        #expect(stage.host.shownDimming(of: stage.b) == PresentationHost.dimming)
        // Pulled above large, the sheet's colour continues below its bottom edge.
        let skirt = stage.b.view.sublayers.first { $0.name == "presentation.skirt" }
        #expect(skirt != nil && skirt?.position.y == 540 + 300)
        stage.event(.pointerDown(x: 200, y: 100, button: .left), at: 1)
        stage.event(.pointerUp(x: 200, y: 100, button: .left), at: 1.05)
        #expect(clicks == 0)
        #expect(stage.log.take() == ["B.willDisappear"])
        // While it leaves, clicks reach the presenter again.
        stage.event(.pointerDown(x: 200, y: 100, button: .left), at: 1.2)
        stage.event(.pointerUp(x: 200, y: 100, button: .left), at: 1.25)
        #expect(clicks == 1)
        stage.frame(4)
        #expect(stage.host.shownScreens.isEmpty && stage.host.shownFrame(of: stage.b) == nil)
        #expect(skirt?.superlayer == nil)
    }

    @Test("under Reduce Motion a sheet and a cover fade in and out at their places, with the same callbacks")
    func reduceMotion() {
        let stage = Stage()
        stage.engine.accessibilityReduceMotion = true
        stage.a.present(stage.b, style: .sheet(detents: [.medium, .large]))
        #expect(stage.log.take() == ["B.willAppear", "B.isAppearing"])
        for t in [0.1, 0.3] {
            stage.frame(t)
            #expect(stage.top(stage.b) == 300)
            #expect(close(stage.b.view.presentation().opacity, spring.value(target: 1, time: t)))
        }
        stage.frame(3)
        #expect(stage.log.take() == ["B.didAppear"])
        stage.b.dismiss()
        stage.frame(3.2)
        #expect(stage.top(stage.b) == 300)
        #expect(close(stage.b.view.presentation().opacity, 1 - spring.value(target: 1, time: 0.2)))
        stage.frame(6)
        #expect(stage.log.take() == ["B.willDisappear", "B.didDisappear"])
        #expect(stage.b.view.superlayer == nil && stage.b.view.opacity == 1)
        stage.a.present(stage.b, style: .fullScreenCover)
        stage.frame(6.2)
        #expect(stage.top(stage.b) == 0 && stage.b.view.presentation().opacity < 1)
        stage.frame(9)
        #expect(
            stage.log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing", "A.didDisappear", "B.didAppear"])
    }

    @Test("a full-screen cover: A disappears beneath it and appears again, in a push's and a pop's order")
    func fullScreenCover() {
        let stage = Stage()
        stage.a.present(stage.b, style: .fullScreenCover)
        #expect(stage.log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing"])
        #expect(stage.b.view.bounds.height == 600 && stage.b.selectedDetent == nil)
        stage.frame(0.2)
        #expect(close(stage.top(stage.b), 600 * (1 - spring.value(target: 1, time: 0.2)), 1e-6))
        stage.frame(3)
        #expect(stage.log.take() == ["A.didDisappear", "B.didAppear"])
        #expect(stage.top(stage.b) == 0 && stage.a.appearanceState == .disappeared)
        stage.a.dismiss()
        #expect(stage.log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing"])
        stage.frame(6)
        #expect(stage.log.take() == ["B.didDisappear", "A.didAppear"])
        #expect(stage.b.view.superlayer == nil && stage.a.appearanceState == .appeared)
    }

    @Test("a dismissal during a presentation completes it at once, then turns round, continuous in value and velocity")
    func dismissInterruptingPresent() {
        let stage = Stage()
        stage.a.present(stage.b, style: .fullScreenCover)
        _ = stage.log.take()
        let shown = measureInterruption(
            at: 0.2, frame: stage.frame, value: { stage.top(stage.b) },
            interrupt: {
                stage.b.dismiss()
                #expect(
                    stage.log.take() == [
                        "A.didDisappear", "B.didAppear", "B.willDisappear", "A.willAppear", "A.isAppearing",
                    ])
            })
        #expect(close(shown.after, shown.before, 1e-9))
        #expect(shown.speedBefore < -100, "the cover was moving up at \(shown.speedBefore) pt/s")
        #expect(close(shown.speedBefore, shown.speedAfter, 1e-3 * abs(shown.speedBefore) + 0.05))
        stage.frame(3)
        #expect(stage.log.take() == ["B.didDisappear", "A.didAppear"])
        #expect(stage.b.view.superlayer == nil && stage.a.presentedScreen == nil)
    }

    @Test("a presentation during a dismissal completes it, then the same layers turn round from where they are shown")
    func presentInterruptingDismiss() {
        let stage = Stage()
        stage.presentSheet()
        stage.b.dismiss()
        _ = stage.log.take()
        let dt = 1e-6
        stage.frame(0.15 - dt)
        let before = stage.top(stage.b)
        stage.frame(0.15)
        let at = stage.top(stage.b)
        stage.a.present(stage.b, style: .sheet(detents: [.medium]))
        #expect(stage.log.take() == ["B.didDisappear", "B.willAppear", "B.isAppearing"])
        stage.frame(0.15 + dt)
        let speedBefore = (at - before) / dt
        let speedAfter = (stage.top(stage.b) - at) / dt
        #expect(speedBefore > 100)
        #expect(close(speedBefore, speedAfter, 1e-3 * abs(speedBefore) + 0.05))
        stage.frame(3)
        #expect(stage.log.take() == ["B.didAppear"])
        #expect(stage.top(stage.b) == 300 && stage.b.view.superlayer === stage.host.view)
        #expect(stage.host.view.sublayers.count == 3)
    }

    @Test("a quick drag up from medium projects past the middle and settles on large, at the finger's speed")
    func dragToLarge() {
        let stage = Stage()
        stage.presentSheet()
        // Up 100 points at 20 points per 25 ms: 800 pt/s, projected 400 points further.
        let (t, y) = stage.drag(from: 320, dy: -20, steps: 5, interval: 0.025, start: 1)
        let shown = stage.top(stage.b)
        // The sheet follows the finger, less the pan's 10-point hysteresis.
        #expect(shown > 200 && shown <= 210, "shown at \(shown)")
        stage.event(.pointerUp(x: 200, y: y, button: .left), at: t)
        #expect(stage.b.selectedDetent == .large)
        stage.frame(t + 0.001)
        let speedAfter = (stage.top(stage.b) - shown) / 0.001
        #expect(abs(speedAfter + 800) < 40, "the sheet leaves at \(speedAfter) pt/s, the finger at -800")
        stage.frame(t + 3)
        #expect(stage.top(stage.b) == 60 && stage.log.take().isEmpty)
    }

    @Test("a slow drag up from medium that stops short of the middle goes back to medium")
    func slowDragStaysMedium() {
        let stage = Stage()
        stage.presentSheet()
        let (t, y) = stage.drag(from: 320, dy: -20, steps: 5, interval: 0.05, start: 1)
        let released = stage.holdAndRelease(at: y, after: t)
        #expect(stage.b.selectedDetent == .medium)
        stage.frame(released + 3)
        #expect(stage.top(stage.b) == 300 && stage.log.take().isEmpty)
    }

    @Test("a slow drag down from large past the middle settles on medium")
    func dragToMedium() {
        let stage = Stage()
        stage.presentSheet()
        stage.b.selectedDetent = .large
        stage.frame(3)
        #expect(stage.top(stage.b) == 60)
        // Down 200 points, then held still: shown near a height of 350, nearer medium's 300.
        let (t, y) = stage.drag(from: 80, dy: 20, steps: 10, interval: 0.05, start: 4)
        let released = stage.holdAndRelease(at: y, after: t)
        #expect(stage.b.selectedDetent == .medium)
        stage.frame(released + 3)
        #expect(stage.top(stage.b) == 300 && stage.log.take().isEmpty)
        #expect(stage.b.appearanceState == .appeared)
    }

    @Test("a fast flick down from medium dismisses by its projection, carrying its speed")
    func dismissByVelocity() {
        let stage = Stage()
        stage.presentSheet()
        // Down 60 points at 20 points per 20 ms: 1000 pt/s, shown at a height near 250 (more than
        // half of medium) but projected about 500 points lower.
        let (t, y) = stage.drag(from: 320, dy: 20, steps: 3, interval: 0.02, start: 1)
        let shown = stage.top(stage.b)
        #expect(600 - shown > 150)
        stage.event(.pointerUp(x: 200, y: y, button: .left), at: t)
        #expect(stage.log.take() == ["B.willDisappear"])
        #expect(stage.a.presentedScreen == nil)
        stage.frame(t + 0.001)
        let speedAfter = (stage.top(stage.b) - shown) / 0.001
        #expect(abs(speedAfter - 1000) < 50, "the sheet leaves at \(speedAfter) pt/s, the finger at 1000")
        stage.frame(t + 3)
        #expect(stage.log.take() == ["B.didDisappear"])
        #expect(stage.b.view.superlayer == nil)
    }

    @Test("a slow drag down below half the lowest detent dismisses by position; one above it stays")
    func dismissByPosition() {
        let stage = Stage()
        stage.presentSheet()
        // Down 120 points and held: a height near 190, above 150, back to medium.
        var (t, y) = stage.drag(from: 320, dy: 20, steps: 6, interval: 0.05, start: 1)
        var released = stage.holdAndRelease(at: y, after: t)
        stage.frame(released + 3)
        #expect(stage.log.take().isEmpty && stage.top(stage.b) == 300)
        // Down 180 points and held: a height near 130, below half of medium's 300.
        (t, y) = stage.drag(from: 320, dy: 20, steps: 9, interval: 0.05, start: 5)
        #expect(600 - stage.top(stage.b) < 150)
        released = stage.holdAndRelease(at: y, after: t)
        #expect(stage.log.take() == ["B.willDisappear"])
        stage.frame(released + 3)
        #expect(stage.log.take() == ["B.didDisappear"])
    }

    @Test("above the large detent the sheet rubber-bands with UIScrollView's curve over the height")
    func rubberBand() {
        let stage = Stage()
        stage.presentSheet()
        stage.b.selectedDetent = .large
        stage.frame(3)
        // Up 100 points: 10 of hysteresis, 90 past the large detent.
        let (t, y) = stage.drag(from: 80, dy: -20, steps: 5, interval: 0.05, start: 4)
        let over = 60 - stage.top(stage.b)
        #expect(over > 0 && over < 60, "shown \(over) points above large")
        #expect(close(over, -RubberBand.offset(-90, dimension: 600), 1e-6))
        let released = stage.holdAndRelease(at: y, after: t)
        stage.frame(released + 3)
        #expect(stage.top(stage.b) == 60 && stage.b.selectedDetent == .large)
    }

    @Test("a press on a sheet sliding up completes the presentation and catches it where it is shown")
    func catchInFlight() {
        let stage = Stage()
        stage.a.present(stage.b, style: .sheet(detents: [.medium, .large]))
        _ = stage.log.take()
        stage.frame(0.1)
        let shown = stage.top(stage.b)
        #expect(shown > 320 && shown < 590)
        stage.event(.pointerDown(x: 200, y: shown + 10, button: .left), at: 0.1)
        #expect(stage.log.take() == ["B.didAppear"])
        stage.frame(0.3)
        #expect(close(stage.top(stage.b), shown, 1e-9), "held where it was caught")
        // Let go without moving: the pan fails and the sheet settles at the nearest detent.
        stage.event(.pointerUp(x: 200, y: shown + 10, button: .left), at: 0.35)
        stage.frame(3)
        #expect(stage.top(stage.b) == 300 && stage.b.selectedDetent == .medium)
        #expect(stage.log.take().isEmpty)
    }

    @Test("a custom detent: presented at the lowest; selectedDetent moves between the sheet's detents only")
    func customDetentAndSelection() {
        let stage = Stage()
        stage.a.present(stage.b, style: .sheet(detents: [.large, .custom(height: 200)]))
        #expect(stage.b.selectedDetent == .custom(height: 200))
        stage.frame(3)
        #expect(stage.top(stage.b) == 400 && stage.b.view.bounds.height == 540)
        stage.b.selectedDetent = .medium
        #expect(stage.b.selectedDetent == .custom(height: 200) && !stage.b.view.isAnimating)
        stage.b.selectedDetent = .large
        stage.frame(3.2)
        #expect(close(stage.top(stage.b), 400 - 340 * spring.value(target: 1, time: 0.2), 1e-6))
        stage.frame(6)
        #expect(stage.top(stage.b) == 60 && stage.log.take() == ["B.willAppear", "B.isAppearing", "B.didAppear"])
    }

    @Test("a resize while a sheet slides up retargets its spring; a resize at rest places it at once")
    func resize() {
        let stage = Stage()
        stage.a.present(stage.b, style: .sheet(detents: [.medium]))
        stage.frame(0.1)
        stage.host.layout(size: Size(width: 400, height: 800))
        #expect(stage.b.view.isAnimating)
        stage.frame(3)
        #expect(stage.top(stage.b) == 400 && stage.b.view.bounds.width == 400)
        stage.host.layout(size: Size(width: 300, height: 500))
        #expect(stage.top(stage.b) == 250 && stage.b.view.bounds.size == Size(width: 300, height: 250))
    }

    @Test("dismissing a sheet that presents a cover takes the cover with it at once, then slides the sheet out")
    func dismissChain() {
        let stage = Stage()
        let c = LoggedScreen("C", log: stage.log)
        stage.presentSheet()
        stage.b.present(c, style: .fullScreenCover, animated: false)
        #expect(c.presentationHost === stage.host && stage.host.topScreen === c)
        _ = stage.log.take()
        stage.a.dismiss()
        #expect(
            stage.log.take() == [
                "C.willDisappear", "B.willAppear", "B.isAppearing", "C.didDisappear", "B.didAppear",
                "B.willDisappear",
            ])
        #expect(c.view.superlayer == nil && stage.host.topScreen === stage.a)
        stage.frame(3)
        #expect(stage.log.take() == ["B.didDisappear"])
        #expect(stage.host.view.sublayers.count == 1)
    }

    @Test("outside an engine's tree a presentation and a dismissal are at once, with the same callbacks")
    func withoutEngine() {
        let log = CallbackLog()
        let a = LoggedScreen("A", log: log)
        let b = LoggedScreen("B", log: log)
        let host = PresentationHost(root: a)
        host.layout(size: Size(width: 400, height: 600))
        a.present(b, style: .sheet(detents: [.medium]))
        #expect(
            log.take() == [
                "A.willAppear", "A.isAppearing", "A.didAppear", "B.willAppear", "B.isAppearing", "B.didAppear",
            ])
        #expect(b.view.position.y == 300 + 150 && !host.isTransitioning)
        b.dismiss()
        #expect(log.take() == ["B.willDisappear", "B.didDisappear"])
        #expect(b.view.superlayer == nil && a.presentedScreen == nil)
    }
}
