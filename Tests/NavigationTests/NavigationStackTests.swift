import Gestures
import Input
import Layers
import Motion
import Navigation
import Testing
import Time

/// A 400×300 window holding a stack on a virtual clock, with a gesture arena for swipes.
private final class Stage: ClockedStage {
    let engine = AnimationEngine()
    let window = Layer(
        name: "window", position: Point(x: 200, y: 150), bounds: Rect(x: 0, y: 0, width: 400, height: 300))
    let log = CallbackLog()
    let a: LoggedScreen
    let b: LoggedScreen
    let stack: NavigationStack
    let arena: GestureArena
    let width = 400.0

    init() {
        a = LoggedScreen("A", log: log)
        b = LoggedScreen("B", log: log)
        stack = NavigationStack(root: a)
        engine.attach(window)
        window.addSublayer(stack.view)
        stack.view.position = Point(x: 200, y: 150)
        stack.layout(size: Size(width: 400, height: 300))
        arena = GestureArena(root: window)
        _ = log.take()
    }

    /// A drag from (x0, 150) by `steps` moves of `dx`, one every `interval` seconds from `start`.
    func drag(from x0: Double, dx: Double, steps: Int, interval: Double, start: Double) -> Double {
        event(.pointerDown(x: x0, y: 150, button: .left), at: start)
        var x = x0
        var t = start
        for _ in 0..<steps {
            x += dx
            t += interval
            event(.pointerMove(x: x, y: 150, buttons: .left), at: t)
        }
        return t
    }

    /// The shown centre x of a screen's view.
    func x(_ screen: Screen) -> Double { screen.view.presentation().position.x }
}

@Suite("A navigation stack: UIKit's push, pop, back swipe and appearance callbacks")
struct NavigationStackTests {
    private let spring = Spring(duration: 0.5, bounce: 0)

    @Test("a push: A disappears, B appears, in UIKit's order; B slides in over A's parallax on the spring")
    func push() {
        let stage = Stage()
        stage.stack.push(stage.b)
        #expect(stage.log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing"])
        #expect(stage.a.appearanceState == .disappearing && stage.b.appearanceState == .appearing)
        #expect(stage.stack.isTransitioning && stage.stack.topScreen === stage.b)
        for t in [0.1, 0.25, 0.4] {
            stage.frame(t)
            let p = spring.value(target: 1, time: t)
            #expect(close(stage.x(stage.b), 200 + 400 * (1 - p)))
            #expect(close(stage.x(stage.a), 200 - 0.3 * 400 * p))
        }
        stage.frame(3)
        #expect(stage.log.take() == ["A.didDisappear", "B.didAppear"])
        #expect(stage.a.appearanceState == .disappeared && stage.b.appearanceState == .appeared)
        #expect(!stage.stack.isTransitioning)
        #expect(stage.a.view.superlayer == nil && stage.b.view.superlayer === stage.stack.view)
    }

    @Test("the screen coming in is drawn over the one it covers, with the shade between, both ways")
    func order() {
        let stage = Stage()
        let names = { stage.stack.view.sublayers.map(\.name) }
        stage.stack.push(stage.b)
        #expect(names() == ["A", "navigationStack.shade", "B"])
        stage.frame(0.2)
        stage.stack.pop()
        #expect(names() == ["A", "navigationStack.shade", "B"])
        stage.frame(0.3)
        stage.stack.push(stage.b)
        #expect(names() == ["A", "navigationStack.shade", "B"])
        stage.frame(3)
        #expect(names() == ["navigationStack.shade", "B"])
        stage.stack.pop()
        #expect(names() == ["A", "navigationStack.shade", "B"])
        stage.frame(6)
        #expect(names().filter { $0 != "navigationStack.shade" } == ["A"])
    }

    @Test("a pop: B disappears, A appears, B leaves the stack and the container")
    func pop() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        #expect(
            stage.log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing", "A.didDisappear", "B.didAppear"])
        #expect(stage.stack.pop() === stage.b)
        #expect(stage.log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing"])
        #expect(stage.stack.screens.count == 1 && stage.b.navigationStack == nil)
        stage.frame(0.2)
        let p = spring.value(target: 1, time: 0.2)
        #expect(close(stage.x(stage.b), 200 + 400 * p))
        #expect(close(stage.x(stage.a), 80 + 120 * p))
        stage.frame(3)
        #expect(stage.log.take() == ["B.didDisappear", "A.didAppear"])
        #expect(stage.b.view.superlayer == nil && stage.x(stage.a) == 200)
        #expect(stage.stack.pop() == nil)
    }

    @Test("a push interrupted by a pop completes at once, then the pop starts in the same turn, continuous")
    func pushInterruptedByPop() {
        let stage = Stage()
        stage.stack.push(stage.b)
        _ = stage.log.take()
        let shown = measureInterruption(
            at: 0.2, frame: stage.frame, value: { stage.x(stage.b) },
            interrupt: {
                stage.stack.pop()
                #expect(
                    stage.log.take() == [
                        "A.didDisappear", "B.didAppear", "B.willDisappear", "A.willAppear", "A.isAppearing",
                    ])
            })
        #expect(close(shown.after, shown.before, 1e-9))
        #expect(close(shown.speedBefore, shown.speedAfter, 1e-3 * abs(shown.speedBefore) + 0.05))
        stage.frame(3)
        #expect(stage.log.take() == ["B.didDisappear", "A.didAppear"])
        #expect(stage.stack.screens.count == 1 && stage.x(stage.a) == 200 && stage.b.view.superlayer == nil)
    }

    @Test("a back swipe let go early and slowly cancels: B goes straight back to appeared, A back to disappeared")
    func cancelledPop() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        _ = stage.log.take()
        // From the edge, 100 points (a quarter) at 20 points per 50 ms (400 pt/s), then held.
        var t = stage.drag(from: 5, dx: 20, steps: 5, interval: 0.05, start: 1)
        #expect(stage.log.take() == ["B.willDisappear", "A.willAppear", "A.isAppearing"])
        #expect(stage.b.appearanceState == .disappearing && stage.a.appearanceState == .appearing)
        // The pop follows the finger, linearly: B under it, A at its parallax.
        let moved = stage.stack.backSwipe.translation(in: stage.stack.view).x
        #expect(moved > 50)
        #expect(close(stage.x(stage.b), 200 + moved))
        #expect(close(stage.x(stage.a), 80 + 120 * moved / 400))
        t += 0.2
        stage.event(.pointerMove(x: 105, y: 150, buttons: .left), at: t)
        stage.event(.pointerUp(x: 105, y: 150, button: .left), at: t + 0.1)
        #expect(stage.log.lines.isEmpty)
        stage.frame(t + 3)
        #expect(
            stage.log.take() == [
                "B.willAppear", "B.isAppearing", "B.didAppear", "A.willDisappear", "A.didDisappear",
            ])
        #expect(stage.stack.screens.count == 2 && stage.b.appearanceState == .appeared)
        #expect(stage.x(stage.b) == 200 && stage.a.view.superlayer == nil)
    }

    @Test("a back swipe let go early but fast finishes the pop, carrying the finger's speed")
    func poppedByVelocity() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        _ = stage.log.take()
        // 120 points (30 %) at 30 points per 20 ms: 1500 pt/s to the right at release.
        let t = stage.drag(from: 5, dx: 30, steps: 4, interval: 0.02, start: 1)
        let speed = stage.stack.backSwipe.velocity(in: stage.stack.view).x
        #expect(speed > NavigationStack.finishingSpeed)
        let shown = stage.x(stage.b)
        stage.event(.pointerUp(x: 125, y: 150, button: .left), at: t)
        stage.frame(t + 0.001)
        let speedAfter = (stage.x(stage.b) - shown) / 0.001
        #expect(
            abs(speedAfter - speed) < 0.1 * speed, "the pop starts at \(speedAfter) pt/s, the finger left at \(speed)")
        stage.frame(t + 3)
        #expect(
            stage.log.take() == finishedPop)
        #expect(stage.stack.screens.count == 1 && stage.b.view.superlayer == nil && stage.x(stage.a) == 200)
    }

    @Test("a back swipe let go slowly past half the width finishes; one not from the edge does nothing")
    func poppedByPosition() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        _ = stage.log.take()
        // From the middle: no back swipe.
        let t0 = stage.drag(from: 100, dx: 20, steps: 6, interval: 0.05, start: 1)
        stage.event(.pointerUp(x: 220, y: 150, button: .left), at: t0 + 0.05)
        #expect(stage.log.take().isEmpty && stage.stack.screens.count == 2)
        // From the edge to 65 % of the width, then held still.
        var t = stage.drag(from: 5, dx: 26, steps: 10, interval: 0.05, start: 2)
        t += 0.3
        stage.event(.pointerMove(x: 265, y: 150, buttons: .left), at: t)
        stage.event(.pointerUp(x: 265, y: 150, button: .left), at: t + 0.1)
        stage.frame(t + 3)
        #expect(
            stage.log.take() == finishedPop)
        #expect(stage.stack.screens.count == 1)
    }

    @Test("a horizontal two-finger scroll pops like a back swipe")
    func trackpadScroll() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        _ = stage.log.take()
        var t = 1.0
        for _ in 0..<12 {
            stage.event(.wheel(x: 200, y: 150, dx: 20, dy: 0, type: .continuous), at: t)
            t += 0.01
        }
        #expect(
            stage.b.appearanceState == .disappearing,
            "\(stage.stack.backSwipe.state) \(stage.stack.backSwipe.translation)")
        stage.frame(t + 0.2)
        stage.frame(t + 3)
        #expect(
            stage.log.take() == finishedPop)
        #expect(stage.stack.screens.count == 1)
    }

    @Test("under Reduce Motion a push and a pop cross-fade in place, with the same callbacks; so does a back swipe")
    func reduceMotion() {
        let stage = Stage()
        stage.engine.accessibilityReduceMotion = true
        stage.stack.push(stage.b)
        #expect(stage.log.take() == ["A.willDisappear", "B.willAppear", "B.isAppearing"])
        for t in [0.1, 0.3] {
            stage.frame(t)
            #expect(stage.x(stage.a) == 200 && stage.x(stage.b) == 200)
            #expect(close(stage.b.view.presentation().opacity, spring.value(target: 1, time: t)))
        }
        stage.frame(3)
        #expect(stage.log.take() == ["A.didDisappear", "B.didAppear"])
        stage.stack.pop()
        stage.frame(3.2)
        #expect(stage.x(stage.a) == 200 && stage.x(stage.b) == 200)
        #expect(close(stage.b.view.presentation().opacity, 1 - spring.value(target: 1, time: 0.2)))
        stage.frame(6)
        #expect(
            stage.log.take() == finishedPop)
        #expect(stage.b.view.superlayer == nil && stage.b.view.opacity == 1)
        // A back swipe scrubs the fade.
        stage.stack.push(stage.b, animated: false)
        _ = stage.drag(from: 5, dx: 20, steps: 5, interval: 0.05, start: 7)
        let moved = stage.stack.backSwipe.translation(in: stage.stack.view).x
        #expect(stage.x(stage.b) == 200 && close(stage.b.view.presentation().opacity, 1 - moved / 400))
    }

    @Test("a push during a back swipe settles the swipe where it is, then pushes")
    func pushDuringSwipe() {
        let stage = Stage()
        stage.stack.push(stage.b, animated: false)
        _ = stage.log.take()
        let t = stage.drag(from: 5, dx: 20, steps: 3, interval: 0.05, start: 1)
        _ = stage.log.take()
        let c = LoggedScreen("C", log: stage.log)
        stage.stack.push(c)
        // Short of half the width: the swipe counts as cancelled, then C is pushed over B.
        #expect(
            stage.log.take() == [
                "B.willAppear", "B.isAppearing", "B.didAppear", "A.willDisappear", "A.didDisappear",
                "B.willDisappear", "C.willAppear", "C.isAppearing",
            ])
        stage.frame(t + 3)
        #expect(stage.log.take() == ["B.didDisappear", "C.didAppear"])
        #expect(stage.stack.screens.map(\.title) == ["A", "B", "C"])
        #expect(stage.stack.view.sublayers.filter { $0.name != "navigationStack.shade" }.count == 1)
    }
}
